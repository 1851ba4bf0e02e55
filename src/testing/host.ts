import { afterAll, beforeAll } from 'vitest';

type Jsdom = { reconfigure(options: { url: string }): void; window: Record<string, unknown> };
/** jsdom's own (internal) field for the window's origin */
const WINDOW_ORIGIN = '_origin';

/**
 * The page's address for the tests of one file: another tenant's sub-domain, or the product's shared host (SPEC §1,
 * §2). jsdom's address changes before the file's first test and back after its last, in the worker the file shares
 * with the suite's other files. (A file's own `@vitest-environment-options` URL gave it a worker of its own, and the
 * next file another: ≈ 3 s of CPU to start each, ≈ 40 s a run for seven files.) The app reads the host when it uses
 * it (config/tenant.ts, the API's and the cable's addresses), never when a module loads, so a shared worker is right.
 */
export function onHost(url: string): void {
  let before = '';
  beforeAll(() => {
    before = window.location.href;
    moveTo(url);
  });
  afterAll(() => moveTo(before));
}

function moveTo(url: string): void {
  const dom = jsdom();
  dom.reconfigure({ url });
  // jsdom's reconfigure moves the document's origin, not the window's, which XMLHttpRequest sends from: a request to
  // /api would go out cross-origin (a CORS preflight the demo backend does not answer)
  if (typeof dom.window[WINDOW_ORIGIN] !== 'string') throw new Error(`onHost: jsdom's window no longer keeps its origin in ${WINDOW_ORIGIN}`);
  dom.window[WINDOW_ORIGIN] = new URL(url).origin;
}

function jsdom(): Jsdom {
  const dom = (globalThis as { jsdom?: Jsdom }).jsdom;
  if (!dom) throw new Error('onHost: no jsdom instance (Vitest exposes it as globalThis.jsdom in its jsdom environment)');
  return dom;
}
