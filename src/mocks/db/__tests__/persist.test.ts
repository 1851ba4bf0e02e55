import 'fake-indexeddb/auto';
import { createStore, keys } from 'idb-keyval';

// IndexedDB is per origin and each tenant has its own origin: the acme origin (this test's jsdom URL is
// acme.localhost) must never store another tenant's records (issue 12, 12).
const { DemoDb } = await import('../db');
const { loadDb, keptHere } = await import('../persist');

describe('demo persistence per origin', () => {
  it('an origin stores only its own tenant and the platform rows; a reload keeps its writes, not another tenant’s', async () => {
    expect([...keptHere()].sort()).toEqual(['acme', 'public']);
    expect([...keptHere(null)]).toEqual(['public']);
    const first = new DemoDb();
    await loadDb(first);
    const acme = first.tenant('acme')!;
    const globex = first.tenant('globex')!;
    first.commit(acme, 'observations', 'create', { id: 990_001, description: 'kept on acme' });
    first.commit(globex, 'observations', 'create', { id: 990_002, description: 'never stored on acme' });
    await first.flush();

    const stored = (await keys(createStore('ehs-demo', 'tenants'))).map(String).sort();
    expect(stored).toEqual(['__organizations__', '__seed_version__', 'acme', 'public']);

    const reloaded = new DemoDb();
    await loadDb(reloaded);
    expect(reloaded.find(reloaded.tenant('acme')!, 'observations', 990_001)).toMatchObject({ description: 'kept on acme' });
    expect(reloaded.find(reloaded.tenant('globex')!, 'observations', 990_002)).toBeUndefined();
    // the stored tenants are taken in their place, the others seeded as on the first load
    expect(reloaded.allTenants().map((t) => t.key)).toEqual(first.allTenants().map((t) => t.key));
    expect(reloaded.tenant('globex')!.collections.users.map((u) => u.email)).toEqual(first.tenant('globex')!.collections.users.map((u) => u.email));
  });

  it('seeds only the tenants it is not given', async () => {
    const { seedTenants } = await import('../seed');
    const now = new Date('2026-06-01T09:00:00Z');
    const all = await seedTenants(now);
    const stored = { key: 'acme', organization: null, collections: {}, nextId: 5 };
    const again = await seedTenants(now, new Map([['acme', stored]]));
    expect(again.map((t) => t.key)).toEqual(all.map((t) => t.key));
    expect(again.find((t) => t.key === 'acme')).toBe(stored);
    expect(again.find((t) => t.key === 'globex')).toEqual(all.find((t) => t.key === 'globex'));
  });
});

describe('the tenants another origin keeps, seeded when first used', () => {
  const now = new Date('2026-06-01T09:00:00Z');

  it('are seeded on the first read of their records, organisation or next id, once, exactly as the eager seed', async () => {
    const { seedTenants, tenantsSeededOnUse } = await import('../seed');
    const eager = await seedTenants(now);
    const seeds: string[] = [];
    const lazy = tenantsSeededOnUse(now, new Set(['acme']), (key) => seeds.push(key));
    expect(lazy.map((t) => t.key)).toEqual(eager.map((t) => t.key).filter((k) => k !== 'acme'));
    expect(seeds).toEqual([]);
    const globex = lazy.find((t) => t.key === 'globex')!;
    expect(globex.collections.users.map((u) => u.email)).toEqual(eager.find((t) => t.key === 'globex')!.collections.users.map((u) => u.email));
    expect(globex.nextId).toBeGreaterThan(1000);
    expect(globex.organization?.sub_domain_name).toBe('globex');
    expect(seeds).toEqual(['globex']);
    // a copy reads the accessors like data: every tenant as the eager seed made it
    expect(lazy.map((t) => structuredClone(t))).toEqual(eager.filter((t) => t.key !== 'acme'));
    expect(seeds).toEqual(['globex', 'initech', 'vertex', 'public']);
  });

  it('keep an organisation set before their seed (the settings this origin stored for them) over the seeded one', async () => {
    const { tenantsSeededOnUse } = await import('../seed');
    const seeds: string[] = [];
    const [globex] = tenantsSeededOnUse(now, new Set(['acme', 'initech', 'vertex', 'public']), (key) => seeds.push(key));
    const locked = { ...globex.organization!, is_locked: true };
    // reading it seeded it: set one on a fresh tenant instead
    const [fresh] = tenantsSeededOnUse(now, new Set(['acme', 'initech', 'vertex', 'public']), (key) => seeds.push(key));
    fresh.organization = locked;
    expect(seeds).toEqual(['globex']);
    // the billing seed sets a trial's end on the organisation: the stored settings still win
    expect(fresh.collections.payments).toEqual([]);
    expect(fresh.organization).toBe(locked);
    fresh.nextId += 1;
    expect(fresh.nextId).toBe(globex.nextId + 1);
  });

  it('a reload on acme takes its own tenant from storage and leaves the others to be seeded when used', async () => {
    const { DemoDb } = await import('../db');
    const { loadDb } = await import('../persist');
    const first = new DemoDb();
    await loadDb(first);
    await first.flush();
    const reloaded = new DemoDb();
    await loadDb(reloaded);
    const descriptor = Object.getOwnPropertyDescriptor(reloaded.tenant('globex')!, 'collections');
    expect(descriptor?.get).toBeTypeOf('function');
    expect(Object.getOwnPropertyDescriptor(reloaded.tenant('acme')!, 'collections')?.value).toBeTypeOf('object');
  });
});
