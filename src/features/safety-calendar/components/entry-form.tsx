import { useEffect, useMemo, useRef, useState } from 'react';
import { MultiSelectField, SelectField, TextField } from '@/components/form/fields';
import { PlainButton } from '@/components/form/native-inputs';
import { localDateTimeValue } from '@/components/form/date-time-value';
import { useRecordForm } from '@/components/record/use-record-form';
import { refusalOnFields } from '@/lib/api/refusal';
import { toastApiError } from '@/lib/api/notify-error';
import { ENTRY_MODES, ENTRY_TYPES, needsLink, needsLocation, type CalendarEntry, type CalendarFormData, type EntryInput } from '../model';
import { entrySchema } from '../schemas/entry-schema';
import { calendarFieldErrors } from '../schemas/rule-messages';
import { useCalendarLabels } from './labels';

type Values = Omit<EntryInput, 'entry_type' | 'mode'> & { entry_type: string; mode: string };

function initialValues(entry: CalendarEntry | null, day: string): Values {
  if (entry) {
    return {
      title: entry.title,
      entry_type: entry.entry_type,
      mode: entry.mode,
      online_link: entry.online_link,
      location: entry.location,
      site_id: entry.site_id,
      start_at: localDateTimeValue(new Date(entry.start_at)),
      end_at: localDateTimeValue(new Date(entry.end_at)),
      description: entry.description,
      guest_ids: entry.guests.map((g) => g.user_id),
    };
  }
  return { title: '', entry_type: '', mode: '', online_link: '', location: '', site_id: null, start_at: `${day}T09:00`, end_at: `${day}T10:00`, description: '', guest_ids: [] };
}

interface Props {
  entry: CalendarEntry | null;
  day: string;
  formData: CalendarFormData;
  onSave(input: EntryInput): Promise<{ error?: unknown }>;
  onCancel(): void;
}

/** New or edit an entry: one schema with the demo backend; a 422 goes back onto the fields and the values stay. */
export function EntryForm({ entry, day, formData, onSave, onCancel }: Props) {
  const { t, type, mode } = useCalendarLabels();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  // the values as the form opened: a refetch of the entry does not reset what is being typed
  const [initial] = useState(() => initialValues(entry, day));
  const schema = useMemo(() => entrySchema(t), [t]);
  // a panel that closes on save: no draft
  const { formik, focusRef } = useRecordForm<Values>({
    initialValues: initial,
    schema,
    onSubmit: async (values, helpers) => {
      const input: EntryInput = {
        ...values,
        entry_type: values.entry_type as EntryInput['entry_type'],
        mode: values.mode as EntryInput['mode'],
        online_link: needsLink(values.mode) ? values.online_link.trim() : '',
        location: needsLocation(values.mode) ? values.location.trim() : '',
        site_id: values.site_id == null || String(values.site_id) === '' ? null : Number(values.site_id),
        start_at: new Date(values.start_at).toISOString(),
        end_at: new Date(values.end_at).toISOString(),
      };
      const result = await onSave(input);
      if (result.error) {
        if (!refusalOnFields(result.error, (m) => calendarFieldErrors(m, t), helpers.setErrors)) toastApiError(result.error);
        return false;
      }
      return true;
    },
  });
  const idp = 'calendar-entry';
  return (
    <section className="calendar-panel" aria-labelledby={`${idp}-heading`}>
      <h2 id={`${idp}-heading`} ref={heading} tabIndex={-1}>
        {entry ? t('form.editTitle', { title: entry.title }) : t('form.newTitle')}
      </h2>
      <form ref={focusRef} noValidate onSubmit={formik.handleSubmit} className="calendar-form">
        <TextField formik={formik} name="title" id={`${idp}-title`} label={t('fields.title')} required />
        <SelectField formik={formik} name="entry_type" id={`${idp}-type`} label={t('fields.type')} required placeholder={t('form.choose')} options={ENTRY_TYPES.map((v) => [v, type(v)])} />
        <SelectField formik={formik} name="mode" id={`${idp}-mode`} label={t('fields.mode')} required placeholder={t('form.choose')} options={ENTRY_MODES.map((v) => [v, mode(v)])} />
        {needsLink(formik.values.mode) && <TextField formik={formik} name="online_link" id={`${idp}-link`} label={t('fields.onlineLink')} type="url" required />}
        {needsLocation(formik.values.mode) && <TextField formik={formik} name="location" id={`${idp}-location`} label={t('fields.location')} required />}
        <SelectField formik={formik} name="site_id" id={`${idp}-site`} label={t('fields.site')} numeric placeholder={t('form.noSite')} options={formData.sites.map((s) => [String(s.id), s.name])} />
        <TextField formik={formik} name="start_at" id={`${idp}-start`} label={t('fields.start')} type="datetime-local" required />
        <TextField formik={formik} name="end_at" id={`${idp}-end`} label={t('fields.end')} type="datetime-local" required />
        <TextField formik={formik} name="description" id={`${idp}-description`} label={t('fields.description')} multiline />
        <MultiSelectField formik={formik} name="guest_ids" id={`${idp}-guests`} label={t('fields.guests')} hint={t('form.guestsHint')} options={formData.users.map((u) => [String(u.id), u.full_name])} />
        <div className="calendar-form-actions">
          <PlainButton type="submit" label={t('form.save')} loading={formik.isSubmitting} />
          <PlainButton type="button" severity="secondary" label={t('form.cancel')} onClick={onCancel} />
        </div>
      </form>
    </section>
  );
}
