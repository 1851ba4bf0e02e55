import { serverMessages } from '@/lib/forms/rule-errors';

/** The demo backend's English message per rule key of branding-schema.ts (the form shows the `branding` text). */
export const BRANDING_SERVER_MESSAGES: Record<string, string> = {
  'validation.colorRequired': 'Brand colour is required',
  'validation.colorInvalid': 'Brand colour must be a #rrggbb colour',
  'validation.colorContrast': 'Brand colour must have a contrast of at least 4.5:1 with white',
  'validation.logoInvalid': 'Logo must be an https address or a PNG, JPEG or GIF image',
  'validation.logoTooLarge': 'Logo must be under 10 MB',
};

export const BRANDING_SERVER_ONLY = {
  forbidden: 'You are not authorized to perform this action',
  enterpriseOnly: 'A customised look is an enterprise feature',
} as const;

export const BRANDING_RULE_FIELDS: Record<string, string> = {
  'validation.colorRequired': 'primary_color',
  'validation.colorInvalid': 'primary_color',
  'validation.colorContrast': 'primary_color',
  'validation.logoInvalid': 'logo_url',
  'validation.logoTooLarge': 'logo_url',
};

export const brandingServerT = serverMessages(BRANDING_SERVER_MESSAGES);

const KEY_OF_MESSAGE = new Map(Object.entries(BRANDING_SERVER_MESSAGES).map(([key, message]) => [message, key]));

/** A refusal's messages → `{ field: translated }` and the rest. */
export function brandingFieldErrors(messages: readonly string[], t: (key: string) => string): { fields: Record<string, string>; other: string[] } {
  const fields: Record<string, string> = {};
  const other: string[] = [];
  for (const message of messages) {
    const key = KEY_OF_MESSAGE.get(message.trim());
    const field = key && BRANDING_RULE_FIELDS[key];
    if (key && field) fields[field] ??= t(key);
    else other.push(message);
  }
  return { fields, other };
}
