import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '@/config/constants';
import { PRERENDERED_PAGES } from '@/app/prerender/pages';
import { LANGUAGE_SCRIPT } from '../../scripts/prerender/language-script';

/**
 * Every prerendered page of the build (scripts/prerender) holds its form in all seven languages, with the
 * translated labels, the inline language script allowed by the page's CSP hash, and nothing React left to the client.
 */
const dist = process.env.PRERENDER_DIST ?? 'dist';

const locale = (lng: string, ns: string) => JSON.parse(readFileSync(`src/locales/${lng}/${ns}.json`, 'utf8')) as Record<string, unknown>;
const at = (obj: Record<string, unknown>, path: string) => path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], obj) as string;
/** text as React writes it into HTML */
const escaped = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/** the strings each page's form must show: namespace, keys */
const LABELS: Record<string, [string, string[]]> = {
  '/login': ['auth', ['login.title', 'fields.email', 'login.continue', 'login.forgot']],
  '/start': ['auth', ['signup.title', 'fields.fullName', 'fields.businessEmail', 'fields.companyName', 'fields.subDomain', 'fields.password', 'fields.passwordConfirmation', 'signup.submit']],
  '/start/verify-account': ['common', ['status.loading']],
  '/password-reset': ['auth', ['reset.title', 'reset.intro', 'fields.email', 'reset.submit', 'reset.backToLogin']],
  '/registration': ['auth', ['activation.title', 'activation.working']],
  '/sessionexpire': ['auth', ['session.expiredTitle', 'session.pleaseWait']],
  '/login/sso': ['auth', ['sso.title', 'sso.intro', 'fields.organizationId', 'login.continue', 'sso.passwordLogin']],
  '/sso': ['auth', ['sso.title', 'sso.intro', 'fields.organizationId', 'login.continue', 'sso.passwordLogin']],
  '/pricing': ['access', ['external.pages.pricing', 'external.inApp.pricing', 'external.home']],
  '/get-started': ['access', ['external.pages.get-started', 'external.inApp.get-started', 'external.home']],
  '/setup-sso': ['auth', ['setupSso.title', 'setupSso.intro', 'setupSso.adminHint', 'login.sso']],
  '/by_pass_client_admin': ['auth', ['bypass.title', 'bypass.working']],
  '/organization_verify': ['auth', ['orgVerify.title', 'orgVerify.intro', 'fields.organizationId', 'orgVerify.hint', 'orgVerify.submit']],
  '/observation': ['observations', ['public.title', 'fields.type', 'fields.category', 'fields.description', 'fields.site', 'fields.area', 'fields.location', 'fields.observedAt', 'fields.riskLevel', 'public.anonymous', 'public.submit']],
  '/incident': ['incidents', ['public.title', 'fields.type', 'fields.category', 'fields.description', 'fields.site', 'fields.area', 'fields.location', 'fields.occurredAt', 'fields.riskLevel', 'public.anonymous', 'public.submit']],
};

/** the markup of one language: the root (English) or the language's template */
function languagePart(html: string, lng: string): string {
  if (lng === 'en') {
    const start = html.indexOf('<div id="root"');
    return html.slice(start, html.indexOf('<template', start));
  }
  const start = html.indexOf(`<template id="prerender-${lng}"`);
  expect(start, `template of ${lng}`).toBeGreaterThan(0);
  return html.slice(start, html.indexOf('</template>', start));
}

describe(`prerendered pages in ${dist}`, () => {
  // without a build there is nothing to read: fail saying so (no test is skipped, none passes silently)
  beforeAll(() => {
    if (!existsSync(join(dist, 'index.html'))) throw new Error(`no build in ${dist}: run \`npm run build\` first (or set PRERENDER_DIST)`);
  });
  it.each(PRERENDERED_PAGES.map((p) => [p.path, p.file] as const))('%s (%s): the form in every language', (path, file) => {
    const html = readFileSync(join(dist, file), 'utf8');
    expect(html).toContain(`<div id="root" data-prerendered="${path}" data-lng="en">`);
    const [ns, keys] = LABELS[path];
    for (const lng of LANGUAGES) {
      const part = languagePart(html, lng);
      const strings = locale(lng, ns);
      for (const key of keys) expect(part, `${path} ${lng} ${ns}:${key}`).toContain(escaped(at(strings, key)));
      // a title in the language, and nothing React would render again in the browser
      if (lng !== 'en') expect(part).toMatch(/data-title="[^"]+ \| /);
      expect(part).not.toMatch(/<!--\$!-->/);
    }
  });

  it.each(PRERENDERED_PAGES.map((p) => [p.file] as const))('%s: the inline language script runs under the CSP by its hash', (file) => {
    const html = readFileSync(join(dist, file), 'utf8');
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(inline).toEqual([LANGUAGE_SCRIPT, LANGUAGE_SCRIPT]);
    const hash = createHash('sha256').update(LANGUAGE_SCRIPT).digest('base64');
    const csp = html.match(/http-equiv="Content-Security-Policy" content="([^"]+)"/)?.[1].replace(/&#39;/g, "'");
    const scriptSrc = csp?.split('; ').find((d) => d.startsWith('script-src '));
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
  });
});
