/* The app's service worker (issue 18): the app shell and the public forms open without network.
 * Built by scripts/pwa/plugin.ts, which puts the cache version and the precache list in front of this text and,
 * in demo builds, the demo backend's worker (msw) after it: one worker per scope, so the demo build uses one
 * combined worker. This file's fetch listener runs first; what it answers (pages, built assets) it keeps from msw
 * with stopImmediatePropagation, and everything else (/api, /cable, other hosts) goes on to msw or the network.
 */
/* global self, caches, fetch, VERSION, PRECACHE, PAGES, DEMO */
const CACHE = `ehs-app-${VERSION}`;

/**
 * the offline copy: each file of PRECACHE not stored yet; best effort (one missing file does not stop the others).
 * Resolves to whether every file is stored.
 */
async function precache() {
  const cache = await caches.open(CACHE);
  const stored = await Promise.all(PRECACHE.map(async (url) => Boolean(await cache.match(url)) || cache.add(url).then(() => true, () => false)));
  return stored.every(Boolean);
}

self.addEventListener('install', (event) => {
  // A production worker is registered after the page's load and becomes active with the offline copy stored. The
  // demo build's worker is also its backend (msw): it becomes active at once, so a first visit's requests do not
  // wait for ≈ 250 files, and stores the copy when a page asks after its own load (`ehs:precache`, below).
  if (!DEMO) event.waitUntil(precache());
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => n.startsWith('ehs-app-') && n !== CACHE).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  );
});

/** the offline copy being stored, or stored complete (by this worker's run: a restarted worker checks it again) */
let storing = null;

// a page opened while this worker installed, and missed by the claim above, asks to be taken over
// (src/mocks/worker-control.ts: the demo backend needs a controlled page, else msw reloads it)
self.addEventListener('message', (event) => {
  if (event.data === 'ehs:claim') event.waitUntil(self.clients.claim());
  // a page asks for the offline copy (src/mocks/worker-control.ts): the answer on the port once it is stored
  if (event.data === 'ehs:precache') {
    storing ??= precache().then((complete) => {
      if (!complete) storing = null; // the next page's ask tries the missing files again
    });
    event.waitUntil(storing.then(() => event.ports[0]?.postMessage('ehs:precached')));
  }
});

/**
 * a page: the network first (a new release shows at once), the stored copy without network. The prerendered pages
 * (/login, /start, /observation, /incident: their form in every language, issue 18) are stored under their own address;
 * every other address is the app shell, stored under '/'.
 */
async function page(request) {
  const path = new URL(request.url).pathname;
  const key = PAGES.includes(path) ? path : '/';
  try {
    const response = await fetch(request);
    if (response.ok) {
      const cache = await caches.open(CACHE);
      await cache.put(key, response.clone());
    }
    return response;
  } catch (error) {
    const stored = (await caches.match(key, { cacheName: CACHE, ignoreVary: true })) ?? (await caches.match('/', { cacheName: CACHE, ignoreVary: true }));
    if (stored) return stored;
    throw error;
  }
}

/** a built asset: its name carries its content hash, so a stored copy is always right */
async function asset(request) {
  const cache = await caches.open(CACHE);
  // ignoreVary: module scripts are requested with an Origin header the precache's requests did not carry
  const hit = await cache.match(request, { ignoreVary: true });
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

const STATIC = /^\/(assets\/|icons\/|favicon\.svg$|manifest\.webmanifest$)/;

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.stopImmediatePropagation();
    event.respondWith(page(request));
  } else if (STATIC.test(url.pathname)) {
    event.stopImmediatePropagation();
    event.respondWith(asset(request));
  }
});
