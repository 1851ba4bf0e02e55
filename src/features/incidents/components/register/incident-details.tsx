import type { IncidentRecord, Victim } from '../../model';
import { displayIncidentStatus } from '../../model';
import { todayIso } from '@/features/actions/public';
import { useIncidentLabels, type IncidentLabels } from './labels';

/** The report's label/value pairs (summary, printable report and its PDF share them). */
export function reportRows(i: IncidentRecord, L: IncidentLabels, today = todayIso()): [string, string][] {
  const { t } = L;
  return [
    [t('fields.number'), i.number],
    [t('fields.status'), L.status(displayIncidentStatus(i, today))],
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

/** Read-only victims table (summary and printable report). */
export function VictimsTable({ incident }: { incident: IncidentRecord }) {
  const L = useIncidentLabels();
  const { t } = L;
  if (incident.victims.length === 0) return <p>{t('summary.noVictims')}</p>;
  return (
    <div className="table-scroll">
      <table className="data-table victims-table report-table">
        <caption className="sr-only">{t('fields.victims')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('victim.name')}</th>
            <th scope="col">{t('victim.type')}</th>
            <th scope="col">{t('victim.gender')}</th>
            <th scope="col">{t('victim.ageRange')}</th>
            <th scope="col">{t('fields.bodyParts')}</th>
            <th scope="col">{t('fields.injuryDetails')}</th>
            <th scope="col">{t('fields.takenToHospital')}</th>
            <th scope="col">{t('fields.treatment')}</th>
            <th scope="col">{t('fields.returnToWork')}</th>
          </tr>
        </thead>
        <tbody>
          {incident.victims.map((v) => (
            <tr key={v.id}>
              <td>
                {v.name}
                {v.employee_id ? ` (${v.employee_id})` : ''}
              </td>
              <td>{L.victimType(v.type)}</td>
              <td>{L.gender(v.gender)}</td>
              <td>{L.ageRange(v.age_range) || '—'}</td>
              <td>{v.body_parts.map(L.bodyPart).join(', ') || '—'}</td>
              <td>{v.injury_details || '—'}</td>
              <td>{L.yesNo(v.taken_to_hospital)}</td>
              <td>{L.treatment(v.treatment) || '—'}</td>
              <td>{L.date(v.return_to_work_date) || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
