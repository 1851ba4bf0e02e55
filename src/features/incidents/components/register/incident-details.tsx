import { todayIso } from '@/lib/forms/dates';
import type { IncidentRecord, Victim } from '../../model';
import { displayIncidentStatus } from '../../model';

import { useIncidentLabels, type IncidentLabels } from './labels';

/** The report's label/value pairs (summary, printable report and its PDF share them). */
export function reportRows(i: IncidentRecord, L: IncidentLabels, today = todayIso()): [string, string][] {
  const { t } = L;
  return [
    [t('fields.number'), i.number],
    [t('fields.status'), L.incidentStatus(displayIncidentStatus(i, today))],
    [t('fields.type'), L.type(i.type)],
    [t('fields.category'), L.category(i.category)],
    [t('fields.description'), i.description],
    [t('fields.siteArea'), `${i.site_name ?? ''}${i.area_name ? ` / ${i.area_name}` : ''}`],
    [t('fields.location'), i.location],
    [t('fields.shift'), L.shift(i.shift)],
    [t('fields.occurredAt'), L.dateTime(i.occurred_at)],
    [t('fields.riskLevel'), L.risk(i.risk_level)],
    [t('fields.rating'), L.rating(i.severity, i.likelihood)],
    [t('fields.investigationRequired'), L.yesNo(i.investigation_required)],
    [t('fields.machineOrLocation'), i.machine_or_location],
    [t('fields.extentOfDamage'), i.extent_of_damage],
    [t('fields.immediateAction'), i.immediate_action],
    [t('fields.remarks'), i.remarks],
    [t('fields.hasVictims'), L.yesNo(i.has_victims)],
    [t('fields.reporter'), i.anonymous ? t('fields.anonymous') : (i.reporter_name ?? '')],
  ];
}

export function victimText(v: Victim, L: IncidentLabels): string {
  const { t } = L;
  return [
    `${v.name} (${L.victimType(v.type)}, ${L.gender(v.gender)}${v.age_range ? `, ${L.ageRange(v.age_range)}` : ''})`,
    v.employee_id ? `${t('fields.employeeId')}: ${v.employee_id}` : '',
    v.body_parts.length ? `${t('fields.bodyParts')}: ${v.body_parts.map(L.bodyPart).join(', ')}` : '',
    v.injury_details ? `${t('fields.injuryDetails')}: ${v.injury_details}` : '',
    `${t('fields.takenToHospital')}: ${L.yesNo(v.taken_to_hospital)}`,
    v.treatment ? `${t('fields.treatment')}: ${L.treatment(v.treatment)}` : '',
    v.return_to_work_date ? `${t('fields.returnToWork')}: ${L.date(v.return_to_work_date)}` : '',
  ]
    .filter(Boolean)
    .join('; ');
}

export function ReportDetails({ incident }: { incident: IncidentRecord }) {
  const L = useIncidentLabels();
  return (
    <dl className="details">
      {reportRows(incident, L).map(([k, v]) => (
        <div key={k} style={{ display: 'contents' }}>
          <dt>{k}</dt>
          <dd>{v || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Read-only victims (summary and printable report): one block per victim, so nothing scrolls sideways. */
export function VictimsList({ incident }: { incident: IncidentRecord }) {
  const L = useIncidentLabels();
  const { t } = L;
  if (incident.victims.length === 0) return <p>{t('summary.noVictims')}</p>;
  return (
    <ul className="victims-list" aria-label={t('fields.victims')}>
      {incident.victims.map((v) => (
        <li key={v.id}>
          <p className="victim-name">{v.name}</p>
          <dl className="details">
            {(
              [
                [t('victim.type'), L.victimType(v.type)],
                [t('victim.gender'), L.gender(v.gender)],
                [t('fields.employeeId'), v.employee_id],
                [t('victim.ageRange'), L.ageRange(v.age_range)],
                [t('fields.bodyParts'), v.body_parts.map(L.bodyPart).join(', ')],
                [t('fields.injuryDetails'), v.injury_details],
                [t('fields.takenToHospital'), L.yesNo(v.taken_to_hospital)],
                [t('fields.treatment'), L.treatment(v.treatment)],
                [t('fields.returnToWork'), L.date(v.return_to_work_date)],
              ] as [string, string][]
            ).map(([k, value]) => (
              <div key={k} style={{ display: 'contents' }}>
                <dt>{k}</dt>
                <dd>{value || '—'}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
