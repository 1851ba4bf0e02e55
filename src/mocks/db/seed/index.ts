import type { Organization } from '@/lib/session/types';
import type { TenantData } from '../db';
import { passwordHashNow } from '../passwords';
import { createRandom, stringSeed, type Random } from './random';
import { seedRoles } from './roles';
import { seedUsers, type SeedUser } from './users';
import { seedSites } from './sites';
import { moduleSeeders, moduleSeedVersions } from '../../modules';
import { DAY_MS } from '@/lib/dates';

/** Bump when the core seed (tenants, roles, users, sites) changes shape: stored demo data of an older version is replaced. */
export const SEED_VERSION = 12;
/** the stored demo data's version: the core seed's and every module's seed version (`features/<m>/demo`, `seed.version`) */
export const dataVersion = () => `${SEED_VERSION};${moduleSeedVersions()}`;
export const DEMO_PASSWORD = 'Demo@12345';

export interface SeedContext {
  tenant: TenantData;
  random: Random;
  /** today at seed time; seeded dates spread over the 12 months before it */
  now: Date;
}


interface TenantSpec {
  key: string;
  organization: Organization | null;
  users: SeedUser[];
}


function organization(id: number, name: string, sub: string, extra: Partial<Organization>): Organization {
  return {
    id,
    name,
    sub_domain_name: sub,
    is_enterprise: false,
    organization_status: 'Active',
    subscription_type: 'paid',
    plan: 'business',
    modules: ['Incident', 'Observation', 'Action', 'Permit', 'Audit', 'HIRA', 'Library', 'Contractor'],
    is_onboarding: false,
    is_locked: false,
    trial_ends_at: null,
    ...extra,
  };
}

export function tenantSpecs(now: Date): TenantSpec[] {
  return [
    {
      key: 'acme',
      organization: organization(101, 'Acme Manufacturing', 'acme', {}),
      users: [
        { email: 'admin@acme.test', full_name: 'Alice Admin', role: 'Organisation Super Admin', is_admin: true },
        { email: 'hod@acme.test', full_name: 'Hugo Dalton', role: 'HOD Safety Manager' },
        { email: 'supervisor@acme.test', full_name: 'Sara Petrova', role: 'Supervisor' },
        { email: 'permits@acme.test', full_name: 'Pablo Ortega', role: 'Permit Coordinator' },
        { email: 'noaccess@acme.test', full_name: 'Nina Novak', role: 'No Access' },
        { email: 'contractor@acme.test', full_name: 'Carl Builder', role: 'Contractor', is_contractor: true },
        { email: 'inactive@acme.test', full_name: 'Ivan Idle', role: 'Supervisor', status: 'Inactive' },
      ],
    },
    {
      key: 'globex',
      organization: organization(202, 'Globex Logistics', 'globex', {
        subscription_type: 'trial',
        plan: 'free_trial',
        is_onboarding: true,
        trial_ends_at: new Date(now.getTime() + 14 * DAY_MS).toISOString(),
      }),
      users: [{ email: 'owner@globex.test', full_name: 'Olga Owens', role: 'Organisation Super Admin', is_admin: true }],
    },
    {
      key: 'initech',
      organization: organization(303, 'Initech Energy', 'initech', { is_locked: true }),
      users: [{ email: 'admin@initech.test', full_name: 'Ian Tech', role: 'Organisation Super Admin', is_admin: true }],
    },
    {
      // issue 28: the enterprise tenant (single sign-on, customised look and font; SPEC §1)
      key: 'vertex',
      organization: organization(404, 'Vertex Chemicals', 'vertex', { is_enterprise: true, plan: 'enterprise' }),
      users: [
        { email: 'admin@vertex.test', full_name: 'Vera Stone', role: 'Organisation Super Admin', is_admin: true },
        { email: 'supervisor@vertex.test', full_name: 'Tomas Berg', role: 'Supervisor' },
      ],
    },
    {
      key: 'public',
      organization: null,
      users: [{ email: 'master@platform.test', full_name: 'Morgan Master', role: 'MasterSuperAdmin' }],
    },
  ];
}

/**
 * Every demo tenant but those of `leftOut`, seeded; one found in `stored` (this origin's IndexedDB) is taken as it is,
 * in its place, without seeding it again (each tenant's seed is its own: the others' data does not change).
 */
export async function seedTenants(now = new Date(), stored: ReadonlyMap<string, TenantData> = new Map(), leftOut: ReadonlySet<string> = new Set()): Promise<TenantData[]> {
  return tenantSpecs(now)
    .filter((spec) => !leftOut.has(spec.key))
    .map((spec) => stored.get(spec.key) ?? seedTenant(spec, now));
}

function seedTenant(spec: TenantSpec, now: Date): TenantData {
  const tenant: TenantData = { key: spec.key, organization: spec.organization, collections: {}, nextId: 1000 };
  const ctx: SeedContext = { tenant, random: createRandom(stringSeed(spec.key)), now };
  seedRoles(ctx);
  seedUsers(ctx, spec.users, (email) => passwordHashNow(DEMO_PASSWORD, email));
  seedSites(ctx);
  // every module's seeder (`features/<m>/demo`), in their declared order, once users and sites exist
  for (const seeder of moduleSeeders()) seeder.run(ctx);
  return tenant;
}

/**
 * Every demo tenant but those of `leftOut`, each seeded when first used: its key is there at once, its organisation,
 * records and next id are seeded on the first read or write of any of them, exactly as `seedTenants` seeds it (same
 * `now`, same random sequence). The browser's demo keeps one tenant per origin (persist.ts) and seeded every other
 * tenant on each page load (≈ 260 ms of the page's main thread, measured on a signed-in dashboard load), though a
 * page of one tenant reads another only in the platform console, a sign-up's checks or SSO settings. `onSeed` is told
 * each seed (the tests count them).
 */
export function tenantsSeededOnUse(now: Date, leftOut: ReadonlySet<string> = new Set(), onSeed?: (key: string) => void): TenantData[] {
  return tenantSpecs(now)
    .filter((spec) => !leftOut.has(spec.key))
    .map((spec) => {
      let seeded: TenantData | null = null;
      // an organisation set before the seed (the settings kept for it here, persist.ts) replaces the seeded one
      let organization: { value: Organization | null } | null = null;
      const data = () => {
        if (!seeded) {
          onSeed?.(spec.key);
          seeded = seedTenant(spec, now);
          if (organization) seeded.organization = organization.value;
        }
        return seeded;
      };
      const tenant = { key: spec.key } as TenantData;
      // own enumerable accessors: a copy (structuredClone, spread, IndexedDB) reads them like data properties
      Object.defineProperties(tenant, {
        organization: {
          enumerable: true,
          get: () => data().organization,
          set: (value: Organization | null) => {
            if (seeded) seeded.organization = value;
            else organization = { value };
          },
        },
        collections: { enumerable: true, get: () => data().collections, set: (value: TenantData['collections']) => void (data().collections = value) },
        nextId: { enumerable: true, get: () => data().nextId, set: (value: number) => void (data().nextId = value) },
      });
      return tenant;
    });
}
