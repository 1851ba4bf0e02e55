import * as yup from 'yup';

/**
 * Every message a yup schema gives for `values` (none: valid), deduplicated. The demo backend runs a feature's own
 * schema with that feature's server messages (`schemas/rule-messages.ts`), so a rule is written once for the form
 * and the server.
 */
export async function ruleErrors(schema: yup.AnySchema, values: unknown): Promise<string[]> {
  try {
    await schema.validate(values, { abortEarly: false, strict: false });
    return [];
  } catch (e) {
    if (e instanceof yup.ValidationError) return [...new Set(e.errors)];
    throw e;
  }
}

/** A server `t` from a table of rule key → the API's English message (unknown keys come back as they are). */
export const serverMessages =
  (table: Record<string, string>) =>
  (key: string): string =>
    table[key] ?? key;
