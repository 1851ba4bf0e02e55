import { SessionEndScreen } from '../components/session-end-screen';

/** /sessionexpire: whatever is left of the session is cleared; the login says 'session expired'. */
export default function SessionExpiredPage() {
  return <SessionEndScreen how="reset" to="/login?session=expired" messageKey="session.expiredTitle" />;
}
