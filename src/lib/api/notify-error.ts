import { i18n } from '@/lib/i18n/i18n';
import { showToast } from '@/lib/feedback/toast-service';
import { extractErrorMessage, messageFromBody } from './error-message';
import { isSessionTransition } from './interceptors';
import type { ApiQueryError } from './base-api';

function isQueryError(error: unknown): error is ApiQueryError {
  return !!error && typeof error === 'object' && 'status' in error && 'data' in error && !('isAxiosError' in error);
}

/** The message for an API error (axios or RTK Query), or null when the UI should stay silent. */
export function apiErrorMessage(error: unknown): string | null {
  if (isSessionTransition(error)) return null;
  if (isQueryError(error)) {
    if (error.status === 'SESSION') return null;
    return messageFromBody(error.data) ?? (error.statusText?.trim() || i18n.t('common:errors.generic'));
  }
  return extractErrorMessage(error) ?? i18n.t('common:errors.generic');
}

/** SPEC §8 error handler: the server's message as an error toast, else 'Something went wrong.'. */
export function toastApiError(error: unknown): void {
  const message = apiErrorMessage(error);
  if (message) showToast({ severity: 'error', detail: message });
}
