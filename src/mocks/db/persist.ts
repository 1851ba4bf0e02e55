import { createStore, del, get, keys, set, clear } from 'idb-keyval';
import type { DemoDb, TenantData } from './db';
import { SEED_VERSION, seedTenants } from './seed';

/**
 * Browser persistence of the demo data: one IndexedDB entry per tenant, so data survives a
 * reload and tenants never share a record. Writes are coalesced per tenant.
 */
const store = typeof indexedDB === 'undefined' ? null : createStore('ehs-demo', 'tenants');
const VERSION_KEY = '__seed_version__';

export async function loadDb(db: DemoDb): Promise<void> {
  if (!store) {
    db.replaceAll(await seedTenants());
    return;
  }
  const version = await get<number>(VERSION_KEY, store);
  if (version === SEED_VERSION) {
    const tenantKeys = (await keys(store)).filter((k) => k !== VERSION_KEY);
    const tenants = (await Promise.all(tenantKeys.map((k) => get<TenantData>(k, store)))).filter(Boolean) as TenantData[];
    if (tenants.length > 0) {
      db.replaceAll(tenants);
      attach(db);
      return;
    }
  }
  await resetDb(db);
  attach(db);
}

function attach(db: DemoDb) {
  const pending = new Map<string, TenantData>();
  let writing: Promise<void> = Promise.resolve();
  // Writes of one tenant are coalesced; `flush` (awaited before every answer) makes them durable, so a
  // reload right after an answer (token refresh!) never finds older data.
  const flush = (): Promise<void> => {
    if (!store || pending.size === 0) return writing;
    const batch = [...pending.values()];
    pending.clear();
    writing = writing.then(() => Promise.all(batch.map((t) => set(t.key, t, store))).then(() => undefined));
    return writing;
  };
  db.setPersister((tenant) => {
    pending.set(tenant.key, tenant);
  }, flush);
}

/** "Reset demo data": drop everything stored and seed again. */
export async function resetDb(db: DemoDb): Promise<void> {
  const tenants = await seedTenants();
  db.replaceAll(tenants);
  if (!store) return;
  await clear(store);
  await Promise.all(tenants.map((t) => set(t.key, t, store)));
  await set(VERSION_KEY, SEED_VERSION, store);
}

export async function forgetTenant(key: string): Promise<void> {
  if (store) await del(key, store);
}
