import * as yup from 'yup';
import { todayIso } from '@/lib/forms/dates';
import { LIBRARY_LIMITS } from '../model';

type T = (key: string) => string;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const emptyToNull = (value: unknown, original: unknown) => (original === '' || original == null ? null : value);

/**
 * SPEC §5 "Library": folder and file names must not be empty; a reminder needs a date and a note, and either
 * remind-me or remind-others must be chosen. Messages are keys of the `library` namespace; the demo backend runs the
 * same schemas with `libraryServerT` (rule-messages.ts).
 */
export function folderSchema(t: T) {
  return yup.object({
    name: yup.string().trim().required(t('validation.folderNameRequired')).max(LIBRARY_LIMITS.folderName, t('validation.folderNameTooLong')),
    parent_id: yup.number().nullable().transform(emptyToNull).default(null),
    site_id: yup.number().nullable().transform(emptyToNull).default(null),
  });
}

/** `creating`: a new file needs the file itself; an update may keep the stored one */
export function libraryFileSchema(t: T, creating: boolean) {
  return yup.object({
    name: yup.string().trim().required(t('validation.fileNameRequired')).max(LIBRARY_LIMITS.fileName, t('validation.fileNameTooLong')),
    folder_id: yup.number().transform(emptyToNull).nullable().required(t('validation.folderRequired')),
    author: yup.string().trim().max(LIBRARY_LIMITS.author, t('validation.authorTooLong')).default(''),
    review_date: yup.string().nullable().transform(emptyToNull).matches(ISO_DAY, t('validation.reviewDateInvalid')).default(null),
    description: yup.string().max(LIBRARY_LIMITS.description, t('validation.descriptionTooLong')).default(''),
    file: yup
      .mixed()
      .nullable()
      .test('file-required', t('validation.fileRequired'), (v) => !creating || (v != null && typeof v === 'object')),
  });
}

export function reminderSchema(t: T, today = todayIso()) {
  return yup.object({
    remind_on: yup
      .string()
      .nullable()
      .transform(emptyToNull)
      .required(t('validation.remindOnRequired'))
      .matches(ISO_DAY, t('validation.remindOnRequired'))
      .test('not-past', t('validation.remindOnPast'), (v) => !v || v >= today),
    note: yup.string().trim().required(t('validation.noteRequired')).max(LIBRARY_LIMITS.note, t('validation.noteTooLong')),
    remind_me: yup.boolean().default(false),
    remind_others: yup
      .boolean()
      .default(false)
      .test('who', t('validation.whoRequired'), function (v) {
        return !!v || !!this.parent.remind_me;
      }),
    user_ids: yup
      .array(yup.number().required())
      .default([])
      .test('others', t('validation.othersRequired'), function (v) {
        return !this.parent.remind_others || (v?.length ?? 0) > 0;
      }),
  });
}
