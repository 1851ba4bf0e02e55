import { Suspense, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { StatusTabs } from '@/components/list/list-ui';
import { useListState } from '@/components/list/list-state';
import { useCanAll } from '@/lib/ability/use-can';
import { todayIso } from '@/lib/forms/dates';
import { LabelledSelect } from '@/components/form/labelled-select';
import { RATE_BASES, type ExportFilter, type RateBase } from '@/features/dashboard/public';
import { STAT_MODULES, finYearOf } from '../model';
import { useGetStatisticsQuery, useGetStatisticsSettingsQuery } from '../api/statistics-api';
import { StatTable } from '../components/stat-table';
import { useColumnLabel } from '../components/labels';
import './statistics.css';
import { showsOtherData } from '@/lib/api/query-busy';

const FILTER_KEYS = ['module', 'year', 'site_id', 'base', 'cell'] as const;
const NUMERIC = ['year', 'base'] as const;
type StatFilters = { module?: string; year?: number; site_id?: number; base?: number; cell?: string };
/** an open cell belongs to the figures it was opened from: any other change closes it */
const closesCell = (key: keyof StatFilters): Partial<StatFilters> => (key === 'cell' ? {} : { cell: undefined });

/**
 * /statistics (SPEC §2; §3 "Statistics settings"; §9 Jan–Dec, monthly): the figures of one module per month (or per
 * financial year) as tables, each with a chart; every cell opens its formula and the records behind it, exportable.
 * Year, site, rate base, module and the open cell live in the URL (`useListState`: back returns to the figures before).
 * Not a `Register`: tables of figures with charts, nothing to search, sort or page.
 */
export default function StatisticsPage() {
  const { t } = useTranslation('statistics');
  const { filters, setFilter } = useListState<StatFilters>({ base: '/statistics', filterKeys: FILTER_KEYS, numeric: NUMERIC, defaultSort: '', dependents: closesCell });
  const settings = useGetStatisticsSettingsQuery();
  const can = useCanAll(STAT_MODULES.map((m) => ['read', m === 'observations' ? 'Observation' : m === 'incidents' ? 'Incident' : m === 'actions' ? 'Action' : m === 'audits' ? 'Audit' : 'HIRA'] as const));
  const allowed = STAT_MODULES.filter((_, i) => can[i]);
  const module = allowed.find((m) => m === filters.module) ?? allowed[0];
  const today = todayIso();
  const s = settings.data?.settings;
  const fy = s?.fin_year_type ?? 'jan_dec';
  const thisYear = finYearOf(today, fy);
  const year = filters.year || thisYear;
  const siteId = filters.site_id !== undefined ? Math.max(0, Number(filters.site_id) || 0) : s && !s.all_sites ? (s.site_id ?? 0) : 0;
  const baseParam = Number(filters.base);
  const base: RateBase = (RATE_BASES as readonly number[]).includes(baseParam) ? (baseParam as RateBase) : 200_000;
  const years = useMemo(() => Array.from({ length: 10 }, (_, i) => thisYear - i), [thisYear]);
  const colLabel = useColumnLabel();

  const stats = useGetStatisticsQuery({ module: module ?? 'observations', year, site_id: siteId, base }, { skip: !module || !settings.data });
  const siteName = siteId ? (settings.data?.sites.find((x) => x.id === siteId)?.name ?? `#${siteId}`) : t('allSites');
  const yearLabel = fy === 'jan_dec' ? String(year) : `${year}–${String((year + 1) % 100).padStart(2, '0')}`;

  return (
    <div className="statistics">
      <div className="statistics-head">
        <h1>{t('title')}</h1>
        <Link to="/statistics/settings">{t('settingsLink')}</Link>
      </div>
      {!module ? (
        <p>{t('noModules')}</p>
      ) : !settings.data ? (
        settings.isError ? <p role="alert">{t('failed')}</p> : <p aria-busy="true">{t('loading')}</p>
      ) : (
        <>
          <p>{t('shownAs', { frequency: t(`frequency.${settings.data.settings.frequency_type}`), fy: t(`finYear.${fy}`) })}</p>
          <form className="statistics-filters" aria-label={t('filters.label')} onSubmit={(e) => e.preventDefault()}>
            <LabelledSelect id="stat-year" label={t('filters.year')} value={String(year)} options={years.map((y) => [String(y), fy === 'jan_dec' ? String(y) : `${y}–${String((y + 1) % 100).padStart(2, '0')}`])} onChange={(v) => setFilter('year', Number(v))} />
            <LabelledSelect id="stat-site" label={t('filters.site')} value={String(siteId)} options={[['0', t('allSites')], ...settings.data.sites.map((x) => [String(x.id), x.name] as [string, string])]} onChange={(v) => setFilter('site_id', Number(v))} />
            <LabelledSelect id="stat-base" label={t('filters.base')} value={String(base)} options={RATE_BASES.map((b) => [String(b), t(`bases.${b}`)])} onChange={(v) => setFilter('base', Number(v))} />
          </form>
          <StatusTabs tabs={allowed.map((m) => ({ value: m, label: t(`modules.${m}`) }))} value={module} onChange={(v) => setFilter('module', v)} label={t('tabs')} panelId="stat-panel" />
          <div id="stat-panel" role="tabpanel" aria-labelledby={`stat-panel-tab-${module}`} className="statistics-sections" aria-busy={showsOtherData(stats)}>
            {stats.isError ? (
              <p role="alert">{t('failed')}</p>
            ) : !stats.data ? (
              <p aria-busy="true">{t('loading')}</p>
            ) : (
              <Suspense fallback={<p aria-busy="true">{t('loading')}</p>}>
                {stats.data.sections.map((section) => (
                  <StatTable
                    key={`${module}.${section.key}`}
                    section={section}
                    columns={stats.data!.columns.map((c) => ({ ...c, label: colLabel(c, stats.data!.fin_year_type) }))}
                    open={filters.cell ?? null}
                    onOpen={(cell) => setFilter('cell', cell ?? undefined)}
                    siteChosen={siteId > 0}
                    exportFilters={
                      [
                        [t('filters.module'), t(`modules.${module}`)],
                        [t('filters.year'), yearLabel],
                        [t('filters.site'), siteName],
                        [t('filters.base'), t(`bases.${base}`)],
                      ] satisfies ExportFilter[]
                    }
                  />
                ))}
              </Suspense>
            )}
          </div>
        </>
      )}
    </div>
  );
}

