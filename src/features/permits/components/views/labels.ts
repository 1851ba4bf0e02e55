import { useTranslation } from 'react-i18next';
import { useEnumLabels } from '@/lib/i18n/use-enum-labels';

/**
 * The permit views' labels: `permitViews` (this part's own texts) and the shared permit labels of the `permits`
 * namespace (statuses, board columns, tabs, history actions, clash kinds, permit types), with the user's date
 * formats.
 */
export function usePermitViewLabels() {
  const L = useEnumLabels('permitViews', { kpi: 'kpi' });
  const { t: tp, i18n } = useTranslation('permits');
  return {
    ...L,
    tp,
    language: i18n.language,
    status: (s: string | null | undefined) => (s ? tp(`statuses.${s}`) : ''),
    stored: (s: string) => tp(`storedStatuses.${s}`),
    column: (c: string) => tp(`columns.${c}`),
    tab: (x: string) => tp(`tabs.${x}`),
    history: (a: string) => tp(`history.${a}`),
    clashKind: (k: string) => tp(`clashKinds.${k}`),
    permitType: (p: string | null | undefined) => (p ? tp(`permitTypes.${p}`) : ''),
    /** "08:00 – 16:00, 3 May" style window: both ends in the user's format */
    window: (from: string, to: string) => `${L.dateTime(from)} – ${L.dateTime(to)}`,
  };
}

export type PermitViewLabels = ReturnType<typeof usePermitViewLabels>;

/** the badge colour of a display status (module.css badge kinds) */
export function statusBadge(status: string): string {
  switch (status) {
    case 'overdue':
    case 'rejected':
    case 'revoked':
      return 'overdue';
    case 'active':
    case 'approved':
    case 'extended':
      return 'completed';
    case 'suspended':
    case 'pending_closure':
      return 'in_progress';
    case 'requested':
    case 'pending':
      return 'awaiting';
    case 'closed':
      return 'closed';
    default:
      return 'open';
  }
}
