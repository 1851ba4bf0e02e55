import type { components } from '@/lib/api/generated/openapi';
import { BOARD_COLUMNS, DISPLAY_PERMIT_STATUSES, type BoardColumn, type DisplayPermitStatus, type PermitDetail } from './types';

/**
 * The permit views' pure part (board, dashboard, report): the shapes of `GET /dashboard_data/permit_*` and
 * `GET /permits_data/:id/permit_report`, the dashboard's counting (the demo backend runs it) and the drill-down from
 * a count to the /permits list with the same filters (so the list shows exactly the permits counted).
 */

/** the /permits query a count stands for (search parameters of the list: `tab`, `status`, `site_id`, …) */
export type PermitListQuery = components['schemas']['PermitListQuery'];

/** one count: `key` a display status, a site id, a template id or a KPI key; `label` the server's name for sites and
 * templates (statuses and KPIs are translated on the client); `filter` the list filters that show these permits */
export type PermitCountItem = components['schemas']['PermitCountItem'];

/** GET /dashboard_data/permit_status | permit_location | permit_template | permit_kpi */
export type PermitCountsAnswer = components['schemas']['PermitCounts'];

export const PERMIT_DASHBOARD_KINDS = ['permit_status', 'permit_location', 'permit_template', 'permit_kpi'] as const;
export type PermitDashboardKind = (typeof PERMIT_DASHBOARD_KINDS)[number];

/** the dashboard's filters: the permit's window overlaps from–to (dates, inclusive), one site */
export type PermitDashboardFilters = components['schemas']['PermitDashboardFilters'];

/**
 * The KPIs (keys of `permitViews:kpi.*`): all permits of the filters, open (issued, in the Approved tab), waiting for
 * approval, overdue (issued and past the end), pending closure, extended, with a clash (the list's `clashing=1`), closed,
 * low-risk auto-approved, and the median hours from request to approval (no drill-down).
 */
export const PERMIT_KPIS = ['total', 'open', 'requested', 'overdue', 'pending_closure', 'extended', 'clashing', 'closed', 'auto_approved', 'approval_hours'] as const;
export type PermitKpi = (typeof PERMIT_KPIS)[number];

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** the dashboard filters from a query string (bad values dropped) */
export function dashboardFiltersOf(get: (key: string) => string | null): PermitDashboardFilters {
  const day = (v: string | null) => (v && ISO_DAY.test(v) && !Number.isNaN(Date.parse(v)) ? v : null);
  const site = Number(get('site_id'));
  return { from: day(get('from')), to: day(get('to')), site_id: Number.isInteger(site) && site > 0 ? site : null };
}

/** the list filters of the dashboard's filters (every drill-down keeps them) */
export function baseQuery(f: PermitDashboardFilters): PermitListQuery {
  const q: PermitListQuery = { view: 'list' };
  if (f.from) q.from = f.from;
  if (f.to) q.to = f.to;
  if (f.site_id) q.site_id = String(f.site_id);
  return q;
}

/** a drill-down link: /permits with the filters */
export function permitsLink(q: PermitListQuery): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== '') params.set(k, v);
  const s = params.toString();
  return s ? `/permits?${s}` : '/permits';
}

/** what the dashboard counts read of a permit (a PermitSummary has it all) */
export interface CountablePermit {
  id: number;
  status: PermitDetail['status'];
  display_status: DisplayPermitStatus;
  board_column: BoardColumn;
  permit_form_id: number;
  template_name: string;
  /** null: a draft saved before a site was chosen */
  location: { site_id: number | null };
  site_name: string;
  clash_count: number;
  history: { action: string; at: string }[];
  approved_at: string | null;
}

const median = (xs: number[]) => {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

/** counts per display status (every status, zeros included, in DISPLAY_PERMIT_STATUSES order) */
export function statusCounts(permits: readonly CountablePermit[], f: PermitDashboardFilters): PermitCountItem[] {
  const base = baseQuery(f);
  return DISPLAY_PERMIT_STATUSES.map((s) => ({ key: s, label: s, count: permits.filter((p) => p.display_status === s).length, filter: { ...base, status: s } }));
}

/** counts per site (largest first, then by name) */
export function locationCounts(permits: readonly CountablePermit[], f: PermitDashboardFilters): PermitCountItem[] {
  const base = baseQuery(f);
  const by = new Map<number | null, { label: string; count: number }>();
  for (const p of permits) {
    const row = by.get(p.location.site_id) ?? { label: p.site_name, count: 0 };
    row.count += 1;
    by.set(p.location.site_id, row);
  }
  return [...by.entries()].map(([id, r]) => ({ key: String(id), label: r.label, count: r.count, filter: { ...base, site_id: String(id) } })).sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

/** counts per template (largest first, then by name) */
export function templateCounts(permits: readonly CountablePermit[], f: PermitDashboardFilters): PermitCountItem[] {
  const base = baseQuery(f);
  const by = new Map<number, { label: string; count: number }>();
  for (const p of permits) {
    const row = by.get(p.permit_form_id) ?? { label: p.template_name, count: 0 };
    row.count += 1;
    by.set(p.permit_form_id, row);
  }
  return [...by.entries()].map(([id, r]) => ({ key: String(id), label: r.label, count: r.count, filter: { ...base, permit_form_id: String(id) } })).sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

const kpiItem = (key: PermitKpi, count: number, filter: PermitListQuery): PermitCountItem => ({ key, label: key, count, filter });

/** the KPIs; `approval_hours` is the median hours from the request to the approval (rounded to 0.1 h; no filter) */
export function kpiCounts(permits: readonly CountablePermit[], f: PermitDashboardFilters): PermitCountItem[] {
  const base = baseQuery(f);
  const open = permits.filter((p) => p.board_column === 'approved' || p.board_column === 'suspended' || p.board_column === 'expired');
  const hours: number[] = [];
  for (const p of permits) {
    if (!p.approved_at) continue;
    const requested = p.history.find((h) => h.action === 'request' || (h.action === 'create' && p.history.some((x) => x.action === 'auto_approve')));
    if (!requested) continue;
    const ms = Date.parse(p.approved_at) - Date.parse(requested.at);
    if (Number.isFinite(ms) && ms >= 0) hours.push(ms / 3_600_000);
  }
  return [
    kpiItem('total', permits.length, base),
    kpiItem('open', open.length, { ...base, tab: 'approved' }),
    kpiItem('requested', permits.filter((p) => p.board_column === 'requested').length, { ...base, tab: 'requested' }),
    kpiItem('overdue', permits.filter((p) => p.display_status === 'overdue').length, { ...base, overdue: '1' }),
    kpiItem('pending_closure', permits.filter((p) => p.display_status === 'pending_closure').length, { ...base, status: 'pending_closure' }),
    kpiItem('extended', permits.filter((p) => p.display_status === 'extended').length, { ...base, status: 'extended' }),
    kpiItem('clashing', permits.filter((p) => p.clash_count > 0).length, { ...base, clashing: '1' }),
    kpiItem('closed', permits.filter((p) => p.board_column === 'closed').length, { ...base, tab: 'closed' }),
    kpiItem('auto_approved', permits.filter((p) => p.history.some((h) => h.action === 'auto_approve')).length, {}),
    kpiItem('approval_hours', Math.round(median(hours) * 10) / 10, {}),
  ];
}

/** the answer of one dashboard endpoint */
export function dashboardAnswer(kind: PermitDashboardKind, permits: readonly CountablePermit[], f: PermitDashboardFilters): PermitCountsAnswer {
  const items = kind === 'permit_status' ? statusCounts(permits, f) : kind === 'permit_location' ? locationCounts(permits, f) : kind === 'permit_template' ? templateCounts(permits, f) : kpiCounts(permits, f);
  return { filters: f, total: permits.length, items };
}

/** counts per board column, zeros included */
export function columnCounts(permits: readonly { board_column: BoardColumn }[]): Record<BoardColumn, number> {
  const counts = Object.fromEntries(BOARD_COLUMNS.map((c) => [c, 0])) as Record<BoardColumn, number>;
  for (const p of permits) counts[p.board_column] += 1;
  return counts;
}

/** GET /permits_data/:id/permit_report: the permit as issued, with the pinned version's definition (its labels) */
/** GET /permits_data/:id/permit_report: the permit, the definition of the version it is pinned to (null when gone) and
 * the names of what it stores as ids */
export type PermitReport = components['schemas']['PermitReport'];
