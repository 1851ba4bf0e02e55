import { useMemo } from 'react';
import type { FormikHelpers } from 'formik';
import { ADDRESS_KEYS, AddressFields, initialAddress, SelectField, TextField } from '@/components/form/fields';
import { useRecordForm } from '@/components/record/use-record-form';
import { DraftNotice } from '@/lib/drafts/draft-notice';
import { useTenantMemory } from '@/lib/api/tenant-memory';
import { LISTED_SITE_STATUSES, timeZones, type SiteFormData, type SiteInput, type SiteRecord } from '../model';
import { siteSchema } from '../schemas/site-schema';
import { useSiteLabels } from './labels';
import { FixErrors, FormError, SubmitCancel } from '@/components/record/form-parts';

/** the form's values: latitude and longitude stay text while typed */
export type SiteFormValues = Omit<SiteInput, 'latitude' | 'longitude'> & { latitude: string; longitude: string };

const coordinate = (v: number | null | undefined) => (v == null ? '' : String(v));

function initial(record?: SiteRecord): SiteFormValues {
  return {
    name: record?.name ?? '',
    time_zone: record?.time_zone ?? '',
    head_of_safety_id: record?.head_of_safety_id ?? null,
    head_of_site_id: record?.head_of_site_id ?? null,
    emergency_phone: record?.emergency_phone ?? '',
    emergency_email: record?.emergency_email ?? '',
    ...initialAddress(record),
    latitude: coordinate(record?.latitude),
    longitude: coordinate(record?.longitude),
    status: record?.status ?? 'active',
  };
}

/** The values as the API takes them: trimmed text, numeric coordinates (null when empty). */
const num = (s: string) => (s.trim() === '' ? null : Number(s));
const trim = (s: string) => s.trim();

export function toSiteInput(v: SiteFormValues): SiteInput {
  return {
    ...v,
    name: trim(v.name),
    emergency_phone: trim(v.emergency_phone),
    emergency_email: trim(v.emergency_email),
    ...Object.fromEntries(ADDRESS_KEYS.map((k) => [k, trim(v[k])])),
    latitude: num(v.latitude),
    longitude: num(v.longitude),
  };
}

interface Props {
  record?: SiteRecord;
  formData: SiteFormData;
  draftKey: string;
  /** saves; false when refused (the form keeps what was typed; field errors were set through `helpers`) */
  onSubmit(values: SiteInput, helpers: FormikHelpers<SiteFormValues>): Promise<boolean>;
  onCancel(): void;
}

/** The site form (SPEC §3 "Site"): name, time zone and head of safety are required (§5). */
export function SiteForm({ record, formData, draftKey, onSubmit, onCancel }: Props) {
  const L = useSiteLabels();
  const { t } = L;
  const { exhausted } = useTenantMemory();
  const initialValues = useMemo(() => initial(record), [record]);
  const schema = useMemo(() => siteSchema(t), [t]);
  const { formik, focusRef, draft } = useRecordForm<SiteFormValues>({ initialValues, schema, draftKey, onSubmit: (values, helpers) => onSubmit(toSiteInput(values), helpers) });
  const idp = record ? `site-edit-${record.id}` : 'site-new';
  const users = useMemo(() => formData.users.map((u) => [String(u.id), u.full_name] as [string, string]), [formData.users]);
  const zones = useMemo(() => {
    const all = timeZones();
    // a stored zone this runtime does not list stays choosable
    const current = formik.values.time_zone;
    return (current && !all.includes(current) ? [current, ...all] : all).map((z) => [z, z.replace(/_/g, ' ')] as [string, string]);
  }, [formik.values.time_zone]);

  return (
    <form ref={focusRef} onSubmit={formik.handleSubmit} noValidate aria-label={record ? t('form.editTitle', { number: record.name }) : t('form.newTitle')}>
      <DraftNotice draft={draft} />
      {exhausted && <FormError text={t('form.memoryExhausted')} />}
      <FixErrors formik={formik} text={t('form.fixErrors')} />
      <fieldset className="group">
        <legend>{t('form.general')}</legend>
        <TextField formik={formik} name="name" id={`${idp}-name`} label={t('fields.name')} required />
        <div className="form-grid two">
          <SelectField formik={formik} name="time_zone" id={`${idp}-time-zone`} label={t('fields.timeZone')} required placeholder={t('form.choose')} options={zones} />
          <SelectField formik={formik} name="status" id={`${idp}-status`} label={t('fields.status')} options={LISTED_SITE_STATUSES.map((s) => [s, L.status(s)])} />
          <SelectField formik={formik} name="head_of_safety_id" id={`${idp}-head-of-safety`} label={t('fields.headOfSafety')} required numeric placeholder={t('form.choose')} options={users} />
          <SelectField formik={formik} name="head_of_site_id" id={`${idp}-head-of-site`} label={t('fields.headOfSite')} numeric placeholder={t('form.none')} options={users} />
        </div>
      </fieldset>
      <fieldset className="group">
        <legend>{t('form.emergency')}</legend>
        <div className="form-grid two">
          <TextField formik={formik} name="emergency_phone" id={`${idp}-phone`} label={t('fields.emergencyPhone')} type="tel" />
          <TextField formik={formik} name="emergency_email" id={`${idp}-email`} label={t('fields.emergencyEmail')} type="email" />
        </div>
      </fieldset>
      <fieldset className="group">
        <legend>{t('form.location')}</legend>
        <AddressFields formik={formik} idp={idp} label={(f) => t(`fields.${f}`)}>
          <TextField formik={formik} name="latitude" id={`${idp}-latitude`} label={t('fields.latitude')} type="text" />
          <TextField formik={formik} name="longitude" id={`${idp}-longitude`} label={t('fields.longitude')} type="text" />
        </AddressFields>
      </fieldset>
      <SubmitCancel submit={record ? t('form.saveChanges') : t('form.create')} cancel={t('form.cancel')} submitting={formik.isSubmitting} disabled={exhausted} onCancel={onCancel} />
    </form>
  );
}
