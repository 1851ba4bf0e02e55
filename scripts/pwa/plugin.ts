import { readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { precacheUrls, type Manifest } from './precache.ts';
import { PRERENDERED_PAGES } from '../../src/app/prerender/pages.ts';

/** the screens that open without network, and the locale namespaces they use */
const OFFLINE_SCREENS = ['src/features/observations/routes/public-observation-page.tsx', 'src/features/incidents/routes/public-incident-page.tsx', 'src/features/auth/routes/login-page.tsx'];
const OFFLINE_NAMESPACES = ['common', 'nav', 'auth', 'observations', 'incidents', 'offline', 'files'];
/** the prerendered pages (issue 18, scripts/prerender) are stored under their own address, the shell under '/' */
const PAGES = PRERENDERED_PAGES.map((p) => p.path);
const PUBLIC_FILES = ['/manifest.webmanifest', '/favicon.svg', '/icons/icon-192.png', '/icons/icon-512.png', ...PAGES];
/** big chunks those screens do not need offline: Excel, the sign-up form's disposable-address list */
const EXCLUDE = /node_modules\/(exceljs|disposable-email-domains|free-email-domains)\//;

/**
 * Writes `sw.js` (the app's service worker, scripts/pwa/service-worker.js) into the build with its cache version
 * and precache list from the build manifest. Demo builds append the demo backend's worker (msw's
 * mockServiceWorker.js, which the msw plugin emits) with importScripts: one worker for the scope.
 */
export function appServiceWorker({ demo }: { demo: boolean }): Plugin {
  let outDir = 'dist';
  return {
    name: 'app-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir); // absolute or relative to the root, as vite reads it
    },
    writeBundle() {
      const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
      // loaded on demand by every page: the toasts (they mount right after hydration, before the worker controls a
      // first visit: not stored on first use)
      const startup = ['src/components/feedback/toasts.tsx', ...(demo ? ['src/mocks/browser.ts'] : [])];
      const urls = precacheUrls(manifest, { screens: OFFLINE_SCREENS, namespaces: OFFLINE_NAMESPACES, startup, files: PUBLIC_FILES, exclude: EXCLUDE });
      const version = createHash('sha256').update(urls.join('\n')).digest('hex').slice(0, 12);
      const body = readFileSync(fileURLToPath(new URL('./service-worker.js', import.meta.url)), 'utf8');
      const head = `const VERSION = ${JSON.stringify(version)};\nconst PRECACHE = ${JSON.stringify(urls)};\nconst PAGES = ${JSON.stringify(PAGES)};\nconst DEMO = ${demo};\n`;
      const tail = demo ? "\n// the demo backend (msw) in the same worker, after the app's listeners\nimportScripts('/mockServiceWorker.js');\n" : '';
      writeFileSync(join(outDir, 'sw.js'), head + body + tail);
    },
  };
}
