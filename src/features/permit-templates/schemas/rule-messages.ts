import { serverMessages } from '@/lib/forms/rule-errors';
import { refusalTable } from '@/lib/forms/refusal-table';

/**
 * The demo backend's English (Rails-style) message for each rule key of template-schema.ts and answers-schema.ts.
 * The builder shows the translated text of the same key (locales/<lng>/permitTemplates.json).
 */
export const TEMPLATE_SERVER_MESSAGES: Record<string, string> = {
  'validation.nameRequired': 'Permit name is required',
  'validation.nameTooLong': 'Permit name is too long (maximum is 100 characters)',
  'validation.descriptionRequired': 'Description is required',
  'validation.descriptionTooLong': 'Description is too long (maximum is 1000 characters)',
  'validation.prefixRequired': 'Prefix id is required',
  'validation.prefixInvalid': 'Prefix id must be up to 10 letters, digits or hyphens',
  'validation.defaultHoursRange': 'Default hours must be a whole number from 1 to 72',
  'validation.extensionHoursRange': 'Extension hours must be a whole number from 1 to 72',
  'validation.sectionsRequired': 'A template needs at least one section',
  'validation.tooManySections': 'A template can have at most 30 sections',
  'validation.sectionTitleRequired': 'Section title is required',
  'validation.tooManyQuestions': 'A section can have at most 60 questions',
  'validation.keyRequired': 'Every section and question needs a key',
  'validation.keysDuplicate': 'Section and question keys must be unique',
  'validation.typeInvalid': 'Question type is not known',
  'validation.labelRequired': 'Label name is required',
  'validation.labelTooLong': 'Label is too long (maximum is 300 characters)',
  'validation.introTooLong': 'Intro text is too long (maximum is 1000 characters)',
  'validation.optionsRequired': 'A choice question needs at least two options',
  'validation.optionEmpty': 'Options cannot be blank',
  'validation.optionsDuplicate': 'Options must be different from each other',
  'validation.tooManyOptions': 'A question can have at most 30 options',
  'validation.gridRowsRequired': 'A grid needs at least one row',
  'validation.gridColumnsRequired': 'A grid needs at least two columns',
  'validation.declarationRequired': 'Declaration text is required',
  'validation.fileCountRange': 'Maximum file count must be from 1 to 10',
  'validation.fileSizeRange': 'Maximum file size must be more than 0 and at most 10 MB',
  'validation.gasesRequired': 'A gas test needs at least one gas',
  'validation.gasLabelRequired': 'Gas name is required',
  'validation.gasUnitInvalid': 'Gas unit is not known',
  'validation.gasThresholdInvalid': 'Gas thresholds must be numbers of 0 or more',
  'validation.gasThresholdRequired': 'A gas needs a lower or an upper limit',
  'validation.gasRangeInverted': 'The lower gas limit must be below the upper one',
  'validation.showIfSource': 'A show-if rule must depend on an earlier question',
  'validation.showIfSourceType': 'A show-if rule can depend only on a choice or declaration question',
  'validation.showIfOperator': 'A show-if rule compares with "is" or "is one of"',
  'validation.showIfValues': 'A show-if rule needs values of the question it depends on',
  'validation.sectionEmpty': 'Every section needs at least one question before publishing',
  'validation.permitTypeInvalid': 'Permit type is not known',
};

/** What only the server knows. */
export const TEMPLATE_SERVER_ONLY_MESSAGES: Record<string, string> = {
  'validation.prefixTaken': 'Prefix id has already been taken',
  'validation.inUse': 'Template cannot be made inactive while open permits use it',
  'validation.nothingToPublish': 'Nothing has changed since the latest version',
};

/** The template fields a rule key belongs to (the rest are listed above the sections). */
export const TEMPLATE_RULE_FIELDS: Record<string, string> = {
  'validation.nameRequired': 'name',
  'validation.nameTooLong': 'name',
  'validation.descriptionRequired': 'description',
  'validation.descriptionTooLong': 'description',
  'validation.prefixRequired': 'prefix_id',
  'validation.prefixInvalid': 'prefix_id',
  'validation.prefixTaken': 'prefix_id',
  'validation.defaultHoursRange': 'default_hours',
  'validation.extensionHoursRange': 'extension_hours',
  'validation.inUse': 'active',
};

export const ANSWER_SERVER_MESSAGES: Record<string, string> = {
  'answers.required': 'is required',
  'answers.invalid': 'is not a valid answer',
  'answers.invalidOption': 'is not one of the options',
  'answers.tooLong': 'is too long (maximum is 2000 characters)',
  'answers.dateInvalid': 'is not a valid date',
  'answers.declarationRequired': 'must be confirmed',
  'answers.tooManyFiles': 'has too many files',
  'answers.fileTooLarge': 'has a file over the size limit',
  'answers.gridIncomplete': 'needs an answer in every row',
  'answers.gasReadingInvalid': 'readings must be numbers of 0 or more',
  'answers.gasReadingsRequired': 'needs a reading for every gas',
  'answers.gasUnsafe': 'is unsafe: a reading is outside its limits and must be flagged with a note',
};

export const templateServerT = serverMessages(TEMPLATE_SERVER_MESSAGES);

/** the server's `t` for answers-schema.ts: 'Gas test: needs a reading for every gas' */
export const answersServerT = (key: string, params?: Record<string, unknown>) => `${String(params?.label ?? '')}: ${ANSWER_SERVER_MESSAGES[key] ?? key}`;

const REFUSAL = refusalTable({ messages: [TEMPLATE_SERVER_MESSAGES, TEMPLATE_SERVER_ONLY_MESSAGES], fields: TEMPLATE_RULE_FIELDS });

/** A refused save's server messages → translated messages on the template's own fields, and the others (translated when known). */
export const templateFieldErrors = REFUSAL.fieldErrors;
