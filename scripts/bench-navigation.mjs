#!/usr/bin/env node
/**
 * Signed-in navigation benchmark (issue 30; not a test), in Debian's Chromium (Playwright) against the built demo:
 *
 *   npm run bench:navigation          (builds the demo into dist-bench first; BENCH_PORT=4208, BENCH_RUNS=20)
 *
 * Printed, with every figure's runs:
 *   - register → record summary: on /observations (the register beside the new-observation form), the click on a
 *     row's number → the summary's heading "Observation OBS-…" is in the page; then Back → that heading is gone (the
 *     register stays beside the summary). BENCH_RUNS clicks on the rows of the first page in turn (past its last row
 *     they open records already cached), median and p95 (goal: p95 ≤ 300 ms);
 *   - the first site-plan map: on /sites, the click on "Open the plan of …" → the map's plan image (leaflet) is in
 *     the page, the first time in the session (leaflet and the plan screen load): goal ≤ 1.5 s;
 *   - the dashboard's figures cold: a full load of / (last 12 months) → its first key figure: goal ≤ 800 ms
 *     (`npm run bench:dashboard` has the per-tab figures).
 * Times are taken in the page (performance.now() in a MutationObserver), so they do not include Playwright's polling.
 */
import { loadavg } from 'node:os';
import { median, previewAndBrowser, signIn } from './bench-preview.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4208);
const DIST = process.env.BENCH_DIST ?? 'dist-bench';
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const ORIGIN = `http://acme.localhost:${PORT}`;

/** in the page: the time the first element matching `selector` (and `text`, if given) appears */
function watch() {
  window.__watch = (selector, text) =>
    new Promise((resolve) => {
      const found = () => [...document.querySelectorAll(selector)].some((e) => !text || new RegExp(text).test(e.textContent ?? ''));
      if (found()) return resolve(performance.now());
      const mo = new MutationObserver(() => {
        if (!found()) return;
        mo.disconnect();
        resolve(performance.now());
      });
      mo.observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
    });
  /** the time no element matching `selector` and `text` is left in the page */
  window.__gone = (selector, text) =>
    new Promise((resolve) => {
      const found = () => [...document.querySelectorAll(selector)].some((e) => !text || new RegExp(text).test(e.textContent ?? ''));
      if (!found()) return resolve(performance.now());
      const mo = new MutationObserver(() => {
        if (found()) return;
        mo.disconnect();
        resolve(performance.now());
      });
      mo.observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
    });
}
const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)];
const ms = (x) => Math.round(x);
const loadBefore = loadavg().map((n) => n.toFixed(2)).join(' ');

const { browser, stopServer } = await previewAndBrowser(PORT, DIST);
try {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(watch);
  await signIn(page, ORIGIN, 'admin@acme.test');
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor({ timeout: 30_000 });

  // register → summary → back
  await page.goto(`${ORIGIN}/observations`);
  const table = page.getByRole('table', { name: /Observations: \d+ found/ });
  await table.waitFor({ timeout: 30_000 });
  const toSummary = [];
  const back = [];
  for (let run = 0; run < RUNS; run++) {
    const links = table.getByRole('link', { name: /^OBS-\d+$/ });
    await links.first().waitFor();
    const link = links.nth(run % (await links.count()));
    const number = (await link.textContent()).trim();
    const shown = page.evaluate((n) => window.__watch('h2', `^Observation ${n}$`), number);
    const clickedAt = await link.evaluate((a) => {
      const t = performance.now();
      a.click();
      return t;
    });
    toSummary.push((await shown) - clickedAt);
    // Back: the summary leaves (the register stays on the page beside it, so its table is no signal)
    const listBack = page.evaluate((n) => window.__gone('h2', `^Observation ${n}$`), number);
    const backAt = await page.evaluate(() => {
      const t = performance.now();
      history.back();
      return t;
    });
    await page.waitForURL((url) => !/\/summary\//.test(url.pathname));
    back.push((await listBack) - backAt);
  }

  // the first site-plan map of the session
  const fresh = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const planPage = await fresh.newPage();
  await planPage.addInitScript(watch);
  await signIn(planPage, ORIGIN, 'admin@acme.test');
  await planPage.goto(`${ORIGIN}/sites`);
  const planLink = planPage.getByRole('link', { name: /^Open the plan of / }).first();
  await planLink.waitFor({ timeout: 30_000 });
  // the plan image on the map (the first site of the demo has one); 30 s at most
  const mapShown = planPage.evaluate(() => Promise.race([window.__watch('.leaflet-image-layer'), new Promise((resolve) => setTimeout(() => resolve(Number.NaN), 30_000))]));
  const planClickedAt = await planLink.evaluate((a) => {
    const t = performance.now();
    a.click();
    return t;
  });
  const firstMap = (await mapShown) - planClickedAt;

  // the dashboard cold
  const cold = [];
  for (let run = 0; run < 5; run++) {
    await page.goto(`${ORIGIN}/?tab=observations&period=last_12_months`);
    cold.push(await page.evaluate(() => window.__watch('button', '^\\s*Observations reported')));
  }

  console.log(`Signed-in navigation (built demo, Chromium, 1366 × 900), ${new Date().toISOString()}`);
  console.table([
    { figure: `register → record summary (${RUNS})`, 'median ms': ms(median(toSummary)), 'p95 ms': ms(p95(toSummary)), goal: '≤ 300 (p95)', runs: toSummary.map(ms).join(' ') },
    { figure: `back to the register (${RUNS})`, 'median ms': ms(median(back)), 'p95 ms': ms(p95(back)), goal: '', runs: back.map(ms).join(' ') },
    { figure: 'first site-plan map (its image)', 'median ms': ms(firstMap), 'p95 ms': '', goal: '≤ 1500', runs: String(ms(firstMap)) },
    { figure: 'dashboard figures, cold (5)', 'median ms': ms(median(cold)), 'p95 ms': ms(p95(cold)), goal: '≤ 800', runs: cold.map(ms).join(' ') },
  ]);
  console.log(`load average (1/5/15 min): before ${loadBefore}, after ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
  await fresh.close();
} finally {
  await browser.close();
  stopServer();
}
