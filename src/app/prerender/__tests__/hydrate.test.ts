import { hydratablePage } from '../hydrate';

/**
 * Which visit hydrates a prerendered page (issue 18) — the sign-up too (issue 30): the page of this address, in the
 * language i18n started with; a signed-out page (/login, /start and its code screen, /password-reset, /registration, /sso) not for a signed-in visitor (the app redirects them; on
 * /by_pass_client_admin its store replaces their session); /organization_verify only on the app, lvh or 192 hosts
 * (this file runs on acme's; the app host: public-shell-verification-host.test.tsx).
 */
function prerenderedRoot(path: string, lng = 'en') {
  const root = document.createElement('div');
  root.dataset.prerendered = path;
  root.dataset.lng = lng;
  root.innerHTML = '<section><h2>page</h2></section>';
  return root;
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('hydratablePage', () => {
  it.each(['/login', '/start', '/start/verify-account', '/password-reset', '/registration', '/sso', '/by_pass_client_admin'])('%s: hydrated for a signed-out visitor, rendered by the app for a signed-in one', (path) => {
    window.history.replaceState(null, '', path);
    expect(hydratablePage(prerenderedRoot(path), false)).toMatchObject({ path, signedOut: true });
    expect(hydratablePage(prerenderedRoot(path), true)).toBeNull();
  });

  it('the public forms hydrate whoever visits; nothing hydrates another page, another language or an empty root', () => {
    window.history.replaceState(null, '', '/observation');
    expect(hydratablePage(prerenderedRoot('/observation'), true)).toMatchObject({ path: '/observation' });
    // /sessionexpire is for a signed-in visitor above all: the shell ends the stored session (issue 30)
    window.history.replaceState(null, '', '/sessionexpire');
    expect(hydratablePage(prerenderedRoot('/sessionexpire'), true)).toMatchObject({ path: '/sessionexpire' });
    window.history.replaceState(null, '', '/setup-sso');
    expect(hydratablePage(prerenderedRoot('/setup-sso'), true)).toMatchObject({ path: '/setup-sso' });
    window.history.replaceState(null, '', '/pricing');
    expect(hydratablePage(prerenderedRoot('/pricing'), true)).toMatchObject({ path: '/pricing' });
    // a tenant's host: /organization_verify is the app's (its guard answers /not_found)
    window.history.replaceState(null, '', '/organization_verify');
    expect(hydratablePage(prerenderedRoot('/organization_verify'), false)).toBeNull();
    window.history.replaceState(null, '', '/observation');
    expect(hydratablePage(prerenderedRoot('/start'), false)).toBeNull();
    expect(hydratablePage(prerenderedRoot('/observation', 'de'), false)).toBeNull();
    const empty = prerenderedRoot('/observation');
    empty.innerHTML = '';
    expect(hydratablePage(empty, false)).toBeNull();
  });
});
