#!/usr/bin/env node
/**
 * Gzip size of every chunk of the production build and of the JS each entry route needs before its
 * first paint (entry + static imports + the route's screen chunk + its static imports + the locale
 * chunks it loads). Fails when a budgeted route is over budget, or when the production build carries
 * demo-backend code. Run after `npm run build`.
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

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const entryFiles = filesOf(staticClosure(entryKey));

/**
 * Route budgets: screen module, the locale namespaces its first paint loads, budget in KB gzip (fails the
 * run), and the product target (reported, see README "Performance"). The target of 120 KB is not met:
 * the framework floor of the entry alone (react-dom 19 ≈ 60, react-router 7 ≈ 30, i18next + react-i18next
 * ≈ 17, Redux Toolkit + immer ≈ 10.5, CASL ≈ 6) is ≈ 125 KB before any page code. The budgets hold the
 * measured sizes with a small margin so that any growth fails CI. Every lazily loaded route also adds its chunk
 * names to the entry's preload map (≈ 0.1 KB gzip a route): the settings screens of issue 13 raised the budgets
 * by 2–3 KB; prerendering the public pages (issue 18) is what removes the entry from their first paint.
 * The second batch of settings screens (users, roles, workflows, site plans, onboarding, activity log: ≈ 12 routes)
 * and the offline queue's hooks in the public forms (≈ 0.3 KB) left /login at 174.8 and /observation at 181.2:
 * budgets +1 KB each. Then permit templates, audits, HIRA, QR codes and My work (≈ 20 lazy routes, the preload map
 * and its calls are ≈ 4.8 KB gzip of the entry in all) and the QR pre-fill of the public forms (≈ 0.3 KB) took them
 * to 176.7 / 183.3 / 173.7: budgets 178 / 184.5 / 175. Dropping the JS deps from the preload map would save most of
 * it but make every first visit to a module wait for its chunks one after another; prerendering is the real fix.
 */
const ROUTES = [
  { route: '/login', screen: 'src/features/auth/routes/login-page.tsx', namespaces: ['common', 'nav', 'auth'], budgetKB: 178, targetKB: 120 },
  // the public forms keep a visitor's unsent report on the device (≈ 1 KB, issue 12): no report is lost on a reload
  { route: '/observation (public)', screen: 'src/features/observations/routes/public-observation-page.tsx', namespaces: ['common', 'nav', 'observations'], budgetKB: 184.5, targetKB: 120 },
  { route: '/incident (public)', screen: 'src/features/incidents/routes/public-incident-page.tsx', namespaces: ['common', 'nav', 'incidents'], budgetKB: 175, targetKB: 120 },
  // the dashboard paints its heading first; its filters, figures and the API client load right after (was 196.5 KB as My work)
  { route: '/ (dashboard)', screen: 'src/features/dashboard/routes/dashboard-page.tsx', namespaces: ['common', 'nav', 'dashboard'], budgetKB: 162, targetKB: null },
];

// The signed-out routes render inside these layouts; include their chunks when they are split out.
const rows = [];
let failed = false;
for (const r of ROUTES) {
  if (!manifest[r.screen]) continue;
  const files = new Set(entryFiles);
  for (const f of filesOf(staticClosure(r.screen))) files.add(f);
  for (const ns of r.namespaces) {
    const key = `src/locales/en/${ns}.json`;
    if (manifest[key]) for (const f of filesOf(staticClosure(key))) files.add(f);
  }
  const total = [...files].reduce((n, f) => n + gzSize(f), 0);
  const over = r.budgetKB !== null && total > r.budgetKB * KB;
  if (over) failed = true;
  rows.push({ route: r.route, kb: +(total / KB).toFixed(1), budget: r.budgetKB, target: r.targetKB, files: files.size, status: r.budgetKB === null ? 'info' : over ? 'OVER' : r.targetKB && total > r.targetKB * KB ? 'ok (target missed)' : 'ok' });
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

console.log('\nJS to first paint per entry route (gzip, en):');
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
