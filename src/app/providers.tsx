import { useCallback, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/lib/i18n/i18n';
import type { AppStore } from '@/lib/store/store';
import { sessionActions } from '@/lib/session/session-slice';
import { SessionStarterContext, type SignedInPayload } from '@/lib/session/session-starter';
import { NavContext } from '@/lib/routing/nav';
import { reactRouterNav } from './react-router-nav';

export function Providers({ store, children }: { store: AppStore; children: ReactNode }) {
  const startSession = useCallback((payload: SignedInPayload) => void store.dispatch(sessionActions.signedIn(payload)), [store]);
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <SessionStarterContext.Provider value={startSession}>
          <NavContext.Provider value={reactRouterNav}>{children}</NavContext.Provider>
        </SessionStarterContext.Provider>
      </I18nextProvider>
    </Provider>
  );
}
