import { useEnumLabels } from '@/lib/i18n/use-enum-labels';

/** Translated labels of the category enumerations (`categories` namespace). */
export const useCategoryLabels = () => useEnumLabels('categories', { type: 'types', status: 'status', envType: 'envTypes' });
