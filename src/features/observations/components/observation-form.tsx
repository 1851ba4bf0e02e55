import { useMemo } from 'react';
import { getIn } from 'formik';
import { useRecordForm } from '@/components/record/use-record-form';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { ErrorText, SelectField, SiteAreaFields, TextField, fieldError } from '@/components/form/fields';
import { FileField } from '@/lib/files/file-field';
import { DraftNotice } from '@/lib/drafts/draft-notice';
import { ACTION_CATEGORIES, CONTROL_TYPES, RISK_LEVELS } from '@/features/actions/public';
import { useTenantMemory } from '@/lib/api/tenant-memory';
import { useCategoryChoices } from '@/features/categories/public';
import { OBSERVATION_CATEGORIES, OBSERVATION_TRANSITIONS, OBSERVATION_TYPES, SEVERITIES, type ObservationFormData, type ObservationFormValues, type ObservationInput, type ObservationRecord } from '../model';
import { emptyObservationAction, observationSchema } from '../schemas/observation-schema';
import { useObservationLabels } from './labels';
import { localDateTimeValue } from '@/components/form/date-time-value';
import { FixErrors, SubmitCancel } from '@/components/record/form-parts';

export function initialObservation(record: ObservationRecord | undefined, reporterId: number | null): ObservationFormValues {
  if (!record) {
    return {
      type: '',
      category: '',
      description: '',
      site_id: null,
      area_id: null,
      location: '',
      observed_at: localDateTimeValue(),
      risk_level: '',
      action_required: null,
      actions: [],
      no_action_reason: '',
      comment: '',
      attachments: [],
      equipment_name: '',
      serial_number: '',
      submittal_number: '',
      severity: '',
      reporter_id: reporterId,
      anonymous: false,
      status: 'open',
      due_date: '',
    };
  }
  return {
    type: record.type,
    category: record.category ?? '',
    description: record.description,
    site_id: record.site_id,
    area_id: record.area_id,
    location: record.location,
    observed_at: localDateTimeValue(new Date(record.observed_at)),
    risk_level: record.risk_level,
    action_required: record.action_required,
    actions: (record.actions ?? []).map((a) => ({ id: a.id, description: a.description, category: a.category, control_type: a.control_type, responsible_user_id: a.responsible_user_id, due_date: a.due_date })),
    no_action_reason: record.no_action_reason,
    comment: record.comment,
    attachments: record.attachments,
    equipment_name: record.equipment_name,
    serial_number: record.serial_number,
    submittal_number: record.submittal_number,
    severity: record.severity,
    reporter_id: record.reporter_id,
    anonymous: record.anonymous,
    status: record.status,
    due_date: record.due_date ?? '',
  };
}

interface Props {
  record?: ObservationRecord;
  /** values to start from instead of a blank report (a refused report of the offline queue, opened again) */
  initial?: ObservationFormValues;
  formData: ObservationFormData;
  reporterId: number | null;
  draftKey: string;
  onSubmit(values: ObservationInput): Promise<boolean>;
  onCancel(): void;
}

/** The signed-in observation form (create and edit), Formik + yup per SPEC §5. */
export function ObservationForm({ record, initial, formData, reporterId, draftKey, onSubmit, onCancel }: Props) {
  const L = useObservationLabels();
  const { t } = L;
  const { exhausted } = useTenantMemory();
  const initialValues = useMemo(() => initial ?? initialObservation(record, reporterId), [initial, record, reporterId]);
  const schema = useMemo(() => observationSchema(t), [t]);
  const { formik, focusRef, draft } = useRecordForm<ObservationFormValues>({
    initialValues,
    schema,
    draftKey,
    // the schema has passed them: every choice is made, so the values are an ObservationInput
    onSubmit: (values) => onSubmit({ ...values, observed_at: new Date(values.observed_at).toISOString(), actions: values.action_required ? values.actions : [] } as ObservationInput),
  });
  const newActions = formik.values.action_required ? formik.values.actions.filter((a) => !a.id).length : 0;
  const blockedByMemory = exhausted && newActions > 0;
  const idp = record ? `obs-edit-${record.id}` : 'obs-new';
  // the tenant's categories (Settings > Categories); built-in codes keep their translated names; a record's
  // category that was switched off stays choosable on that record
  const choices = useCategoryChoices('observation');
  const categoryOptions = useMemo(() => {
    const label = (value: string, name: string) => ((OBSERVATION_CATEGORIES as readonly string[]).includes(value) ? L.category(value) : name);
    const options: [string, string][] = choices
      ? choices.map((c) => [c.value, c.parent ? `${label(c.parent.value, c.parent.name)} › ${c.name}` : label(c.value, c.name)])
      : OBSERVATION_CATEGORIES.map((v) => [v, L.category(v)]);
    const current = record?.category;
    return current && !options.some(([v]) => v === current) ? [...options, [current, L.category(current)] as [string, string]] : options;
  }, [choices, L, record?.category]);

  return (
    <form ref={focusRef} onSubmit={formik.handleSubmit} noValidate aria-label={record ? t('form.editTitle', { number: record.number }) : t('form.newTitle')}>
      <DraftNotice draft={draft} />
      <FixErrors formik={formik} text={t('form.fixErrors')} />
      <div className="form-grid two">
        <SelectField formik={formik} name="type" id={`${idp}-type`} label={t('fields.type')} required options={OBSERVATION_TYPES.map((v) => [v, L.type(v)])} placeholder={t('form.choose')} />
        <SelectField formik={formik} name="category" id={`${idp}-category`} label={t('fields.category')} options={categoryOptions} placeholder={t('form.choose')} />
      </div>
      <TextField formik={formik} name="description" id={`${idp}-description`} label={t('fields.description')} required multiline />
      <div className="form-grid two">
        <SiteAreaFields formik={formik} idp={idp} sites={formData.sites} siteLabel={t('fields.site')} areaLabel={t('fields.area')} placeholder={t('form.choose')} siteRequired />
        <TextField formik={formik} name="location" id={`${idp}-location`} label={t('fields.location')} />
        <TextField formik={formik} name="observed_at" id={`${idp}-observed`} label={t('fields.observedAt')} required type="datetime-local" max={localDateTimeValue()} />
        <SelectField formik={formik} name="risk_level" id={`${idp}-risk`} label={t('fields.riskLevel')} required options={RISK_LEVELS.map((v) => [v, L.risk(v)])} placeholder={t('form.choose')} />
        <SelectField formik={formik} name="severity" id={`${idp}-severity`} label={t('fields.severity')} options={SEVERITIES.map((v) => [v, L.severity(v)])} placeholder={t('form.choose')} />
        <TextField formik={formik} name="equipment_name" id={`${idp}-equipment`} label={t('fields.equipmentName')} />
        <TextField formik={formik} name="serial_number" id={`${idp}-serial`} label={t('fields.serialNumber')} />
        <TextField formik={formik} name="submittal_number" id={`${idp}-submittal`} label={t('fields.submittalNumber')} />
        <TextField formik={formik} name="due_date" id={`${idp}-due`} label={t('fields.dueDate')} type="date" />
        {record && (
          <SelectField formik={formik} name="status" id={`${idp}-status`} label={t('fields.status')} options={OBSERVATION_TRANSITIONS[record.status].map((v) => [v, L.status(v)])} />
        )}
      </div>
      <fieldset className="group">
        <legend>{t('fields.reporter')}</legend>
        <div className="field" style={{ flexDirection: 'row', gap: '0.5rem', alignItems: 'center' }}>
          <input id={`${idp}-anonymous`} type="checkbox" checked={formik.values.anonymous} disabled={!!record} onChange={(e) => void formik.setFieldValue('anonymous', e.target.checked)} />
          <label htmlFor={`${idp}-anonymous`} style={{ fontWeight: 400 }}>
            {t('fields.reportAnonymously')}
          </label>
        </div>
        {!formik.values.anonymous && (
          <SelectField formik={formik} name="reporter_id" id={`${idp}-reporter`} label={t('fields.reporterName')} numeric options={formData.users.map((u) => [String(u.id), u.full_name])} placeholder={t('form.choose')} />
        )}
      </fieldset>
      <fieldset className="group" aria-describedby={getIn(formik.touched, 'action_required') || formik.submitCount ? `${idp}-ar-error` : undefined}>
        <legend>
          {t('fields.actionRequired')} <span aria-hidden="true">*</span>
        </legend>
        <div className="radio-row">
          {[true, false].map((v) => (
            <label key={String(v)}>
              <input type="radio" name="action_required" checked={formik.values.action_required === v} onChange={() => void formik.setFieldValue('action_required', v)} />
              {v ? t('form.yes') : t('form.no')}
            </label>
          ))}
        </div>
        <ErrorText id={`${idp}-ar-error`} error={fieldError(formik, 'action_required')} />
        {formik.values.action_required === true && (
          <div style={{ marginTop: '0.75rem' }}>
            {exhausted && <Message severity="warn" text={t('form.memoryExhausted')} style={{ width: '100%', marginBottom: '0.75rem' }} />}
            {formik.values.actions.map((a, i) => (
              <fieldset className="group" key={a.id ?? `new-${i}`}>
                <legend>{t('form.actionN', { n: i + 1 })}</legend>
                <TextField formik={formik} name={`actions.${i}.description`} id={`${idp}-a${i}-description`} label={t('fields.actionDescription')} required multiline />
                <div className="form-grid two">
                  <SelectField formik={formik} name={`actions.${i}.control_type`} id={`${idp}-a${i}-control`} label={t('fields.controlType')} required options={CONTROL_TYPES.map((v) => [v, t(`control.${v}`)])} placeholder={t('form.choose')} />
                  <SelectField formik={formik} name={`actions.${i}.category`} id={`${idp}-a${i}-category`} label={t('fields.actionCategory')} options={ACTION_CATEGORIES.map((v) => [v, t(`actionCategories.${v}`)])} placeholder={t('form.choose')} />
                  <SelectField formik={formik} name={`actions.${i}.responsible_user_id`} id={`${idp}-a${i}-responsible`} label={t('fields.responsible')} required numeric options={formData.users.map((u) => [String(u.id), u.full_name])} placeholder={t('form.choose')} />
                  <TextField formik={formik} name={`actions.${i}.due_date`} id={`${idp}-a${i}-due`} label={t('fields.actionDueDate')} required type="date" />
                </div>
                {!a.id && (
                  <Button type="button" text severity="danger" icon="pi pi-trash" label={t('form.removeAction', { n: i + 1 })} onClick={() => void formik.setFieldValue('actions', formik.values.actions.filter((_, j) => j !== i))} />
                )}
              </fieldset>
            ))}
            <Button type="button" outlined icon="pi pi-plus" label={t('form.addAction')} disabled={exhausted} onClick={() => void formik.setFieldValue('actions', [...formik.values.actions, emptyObservationAction()])} />
            {typeof formik.errors.actions === 'string' && (formik.submitCount > 0 || formik.touched.actions) && (
              <small className="field-error" role="alert" style={{ display: 'block' }}>
                {formik.errors.actions}
              </small>
            )}
          </div>
        )}
        {formik.values.action_required === false && (
          <div style={{ marginTop: '0.75rem' }}>
            <TextField formik={formik} name="no_action_reason" id={`${idp}-reason`} label={t('fields.noActionReason')} required multiline />
          </div>
        )}
      </fieldset>
      <TextField formik={formik} name="comment" id={`${idp}-comment`} label={t('fields.comment')} required multiline />
      <FileField camera label={t('fields.attachments')} id={`${idp}-attachments`} multiple maxFiles={10} hint={t('form.attachmentsHint')} value={formik.values.attachments} onChange={(next) => void formik.setFieldValue('attachments', next)} />
      <SubmitCancel submit={record ? t('form.saveChanges') : t('form.submit')} cancel={t('form.cancel')} submitting={formik.isSubmitting} disabled={blockedByMemory} onCancel={onCancel} />
    </form>
  );
}
