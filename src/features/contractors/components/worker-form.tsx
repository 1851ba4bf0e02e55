import { useMemo } from 'react';
import type { FormikHelpers } from 'formik';
import { SelectField, TextField, fieldError } from '@/components/form/fields';
import { useRecordForm } from '@/components/record/use-record-form';
import { DraftNotice } from '@/lib/drafts/draft-notice';
import { FileField } from '@/lib/files/file-field';
import { WORKER_GENDERS, WORKER_PHOTO_LIMIT, WORKER_PHOTO_TYPES, type WorkerFieldRule, type WorkerInput, type WorkerRecord } from '../model';
import { workerSchema } from '../schemas/worker-schema';
import { useContractorLabels } from './labels';
import { FixErrors, SubmitCancel } from '@/components/record/form-parts';

export type WorkerFormValues = Omit<WorkerInput, 'age'> & { age: string };

function initial(record?: WorkerRecord): WorkerFormValues {
  return { name: record?.name ?? '', photo: record?.photo ?? null, age: record?.age == null ? '' : String(record.age), phone: record?.phone ?? '', id_number: record?.id_number ?? '', gender: record?.gender ?? '' };
}

/** the values as the API takes them (a number input may hand Formik a number or '') */
export function toWorkerInput(v: WorkerFormValues): WorkerInput {
  const age = String(v.age ?? '').trim();
  return { ...v, name: v.name.trim(), phone: v.phone.trim(), id_number: v.id_number.trim(), age: age === '' ? null : Number(age) };
}

interface Props {
  record?: WorkerRecord;
  /** the Settings > Worker profile form: the fields asked, in order */
  fields: WorkerFieldRule[];
  draftKey: string;
  /** extra fields above the worker's (assigning a contractor) */
  children?: React.ReactNode;
  onSubmit(values: WorkerInput, helpers: FormikHelpers<WorkerFormValues>): Promise<boolean>;
  onCancel(): void;
}

/** The worker form: exactly the fields Settings > Worker profile asks, required as it says (SPEC §3, §5). */
export function WorkerForm({ record, fields, draftKey, children, onSubmit, onCancel }: Props) {
  const L = useContractorLabels();
  const { t } = L;
  const initialValues = useMemo(() => initial(record), [record]);
  const schema = useMemo(() => workerSchema(t, fields), [t, fields]);
  const { formik, focusRef, draft } = useRecordForm<WorkerFormValues>({ initialValues, schema, draftKey, onSubmit: (values, helpers) => onSubmit(toWorkerInput(values), helpers) });
  const idp = record ? `worker-edit-${record.id}` : 'worker-new';
  const required = (key: WorkerFieldRule['key']) => !!fields.find((f) => f.key === key)?.required;

  const field = (f: WorkerFieldRule) => {
    switch (f.key) {
      case 'name':
        return <TextField key="name" formik={formik} name="name" id={`${idp}-name`} label={t('fields.name')} required />;
      case 'photo':
        return (
          <FileField
            key="photo"
            id={`${idp}-photo`}
            label={t('fields.photo') + (required('photo') ? ' *' : '')}
            hint={t('form.photoHint')}
            accept="image/jpeg,image/png"
            maxBytes={WORKER_PHOTO_LIMIT}
            allowedTypes={[...WORKER_PHOTO_TYPES]}
            value={formik.values.photo ? [formik.values.photo] : []}
            onChange={(next) => void formik.setFieldValue('photo', next[0] ?? null)}
            error={fieldError(formik, 'photo')}
          />
        );
      case 'age':
        return <TextField key="age" formik={formik} name="age" id={`${idp}-age`} label={t('fields.age')} type="number" min="18" max="100" required={required('age')} />;
      case 'phone':
        return <TextField key="phone" formik={formik} name="phone" id={`${idp}-phone`} label={t('fields.phone')} type="tel" required={required('phone')} />;
      case 'id':
        return <TextField key="id" formik={formik} name="id_number" id={`${idp}-id`} label={t('fields.idNumber')} required={required('id')} />;
      case 'gender':
        return <SelectField key="gender" formik={formik} name="gender" id={`${idp}-gender`} label={t('fields.gender')} required={required('gender')} placeholder={t('form.choose')} options={WORKER_GENDERS.map((g) => [g, L.gender(g)])} />;
    }
  };

  return (
    <form ref={focusRef} onSubmit={formik.handleSubmit} noValidate aria-label={record ? t('workers.editTitle', { number: record.name }) : t('workers.newTitle')}>
      <DraftNotice draft={draft} />
      <FixErrors formik={formik} text={t('form.fixErrors')} />
      {children}
      <fieldset className="group">
        <legend>{t('workers.profile')}</legend>
        {fields.map(field)}
      </fieldset>
      <p className="hint">{t('workers.resubmitHint')}</p>
      <SubmitCancel submit={record ? t('form.saveChanges') : t('workers.add')} cancel={t('form.cancel')} submitting={formik.isSubmitting} onCancel={onCancel} />
    </form>
  );
}
