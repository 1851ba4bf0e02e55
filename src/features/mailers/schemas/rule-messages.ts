import { serverMessages } from '@/lib/forms/rule-errors';

/** The demo backend's English message per rule key of scenario-schema.ts (the form shows the `mailers` namespace's text). */
export const MAILER_SERVER_MESSAGES: Record<string, string> = {
  'validation.subjectRequired': 'Subject is required in English',
  'validation.subjectTooLong': 'Subject is too long (maximum is 200 characters)',
  'validation.messageTooLong': 'Message is too long (maximum is 500 characters)',
  'validation.bodyRequired': 'Body is required in English',
  'validation.bodyTooLong': 'Body is too long (maximum is 20000 characters)',
  'validation.footerTooLong': 'Footer is too long (maximum is 2000 characters)',
  'validation.unknownPlaceholder': 'uses a placeholder this module does not offer',
  'validation.unknownUser': 'Users to notify include a user who is not in the organisation',
};

export const mailerServerT = serverMessages(MAILER_SERVER_MESSAGES);
