import { useEndSession } from './end-session';
import { SessionEndView } from './session-end-view';

/** The screens of /logout, /reset-session and /sessionexpire in the app: end the session through the store, then go to the login. */
export function SessionEndScreen({ how, to, messageKey }: { how: 'logout' | 'reset'; to: string; messageKey: string }) {
  const endSession = useEndSession();
  return <SessionEndView end={() => endSession(how)} to={to} messageKey={messageKey} />;
}
