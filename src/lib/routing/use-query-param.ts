import { useMemo } from 'react';
import { useLocation } from '@/lib/routing/nav';

/**
 * One parameter of the address's query, read only: what a link brings to a page (a reset token, a sign-up, a preset
 * organisation, a payment's id). Feature code reads the query through this or, for a list's filters, sort, page and
 * chosen item, the kit's `useListState` (components/list) — not `useSearchParams` (scripts/check-feature-rules.mjs).
 */
export function useQueryParam(name: string): string | null {
  const { search } = useLocation();
  return useMemo(() => new URLSearchParams(search).get(name), [search, name]);
}
