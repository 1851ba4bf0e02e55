import { useEnumLabels } from '@/lib/i18n/use-enum-labels';
import { OBSERVATION_CATEGORIES } from '../model';

const BUILT_IN_CATEGORIES: readonly string[] = OBSERVATION_CATEGORIES;

/** Translated labels of the observation enumerations (`observations` namespace). */
export const useObservationLabels = () => {
  const L = useEnumLabels('observations', { type: 'types', category: 'categories', risk: 'risk', status: 'status', severity: 'severity' });
  // a category added in Settings > Categories is stored by its name ("Parent › Child" for a sub-category): shown as is
  const category = (v: string | null | undefined) => (v && !BUILT_IN_CATEGORIES.includes(v) ? v : L.category(v));
  return { ...L, category };
};
