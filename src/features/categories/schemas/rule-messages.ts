import { serverMessages } from '@/lib/forms/rule-errors';

/**
 * The demo backend's English (Rails-style) message for each rule key of category-schema.ts; the forms show the
 * translated text of the same key (locales/<lng>/categories.json, `validation.*`).
 */
export const CATEGORY_SERVER_MESSAGES: Record<string, string> = {
  'validation.nameRequired': 'Name is required',
  'validation.nameTooLong': 'Name is too long',
  'validation.nameTaken': 'Name has already been taken',
  'validation.typeRequired': 'Category type is required',
  'validation.descriptionTooLong': 'Description is too long',
  'validation.statusInvalid': 'Status is not valid',
  'validation.envTypeRequired': 'Environment type is required',
  'validation.unitRequired': 'Unit is required',
  'validation.unitTooLong': 'Unit is too long',
};

export const categoryServerT = serverMessages(CATEGORY_SERVER_MESSAGES);
