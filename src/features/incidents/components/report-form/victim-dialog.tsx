import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { AGE_RANGES, BODY_PARTS, GENDERS, OSHA_CASE_TYPES, TREATMENTS, VICTIM_DAYS_MAX, VICTIM_TYPES, type BodyPart, type VictimInput } from '../../model';
import { victimSchema } from '../../schemas/incident-schemas';
import { useIncidentLabels } from '../register/labels';
import { SelectField, TextField } from '@/components/form/fields';
import { useRecordForm } from '@/components/record/use-record-form';

export const emptyVictim = (): VictimInput => ({
  type: '' as VictimInput['type'],
  name: '',
  gender: '' as VictimInput['gender'],
  employee_id: '',
  age_range: '',
  body_parts: [],
  injury_details: '',
  taken_to_hospital: false,
  treatment: '',
  return_to_work_date: null,
  job_title: '',
  supervised_daily: false,
  fatal: false,
  date_of_death: null,
  days_away: null,
  days_restricted: null,
  osha_case_type: '',
  privacy_case: false,
  event_location: '',
});

/** a day count as typed (number input: '' when empty) → a whole number or null */
const dayCount = (v: unknown): number | null => (v === '' || v === null || v === undefined || Number.isNaN(Number(v)) ? null : Number(v));

/** what the dialog saves: trimmed name, empty dates as null, day counts as numbers, no death date unless fatal */
export function savedVictim(values: VictimInput): VictimInput {
  return {
    ...values,
    name: values.name.trim(),
    return_to_work_date: values.return_to_work_date || null,
    date_of_death: values.fatal ? values.date_of_death || null : null,
    days_away: dayCount(values.days_away),
    days_restricted: dayCount(values.days_restricted),
    supervised_daily: values.type === 'contractor' ? !!values.supervised_daily : false,
  };
}

interface Props {
  /** the victim being edited, or null to add one */
  victim: VictimInput | null;
  /** the incident's date and time (the return-to-work date may not be before it) */
  occurredAt: string;
  onSave(victim: VictimInput): void;
  onClose(): void;
}

/** The add / edit victim dialog, bound to the `victim/new` and `victim/edit/:victimId` child routes. */
export function VictimDialog({ victim, occurredAt, onSave, onClose }: Props) {
  const L = useIncidentLabels();
  const { t } = L;
  const { t: tr } = useTranslation('incidentRules');
  const schema = useMemo(() => victimSchema(tr, occurredAt), [tr, occurredAt]);
  const { formik, focusRef } = useRecordForm<VictimInput>({
    initialValues: { ...emptyVictim(), ...victim },
    enableReinitialize: false,
    schema,
    // the victim joins the report's values (kept in the report's draft); nothing is sent from here
    onSubmit: async (values) => {
      onSave(savedVictim(values));
      return true;
    },
  });
  const toggleBodyPart = (part: BodyPart, on: boolean) => {
    const current = formik.values.body_parts;
    void formik.setFieldValue('body_parts', on ? [...current, part] : current.filter((p) => p !== part));
  };
  const title = victim ? t('victim.editTitle') : t('victim.addTitle');
  const checkbox = (name: 'supervised_daily' | 'fatal' | 'privacy_case', label: string, hint?: string) => (
    <div className="field" style={{ flexDirection: 'row', gap: '0.5rem', alignItems: 'flex-start' }}>
      <input id={`victim-${name}`} type="checkbox" checked={!!formik.values[name]} onChange={(e) => void formik.setFieldValue(name, e.target.checked)} aria-describedby={hint ? `victim-${name}-hint` : undefined} />
      <span>
        <label htmlFor={`victim-${name}`} style={{ fontWeight: 400 }}>
          {label}
        </label>
        {hint && (
          <small id={`victim-${name}-hint`} style={{ display: 'block' }}>
            {hint}
          </small>
        )}
      </span>
    </div>
  );
  return (
    <Dialog header={title} visible onHide={onClose} style={{ width: 'min(720px, 96vw)' }} modal>
      <form ref={focusRef} onSubmit={formik.handleSubmit} noValidate aria-label={title}>
        <div className="form-grid two">
          <SelectField formik={formik} name="type" id="victim-type" label={t('victim.type')} required options={VICTIM_TYPES.map((v) => [v, L.victimType(v)])} placeholder={t('form.choose')} />
          <TextField formik={formik} name="name" id="victim-name" label={t('victim.name')} required />
          <SelectField formik={formik} name="gender" id="victim-gender" label={t('victim.gender')} required options={GENDERS.map((v) => [v, L.gender(v)])} placeholder={t('form.choose')} />
          <TextField formik={formik} name="employee_id" id="victim-employee" label={t('fields.employeeId')} />
          <SelectField formik={formik} name="age_range" id="victim-age" label={t('victim.ageRange')} options={AGE_RANGES.map((v) => [v, L.ageRange(v)])} placeholder={t('form.choose')} />
          <SelectField formik={formik} name="treatment" id="victim-treatment" label={t('fields.treatment')} options={TREATMENTS.map((v) => [v, L.treatment(v)])} placeholder={t('form.choose')} />
        </div>
        <fieldset className="group">
          <legend>{t('fields.bodyParts')}</legend>
          <div className="radio-row">
            {BODY_PARTS.map((p) => (
              <label key={p}>
                <input type="checkbox" checked={formik.values.body_parts.includes(p)} onChange={(e) => toggleBodyPart(p, e.target.checked)} />
                {L.bodyPart(p)}
              </label>
            ))}
          </div>
        </fieldset>
        <TextField formik={formik} name="injury_details" id="victim-injury" label={t('fields.injuryDetails')} multiline />
        <div className="form-grid two">
          <div className="field" style={{ flexDirection: 'row', gap: '0.5rem', alignItems: 'center' }}>
            <input id="victim-hospital" type="checkbox" checked={formik.values.taken_to_hospital} onChange={(e) => void formik.setFieldValue('taken_to_hospital', e.target.checked)} />
            <label htmlFor="victim-hospital" style={{ fontWeight: 400 }}>
              {t('fields.takenToHospital')}
            </label>
          </div>
          <TextField formik={formik} name="return_to_work_date" id="victim-return" label={t('fields.returnToWork')} type="date" />
        </div>
        <fieldset className="group">
          <legend>{t('osha.legend')}</legend>
          <p style={{ marginTop: 0 }}>{t('osha.intro')}</p>
          {formik.values.type === 'contractor' && checkbox('supervised_daily', t('osha.supervisedDaily'), t('osha.supervisedDailyHint'))}
          <div className="form-grid two">
            <TextField formik={formik} name="job_title" id="victim-job-title" label={t('osha.jobTitle')} />
            <SelectField formik={formik} name="osha_case_type" id="victim-case-type" label={t('osha.caseType')} options={OSHA_CASE_TYPES.map((v) => [v, L.oshaCaseType(v)])} placeholder={t('form.choose')} />
            <TextField formik={formik} name="event_location" id="victim-event-location" label={t('osha.eventLocation')} />
            <TextField formik={formik} name="days_away" id="victim-days-away" label={t('osha.daysAway')} type="number" min="0" max={String(VICTIM_DAYS_MAX)} />
            <TextField formik={formik} name="days_restricted" id="victim-days-restricted" label={t('osha.daysRestricted')} type="number" min="0" max={String(VICTIM_DAYS_MAX)} />
          </div>
          <p style={{ marginTop: 0 }}>
            <small>{t('osha.daysHint')}</small>
          </p>
          {checkbox('privacy_case', t('osha.privacyCase'), t('osha.privacyCaseHint'))}
          {checkbox('fatal', t('osha.fatal'))}
          {formik.values.fatal && <TextField formik={formik} name="date_of_death" id="victim-death" label={t('osha.dateOfDeath')} type="date" required />}
        </fieldset>
        <div className="form-actions">
          <Button type="submit" icon="pi pi-check" label={t('victim.save')} />
          <Button type="button" outlined label={t('form.cancel')} onClick={onClose} />
        </div>
      </form>
    </Dialog>
  );
}
