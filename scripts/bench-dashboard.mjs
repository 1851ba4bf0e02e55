#!/usr/bin/env node
/**
 * Dashboard benchmark (not a test; issue 17: "paints its figures for 12 months of seed data in under 1 s on the demo
 * build"), in Debian's Chromium against the built demo:
 *
 *   npm run bench:dashboard           (builds the demo into dist-bench first; BENCH_PORT=4315, BENCH_RUNS=5)
 *
 * admin@acme.test (who reads every module) opens the dashboard with the period "last 12 months" on each tab. Printed,
 * per tab, the median and every run of:
 *   - cold: navigation start → the tab's key figure is in the page (a full page load: app start, demo backend,
 *     the dashboard's chunks, the figures computed from the seeded records);
 *   - switch: the click on the tab → its key figure is in the page (the figures of an open dashboard).
 * A MutationObserver in the page takes the time the figure's button appears (performance.now()), so the numbers
 * do not include Playwright's polling.
 */
import { median, previewAndBrowser, signIn } from './bench-preview.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4315);
const DIST = process.env.BENCH_DIST ?? 'dist-bench';
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ORIGIN = `http://acme.localhost:${PORT}`;
/** each tab and the start of its key figure's button text */
const TABS = [
  { tab: 'observations', label: 'Observations', figure: 'Observations reported' },
  { tab: 'incidents', label: 'Incidents', figure: 'LTIFR' },
  { tab: 'actions', label: 'Actions', figure: 'Over 90 days' },
];

/** in the page: note when a button whose text starts with `window.__benchFigure` first appears */
function watchFigure() {
  window.__figureAt = null;
  const seen = () => [...document.querySelectorAll('button')].some((b) => (b.textContent ?? '').trim().startsWith(window.__benchFigure ?? '\u0000'));
  new MutationObserver(() => {
    if (window.__figureAt === null && window.__benchFigure && seen()) window.__figureAt = performance.now();
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

const ms = (x) => `${Math.round(x)} ms`;

const { browser, stopServer } = await previewAndBrowser(PORT, DIST);

try {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await signIn(page, ORIGIN, 'admin@acme.test');
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor({ timeout: 30_000 });
  await page.addInitScript(watchFigure);

  const results = [];
  for (const { tab, label, figure } of TABS) {
    const cold = [];
    const switched = [];
    for (let run = 0; run < RUNS; run++) {
      // cold: a full load of the dashboard on this tab
      await page.addInitScript((f) => (window.__benchFigure = f), figure);
      await page.goto(`${ORIGIN}/?tab=${tab}&period=last_12_months`);
      await page.waitForFunction(() => window.__figureAt !== null, undefined, { timeout: 30_000 });
      cold.push(await page.evaluate(() => window.__figureAt));

      // switch: from another tab of the open dashboard to this one
      const other = TABS.find((t) => t.tab !== tab);
      await page.evaluate((f) => (window.__benchFigure = f), other.figure);
      await page.getByRole('tab', { name: other.label }).click();
      await page.getByRole('button', { name: new RegExp(`^${other.figure}`) }).first().waitFor({ timeout: 30_000 });
      await page.evaluate((f) => {
        window.__benchFigure = f;
        window.__figureAt = null;
        window.__clickAt = performance.now();
      }, figure);
      await page.getByRole('tab', { name: label }).click();
      await page.waitForFunction(() => window.__figureAt !== null, undefined, { timeout: 30_000 });
      switched.push(await page.evaluate(() => window.__figureAt - window.__clickAt));
    }
    results.push({ tab, cold: median(cold), switch: median(switched), runs: `cold ${cold.map(ms).join(', ')}; switch ${switched.map(ms).join(', ')}` });
  }
  console.log(`Dashboard, admin@acme.test, period last 12 months, median of ${RUNS} (demo build, Chromium):`);
  console.table(results.map((r) => ({ tab: r.tab, 'cold load → figures': ms(r.cold), 'tab switch → figures': ms(r.switch) })));
  for (const r of results) console.log(`${r.tab}: ${r.runs}`);
} finally {
  await browser.close();
  stopServer();
}
