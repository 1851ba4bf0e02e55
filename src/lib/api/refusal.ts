/** The server's `errors` list of a refused save (an RTK Query error with a Rails-style 422), else null. */
export function refusedMessages(error: unknown): string[] | null {
  if (!error || typeof error !== 'object' || !('status' in error) || error.status !== 422) return null;
  const body = (error as { data?: { errors?: unknown } }).data;
  return Array.isArray(body?.errors) ? body.errors.filter((m): m is string => typeof m === 'string') : null;
}

/**
 * A 422 onto the form's fields: `toFields` places the server's messages (the feature's rule-messages mapping), their
 * errors are set on the form, and true means nothing is left to show elsewhere (the form keeps what was typed and
 * the focus moves to the first field). False: not a 422, or messages no field takes — the page shows the refusal.
 */
export function refusalOnFields<E extends object>(error: unknown, toFields: (messages: string[]) => { fields: E; other: string[] }, setErrors: (fields: E) => void): boolean {
  const messages = refusedMessages(error);
  if (!messages) return false;
  const { fields, other } = toFields(messages);
  if (Object.keys(fields).length === 0) return false;
  setErrors(fields);
  return other.length === 0;
}
