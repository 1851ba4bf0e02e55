import type { DemoSite, DemoUser } from '../types';
import type { SeedContext } from './index';

const SITES: Record<string, { name: string; city: string; country: string; tz: string }[]> = {
  acme: [
    { name: 'Northfield Plant', city: 'Leeds', country: 'United Kingdom', tz: 'Europe/London' },
    { name: 'Riverside Warehouse', city: 'Hamburg', country: 'Germany', tz: 'Europe/Berlin' },
    { name: 'Harbour Assembly', city: 'Izmir', country: 'Türkiye', tz: 'Europe/Istanbul' },
    { name: 'Eastgate R&D Centre', city: 'Suzhou', country: 'China', tz: 'Asia/Shanghai' },
  ],
  globex: [{ name: 'Central Depot', city: 'Madrid', country: 'Spain', tz: 'Europe/Madrid' }],
  initech: [{ name: 'Solar Farm 1', city: 'Plovdiv', country: 'Bulgaria', tz: 'Europe/Sofia' }],
};

const DIVISIONS = ['Production', 'Logistics', 'Maintenance', 'Quality'];
const DEPARTMENTS = ['Line A', 'Line B', 'Inbound', 'Outbound', 'Electrical', 'Mechanical', 'Lab', 'Inspection'];
const UNITS = ['Unit 1', 'Unit 2', 'Unit 3'];

export function seedSites({ tenant, random }: SeedContext): void {
  const specs = SITES[tenant.key] ?? [];
  const users = (tenant.collections.users ?? []) as DemoUser[];
  const sites = (tenant.collections.sites = [] as DemoSite[]);
  for (const s of specs) {
    const id = tenant.nextId++;
    const divisions = DIVISIONS.slice(0, random.int(2, 4)).map((d, di) => ({
      id: tenant.nextId++,
      name: d,
      departments: DEPARTMENTS.slice(di * 2, di * 2 + 2).map((dep) => ({
        id: tenant.nextId++,
        name: dep,
        units: UNITS.slice(0, random.int(1, 3)).map((u) => ({ id: tenant.nextId++, name: u })),
      })),
    }));
    sites.push({
      id,
      name: s.name,
      status: 'active',
      time_zone: s.tz,
      city: s.city,
      country: s.country,
      head_of_safety_id: users[1]?.id ?? users[0]?.id ?? null,
      head_of_site_id: users[0]?.id ?? null,
      manpower: 100 + random.int(0, 8) * 25,
      divisions,
    });
  }
  for (const u of users) u.site_ids = sites.map((s) => s.id);
}
