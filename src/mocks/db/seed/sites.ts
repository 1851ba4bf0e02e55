import type { DemoSite, DemoUser } from '../types';
import type { SeedContext } from './index';

type SiteSpec = { name: string; city: string; country: string; tz: string; address: string; state: string; zip: string; lat: number; lng: number; phone: string; naics?: string };

const SITES: Record<string, SiteSpec[]> = {
  acme: [
    { name: 'Northfield Plant', city: 'Leeds', country: 'United Kingdom', tz: 'Europe/London', address: '12 Northfield Road', state: 'West Yorkshire', zip: 'LS10 1AB', lat: 53.7784, lng: -1.5339, phone: '+44 113 496 0000', naics: '332710' },
    { name: 'Riverside Warehouse', city: 'Hamburg', country: 'Germany', tz: 'Europe/Berlin', address: 'Am Elbufer 7', state: 'Hamburg', zip: '20457', lat: 53.5413, lng: 9.9842, phone: '+49 40 555 0100', naics: '493110' },
    { name: 'Harbour Assembly', city: 'Izmir', country: 'Türkiye', tz: 'Europe/Istanbul', address: 'Liman Caddesi 21', state: 'Izmir', zip: '35220', lat: 38.4392, lng: 27.1429, phone: '+90 232 555 0142', naics: '336390' },
    { name: 'Eastgate R&D Centre', city: 'Suzhou', country: 'China', tz: 'Asia/Shanghai', address: '88 Xinghu Street', state: 'Jiangsu', zip: '215123', lat: 31.2702, lng: 120.7393, phone: '+86 512 5550 1888', naics: '541715' },
  ],
  globex: [{ name: 'Central Depot', city: 'Madrid', country: 'Spain', tz: 'Europe/Madrid', address: 'Calle de Alcalá 200', state: 'Madrid', zip: '28028', lat: 40.4284, lng: -3.6651, phone: '+34 91 555 0110', naics: '493110' }],
  initech: [{ name: 'Solar Farm 1', city: 'Plovdiv', country: 'Bulgaria', tz: 'Europe/Sofia', address: 'Industrial Zone North 3', state: 'Plovdiv', zip: '4000', lat: 42.1774, lng: 24.7489, phone: '+359 32 555 010', naics: '221114' }],
};

const DIVISIONS = ['Production', 'Logistics', 'Maintenance', 'Quality'];
const DEPARTMENTS = ['Line A', 'Line B', 'Inbound', 'Outbound', 'Electrical', 'Mechanical', 'Lab', 'Inspection'];
const UNITS = ['Unit 1', 'Unit 2', 'Unit 3'];

export function seedSites({ tenant, random }: SeedContext): void {
  const specs = SITES[tenant.key] ?? [];
  const users = (tenant.collections.users ?? []) as DemoUser[];
  const sites = (tenant.collections.sites = [] as DemoSite[]);
  const active = users.filter((u) => u.status === 'Active');
  for (const s of specs) {
    const id = tenant.nextId++;
    // heads and in-charges come from the active users without drawing random numbers (the rest of the seed stays as it was)
    const divisions = DIVISIONS.slice(0, random.int(2, 4)).map((d, di) => ({
      id: tenant.nextId++,
      name: d,
      head_id: active[(di + 1) % active.length]?.id ?? null,
      in_charge_id: null,
      departments: DEPARTMENTS.slice(di * 2, di * 2 + 2).map((dep, dj) => ({
        id: tenant.nextId++,
        name: dep,
        head_id: null,
        in_charge_id: active[(di * 2 + dj + 2) % active.length]?.id ?? null,
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
      emergency_phone: s.phone,
      emergency_email: `emergency.${s.city.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}@${tenant.key}.test`,
      address: s.address,
      naics_code: s.naics,
      state: s.state,
      zip: s.zip,
      latitude: s.lat,
      longitude: s.lng,
      manpower: 100 + random.int(0, 8) * 25,
      divisions,
    });
  }
  for (const u of users) u.site_ids = sites.map((s) => s.id);
}
