import { combineSlices, configureStore, createDynamicMiddleware } from '@reduxjs/toolkit';
import type { baseApi } from '@/lib/api/base-api';
import { sessionSlice } from '@/lib/session/session-slice';
import { persistSession } from '@/lib/session/persist';
import { appSlice } from './app-slice';
import { realtimeSlice } from '@/lib/realtime/realtime-slice';
import { bindAbility } from '@/lib/ability/ability-sync';

/**
 * Slices injected when their code loads (RTK `combineSlices`): the RTK Query cache arrives with the
 * first screen that uses the API, so signed-out pages paint without axios and RTK Query.
 */
export interface LazyLoadedSlices {
  api: ReturnType<typeof baseApi.reducer>;
}

export const rootReducer = combineSlices(sessionSlice, appSlice, realtimeSlice).withLazyLoadedSlices<LazyLoadedSlices>();
export const dynamicMiddleware = createDynamicMiddleware();

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    // No immutability middleware: immer freezes the state in development and tests, so a mutation outside a reducer
    // throws there anyway, while the middleware walked the whole state (long cached registers) after every action.
    middleware: (getDefault) => getDefault({ immutableCheck: false }).concat(dynamicMiddleware.middleware),
  });
  bindAbility(store);
  let lastSession = store.getState().session;
  store.subscribe(() => {
    const session = store.getState().session;
    if (session !== lastSession) {
      lastSession = session;
      persistSession(session);
    }
  });
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
