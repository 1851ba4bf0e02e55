import { useTranslation } from 'react-i18next';
import { useEnumLabels } from '@/lib/i18n/use-enum-labels';

/**
 * The permit screens' labels: `permitForm` (this part's own texts) plus the shared permit labels of the `permits`
 * namespace (statuses, actions, history entries, clash kinds), and the user's date formats.
 */
export function usePermitFormLabels() {
  const L = useEnumLabels('permitForm', { worker: 'workers.fields' });
  const { t: tp } = useTranslation('permits');
  return {
    ...L,
    tp,
    status: (s: string | null | undefined) => (s ? tp(`statuses.${s}`) : ''),
    storedStatus: (s: string | null | undefined) => (s ? tp(`storedStatuses.${s}`) : ''),
    action: (a: string) => tp(`actions.${a}`),
    history: (a: string) => tp(`history.${a}`),
    clashKind: (k: string) => tp(`clashKinds.${k}`),
    lowRisk: () => tp('labels.lowRisk'),
  };
}

export type PermitFormLabels = ReturnType<typeof usePermitFormLabels>;
