import { isAxiosError } from 'axios';
import { i18n } from '@/lib/i18n/i18n';
import { showToast } from '@/lib/feedback/toast-service';
import { extractErrorMessage, messageFromBody } from './error-message';
import { isSessionTransition } from './session-transition';
import { NOT_JSON } from './clients';
import type { ApiQueryError } from './base-api';

/** Messages the API sends in English → their translated keys (common:serverMessages.*); others are shown as sent. */
export const SERVER_MESSAGE_KEYS: Record<string, string> = {
  "Memory has exhausted": 'serverMessages.memoryExhausted',
  "Record not found": 'serverMessages.recordNotFound',
  "You are not authorized to perform this action": 'serverMessages.notAuthorized',
  "data entered in incorrect format": 'serverMessages.incorrectFormat',
  "Your free observation limit for this month is reached. Please upgrade": 'serverMessages.freeObservations',
  "Your free incident limit for this month is reached. Please upgrade": 'serverMessages.freeIncidents',
  "Your free action limit for this month is reached. Please upgrade": 'serverMessages.freeActions',
  "Form the investigation team first": 'serverMessages.teamFirst',
};

/** A server message in the user's language when it is a known one; others are shown as the server sent them. */
export function localizeServerMessage(message: string): string {
  const key = SERVER_MESSAGE_KEYS[message.trim()];
  return key ? i18n.t(`common:${key}`) : message;
}

function isQueryError(error: unknown): error is ApiQueryError {
  return !!error && typeof error === 'object' && 'status' in error && 'data' in error && !('isAxiosError' in error);
}

/** The message for an API error (axios or RTK Query), or null when the UI should stay silent. */
export function apiErrorMessage(error: unknown): string | null {
  if (isSessionTransition(error)) return null;
  if (isAxiosError(error) && error.code === NOT_JSON) return i18n.t('common:errors.notJson');
  if (isQueryError(error)) {
    if (error.status === 'SESSION') return null;
    const fromBody = messageFromBody(error.data);
    return fromBody ? localizeServerMessage(fromBody) : error.statusText?.trim() || i18n.t('common:errors.generic');
  }
  const extracted = extractErrorMessage(error);
  return extracted ? localizeServerMessage(extracted) : i18n.t('common:errors.generic');
}

/** SPEC §8 error handler: the server's message as an error toast, else 'Something went wrong.'. */
export function toastApiError(error: unknown): void {
  const message = apiErrorMessage(error);
  if (message) showToast({ severity: 'error', detail: message });
}
