import { EXPORT_MAX_ROWS } from '@/config/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useOutlet } from 'react-router-dom';
import { Button } from 'primereact/button';
import { useCan } from '@/lib/ability/use-can';
import { apiErrorMessage } from '@/lib/api/notify-error';
import { showToast } from '@/lib/feedback/toast-service';
import { todayIso } from '@/lib/forms/dates';
import { useDebounced } from '@/lib/hooks/use-debounced';
import { EditLink, NewLink } from '@/components/list/list-pieces';
import { Badge } from '@/components/list/list-ui';
import { Register, RegisterPage } from '@/components/list/register';
import { useListState } from '@/components/list/list-state';
import { BANDS, BAND_NAMES, HIRA_PER_PAGE, HIRA_TABS, LIKELIHOODS, MATRICES, SEVERITIES, isEditable, type HiraFilters, type HiraRecord, type HiraTab, type MatrixKind } from '../model';
import { useFilterRisksQuery, useGetRiskDropdownsQuery, useLazyGetAllRisksQuery } from '../api/hira-api';
import { useHiraLabels, type HiraLabels } from '../components/labels';
import { RiskMatrix, type CellSelection } from '../components/risk-matrix';
import { RatingBadge, StatusBadge } from '../components/badges';
import { exportExcel, exportPdf } from '../components/export';
import '../components/hira.css';

const FILTER_KEYS = ['rating', 'area_id', 'from', 'to', 'matrix', 'likelihood', 'severity'] as const;
type Filters = Pick<HiraFilters, (typeof FILTER_KEYS)[number]>;

/** what the levels and bands mean (SPEC §9; configured once in the model) */
function Legend({ L }: { L: HiraLabels }) {
  const { t } = L;
  return (
    <details className="hira-legend">
      <summary>{t('matrix.legend')}</summary>
      <h4>{t('fields.likelihood')}</h4>
      <dl>
        {LIKELIHOODS.map((l, i) => (
          <div key={l} style={{ display: 'contents' }}>
            <dt>
              {i + 1} {L.likelihood(l)}
            </dt>
            <dd>{L.likelihoodMeaning(l)}</dd>
          </div>
        ))}
      </dl>
      <h4>{t('fields.severity')}</h4>
      <dl>
        {SEVERITIES.map((s, i) => (
          <div key={s} style={{ display: 'contents' }}>
            <dt>
              {i + 1} {L.severity(s)}
            </dt>
            <dd>{L.severityMeaning(s)}</dd>
          </div>
        ))}
      </dl>
      <h4>{t('matrix.bands')}</h4>
      <dl>
        {BANDS.map((b) => (
          <div key={b.band} style={{ display: 'contents' }}>
            <dt>{L.bandRange(b.band)}</dt>
            <dd>{L.bandMeaning(b.band)}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

/** FRAME of /hira: the register (tabs, filters, both matrices, export) and the new / summary / edit panel. */
export default function HiraPage() {
  const outlet = useOutlet();
  const L = useHiraLabels();
  const { t, i18n } = { ...L, i18n: useTranslation('hira').i18n };
  const { t: tc } = useTranslation('common');
  const canCreate = useCan('create', 'HIRA');
  const canUpdate = useCan('update', 'HIRA');
  const state = useListState<Filters>({
    base: '/hira',
    filterKeys: FILTER_KEYS,
    defaultSort: 'reference_id',
    defaultOrder: 'asc',
    defaultTab: 'published',
  });
  const { page, filters, setFilters, search, sort, linkTo } = state;
  const tab: HiraTab = (HIRA_TABS as readonly string[]).includes(state.tab) ? (state.tab as HiraTab) : 'published';
  const searched = useDebounced(search.trim());
  const shared: HiraFilters = { ...filters, search: searched || undefined };
  const query = useFilterRisksQuery({ ...shared, tab, page, sort: sort.field, order: sort.order });
  const dropdowns = useGetRiskDropdownsQuery();
  const [fetchAll] = useLazyGetAllRisksQuery();
  const [busy, setBusy] = useState<'excel' | 'pdf' | null>(null);
  const rows = query.data?.risk_assessments ?? [];
  const total = query.data?.total_count ?? 0;
  const areas = (dropdowns.data?.sites ?? []).flatMap((s) => s.areas.map((a) => [a.id, `${s.name} – ${a.name}`] as const));

  const cellOf = (kind: MatrixKind): CellSelection => (filters.matrix === kind && filters.likelihood && filters.severity ? { likelihood: filters.likelihood, severity: filters.severity } : null);
  const onCell = (kind: MatrixKind, next: CellSelection) => setFilters((f) => ({ ...f, matrix: next ? kind : undefined, likelihood: next?.likelihood, severity: next?.severity }));

  const summary = () => {
    const parts = [L.tab(tab)];
    if (filters.rating) parts.push(`${t('fields.rating')}: ${L.band(filters.rating)}`);
    if (filters.area_id) parts.push(`${t('fields.area')}: ${areas.find(([id]) => id === filters.area_id)?.[1] ?? ''}`);
    if (filters.from) parts.push(`${tc('list.from')}: ${L.date(filters.from)}`);
    if (filters.to) parts.push(`${tc('list.to')}: ${L.date(filters.to)}`);
    if (filters.matrix && filters.likelihood && filters.severity) parts.push(t('matrix.filtered', { matrix: t(`matrix.${filters.matrix}Title`), likelihood: L.likelihood(filters.likelihood), severity: L.severity(filters.severity) }));
    if (searched) parts.push(`${tc('list.search')}: ${searched}`);
    return t('export.filters', { filters: parts.join(' · ') });
  };

  const onExport = async (kind: 'excel' | 'pdf') => {
    setBusy(kind);
    try {
      const result = await fetchAll({ ...shared, tab, sort: sort.field, order: sort.order });
      if (result.error) {
        if ('status' in result.error && result.error.status === 422) showToast({ severity: 'warn', detail: t('export.tooMany', { limit: EXPORT_MAX_ROWS.toLocaleString(i18n.language) }), group: 'alerts', life: 10_000 });
        else showToast({ severity: 'error', detail: apiErrorMessage(result.error) ?? t('export.failed') });
        return;
      }
      const all = result.data?.risk_assessments ?? [];
      const today = todayIso();
      if (kind === 'excel') await exportExcel(all, L, `hira-${tab}-${today}.xlsx`);
      else await exportPdf(all, L, t('export.pdfTitle'), summary(), `hira-${tab}-${today}.pdf`, i18n.language);
      showToast({ severity: 'success', detail: t('export.exported', { count: all.length }) });
    } catch {
      showToast({ severity: 'error', detail: t('export.failed') });
    } finally {
      setBusy(null);
    }
  };

  const cell = filters.matrix && filters.likelihood && filters.severity ? filters : null;
  const matrices = (
    <>
      <div className="hira-matrices">
        {MATRICES.map((kind) => (
          <RiskMatrix key={kind} kind={kind} cells={query.data?.matrices[kind]} selected={cellOf(kind)} onSelect={(next) => onCell(kind, next)} />
        ))}
      </div>
      <p className="hira-hint">{t('matrix.help')}</p>
      <div className="hira-matrix-foot">
        <p role="status" style={{ margin: 0 }}>
          {cell ? t('matrix.filtered', { matrix: t(`matrix.${cell.matrix}Title`), likelihood: L.likelihood(cell.likelihood), severity: L.severity(cell.severity) }) : ''}
        </p>
        {cell && <Button type="button" text size="small" label={t('matrix.clear')} onClick={() => onCell('inherent', null)} />}
      </div>
      <Legend L={L} />
    </>
  );

  return (
    <RegisterPage
      title={t('list.title')}
      outlet={outlet}
      listPath="/hira"
      actions={
        <>
          {canCreate && <NewLink to={linkTo('/hira/new')} label={t('list.new')} />}
          <Button type="button" outlined icon="pi pi-file-excel" label={t('export.excel')} loading={busy === 'excel'} disabled={!!busy} onClick={() => void onExport('excel')} />
          <Button type="button" outlined icon="pi pi-file-pdf" label={t('export.pdf')} loading={busy === 'pdf'} disabled={!!busy} onClick={() => void onExport('pdf')} />
        </>
      }
    >
      <Register<HiraRecord, Filters>
        idPrefix="hira"
        title={t('list.title')}
        state={state}
        above={matrices}
        tabs={{ label: t('list.tabs'), value: tab, items: HIRA_TABS.map((v) => ({ value: v, label: L.tab(v), count: query.data?.counts[v] })) }}
        filtersLabel={t('list.filters')}
        filters={[
          { kind: 'select', key: 'rating', id: 'rating', label: t('fields.rating'), options: BAND_NAMES.map((b) => [b, L.bandRange(b)]) },
          { kind: 'select', key: 'area_id', id: 'area', label: t('fields.area'), options: areas },
          { kind: 'dateRange', from: 'from', to: 'to' },
        ]}
        columns={[
          { header: t('fields.referenceId'), sort: 'reference_id', cell: (r) => <Link to={linkTo(`/hira/summary/${r.id}`)}>{r.reference_id}</Link> },
          { header: t('fields.title'), sort: 'title', cell: (r) => r.title },
          { header: t('fields.siteArea'), cell: (r) => [r.site_name, r.area_name].filter(Boolean).join(' / ') },
          { header: t('fields.inherent'), sort: 'inherent_score', cell: (r) => <RatingBadge risk={r} kind="inherent" L={L} short /> },
          { header: t('fields.residual'), sort: 'residual_score', cell: (r) => <RatingBadge risk={r} kind="residual" L={L} short /> },
          {
            header: t('fields.status'),
            sort: 'status',
            cell: (r) => (
              <>
                <StatusBadge status={r.status} L={L} /> {r.revision && <Badge kind="awaiting">{t('list.revision', { version: r.revision.version, status: L.status(r.revision.status) })}</Badge>}
              </>
            ),
          },
          { header: t('fields.version'), cell: (r) => r.version },
          { header: t('fields.assessedAt'), sort: 'assessed_at', cell: (r) => L.date(r.assessed_at) },
          {
            header: t('fields.nextReview'),
            sort: 'next_review',
            cell: (r) => (
              <>
                {L.date(r.next_review) || '—'} {r.review_overdue && <Badge kind="hira-overdue">{t('summary.overdue')}</Badge>}
              </>
            ),
          },
        ]}
        rows={rows}
        rowActions={(r) => canUpdate && isEditable(r.status) && <EditLink to={linkTo(`/hira/edit/${r.id}`)} label={t('list.editOne', { number: r.reference_id })} />}
        total={total}
        perPage={HIRA_PER_PAGE}
        query={query}
        caption={t('list.caption', { count: total })}
        loadFailed={t('list.loadFailed')}
      />
    </RegisterPage>
  );
}
