#!/usr/bin/env node
/**
 * Realtime burst benchmark (not a test): 1,000 db_action events into a 500-row list in the built
 * demo, in Debian's Chromium.
 *
 *   npm run bench:realtime            (builds the demo into dist-bench first; BENCH_PORT=4314 by default)
 *
 * hod@acme.test opens /notification in one window. A second window of the same browser plays
 * "another tab's demo backend": through the demo's BroadcastChannel relay it first creates 500
 * notifications for hod (the 500-row list), then posts a burst of 1,000 db_action events at once
 * (600 creates, 300 updates marking rows read, 100 removes). Hod's window applies them to its
 * demo db, its cable server pushes 1,000 ActionCable frames to the page, and the realtime client
 * queues and applies them. Printed:
 *   - total apply time: burst posted → the unread badge shows the final count (end to end);
 *   - client apply time: the sum of the realtime client's flushes (store + RTK cache patches);
 *   - the longest main-thread task (PerformanceObserver 'longtask') during the burst, and flushes.
 */
import { previewAndBrowser, signIn } from './bench-preview.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4314);
const DIST = process.env.BENCH_DIST ?? 'dist-bench';
const ORIGIN = `http://acme.localhost:${PORT}`;

const { browser, stopServer } = await previewAndBrowser(PORT, DIST);

try {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__realtimeBench = true;
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  await signIn(page, ORIGIN, 'hod@acme.test');
  await page.getByRole('button', { name: /^Notifications/ }).click({ timeout: 20_000 });
  await page.getByRole('link', { name: 'View all notifications' }).click();
  await page.getByRole('status').filter({ hasText: 'Live updates are on' }).waitFor({ timeout: 20_000 });
  const userId = await page.evaluate(() => JSON.parse(localStorage.getItem('ehs-session')).user.id);

  const other = await context.newPage();
  // the second window shares the signed-in session (same browser): it opens the app, and with it its demo backend
  await other.goto(`${ORIGIN}/`);
  const post = (changes) =>
    other.evaluate((changes) => {
      const channel = new BroadcastChannel('ehs-demo');
      for (const c of changes) channel.postMessage(c);
      channel.close();
    }, changes);
  const row = (id, extra = {}) => ({
    id,
    user_id: userId,
    kind: 'system',
    title: `Bench notification ${id}`,
    body: '',
    link: null,
    is_read: false,
    created_at: new Date(Date.UTC(2030, 0, 1) + id * 1000).toISOString(),
    ...extra,
  });
  const change = (verb, r) => ({ tenant: 'acme', collection: 'notifications', verb, row: r });

  // Counts are relative to what hod already has: on a clean clone the demo backend's start-up job (remindOverdue)
  // gives hod an "overdue actions" reminder, so the badge starts at 1, not 0 (the fixed 'Notifications, 500 unread'
  // waited forever). The second window's own backend is up before the base is read.
  await other.getByRole('button', { name: /^Notifications/ }).first().waitFor({ timeout: 30_000 });
  const unread = () =>
    page.evaluate(() => {
      const label = [...document.querySelectorAll('button')].map((b) => b.getAttribute('aria-label') ?? b.textContent ?? '').find((l) => /^Notifications\b/.test(l)) ?? '';
      return Number(/(\d+) unread/.exec(label)?.[1] ?? 0);
    });
  const unreadAtLeast = (n) =>
    page.waitForFunction(
      (n) => {
        const label = [...document.querySelectorAll('button')].map((b) => b.getAttribute('aria-label') ?? b.textContent ?? '').find((l) => /^Notifications\b/.test(l)) ?? '';
        return Number(/(\d+) unread/.exec(label)?.[1] ?? 0) >= n;
      },
      n,
      { timeout: 60_000, polling: 50 },
    );
  const base = await unread();

  // the 500-row list
  await post(Array.from({ length: 500 }, (_, i) => change('create', row(900_000 + i))));
  await unreadAtLeast(base + 500);
  await page.waitForTimeout(1500);
  const before = await unread();

  // the burst: 600 creates, 300 updates (read), 100 removes → 500 + 600 - 300 - 100 = 700 bench rows unread
  const burst = [
    ...Array.from({ length: 600 }, (_, i) => change('create', row(950_000 + i))),
    ...Array.from({ length: 300 }, (_, i) => change('update', row(900_000 + i, { is_read: true }))),
    ...Array.from({ length: 100 }, (_, i) => change('remove', row(900_300 + i))),
  ];
  await page.evaluate(() => {
    performance.clearMeasures('realtime-flush');
    window.__benchStart = performance.now();
  });
  const startedAt = Date.now();
  await post(burst);
  // +600 created, 300 of the list read, 100 unread ones removed: 200 more unread than before the burst
  await unreadAtLeast(before + 200);
  const wall = Date.now() - startedAt;
  const result = await page.evaluate(() => {
    const start = window.__benchStart;
    const end = performance.now();
    const flushes = performance.getEntriesByName('realtime-flush').filter((m) => m.startTime >= start);
    const tasks = window.__longTasks.filter((t) => t.start + t.duration >= start && t.start <= end);
    return {
      endToEndMs: end - start,
      flushes: flushes.length,
      events: flushes.reduce((n, m) => n + (m.detail?.events ?? 0), 0),
      clientApplyMs: flushes.reduce((n, m) => n + m.duration, 0),
      longestFlushMs: flushes.reduce((n, m) => Math.max(n, m.duration), 0),
      longTasks: tasks.length,
      longestTaskMs: tasks.reduce((n, t) => Math.max(n, t.duration), 0),
    };
  });
  const r = (n) => Math.round(n * 10) / 10;
  console.log('Realtime burst: 1,000 db_action events into a 500-row list (built demo, Chromium)');
  console.log(`  total apply time (burst posted → badge shows the result): ${r(result.endToEndMs)} ms (wall ${wall} ms)`);
  console.log(`  client apply time (sum of ${result.flushes} flushes, ${result.events} events): ${r(result.clientApplyMs)} ms; longest flush ${r(result.longestFlushMs)} ms`);
  console.log(`  longest main-thread task during the burst: ${r(result.longestTaskMs)} ms (${result.longTasks} tasks over 50 ms)`);
  console.log('  note: the page also runs the demo backend (relay, IndexedDB persistence, cable frames) on the same thread');
} finally {
  await browser.close();
  stopServer();
}
