import { useTranslation } from 'react-i18next';
import { RecordEditor } from '@/components/record/record-editor';
import { useRecordForm } from '@/components/record/use-record-form';
import { TextField } from '@/components/form/fields';
import { refusalOnFields } from '@/lib/api/refusal';
import { useCreateProbeItemMutation, useGetProbeItemQuery } from '../api/probe-api';
import { probeSchema } from '../schemas/probe-schema';
import type { ProbeItem } from '../model';

function ProbeForm({ onSave }: { onSave(values: { name: string }): Promise<{ data: ProbeItem } | { error: unknown }> }) {
  const { t } = useTranslation('probe');
  const { formik, focusRef } = useRecordForm({
    initialValues: { name: '' },
    schema: probeSchema(t),
    draftKey: 'probe:new',
    onSubmit: async (values, helpers) => {
      const result = await onSave(values);
      if ('error' in result) {
        refusalOnFields(result.error, (messages) => ({ fields: { name: messages.join(' ') }, other: [] }), helpers.setErrors);
        return false;
      }
      return true;
    },
  });
  return (
    <form ref={focusRef} noValidate onSubmit={formik.handleSubmit}>
      <TextField formik={formik} name="name" id="probe-name" label={t('fields.name')} required />
      <button type="submit">{t('form.save')}</button>
    </form>
  );
}

/** the probe's record page, from the kit */
export default function ProbeFormPage() {
  const { t } = useTranslation('probe');
  const [create] = useCreateProbeItemMutation();
  const record = useGetProbeItemQuery(0, { skip: true });
  return (
    <RecordEditor t={t} id={null} subject="Probe Item" titleId="probe-form-title" record={record} summaryPath={() => '/probe-items'}>
      {({ submit }) => (
        <ProbeForm
          onSave={async (values) => {
            const result = await create(values);
            if ('data' in result && result.data) submit({ data: result.data });
            return 'data' in result && result.data ? { data: result.data } : { error: result.error };
          }}
        />
      )}
    </RecordEditor>
  );
}
