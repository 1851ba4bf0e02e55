import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * One parameter of the address's query, read only (a sign-in link's token, a payment's id, a notice flag). A list's
 * state that the user changes (page, filters, tab, a chosen site) goes through `useListState` instead.
 */
export function useQueryParam(name: string): string | null {
  const { search } = useLocation();
  return useMemo(() => new URLSearchParams(search).get(name), [search, name]);
}
