import { useEnumLabels } from '@/lib/i18n/use-enum-labels';
import { refusedMessages } from '@/lib/api/refusal';
import { apiErrorMessage } from '@/lib/api/notify-error';
import { libraryRuleKey } from '../schemas/rule-messages';

export const useLibraryLabels = () => useEnumLabels('library', { kind: 'kinds', review: 'review' });

/** The messages of a refused library request (422, or the 404 of a move target that went away), translated when known. */
export function libraryErrorText(error: unknown, t: (key: string) => string): string {
  const messages = refusedMessages(error) ?? bodyMessages(error);
  if (messages?.length) return messages.map((m) => (libraryRuleKey(m) ? t(libraryRuleKey(m)!) : m)).join(' ');
  return apiErrorMessage(error) ?? t('errors.failed');
}

function bodyMessages(error: unknown): string[] | null {
  const body = (error as { data?: { errors?: unknown } } | null)?.data;
  return Array.isArray(body?.errors) ? body.errors.filter((m): m is string => typeof m === 'string') : null;
}

/** 1 536 000 → '1.5 MB' */
export function formatSize(bytes: number, language: string): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: unit ? 1 : 0 }).format(value)} ${units[unit]}`;
}

/** the badge colour of a review state */
export const REVIEW_BADGE: Record<string, string> = { overdue: 'overdue', due_soon: 'medium', current: 'closed', none: 'low' };
