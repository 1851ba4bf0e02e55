import { serverMessages } from '@/lib/forms/rule-errors';

/**
 * The demo backend's English (Rails-style) message for each rule key of action-schema.ts: the backend runs the same
 * schema with `actionServerT`; the form shows the translated text of the same key (locales/<lng>/actions.json).
 */
export const ACTION_SERVER_MESSAGES: Record<string, string> = {
  'validation.typeRequired': 'Type is required',
  'validation.descriptionRequired': 'Description is required',
  'validation.controlRequired': 'Control type is required',
  'validation.responsibleRequired': 'Responsible person is required',
  'validation.dueDateRequired': 'Due date is required',
  'validation.proofRequired': 'Completion proof is required to complete an action',
  'validation.tooLong': 'Text is too long',
};

export const actionServerT = serverMessages(ACTION_SERVER_MESSAGES);
