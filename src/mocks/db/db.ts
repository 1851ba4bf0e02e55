import type { Organization } from '@/lib/session/types';

/**
 * The demo backend's data: one TenantData per tenant key (sub-domain, or 'public' for the
 * platform). Handlers read collections and write only through `commit`, which saves, persists
 * (IndexedDB in the browser) and tells listeners (the cable server broadcasts db_action).
 */
export type Row = { id: number; [key: string]: unknown };

export interface TenantData {
  key: string;
  organization: Organization | null;
  collections: Record<string, Row[]>;
  nextId: number;
}

export type DbVerb = 'create' | 'update' | 'remove' | 'all';

export interface DbChange {
  tenant: string;
  collection: string;
  verb: DbVerb;
  row?: Row;
  rows?: Row[];
  /** the row as it was before an update or removal (the activity log diffs it) */
  previous?: Row;
  /** who made the change: the signed-in user of the request (`secured(...)`), null for the system */
  actor?: DbActor | null;
}

/** Who acts in a request (the activity log records it). */
export interface DbActor {
  id: number;
  full_name: string;
}

const ACTOR = Symbol('db actor');
const RAW = Symbol('db raw tenant');

/**
 * A per-request handle on a tenant that carries who acts (`secured(...)` in mocks/http.ts hands one to each
 * handler). Every read and write goes to the tenant itself; the actor travels with the handle, never through a
 * shared "current user", so concurrent requests (awaits interleave) each commit with their own actor.
 */
export function actingAs(tenant: TenantData, actor: DbActor): TenantData {
  return new Proxy(rawTenant(tenant), { get: (target, key) => (key === ACTOR ? actor : key === RAW ? target : Reflect.get(target, key)) });
}

/** the actor a tenant handle carries (null: not a signed-in request) */
export function actorOf(tenant: TenantData): DbActor | null {
  return ((tenant as unknown as Record<symbol, DbActor | undefined>)[ACTOR] ?? null);
}

/** the tenant behind a handle (what is stored and cloned) */
export function rawTenant(tenant: TenantData): TenantData {
  return (tenant as unknown as Record<symbol, TenantData | undefined>)[RAW] ?? tenant;
}

type Listener = (change: DbChange) => void;
type Persister = (tenant: TenantData) => void;
type Flusher = () => Promise<void>;

export class DemoDb {
  private tenants = new Map<string, TenantData>();
  private listeners = new Set<Listener>();
  private persister: Persister | null = null;
  private flusher: Flusher | null = null;

  replaceAll(tenants: TenantData[]): void {
    this.tenants = new Map(tenants.map((t) => [t.key, t]));
  }

  allTenants(): TenantData[] {
    return [...this.tenants.values()];
  }

  tenant(key: string): TenantData | undefined {
    return this.tenants.get(key);
  }

  tenantByOrgId(orgId: number): TenantData | undefined {
    return this.allTenants().find((t) => t.organization?.id === orgId);
  }

  addTenant(tenant: TenantData): void {
    tenant = rawTenant(tenant);
    this.tenants.set(tenant.key, tenant);
    this.persist(tenant);
  }

  list<T extends Row = Row>(tenant: TenantData, collection: string): T[] {
    return (tenant.collections[collection] ??= []) as T[];
  }

  find<T extends Row = Row>(tenant: TenantData, collection: string, id: number): T | undefined {
    return this.list<T>(tenant, collection).find((r) => r.id === id);
  }

  newId(tenant: TenantData): number {
    return tenant.nextId++;
  }

  /** The one write path: save, persist, broadcast. */
  commit<T extends Row>(tenant: TenantData, collection: string, verb: Exclude<DbVerb, 'all'>, row: T): T {
    const rows = this.list<T>(tenant, collection);
    const index = rows.findIndex((r) => r.id === row.id);
    const previous = verb !== 'create' && index >= 0 ? rows[index] : undefined;
    if (verb === 'create') rows.unshift(row);
    else if (verb === 'update') {
      if (index >= 0) rows[index] = row;
      else rows.unshift(row);
    } else if (index >= 0) rows.splice(index, 1);
    this.persist(tenant);
    this.emit({ tenant: tenant.key, collection, verb, row, previous, actor: actorOf(tenant) });
    return row;
  }

  /** Saves a change that is not broadcast (tokens, mails, counters). */
  touch(tenant: TenantData): void {
    this.persist(tenant);
  }

  updateOrganization(tenant: TenantData, organization: Organization): void {
    const previous = tenant.organization as unknown as Row | undefined;
    tenant.organization = organization;
    this.persist(tenant);
    this.emit({ tenant: tenant.key, collection: 'organization', verb: 'update', row: organization as unknown as Row, previous, actor: actorOf(tenant) });
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(change: DbChange): void {
    for (const l of this.listeners) l(change);
  }

  setPersister(persister: Persister | null, flusher: Flusher | null = null): void {
    this.persister = persister;
    this.flusher = flusher;
  }

  /** Resolves once every change so far is stored: handlers answer only after it (like a DB commit). */
  flush(): Promise<void> {
    return this.flusher?.() ?? Promise.resolve();
  }

  private persist(tenant: TenantData): void {
    this.persister?.(rawTenant(tenant));
  }
}

export const db = new DemoDb();
