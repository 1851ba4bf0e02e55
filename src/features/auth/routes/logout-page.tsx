import { SessionEndScreen } from '../components/session-end-screen';

/** /logout: DELETE /v1/user_token and /v2/user_logout, clear the session, then /login. */
export default function LogoutPage() {
  return <SessionEndScreen how="logout" to="/login" messageKey="session.signingOut" />;
}
