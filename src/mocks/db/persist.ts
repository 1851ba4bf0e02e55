import { createStore, del, get, set, clear } from 'idb-keyval';
import type { Organization } from '@/lib/session/types';
import { currentTenant } from '@/config/tenant';
import type { DemoDb, TenantData } from './db';
import { dataVersion, seedTenants, tenantsSeededOnUse } from './seed';

/**
 * Browser persistence of the demo data. IndexedDB is per origin, and each tenant has its own origin
 * (acme.localhost, globex.localhost …): an origin stores **only its own tenant** and the platform's shared
 * rows (the demo mailbox, pending sign-ups), never another tenant's records. The other tenants are seeded in
 * memory, each when first used after the load (`tenantsSeededOnUse`). The platform origin (no sub-domain) also keeps
 * the organisations the master super admin manages (their settings only, no records). Writes are coalesced per tenant.
 */
const store = typeof indexedDB === 'undefined' ? null : createStore('ehs-demo', 'tenants');
const VERSION_KEY = '__seed_version__';
const ORGANIZATIONS_KEY = '__organizations__';
const PLATFORM = 'public';

/** the tenants this origin keeps: its own and the platform's shared rows */
export function keptHere(host = currentTenant()): Set<string> {
  return new Set([host ?? PLATFORM, PLATFORM]);
}

export async function loadDb(db: DemoDb): Promise<void> {
  if (!store) {
    db.replaceAll(await seedTenants());
    return;
  }
  const kept = keptHere();
  const now = new Date();
  const reading = readKept(kept);
  const others = new Map(tenantsSeededOnUse(now, kept).map((t) => [t.key, t]));
  const { stored, organizations } = await reading;
  if (stored.length > 0) {
    // the tenants stored here are not seeded again on each load; every tenant in its place
    const byKey = new Map((await seedTenants(now, new Map([...others, ...stored.map((t) => [t.key, t] as const)]))).map((t) => [t.key, t]));
    // a stored tenant no seed knows (an organisation created in this browser's demo) is added after the seeded ones
    for (const t of stored) byKey.set(t.key, t);
    for (const [key, organization] of Object.entries(organizations ?? {})) {
      const t = byKey.get(key);
      if (t && !kept.has(key)) t.organization = organization;
    }
    db.replaceAll([...byKey.values()]);
    attach(db, kept);
    return;
  }
  await resetDb(db, await seedTenants(now, others));
  attach(db, kept);
}

/** what this version of the demo data stored here: the tenants of `kept`, the other organisations' settings */
async function readKept(kept: Set<string>): Promise<{ stored: TenantData[]; organizations?: Record<string, Organization | null> }> {
  if (!store || (await get<string>(VERSION_KEY, store)) !== dataVersion()) return { stored: [] };
  const [organizations, ...tenants] = await Promise.all([get<Record<string, Organization | null>>(ORGANIZATIONS_KEY, store), ...[...kept].map((k) => get<TenantData>(k, store))]);
  return { stored: tenants.filter(Boolean) as TenantData[], organizations };
}

function attach(db: DemoDb, kept: Set<string>) {
  const pending = new Map<string, TenantData>();
  let organizationsChanged = false;
  let writing: Promise<void> = Promise.resolve();
  // Writes of one tenant are coalesced; `flush` (awaited before every answer) makes them durable, so a
  // reload right after an answer (token refresh!) never finds older data.
  const flush = (): Promise<void> => {
    if (!store || (pending.size === 0 && !organizationsChanged)) return writing;
    const batch = [...pending.values()];
    pending.clear();
    const organizations = organizationsChanged ? Object.fromEntries(db.allTenants().map((t) => [t.key, t.organization])) : null;
    organizationsChanged = false;
    writing = writing.then(() =>
      Promise.all([...batch.map((t) => set(t.key, t, store)), ...(organizations ? [set(ORGANIZATIONS_KEY, organizations, store)] : [])]).then(() => undefined),
    );
    return writing;
  };
  db.setPersister((tenant) => {
    if (kept.has(tenant.key)) pending.set(tenant.key, tenant);
    // another tenant changed here (the master super admin's organisation screens): only its settings are kept
    else organizationsChanged = true;
  }, flush);
}

/** "Reset demo data": drop everything stored and seed again. */
export async function resetDb(db: DemoDb, seeded?: TenantData[]): Promise<void> {
  const tenants = seeded ?? (await seedTenants());
  db.replaceAll(tenants);
  if (!store) return;
  const kept = keptHere();
  await clear(store);
  await Promise.all(tenants.filter((t) => kept.has(t.key)).map((t) => set(t.key, t, store)));
  await set(VERSION_KEY, dataVersion(), store);
}

export async function forgetTenant(key: string): Promise<void> {
  if (store) await del(key, store);
}
