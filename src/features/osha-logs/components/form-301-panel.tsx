import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { addressLine, caseColumn, describeCase, type OshaCase } from '../model/osha';
import { useGetOsha301Query } from '../api/osha-api';
import { nameOf } from './export';
import type { OshaLabels } from '../routes/osha-logs-page';
import { FormExport } from './form-export';
import { FactsTable } from './facts-table';

/** an empty value as a dash */
const dash = (v: string | number | null | undefined) => (v === null || v === undefined || v === '' ? '—' : String(v));
const key = (c: Pick<OshaCase, 'incident_id' | 'victim_id'>) => `${c.incident_id}:${c.victim_id}`;

/** Form 301 of one case: chosen from the year's log (or opened from a row's "301" link). */
export function Form301Panel({ cases, year, incident, victim, L, onChoose }: { cases: OshaCase[]; year: number; incident?: number; victim?: number; L: OshaLabels; onChoose(c: OshaCase | null): void }) {
  const { t } = L;
  const chosen = incident && victim ? `${incident}:${victim}` : '';
  return (
    <>
      <div className="field osha-case-pick">
        <label htmlFor="osha-301-case">{t('f301.choose')}</label>
        <select id="osha-301-case" className="native-input" value={chosen} aria-describedby="osha-301-case-hint" onChange={(e) => onChoose(cases.find((c) => key(c) === e.target.value) ?? null)}>
          <option value="">{t('f301.pick')}</option>
          {chosen && !cases.some((c) => key(c) === chosen) && <option value={chosen}>{t('f301.otherCase')}</option>}
          {cases.map((c) => (
            <option key={key(c)} value={key(c)}>
              {c.case_no} — {nameOf(c, t)} — {L.date(c.date)}
            </option>
          ))}
        </select>
        <small id="osha-301-case-hint">{t('f301.chooseHint', { year })}</small>
      </div>
      {incident && victim ? <Report incident={incident} victim={victim} L={L} /> : <p>{t('f301.none')}</p>}
    </>
  );
}

function Report({ incident, victim, L }: { incident: number; victim: number; L: OshaLabels }) {
  const { t } = L;
  const { t: ti } = useTranslation('incidents');
  const q = useGetOsha301Query({ incident, victim });
  if (q.isError) return <p role="alert">{t('f301.notFound')}</p>;
  if (!q.data) return <p aria-busy="true">{t('loading')}</p>;
  const r = q.data;
  const c = r.case;
  const yesNo = (v: boolean) => (v ? t('f301.yes') : t('f301.no'));
  const sections: [string, [string, string][]][] = [
    // the establishment the case belongs to (300A / 301 establishment information)
    ...(r.establishment ? [[t('summary.establishment'), [[t('summary.site'), r.establishment.name], [t('summary.address'), addressLine(r.establishment) || t('summary.noAddress')], [t('summary.naics'), r.establishment.naics_code || t('summary.naicsNone')]]] as [string, [string, string][]]] : []),
    [
      t('f301.employee'),
      [
        [t('f301.fullName'), r.full_name],
        [t('f301.employeeId'), dash(r.employee_id)],
        [t('f301.gender'), r.gender ? ti(`genders.${r.gender}`) : '—'],
        [t('f301.jobTitle'), dash(c.job_title)],
      ],
    ],
    [
      t('f301.treatment'),
      [
        [t('f301.emergencyRoom'), yesNo(r.emergency_room)],
        [t('f301.inpatient'), yesNo(r.inpatient)],
        [t('f301.treatmentGiven'), r.treatment ? ti(`treatments.${r.treatment}`) : '—'],
      ],
    ],
    [
      t('f301.case'),
      [
        [t('f301.caseNo'), c.case_no],
        [t('f301.dateOfInjury'), L.date(r.date_of_injury)],
        [t('f301.timeOfEvent'), dash(r.time_of_event)],
        [t('f301.where'), dash(c.where)],
        [t('f301.whatHappened'), dash(r.what_happened)],
        [t('f301.injury'), dash(describeCase({ ...c, what_happened: '' }, L.bodyPart))],
        [t('f301.object'), dash(r.object_or_substance)],
        [t('f301.dateOfDeath'), r.date_of_death ? L.date(r.date_of_death) : '—'],
        [t('f301.outcome'), `(${c.outcome}) ${L.outcome(c.outcome)}`],
        [t('f301.daysAway'), String(c.days_away)],
        [t('f301.daysRestricted'), String(c.days_restricted)],
        [t('f301.caseType'), `(${caseColumn(c.case_type)}) ${L.caseType(c.case_type)}`],
      ],
    ],
  ];
  return (
    <>
      <h2>{t('f301.title', { caseNo: c.case_no })}</h2>
      <FormExport
        kinds={['pdf']}
        title={t('f301.title', { caseNo: c.case_no })}
        sheet={t('tabs.301')}
        sections={[...sections, [t('f301.certification'), ['completedBy', 'title', 'phone', 'date'].map((f) => [t(f === 'completedBy' ? 'f301.completedBy' : `summary.cert.${f}`), '____________________'] as [string, string])], [t('f301.notRecorded'), r.not_recorded.map((f) => [t(`f301.fields.${f}`), '—'] as [string, string])]]}
        intro={[c.incident_number]}
        fileName={t('export.form301File', { caseNo: c.case_no })}
        labels={{ excel: '', pdf: t('export.form301Pdf') }}
      />
      <p>
        <Link to={`/incidents/summary/${c.incident_id}`}>{t('f301.openIncident', { number: c.incident_number })}</Link>
      </p>
      {sections.map(([title, rows]) => (
        <FactsTable key={title} caption={title} rows={rows} />
      ))}
      <h3>{t('f301.notRecorded')}</h3>
      <p>{t('f301.notRecordedIntro')}</p>
      <ul>
        {r.not_recorded.map((f) => (
          <li key={f}>{t(`f301.fields.${f}`)}</li>
        ))}
      </ul>
    </>
  );
}
