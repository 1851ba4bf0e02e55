import { CATEGORY_SERVER_MESSAGES } from '../schemas/rule-messages';

const KEY_OF = new Map(Object.entries(CATEGORY_SERVER_MESSAGES).map(([key, message]) => [message, key]));

/** field → rule key of a Rails-style 422 answer (`{ errors: [...] }`) whose messages are the schema's own */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const data = (error as { data?: { errors?: unknown } } | undefined)?.data;
  const list = Array.isArray(data?.errors) ? (data.errors as unknown[]) : [];
  const out: Record<string, string> = {};
  for (const message of list) {
    const key = KEY_OF.get(String(message));
    if (!key) continue;
    const field = key.startsWith('validation.name') ? 'name' : key.startsWith('validation.unit') ? 'unit' : key === 'validation.typeRequired' ? 'category_type' : key === 'validation.envTypeRequired' ? 'env_type' : key === 'validation.descriptionTooLong' ? 'description' : 'status';
    out[field] ??= key;
  }
  return out;
}
