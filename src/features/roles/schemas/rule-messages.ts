import { serverMessages } from '@/lib/forms/rule-errors';
import { refusalTable } from '@/lib/forms/refusal-table';

/**
 * The demo backend's English (Rails-style) message for each rule key of role-schema.ts. The form shows the translated
 * text of the same key (locales/<lng>/roles.json) and maps a 422 back onto the field (`roleFieldErrors`).
 */
export const ROLE_SERVER_MESSAGES: Record<string, string> = {
  'validation.nameRequired': "Name can't be blank",
  'validation.nameTooShort': 'Name is too short (minimum is 2 characters)',
  'validation.nameTooLong': 'Name is too long (maximum is 50 characters)',
  'validation.actionsInvalid': 'Role actions are invalid',
};

/** The rules only the server knows, in the same form. */
export const ROLE_SERVER_ONLY_MESSAGES: Record<string, string> = {
  'validation.nameTaken': 'Name has already been taken',
  'validation.systemRename': 'A system role cannot be renamed',
  'validation.systemDelete': 'A system role cannot be deleted',
};

/** The form field each rule key belongs to (the others are shown above the form). */
const ROLE_RULE_FIELDS: Record<string, string> = {
  'validation.nameRequired': 'name',
  'validation.nameTooShort': 'name',
  'validation.nameTooLong': 'name',
  'validation.nameTaken': 'name',
  'validation.systemRename': 'name',
};

export const roleServerT = serverMessages(ROLE_SERVER_MESSAGES);

const REFUSAL = refusalTable({ messages: [ROLE_SERVER_MESSAGES, ROLE_SERVER_ONLY_MESSAGES], fields: ROLE_RULE_FIELDS });

/** the server's refusal of a delete while users hold the role: "Role is held by N users …" */
export const IN_USE_MESSAGE = /^Role is held by (\d+) users?/;
export const inUseMessage = (count: number) => `Role is held by ${count} ${count === 1 ? 'user' : 'users'}; assign them another role first`;

/** A refused save's server messages → `{ field: translated message }` and the rest translated when known. */
export function roleFieldErrors(messages: readonly string[], t: (key: string, options?: Record<string, unknown>) => string): { fields: Record<string, string>; other: string[] } {
  return REFUSAL.fieldErrors(messages, t, (message) => {
    const inUse = IN_USE_MESSAGE.exec(message.trim());
    return inUse ? t('validation.inUse', { count: Number(inUse[1]) }) : null;
  });
}
