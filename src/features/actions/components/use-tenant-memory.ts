import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { appActions } from '@/lib/store/app-slice';
import { useGetTenantMemoryQuery } from '../api/actions-api';

/**
 * Tenant memory (SPEC §4: exhausted memory blocks creating and updating actions). The interceptor
 * refreshes state.app.tenantMemory after writes; on the first load it is seeded here.
 */
export function useTenantMemory() {
  const dispatch = useAppDispatch();
  const memory = useAppSelector((s) => s.app.tenantMemory);
  const orgId = useAppSelector((s) => s.session.user?.organization_id ?? null);
  const query = useGetTenantMemoryQuery(orgId ?? 0, { skip: memory !== null || orgId === null });
  useEffect(() => {
    if (memory === null && query.data) dispatch(appActions.tenantMemoryReceived(query.data));
  }, [dispatch, memory, query.data]);
  return { memory, exhausted: !!memory?.mem_exhausted };
}
