import { serverMessages } from '@/lib/forms/rule-errors';

/**
 * The demo backend's English (Rails-style) message for each rule key of observation-schema.ts: the backend runs
 * the same schemas with `observationServerT`; the form shows the translated text of the same key
 * (locales/<lng>/observations.json).
 */
export const OBSERVATION_SERVER_MESSAGES: Record<string, string> = {
  'validation.typeRequired': 'Type is required',
  'validation.descriptionRequired': 'Description is required',
  'validation.siteRequired': 'A site or area must be selected',
  'validation.dateRequired': 'Date and time must be selected',
  'validation.dateFuture': 'A future date and time may not be chosen',
  'validation.riskRequired': 'Risk level is required',
  'validation.actionRequiredChoice': 'Choose whether action is required',
  'validation.actionsMin': 'At least one action is required',
  'validation.reasonRequired': 'A reason is required when no action is required',
  'validation.commentRequired': 'Comment is required',
  'validation.tooLong': 'Text is too long',
  'validation.actionDescriptionRequired': 'Action description is required',
  'validation.controlRequired': 'Control type is required',
  'validation.responsibleRequired': 'Responsible person is required',
  'validation.dueDateRequired': 'Due date is required',
};

export const observationServerT = serverMessages(OBSERVATION_SERVER_MESSAGES);
