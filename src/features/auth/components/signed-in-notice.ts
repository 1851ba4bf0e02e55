import type { TFunction } from 'i18next';
import { showToast } from '@/lib/feedback/toast-service';
import type { ServerRule } from '@/lib/session/types';

/** SPEC §6/§8: a user without any permission signs in, and is told to contact the administrator. */
export function noticeIfNoPermissions(t: TFunction, rules: ServerRule[]): boolean {
  const none = !rules.some((r) => r.actions.length > 0);
  if (none) showToast({ severity: 'warn', detail: t('auth:login.noPermissions'), group: 'foo', life: 10_000 });
  return none;
}
