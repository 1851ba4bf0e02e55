import { useEnumLabels } from '@/lib/i18n/use-enum-labels';

/** Translated labels of the action enumerations (`actions` namespace). */
export const useActionLabels = () => useEnumLabels('actions', { type: 'types', category: 'categories', control: 'control', risk: 'risk', status: 'status' });
