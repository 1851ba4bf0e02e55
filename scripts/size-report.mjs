#!/usr/bin/env node
/**
 * Gzip size of every chunk of the production build, and per entry route the JS it needs: for the prerendered pages
 * (issue 18) the JS before their largest paint and to interactive, for the others the JS before their first paint
 * (see ROUTES). Fails when a budgeted route is over budget, when a prerendered page is missing, or when the production
 * build carries demo-backend code. Run after `npm run build`.
 */
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.argv[2] ?? 'dist';
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No ${manifestPath}: run \`npm run build\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const KB = 1024;
const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const sizeCache = new Map();
const gzSize = (file) => {
  if (!sizeCache.has(file)) sizeCache.set(file, gz(file));
  return sizeCache.get(file);
};

/** JS files needed by a manifest entry through static imports. */
function staticClosure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of chunk.imports ?? []) staticClosure(dep, seen);
  return seen;
}
const filesOf = (keys) => new Set([...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js')));

/** the app's entry (index.html) and the prerendered pages' own (the public shell, src/app/public) */
const APP_ENTRY = 'index.html';
const PUBLIC_ENTRY = 'src/app/public/public-main.tsx';

/**
 * Budgets per route, in KB gzip (fail the run), with the measured figures they hold plus a small margin, so that any
 * growth fails CI (README "Performance"). Each lazily loaded route adds its chunk names to the entry's preload map
 * (≈ 0.1 KB gzip a route).
 *
 * /login, /observation and /incident are prerendered (issue 18, scripts/prerender), /start too (issue 30): their HTML
 * paints the form in the visitor's language before any module script runs. For them:
 *  - "before largest paint": the JS that runs before the page can paint: the page's blocking scripts (module scripts
 *    are deferred): the inline language script, twice. Target ≤ 20 KB.
 *  - "to interactive": what hydration needs before the form takes input: the public shell's entry (src/app/public:
 *    React, its own router, i18next, the page's layout — no store, ability, route table or API layer) and its static
 *    imports, the screen's chunk and its static imports, and the locale chunks of the page's namespaces (the largest
 *    language). Target ≤ 120 KB (issue 30; ≤ 150 before). The floor is react-dom 19 ≈ 62 + i18next ≈ 17 + React ≈ 8.
    Since issue 30 the shell routes with its own small router (src/app/public/shell-router.tsx) and its pages take
    links and navigation from lib/routing/nav: no react-router (≈ 27 KB) before they take input, and the shell
    carries only the pages it serves (features' shell-routes.ts), not the observations' and incidents' other routes
    with their lazy screens (≈ 2.5 KB). Measured (largest language) /login 137.5 → 108.7, /observation 144.8 → 116.7,
    /incident 148 → 117.8, every other signed-out page 103.2–109.8: budgets measured + 0.5.
 *    Before the public shell the pages hydrated with the app's entry (≈ 158 KB alone): 170.2 / 188.8 / 180.2.
 *    Measured 137.5 / 144.8 / 146.6 (largest language; 136 / 143 / 144.4 in English): budgets 139 / 146.5 / 148.
 *    Neither form carries a form library (components/form/use-light-form.ts; formik was ≈ 11 KB), and the route
 *    titles' `nav` namespace loads after hydration (the prerendered page has its title).
 *  - "then data" (information): the API client the public forms load right after hydration for their sites and
 *    categories (axios; the form is usable meanwhile, its sites fill in); the sign-up's call, at its first submit.
 *    The public forms' is budgeted too (`dataBudgetKB`, measured + 0.5): it loads when the page is first idle, so it
 *    counts in a phone's total blocking time. 40.9 → 28.3 KB (issue 30) once reading an API error no longer loaded
 *    the interceptors and, through them, the store's session slice (Redux Toolkit, immer: lib/api/session-transition.ts).
 * The dashboard is not prerendered: its figure is the JS before its first paint (entry + screen + locales).
 */
const ROUTES = [
  // issue 30, every signed-out page in the public shell: its route definitions, the prerendered pages' list and the
  // session-end context cost the shell's pages ≈ 0.3 KB (/login 139.2 → 139.5, /observation 146.7 → 147.0): budgets
  // 139.5 → 140 and 147 → 147.5
  { route: '/login', html: 'login.html', screen: 'src/features/auth/routes/login-page.tsx', namespaces: ['common', 'auth'], paintBudgetKB: 1, budgetKB: 109.2, targetKB: 120 },
  { route: '/observation (public)', html: 'observation.html', screen: 'src/features/observations/routes/public-observation-page.tsx', namespaces: ['common', 'observations', 'files'], data: 'src/features/observations/api/public-api.ts', dataBudgetKB: 28.8, paintBudgetKB: 1, budgetKB: 117.2, targetKB: 120 },
  // /incident: 148.0 measured on the edge of its budget; issue 28 moved /organization_verify into features/auth/routes.ts,
  // whose route definitions the public shell carries (≈ +0.05 KB): budget 148 → 148.5
  // issue 30, /by_pass_client_admin and /organization_verify in the shell (their two prerendered pages, the
  // verification-host check of hydrate.ts and public-routes.tsx: + 0.16 KB in the shell's entry and first chunk):
  // /incident 148.5 → 148.6 measured, budget 148.5 → 149
  { route: '/incident (public)', html: 'incident.html', screen: 'src/features/incidents/routes/public-incident-page.tsx', namespaces: ['common', 'incidents', 'files'], data: 'src/features/incidents/api/public-api.ts', dataBudgetKB: 28.7, paintBudgetKB: 1, budgetKB: 118.3, targetKB: 120 },
  // the dashboard paints its heading first; its filters, figures and the API client load right after (was 196.5 KB as My work).
  // 162.2 KB with the routes other sessions were adding, + 0.4 KB for issue 18 (AppRoot, useHydrated, the hydration
  // switch in main.tsx; the hydration code itself is a chunk of its own): budget 164. Issue 25-29 (measured against
  // main 309b915, same build): + 1.6 KB the route table of six new modules (contractors, library, billing, SSO,
  // mailers, platform: their routes.ts are the app's, for guards and menu), + 1.2 KB the feature manifests the
  // ability reads (organisation modules), + 0.8 KB the guard's "your permissions changed" toast and the session's
  // revocation retry — 166.9 KB: budget 168
  { route: '/ (dashboard)', screen: 'src/features/dashboard/routes/dashboard-page.tsx', namespaces: ['common', 'nav', 'dashboard'], budgetKB: 168, targetKB: null },
  // the sign-up page (issue 30: ≤ 150 KB for every signed-out page). Its e-mail domain lists are the server's; before,
  // it was rendered by the app: the app's entry (≈ 162 KB) and its screen with yup (13), PrimeReact's Button and its
  // icon base (≈ 30) and the API client (axios, 21.5) before its first paint: 251.1 KB measured, then 243.8 (largest
  // language, 241.5 in English) once its form was the light one. Now prerendered and hydrated by the public shell as
  // /login (src/app/prerender/pages.ts): native button, its rules (yup, the common free and disposable domains) loaded
  // at the first check, the sign-up call (axios) and its error texts at the first submit ("then data"). Measured
  // 139.8 KB to interactive (largest language; 138.2 in English): budget 140.3. /login grew by 0.1 KB (139.2: the
  // shell carries the /start route).
  { route: '/start (sign-up)', html: 'start.html', screen: 'src/features/auth/routes/start-page.tsx', namespaces: ['common', 'auth'], data: 'src/features/auth/components/error-text.ts', paintBudgetKB: 1, budgetKB: 109.8, targetKB: 120 },
  // the sign-up's code screen opened by its address (a reload): 212.4 KB with the app's entry before; now prerendered
  // as its loading state and hydrated by the public shell, rules and calls on demand. Measured 140.5 KB (largest language; 138.9 in English): budget 141
  { route: '/start/verify-account', html: 'start/verify-account.html', screen: 'src/features/auth/routes/verify-account-page.tsx', namespaces: ['common', 'auth'], data: 'src/features/auth/components/error-text.ts', paintBudgetKB: 1, budgetKB: 110.3, targetKB: 120 },
  // issue 30, every signed-out page: /password-reset, rendered by the app before (its entry, yup, PrimeReact's Button
  // and axios before its first paint: 242 KB), now prerendered and hydrated by the public shell as /start (its rules,
  // calls and error texts on demand; the ?token form after hydration). Measured 139.6 KB (largest language; 138 in English): budget 140.1.
  // 140.0 → 140.2 with /by_pass_client_admin and /organization_verify in the shell (+ 0.16 KB): budget 140.7
  { route: '/password-reset', html: 'password-reset.html', screen: 'src/features/auth/routes/password-reset-page.tsx', namespaces: ['common', 'auth'], data: 'src/features/auth/components/error-text.ts', paintBudgetKB: 1, budgetKB: 109.9, targetKB: 120 },
  // /registration (the sign-up mail's activation link, bare layout): 194.6 KB with the app's entry before; now
  // prerendered ("activating" until the page runs) and hydrated by the public shell, its call on demand.
  // Measured 136.7 KB (largest language; 135.1 in English): budget 137.2. 137.1 → 137.3 with /by_pass_client_admin and
  // /organization_verify in the shell (+ 0.16 KB): budget 137.8
  { route: '/registration', html: 'registration.html', screen: 'src/features/auth/routes/registration-page.tsx', namespaces: ['common', 'auth'], data: 'src/features/auth/components/error-text.ts', paintBudgetKB: 1, budgetKB: 107, targetKB: 120 },
  // /sessionexpire (public: an expired session is sent here): 201.3 KB with the app's entry before; now prerendered
  // and hydrated by the public shell, which ends the stored session (lib/session/session-ender.ts, with the
  // revocation call, on demand) and moves on to /login. Measured 135.8 KB (largest language; 134.2 in English): budget 136.3
  { route: '/sessionexpire', html: 'sessionexpire.html', screen: 'src/features/auth/routes/session-expired-page.tsx', namespaces: ['common', 'auth'], paintBudgetKB: 1, budgetKB: 105.9, targetKB: 120 },
  // single sign-on, /login/sso (the sign-in's link) and /sso: 242.3 KB with the app's entry before (its yup, PrimeReact's
  // Button, axios and the store's session start); now prerendered and hydrated by the public shell, the session
  // started as the sign-in's (useSessionStarter), rules and calls on demand. Measured 140.1 KB (largest language; 138.5 in English): budget 140.6 (/sso is the same page)
  { route: '/login/sso', html: 'login/sso.html', screen: 'src/features/auth/routes/sso-login-page.tsx', namespaces: ['common', 'auth'], data: 'src/features/auth/components/error-text.ts', paintBudgetKB: 1, budgetKB: 110, targetKB: 120 },
  // /setup-sso (public): 193.4 KB with the app's entry before; now prerendered (the host's values once the page runs)
  // and hydrated by the public shell, its settings call on demand. Measured 136.7 KB (largest language; 135.1 in English): budget 137.2
  { route: '/setup-sso', html: 'setup-sso.html', screen: 'src/features/auth/routes/setup-sso-page.tsx', namespaces: ['common', 'auth'], paintBudgetKB: 1, budgetKB: 106.4, targetKB: 120 },
  // /by_pass_client_admin (a one-time sign-in link: the sign-up's end on the new host, a support link): 193.9 KB with
  // the app's entry before (196.2 in the largest language); now prerendered ("signing you in" until the page runs) and
  // hydrated by the public shell, its call (the API client, ≈ 23 KB) when the page runs, the session handed to the app
  // as the sign-in's. Measured 137 KB (largest language; 135.4 in English): budget 137.5
  { route: '/by_pass_client_admin', html: 'by_pass_client_admin.html', screen: 'src/features/auth/routes/by-pass-page.tsx', namespaces: ['common', 'auth'], paintBudgetKB: 1, budgetKB: 106.7, targetKB: 120 },
  // /organization_verify (app, lvh or 192 hosts): 253.5 KB with the app's entry before (255.8 in the largest language:
  // formik, yup, PrimeReact's Button and axios before its first paint); now prerendered and hydrated by the public
  // shell as a light form, its rules, call and error texts on demand. Measured 139.8 KB (largest language; 138.1 in English): budget 140.3
  { route: '/organization_verify', html: 'organization_verify.html', screen: 'src/features/auth/routes/organization-verify-page.tsx', namespaces: ['common', 'auth'], data: 'src/features/auth/components/error-text.ts', paintBudgetKB: 1, budgetKB: 109.5, targetKB: 120 },
  // issue 28: the signed-out /pricing and /get-started (SPEC §2 external redirects; without a marketing site they offer
  // /buynow and /start): the app's entry and a 1 KB screen, no form, table or API client of their own.
  // Measured 167.6 KB in English: the app entry 161.6 (shared with every signed-out page not prerendered) + the screen
  // 1.1 (access-screen, external-redirect) + the common, nav and access locales 4.9: budget 168.5.
  // 27 Nov: 169.7 KB measured in the largest language after the enterprise look (the organisation's CSS variables and
  // logo in the app shell) and the console's "What's new" check (two endpoints; its dialog loads on demand): budget 170.
  // /login (139.1) and /observation (146.6) grew by 0.1 KB with the read-only query hook and the typed-before-hydration
  // merge of issue 30: budgets 139.5 and 147.
  // Issue 30 (every signed-out page ≤ 150 KB): both prerendered and hydrated by the public shell (the marketing
  // address is known at build time): 169.7 → 133.7 KB measured (largest language; 132.6 in English): budgets 134.2
  { route: '/pricing', html: 'pricing.html', screen: 'src/features/access/routes/pricing-redirect-page.tsx', namespaces: ['common', 'access'], paintBudgetKB: 1, budgetKB: 103.7, targetKB: 120 },
  { route: '/get-started', html: 'get-started.html', screen: 'src/features/access/routes/get-started-redirect-page.tsx', namespaces: ['common', 'access'], paintBudgetKB: 1, budgetKB: 103.7, targetKB: 120 },
];
const LANGUAGES = [...new Set(Object.keys(manifest).map((k) => k.match(/^src\/locales\/([^/]+)\//)?.[1]).filter(Boolean))];
const kb = (bytes) => +(bytes / KB).toFixed(1);
const sum = (files) => [...files].reduce((n, f) => n + gzSize(f), 0);

/** the blocking scripts of a built page (inline, or external without type=module / async / defer), gzip together */
function blockingScripts(file) {
  const html = readFileSync(join(dist, file), 'utf8');
  let text = '';
  for (const [, attrs, body] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/type="module"|\basync\b|\bdefer\b/.test(attrs)) continue;
    const src = attrs.match(/src="\/?([^"]+)"/)?.[1];
    text += src ? readFileSync(join(dist, src), 'utf8') : body;
  }
  return { gz: text ? gzipSync(text, { level: 9 }).length : 0, html: gzipSync(html, { level: 9 }).length };
}

const rows = [];
let failed = false;
for (const r of ROUTES) {
  if (!manifest[r.screen]) continue;
  const code = new Set([...filesOf(staticClosure(r.html ? PUBLIC_ENTRY : APP_ENTRY)), ...filesOf(staticClosure(r.screen))]);
  /** the locale chunks of a language */
  const locales = (lng) => new Set(r.namespaces.flatMap((ns) => (manifest[`src/locales/${lng}/${ns}.json`] ? [...filesOf(staticClosure(`src/locales/${lng}/${ns}.json`))] : [])));
  const total = (lng) => sum(new Set([...code, ...locales(lng)]));
  const worst = Math.max(...LANGUAGES.map(total));
  const row = { route: r.route };
  if (r.html) {
    if (!existsSync(join(dist, r.html))) {
      failed = true;
      console.error(`${r.route}: ${r.html} is missing (the prerender step did not run)`);
      continue;
    }
    const page = blockingScripts(r.html);
    row['before largest paint'] = kb(page.gz);
    row['paint budget'] = r.paintBudgetKB;
    row['html (7 languages)'] = kb(page.html);
    if (page.gz > r.paintBudgetKB * KB) {
      failed = true;
      row.status = 'OVER (paint)';
    }
  }
  // prerendered pages: budget on the largest language (bg); the dashboard as before, in English
  const measured = r.html ? worst : total('en');
  row[r.html ? 'to interactive (en)' : 'to first paint (en)'] = kb(total('en'));
  row['largest language'] = kb(worst);
  row.budget = r.budgetKB;
  row.target = r.targetKB;
  if (r.data) {
    const data = sum([...filesOf(staticClosure(r.data))].filter((f) => !code.has(f)));
    row['then data'] = kb(data);
    if (r.dataBudgetKB && data > r.dataBudgetKB * KB) {
      failed = true;
      row.status = 'OVER (then data)';
    }
  }
  const over = measured > r.budgetKB * KB;
  if (over) failed = true;
  row.status ??= over ? 'OVER' : r.targetKB && measured > r.targetKB * KB ? 'ok (target missed)' : 'ok';
  rows.push(row);
}

const chunks = Object.values(manifest)
  .map((c) => c.file)
  .filter((f, i, all) => all.indexOf(f) === i && /\.(js|css)$/.test(f))
  .map((file) => ({ file, kb: +(gzSize(file) / KB).toFixed(1) }))
  .sort((a, b) => b.kb - a.kb);

// Production builds must not carry the demo backend.
const mockSources = Object.keys(manifest).filter((k) => k.startsWith('src/mocks/'));
const workerShipped = existsSync(join(dist, 'mockServiceWorker.js'));
const assetsDir = join(dist, 'assets');
const mswInBundle = existsSync(assetsDir)
  ? readdirSync(assetsDir).filter((f) => f.endsWith('.js') && statSync(join(assetsDir, f)).isFile() && /\[MSW\]|mockServiceWorker/.test(readFileSync(join(assetsDir, f), 'utf8')))
  : [];
const isDemoBuild = mockSources.length > 0 || workerShipped || mswInBundle.length > 0;
const expectDemo = process.env.EXPECT_DEMO_BUILD === 'true';
if (isDemoBuild && !expectDemo) {
  failed = true;
  console.error(`Production build contains demo-backend code: ${[...mockSources, ...(workerShipped ? ['mockServiceWorker.js'] : []), ...mswInBundle].join(', ')}`);
}

console.log('\nJS per entry route (KB gzip; prerendered pages: before their largest paint and to interactive):');
console.table(rows);
console.log('\nLargest chunks (gzip):');
console.table(chunks.slice(0, 15));
const totalJs = chunks.filter((c) => c.file.endsWith('.js')).reduce((n, c) => n + c.kb, 0);
console.log(`All JS chunks: ${chunks.filter((c) => c.file.endsWith('.js')).length} files, ${totalJs.toFixed(1)} KB gzip in total.`);
console.log(`Demo-backend code in this build: ${isDemoBuild ? 'yes' : 'no'}`);
writeFileSync(join(dist, 'size-report.json'), JSON.stringify({ routes: rows, chunks, demoCode: isDemoBuild }, null, 2));
if (failed) {
  console.error('\nsize: FAILED (over budget or demo code in a production build)');
  process.exit(1);
}
console.log('\nsize: ok');
