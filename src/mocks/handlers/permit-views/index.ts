import { HttpResponse } from 'msw';
import { canSeeDraft } from '@/features/permits/model/status';
import { matchesPermitFilters } from '@/features/permits/model/filters';
import { dashboardAnswer, dashboardFiltersOf, type CountablePermit, type PermitDashboardKind, type PermitReport } from '@/features/permits/model/views';
import type { PermitDetail } from '@/features/permits/model/types';
import type { TemplateDefinition } from '@/features/permit-templates/model';
import type { PermitAnswers } from '@/features/permit-templates/schemas/answers-schema';
import { db, type TenantData } from '../../db/db';
import type { DemoPermit, DemoPermitForm, DemoPermitFormVersion, DemoSite, DemoSitePlan, DemoSitePlanImage, DemoUser } from '../../db/types';
import { errors, secured, type AuthContext } from '../../http';
import { clashContext, permitsOf, serializeDetail, serializeSummary } from '../permits/serialize';

/**
 * The permit views' own endpoints (features/permits README "Views"): the printable report and the permit
 * dashboard's counts, computed on each request from the tenant's `permits` collection as the permits handlers
 * serialise it (`../permits/serialize.ts`: display status, board column, clash count), and the site plan as the permit map needs it. Read-only: nothing here writes.
 */

const NOT_FOUND = 'Permit not found';

const siteNames = (tenant: TenantData) => new Map<number | null, string>(db.list<DemoSite>(tenant, 'sites').map((s) => [s.id, s.name]));

/**
 * The dashboard rows: the permits the user may see (drafts only to their sender and recipient, SPEC §6) as the
 * /permits list serialises them (display status, board column, clash count), so a count and its drill-down agree.
 */
function countable(ctx: AuthContext, now: Date): (CountablePermit & DemoPermit)[] {
  const clashes = clashContext(ctx.tenant);
  const names = siteNames(ctx.tenant);
  return permitsOf(ctx.tenant)
    .filter((p) => canSeeDraft(p, ctx.user.id))
    .map((p) => ({ ...p, ...serializeSummary(ctx.tenant, p, clashes, now, names), history: p.history }));
}

/** the users and sites the answers of `user_list` / `site_list` questions name (id → name; the report prints names) */
function answerNames(definition: TemplateDefinition | null, answers: PermitAnswers[], users: DemoUser[], sites: DemoSite[]) {
  const out = { users: {} as Record<string, string>, sites: {} as Record<string, string> };
  for (const q of definition?.sections.flatMap((s) => s.questions) ?? []) {
    if (q.type !== 'user_list' && q.type !== 'site_list') continue;
    for (const a of answers) {
      const raw = a[q.key];
      for (const id of (Array.isArray(raw) ? raw : [raw]).map(Number).filter((n) => Number.isInteger(n) && n > 0)) {
        if (q.type === 'user_list') out.users[id] = users.find((u) => u.id === id)?.full_name ?? `#${id}`;
        else out.sites[id] = sites.find((x) => x.id === id)?.name ?? `#${id}`;
      }
    }
  }
  return out;
}

function dashboard(kind: PermitDashboardKind) {
  return secured('get', `/dashboard_data/${kind}`, ['read', 'Permit'], (ctx) => {
    const url = new URL(ctx.request.url);
    const f = dashboardFiltersOf((k) => url.searchParams.get(k));
    if (f.from && f.to && f.from > f.to) return errors(422, 'From must be on or before To');
    const now = new Date();
    // the same filter the /permits list runs: a count and its drill-down list agree
    const rows = countable(ctx, now).filter((p) => matchesPermitFilters(p, { site_id: f.site_id ?? undefined, from: f.from ?? undefined, to: f.to ?? undefined }, now));
    return HttpResponse.json(dashboardAnswer(kind, rows, f));
  });
}

export const permitViewHandlers = [
  /** GET /permits_data/:id/permit_report: the permit with its pinned version's definition, clashes and history */
  secured<{ id: string }>('get', '/permits_data/:id/permit_report', ['read', 'Permit'], (ctx) => {
    const permit = permitsOf(ctx.tenant).find((p) => p.id === Number(ctx.params.id));
    if (!permit || !canSeeDraft(permit, ctx.user.id)) return errors(404, NOT_FOUND);
    const now = new Date();
    const version = db.find<DemoPermitFormVersion>(ctx.tenant, 'permit_form_versions', permit.permit_form_version_id);
    const detail: PermitDetail = serializeDetail(ctx.tenant, permit, clashContext(ctx.tenant), now);
    const plan = db.list<DemoSitePlan>(ctx.tenant, 'site_plans').find((x) => x.site_id === permit.location.site_id);
    const pinName = (id: number | null) => (id == null ? null : (plan?.pins.find((x) => x.id === id)?.name ?? null));
    const users = db.list<DemoUser>(ctx.tenant, 'users');
    const report: PermitReport = {
      permit: detail,
      definition: version?.definition ?? null,
      organization_name: ctx.tenant.organization?.name ?? '',
      generated_at: now.toISOString(),
      summary_path: `/permit/${permit.id}/summary`,
      names: {
        zone: permit.location.zone_id == null ? null : (plan?.zones.find((z) => z.id === permit.location.zone_id)?.name ?? null),
        pin: pinName(permit.location.pin_id),
        isolation_points: permit.location.isolation_pin_ids.map((id) => pinName(id) ?? `#${id}`),
        issuing_officers: permit.issuing_officer_ids.map((id) => users.find((u) => u.id === id)?.full_name ?? `#${id}`),
        ...answerNames(version?.definition ?? null, [permit.answers, permit.closure_answers ?? {}], users, db.list<DemoSite>(ctx.tenant, 'sites')),
      },
    };
    return HttpResponse.json(report);
  }),

  /**
   * GET /permits_data/options: the tenant's active sites (with whether they have a plan) and the permit templates —
   * the board's filters and the map's site chooser (Permit read: a requester without Site or template-setting read
   * still filters).
   */
  secured('get', '/permits_data/options', ['read', 'Permit'], (ctx) => {
    const plans = new Map(db.list<DemoSitePlan>(ctx.tenant, 'site_plans').map((p) => [p.site_id, p]));
    const sites = db
      .list<DemoSite>(ctx.tenant, 'sites')
      .filter((s) => s.status === 'active')
      .map((s) => ({ id: s.id, name: s.name, has_plan: !!plans.get(s.id)?.image }))
      .sort((a, b) => a.name.localeCompare(b.name));
    const templates = db
      .list<DemoPermitForm>(ctx.tenant, 'permit_forms')
      .map((f) => ({ id: f.id, name: f.name }))
      .sort((a, b) => a.name.localeCompare(b.name));
    return HttpResponse.json({ sites, templates });
  }),

  /** GET /permits_data/map_plan/:site_id: the site's plan (image as a data URL, pins, zones) for the permit map */
  secured<{ siteId: string }>('get', '/permits_data/map_plan/:siteId', ['read', 'Permit'], (ctx) => {
    const site = db.find<DemoSite>(ctx.tenant, 'sites', Number(ctx.params.siteId));
    if (!site || site.status === 'deleted') return errors(404, 'Site not found');
    const plan = db.list<DemoSitePlan>(ctx.tenant, 'site_plans').find((p) => p.site_id === site.id);
    const image = db.list<DemoSitePlanImage>(ctx.tenant, 'site_plan_images').find((i) => i.site_id === site.id);
    return HttpResponse.json({
      site: { id: site.id, name: site.name },
      image: plan?.image && image ? { width: plan.image.width, height: plan.image.height, data_url: image.data_url } : null,
      pins: plan?.pins ?? [],
      zones: plan?.zones ?? [],
    });
  }),

  dashboard('permit_status'),
  dashboard('permit_location'),
  dashboard('permit_template'),
  dashboard('permit_kpi'),
];
