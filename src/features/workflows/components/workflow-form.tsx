import { useMemo } from 'react';
import type { FormikHelpers } from 'formik';
import { Button } from 'primereact/button';
import { ErrorText, MultiSelectField, SelectField, TextField, fieldError } from '@/components/form/fields';
import { useRecordForm } from '@/components/record/use-record-form';
import { DraftNotice } from '@/lib/drafts/draft-notice';
import { LEAD_TIME_BOUNDS, LEAD_TIME_UNITS, WORKFLOW_TYPES, moduleHasForms, type WorkflowFormData, type WorkflowInput, type WorkflowRecord } from '../model';
import { workflowSchema } from '../schemas/workflow-schema';
import { ReviewersField } from './reviewers-field';
import { useWorkflowLabels } from './labels';
import './workflows.css';
import { FixErrors } from '@/components/record/form-parts';

/** the form's values: the numbers typed or chosen in text inputs stay text until sent */
export interface WorkflowFormValues extends Omit<WorkflowInput, 'lead_time_value'> {
  /** text while typed (Formik may hand a number input's value over as a number) */
  lead_time_value: string | number;
}

function initial(record?: WorkflowRecord): WorkflowFormValues {
  return {
    title: record?.title ?? '',
    workflow_type: record?.workflow_type ?? 'sequential',
    module: record?.module ?? '',
    form_ids: record?.form_ids ?? [],
    site_ids: record?.site_ids ?? [],
    reviewer_ids: record?.reviewer_ids ?? [],
    approvals_required: record?.approvals_required ?? null,
    lead_time_value: record?.lead_time_value == null ? '2' : String(record.lead_time_value),
    lead_time_unit: record?.lead_time_unit ?? 'days',
    escalation_user_id: record?.escalation_user_id ?? null,
  };
}

/** The values as the API takes them. */
export function toWorkflowInput(v: WorkflowFormValues): WorkflowInput {
  return {
    ...v,
    title: v.title.trim(),
    form_ids: moduleHasForms(v.module) ? v.form_ids : [],
    approvals_required: v.workflow_type === 'parallel' ? v.approvals_required : null,
    lead_time_value: String(v.lead_time_value ?? '').trim() === '' ? null : Number(v.lead_time_value),
  };
}

interface Props {
  record?: WorkflowRecord;
  formData: WorkflowFormData;
  draftKey: string;
  /** saves (after the impact preview); false when refused or cancelled (the form keeps what was typed) */
  onSubmit(values: WorkflowInput, helpers: FormikHelpers<WorkflowFormValues>): Promise<boolean>;
  onCancel(): void;
  /** the edit form's delete button (WorkFlow delete) */
  onDelete?(): void;
}

/** The workflow form (SPEC §3 "Workflow", §5, §9). */
export function WorkflowForm({ record, formData, draftKey, onSubmit, onCancel, onDelete }: Props) {
  const L = useWorkflowLabels();
  const { t } = L;
  const initialValues = useMemo(() => initial(record), [record]);
  const schema = useMemo(() => workflowSchema(t), [t]);
  const { formik, focusRef, draft } = useRecordForm<WorkflowFormValues>({ initialValues, schema, draftKey, onSubmit: (values, helpers) => onSubmit(toWorkflowInput(values), helpers) });
  const idp = record ? `wf-edit-${record.id}` : 'wf-new';
  const v = formik.values;
  const users = useMemo(() => formData.users.map((u) => [String(u.id), u.full_name] as [string, string]), [formData.users]);
  const sites = useMemo(() => formData.sites.map((s) => [String(s.id), s.name] as [string, string]), [formData.sites]);
  const forms = v.module ? (formData.forms[v.module] ?? []) : [];
  const typeError = fieldError(formik, 'workflow_type');
  const bounds = LEAD_TIME_BOUNDS[v.lead_time_unit] ?? LEAD_TIME_BOUNDS.days;

  return (
    <form ref={focusRef} onSubmit={formik.handleSubmit} noValidate aria-label={record ? t('form.editTitle', { number: record.title }) : t('form.newTitle')}>
      <DraftNotice draft={draft} />
      <FixErrors formik={formik} text={t('form.fixErrors')} />
      <fieldset className="group">
        <legend>{t('form.general')}</legend>
        <TextField formik={formik} name="title" id={`${idp}-title`} label={t('fields.title')} required />
        <fieldset className="group" aria-describedby={typeError ? `${idp}-type-error` : undefined}>
          <legend>
            {t('fields.type')}
            <span aria-hidden="true"> *</span>
          </legend>
          <div className="radio-row">
            {WORKFLOW_TYPES.map((type) => (
              <label key={type}>
                <input
                  type="radio"
                  name="workflow_type"
                  value={type}
                  checked={v.workflow_type === type}
                  aria-describedby={`${idp}-type-${type}-hint`}
                  onChange={() => {
                    void formik.setFieldValue('workflow_type', type);
                    // a parallel workflow starts as "every reviewer must agree"; the number can then be lowered
                    if (type === 'parallel' && v.approvals_required == null && v.reviewer_ids.length) void formik.setFieldValue('approvals_required', v.reviewer_ids.length);
                  }}
                />
                {L.type(type)}
              </label>
            ))}
          </div>
          {WORKFLOW_TYPES.map((type) => (
            <p key={type} id={`${idp}-type-${type}-hint`} className="hint">
              {t(`typeHint.${type}`)}
            </p>
          ))}
          <ErrorText id={`${idp}-type-error`} error={typeError} />
        </fieldset>
        <SelectField
          formik={formik}
          name="module"
          id={`${idp}-module`}
          label={t('fields.module')}
          required
          placeholder={t('form.choose')}
          options={formData.modules.map((m) => [m, L.module(m)])}
          onValue={() => void formik.setFieldValue('form_ids', [], false)}
        />
        {moduleHasForms(v.module) && (
          <MultiSelectField formik={formik} name="form_ids" id={`${idp}-forms`} label={t('fields.forms')} hint={forms.length ? t('form.formsHint') : t('form.noForms', { module: L.module(v.module) })} options={forms.map((f) => [String(f.id), f.name])} />
        )}
        <MultiSelectField formik={formik} name="site_ids" id={`${idp}-sites`} label={t('fields.sites')} hint={t('form.sitesHint')} options={sites} />
      </fieldset>

      <ReviewersField formik={formik} idp={idp} users={formData.users} />

      <fieldset className="group">
        <legend>{t('form.timing')}</legend>
        {v.workflow_type === 'parallel' && (
          <SelectField
            formik={formik}
            name="approvals_required"
            id={`${idp}-approvals`}
            label={t('fields.approvalsRequired')}
            required
            numeric
            placeholder={v.reviewer_ids.length ? t('form.choose') : t('form.addReviewersFirst')}
            options={v.reviewer_ids.map((_, i) => [String(i + 1), t('form.nOfM', { n: i + 1, count: v.reviewer_ids.length })])}
          />
        )}
        <div className="form-grid two">
          <TextField formik={formik} name="lead_time_value" id={`${idp}-lead-time`} label={t('fields.leadTime')} required type="number" min={String(bounds.min)} max={String(bounds.max)} />
          <SelectField formik={formik} name="lead_time_unit" id={`${idp}-lead-unit`} label={t('fields.leadTimeUnit')} options={LEAD_TIME_UNITS.map((u) => [u, L.unit(u)])} />
        </div>
        <SelectField formik={formik} name="escalation_user_id" id={`${idp}-escalation`} label={t('fields.escalationUser')} numeric placeholder={t('form.none')} options={users} />
      </fieldset>
      <div className="form-actions">
        <Button type="submit" label={record ? t('form.saveChanges') : t('form.create')} icon="pi pi-check" loading={formik.isSubmitting} />
        <Button type="button" outlined label={t('form.cancel')} onClick={onCancel} />
        {onDelete && <Button type="button" outlined severity="danger" icon="pi pi-trash" label={t('delete.button')} onClick={onDelete} />}
      </div>
    </form>
  );
}
