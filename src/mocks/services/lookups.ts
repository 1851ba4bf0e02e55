import { db, type TenantData } from '../db/db';
import type { DemoSite, DemoUser } from '../db/types';

/** Names by id that serializers and rules of several modules need (sites, areas, users). */
export function siteLookup(tenant: TenantData) {
  const sites = db.list<DemoSite>(tenant, 'sites');
  const siteNames = new Map(sites.map((s) => [s.id, s.name]));
  const areaNames = new Map(sites.flatMap((s) => s.divisions.map((d) => [d.id, d.name] as const)));
  const areaSite = new Map(sites.flatMap((s) => s.divisions.map((d) => [d.id, s.id] as const)));
  return { sites, siteNames, areaNames, areaSite };
}

export function userNames(tenant: TenantData) {
  return new Map(db.list<DemoUser>(tenant, 'users').map((u) => [u.id, u.full_name]));
}

/** the id → name lookups a list serializer needs (sites, areas, users), built once per request */
export const lookupsOf = (tenant: TenantData) => ({ ...siteLookup(tenant), users: userNames(tenant) });
export type Lookups = ReturnType<typeof lookupsOf>;
