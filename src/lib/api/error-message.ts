import { isAxiosError } from 'axios';

/**
 * SPEC §8: the first entry of an `errors` list, else an `error` field, else the status text.
 * Returns null when nothing usable is there (the caller shows 'Something went wrong.').
 */
export function extractErrorMessage(error: unknown): string | null {
  if (isAxiosError(error)) {
    const data = error.response?.data as unknown;
    const fromBody = messageFromBody(data);
    if (fromBody) return fromBody;
    const statusText = error.response?.statusText?.trim();
    return statusText ? statusText : null;
  }
  return messageFromBody(error);
}

/** The body of an error answer: of the API clients' calls (axios) or of RTK Query's; undefined when none came. */
export function errorBody(error: unknown): unknown {
  if (isAxiosError(error)) return error.response?.data;
  if (error && typeof error === 'object' && 'status' in error && 'data' in error) return (error as { data: unknown }).data;
  return undefined;
}

export function messageFromBody(data: unknown): string | null {
  if (!data || typeof data !== 'object') return null;
  const { errors, error } = data as { errors?: unknown; error?: unknown };
  if (Array.isArray(errors) && errors.length > 0) {
    const first = errors[0];
    if (typeof first === 'string' && first.trim()) return first;
    if (first && typeof first === 'object' && 'message' in first && typeof first.message === 'string') return first.message;
  }
  if (errors && typeof errors === 'object' && !Array.isArray(errors)) {
    // Rails `errors.as_json`: { field: ['message'] }
    for (const [field, messages] of Object.entries(errors)) {
      if (Array.isArray(messages) && typeof messages[0] === 'string') return `${field} ${messages[0]}`;
    }
  }
  if (typeof error === 'string' && error.trim()) return error;
  return null;
}
