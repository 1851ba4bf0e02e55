import { SessionEndScreen } from '../components/session-end-screen';

/** /reset-session: POST /v1/reset_current_session, clear everything, then /login. */
export default function ResetSessionPage() {
  return <SessionEndScreen how="reset" to="/login" messageKey="session.resetting" />;
}
