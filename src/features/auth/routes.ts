import { PUBLIC, SESSION, SIGNED_OUT, type RouteDef } from '@/lib/routing/route-def';

const page = {
  login: () => import('./routes/login-page'),
  ssoLogin: () => import('./routes/sso-login-page'),
  setupSso: () => import('./routes/setup-sso-page'),
  passwordReset: () => import('./routes/password-reset-page'),
  start: () => import('./routes/start-page'),
  verifyAccount: () => import('./routes/verify-account-page'),
  registration: () => import('./routes/registration-page'),
  logout: () => import('./routes/logout-page'),
  resetSession: () => import('./routes/reset-session-page'),
  sessionExpired: () => import('./routes/session-expired-page'),
  byPass: () => import('./routes/by-pass-page'),
  organizationVerify: () => import('./routes/organization-verify-page'),
};

/** Sign-in, sign-up, SSO, password reset and session ends (SPEC §2). */
export const routes: RouteDef[] = [
  // signed out: account screens (signed-in users are sent to /)
  { path: 'login', access: SIGNED_OUT, layout: 'landing', titleKey: 'login', screen: page.login },
  { path: 'password-reset', access: SIGNED_OUT, layout: 'landing', titleKey: 'passwordReset', screen: page.passwordReset },
  { path: 'start', access: SIGNED_OUT, layout: 'landing', titleKey: 'start', screen: page.start },
  { path: 'start/verify-account', access: SIGNED_OUT, layout: 'landing', titleKey: 'verifyAccount', screen: page.verifyAccount },
  { path: 'sso', access: SIGNED_OUT, layout: 'landing', titleKey: 'ssoLogin', screen: page.ssoLogin },
  // SPEC §2: the signed-out root shell shows the activation view (not the landing page) on /registration.
  { path: 'registration', access: SIGNED_OUT, layout: 'bare', titleKey: 'registration', screen: page.registration },
  // public: on the signed-out allow-list, and signed-in users pass too
  { path: 'login/sso', access: PUBLIC, layout: 'landing', titleKey: 'ssoLogin', screen: page.ssoLogin },
  { path: 'setup-sso', access: PUBLIC, layout: 'landing', titleKey: 'setupSso', screen: page.setupSso },
  { path: 'by_pass_client_admin', access: PUBLIC, layout: 'landing', titleKey: 'byPass', screen: page.byPass },
  // SPEC §2: only on the app, lvh or 192 hosts (moved from app/routes/route-table.ts, access and title unchanged)
  { path: 'organization_verify', access: { kind: 'verification-host' }, layout: 'landing', titleKey: 'organizationVerify', screen: page.organizationVerify },
  { path: 'sessionexpire', access: PUBLIC, layout: 'landing', titleKey: 'sessionExpired', screen: page.sessionExpired },
  // session: must work whatever the organisation's state
  { path: 'logout', access: SESSION, layout: 'bare', titleKey: 'logout', screen: page.logout },
  { path: 'reset-session', access: SESSION, layout: 'bare', titleKey: 'resetSession', screen: page.resetSession },
];
