import { act, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider } from 'react-router-dom';
import { DEMO_PASSWORD } from '@/mocks/db/seed';

/**
 * Table-driven: every demo account × a representative route of every guard kind → the final URL
 * the real app (real store, route table, guards, demo backend) ends on.
 */
// The tenant is the first host label; jsdom stays on acme.localhost, so the tests choose the tenant here.
// The setup file has already loaded the API layer with the real tenant module: the app is imported
// afresh below (vi.resetModules) so that it sees this mock.
const tenant = vi.hoisted(() => ({ current: 'acme' as string | null }));
vi.mock('@/config/tenant', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/config/tenant')>()),
  currentTenant: () => tenant.current,
}));

const HOSTS: Record<string, string | null> = { acme: 'acme', globex: 'globex', initech: 'initech', platform: null };

const ROUTES = [
  '/', // dashboard check
  '/login', // signed-out only
  '/observation', // public report page
  '/no/such/page', // unknown
  '/users', // User read
  '/observations/edit/1', // Observation read → update (nested guards)
  '/permits', // Permit read (permit fallback)
  '/permit-form-questions/new', // Permit create
  '/sso_configs', // admin
  '/contractors', // contractor (→ new)
  '/contractor/uncategory-workers', // admin, else /contractors
  '/organizations', // master
  '/statistics', // member
  '/actions/observations', // Incident read
  '/roadblock', // locked organisation only
  '/onboarding', // onboarding organisation only
] as const;

const q = (path: string) => `?redirected=${encodeURIComponent(path)}`;

// account → expected final URL per route (same order as ROUTES)
const EXPECTED: Record<string, { host: keyof typeof HOSTS; urls: string[] }> = {
  'signed out': {
    host: 'acme',
    urls: ['/login', '/login', '/observation', '/login', '/login', '/login', '/login', '/login', '/login', '/login', '/login', '/login', '/login', '/login', '/login', '/login'],
  },
  'admin@acme.test': {
    host: 'acme',
    urls: ['/', '/', '/observation', '/not_found', '/users', '/observations/edit/1', '/permits', '/permit-form-questions/new', '/sso_configs', '/contractors/new', '/contractor/uncategory-workers', '/', '/statistics', '/actions/observations', '/', '/'],
  },
  'hod@acme.test': {
    host: 'acme',
    urls: ['/', '/', '/observation', '/not_found', '/users', '/observations/edit/1', '/permits', '/permit-form-questions/new', '/', '/', '/', '/', '/statistics', '/actions/observations', '/', '/'],
  },
  'supervisor@acme.test': {
    host: 'acme',
    urls: ['/', '/', '/observation', '/not_found', '/', '/observations/edit/1', '/permits', `/${q('/permit-form-questions/new')}`, '/', '/', '/', '/', '/statistics', '/actions/observations', '/', '/'],
  },
  'permits@acme.test': {
    host: 'acme',
    urls: ['/permit-forms', '/permit-forms', '/observation', '/not_found', '/permit-forms', '/permit-forms', `/permit-forms${q('/permits')}`, `/permit-forms${q('/permit-form-questions/new')}`, '/permit-forms', '/permit-forms', '/permit-forms', '/permit-forms', '/statistics', '/permit-forms', '/permit-forms', '/permit-forms'],
  },
  'noaccess@acme.test': {
    host: 'acme',
    urls: ['/no_permissions', '/no_permissions', '/observation', '/not_found', '/no_permissions', '/no_permissions', '/no_permissions', '/no_permissions', '/no_permissions', '/no_permissions', '/no_permissions', '/no_permissions', '/no_permissions', '/no_permissions', '/no_permissions', '/no_permissions'],
  },
  'contractor@acme.test': {
    host: 'acme',
    urls: ['/', '/', '/observation', '/not_found', '/', '/', '/permits', '/permit-form-questions/new', '/', '/contractors/new', '/contractors/new', '/', '/statistics', '/', '/', '/'],
  },
  'owner@globex.test': {
    host: 'globex',
    urls: ['/onboarding', '/onboarding', '/observation', '/onboarding', '/onboarding', '/onboarding', '/onboarding', '/onboarding', '/onboarding', '/onboarding', '/onboarding', '/onboarding', '/onboarding', '/onboarding', '/onboarding', '/onboarding'],
  },
  'admin@initech.test': {
    host: 'initech',
    urls: ['/roadblock', '/roadblock', '/observation', '/roadblock', '/roadblock', '/roadblock', '/roadblock', '/roadblock', '/roadblock', '/roadblock', '/roadblock', '/roadblock', '/roadblock', '/roadblock', '/roadblock', '/roadblock'],
  },
  'master@platform.test': {
    host: 'platform',
    urls: ['/organizations', '/organizations', '/observation', '/not_found', '/organizations', '/organizations', '/organizations', '/organizations', '/organizations', '/organizations', '/organizations', '/organizations', '/organizations', '/organizations', '/organizations', '/organizations'],
  },
};

const CASES = Object.entries(EXPECTED).flatMap(([account, { host, urls }]) => ROUTES.map((path, i) => ({ account, host, path, expected: urls[i] })));

type App = {
  makeStore: typeof import('@/lib/store/store').makeStore;
  Providers: typeof import('@/app/providers').Providers;
  createTestRouter: typeof import('@/app/router').createTestRouter;
  installApi: typeof import('@/lib/api/interceptors').installApi;
  updateAbility: typeof import('@/lib/ability/ability').updateAbility;
  authorize: typeof import('@/features/auth/public').authorize;
  startSession: typeof import('@/features/auth/public').startSession;
};
let app: App;

beforeAll(async () => {
  vi.resetModules();
  const [store, providers, router, interceptors, ability, auth, i18n] = await Promise.all([
    import('@/lib/store/store'),
    import('@/app/providers'),
    import('@/app/router'),
    import('@/lib/api/interceptors'),
    import('@/lib/ability/ability'),
    import('@/features/auth/public'),
    import('@/lib/i18n/i18n'),
  ]);
  await i18n.initI18n('en');
  app = {
    makeStore: store.makeStore,
    Providers: providers.Providers,
    createTestRouter: router.createTestRouter,
    installApi: interceptors.installApi,
    updateAbility: ability.updateAbility,
    authorize: auth.authorize,
    startSession: auth.startSession,
  };
});

let installed: ReturnType<App['installApi']> | null = null;

async function finalUrl(account: string, host: string, path: string): Promise<{ url: string; settled: () => string; idle: () => boolean }> {
  tenant.current = HOSTS[host];
  installed?.eject();
  const { makeStore, installApi, updateAbility, authorize, startSession, createTestRouter, Providers } = app;
  const store = makeStore();
  installed = installApi(store);
  updateAbility([]);
  if (account !== 'signed out') {
    // a fresh sign-in per case: every test starts from a fresh demo db, so earlier tokens are gone
    startSession(store.dispatch, await authorize(account, DEMO_PASSWORD));
  }
  const router = createTestRouter([path]);
  render(
    <Providers store={store}>
      <RouterProvider router={router} />
    </Providers>,
  );
  const current = () => `${router.state.location.pathname}${router.state.location.search}`;
  // no navigation under way, and every screen of the matched routes loaded (react-router clears `lazy` once it has)
  const idle = () => router.state.initialized && router.state.navigation.state === 'idle' && router.state.matches.every((m) => !m.route.lazy);
  return { url: current(), settled: current, idle };
}

describe('route guards end to end: demo account × guard kind → final URL', () => {
  afterAll(() => {
    installed?.eject();
    tenant.current = 'acme';
  });

  it('covers every guard kind for every demo account', () => {
    expect(CASES).toHaveLength(Object.keys(EXPECTED).length * ROUTES.length);
    for (const { urls } of Object.values(EXPECTED)) expect(urls).toHaveLength(ROUTES.length);
  });

  it.each(CASES)('$account: $path → $expected', async ({ account, host, path, expected }) => {
    const { settled, idle } = await finalUrl(account, host, path);
    await waitFor(() => expect({ url: settled(), idle: idle() }).toEqual({ url: expected, idle: true }));
    // its screen on show: the lazy components and translations it suspended on have loaded (one finishing after the
    // test has looked would be an update outside act)
    expect((await screen.findAllByRole('heading', { level: 1 })).length).toBeGreaterThan(0);
    // (a frame's register shows its heading while the child screen in its drawer still loads: "Loading…")
    await waitFor(() => expect(screen.queryAllByText(/^Loading/)).toEqual([]));
    // in the app's shell (its menu button), its header's bell too (it suspends on its translations, outside the
    // screen's boundary)
    if (screen.queryByRole('button', { name: 'Open the main menu' })) expect(await screen.findByRole('button', { name: /^Notifications/ })).toBeInTheDocument();
    // it stays there: with the screen loaded and React's effects run (a <Navigate> navigates from an effect), no
    // further redirect is under way
    await act(async () => undefined);
    expect({ url: settled(), idle: idle() }).toEqual({ url: expected, idle: true });
  });
});
