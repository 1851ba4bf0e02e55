import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/lib/i18n/i18n';
import { SessionEnderContext, SessionStarterContext, type SessionStarter } from '@/lib/session/session-starter';
import { ShellRouterProvider, type ShellRouter } from './shell-router';

/** /sessionexpire ends the stored session (no store here, issue 30); the code loads when it does */
const endStoredSession = () => import('@/lib/session/session-ender').then((m) => m.endStoredSession());

/** The public shell's tree (src/app/public): the same in the browser and in the prerenderer (prerender/entry-server.tsx). */
export function PublicRoot({ router, startSession }: { router: ShellRouter; startSession: SessionStarter }) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <SessionStarterContext.Provider value={startSession}>
          <SessionEnderContext.Provider value={endStoredSession}>
            <ShellRouterProvider router={router} />
          </SessionEnderContext.Provider>
        </SessionStarterContext.Provider>
      </I18nextProvider>
    </StrictMode>
  );
}
