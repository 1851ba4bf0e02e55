import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageButtons } from '@/components/list/page-buttons';
import { useListState } from '@/components/list/list-state';
import { Button } from 'primereact/button';
import { todayIso } from '@/lib/forms/dates';
import { showToast } from '@/lib/feedback/toast-service';
import { LabelledSelect } from '@/components/form/labelled-select';
import { Chart, FIN_YEAR_TYPES, PeriodFields, RECORD_DATE_TYPES, parseFilters, resolveRange } from '@/features/dashboard/public';
import { KIND_MODULES, moduleOf, type ExportLabels, type ReportAnswer, type ReportCell, type ReportColumn, type ReportKind, type ReportRow } from '../model/report';
import { useGetReportQuery, useGetReportRecordsQuery, type ReportQuery } from '../api/reports-api';
import type { ExportFormat } from './report-export';
import '@/components/list/module.css';
import { ScrollRegion } from '@/components/data/scroll-region';
import { RecordsTable } from '@/components/data/records-table';
import { showsOtherData } from '@/lib/api/query-busy';

const PAGE = 50;

/** the report's filters in the URL (period, its custom range, date type, financial year, site, module) and the open drill-down */
const FILTER_KEYS = ['period', 'from', 'to', 'date_type', 'fy', 'site_id', 'base', 'module', 'drill'] as const;
type UrlFilters = Partial<Record<(typeof FILTER_KEYS)[number], string | number>>;

/** the drill-down's address in the URL: `<row key>|<column key>` (row `total` = the totals line) */
const drillKey = (row: string, column: string) => `${row}|${column}`;

function useLabels(kind: ReportKind) {
  const { t, i18n } = useTranslation(['reports', 'indicators']);
  return useMemo(() => {
    const nf = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
    const column = (c: ReportColumn) => t(`columns.${c.key}`);
    const row = (r: ReportRow) => r.label ?? t(r.label_key ?? '');
    const cell = (c: ReportCell, col: ReportColumn) => (c.value === null ? t('none') : col.kind === 'percent' ? t('percentValue', { value: nf.format(c.value) }) : nf.format(c.value));
    const exportLabels: ExportLabels = { rowHeader: t(`rowHeader.${kind}`), column, row, total: t('total') };
    return { t, lang: i18n.language, column, row, cell, exportLabels };
  }, [t, i18n.language, kind]);
}

/**
 * One report: its filters (in the URL, through `useListState`: back returns to the figures before), the table with
 * totals, its chart, the records behind a cell, the exports. Not a `Register`: one table of figures, nothing to search,
 * sort or page.
 */
export default function ReportBody({ kind }: { kind: ReportKind }) {
  const L = useLabels(kind);
  const { t } = L;
  const { pathname } = useLocation();
  const list = useListState<UrlFilters>({ base: pathname.replace(/\/+$/, ''), filterKeys: FILTER_KEYS, defaultSort: '' });
  const urlFilters = list.filters;
  const raw = (key: string) => (urlFilters[key as keyof UrlFilters] === undefined ? null : String(urlFilters[key as keyof UrlFilters]));
  const filters = useMemo(() => parseFilters((key) => (urlFilters[key as keyof UrlFilters] === undefined ? null : String(urlFilters[key as keyof UrlFilters]))), [urlFilters]);
  const module = moduleOf(kind, raw('module'));
  const today = todayIso();
  const range = resolveRange(filters.period, today, filters.fy, filters.from, filters.to);
  const customInvalid = filters.period === 'custom' && !!filters.from && !!filters.to && filters.from > filters.to;
  const query = useMemo(() => {
    const q: ReportQuery = { period: filters.period, date_type: filters.date_type, fy: filters.fy, site_id: String(filters.site_id) };
    if (filters.period === 'custom') Object.assign(q, { from: filters.from ?? '', to: filters.to ?? '' });
    if (module) q.module = module;
    return q;
  }, [filters, module]);
  const report = useGetReportQuery({ kind, params: query }, { skip: customInvalid });
  const data = report.data;
  const dateFmt = useMemo(() => new Intl.DateTimeFormat(L.lang, { dateStyle: 'medium' }), [L.lang]);
  const day = (iso: string) => dateFmt.format(new Date(`${iso}T00:00:00`));

  const update = (patch: Record<string, string | null>) =>
    list.setFilters((current) => {
      const next: UrlFilters = { ...current };
      for (const [k, v] of Object.entries(patch)) next[k as keyof UrlFilters] = v ?? undefined;
      // an open drill-down belongs to the figures it was opened from
      if (!('drill' in patch)) next.drill = undefined;
      return next;
    });

  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const siteName = data?.sites.find((s) => s.id === filters.site_id)?.name ?? t('indicators:filters.allSites');
  const onExport = async (format: ExportFormat) => {
    if (!data) return;
    setBusy(format);
    try {
      const { exportReport } = await import('./report-export');
      const title = t(`kinds.${kind}.title`);
      const filterLines: [string, string][] = [
        [t('indicators:filters.period'), `${t(`indicators:periods.${filters.period}`)}: ${day(data.range.from)} – ${day(data.range.to)}`],
        [t('indicators:filters.dateType'), t(`indicators:dateTypes.${filters.date_type}`)],
        [t('indicators:filters.site'), siteName],
        ...(module ? [[t('filters.module'), t(`modules.${module}`)] as [string, string]] : []),
      ];
      await exportReport(format, data, L.exportLabels, {
        title,
        filters: filterLines,
        sheet: t('export.sheet'),
        filtersSheet: t('export.filtersSheet'),
        fileName: `report-${kind}${module ? `-${module}` : ''}-${data.range.from}-${data.range.to}`,
        lang: L.lang,
      });
    } catch {
      showToast({ severity: 'error', summary: t('export.label'), detail: t('export.failed') });
    } finally {
      setBusy(null);
    }
  };

  const drill = raw('drill');
  const open = data && drill ? findCell(data, drill) : null;

  return (
    <>
      <h2 className="report-title">{t(`kinds.${kind}.title`)}</h2>
      <p className="reports-intro">{t(`kinds.${kind}.description`)}</p>
      <form className="report-filters" aria-label={t('filters.label')} onSubmit={(e) => e.preventDefault()}>
        <PeriodFields idPrefix="report" period={filters.period} from={filters.from} to={filters.to} range={range} today={today} onChange={update} />
        <LabelledSelect id="report-date-type" label={t('indicators:filters.dateType')} value={filters.date_type} options={RECORD_DATE_TYPES.map((d) => [d, t(`indicators:dateTypes.${d}`)])} onChange={(v) => update({ date_type: v })} />
        <LabelledSelect id="report-fy" label={t('indicators:filters.fy')} value={filters.fy} options={FIN_YEAR_TYPES.map((f) => [f, t(`indicators:finYears.${f}`)])} onChange={(v) => update({ fy: v })} />
        <LabelledSelect
          id="report-site"
          label={t('indicators:filters.site')}
          value={String(filters.site_id)}
          options={[['0', t('indicators:filters.allSites')], ...(data?.sites ?? []).map((s) => [String(s.id), s.name] as [string, string])]}
          onChange={(v) => update({ site_id: v })}
        />
        {KIND_MODULES[kind].length > 0 && module && (
          <LabelledSelect id="report-module" label={t('filters.module')} value={module} options={KIND_MODULES[kind].map((m) => [m, t(`modules.${m}`)])} onChange={(v) => update({ module: v })} />
        )}
      </form>
      <p className="report-range" aria-live="polite">
        {t('indicators:range', { from: day(range.from), to: day(range.to) })}
      </p>

      {customInvalid ? null : report.isError ? (
        <p role="alert">{t('failed')}</p>
      ) : !data ? (
        <p aria-busy="true">{t('loading')}</p>
      ) : (
        <>
          <div className="report-exports" role="group" aria-label={t('export.label')}>
            <Button type="button" outlined icon="pi pi-file-excel" label={t('export.xlsx')} loading={busy === 'xlsx'} disabled={!!busy} onClick={() => void onExport('xlsx')} />
            <Button type="button" outlined icon="pi pi-file" label={t('export.csv')} loading={busy === 'csv'} disabled={!!busy} onClick={() => void onExport('csv')} />
            <Button type="button" outlined icon="pi pi-file-pdf" label={t('export.pdf')} loading={busy === 'pdf'} disabled={!!busy} onClick={() => void onExport('pdf')} />
          </div>
          {data.notes.map((n) => (
            <p key={n.key} className="report-note">
              {t(`notes.${n.key}`, n.values ?? {})}
            </p>
          ))}
          <ReportTable kind={kind} data={data} drill={drill} onDrill={(key) => update({ drill: key })} busy={showsOtherData(report)} />
          {open && <DrillPanel key={drill} kind={kind} at={open} onClose={() => update({ drill: null })} />}
          <ReportChart kind={kind} data={data} />
        </>
      )}
    </>
  );
}

interface OpenCell {
  row: ReportRow | null;
  column: ReportColumn;
  cell: ReportCell;
}

function findCell(data: ReportAnswer, key: string): OpenCell | null {
  const [rowKey, colKey] = key.split('|');
  const ci = data.columns.findIndex((c) => c.key === colKey);
  if (ci < 0) return null;
  if (rowKey === 'total') return { row: null, column: data.columns[ci], cell: data.totals[ci] };
  const row = data.rows.find((r) => r.key === rowKey);
  return row ? { row, column: data.columns[ci], cell: row.cells[ci] } : null;
}

function ReportTable({ kind, data, drill, onDrill, busy }: { kind: ReportKind; data: ReportAnswer; drill: string | null; onDrill(key: string | null): void; busy: boolean }) {
  const L = useLabels(kind);
  const { t } = L;
  const caption = t('tableCaption', { title: t(`kinds.${kind}.title`) });
  const cellView = (rowKey: string, rowName: string, c: ReportCell, col: ReportColumn) => {
    const text = L.cell(c, col);
    if (col.kind !== 'count' || !c.value) return text;
    const key = drillKey(rowKey, col.key);
    const opened = drill === key;
    return (
      <button type="button" className="report-cell" aria-expanded={opened} aria-label={t('cellButton', { value: text, row: rowName, column: L.column(col) })} onClick={() => onDrill(opened ? null : key)}>
        {text}
      </button>
    );
  };
  return (
    <ScrollRegion label={caption} className="report-table" busy={busy}>
      <table className="data-table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t(`rowHeader.${kind}`)}</th>
            {data.columns.map((c) => (
              <th key={c.key} scope="col">
                {L.column(c)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.rows.length === 0 ? (
            <tr>
              <td colSpan={data.columns.length + 1}>{t('empty')}</td>
            </tr>
          ) : (
            data.rows.map((r) => {
              const name = L.row(r);
              return (
                <tr key={r.key} className={`depth-${r.depth}`}>
                  <th scope="row">{name}</th>
                  {r.cells.map((c, i) => (
                    <td key={data.columns[i].key}>{cellView(r.key, name, c, data.columns[i])}</td>
                  ))}
                </tr>
              );
            })
          )}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('total')}</th>
            {data.totals.map((c, i) => (
              <td key={data.columns[i].key}>{cellView('total', t('total'), c, data.columns[i])}</td>
            ))}
          </tr>
        </tfoot>
      </table>
    </ScrollRegion>
  );
}

/** the records one cell counts (a page of 50 at a time), each linked to its record */
function DrillPanel({ kind, at, onClose }: { kind: ReportKind; at: OpenCell; onClose(): void }) {
  const L = useLabels(kind);
  const { t } = L;
  const heading = useRef<HTMLHeadingElement>(null);
  const [page, setPage] = useState(0);
  useEffect(() => heading.current?.focus(), []);
  const module = at.column.module;
  const ids = at.cell.ids.slice(page * PAGE, (page + 1) * PAGE);
  const records = useGetReportRecordsQuery({ module, ids }, { skip: ids.length === 0 });
  const pages = Math.ceil(at.cell.ids.length / PAGE);
  const rowName = at.row ? L.row(at.row) : t('total');
  const title = t('drill.title', { row: rowName, column: L.column(at.column), count: at.cell.ids.length });
  const dateFmt = new Intl.DateTimeFormat(L.lang, { dateStyle: 'medium' });
  return (
    <section className="report-drill" aria-labelledby="report-drill-title">
      <h2 id="report-drill-title" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {records.isError ? (
        <p role="alert">{t('failed')}</p>
      ) : !records.data ? (
        <p aria-busy="true">{t('loading')}</p>
      ) : (
        <RecordsTable
          caption={t('drill.caption', { module: t(`modules.${module}`) })}
          module={module}
          records={records.data.records}
          headers={{ number: t('drill.number'), date: t('drill.date'), site: t('drill.site'), description: t('drill.description'), status: t('drill.status') }}
          date={(d) => (d ? dateFmt.format(new Date(d.length === 10 ? `${d}T00:00:00` : d)) : '')}
          status={(st) => t(`statuses.${st}`, { defaultValue: st })}
        />
      )}
      <PageButtons className="report-pager" page={page} pages={pages} onPage={setPage} labels={{ nav: t('drill.pages'), prev: t('drill.prev'), next: t('drill.next'), status: t('drill.page', { page: page + 1, pages }) }} />
      <button type="button" className="p-button p-button-outlined p-button-sm" onClick={onClose}>
        {t('drill.close')}
      </button>
    </section>
  );
}

/** the chart of one column over the report's main rows (the largest first), with its data table (the dashboard's chart) */
function ReportChart({ kind, data }: { kind: ReportKind; data: ReportAnswer }) {
  const L = useLabels(kind);
  const ci = data.columns.findIndex((c) => c.key === data.chart.column);
  const rows = data.chart.rows.map((k) => data.rows.find((r) => r.key === k)!).filter(Boolean);
  if (ci < 0 || rows.length === 0) return null;
  const title = L.t('chartTitle', { column: L.column(data.columns[ci]), rows: L.t(`rowHeader.${kind}`) });
  return (
    <Suspense fallback={null}>
      <Chart id={`report-chart-${kind}`} title={title} kind="bar" labels={rows.map(L.row)} values={rows.map((r) => r.cells[ci].value ?? 0)} />
    </Suspense>
  );
}

