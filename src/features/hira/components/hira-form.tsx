import { useMemo } from 'react';
import { getIn, type FormikHelpers, type FormikProps } from 'formik';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { ErrorText, SelectField, SiteAreaFields, TextField, fieldError } from '@/components/form/fields';
import { useRecordForm } from '@/components/record/use-record-form';
import { DraftNotice } from '@/lib/drafts/draft-notice';
import { todayIso } from '@/lib/forms/dates';
import {
  CONTROL_KINDS,
  CONTROL_TYPES,
  HIRA_CLASSIFICATIONS,
  LIKELIHOODS,
  REVIEW_FREQUENCIES,
  SEVERITIES,
  isLive,
  nextReview,
  ratingIn,
  weakControlsWarning,
  type HiraDropdowns,
  type HiraInput,
  type HiraRecord,
} from '../model';
import { hiraSchema } from '../schemas/hira-schema';
import { useHiraLabels, type HiraLabels } from './labels';
import './hira.css';
import { FixErrors } from '@/components/record/form-parts';

export type HiraIntent = 'draft' | 'submit';

/** the form's values: tags are typed as one comma-separated text */
export interface HiraFormValues extends Omit<HiraInput, 'tags'> {
  tags_text: string;
  intent: HiraIntent;
}

function initial(record: HiraRecord | undefined, userId: number | null): HiraFormValues {
  if (record) {
    const { tags, ...rest } = record;
    const input = Object.fromEntries(Object.keys(empty(userId)).map((k) => [k, (rest as unknown as Record<string, unknown>)[k]])) as unknown as HiraFormValues;
    return { ...input, tags_text: tags.join(', '), intent: 'draft' };
  }
  return empty(userId);
}

function empty(userId: number | null): HiraFormValues {
  return {
    reference_id: '',
    title: '',
    classification: '',
    site_id: null,
    area_id: null,
    hazard: '',
    risk: '',
    consequence: '',
    review_frequency: 'yearly',
    inherent_likelihood: '',
    inherent_severity: '',
    residual_likelihood: '',
    residual_severity: '',
    target_likelihood: '',
    target_severity: '',
    controls: [],
    tags_text: '',
    assessed_by_id: userId,
    assessed_at: todayIso(),
    intent: 'draft',
  };
}

export const tagsOf = (text: string) => [...new Set(text.split(',').map((s) => s.trim()).filter(Boolean))];

/** The values as the API takes them. */
export function toHiraInput(v: HiraFormValues): HiraInput & { intent: HiraIntent } {
  const { tags_text, ...rest } = v;
  return { ...rest, tags: tagsOf(tags_text), controls: v.controls.map((c) => ({ ...c, text: c.text.trim() })) };
}

interface Props {
  record?: HiraRecord;
  dropdowns: HiraDropdowns;
  userId: number | null;
  draftKey: string;
  onSubmit(values: HiraInput & { intent: HiraIntent }, helpers: FormikHelpers<HiraFormValues>): Promise<boolean>;
  onCancel(): void;
}

/** One rating level select with the chosen level's written meaning under it. */
function LevelSelect({ formik, name, id, label, levels, labelOf, meaningOf, placeholder }: { formik: FormikProps<HiraFormValues>; name: string; id: string; label: string; levels: readonly string[]; labelOf(v: string): string; meaningOf(v: string): string; placeholder: string }) {
  const error = fieldError(formik, name);
  const value = (getIn(formik.values, name) as string) ?? '';
  const hintId = `${id}-meaning`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        className="native-input"
        value={value}
        onChange={(e) => void formik.setFieldValue(name, e.target.value)}
        onBlur={formik.handleBlur}
        aria-invalid={!!error}
        aria-describedby={[value ? hintId : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined}
      >
        <option value="">{placeholder}</option>
        {levels.map((l, i) => (
          <option key={l} value={l}>
            {i + 1} – {labelOf(l)}
          </option>
        ))}
      </select>
      {value && (
        <small id={hintId} className="hint">
          {meaningOf(value)}
        </small>
      )}
      <ErrorText id={`${id}-error`} error={error} />
    </div>
  );
}

function RatingGroup({ formik, idp, kind, L, required }: { formik: FormikProps<HiraFormValues>; idp: string; kind: 'inherent' | 'residual' | 'target'; L: HiraLabels; required?: boolean }) {
  const { t } = L;
  const v = formik.values;
  const rating = ratingIn({ ...v, tags: [] }, kind);
  return (
    <fieldset className="group">
      <legend>
        {t(`fields.${kind}`)}
        {required && <span aria-hidden="true"> *</span>}
      </legend>
      <div className="hira-rating-grid">
        <LevelSelect formik={formik} name={`${kind}_likelihood`} id={`${idp}-${kind}-likelihood`} label={t('fields.likelihood')} levels={LIKELIHOODS} labelOf={L.likelihood} meaningOf={L.likelihoodMeaning} placeholder={t('rating.notRated')} />
        <LevelSelect formik={formik} name={`${kind}_severity`} id={`${idp}-${kind}-severity`} label={t('fields.severity')} levels={SEVERITIES} labelOf={L.severity} meaningOf={L.severityMeaning} placeholder={t('rating.notRated')} />
      </div>
      <p className="hira-rating-result" aria-live="polite">
        {t('form.ratingResult', { value: L.rating(v[`${kind}_likelihood`], v[`${kind}_severity`]) })}
        {rating && ` — ${L.bandMeaning(rating.band)}`}
      </p>
    </fieldset>
  );
}

function ControlsField({ formik, idp, L }: { formik: FormikProps<HiraFormValues>; idp: string; L: HiraLabels }) {
  const { t } = L;
  const controls = formik.values.controls;
  const error = fieldError(formik, 'controls');
  const set = (next: HiraFormValues['controls']) => void formik.setFieldValue('controls', next);
  return (
    <fieldset className="group" aria-describedby={error ? `${idp}-controls-error` : undefined}>
      <legend>{t('form.controlsSection')}</legend>
      <p className="hira-hint">{t('form.controlsHint')}</p>
      {controls.length === 0 && <p>{t('form.noControls')}</p>}
      <ol className="hira-controls" aria-label={t('form.controlsList', { count: controls.length })}>
        {controls.map((_, i) => (
          <li key={i}>
            <div className="hira-control-grid">
              <TextField formik={formik} name={`controls[${i}].text`} id={`${idp}-control-${i}-text`} label={t('form.controlText', { n: i + 1 })} required />
              <SelectField formik={formik} name={`controls[${i}].type`} id={`${idp}-control-${i}-type`} label={t('form.controlType', { n: i + 1 })} options={CONTROL_TYPES.map((v) => [v, L.controlType(v)])} />
              <SelectField formik={formik} name={`controls[${i}].kind`} id={`${idp}-control-${i}-kind`} label={t('form.controlKind', { n: i + 1 })} options={CONTROL_KINDS.map((v) => [v, L.controlKind(v)])} />
            </div>
            <Button type="button" text severity="danger" icon="pi pi-trash" label={t('form.removeControl', { n: i + 1 })} onClick={() => set(controls.filter((_, j) => j !== i))} />
          </li>
        ))}
      </ol>
      <Button type="button" outlined icon="pi pi-plus" label={t('form.addControl')} onClick={() => set([...controls, { text: '', type: 'engineering', kind: controls.some((x) => x.kind === 'available') ? 'additional' : 'available' }])} />
      <ErrorText id={`${idp}-controls-error`} error={error} />
    </fieldset>
  );
}

/** The risk form (SPEC §3 "HIRA risk record", §5, §9): save as draft, or save and send for approval. */
export function HiraForm({ record, dropdowns, userId, draftKey, onSubmit, onCancel }: Props) {
  const L = useHiraLabels();
  const { t } = L;
  const initialValues = useMemo(() => initial(record, userId), [record, userId]);
  const schema = useMemo(() => hiraSchema(t), [t]);
  const { formik, focusRef, draft } = useRecordForm<HiraFormValues>({ initialValues, schema, draftKey, onSubmit: (values, helpers) => onSubmit(toHiraInput(values), helpers) });
  const idp = record ? `hira-edit-${record.id}` : 'hira-new';
  const v = formik.values;
  const users = dropdowns.users.map((u) => [String(u.id), u.full_name] as [string, string]);
  const input = { ...v, tags: [] };
  const warn = weakControlsWarning(ratingIn(input, 'inherent'), ratingIn(input, 'residual'), v.controls);
  const freq = v.review_frequency;
  const submitAs = (intent: HiraIntent) => {
    void formik.setFieldValue('intent', intent, false).then(() => formik.submitForm());
  };

  return (
    <form ref={focusRef} onSubmit={(e) => (e.preventDefault(), submitAs('draft'))} noValidate aria-label={record ? t('form.editTitle', { number: record.number }) : t('form.newTitle')} className="hira">
      <DraftNotice draft={draft} />
      {record && isLive(record.status) && <Message severity="info" text={t('form.newVersion', { version: record.version + 1 })} style={{ width: '100%', marginBottom: '1rem' }} />}
      {record?.status === 'rejected' && record.rejection_reason && <Message severity="warn" text={t('summary.rejectedBecause', { reason: record.rejection_reason })} style={{ width: '100%', marginBottom: '1rem' }} />}
      <FixErrors formik={formik} text={t('form.fixErrors')} />
      <fieldset className="group">
        <legend>{t('form.general')}</legend>
        <div className="form-grid two">
          <TextField formik={formik} name="reference_id" id={`${idp}-ref`} label={t('fields.referenceId')} required />
          <SelectField formik={formik} name="classification" id={`${idp}-classification`} label={t('fields.classification')} required placeholder={t('form.choose')} options={HIRA_CLASSIFICATIONS.map((c) => [c, L.classification(c)])} />
        </div>
        <TextField formik={formik} name="title" id={`${idp}-title`} label={t('fields.title')} required />
        <div className="form-grid two">
          <SiteAreaFields formik={formik} idp={idp} sites={dropdowns.sites} siteLabel={t('fields.site')} areaLabel={t('fields.area')} placeholder={t('form.choose')} siteRequired />
        </div>
        <TextField formik={formik} name="tags_text" id={`${idp}-tags`} label={t('form.tagsLabel')} />
      </fieldset>
      <fieldset className="group">
        <legend>{t('form.hazardSection')}</legend>
        <TextField formik={formik} name="hazard" id={`${idp}-hazard`} label={t('fields.hazard')} required multiline />
        <TextField formik={formik} name="risk" id={`${idp}-risk`} label={t('fields.risk')} required multiline />
        <TextField formik={formik} name="consequence" id={`${idp}-consequence`} label={t('fields.consequence')} required multiline />
      </fieldset>
      <p className="hira-hint">{t('form.ratingsHint')}</p>
      <RatingGroup formik={formik} idp={idp} kind="inherent" L={L} required />
      <ControlsField formik={formik} idp={idp} L={L} />
      <RatingGroup formik={formik} idp={idp} kind="residual" L={L} required />
      {warn && (
        <p className="hira-warning" role="status">
          {t('form.weakControls')}
        </p>
      )}
      <RatingGroup formik={formik} idp={idp} kind="target" L={L} />
      <fieldset className="group">
        <legend>{t('form.assessment')}</legend>
        <div className="form-grid two">
          <SelectField formik={formik} name="assessed_by_id" id={`${idp}-assessed-by`} label={t('fields.assessedBy')} required numeric placeholder={t('form.choose')} options={users} />
          <TextField formik={formik} name="assessed_at" id={`${idp}-assessed-at`} label={t('fields.assessedAt')} required type="date" max={todayIso()} />
        </div>
        <SelectField formik={formik} name="review_frequency" id={`${idp}-frequency`} label={t('fields.reviewFrequency')} required options={REVIEW_FREQUENCIES.map((f) => [f, L.frequency(f)])} />
        {freq && v.assessed_at && /^\d{4}-\d{2}-\d{2}$/.test(v.assessed_at) && <p className="hira-hint">{t('form.nextReviewHint', { date: L.date(nextReview(v.assessed_at, freq)), frequency: L.frequency(freq) })}</p>}
      </fieldset>
      <div className="form-actions">
        <Button type="submit" label={t('form.saveDraft')} icon="pi pi-save" loading={formik.isSubmitting && v.intent === 'draft'} disabled={formik.isSubmitting} />
        <Button type="button" label={t('form.submit')} icon="pi pi-send" severity="success" loading={formik.isSubmitting && v.intent === 'submit'} disabled={formik.isSubmitting} onClick={() => submitAs('submit')} />
        <Button type="button" outlined label={t('form.cancel')} onClick={onCancel} />
      </div>
    </form>
  );
}

