/// <reference types="vitest/config" />
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { msw } from 'msw/vite';
import { fileURLToPath, URL } from 'node:url';
import { globSync, readFileSync } from 'node:fs';
import { appServiceWorker } from './scripts/pwa/plugin.ts';
import { prerenderPages } from './scripts/prerender/plugin.ts';
import { previewSecurityHeaders } from './scripts/security-headers/plugin.ts';
import { languageScriptHash } from './scripts/prerender/language-script.ts';
import { demoBackendChunk, GROUP as DEMO_GROUP } from './scripts/demo-chunk/plugin.ts';

/**
 * The demo's tenants live on their own sub-domains: the dev server's banner names them, so a newcomer does not
 * open the platform address (http://localhost:5173) and wonder why hod@acme.test "cannot be found".
 */
function demoAddresses(): Plugin {
  return {
    name: 'demo-addresses',
    configureServer(server) {
      const print = server.printUrls.bind(server);
      server.printUrls = () => {
        print();
        const port = server.config.server.port ?? 5173;
        const line = (url: string, who: string) => server.config.logger.info(`  \u001b[32m➜\u001b[0m  ${url.padEnd(36)} ${who}`);
        server.config.logger.info('\n  Demo tenants (password Demo@12345 for every account; see README "Demo accounts"):');
        line(`http://acme.localhost:${port}`, 'hod@acme.test, supervisor@acme.test, admin@acme.test …');
        line(`http://globex.localhost:${port}`, 'owner@globex.test (onboarding)');
        line(`http://initech.localhost:${port}`, 'admin@initech.test (locked organisation)');
        line(`http://localhost:${port}`, 'the platform: master@platform.test only');
      };
    },
  };
}

/**
 * The production page's Content-Security-Policy (a meta tag, so it holds on any host): scripts only from the app's
 * origin (no eval; one inline script, by its sha256: the prerendered pages' language script, scripts/prerender), connections only to the app, the API and the cable hosts from configuration,
 * no plugins, no foreign base or form targets. Inline styles stay allowed: PrimeReact positions overlays with them.
 * frame-ancestors, HSTS and nosniff cannot be set from a page: docs/deployment.md lists the headers a host sends.
 */
export function contentSecurityPolicy(env: Record<string, string>): string {
  const origin = (url: string | undefined) => {
    try {
      return url && /^(https?|wss?):/.test(url) ? new URL(url).origin : null;
    } catch {
      return null;
    }
  };
  const connect = ["'self'", origin(env.VITE_API_BASE_URL), origin(env.VITE_CABLE_URL)].filter(Boolean);
  return [
    "default-src 'self'",
    `script-src 'self' ${languageScriptHash()}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${[...new Set(connect)].join(' ')}`,
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

function securityHeadersInPage(env: Record<string, string>): Plugin {
  return {
    name: 'security-meta',
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy(env) }, injectTo: 'head-prepend' },
      { tag: 'meta', attrs: { name: 'referrer', content: 'strict-origin-when-cross-origin' }, injectTo: 'head-prepend' },
    ],
  };
}

const TESTS = ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'];
/** test files that keep module state of their own (those that replace modules are found below) */
const ISOLATED_TESTS = [
  'src/app/routes/__tests__/internal-accounts.test.ts',
  'src/app/routes/__tests__/route-guards.test.tsx',
  'src/lib/realtime/__tests__/lifecycle.test.ts',
  'src/mocks/db/__tests__/persist.test.ts',
  // hydrates prerendered pages with the build's prerenderer, which loads and unloads the worker's i18n namespaces and
  // starts the public shell's lazily loaded API client and offline queue: alone in its worker
  'src/app/public/__tests__/typed-before-hydration.test.tsx',
  // (sites-screens.test.tsx was here, issue 25: in the shared pool its Site Head test was "sent to the dashboard" in 3
  // of ~8 full runs, only after other files. No test state leaked: /sites redirected every user to /sites/new, whose
  // guard sent a Site-read-only user on to the dashboard. Alone, the test looked while the router was still loading
  // those lazy screens; in a shared worker an earlier file had loaded them, so the redirect finished first. Fixed in
  // the app: the index redirect only for a viewer the target lets in (app/routes/guard.tsx IndexRedirect, pinned by
  // app/routes/__tests__/index-redirect.test.tsx).)
];
/**
 * Files that replace a module (`vi.mock`, `vi.doMock`), read from the files themselves, run isolated too: Vitest resets
 * its mock registry between files only when it isolates them (vitest-dev/vitest#11152), so in a shared worker a
 * replacement stayed for the files after it. reports-screen's and osha-export's stand-in `downloadBlob` reached
 * observations-screens' Excel export in one file order (4 of 4 full runs of it: the export's object URL never made).
 */
const REPLACES_MODULES = /\bvi\.(mock|doMock)\s*\(/;
/** every test file and its text, read once for the projects below */
const TEST_FILES = new Map(globSync(TESTS).map((file) => [file, readFileSync(file, 'utf8')]));
const ISOLATED = [...ISOLATED_TESTS, ...[...TEST_FILES].filter(([file, text]) => !ISOLATED_TESTS.includes(file) && REPLACES_MODULES.test(text)).map(([file]) => file)];
/**
 * Pure tests (models, schemas, rules, the locale parity test): files that reach neither the demo backend, the app,
 * the DOM nor Testing Library run in Node without the setup file (no jsdom, no msw, no seeded db: ≈ 0.7 s of CPU a
 * file saved). Read from the files themselves, so a new test lands in the right project by what it imports.
 */
const NOT_PURE = /@\/(mocks|testing|app)\b|\.\.\/(\.\.\/)*mocks\b|@testing-library|\bmsw\b|@\/lib\/(api\/(clients|base-api|interceptors)|store)\b|\b(window|document|localStorage|sessionStorage|navigator|indexedDB|location|HTMLElement|FileReader|Blob|File|URL\.createObjectURL|crypto)\b|\baxios\b|\.tsx$|vi\.(mock|resetModules|useFakeTimers)/;
/** pure by their imports, but the code under test reads browser storage */
const NEEDS_DOM = ['src/components/layout/__tests__/web-view.test.ts'];
const PURE_TESTS = [...TEST_FILES]
  .filter(([file, text]) => !NOT_PURE.test(file) && !NOT_PURE.test(text))
  .map(([file]) => file)
  .filter((file) => !ISOLATED.includes(file) && !NEEDS_DOM.includes(file));

/** tests of the app: a DOM, the demo backend, a fresh demo db per test (src/testing/setup.ts) */
const APP_TESTS = { environment: 'jsdom', setupFiles: ['./src/testing/setup.ts'] };

/**
 * React Router's package points every import at its development build (dist/development: dev warnings and checks,
 * remix-run/react-router#12532 and #14753); a build (production and demo, whose journeys test what ships) takes the
 * production build it also ships. The dev server and the tests keep the development one.
 */
const ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
  { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
];

export default defineConfig(({ mode, command }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const demo = env.VITE_DEMO === 'true';
  const demoChunk = demoBackendChunk(/[\\/]src[\\/]mocks[\\/](browser\.ts$|ui[\\/])/);
  const proxyTarget = mode === 'api' ? process.env.DEV_API_PROXY || loadEnv(mode, process.cwd(), 'DEV_').DEV_API_PROXY : undefined;
  return {
    // The msw plugin serves (dev) and emits (build:demo) the service worker script; `build` leaves it out.
    // appServiceWorker writes sw.js (app shell + public forms offline; in demo builds combined with msw's worker);
    // prerenderPages writes login.html, observation.html and incident.html (issue 18: painted before any JS)
    plugins: [react(), securityHeadersInPage(env), previewSecurityHeaders(), appServiceWorker({ demo }), prerenderPages(), ...(demo ? [msw({ mode: 'worker-only' }), demoAddresses(), demoChunk.plugin] : [])],
    resolve: { alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }, ...(command === 'build' ? ROUTER_PRODUCTION : [])] },
    // localhost only unless DEV_HOST says otherwise; *.localhost tenant addresses resolve to it in browsers
    server: {
      host: process.env.DEV_HOST ?? 'localhost',
      port: 5173,
      strictPort: true,
      allowedHosts: ['.localhost', 'localhost'],
      proxy: proxyTarget ? { '/api': { target: proxyTarget, changeOrigin: true }, '/cable': { target: proxyTarget, changeOrigin: true, ws: true } } : undefined,
    },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true, allowedHosts: ['.localhost', 'localhost'] },
    build: {
      manifest: true,
      sourcemap: false,
      // two entries: index.html (the app) and the prerendered pages' public shell (src/app/public, issue 18), which
      // scripts/prerender puts in login.html, observation.html and incident.html instead of the app's entry
      rolldownOptions: {
        input: { index: 'index.html', public: 'src/app/public/public-main.tsx' },
        // the demo backend's own modules in one chunk (scripts/demo-chunk); the app's chunks are split as before
        output: demo ? { codeSplitting: { groups: [{ name: DEMO_GROUP, test: demoChunk.test, includeDependenciesRecursively: false }] } } : undefined,
      },
      target: 'es2022',
      chunkSizeWarningLimit: 600,
    },
    test: {
      globals: true,
      environmentOptions: { jsdom: { url: 'http://acme.localhost:5173/' } },
      css: false,
      testTimeout: 60_000,
      pool: 'threads',
      // every core: left to itself, this Vitest ran one worker on a 2-core machine (one core idle, npm test ≈ 212 s)
      maxWorkers: '100%',
      env: { VITE_DEMO: 'true', VITE_INTERNAL_PLATFORM_ACCOUNTS: 'ops@platform.test' },
      // userEvent.setup() without a timer per keystroke (src/testing/user-event.ts)
      alias: [{ find: /^@testing-library\/user-event$/, replacement: fileURLToPath(new URL('./src/testing/user-event.ts', import.meta.url)) }],
      // Files share their worker's modules (no isolation: about half the wall time on 2 cores); setup.ts resets the
      // demo db, storage and list state before each test. Files that replace modules (found above) or keep module
      // state of their own (listed above) run isolated.
      projects: [
        { extends: true, test: { name: 'isolated', include: ISOLATED, isolate: true, ...APP_TESTS } },
        { extends: true, test: { name: 'shared', include: TESTS, exclude: [...ISOLATED, ...PURE_TESTS], isolate: false, ...APP_TESTS } },
        { extends: true, test: { name: 'pure', include: PURE_TESTS, isolate: false, environment: 'node' } },
      ],
    },
  };
});
