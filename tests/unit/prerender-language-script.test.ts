import { LANGUAGES, STORAGE_KEYS } from '@/config/constants';
import { isVerificationHost } from '@/config/tenant';
import { LANGUAGE_KEY, LANGUAGE_SCRIPT, PRERENDER_LANGUAGES, ROOT_LANGUAGE, SESSION_KEY, VERIFICATION_HOST_LABELS } from '../../scripts/prerender/language-script';

/** The prerendered pages' inline script (scripts/prerender/language-script.ts), run in jsdom as the browser runs it. */
const run = () => new Function(LANGUAGE_SCRIPT)();

function page(signedOut = false, verificationHost = false) {
  document.documentElement.removeAttribute('data-prerender-lng');
  document.documentElement.removeAttribute('data-prerender-hide');
  document.documentElement.toggleAttribute('data-signed-out', signedOut);
  document.documentElement.toggleAttribute('data-verification-host', verificationHost);
  document.documentElement.lang = 'en';
  document.body.innerHTML = '';
  document.title = 'Sign in | SafeSite EHS';
  // in <head>: no root yet
  run();
  const state = { hidden: document.documentElement.hasAttribute('data-prerender-lng'), hide: document.documentElement.hasAttribute('data-prerender-hide') };
  document.body.innerHTML = '<div id="root" data-lng="en"><h1>Sign in</h1></div><template id="prerender-de" data-prerender data-title="Anmelden | SafeSite EHS"><h1>Anmelden</h1></template><template id="prerender-fr" data-prerender data-title="Connexion | SafeSite EHS"><h1>Connexion</h1></template>';
  // after the templates
  run();
  return state;
}

// the document as the next test (or the next file of this worker) expects it: the script writes to the whole page
const blank = { lang: document.documentElement.lang, title: document.title };
afterEach(() => {
  for (const name of ['data-prerender-lng', 'data-prerender-hide', 'data-signed-out', 'data-verification-host']) document.documentElement.removeAttribute(name);
  document.documentElement.lang = blank.lang;
  document.title = blank.title;
  document.body.innerHTML = '';
});

describe('the prerendered pages’ language script', () => {
  it('reads what the app reads', () => {
    expect([...PRERENDER_LANGUAGES].sort()).toEqual([...LANGUAGES].sort());
    expect(LANGUAGE_KEY).toBe(STORAGE_KEYS.language);
    expect(SESSION_KEY).toBe(STORAGE_KEYS.session);
    expect(ROOT_LANGUAGE).toBe('en');
  });

  it('keeps English when nothing (or English, or an unknown language) is stored, hidden only until the root is parsed, and drops the templates', () => {
    for (const stored of [null, 'en', 'xx']) {
      if (stored) localStorage.setItem(STORAGE_KEYS.language, stored);
      // hidden from <head> on: a half-parsed root is never painted (it would move as the rest arrived)
      expect(page()).toEqual({ hidden: true, hide: false });
      expect(document.documentElement.hasAttribute('data-prerender-lng')).toBe(false);
      expect(document.querySelector('#root h1')?.textContent).toBe('Sign in');
      expect(document.querySelectorAll('template')).toHaveLength(0);
      expect(document.documentElement.lang).toBe('en');
    }
  });

  it('hides the root in <head> and puts the stored language in it before the first paint', () => {
    localStorage.setItem(STORAGE_KEYS.language, 'de');
    expect(page()).toEqual({ hidden: true, hide: false });
    const root = document.getElementById('root')!;
    expect(root.textContent).toBe('Anmelden');
    expect(root.dataset.lng).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    expect(document.title).toBe('Anmelden | SafeSite EHS');
    expect(document.documentElement.hasAttribute('data-prerender-lng')).toBe(false);
    expect(document.querySelectorAll('template')).toHaveLength(0);
  });

  it('hides a signed-out page from a signed-in visitor (the app redirects), and only such a page', () => {
    localStorage.setItem(STORAGE_KEYS.session, '{"authenticated":true}');
    expect(page(true).hide).toBe(true);
    expect(document.documentElement.hasAttribute('data-prerender-hide')).toBe(true);
    expect(page(false).hide).toBe(false);
  });

  it('hides /organization_verify on a host that does not serve it (the app sends the visitor to /not_found); the hosts are the app\'s', () => {
    // this file runs on a tenant's host (acme.localhost)
    expect(isVerificationHost(window.location.hostname)).toBe(false);
    expect(page(false, true).hide).toBe(true);
    expect(page(false, false).hide).toBe(false);
    for (const label of VERIFICATION_HOST_LABELS) expect(isVerificationHost(`${label}.example.com`)).toBe(true);
    for (const host of ['acme.example.com', 'localhost', 'www.example.com', '10.0.0.1']) expect(isVerificationHost(host)).toBe(false);
  });
});
