import { useEnumLabels } from '@/lib/i18n/use-enum-labels';

/** the module's translations and enum labels (namespace `safetyCalendar`) */
export function useCalendarLabels() {
  return useEnumLabels('safetyCalendar', { type: 'types', mode: 'modes', response: 'responses', view: 'views', kind: 'kinds' });
}
