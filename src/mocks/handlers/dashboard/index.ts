import { HttpResponse } from 'msw';
import type { AppSubject } from '@/lib/ability/subjects';
import { todayIso } from '@/lib/forms/dates';
import { DASHBOARD_DEFAULTS, parseFilters, resolveRange } from '@/features/dashboard/model/indicators';
import {
  actionAgeing,
  actionSummary,
  closureReport,
  estimateManHours,
  laggingIndicators,
  leadingIndicators,
  safetyChampions,
  safetyPyramid,
  topRootCauses,
  type ActRow,
  type Context,
  type DashModule,
  type DashboardAnswer,
  type IncRow,
  type ObsRow,
  type Section,
} from '@/features/dashboard/model/figures';
import { db, type TenantData } from '../../db/db';
import type { DemoManpower, DemoSite, DemoUser } from '../../db/types';
import type { DemoAction } from '../../db/seed/actions';
import type { DemoIncident, DemoRootCause } from '../../db/seed/incidents';
import type { DemoObservation } from '../../db/seed/observations';
import { errors, secured, type AuthContext } from '../../http';

const FORBIDDEN = 'You are not authorized to perform this action';

const SUBJECT: Record<DashModule, AppSubject> = { observations: 'Observation', incidents: 'Incident', actions: 'Action' };
const COLLECTION: Record<DashModule, string> = { observations: 'observations', incidents: 'incidents', actions: 'actions' };

const activeSites = (tenant: TenantData) => db.list<DemoSite>(tenant, 'sites').filter((s) => s.status === 'active');

function contextOf(ctx: AuthContext): Context {
  const url = new URL(ctx.request.url);
  const filters = parseFilters((k) => url.searchParams.get(k));
  const today = todayIso();
  return { filters, today, range: resolveRange(filters.period, today, filters.fy, filters.from, filters.to) };
}

const answer = (c: Context, sections: Section[]) => HttpResponse.json({ range: c.range, today: c.today, sections } satisfies DashboardAnswer);

/** a dashboard endpoint: the module's read permission (403), the tenant's rows only, filters from the query */
function figures(path: string, module: DashModule, compute: (ctx: AuthContext, c: Context) => Section[]) {
  return secured('get', `/dashboards/${path}`, ['read', SUBJECT[module]], (ctx) => {
    const c = contextOf(ctx);
    return answer(c, compute(ctx, c));
  });
}

const observations = (t: TenantData) => db.list<DemoObservation>(t, 'observations') as ObsRow[];
const incidents = (t: TenantData) => db.list<DemoIncident>(t, 'incidents') as IncRow[];
const actions = (t: TenantData) => db.list<DemoAction>(t, 'actions') as ActRow[];

function manHoursOf(tenant: TenantData, c: Context) {
  const sites = activeSites(tenant)
    .map((s) => s.id)
    .filter((id) => !c.filters.site_id || id === c.filters.site_id);
  return estimateManHours(db.list<DemoManpower>(tenant, 'manpower'), sites, c.range);
}

/** one row of a drill-down list: enough to recognise the record and open it */
export interface DrillRecord {
  id: number;
  number: string;
  date: string;
  description: string;
  site_name: string;
  status: string;
}

const MAX_IDS = 200;

/**
 * SPEC §7 "Dashboards and reports" (GET /dashboards/…): every figure computed from the tenant's observations,
 * incidents, actions and manpower on each request, with the ids behind it. Beyond SPEC: GET /dashboards/settings
 * (SPEC §3 "Dashboard settings": the defaults and the sites to filter by) and GET /dashboards/records (the
 * drill-down: the listed ids of one module, only the tenant's, only with that module's read permission).
 */
export const dashboardHandlers = [
  secured('get', '/dashboards/settings', null, ({ tenant }) =>
    HttpResponse.json({
      record_date_type: DASHBOARD_DEFAULTS.date_type,
      fin_year_type: DASHBOARD_DEFAULTS.fy,
      sites: activeSites(tenant)
        .map((s) => ({ id: s.id, name: s.name }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    }),
  ),
  figures('leading_indicators', 'observations', ({ tenant }, c) => leadingIndicators(observations(tenant), c)),
  figures('safety_champions', 'observations', ({ tenant }, c) => {
    const users = db.list<DemoUser>(tenant, 'users');
    return safetyChampions(observations(tenant), c, (id) => users.find((u) => u.id === id)?.full_name ?? `#${id}`);
  }),
  figures('lagging_indicators', 'incidents', ({ tenant }, c) => laggingIndicators(incidents(tenant), manHoursOf(tenant, c), c)),
  figures('safety_pyramids', 'incidents', (ctx, c) => safetyPyramid(incidents(ctx.tenant), ctx.can('read', 'Observation') ? observations(ctx.tenant) : null, c)),
  figures('root_causes', 'incidents', ({ tenant }, c) => {
    const causes = db.list<DemoRootCause>(tenant, 'root_cause_settings');
    return topRootCauses(incidents(tenant), c, (id) => causes.find((r) => r.id === id)?.name ?? `#${id}`);
  }),
  figures('action_summaries', 'actions', ({ tenant }, c) => actionSummary(actions(tenant), c)),
  figures('action_aging_analyses_reports', 'actions', ({ tenant }, c) => actionAgeing(actions(tenant), c)),
  figures('closure_reports', 'actions', ({ tenant }, c) => closureReport(actions(tenant), c)),
  secured('get', '/dashboards/records', null, (ctx) => {
    const url = new URL(ctx.request.url);
    const module = url.searchParams.get('module') as DashModule;
    if (!(module in SUBJECT)) return errors(422, 'Unknown module');
    if (!ctx.can('read', SUBJECT[module])) return errors(403, FORBIDDEN);
    const wanted = (url.searchParams.get('ids') ?? '')
      .split(',')
      .map(Number)
      .filter((n) => Number.isInteger(n) && n > 0)
      .slice(0, MAX_IDS);
    const sites = db.list<DemoSite>(ctx.tenant, 'sites');
    const siteName = (id: number | null) => sites.find((s) => s.id === id)?.name ?? '';
    const rows = db.list<DemoObservation | DemoIncident | DemoAction>(ctx.tenant, COLLECTION[module]);
    const records: DrillRecord[] = [];
    for (const id of wanted) {
      const r = rows.find((x) => x.id === id);
      if (!r) continue; // not this tenant's, or gone
      const dated = r as { observed_at?: string; occurred_at?: string; created_at: string };
      const date = dated.observed_at ?? dated.occurred_at ?? dated.created_at;
      records.push({ id: r.id, number: r.number, date, description: r.description, site_name: siteName(r.site_id), status: r.status });
    }
    return HttpResponse.json({ records });
  }),
];
