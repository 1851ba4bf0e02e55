import { HttpResponse } from 'msw';
import { db, type TenantData } from '../../db/db';
import type { DemoSite } from '../../db/types';
import { errors, secured } from '../../http';
import type { components } from '@/lib/api/generated/openapi';

/**
 * The remaining SPEC §7 "Users and sites" calls (shapes documented in features/site-plans/README.md):
 * - GET /sites/site_full_name (Site read; optional `site_id`): every site and tree node by its full name;
 * - GET /organizations/:organization_id/site_data (Site read; another organisation's id → 403): the sites with trees;
 * - GET /v3/sites/active_sites_of_user (signed in): the active sites the user works at.
 */

const SEP = ' › ';
const listed = (tenant: TenantData) => db.list<DemoSite>(tenant, 'sites').filter((s) => s.status !== 'deleted');

/** one row of GET /sites/site_full_name (`SiteFullName` of api/openapi.yaml) */
export type SiteFullNameRow = components['schemas']['SiteFullName'];

function fullNames(site: DemoSite): SiteFullNameRow[] {
  const out: SiteFullNameRow[] = [{ site_id: site.id, node_id: null, level: 'site', full_name: site.name }];
  for (const d of site.divisions) {
    const dn = `${site.name}${SEP}${d.name}`;
    out.push({ site_id: site.id, node_id: d.id, level: 'division', full_name: dn });
    for (const dep of d.departments) {
      const depn = `${dn}${SEP}${dep.name}`;
      out.push({ site_id: site.id, node_id: dep.id, level: 'department', full_name: depn });
      for (const u of dep.units) out.push({ site_id: site.id, node_id: u.id, level: 'unit', full_name: `${depn}${SEP}${u.name}` });
    }
  }
  return out;
}

const siteData = (s: DemoSite) => ({
  id: s.id,
  name: s.name,
  status: s.status,
  time_zone: s.time_zone,
  divisions: s.divisions.map((d) => ({ id: d.id, name: d.name, departments: d.departments.map((dep) => ({ id: dep.id, name: dep.name, units: dep.units.map((u) => ({ id: u.id, name: u.name })) })) })),
});

export const siteCallHandlers = [
  secured('get', '/sites/site_full_name', ['read', 'Site'], ({ tenant, request }) => {
    const raw = new URL(request.url).searchParams.get('site_id');
    const id = raw && /^\d+$/.test(raw) ? Number(raw) : null;
    if (raw && id === null) return errors(422, 'Site is invalid');
    const sites = listed(tenant).filter((s) => id === null || s.id === id);
    if (id !== null && sites.length === 0) return errors(404, 'Record not found');
    return HttpResponse.json({ site_full_names: sites.flatMap(fullNames) });
  }),
  secured<{ organization_id: string }>('get', '/organizations/:organization_id/site_data', ['read', 'Site'], ({ tenant, params }) => {
    if (String(tenant.organization?.id ?? '') !== params.organization_id) return errors(403, 'You are not authorized to perform this action');
    return HttpResponse.json({ organization_id: tenant.organization!.id, sites: listed(tenant).map(siteData) });
  }),
  /** admins and users without assigned sites work at every active site; the others at their `site_ids` */
  secured('get', '/v3/sites/active_sites_of_user', null, ({ tenant, user }) => {
    const mine = new Set(user.site_ids ?? []);
    const all = user.is_admin || mine.size === 0;
    const sites = listed(tenant).filter((s) => s.status === 'active' && (all || mine.has(s.id)));
    return HttpResponse.json({ sites: sites.map((s) => ({ id: s.id, name: s.name, time_zone: s.time_zone })) });
  }),
];
