import { useEnumLabels } from '@/lib/i18n/use-enum-labels';

/** Translated labels of the user enumerations (`users` namespace). */
export const useUserLabels = () => useEnumLabels('users', { status: 'status', gender: 'genders', shift: 'shifts', licence: 'licences' });
export type UserLabels = ReturnType<typeof useUserLabels>;
