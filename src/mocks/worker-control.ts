/** the message that asks sw.js to take over the open pages it does not control (scripts/pwa/service-worker.js) */
export const CLAIM_MESSAGE = 'ehs:claim';
/** how long an asked claim may take before msw is left to reload the page (its own answer) */
const CLAIM_WAIT_MS = 3000;

/**
 * msw reloads a page that has a service-worker registration but no controller (its answer to a hard reload, after
 * which the worker only controls the next load). A page opened while the worker installs — a link followed on the
 * first visit before the worker's precache ended — is uncontrolled too: each reload found the worker still
 * installing, so the page reloaded every second or so and lost what the visitor had typed (a CI trace: four loads
 * of /password-reset, the typed e-mail gone). Such a page waits instead: a worker still coming claims the open pages
 * when it activates; an active one that missed this page (its claim ran while the page was still loading) is asked
 * to claim it (`canAskToClaim`: sw.js answers, msw's own worker of the dev server does not). Resolves at once when
 * the page is controlled or no worker is there, and when the coming worker fails.
 */
export async function untilWorkerControls(container: ServiceWorkerContainer, canAskToClaim: boolean): Promise<void> {
  if (container.controller) return;
  const registration = await container.getRegistration();
  // taken over meanwhile (its controllerchange may have fired before the listener below)
  if (container.controller) return;
  const coming = registration?.installing ?? registration?.waiting ?? (registration?.active?.state === 'activating' ? registration.active : null);
  const active = registration?.active?.state === 'activated' ? registration.active : null;
  if (!coming && !(active && canAskToClaim)) return;
  await new Promise<void>((resolve) => {
    container.addEventListener('controllerchange', () => resolve(), { once: true });
    if (coming) {
      coming.addEventListener('statechange', () => {
        if (coming.state === 'redundant') resolve();
      });
    } else {
      active!.postMessage(CLAIM_MESSAGE);
      setTimeout(resolve, CLAIM_WAIT_MS);
    }
  });
}

/** the message that asks sw.js for the offline copy (its precache), answered with PRECACHED_MESSAGE once stored */
export const PRECACHE_MESSAGE = 'ehs:precache';
export const PRECACHED_MESSAGE = 'ehs:precached';

/**
 * The demo's worker is also its backend, so it becomes active without its offline copy (a first visit's requests
 * would wait for ≈ 250 files): the page asks for the copy after its own load, as production registers its worker
 * after the load. Resolves when the copy is stored, at once without a controlling worker.
 */
export function storeOfflineCopy(container: ServiceWorkerContainer): Promise<void> {
  const worker = container.controller;
  if (!worker) return Promise.resolve();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event) => {
      if (event.data !== PRECACHED_MESSAGE) return;
      channel.port1.close();
      resolve();
    };
    worker.postMessage(PRECACHE_MESSAGE, [channel.port2]);
  });
}
