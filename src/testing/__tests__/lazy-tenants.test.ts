import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyOf, oncePerDay } from '../lazy-tenants';

describe('oncePerDay (the seeded demo data a worker keeps)', () => {
  afterEach(() => vi.useRealTimers());

  it('builds once a day and again on the next day', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 27, 23, 59));
    const build = vi.fn(async () => ({ built: build.mock.calls.length }));
    const seed = oncePerDay(build);
    const first = await seed();
    expect(await seed()).toBe(first);
    vi.setSystemTime(new Date(2026, 10, 28, 0, 1));
    const next = await seed();
    expect(next).not.toBe(first);
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('hands out a frozen value: a write to it throws instead of leaking into the next test', async () => {
    const seed = oncePerDay(async () => ({ tenants: [{ key: 'acme', users: [{ name: 'Ann' }] }] }));
    const value = await seed();
    expect(() => {
      value.tenants[0].users[0].name = 'Bob';
    }).toThrow(TypeError);
    expect(() => value.tenants.push({ key: 'x', users: [] })).toThrow(TypeError);
  });
});

describe('copyOf (each test\'s copy of the seeded data)', () => {
  it('copies every level, writable, keeping undefined values and shared-free', () => {
    type Seeded = { key: string; nextId: number; collections: { users: { id: number; tags: string[]; note?: string }[] } };
    const seeded: Seeded = { key: 'acme', nextId: 7, collections: { users: [{ id: 1, tags: ['a'], note: undefined }] } };
    [seeded, seeded.collections, seeded.collections.users, seeded.collections.users[0], seeded.collections.users[0].tags].forEach((o) => Object.freeze(o));
    const copy = copyOf(seeded);
    expect(copy).toStrictEqual(seeded);
    expect(copy.collections.users[0]).not.toBe(seeded.collections.users[0]);
    copy.collections.users[0].tags.push('b');
    expect(seeded.collections.users[0].tags).toEqual(['a']);
    expect('note' in copy.collections.users[0]).toBe(true);
  });

  it('falls back to structuredClone for objects that are not plain', () => {
    const when = new Date(2026, 10, 28);
    const copy = copyOf({ when, seen: new Set([1]) });
    expect(copy.when).toBeInstanceOf(Date);
    expect(copy.when).not.toBe(when);
    expect(copy.when.getTime()).toBe(when.getTime());
    expect(copy.seen).toEqual(new Set([1]));
  });
});
