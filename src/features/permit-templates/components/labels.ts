import { useEnumLabels } from '@/lib/i18n/use-enum-labels';

/** Translated labels of the permit template enumerations (`permitTemplates` namespace). */
export const usePermitTemplateLabels = () => useEnumLabels('permitTemplates', { type: 'types', unit: 'units', fileKind: 'fileKinds', change: 'changes', field: 'diffFields', permitType: 'permitTypes' });
