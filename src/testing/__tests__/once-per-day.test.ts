import { afterEach, describe, expect, it, vi } from 'vitest';
import { oncePerDay } from '../lazy-tenants';

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
