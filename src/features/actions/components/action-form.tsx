import { useMemo } from 'react';
import { useRecordForm } from '@/components/record/use-record-form';
import { SelectField, SiteAreaFields, TextField, fieldError } from '@/components/form/fields';
import { FileField } from '@/lib/files/file-field';
import { DraftNotice } from '@/lib/drafts/draft-notice';
import { ACTION_CATEGORIES, ACTION_TYPES, CONTROL_TYPES, RISK_LEVELS, STORED_ACTION_STATUSES, type ActionFormData, type ActionInput, type ActionRecord } from '../model';
import { actionSchema } from '../schemas/action-schema';
import { useActionLabels } from './labels';
import { useTenantMemory } from '@/lib/api/tenant-memory';
import { FixErrors, FormError, SubmitCancel } from '@/components/record/form-parts';

type Values = Omit<ActionInput, 'responsible_user_id' | 'control_type'> & { responsible_user_id: number | null; control_type: ActionInput['control_type'] | '' };

function initial(record?: ActionRecord, defaults?: Partial<Values>): Values {
  if (!record) {
    return {
      type: 'Action',
      description: '',
      category: 'housekeeping',
      control_type: '',
      risk_level: 'medium',
      responsible_user_id: null,
      assigned_to_id: null,
      due_date: '',
      status: 'open',
      remarks: '',
      site_id: null,
      area_id: null,
      image: [],
      completion_proof: [],
      source_id: null,
      ...defaults,
    };
  }
  const { type, description, category, control_type, risk_level, responsible_user_id, assigned_to_id, due_date, status, remarks, site_id, area_id, image, completion_proof, source_id } = record;
  return { type, description, category, control_type, risk_level, responsible_user_id, assigned_to_id, due_date, status, remarks, site_id, area_id, image, completion_proof, source_id };
}

interface Props {
  record?: ActionRecord;
  formData: ActionFormData;
  draftKey: string;
  defaults?: Partial<Values>;
  onSubmit(values: ActionInput): Promise<boolean>;
  onCancel(): void;
}

/** The action form (create / edit). Required: control, responsible person, due date, type; completing needs proof. */
export function ActionForm({ record, formData, draftKey, defaults, onSubmit, onCancel }: Props) {
  const L = useActionLabels();
  const { t } = L;
  const { exhausted } = useTenantMemory();
  const initialValues = useMemo(() => initial(record, defaults), [record, defaults]);
  const schema = useMemo(() => actionSchema(t), [t]);
  const { formik, focusRef, draft } = useRecordForm<Values>({ initialValues, schema, draftKey, onSubmit: (values) => onSubmit(values as ActionInput) });
  const idp = record ? `act-edit-${record.id}` : 'act-new';
  const completing = formik.values.status === 'completed' || formik.values.status === 'closed';
  const users = formData.users.map((u) => [String(u.id), u.full_name] as [string, string]);

  return (
    <form ref={focusRef} onSubmit={formik.handleSubmit} noValidate aria-label={record ? t('form.editTitle', { number: record.number }) : t('form.newTitle')}>
      <DraftNotice draft={draft} />
      {exhausted && <FormError text={t('form.memoryExhausted')} />}
      <FixErrors formik={formik} text={t('form.fixErrors')} />
      <div className="form-grid two">
        <SelectField formik={formik} name="type" id={`${idp}-type`} label={t('fields.type')} required options={ACTION_TYPES.map((v) => [v, L.type(v)])} disabled={!!(record?.source_id ?? defaults?.source_id)} />
        <SelectField formik={formik} name="category" id={`${idp}-category`} label={t('fields.category')} options={ACTION_CATEGORIES.map((v) => [v, L.category(v)])} />
      </div>
      <TextField formik={formik} name="description" id={`${idp}-description`} label={t('fields.description')} required multiline />
      <div className="form-grid two">
        <SelectField formik={formik} name="control_type" id={`${idp}-control`} label={t('fields.controlType')} required placeholder={t('form.choose')} options={CONTROL_TYPES.map((v) => [v, L.control(v)])} />
        <SelectField formik={formik} name="risk_level" id={`${idp}-risk`} label={t('fields.risk')} options={RISK_LEVELS.map((v) => [v, L.risk(v)])} />
        <SelectField formik={formik} name="responsible_user_id" id={`${idp}-responsible`} label={t('fields.responsible')} required numeric placeholder={t('form.choose')} options={users} />
        <SelectField formik={formik} name="assigned_to_id" id={`${idp}-assigned-to`} label={t('fields.assignedTo')} numeric placeholder={t('form.choose')} options={users} />
        <TextField formik={formik} name="due_date" id={`${idp}-due`} label={t('fields.dueDate')} required type="date" />
        <SelectField formik={formik} name="status" id={`${idp}-status`} label={t('fields.status')} options={STORED_ACTION_STATUSES.map((v) => [v, L.status(v)])} />
        <SiteAreaFields formik={formik} idp={idp} sites={formData.sites} siteLabel={t('fields.site')} areaLabel={t('fields.area')} placeholder={t('form.choose')} />
      </div>
      <TextField formik={formik} name="remarks" id={`${idp}-remarks`} label={t('fields.remarks')} multiline />
      <FileField camera label={t('fields.image')} id={`${idp}-image`} multiple maxFiles={5} accept="image/*" hint={t('form.imageHint')} value={formik.values.image} onChange={(next) => void formik.setFieldValue('image', next)} />
      <FileField
        camera
        label={t('fields.completionProof')}
        id={`${idp}-proof`}
        multiple
        maxFiles={5}
        hint={completing ? t('form.proofNeeded') : t('form.proofHint')}
        value={formik.values.completion_proof}
        onChange={(next) => {
          void formik.setFieldValue('completion_proof', next);
          void formik.setFieldTouched('completion_proof', true, false);
        }}
        error={fieldError(formik, 'completion_proof')}
      />
      <SubmitCancel submit={record ? t('form.saveChanges') : t('form.create')} cancel={t('form.cancel')} submitting={formik.isSubmitting} disabled={exhausted} onCancel={onCancel} />
    </form>
  );
}
