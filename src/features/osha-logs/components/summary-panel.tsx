import { useTranslation } from 'react-i18next';
import { CERTIFICATION_FIELDS, OSHA_CASE_TYPES, addressLine, caseColumn } from '../model/osha';
import { useGetOsha300aQuery } from '../api/osha-api';
import type { OshaLabels } from '../routes/osha-logs-page';
import { FormExport } from './form-export';
import { FactsTable } from './facts-table';

/** Form 300A: the year's totals of the log and the establishment's employees and hours. */
export function SummaryPanel({ year, siteId, siteName, L }: { year: number; siteId: number; siteName: string; L: OshaLabels }) {
  const { t } = L;
  const { i18n } = useTranslation('oshaLogs');
  const q = useGetOsha300aQuery({ year, site_id: siteId });
  const n = (v: number) => new Intl.NumberFormat(i18n.language).format(v);
  if (q.isError) return <p role="alert">{t('failed')}</p>;
  if (!q.data) return <p aria-busy="true">{t('loading')}</p>;
  const { summary: s, organization_name, today, establishment: e } = q.data;
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
  // 1904.32(b)(3): the establishment's name, address, industry (NAICS), annual average employees and total hours
  const establishment: [string, string][] = [
    [t('summary.organization'), organization_name],
    [t('summary.site'), e?.name && siteId ? e.name : siteName],
    [t('summary.address'), (e && addressLine(e)) || t('summary.noAddress')],
    [t('summary.naics'), e?.naics_code || t('summary.naicsNone')],
    [t('summary.averageEmployees'), n(s.average_employees)],
    [t('summary.totalHours'), n(s.total_hours)],
  ];
  // 1904.32(b)(3): certified by a company executive — the lines the signed form carries, left blank
  const certification: [string, string][] = [[t('summary.certify'), ''], ...CERTIFICATION_FIELDS.map((f) => [t(`summary.cert.${f}`), '____________________'] as [string, string])];
  const basis = s.hours_basis === 'actual' || s.hours_basis === 'mixed' ? s.hours_basis : 'estimate';
  const hoursNote = t(`summary.hoursNote_${basis}`, { months: s.months, defaulted: s.defaulted_months, siteMonths: s.site_months, actual: s.actual_site_months });
  return (
    <>
      <FormExport
        kinds={['excel', 'pdf']}
        title={t('summary.caption', { year })}
        sheet={t('export.summarySheet')}
        sections={[
          // the title is the document's; the first section has its own name, so the PDF prints the title once
          [t('summary.casesTitle'), rows.map(([label, value]) => [label, String(value)])],
          [t('summary.establishment'), establishment],
          [t('summary.certification'), certification],
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
      <FactsTable caption={t('summary.establishment')} rows={establishment} />
      <p>
        <small>{hoursNote}</small>
      </p>
      <section className="osha-certification" aria-labelledby="osha-cert-title">
        <h3 id="osha-cert-title">{t('summary.certification')}</h3>
        <p>{t('summary.certify')}</p>
        <dl>
          {CERTIFICATION_FIELDS.map((f) => (
            <div key={f}>
              <dt>{t(`summary.cert.${f}`)}</dt>
              <dd>____________________</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}
