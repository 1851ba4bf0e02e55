import { useEnumLabels } from '@/lib/i18n/use-enum-labels';

/** Translated labels of the workflow enumerations (`workflows` namespace). */
export const useWorkflowLabels = () => useEnumLabels('workflows', { type: 'type', module: 'module', unit: 'unit', recordStatus: 'recordStatus' });
