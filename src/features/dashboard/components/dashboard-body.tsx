import { useMemo } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { StatusTabs } from '@/components/list/list-ui';
import { useCanAll } from '@/lib/ability/use-can';
import { todayIso } from '@/lib/forms/dates';
import { useEnumLabels } from '@/lib/i18n/use-enum-labels';
import DashboardTab from './dashboard-tab';
import { LabelledSelect } from '@/components/form/labelled-select';
import { FIN_YEAR_TYPES, RATE_BASES, RECORD_DATE_TYPES, filterParams, parseFilters, resolveRange, type DashboardFilters } from '../model/indicators';
import { useGetDashboardSettingsQuery } from '../api/dashboard-api';
import type { DashModule } from '../model/figures';
import type { ExportFilter } from './figure-panel';
import { PeriodFields } from './period-fields';
import { useListState } from '@/components/list/list-state';

/** the dashboard's state in the URL: the module tab, the filters and the open figure */
const URL_KEYS = ['tab', 'period', 'from', 'to', 'date_type', 'fy', 'site_id', 'base', 'figure'] as const;
type UrlState = Partial<Record<(typeof URL_KEYS)[number], string | number>>;

const TABS: readonly DashModule[] = ['observations', 'permits', 'incidents', 'actions', 'audits', 'hira'];
/** the classic dashboard's tabs (SPEC §2 "/dashboard_old", "Dashboards, old and new, with observation, permit, incident and action tabs") */
const CLASSIC_TABS: readonly DashModule[] = ['observations', 'permits', 'incidents', 'actions'];

/**
 * The dashboard below its heading (loaded after the first paint, with the API client): a tab per module the user may
 * read, one filter bar (period, record date, financial year, site, rate base) kept in the URL, and the figures of the
 * chosen tab — each opens its formula and the records behind it.
 */
export default function DashboardBody({ classic = false }: { classic?: boolean }) {
  const { t } = useTranslation('indicators');
  const L = useEnumLabels('indicators', {});
  const { pathname } = useLocation();
  const list = useListState<UrlState>({ base: pathname.replace(/\/+$/, ''), filterKeys: URL_KEYS, defaultSort: '' });
  const url = list.filters;
  const param = (key: keyof UrlState) => (url[key] === undefined ? null : String(url[key]));
  const [readObs, readInc, readAct, readAud, readHira, readPermit] = useCanAll([
    ['read', 'Observation'],
    ['read', 'Incident'],
    ['read', 'Action'],
    ['read', 'Audit'],
    ['read', 'HIRA'],
    ['read', 'Permit'],
  ]);
  const readable: Record<DashModule, boolean> = { observations: readObs, incidents: readInc, actions: readAct, audits: readAud, hira: readHira, permits: readPermit };
  const allowed = (classic ? CLASSIC_TABS : TABS).filter((m) => readable[m]);
  const tab = allowed.find((m) => m === param('tab')) ?? allowed[0];
  const filters = useMemo(() => parseFilters((k) => (url[k as keyof UrlState] === undefined ? null : String(url[k as keyof UrlState]))), [url]);
  const settings = useGetDashboardSettingsQuery();
  const today = todayIso();
  const range = resolveRange(filters.period, today, filters.fy, filters.from, filters.to);
  const customInvalid = filters.period === 'custom' && !!filters.from && !!filters.to && filters.from > filters.to;
  const siteName = filters.site_id ? (settings.data?.sites.find((s) => s.id === filters.site_id)?.name ?? `#${filters.site_id}`) : t('filters.allSites');
  // what an export of a drill-down list says it was counted with
  const exportFilters: ExportFilter[] = [
    [t('filters.period'), `${t(`periods.${filters.period}`)} (${range.from} – ${range.to})`],
    [t('filters.dateType'), t(`dateTypes.${filters.date_type}`)],
    [t('filters.fy'), t(`finYears.${filters.fy}`)],
    [t('filters.site'), siteName],
    [t('filters.base'), t(`bases.${filters.base}`)],
  ];

  const update = (patch: Record<string, string | null>) =>
    list.setFilters((current) => {
      const next: UrlState = { ...current };
      for (const [k, v] of Object.entries(patch)) next[k as keyof UrlState] = v ?? undefined;
      // a figure's panel belongs to the figures it was opened from
      if (!('figure' in patch)) next.figure = undefined;
      return next;
    });
  const setFilter = (key: keyof DashboardFilters, value: string) => update({ [key]: value });

  if (!tab) {
    return (
      <>
        <p className="dashboard-empty">{t('noTabs')}</p>
        <p className="dashboard-not-set-up">{t('notSetUp')}</p>
      </>
    );
  }

  return (
    <>
      <form className="dashboard-filters" aria-label={t('filters.label')} onSubmit={(e) => e.preventDefault()}>
        <PeriodFields idPrefix="dash" period={filters.period} from={filters.from} to={filters.to} range={range} today={today} onChange={update} />
        <LabelledSelect id="dash-date-type" label={t('filters.dateType')} value={filters.date_type} options={RECORD_DATE_TYPES.map((d) => [d, t(`dateTypes.${d}`)])} onChange={(v) => setFilter('date_type', v)} />
        <LabelledSelect id="dash-fy" label={t('filters.fy')} value={filters.fy} options={FIN_YEAR_TYPES.map((f) => [f, t(`finYears.${f}`)])} onChange={(v) => setFilter('fy', v)} />
        <LabelledSelect
          id="dash-site"
          label={t('filters.site')}
          value={String(filters.site_id)}
          options={[['0', t('filters.allSites')], ...(settings.data?.sites ?? []).map((s) => [String(s.id), s.name] as [string, string])]}
          onChange={(v) => setFilter('site_id', v)}
        />
        {!classic && <LabelledSelect id="dash-base" label={t('filters.base')} value={String(filters.base)} options={RATE_BASES.map((b) => [String(b), t(`bases.${b}`)])} onChange={(v) => setFilter('base', v)} />}
      </form>
      <p className="dashboard-range" aria-live="polite">
        {t('range', { from: L.date(range.from), to: L.date(range.to) })}
      </p>

      <StatusTabs tabs={allowed.map((m) => ({ value: m, label: t(`tabs.${m}`) }))} value={tab} onChange={(v) => update({ tab: v })} label={t('tabs.label')} panelId="dash-panel" />
      <div id="dash-panel" role="tabpanel" aria-labelledby={`dash-panel-tab-${tab}`} className="dashboard-panel">
        {/* a reversed custom range shows its message, not figures of another period */}
        {!customInvalid && <DashboardTab module={tab} params={filterParams(filters)} figure={param('figure')} onFigure={(id) => update({ figure: id })} exportFilters={classic ? exportFilters.slice(0, 4) : exportFilters} classic={classic} />}
      </div>
      {!classic && (
        <>
          <p className="dashboard-not-set-up">{t('notSetUp')}</p>
          <p>
            <Link to="/statistics">{t('statisticsLink')}</Link>
          </p>
        </>
      )}
    </>
  );
}

