import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useAppSelector } from '@/lib/store/hooks';
import type { TenantMemory } from '@/lib/session/types';
import { baseApi } from './base-api';
import type { QueryOf } from './contract';

type AnyDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/**
 * Tenant memory (SPEC §4: exhausted memory blocks creating and updating actions) as one RTK Query
 * endpoint, GET /tenants/memory?id={organization id}. The secured client re-reads it after every write
 * (SPEC §7) and the TenantMemoryDetailsChannel replaces it; forms read it with `useTenantMemory`.
 */
export const tenantMemoryApi = baseApi.enhanceEndpoints({ addTagTypes: ['TenantMemory'] }).injectEndpoints({
  endpoints: (build) => ({
    getTenantMemory: build.query<TenantMemory, number>({
      query: (id) => ({ url: '/tenants/memory', params: { id } satisfies QueryOf<'/tenants/memory', 'get'> }),
      providesTags: ['TenantMemory'],
    }),
  }),
});

/** GET /tenants/memory again (after a write), into the cache whether or not a form shows it now. */
export function refreshTenantMemory(dispatch: AnyDispatch, orgId: number): void {
  void dispatch(tenantMemoryApi.endpoints.getTenantMemory.initiate(orgId, { subscribe: false, forceRefetch: true }));
}

/** The details a realtime push carries replace the cached answer. */
export function tenantMemoryPushed(dispatch: AnyDispatch, orgId: number, memory: TenantMemory): void {
  // the thunk's state type is the API's own root state, which the lazily injected store type leaves optional
  void dispatch(tenantMemoryApi.util.upsertQueryData('getTenantMemory', orgId, memory) as never);
}

export function useTenantMemory() {
  const orgId = useAppSelector((s) => s.session.user?.organization_id ?? null);
  const { data } = tenantMemoryApi.useGetTenantMemoryQuery(orgId ?? 0, { skip: orgId === null });
  return { memory: data ?? null, exhausted: !!data?.mem_exhausted };
}
