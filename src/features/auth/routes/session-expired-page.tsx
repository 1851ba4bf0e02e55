import { lazy } from 'react';
import { useShellSessionEnder } from '@/lib/session/session-starter';
import { SessionEndView } from '../components/session-end-view';

// the app's way (the store, the realtime channel, the API client) loads only in the app: the public shell, which
// prerenders and hydrates this page (issue 30: ≤ 150 KB of JS for every signed-out page), ends the stored session
const AppSessionEnd = lazy(() => import('../components/session-end-screen').then((m) => ({ default: m.SessionEndScreen })));

const TO = '/login?session=expired';
const MESSAGE = 'session.expiredTitle';

/** /sessionexpire: whatever is left of the session is cleared; the login says 'session expired'. */
export default function SessionExpiredPage() {
  const endStored = useShellSessionEnder();
  return endStored ? <SessionEndView end={endStored} to={TO} messageKey={MESSAGE} /> : <AppSessionEnd how="reset" to={TO} messageKey={MESSAGE} />;
}
