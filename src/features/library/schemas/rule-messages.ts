import { serverMessages } from '@/lib/forms/rule-errors';
import { refusalTable } from '@/lib/forms/refusal-table';

/**
 * The demo backend's English (Rails-style) message for each rule key of library-schemas.ts. The forms show the
 * translated text of the same key (locales/<lng>/library.json) and map a 422 back onto the field.
 */
export const LIBRARY_SERVER_MESSAGES: Record<string, string> = {
  'validation.folderNameRequired': "Folder name can't be blank",
  'validation.folderNameTooLong': 'Folder name is too long (maximum is 100 characters)',
  'validation.fileNameRequired': "File name can't be blank",
  'validation.fileNameTooLong': 'File name is too long (maximum is 150 characters)',
  'validation.folderRequired': 'Folder must be chosen',
  'validation.authorTooLong': 'Author is too long (maximum is 100 characters)',
  'validation.reviewDateInvalid': 'Review date is not a valid date',
  'validation.descriptionTooLong': 'Description is too long (maximum is 1000 characters)',
  'validation.fileRequired': 'No file provided',
  'validation.remindOnRequired': "Reminder date can't be blank",
  'validation.remindOnPast': 'Reminder date cannot be in the past',
  'validation.noteRequired': "Note can't be blank",
  'validation.noteTooLong': 'Note is too long (maximum is 500 characters)',
  'validation.whoRequired': 'Choose remind me or remind others',
  'validation.othersRequired': 'Choose at least one person to remind',
};

/** What only the server knows. */
export const LIBRARY_SERVER_ONLY_MESSAGES: Record<string, string> = {
  'validation.folderNotFound': 'Folder not found',
  'validation.folderNotEmpty': 'Folder is not empty: move or delete its files and sub-folders first',
  'validation.folderNameTaken': 'A folder with this name already exists here',
  'validation.moveIntoItself': 'A folder cannot be moved into itself or one of its sub-folders',
  'validation.usersInvalid': 'People to remind must be active users',
  /** SPEC §8 */
  'validation.targetNotFound': 'Targeted folder for a move not found',
};

/** The form field each rule key belongs to. */
export const LIBRARY_RULE_FIELDS: Record<string, string> = {
  'validation.folderNameRequired': 'name',
  'validation.folderNameTooLong': 'name',
  'validation.folderNameTaken': 'name',
  'validation.fileNameRequired': 'name',
  'validation.fileNameTooLong': 'name',
  'validation.folderRequired': 'folder_id',
  'validation.folderNotFound': 'folder_id',
  'validation.authorTooLong': 'author',
  'validation.reviewDateInvalid': 'review_date',
  'validation.descriptionTooLong': 'description',
  'validation.fileRequired': 'file',
  'validation.remindOnRequired': 'remind_on',
  'validation.remindOnPast': 'remind_on',
  'validation.noteRequired': 'note',
  'validation.noteTooLong': 'note',
  'validation.whoRequired': 'remind_others',
  'validation.othersRequired': 'user_ids',
  'validation.usersInvalid': 'user_ids',
};

export const libraryServerT = serverMessages(LIBRARY_SERVER_MESSAGES);

const REFUSAL = refusalTable({ messages: [LIBRARY_SERVER_MESSAGES, LIBRARY_SERVER_ONLY_MESSAGES], fields: LIBRARY_RULE_FIELDS });

/** the rule key of a server message (translated by the client), or null */
export const libraryRuleKey = REFUSAL.ruleKey;

/** A refused save's server messages → `{ field: translated message }` for those that belong to a field, and the rest (translated when known). */
export const libraryFieldErrors = REFUSAL.fieldErrors;
