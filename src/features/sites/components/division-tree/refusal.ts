import type { TFunction } from 'i18next';
import { divisionRuleKey } from '../../schemas/division-rule-messages';

export type SitesT = TFunction<'sites'>;

/** a refused call's messages and counts (Rails-style 422) */
export function refusal(error: unknown): { messages: string[]; inUse?: { observations: number; incidents: number; actions: number } } | null {
  if (!error || typeof error !== 'object' || !('status' in error) || error.status !== 422) return null;
  const data = (error as { data?: { errors?: unknown; in_use?: { observations: number; incidents: number; actions: number } } }).data;
  const messages = Array.isArray(data?.errors) ? data.errors.filter((m): m is string => typeof m === 'string') : [];
  return { messages, inUse: data?.in_use };
}

/** what to tell the user about a failed save: the server's messages in the user's language, or a generic failure */
export function refusalText(t: SitesT, error: unknown): string {
  const r = refusal(error);
  return r ? r.messages.map((m) => (divisionRuleKey(m) ? t(divisionRuleKey(m)!) : m)).join(' ') : t('divisions.saveFailed');
}
