import type { IncidentRecord } from '../../model';
import { displayIncidentStatus } from '../../model';
import type { IncidentLabels } from './labels';

/** The columns of the export and the print preview (one definition, translated at call time). */
export function exportColumns(L: IncidentLabels, today: string): { header: string; value(i: IncidentRecord): string | number }[] {
  const { t } = L;
  return [
    { header: t('fields.number'), value: (i) => i.number },
    { header: t('fields.occurredAt'), value: (i) => L.dateTime(i.occurred_at) },
    { header: t('fields.type'), value: (i) => L.type(i.type) },
    { header: t('fields.category'), value: (i) => L.category(i.category) },
    { header: t('fields.description'), value: (i) => i.description },
    { header: t('fields.site'), value: (i) => i.site_name ?? '' },
    { header: t('fields.area'), value: (i) => i.area_name ?? '' },
    { header: t('fields.location'), value: (i) => i.location },
    { header: t('fields.shift'), value: (i) => L.shift(i.shift) },
    { header: t('fields.riskLevel'), value: (i) => L.risk(i.risk_level) },
    { header: t('fields.rating'), value: (i) => L.rating(i.severity, i.likelihood) },
    { header: t('fields.status'), value: (i) => L.status(displayIncidentStatus(i, today)) },
    { header: t('fields.victims'), value: (i) => i.victims.length },
    { header: t('fields.reporter'), value: (i) => (i.anonymous ? t('fields.anonymous') : (i.reporter_name ?? '')) },
  ];
}
