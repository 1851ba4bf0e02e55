import { refusalTable } from '@/lib/forms/refusal-table';
import { CATEGORY_SERVER_MESSAGES } from '../schemas/rule-messages';

/** the field a rule key's message belongs on */
const fieldOf = (key: string) =>
  key.startsWith('validation.name') ? 'name' : key.startsWith('validation.unit') ? 'unit' : key === 'validation.typeRequired' ? 'category_type' : key === 'validation.envTypeRequired' ? 'env_type' : key === 'validation.descriptionTooLong' ? 'description' : 'status';

const REFUSAL = refusalTable({ messages: CATEGORY_SERVER_MESSAGES, fields: Object.fromEntries(Object.keys(CATEGORY_SERVER_MESSAGES).map((key) => [key, fieldOf(key)])) });

/** field → rule key of a Rails-style 422 answer (`{ errors: [...] }`) whose messages are the schema's own */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const data = (error as { data?: { errors?: unknown } } | undefined)?.data;
  const list = Array.isArray(data?.errors) ? (data.errors as unknown[]).map(String) : [];
  return REFUSAL.fieldErrors(list, (key) => key).fields;
}
