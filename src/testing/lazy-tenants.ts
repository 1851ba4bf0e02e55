import type { TenantData } from '@/mocks/db/db';

/**
 * The demo db's tenants for one test, copied from the seeded data only when a test reads them: a test that never
 * touches the demo backend (the locale parity test, model and schema tests) pays nothing, and one that signs in to
 * acme copies acme alone (copying all tenants costs ≈ 25 ms; the suite has over 2,800 tests).
 * A Map, because DemoDb keeps its tenants in one (`replaceAll` still swaps in a plain Map).
 */
export class LazyTenants extends Map<string, TenantData> {
  private readonly pending = new Set<string>();

  constructor(seeded: readonly TenantData[]) {
    super();
    for (const tenant of seeded) {
      super.set(tenant.key, tenant); // the seeded original, until read
      this.pending.add(tenant.key);
    }
  }

  /** how many tenants this test has copied (for the setup's own test) */
  get copied(): number {
    return this.size - this.pending.size;
  }

  private materialise(key: string): void {
    if (!this.pending.delete(key)) return;
    super.set(key, copyOf(super.get(key)!));
  }

  private materialiseAll(): void {
    for (const key of this.pending) this.materialise(key); // (deleting the current entry of a Set is safe)
  }

  override get(key: string): TenantData | undefined {
    this.materialise(key);
    return super.get(key);
  }

  override set(key: string, value: TenantData): this {
    this.pending.delete(key);
    return super.set(key, value);
  }

  override delete(key: string): boolean {
    this.pending.delete(key);
    return super.delete(key);
  }

  override clear(): void {
    this.pending.clear();
    super.clear();
  }

  override values(): MapIterator<TenantData> {
    this.materialiseAll();
    return super.values();
  }

  override entries(): MapIterator<[string, TenantData]> {
    this.materialiseAll();
    return super.entries();
  }

  override [Symbol.iterator](): MapIterator<[string, TenantData]> {
    return this.entries();
  }

  override forEach(callback: (value: TenantData, key: string, map: Map<string, TenantData>) => void, thisArg?: unknown): void {
    this.materialiseAll();
    super.forEach(callback, thisArg);
  }
}

/**
 * A deep copy of the seeded data, which is plain objects and arrays (what the browser's IndexedDB keeps): ≈ 8 ms for
 * acme against ≈ 29 ms with structuredClone, which serialises and parses. Any other object is structuredClone'd.
 */
export function copyOf<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(copyOf) as T;
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return structuredClone(value);
  const copy: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) copy[key] = copyOf(child);
  return copy as T;
}

/**
 * `build()` once per calendar day, its result deep-frozen. The setup file keeps one for the seeded demo data, per
 * worker: seeding costs ≈ 150 ms of CPU and the setup file runs again for each file of a shared worker. Again when
 * the day changes, as the seed's dates are relative to today. Frozen: tests only ever get copies (LazyTenants), so a
 * write to the shared original would leak between files, and throws instead.
 */
export function oncePerDay<T extends object>(build: () => Promise<T>): () => Promise<T> {
  let held: { day: string; value: Promise<T> } | undefined;
  return () => {
    const day = new Date().toDateString();
    if (held?.day !== day) held = { day, value: build().then(deepFreeze) };
    return held.value;
  };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
