/**
 * The pages prerendered at build time (issue 18, "Instant paint"): each is written as `<file>` next to index.html in
 * every language (scripts/prerender), and the public shell hydrates it (src/app/public, prerender/hydrate.ts). `namespaces` are the
 * locale namespaces its first render uses: the build fails when the page needs another one (it would suspend); the
 * route titles' `nav` is not one (the public shell loads it after hydration; the prerenderer for the <title>).
 * `signedOut`: a signed-in visitor is redirected (the app renders from scratch instead of hydrating; the public
 * /by_pass_client_admin too: the app's store replaces that visitor's session). `verificationHost`: the page is the app's
 * only on the app, lvh or 192 hosts (SPEC §2); elsewhere it is hidden and the app renders from scratch (its guard
 * sends the visitor to /not_found). `screen`: its screen module, whose stylesheets the page links (a lazy chunk's CSS
 * would otherwise arrive after the first paint).
 */
export interface PrerenderedPage {
  path: string;
  file: string;
  screen: string;
  namespaces: readonly string[];
  signedOut?: boolean;
  verificationHost?: boolean;
}

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { path: '/login', file: 'login.html', screen: 'src/features/auth/routes/login-page.tsx', namespaces: ['common', 'auth'], signedOut: true },
  // issue 30: the sign-up, light as the sign-in (≤ 150 KB of JS to interactive for every signed-out page)
  { path: '/start', file: 'start.html', screen: 'src/features/auth/routes/start-page.tsx', namespaces: ['common', 'auth'], signedOut: true },
  // issue 30: every signed-out page light, most used first: the password reset (its ?token form follows hydration)
  // the sign-up's code screen opened by its address (a reload): prerendered as its loading state
  { path: '/start/verify-account', file: 'start/verify-account.html', screen: 'src/features/auth/routes/verify-account-page.tsx', namespaces: ['common', 'auth'], signedOut: true },
  { path: '/password-reset', file: 'password-reset.html', screen: 'src/features/auth/routes/password-reset-page.tsx', namespaces: ['common', 'auth'], signedOut: true },
  // the sign-up mail's activation link (?token=…; the bare layout): "activating" until the page runs
  { path: '/registration', file: 'registration.html', screen: 'src/features/auth/routes/registration-page.tsx', namespaces: ['common', 'auth'], signedOut: true },
  // a session's end (public: a signed-in visitor is who it is for): the shell ends the stored session, then /login
  { path: '/sessionexpire', file: 'sessionexpire.html', screen: 'src/features/auth/routes/session-expired-page.tsx', namespaces: ['common', 'auth'] },
  // single sign-on by the organisation's ID: /login/sso (public; the sign-in links to it) and /sso (signed out)
  { path: '/login/sso', file: 'login/sso.html', screen: 'src/features/auth/routes/sso-login-page.tsx', namespaces: ['common', 'auth'] },
  { path: '/sso', file: 'sso.html', screen: 'src/features/auth/routes/sso-login-page.tsx', namespaces: ['common', 'auth'], signedOut: true },
  // SPEC §2 external redirects (bare layout): without a marketing site (VITE_MARKETING_URL, known at build time) they
  // offer /buynow and /start
  { path: '/pricing', file: 'pricing.html', screen: 'src/features/access/routes/pricing-redirect-page.tsx', namespaces: ['common', 'access'] },
  { path: '/get-started', file: 'get-started.html', screen: 'src/features/access/routes/get-started-redirect-page.tsx', namespaces: ['common', 'access'] },
  // what an identity provider's administrator needs (public): the host's values once the page runs
  { path: '/setup-sso', file: 'setup-sso.html', screen: 'src/features/auth/routes/setup-sso-page.tsx', namespaces: ['common', 'auth'] },
  // a one-time sign-in link (?token=…: the sign-up's end on the new host, a support link): "signing you in" until the
  // page runs, then the session is handed to the app
  { path: '/by_pass_client_admin', file: 'by_pass_client_admin.html', screen: 'src/features/auth/routes/by-pass-page.tsx', namespaces: ['common', 'auth'], signedOut: true },
  // finding one's organisation on the product's shared address (app, lvh or 192 hosts only)
  { path: '/organization_verify', file: 'organization_verify.html', screen: 'src/features/auth/routes/organization-verify-page.tsx', namespaces: ['common', 'auth'], verificationHost: true },
  { path: '/observation', file: 'observation.html', screen: 'src/features/observations/routes/public-observation-page.tsx', namespaces: ['common', 'observations', 'files'] },
  { path: '/incident', file: 'incident.html', screen: 'src/features/incidents/routes/public-incident-page.tsx', namespaces: ['common', 'incidents', 'files'] },
];

export const prerenderedPage = (pathname: string) => PRERENDERED_PAGES.find((p) => p.path === pathname);
