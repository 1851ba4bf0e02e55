/**
 * Runs `run` once, when a page's deferred work is first needed (issue 30: the public forms' API client, offline
 * queue and lookups no longer load in the task that follows hydration): at the visitor's first interaction with the
 * page (a pointer, a key, a touch, a focus), or when the browser is next idle after the page has loaded, whichever
 * comes first. Returns a cancel function (a component's effect cleanup).
 *
 * Idle after load: `requestIdleCallback` (with a timeout, so a busy page still gets it), `setTimeout` where the
 * browser has no idle callbacks (Safari). The interaction listeners are passive and capture, so they neither delay
 * the input nor depend on where it lands.
 */
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

export function whenNeeded(run: () => void, { idleTimeoutMs = 2000 }: { idleTimeoutMs?: number } = {}): () => void {
  let done = false;
  let idleHandle: number | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const cleanup = () => {
    for (const type of INTERACTIONS) window.removeEventListener(type, fire, true);
    window.removeEventListener('load', afterLoad);
    if (idleHandle !== null && typeof cancelIdleCallback === 'function') cancelIdleCallback(idleHandle);
    if (timer !== null) clearTimeout(timer);
  };
  function fire() {
    if (done) return;
    done = true;
    cleanup();
    run();
  }
  function afterLoad() {
    if (done) return;
    if (typeof requestIdleCallback === 'function') idleHandle = requestIdleCallback(fire, { timeout: idleTimeoutMs });
    else timer = setTimeout(fire, 1);
  }
  for (const type of INTERACTIONS) window.addEventListener(type, fire, { capture: true, passive: true });
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    done = true;
    cleanup();
  };
}
