import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { showToast } from '@/lib/feedback/toast-service';
import { todayIso } from '@/lib/forms/dates';
import { useEnumLabels } from '@/lib/i18n/use-enum-labels';
import { FilterSelect } from '@/components/list/list-pieces';
import { StatusTabs } from '@/components/list/list-ui';
import { useListState } from '@/components/list/list-state';
import { OSHA_CASE_TYPES, OUTCOMES, caseColumn, describeCase, logYears, type OshaCase, type SiteRef } from '../model/osha';
import { useGetOsha300Query } from '../api/osha-api';
import { exportExcel, exportPdf, nameOf, type LogLabels } from '../components/export';
import { SummaryPanel } from '../components/summary-panel';
import { Form301Panel } from '../components/form-301-panel';
import '../components/osha-logs.css';
import { showsOtherData } from '@/lib/api/query-busy';

const FILTER_KEYS = ['year', 'site_id', 'incident', 'victim'] as const;
interface Filters {
  year?: number;
  site_id?: number;
  incident?: number;
  victim?: number;
}
const FORMS = ['300', '300a', '301'] as const;
type Form = (typeof FORMS)[number];
const PANEL = 'osha-panel';

/** translated labels of the log: the page's namespace plus the incidents' body parts */
export function useLogLabels() {
  const L = useEnumLabels('oshaLogs', { outcome: 'outcomes', caseType: 'types' });
  const { t: ti } = useTranslation('incidents');
  return { ...L, bodyPart: (p: string) => ti(`bodyParts.${p}`) } satisfies LogLabels & typeof L;
}
export type OshaLabels = ReturnType<typeof useLogLabels>;

/** OSHA 300 (log), 300A (summary) and 301 (incident report) of one year and site, generated from the incidents. */
export default function OshaLogsPage() {
  const L = useLogLabels();
  const { t } = L;
  const { i18n } = useTranslation('oshaLogs');
  const today = todayIso();
  const years = logYears(today);
  const list = useListState<Filters>({ base: '/osha-logs', filterKeys: FILTER_KEYS, numeric: ['year', 'incident', 'victim'], defaultSort: 'date', defaultTab: '300' });
  const form: Form = (FORMS as readonly string[]).includes(list.tab) ? (list.tab as Form) : '300';
  const year = list.filters.year && years.includes(list.filters.year) ? list.filters.year : years[0];
  const siteId = list.filters.site_id ?? 0;
  const log = useGetOsha300Query({ year, site_id: siteId });
  const sites: SiteRef[] = log.data?.sites ?? [];
  const siteName = siteId ? (sites.find((s) => s.id === siteId)?.name ?? '') : t('filters.allSites');

  /** a link to a case's 301 that keeps the year and site */
  const link301 = (c: OshaCase) => {
    const p = new URLSearchParams({ tab: '301', incident: String(c.incident_id), victim: String(c.victim_id) });
    if (list.filters.year) p.set('year', String(list.filters.year));
    if (siteId) p.set('site_id', String(siteId));
    return `/osha-logs?${p}`;
  };

  return (
    <div className="osha-logs">
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <form className="filters" aria-label={t('filters.label')} onSubmit={(e) => e.preventDefault()}>
        <FilterSelect id="osha-year" label={t('filters.year')} any={String(years[0])} value={list.filters.year !== years[0] ? list.filters.year : undefined} options={years.slice(1).map((y) => [y, String(y)] as const)} onChange={(v) => list.setFilters((f) => ({ ...f, year: v ? Number(v) : undefined, incident: undefined, victim: undefined }))} />
        <FilterSelect id="osha-site" label={t('filters.site')} any={t('filters.allSites')} value={siteId || undefined} options={sites.map((s) => [s.id, s.name] as const)} onChange={(v) => list.setFilters((f) => ({ ...f, site_id: v ? Number(v) : undefined, incident: undefined, victim: undefined }))} />
      </form>
      <StatusTabs label={t('tabs.label')} panelId={PANEL} value={form} onChange={list.setTab} tabs={FORMS.map((f) => ({ value: f, label: t(`tabs.${f}`) }))} />
      <div id={PANEL} role="tabpanel" aria-labelledby={`${PANEL}-tab-${form}`} className="osha-panel" aria-busy={showsOtherData(log)}>
        {log.isError ? (
          <p role="alert">
            {t('failed')}{' '}
            <Button type="button" link label={t('retry')} onClick={() => void log.refetch()} />
          </p>
        ) : !log.data ? (
          <p aria-busy="true">{t('loading')}</p>
        ) : form === '300' ? (
          <LogTable cases={log.data.cases} year={year} siteName={siteName} L={L} lang={i18n.language} link301={link301} />
        ) : form === '300a' ? (
          <SummaryPanel year={year} siteId={siteId} siteName={siteName} L={L} />
        ) : (
          <Form301Panel cases={log.data.cases} year={year} incident={list.filters.incident} victim={list.filters.victim} L={L} onChoose={(c) => list.setFilters((f) => ({ ...f, incident: c?.incident_id, victim: c?.victim_id }))} />
        )}
      </div>
    </div>
  );
}

function LogTable({ cases, year, siteName, L, lang, link301 }: { cases: OshaCase[]; year: number; siteName: string; L: OshaLabels; lang: string; link301(c: OshaCase): string }) {
  const { t } = L;
  const [busy, setBusy] = useState<'excel' | 'pdf' | null>(null);
  const fileBase = t('export.file', { year });
  const run = async (kind: 'excel' | 'pdf') => {
    setBusy(kind);
    try {
      if (kind === 'excel') await exportExcel(cases, L, `${fileBase}.xlsx`);
      else await exportPdf(cases, L, t('log.caption', { year }), t('export.filters', { year, site: siteName }), `${fileBase}.pdf`, lang);
    } catch {
      showToast({ severity: 'error', summary: t('export.failed'), detail: '' });
    } finally {
      setBusy(null);
    }
  };
  const caption = t('log.caption', { year });
  return (
    <>
      <div className="osha-actions">
        <p>
          {siteName} · {t('log.count', { count: cases.length })}
        </p>
        <Button type="button" icon="pi pi-file-excel" label={t('export.excel')} outlined size="small" loading={busy === 'excel'} disabled={!!busy} onClick={() => void run('excel')} />
        <Button type="button" icon="pi pi-file-pdf" label={t('export.pdf')} outlined size="small" loading={busy === 'pdf'} disabled={!!busy} onClick={() => void run('pdf')} />
      </div>
      {cases.length === 0 ? (
        <p>{t('log.empty', { year })}</p>
      ) : (
        // a region that scrolls sideways must be reachable by keyboard (WCAG 2.1.1; axe scrollable-region-focusable)
        // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div className="osha-scroll" role="region" aria-label={t('log.region')} tabIndex={0}>
          <table className="osha-table">
            <caption>{caption}</caption>
            <thead>
              <tr>
                {(['A', 'B', 'C', 'D', 'E', 'F'] as const).map((c) => (
                  <th key={c} scope="col">
                    {t(`cols.${c}`)}
                  </th>
                ))}
                {OUTCOMES.map((o) => (
                  <th key={o} scope="col" className="num">
                    {t(`cols.${o}`)}
                  </th>
                ))}
                <th scope="col" className="num">
                  {t('cols.K')}
                </th>
                <th scope="col" className="num">
                  {t('cols.L')}
                </th>
                <th scope="col">{t('cols.M')}</th>
                <th scope="col">{t('cols.links')}</th>
              </tr>
            </thead>
            <tbody>
              {cases.map((c) => (
                <tr key={c.case_no}>
                  <th scope="row">{c.case_no}</th>
                  <td>{c.privacy_case ? <em>{nameOf(c, t)}</em> : c.name}</td>
                  <td>{c.job_title}</td>
                  <td>{L.date(c.date)}</td>
                  <td>{c.where}</td>
                  <td className="wide">{describeCase(c, L.bodyPart)}</td>
                  {OUTCOMES.map((o) => (
                    <td key={o} className="num">
                      {c.outcome === o ? (
                        <>
                          <span aria-hidden="true">✔</span>
                          <span className="sr-only">{t('log.checked')}</span>
                        </>
                      ) : null}
                    </td>
                  ))}
                  <td className="num">{c.days_away}</td>
                  <td className="num">{c.days_restricted}</td>
                  <td>
                    ({caseColumn(c.case_type).slice(1)}) {L.caseType(c.case_type)}
                  </td>
                  <td>
                    <Link to={`/incidents/summary/${c.incident_id}`} aria-label={t('log.openIncident', { number: c.incident_number })}>
                      {c.incident_number}
                    </Link>{' '}
                    <Link to={link301(c)} aria-label={t('log.open301', { caseNo: c.case_no })}>
                      {t('log.form301')}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="osha-legend">
        <small>
          {t('log.legend')} {OSHA_CASE_TYPES.map((type) => `(${caseColumn(type).slice(1)}) ${L.caseType(type)}`).join(' · ')}
        </small>
      </p>
    </>
  );
}
