import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageButtons } from '@/components/list/page-buttons';
import { useEnumLabels } from '@/lib/i18n/use-enum-labels';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { showToast } from '@/lib/feedback/toast-service';
import { dashboardApi, useGetDrillRecordsQuery, type DrillRecord } from '../api/dashboard-api';
import type { Figure, FigureKind } from '../model/figures';
import type { TargetGap } from '../model/indicators';
import './figure-panel.css';
import { RecordsTable } from '@/components/data/records-table';

const PAGE = 50;
/** the records endpoint answers at most 200 ids at a time */
const EXPORT_CHUNK = 200;

/** a filter as written into an export: its label and the value chosen (both already translated) */
export type ExportFilter = readonly [label: string, value: string];

export function useFormat() {
  const { t, i18n } = useTranslation('indicators');
  return useMemo(() => {
    const nf = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
    const num = (v: number | string | null | undefined) => (v === null || v === undefined ? t('none') : typeof v === 'number' ? nf.format(v) : v);
    const name = (f: Pick<Figure, 'key' | 'label'>) => f.label ?? t(`figure.${f.key}`);
    const valueOf = (v: number | null, kind: FigureKind) => (v === null ? t('none') : kind === 'percent' ? t('percentValue', { value: nf.format(v) }) : kind === 'days' ? t('daysValue', { count: v, value: nf.format(v) }) : nf.format(v));
    const value = (f: Pick<Figure, 'value' | 'kind'>) => valueOf(f.value, f.kind);
    return { t, num, name, value, valueOf };
  }, [t, i18n.language]);
}

/**
 * A figure against its site target, in words as well as colour: "target 1.5 · 0.3 above target" (red) or "… on or
 * under target" (green); an unknown actual says so.
 */
export function TargetGapText({ gap, kind }: { gap: TargetGap; kind: FigureKind }) {
  const { t, num, valueOf } = useFormat();
  const state = gap.met === null ? 'unknown' : gap.met ? 'met' : 'missed';
  const abs = gap.gap === null ? null : Math.abs(gap.gap);
  return (
    <span className={`dash-gap dash-gap--${state}`}>
      <span aria-hidden="true">{state === 'met' ? '✓ ' : state === 'missed' ? '▲ ' : ''}</span>
      {t(`target.${state}`, { target: valueOf(gap.target, kind), gap: num(abs) })}
    </span>
  );
}

/**
 * The formula of a figure with its numbers, its target and gap (when set), and the records it counts (a page of 50
 * at a time, each linked), with an Excel export of the whole list and the filters it was counted with.
 */
export function FigurePanel({ id, figure, onClose, exportFilters, title }: { id: string; figure: Figure; onClose(): void; exportFilters: readonly ExportFilter[]; title?: string }) {
  const { t, num, name, value } = useFormat();
  const heading = useRef<HTMLHeadingElement>(null);
  const [page, setPage] = useState(0);
  // a new figure is a new panel (keyed by the caller), so its page starts at 0; focus moves to its heading
  useEffect(() => heading.current?.focus(), []);
  const values = Object.fromEntries(Object.entries(figure.formula?.values ?? {}).map(([k, v]) => [k, num(v)]));
  const estimate = figure.kind === 'rate' || figure.key === 'man_hours';
  // every rate says which hours it divided by: estimated, actually worked, or both (src/lib/safety-figures)
  const basis = figure.formula?.values.hours_basis;
  const hoursNote = `note.hours_${basis === 'actual' || basis === 'mixed' ? basis : 'estimate'}`;
  // man-hours come from the manpower settings (organisation admin only, SPEC §2 /manpower)
  const admin = useAppSelector((s) => s.session.user?.is_admin ?? false);
  const figureName = title ?? name(figure);
  return (
    <section id={id} className="dash-panel" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {t('panelTitle', { name: figureName, value: value(figure) })}
      </h3>
      <p className="dash-formula">{figure.formula ? t(`formula.${figure.formula.key}`, values) : t('formula.count', { count: figure.ids.length })}</p>
      {figure.target && (
        <p>
          <TargetGapText gap={figure.target} kind={figure.kind} /> {t('target.rule')}
        </p>
      )}
      {figure.formula && figure.value === null && figure.kind === 'rate' && <p>{t('noHours')}</p>}
      {estimate && (
        <p className="dash-note">
          {t(hoursNote)}
          {admin && (
            <>
              {' '}
              <Link to="/manpower">{t('manpowerLink')}</Link>
            </>
          )}
        </p>
      )}
      <Records figure={figure} page={page} onPage={setPage} />
      <div className="dash-panel-actions">
        {figure.ids.length > 0 && <ExportButton figure={figure} figureName={figureName} filters={exportFilters} />}
        <button type="button" className="p-button p-button-outlined p-button-sm" onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </section>
  );
}

/** Downloads every record behind the figure (not only the page shown) as an Excel workbook: records and filters. */
function ExportButton({ figure, figureName, filters }: { figure: Figure; figureName: string; filters: readonly ExportFilter[] }) {
  const L = useEnumLabels('indicators', { status: 'status' });
  const { t } = L;
  const { value } = useFormat();
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const records: DrillRecord[] = [];
      for (let i = 0; i < figure.ids.length; i += EXPORT_CHUNK) {
        const ids = figure.ids.slice(i, i + EXPORT_CHUNK);
        const answer = await dispatch(dashboardApi.endpoints.getDrillRecords.initiate({ module: figure.module, ids }, { subscribe: false })).unwrap();
        records.push(...answer.records);
      }
      const { writeDrillWorkbook } = await import('./export-records');
      await writeDrillWorkbook({
        fileName: figureName,
        columns: [t('columns.number'), t('columns.date'), t('columns.site'), t('columns.description'), t('columns.status')],
        rows: records.map((r) => [r.number, r.date.slice(0, 10), r.site_name, r.description, L.status(r.status)]),
        sheets: { records: t('export.recordsSheet'), filters: t('export.filtersSheet') },
        filters: [[t('export.figure'), figureName], [t('export.value'), value(figure)], ...filters, [t('export.count'), String(records.length)]],
      });
    } catch {
      showToast({ severity: 'error', detail: t('export.failed') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="p-button p-button-sm" onClick={() => void run()} disabled={busy} aria-busy={busy}>
      {busy ? t('export.busy') : t('export.button')}
    </button>
  );
}

function Records({ figure, page, onPage }: { figure: Figure; page: number; onPage(p: number): void }) {
  const L = useEnumLabels('indicators', { status: 'status' });
  const { t } = L;
  const ids = figure.ids.slice(page * PAGE, (page + 1) * PAGE);
  const records = useGetDrillRecordsQuery({ module: figure.module, ids }, { skip: ids.length === 0 });
  const pages = Math.ceil(figure.ids.length / PAGE);
  const title = t('records', { count: figure.ids.length, module: t(`modules.${figure.module}`) });
  if (figure.ids.length === 0) return <p>{t(figure.key === 'man_hours' ? 'noRecordsHours' : 'noRecords')}</p>;
  return (
    <div className="dash-records" aria-busy={records.isFetching}>
      <h4>{title}</h4>
      {records.isError ? (
        <p role="alert">{t('failed')}</p>
      ) : !records.data ? (
        <p>{t('loading')}</p>
      ) : (
        <RecordsTable
          caption={title}
          module={figure.module}
          records={records.data.records}
          headers={{ number: t('columns.number'), date: t('columns.date'), site: t('columns.site'), description: t('columns.description'), status: t('columns.status') }}
          date={L.date}
          status={L.status}
        />
      )}
      <PageButtons className="dash-pager" page={page} pages={pages} onPage={onPage} labels={{ nav: t('pager.nav'), prev: t('pager.prev'), next: t('pager.next'), status: t('pager.status', { page: page + 1, pages }) }} />
    </div>
  );
}
