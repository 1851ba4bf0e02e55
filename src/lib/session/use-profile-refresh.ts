import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useStore } from 'react-redux';
import type { AppStore } from '@/lib/store/store';
import { refreshProfileIfStale } from './profile';

/** After each navigation, reload the profile when the last load is older than the interval (SPEC §7). */
export function useProfileRefresh(): void {
  const store = useStore() as AppStore;
  const { pathname } = useLocation();
  useEffect(() => {
    refreshProfileIfStale(store);
  }, [store, pathname]);
}
