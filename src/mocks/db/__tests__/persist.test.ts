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
