import { useEnumLabels } from '@/lib/i18n/use-enum-labels';

/** Translated labels of the investigation, root-cause and lessons screens (namespace `investigation`). */
export const useInvestigationLabels = () => useEnumLabels('investigation', { status: 'status', actionStatus: 'actionStatus', control: 'control', decision: 'decision' });

export type InvestigationLabels = ReturnType<typeof useInvestigationLabels>;
