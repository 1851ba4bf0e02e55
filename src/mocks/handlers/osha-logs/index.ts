import { HttpResponse } from 'msw';
import { todayIso } from '@/lib/forms/dates';
import { build301, buildLog, buildSummary, establishmentOf, parseLogFilter, type Osha300Answer, type Osha300aAnswer, type OshaIncident, type SiteRef } from '@/features/osha-logs/model/osha';
import { db, type TenantData } from '../../db/db';
import type { DemoManpower, DemoSite } from '../../db/types';
import type { DemoIncident } from '../../db/seed/incidents';
import { errors, secured, type AuthContext } from '../../http';
import { workingDaysOf } from '../manpower';

/** the tenant's active sites, by name (the site filter and the 300A's establishments) */
const activeSites = (tenant: TenantData): SiteRef[] =>
  db
    .list<DemoSite>(tenant, 'sites')
    .filter((s) => s.status === 'active')
    .map((s) => ({ id: s.id, name: s.name }))
    .sort((a, b) => a.name.localeCompare(b.name));

/** the tenant's incidents as the OSHA model reads them (site and area names resolved) */
function incidentsOf(tenant: TenantData): OshaIncident[] {
  const sites = db.list<DemoSite>(tenant, 'sites');
  const siteName = new Map(sites.map((s) => [s.id, s.name]));
  const areaName = new Map(sites.flatMap((s) => s.divisions.map((d) => [d.id, d.name] as const)));
  return db.list<DemoIncident>(tenant, 'incidents').map((i) => ({
    id: i.id,
    number: i.number,
    type: i.type,
    description: i.description,
    site_id: i.site_id,
    site_name: siteName.get(i.site_id) ?? '',
    area_name: i.area_id ? (areaName.get(i.area_id) ?? '') : '',
    location: i.location,
    machine_or_location: i.machine_or_location,
    occurred_at: i.occurred_at,
    victims: i.has_victims ? i.victims : [],
  }));
}

function filterOf(ctx: AuthContext) {
  const url = new URL(ctx.request.url);
  const today = todayIso();
  return { today, filter: parseLogFilter((k) => url.searchParams.get(k), today) };
}

/**
 * OSHA 300, 300A and 301 (29 CFR 1904), beyond SPEC: computed on each request from the tenant's incidents and the
 * sites' manpower with the pure model of src/features/osha-logs/model/osha.ts; nothing stored, no seed of its own.
 * Every endpoint needs Incident read (403 otherwise) and sees only the caller's tenant.
 */
export const oshaLogHandlers = [
  secured('get', '/osha/300', ['read', 'Incident'], (ctx) => {
    const { today, filter } = filterOf(ctx);
    const answer: Osha300Answer = { ...filter, today, sites: activeSites(ctx.tenant), cases: buildLog(incidentsOf(ctx.tenant), filter, today) };
    return HttpResponse.json(answer);
  }),
  secured('get', '/osha/300a', ['read', 'Incident'], (ctx) => {
    const { today, filter } = filterOf(ctx);
    const sites = activeSites(ctx.tenant);
    const siteIds = sites.map((s) => s.id).filter((id) => !filter.site_id || id === filter.site_id);
    const cases = buildLog(incidentsOf(ctx.tenant), filter, today);
    const answer: Osha300aAnswer = {
      ...filter,
      today,
      organization_name: ctx.tenant.organization?.name ?? '',
      establishment: establishmentOf(db.list<DemoSite>(ctx.tenant, 'sites').filter((s) => s.status === 'active'), filter.site_id, ctx.tenant.organization?.name ?? ''),
      sites,
      summary: buildSummary(cases, db.list<DemoManpower>(ctx.tenant, 'manpower'), siteIds, filter.year, today, workingDaysOf(ctx.tenant)),
    };
    return HttpResponse.json(answer);
  }),
  secured<{ incidentId: string }>('get', '/osha/301/:incidentId', ['read', 'Incident'], (ctx) => {
    const incident = incidentsOf(ctx.tenant).find((i) => i.id === Number(ctx.params.incidentId));
    if (!incident) return errors(404, 'Incident not found');
    const victim = Number(new URL(ctx.request.url).searchParams.get('victim'));
    const today = todayIso();
    // without ?victim= the incident's only recordable case, if it has exactly one
    const ids = victim ? [victim] : incident.victims.map((v) => v.id);
    const reports = ids.map((id) => build301(incident, id, today)).filter((r) => r !== null);
    if (reports.length !== 1) return errors(404, victim ? 'Not a recordable case of this incident' : 'Name the case with ?victim=');
    return HttpResponse.json({ ...reports[0], establishment: establishmentOf(db.list<DemoSite>(ctx.tenant, 'sites'), incident.site_id, ctx.tenant.organization?.name ?? '') });
  }),
];
