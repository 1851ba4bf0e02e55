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

/** a save's answer on the form: true when saved (no refusal), else false with the refusal's messages under their fields */
export function savedOrRefused(refusal: unknown, setFieldError: (field: string, message: string) => void, t: (key: string) => string): boolean {
  if (!refusal) return true;
  for (const [field, key] of Object.entries(fieldErrorsOf(refusal))) setFieldError(field, t(key));
  return false;
}

/** a save's result as RecordEditor takes it (it names a record by its `number`: a category's is its name) */
export function named<R extends { name: string }>(result: { data: R } | { error: unknown }): { data: R & { number: string }; error?: undefined } | { data?: undefined; error: unknown } {
  return 'data' in result && result.data ? { data: { ...result.data, number: result.data.name } } : { error: (result as { error: unknown }).error };
}
