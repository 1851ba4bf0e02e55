import { HttpResponse } from 'msw';
import type { AppSubject } from '@/lib/ability/subjects';
import type { components } from '@/lib/api/generated/openapi';
import { todayIso } from '@/lib/forms/dates';
import { DASHBOARD_DEFAULTS, parseFilters, resolveRange } from '@/features/dashboard/model/indicators';
import { displayAuditStatus } from '@/features/audits/model';
import { isLive, isReviewOverdue, nextReview, ratingOf, versionInForce } from '@/features/hira/model';
import { boardColumn, displayStatus, isOverdue as permitOverdue } from '@/features/permits/model/status';
import {
  actionAgeing,
  actionSummary,
  auditSummary,
  hiraSummary,
  type AudRow,
  type HiraRow,
  type PermRow,
  permitSummary,
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
import type { DemoAudit, DemoAuditTemplate, DemoHiraRecord, DemoManpower, DemoPermit, DemoSite, DemoSiteTarget, DemoUser } from '../../db/types';
import { clashContext, clashesFor, permitsOf } from '../permits/serialize';
import { ensureAudits } from '../../db/seed/audits';
import { ensureHira } from '../../db/seed/hira';
import type { RateTargets } from '@/features/dashboard/model/indicators';
import type { DemoAction } from '../../db/seed/actions';
import type { DemoIncident, DemoRootCause } from '../../db/seed/incidents';
import type { DemoObservation } from '../../db/seed/observations';
import { errors, idsParam, secured, type AuthContext } from '../../http';
import { workingDaysOf } from '../manpower';

const FORBIDDEN = 'You are not authorized to perform this action';

const SUBJECT: Record<DashModule, AppSubject> = { observations: 'Observation', incidents: 'Incident', actions: 'Action', audits: 'Audit', hira: 'HIRA', permits: 'Permit' };
const COLLECTION: Record<DashModule, string> = { observations: 'observations', incidents: 'incidents', actions: 'actions', audits: 'audits', hira: 'hira_records', permits: 'permits' };

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

export const observations = (t: TenantData) => db.list<DemoObservation>(t, 'observations') as ObsRow[];
export const incidents = (t: TenantData) => db.list<DemoIncident>(t, 'incidents') as IncRow[];
export const actions = (t: TenantData) => db.list<DemoAction>(t, 'actions') as ActRow[];

function auditsOf(t: TenantData): DemoAudit[] {
  if (ensureAudits(t)) db.touch(t);
  return db.list<DemoAudit>(t, 'audits');
}
function hiraOf(t: TenantData): DemoHiraRecord[] {
  if (ensureHira(t)) db.touch(t);
  return db.list<DemoHiraRecord>(t, 'hira_records');
}
/** audits with their status as shown (an open audit past its due date is overdue: the audits module's rule) */
export const audits = (t: TenantData, today: string): AudRow[] =>
  auditsOf(t).map((a) => ({ id: a.id, site_id: a.site_id, display_status: displayAuditStatus(a.status, a.due_date, today), due_date: a.due_date, created_at: a.created_at, percent: a.percent, key_findings: a.key_findings }));
/** risks with their residual band and review state (the HIRA module's rules) */
export const hira = (t: TenantData, today: string): HiraRow[] =>
  hiraOf(t).map((r) => {
    // a revision under way leaves the version in force live (features/hira/README.md, ISO 45001 7.5.3)
    const inForce = isLive(r.status) ? null : versionInForce(r)?.snapshot;
    const v = inForce ?? r;
    const live = isLive(r.status) || !!inForce;
    const next = v.review_frequency && live ? nextReview(v.assessed_at, v.review_frequency) : null;
    return { id: r.id, site_id: r.site_id, status: r.status, live, residual_band: ratingOf(v.residual_likelihood, v.residual_severity)?.band ?? null, review_overdue: isReviewOverdue(next, live ? 'published' : r.status, today), assessed_at: v.assessed_at };
  });

/**
 * Permits with what the permit tab counts, derived with the permits module's own rules (display status, board column,
 * overdue; clashes as the /permits list serialises them). Drafts are never counted (SPEC §6: their sender's own).
 */
export function permits(t: TenantData, now: Date = new Date()): PermRow[] {
  const sites = new Map(db.list<DemoSite>(t, 'sites').map((s) => [s.id, s.name]));
  // drafts are left out: only a draft may lack its site (a request needs one)
  const rows = permitsOf(t).filter((p) => p.status !== 'draft');
  const clashes = clashContext(t);
  return rows.map((p: DemoPermit) => {
    const column = boardColumn(p, now);
    const open = column === 'approved' || column === 'suspended' || column === 'expired';
    const history = p.history ?? [];
    const request = [...history].reverse().find((h) => h.action === 'request');
    return {
      id: p.id,
      site_id: p.location.site_id ?? 0,
      site_name: sites.get(p.location.site_id ?? 0) ?? `#${p.location.site_id}`,
      permit_form_id: p.permit_form_id,
      template_name: p.template_name,
      permit_type: p.permit_type ?? null,
      status: p.status,
      display_status: displayStatus(p, now),
      open,
      overdue: permitOverdue(p, now),
      created_at: p.created_at,
      start_at: p.start_at,
      end_at: p.end_at,
      requested_at: request?.at ?? (p.approved_at ? p.created_at : null),
      approved_at: p.approved_at,
      auto_approved: history.some((h) => h.action === 'auto_approve'),
      extended: (p.extensions?.length ?? 0) > 0,
      suspended: p.status === 'suspended' || history.some((h) => h.action === 'suspend'),
      clashing: open && clashesFor(p, clashes).length > 0,
    };
  });
}

/** the targets of one site for one year (statistics settings), or null when none is set */
export function targetsOf(t: TenantData, siteId: number, year: number): RateTargets | null {
  if (!siteId) return null;
  const row = db.list<DemoSiteTarget>(t, 'site_targets').find((r) => r.site_id === siteId && r.year === year);
  return row ? { ltifr: row.ltifr, trir: row.trir, dart: row.dart, max_incidents: row.max_incidents } : null;
}

export function manHoursOf(tenant: TenantData, c: Context) {
  const sites = activeSites(tenant)
    .map((s) => s.id)
    .filter((id) => !c.filters.site_id || id === c.filters.site_id);
  return estimateManHours(db.list<DemoManpower>(tenant, 'manpower'), sites, c.range, workingDaysOf(tenant));
}

/** one row of a drill-down list: enough to recognise the record and open it (`DashboardDrillRecord`) */
export type DrillRecord = components['schemas']['DashboardDrillRecord'];

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
  // a site's targets are those of the year the period ends in
  figures('lagging_indicators', 'incidents', ({ tenant }, c) => laggingIndicators(incidents(tenant), manHoursOf(tenant, c), c, targetsOf(tenant, c.filters.site_id, Number(c.range.to.slice(0, 4))))),
  figures('safety_pyramids', 'incidents', (ctx, c) => safetyPyramid(incidents(ctx.tenant), ctx.can('read', 'Observation') ? observations(ctx.tenant) : null, c)),
  figures('root_causes', 'incidents', ({ tenant }, c) => {
    const causes = db.list<DemoRootCause>(tenant, 'root_cause_settings');
    return topRootCauses(incidents(tenant), c, (id) => causes.find((r) => r.id === id)?.name ?? `#${id}`);
  }),
  figures('action_summaries', 'actions', ({ tenant }, c) => actionSummary(actions(tenant), c)),
  figures('action_aging_analyses_reports', 'actions', ({ tenant }, c) => actionAgeing(actions(tenant), c)),
  figures('closure_reports', 'actions', ({ tenant }, c) => closureReport(actions(tenant), c)),
  figures('audit_summaries', 'audits', ({ tenant }, c) => auditSummary(audits(tenant, c.today), c)),
  figures('hira_summaries', 'hira', ({ tenant }, c) => hiraSummary(hira(tenant, c.today), c)),
  figures('permit_summaries', 'permits', ({ tenant }, c) => permitSummary(permits(tenant), c)),
  secured('get', '/dashboards/records', null, (ctx) => {
    const url = new URL(ctx.request.url);
    const module = url.searchParams.get('module') as DashModule;
    if (!(module in SUBJECT)) return errors(422, 'Unknown module');
    if (!ctx.can('read', SUBJECT[module])) return errors(403, FORBIDDEN);
    const wanted = idsParam(url, MAX_IDS);
    const sites = db.list<DemoSite>(ctx.tenant, 'sites');
    const siteName = (id: number | null) => sites.find((s) => s.id === id)?.name ?? '';
    const records: DrillRecord[] = [];
    if (module === 'audits') {
      const rows = auditsOf(ctx.tenant);
      const templates = db.list<DemoAuditTemplate>(ctx.tenant, 'audit_templates');
      const today = todayIso();
      for (const id of wanted) {
        const a = rows.find((x) => x.id === id);
        if (a) records.push({ id: a.id, number: a.number, date: a.due_date, description: templates.find((x) => x.id === a.template_id)?.name ?? '', site_name: siteName(a.site_id), status: displayAuditStatus(a.status, a.due_date, today) });
      }
      return HttpResponse.json({ records });
    }
    if (module === 'hira') {
      const rows = hiraOf(ctx.tenant);
      for (const id of wanted) {
        const r = rows.find((x) => x.id === id);
        if (r) records.push({ id: r.id, number: r.reference_id || r.number, date: r.assessed_at, description: r.title, site_name: siteName(r.site_id), status: r.status });
      }
      return HttpResponse.json({ records });
    }
    if (module === 'permits') {
      const now = new Date();
      // drafts are never behind a figure (and only their sender and recipient may see them)
      const rows = permitsOf(ctx.tenant).filter((p) => p.status !== 'draft');
      for (const id of wanted) {
        const p = rows.find((x) => x.id === id);
        if (p) records.push({ id: p.id, number: p.number, date: p.created_at, description: p.title, site_name: siteName(p.location.site_id), status: displayStatus(p, now) });
      }
      return HttpResponse.json({ records });
    }
    const rows = db.list<DemoObservation | DemoIncident | DemoAction>(ctx.tenant, COLLECTION[module]);
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
