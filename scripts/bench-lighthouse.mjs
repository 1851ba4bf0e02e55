#!/usr/bin/env node
/**
 * Lighthouse benchmark of the prerendered pages (not a test, not part of `npm test`): /login, /observation and
 * /incident of the production build, Lighthouse's default mobile profile (simulated throttling: slow 4G, 4× CPU),
 * performance category only, 5 runs per page, each in a fresh headless Debian Chromium.
 *
 *   npm run bench:lighthouse        (builds into dist-lighthouse first)
 *   BENCH_PORT=4207 BENCH_RUNS=5 BENCH_DIST=dist-lighthouse BENCH_PAGES=/login,/incident node scripts/bench-lighthouse.mjs
 *
 * The host is the one the README's figures were measured with: a static host that gzips (as nginx with gzip on),
 * serves a prerendered page for its address (/login → login.html, as `try_files $uri $uri.html /index.html`) and
 * answers 404 under /api (no API behind it: the public forms show their load error, as a first visit that cannot
 * reach the API would). Printed per page: the median score, the min score and the 5 scores, and the medians of FCP,
 * LCP, TBT, TTI (Lighthouse's "interactive") and CLS. Prints the machine's load average before and after: the
 * figures mean something only on a quiet machine.
 */
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const PORT = Number(process.env.BENCH_PORT ?? 4207);
const DIST = process.env.BENCH_DIST ?? 'dist-lighthouse';
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PAGES = (process.env.BENCH_PAGES ?? '/login,/observation,/incident').split(',');
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json)|image\/svg)/;
const gzipCache = new Map();

/** the file for a request path: the file itself, else <path>.html, else index.html (the SPA's fallback) */
function fileFor(pathname) {
  const clean = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  for (const candidate of [clean, `${clean}.html`, join(clean, 'index.html')]) {
    const file = join(DIST, candidate);
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return join(DIST, 'index.html');
}

const server = createServer((req, res) => {
  const { pathname } = new URL(req.url, 'http://x');
  if (pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith('/cable')) {
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end('{"error":"not found"}');
    return;
  }
  const file = fileFor(pathname);
  const type = TYPES[extname(file)] ?? 'application/octet-stream';
  const headers = { 'content-type': type, 'cache-control': file.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache' };
  let body = readFileSync(file);
  if (COMPRESSIBLE.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
    if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(body, { level: 6 }));
    body = gzipCache.get(file);
    headers['content-encoding'] = 'gzip';
    headers.vary = 'Accept-Encoding';
  }
  headers['content-length'] = body.length;
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
});

if (!existsSync(join(DIST, 'login.html'))) {
  console.error(`No ${DIST}/login.html: build first (npm run bench:lighthouse builds into dist-lighthouse).`);
  process.exit(1);
}
await new Promise((resolve) => server.listen(PORT, '127.0.0.1', resolve));

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const load = () => loadavg().map((n) => n.toFixed(2)).join(' ');
const loadBefore = load();
const results = [];

try {
  for (const page of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const chrome = await chromeLauncher.launch({
        chromePath: CHROME,
        chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
      });
      try {
        const result = await lighthouse(`http://127.0.0.1:${PORT}${page}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
        const lhr = result.lhr;
        if (process.env.BENCH_SAVE) writeFileSync(join(process.env.BENCH_SAVE, `lhr${page.replaceAll('/', '-')}-${i + 1}.json`), result.report);
        const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
        if (lhr.runtimeError) console.error(`${page} run ${i + 1}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        runs.push({
          score: lhr.categories.performance.score,
          fcp: audit('first-contentful-paint'),
          lcp: audit('largest-contentful-paint'),
          tbt: audit('total-blocking-time'),
          tti: audit('interactive'),
          cls: audit('cumulative-layout-shift'),
        });
        process.stderr.write(`${page} run ${i + 1}/${RUNS}: score ${lhr.categories.performance.score} TBT ${Math.round(audit('total-blocking-time'))} ms\n`);
      } finally {
        await chrome.kill();
      }
    }
    const m = (key) => median(runs.map((r) => r[key]));
    results.push({
      page,
      'median score': m('score'),
      'min score': Math.min(...runs.map((r) => r.score)),
      scores: runs.map((r) => r.score.toFixed(2)).join(' '),
      'FCP ms': Math.round(m('fcp')),
      'LCP ms': Math.round(m('lcp')),
      'TBT ms': Math.round(m('tbt')),
      'TTI ms': Math.round(m('tti')),
      CLS: +m('cls').toFixed(3),
    });
  }
} finally {
  server.close();
}

console.log(`\nLighthouse (mobile, simulated throttling), production build from ${DIST}, gzip host with /api → 404, median of ${RUNS} runs per page`);
console.table(results);
console.log(`load average (1/5/15 min): before ${loadBefore}, after ${load()}; ${new Date().toISOString()}`);
