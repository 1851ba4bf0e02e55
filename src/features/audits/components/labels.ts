import { useTranslation } from 'react-i18next';
import { useEnumLabels } from '@/lib/i18n/use-enum-labels';

/** The audits namespace with its enumerations (statuses, frequencies, response types, requirements, icons) and the language. */
export function useAuditLabels() {
  const { i18n } = useTranslation('audits');
  const labels = useEnumLabels('audits', { status: 'status', frequency: 'frequency', responseType: 'responseType', requirement: 'requirement', icon: 'icon', severity: 'severity', scheduleState: 'scheduleState', failReason: 'failReason', occurrenceState: 'occurrenceState' });
  return { ...labels, lang: i18n.language };
}
export type AuditLabels = ReturnType<typeof useAuditLabels>;
