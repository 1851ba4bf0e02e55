import { HttpResponse } from 'msw';
import type { components } from '@/lib/api/generated/openapi';
import { todayIso } from '@/lib/forms/dates';
import { parseFilters, resolveRange } from '@/features/dashboard/model/indicators';
import {
  actionControlReport,
  categoryReport,
  divisionReport,
  fromAction,
  fromIncident,
  fromObservation,
  fromPermit,
  moduleOf,
  observationReport,
  permitTemplateReport,
  userReport,
  type ActRow,
  type CategoryRef,
  type IncRow,
  type ObsRow,
  type PermitRow,
  type ReportAnswer,
  type ReportKind,
  type ReportModule,
  type ReportRecord,
  type ReportScope,
  type SiteTree,
} from '@/features/reports/model/report';
import { db, type TenantData } from '../../db/db';
import type { DemoPermitForm, DemoSite, DemoUser } from '../../db/types';
import type { DemoCategory } from '../../db/seed/categories';
import { errors, idsParam, secured, type AuthContext } from '../../http';

const FORBIDDEN = 'You are not authorized to perform this action';

/** SPEC §2: /reports is for the organisation admin only; so are its calls */
const adminOnly = (ctx: AuthContext): Response | null => (ctx.user.is_admin ? null : errors(403, FORBIDDEN));

/** the permits collection, read without creating it (the permits module owns it; it may not exist yet) */
const permitRows = (t: TenantData) => (t.collections.permits ?? []) as unknown as PermitRow[];

/** one stored row of a module as the reports see it */
const CONVERT: Record<ReportModule, (row: unknown, today: string) => ReportRecord> = {
  observations: (r, today) => fromObservation(r as ObsRow, today),
  incidents: (r, today) => fromIncident(r as IncRow, today),
  actions: (r, today) => fromAction(r as ActRow, today),
  permits: (r, today) => fromPermit(r as PermitRow, today),
};

/** the stored rows of one module of the tenant */
const rowsOf = (t: TenantData, module: ReportModule): { id: number }[] => (module === 'permits' ? permitRows(t) : db.list(t, module));

/** every record of one module of the tenant, as the reports see them */
const recordsOf = (t: TenantData, module: ReportModule, today: string): ReportRecord[] => rowsOf(t, module).map((r) => CONVERT[module](r, today));

const CATEGORY_TYPE: Partial<Record<ReportModule, string>> = { observations: 'observation', incidents: 'incident', actions: 'action' };

function scopeOf(ctx: AuthContext): { scope: ReportScope; params: URLSearchParams } {
  const params = new URL(ctx.request.url).searchParams;
  const f = parseFilters((k) => params.get(k));
  const today = todayIso();
  return { params, scope: { today, date_type: f.date_type, site_id: f.site_id, range: resolveRange(f.period, today, f.fy, f.from, f.to) } };
}

const sitesOf = (t: TenantData) => db.list<DemoSite>(t, 'sites').filter((s) => s.status !== 'deleted');

/** one report endpoint: admin only, the tenant's rows only, filters from the query, the site filter's options */
function report(kind: ReportKind, compute: (t: TenantData, scope: ReportScope, module: ReportModule | null) => ReportAnswer) {
  const path = kind;
  return secured('get', `/reports/${path}`, null, (ctx) => {
    const refused = adminOnly(ctx);
    if (refused) return refused;
    const { scope, params } = scopeOf(ctx);
    const answer = compute(ctx.tenant, scope, moduleOf(kind, params.get('module')));
    const sites = sitesOf(ctx.tenant)
      .filter((s) => s.status === 'active')
      .map((s) => ({ id: s.id, name: s.name }))
      .sort((a, b) => a.name.localeCompare(b.name));
    return HttpResponse.json({ ...answer, sites });
  });
}

/** one row of a drill-down list: enough to recognise the record and open it (`DashboardDrillRecord`) */
export type ReportRecordRow = components['schemas']['DashboardDrillRecord'];

const MAX_IDS = 200;
const MODULES: readonly ReportModule[] = ['observations', 'incidents', 'actions', 'permits'];

/**
 * SPEC §7 "GET /reports/* for observation, division, user, category, permit template and action control reports":
 * each computed on every request from the tenant's records (features/reports/model/report.ts); nothing stored, no
 * seed of its own. Beyond SPEC: GET /reports/records?module=&ids= (a cell's records, only the tenant's, at most 200).
 */
export const reportHandlers = [
  report('observations', (t, s) => observationReport(recordsOf(t, 'observations', s.today), sitesOf(t), s)),
  report('divisions', (t, s, m) => divisionReport(recordsOf(t, m!, s.today), sitesOf(t) as unknown as SiteTree[], m!, s)),
  report('users', (t, s) =>
    userReport(
      (['observations', 'incidents', 'actions'] as const).flatMap((m) => recordsOf(t, m, s.today)),
      db.list<DemoUser>(t, 'users').map((u) => ({ id: u.id, full_name: u.full_name })),
      s,
    ),
  ),
  report('categories', (t, s, m) =>
    categoryReport(
      recordsOf(t, m!, s.today),
      db.list<DemoCategory>(t, 'categories').filter((c) => c.category_type === CATEGORY_TYPE[m!]) as CategoryRef[],
      m!,
      s,
    ),
  ),
  report('permit_templates', (t, s) => permitTemplateReport(recordsOf(t, 'permits', s.today), db.list<DemoPermitForm>(t, 'permit_forms').map((f) => ({ id: f.id, name: f.name, active: f.active })), s)),
  report('action_controls', (t, s) => actionControlReport(recordsOf(t, 'actions', s.today), s)),
  secured('get', '/reports/records', null, (ctx) => {
    const refused = adminOnly(ctx);
    if (refused) return refused;
    const url = new URL(ctx.request.url);
    const module = url.searchParams.get('module') as ReportModule;
    if (!MODULES.includes(module)) return errors(422, 'Unknown module');
    const wanted = idsParam(url, MAX_IDS);
    const sites = db.list<DemoSite>(ctx.tenant, 'sites');
    const siteName = (id: number | null | undefined) => sites.find((s) => s.id === id)?.name ?? '';
    const rows = rowsOf(ctx.tenant, module) as (Record<string, unknown> & { id: number })[];
    const today = todayIso();
    const records: ReportRecordRow[] = [];
    for (const id of wanted) {
      const r = rows.find((x) => x.id === id);
      if (!r) continue; // not this tenant's, or gone
      const rec = CONVERT[module](r, today);
      const text = (k: string) => (typeof r[k] === 'string' ? (r[k] as string) : '');
      records.push({
        id,
        number: text('number') || `#${id}`,
        date: rec.event_at,
        description: module === 'permits' ? text('title') || text('description') : text('description'),
        site_name: siteName(rec.site_id),
        status: rec.status,
      });
    }
    return HttpResponse.json({ records });
  }),
];
