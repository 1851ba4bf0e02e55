import { toastApiError } from './notify-error';

/** The record a create/update mutation answered, or null once its refusal has been toasted (SPEC §8). */
export function savedOrToast<T>(result: { data: T; error?: undefined } | { data?: undefined; error: unknown }): T | null {
  if ('error' in result && result.error) {
    toastApiError(result.error);
    return null;
  }
  return result.data as T;
}
