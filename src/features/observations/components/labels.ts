import { useEnumLabels } from '@/lib/i18n/use-enum-labels';

/** Translated labels of the observation enumerations (`observations` namespace). */
export const useObservationLabels = () => useEnumLabels('observations', { type: 'types', category: 'categories', risk: 'risk', status: 'status', severity: 'severity' });
