import { useEnumLabels } from '@/lib/i18n/use-enum-labels';

/** Translated labels of the site enumerations (`sites` namespace). */
export const useSiteLabels = () => useEnumLabels('sites', { status: 'status' });
