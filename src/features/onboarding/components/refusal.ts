import type { TFunction } from 'i18next';
import { localizeServerMessage } from '@/lib/api/notify-error';
import { onboardingRuleKey } from '../schemas/rule-messages';

/** the messages of a refused call (Rails-style 422 / 403), translated; null when the call did not fail that way */
export function refusalText(error: unknown, t: TFunction<'onboarding'>): string | null {
  if (!error || typeof error !== 'object' || !('status' in error)) return null;
  const body = (error as { data?: { errors?: unknown } }).data;
  const messages = Array.isArray(body?.errors) ? body.errors.filter((m): m is string => typeof m === 'string') : [];
  if (messages.length === 0) return t('errors.failed');
  return messages
    .map((m) => {
      const key = onboardingRuleKey(m);
      return key ? t(key) : localizeServerMessage(m);
    })
    .join(' ');
}
