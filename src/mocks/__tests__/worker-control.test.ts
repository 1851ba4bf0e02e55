import { describe, expect, it } from 'vitest';
import { CLAIM_MESSAGE, PRECACHED_MESSAGE, PRECACHE_MESSAGE, storeOfflineCopy, untilWorkerControls } from '../worker-control';

/** a service-worker container whose registration holds `worker` in `slot` (jsdom has none) */
function setUp(slot: 'installing' | 'waiting' | 'active' | null, state: ServiceWorkerState = 'installing', canAskToClaim = true) {
  const posted: unknown[] = [];
  const worker = Object.assign(new EventTarget(), { state, postMessage: (m: unknown) => posted.push(m) }) as EventTarget & { state: ServiceWorkerState };
  const container = Object.assign(new EventTarget(), {
    controller: null as ServiceWorker | null,
    getRegistration: async () => (slot ? ({ installing: null, waiting: null, active: null, [slot]: worker } as unknown as ServiceWorkerRegistration) : undefined),
  });
  const settled = { done: false };
  const waiting = untilWorkerControls(container as unknown as ServiceWorkerContainer, canAskToClaim).then(() => (settled.done = true));
  return { worker, container, settled, waiting, posted };
}

/** lets the promise chains run (no timer: the awaited getRegistration and then are microtasks) */
const microtasks = () => new Promise<void>((resolve) => queueMicrotask(() => queueMicrotask(() => queueMicrotask(resolve))));

describe('untilWorkerControls (a demo page opened while its worker installs is not reloaded by msw)', () => {
  it('waits for a worker still installing to take the page over', async () => {
    const { container, settled, waiting } = setUp('installing');
    await microtasks();
    expect(settled.done).toBe(false);
    container.dispatchEvent(new Event('controllerchange'));
    await waiting;
    expect(settled.done).toBe(true);
  });

  it('waits for a waiting or an activating worker too', async () => {
    for (const [slot, state] of [['waiting', 'installed'], ['active', 'activating']] as const) {
      const { container, settled, waiting } = setUp(slot, state);
      await microtasks();
      expect(settled.done).toBe(false);
      container.dispatchEvent(new Event('controllerchange'));
      await waiting;
    }
  });

  it('gives up when the coming worker fails (msw then decides)', async () => {
    const { worker, waiting } = setUp('installing');
    await microtasks();
    worker.state = 'redundant';
    worker.dispatchEvent(new Event('statechange'));
    await expect(waiting).resolves.toBe(true);
  });

  it('asks an active worker that missed the page to claim it, and waits for that', async () => {
    const { container, settled, waiting, posted } = setUp('active', 'activated');
    await microtasks();
    expect(posted).toEqual([CLAIM_MESSAGE]);
    expect(settled.done).toBe(false);
    container.dispatchEvent(new Event('controllerchange'));
    await waiting;
  });

  it('does not wait for a page taken over while the registration was read', async () => {
    const posted: unknown[] = [];
    const worker = Object.assign(new EventTarget(), { state: 'activated', postMessage: (m: unknown) => posted.push(m) });
    const container = Object.assign(new EventTarget(), { controller: null as unknown });
    Object.assign(container, {
      getRegistration: async () => {
        container.controller = worker;
        return { installing: null, waiting: null, active: worker };
      },
    });
    await expect(untilWorkerControls(container as unknown as ServiceWorkerContainer, true)).resolves.toBeUndefined();
    expect(posted).toEqual([]);
  });

  it('does not wait with no worker there, nor for an active one that cannot be asked (msw’s own, dev server)', async () => {
    await expect(setUp(null).waiting).resolves.toBe(true);
    const devServer = setUp('active', 'activated', false);
    await expect(devServer.waiting).resolves.toBe(true);
    expect(devServer.posted).toEqual([]);
  });
});

describe('storeOfflineCopy (the demo worker stores its offline copy when a page asks)', () => {
  it('asks the controlling worker on a port and resolves on its answer', async () => {
    const asked: { message: unknown; port: MessagePort }[] = [];
    const controller = { postMessage: (message: unknown, transfer: MessagePort[]) => asked.push({ message, port: transfer[0] }) };
    const settled = { done: false };
    const storing = storeOfflineCopy({ controller } as unknown as ServiceWorkerContainer).then(() => (settled.done = true));
    expect(asked.map((a) => a.message)).toEqual([PRECACHE_MESSAGE]);
    await microtasks();
    expect(settled.done).toBe(false);
    asked[0].port.postMessage(PRECACHED_MESSAGE);
    await storing;
    expect(settled.done).toBe(true);
  });

  it('resolves at once without a controlling worker', async () => {
    await expect(storeOfflineCopy({ controller: null } as unknown as ServiceWorkerContainer)).resolves.toBeUndefined();
  });
});
