import { useEnumLabels } from '@/lib/i18n/use-enum-labels';

/** Translated labels of the module's enumerations (`contractors` namespace). */
export const useContractorLabels = () => useEnumLabels('contractors', { status: 'status', review: 'review', gender: 'gender', validity: 'validity' });
export type ContractorLabels = ReturnType<typeof useContractorLabels>;
