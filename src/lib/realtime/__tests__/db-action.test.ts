import { applyDbAction, applyDbActions } from '../db-action';
import { initialRealtimeState, reduceEvents } from '../realtime-slice';

type Item = { id?: number; name?: string; v?: number };
const list: Item[] = [
  { id: 1, v: 1 },
  { id: 2, v: 1 },
  { name: 'Observation', v: 1 },
];

describe('applyDbAction (SPEC §4 realtime change events)', () => {
  it('create adds the item at the front', () => {
    expect(applyDbAction(list, 'create', { id: 9, v: 1 }).map((i) => i.id ?? i.name)).toEqual([9, 1, 2, 'Observation']);
  });

  it('create of a key already present moves it to the front without a duplicate', () => {
    const out = applyDbAction(list, 'create', { id: 2, v: 5 });
    expect(out).toEqual([{ id: 2, v: 5 }, { id: 1, v: 1 }, { name: 'Observation', v: 1 }]);
  });

  it('update replaces by id', () => {
    expect(applyDbAction(list, 'update', { id: 2, v: 7 })).toEqual([{ id: 1, v: 1 }, { id: 2, v: 7 }, { name: 'Observation', v: 1 }]);
  });

  it('update replaces by name when the item has no id', () => {
    expect(applyDbAction(list, 'update', { name: 'Observation', v: 3 })[2]).toEqual({ name: 'Observation', v: 3 });
  });

  it('update of an unknown item changes nothing', () => {
    expect(applyDbAction(list, 'update', { id: 42, v: 3 })).toEqual(list);
  });

  it('remove deletes by id and by name', () => {
    expect(applyDbAction(list, 'remove', { id: 1 })).toEqual([{ id: 2, v: 1 }, { name: 'Observation', v: 1 }]);
    expect(applyDbAction(list, 'remove', { name: 'Observation' })).toEqual([{ id: 1, v: 1 }, { id: 2, v: 1 }]);
  });

  it('all replaces the whole list', () => {
    expect(applyDbAction(list, 'all', [{ id: 5 }])).toEqual([{ id: 5 }]);
  });

  it('never mutates its input', () => {
    const frozen = Object.freeze([...list]);
    expect(() => applyDbAction(frozen, 'create', { id: 3 })).not.toThrow();
    expect(frozen).toHaveLength(3);
  });

  it('applies a burst in order, equal to applying each event one by one', () => {
    const events = [
      { verb: 'create' as const, payload: { id: 10, v: 1 } },
      { verb: 'update' as const, payload: { id: 10, v: 2 } },
      { verb: 'update' as const, payload: { id: 1, v: 9 } },
      { verb: 'remove' as const, payload: { id: 2 } },
      { verb: 'create' as const, payload: { id: 11, v: 1 } },
      { verb: 'remove' as const, payload: { id: 11 } },
      { verb: 'update' as const, payload: { id: 2, v: 3 } }, // removed before: ignored
    ];
    const stepwise = events.reduce<Item[]>((acc, e) => applyDbAction(acc, e.verb, e.payload), list);
    expect(applyDbActions(list, events)).toEqual(stepwise);
    expect(stepwise).toEqual([{ id: 10, v: 2 }, { id: 1, v: 9 }, { name: 'Observation', v: 1 }]);
  });

  it('1,000 creates into a 500-row list stay fast and ordered newest first', () => {
    const base = Array.from({ length: 500 }, (_, i) => ({ id: i + 1 }));
    const burst = Array.from({ length: 1000 }, (_, i) => ({ verb: 'create' as const, payload: { id: 10_000 + i } }));
    const started = performance.now();
    const out = applyDbActions(base, burst);
    expect(performance.now() - started).toBeLessThan(200);
    expect(out).toHaveLength(1500);
    expect(out[0]).toEqual({ id: 10_999 });
    expect(out[1000]).toEqual({ id: 1 });
  });
});

/** SPEC §4 one event at a time, written the plain way (the reference the one-pass burst must equal) */
function naive(items: Item[], verb: 'create' | 'update' | 'remove' | 'all', item: Item): Item[] {
  const key = (i: Item) => (i.id !== undefined ? `id:${i.id}` : i.name !== undefined ? `name:${i.name}` : null);
  const k = key(item);
  if (verb === 'all') return [item];
  if (verb === 'create') return [item, ...items.filter((i) => k === null || key(i) !== k)];
  if (k === null) return items;
  if (verb === 'remove') return items.filter((i) => key(i) !== k);
  const at = items.findIndex((i) => key(i) === k);
  return at < 0 ? items : items.map((i, n) => (n === at ? item : i));
}

describe('applyDbActions: a burst in one pass (issue 30)', () => {
  it('equals the plain one-event-at-a-time rules on 200 random bursts (ids, names, items without a key, all)', () => {
    let seed = 30;
    const rand = (n: number) => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) % n);
    for (let round = 0; round < 200; round++) {
      const base: Item[] = Array.from({ length: rand(30) }, (_, i) => (rand(5) === 0 ? { name: `n${i}`, v: 0 } : { id: i, v: 0 }));
      const burst = Array.from({ length: 1 + rand(120) }, (_, i) => {
        const r = rand(100);
        const verb = r < 40 ? ('create' as const) : r < 75 ? ('update' as const) : r < 99 ? ('remove' as const) : ('all' as const);
        const which = rand(8);
        const payload: Item = which === 0 ? { v: i } : which === 1 ? { name: `n${rand(40)}`, v: i } : { id: rand(45), v: i };
        return { verb, payload };
      });
      const expected = burst.reduce((acc, e) => naive(acc, e.verb, e.payload), base);
      expect(applyDbActions(base, burst), `round ${round}`).toEqual(expected);
    }
  });

  it('5,000 events into a 10,000-row list: one pass, newest created first, updates in place, removes gone', () => {
    const base = Array.from({ length: 10_000 }, (_, i) => ({ id: i + 1, v: 0 }));
    const burst = [
      ...Array.from({ length: 2000 }, (_, i) => ({ verb: 'create' as const, payload: { id: 100_000 + i, v: 1 } })),
      ...Array.from({ length: 2000 }, (_, i) => ({ verb: 'update' as const, payload: { id: i + 1, v: 2 } })),
      ...Array.from({ length: 1000 }, (_, i) => ({ verb: 'remove' as const, payload: { id: 5001 + i } })),
    ];
    const out = applyDbActions(base, burst);
    expect(out).toHaveLength(11_000);
    expect(out[0]).toEqual({ id: 101_999, v: 1 });
    expect(out[2000]).toEqual({ id: 1, v: 2 });
    expect(out.some((r) => r.id === 5001)).toBe(false);
  });
});

describe('reduceEvents (realtime slice)', () => {
  it('routes SPEC message keys to state and applies db_action', () => {
    const s1 = reduceEvents(initialRealtimeState, [
      { channel: 'NotificationChannel', message: { db_action: 'all', notifications: [{ id: 1, is_read: false }] } },
      { channel: 'NotificationChannel', message: { db_action: 'create', notification: { id: 2, is_read: false } } },
      { channel: 'PlanChannel', message: { plan: { plan: 'business' } } },
      { channel: 'UsedLicenseCountChannel', message: { used_licence_count: 7 } },
      { channel: 'RoleWiseUsersChannel', message: { db_action: 'all', role_wise_users: [{ id: 5 }, { id: 6 }] } },
      { channel: 'RoleWiseUsersChannel', message: { db_action: 'remove', role_wise_user: { id: 5 } } },
      { channel: 'ModuleBasedUsersChannel', message: { module_based_users: { users: [{ id: 1 }], permit_users: [] } } },
      { channel: 'TimezoneChannel', message: { timezone: 'Europe/Sofia' } },
    ]);
    expect(s1.notifications.map((n) => n.id)).toEqual([2, 1]);
    expect(s1.plan).toEqual({ plan: 'business' });
    expect(s1.usedLicenceCount).toBe(7);
    expect(s1.roleWiseUsers).toEqual([{ id: 6 }]);
    expect(s1.moduleBasedUsers).toEqual({ users: [{ id: 1 }], permit_users: [], inci_users: [], audit_users: [] });
    expect(s1.timezone).toBe('Europe/Sofia');
    const s2 = reduceEvents(s1, [{ channel: 'NotificationChannel', message: { db_action: 'update', notification: { id: 2, is_read: true } } }]);
    expect(s2.notifications.find((n) => n.id === 2)?.is_read).toBe(true);
  });

  it('keeps only the user’s own actions (mine: false removes, never adds)', () => {
    const s1 = reduceEvents(initialRealtimeState, [
      { channel: 'ActionsChannel', message: { db_action: 'all', collection: 'actions', records: [{ id: 1 }, { id: 2 }], mine: true } },
      { channel: 'ActionsChannel', message: { db_action: 'create', collection: 'actions', record: { id: 3 }, mine: false } },
      { channel: 'ActionsChannel', message: { db_action: 'update', collection: 'actions', record: { id: 2 }, mine: false } },
      { channel: 'ActionsChannel', message: { db_action: 'create', collection: 'actions', record: { id: 4 }, mine: true } },
    ]);
    expect(s1.actions.map((a) => a.id)).toEqual([4, 1]);
  });
});
