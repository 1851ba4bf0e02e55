import { db, type TenantData } from './db/db';
import type { DemoUser } from './db/types';
import { siteLookup } from './services/lookups';

/** The lookups of a report form (observation, incident): organisation name, active sites with their areas, active users (signed-in forms only). */
export function reportFormData(tenant: TenantData, withUsers: boolean) {
  return {
    organization_name: tenant.organization?.name ?? '',
    sites: siteLookup(tenant)
      .sites.filter((s) => s.status === 'active')
      .map((s) => ({ id: s.id, name: s.name, areas: s.divisions.map((d) => ({ id: d.id, name: d.name })) })),
    users: withUsers
      ? db
          .list<DemoUser>(tenant, 'users')
          .filter((u) => u.status === 'Active')
          .map((u) => ({ id: u.id, full_name: u.full_name }))
      : [],
  };
}
