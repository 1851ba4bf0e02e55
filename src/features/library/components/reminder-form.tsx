import { useMemo } from 'react';
import type { FormikHelpers } from 'formik';
import { Button } from 'primereact/button';
import { ErrorText, MultiSelectField, TextField, fieldError } from '@/components/form/fields';
import { useRecordForm } from '@/components/record/use-record-form';
import { refusalOnFields } from '@/lib/api/refusal';
import { showToast } from '@/lib/feedback/toast-service';
import { reminderSchema } from '../schemas/library-schemas';
import { libraryFieldErrors } from '../schemas/rule-messages';
import { useCreateReminderMutation } from '../api/library-api';
import { libraryErrorText, useLibraryLabels } from './labels';

interface ReminderValues {
  remind_on: string;
  note: string;
  remind_me: boolean;
  remind_others: boolean;
  user_ids: number[];
}

const EMPTY: ReminderValues = { remind_on: '', note: '', remind_me: true, remind_others: false, user_ids: [] };

/** SPEC §3 / §5: a reminder for me or for others, with a date and a note; either remind-me or remind-others is required. */
export function ReminderForm({ fileId, users, meId }: { fileId: number; users: { id: number; full_name: string }[]; meId: number | null }) {
  const { t } = useLibraryLabels();
  const [create] = useCreateReminderMutation();
  const schema = useMemo(() => reminderSchema(t), [t]);
  const options = useMemo(() => users.filter((u) => u.id !== meId).map((u) => [String(u.id), u.full_name] as [string, string]), [users, meId]);
  const onSubmit = async (values: ReminderValues, helpers: FormikHelpers<ReminderValues>) => {
    const result = await create({ library_file_id: fileId, ...values, note: values.note.trim(), user_ids: values.remind_others ? values.user_ids : [] });
    if ('error' in result && result.error) {
      if (!refusalOnFields(result.error, (m) => libraryFieldErrors(m, t), helpers.setErrors)) showToast({ severity: 'error', detail: libraryErrorText(result.error, t) });
      return false;
    }
    showToast({ severity: 'success', detail: t('reminders.saved') });
    helpers.resetForm({ values: EMPTY });
    return true;
  };
  const { formik, focusRef } = useRecordForm<ReminderValues>({ initialValues: EMPTY, schema, draftKey: `library:reminder:${fileId}`, onSubmit });
  const whoError = fieldError(formik, 'remind_others');
  return (
    <form ref={focusRef} onSubmit={formik.handleSubmit} noValidate aria-label={t('reminders.new')}>
      <div className="form-grid two">
        <TextField formik={formik} name="remind_on" id="library-remind-on" label={t('reminders.date')} type="date" required />
      </div>
      <TextField formik={formik} name="note" id="library-remind-note" label={t('reminders.note')} required multiline />
      <fieldset className="group" aria-describedby={whoError ? 'library-remind-who-error' : undefined}>
        <legend>
          {t('reminders.who')}
          <span aria-hidden="true"> *</span>
        </legend>
        <div className="library-checks">
          <label>
            <input type="checkbox" name="remind_me" checked={formik.values.remind_me} onChange={formik.handleChange} />
            {t('reminders.me')}
          </label>
          <label>
            <input type="checkbox" name="remind_others" checked={formik.values.remind_others} onChange={formik.handleChange} aria-invalid={!!whoError} />
            {t('reminders.others')}
          </label>
        </div>
        <ErrorText id="library-remind-who-error" error={whoError} />
      </fieldset>
      {formik.values.remind_others && <MultiSelectField formik={formik} name="user_ids" id="library-remind-users" label={t('reminders.people')} required options={options} />}
      <div className="form-actions">
        <Button type="submit" label={t('reminders.add')} icon="pi pi-bell" loading={formik.isSubmitting} />
      </div>
    </form>
  );
}
