import { useTranslation } from 'react-i18next';
import { OSHA_CASE_TYPES, caseColumn } from '../model/osha';
import { useGetOsha300aQuery } from '../api/osha-api';
import type { OshaLabels } from '../routes/osha-logs-page';
import { FormExport } from './form-export';

/** Form 300A: the year's totals of the log and the establishment's employees and hours. */
export function SummaryPanel({ year, siteId, siteName, L }: { year: number; siteId: number; siteName: string; L: OshaLabels }) {
  const { t } = L;
  const { i18n } = useTranslation('oshaLogs');
  const q = useGetOsha300aQuery({ year, site_id: siteId });
  const n = (v: number) => new Intl.NumberFormat(i18n.language).format(v);
  if (q.isError) return <p role="alert">{t('failed')}</p>;
  if (!q.data) return <p aria-busy="true">{t('loading')}</p>;
  const { summary: s, organization_name, today } = q.data;
  const inProgress = s.months < 12;
  const rows: [string, number][] = [
    [t('summary.G'), s.deaths],
    [t('summary.H'), s.days_away_cases],
    [t('summary.I'), s.restricted_cases],
    [t('summary.J'), s.other_cases],
    [t('summary.K'), s.days_away],
    [t('summary.L'), s.days_restricted],
    ...OSHA_CASE_TYPES.map((type) => [`(${caseColumn(type)}) ${L.caseType(type)}`, s.types[type]] as [string, number]),
  ];
  const establishment: [string, string][] = [
    [t('summary.organization'), organization_name],
    [t('summary.site'), siteName],
    [t('summary.averageEmployees'), String(s.average_employees)],
    [t('summary.totalHours'), String(s.total_hours)],
  ];
  const hoursNote = t('summary.hoursNote', { months: s.months, defaulted: s.defaulted_months, siteMonths: s.site_months });
  return (
    <>
      <FormExport
        kinds={['excel', 'pdf']}
        title={t('summary.caption', { year })}
        sheet={t('export.summarySheet')}
        sections={[
          [t('summary.caption', { year }), rows.map(([label, value]) => [label, String(value)])],
          [t('summary.establishment'), establishment],
        ]}
        intro={[...(inProgress ? [t('summary.yearToDate', { date: L.date(today) })] : []), hoursNote]}
        fileName={t('export.summaryFile', { year })}
        labels={{ excel: t('export.summaryExcel'), pdf: t('export.summaryPdf') }}
      />
      {inProgress && <p>{t('summary.yearToDate', { date: L.date(today) })}</p>}
      <table className="osha-table osha-summary">
        <caption>{t('summary.caption', { year })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('summary.measure')}</th>
            <th scope="col" className="num">
              {t('summary.value')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td className="num">{n(value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="osha-table osha-summary">
        <caption>{t('summary.establishment')}</caption>
        <tbody>
          <tr>
            <th scope="row">{t('summary.organization')}</th>
            <td>{organization_name}</td>
          </tr>
          <tr>
            <th scope="row">{t('summary.site')}</th>
            <td>{siteName}</td>
          </tr>
          <tr>
            <th scope="row">{t('summary.averageEmployees')}</th>
            <td className="num">{n(s.average_employees)}</td>
          </tr>
          <tr>
            <th scope="row">{t('summary.totalHours')}</th>
            <td className="num">{n(s.total_hours)}</td>
          </tr>
        </tbody>
      </table>
      <p>
        <small>{hoursNote}</small>
      </p>
    </>
  );
}
