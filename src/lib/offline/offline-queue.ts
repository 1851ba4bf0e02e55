import { currentTenant } from '@/config/tenant';
import { currentSession } from '@/lib/api/clients';
import { OfflineQueue, type QueueEvent } from './queue';
import { uuid } from './queue-model';
import { defaultStore } from './queue-store';
import { defaultLock } from './sender-lock';
import { httpTransport } from './transport';

/**
 * The page's queue (one per tab): IndexedDB store, HTTP transport, the cross-tab lock, and the triggers: the
 * `online` event and "Send now" force a send, `startOfflineQueue()` (the queue indicator's mount: public forms and
 * the signed-in shell) sends what is due at start. Other tabs hear of every change over a BroadcastChannel.
 */
let instance: OfflineQueue | null = null;
let teardown: (() => void) | null = null;

const CHANNEL = 'ehs-offline-queue';

/** what crosses to the other tabs: no bodies or photos (they read the store themselves) */
function slim(event: QueueEvent): QueueEvent {
  if (event.type !== 'sent') return { type: 'changed', entries: [] };
  const { request: _request, values: _values, ...entry } = event.entry;
  return { type: 'sent', entry: { ...entry, request: { url: '', secured: false, body: null }, values: null }, record: event.record };
}

export function offlineQueue(): OfflineQueue {
  if (instance) return instance;
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  (channel as unknown as { unref?: () => void } | null)?.unref?.();
  const queue = new OfflineQueue({
    store: defaultStore(),
    transport: httpTransport,
    lock: defaultLock(uuid()),
    online: () => globalThis.navigator?.onLine !== false,
    // this origin's tenant only; a signed-in report only with its user's session
    canSend: (e) => e.tenant === currentTenant() && (!e.request.secured || currentSession()?.user?.id === e.userId),
    broadcast: (event) => {
      try {
        // a BroadcastChannel reaches this origin's tabs only: no target origin to give
        // oxlint-disable-next-line unicorn/require-post-message-target-origin
        channel?.postMessage(slim(event));
      } catch {
        /* a closed channel: the other tabs read the store when they start */
      }
    },
  });
  const onMessage = (m: MessageEvent<QueueEvent>) => queue.receive(m.data);
  const onOnline = () => void queue.flush({ force: true });
  const onOffline = () => void queue.load(true);
  channel?.addEventListener('message', onMessage);
  globalThis.addEventListener?.('online', onOnline);
  globalThis.addEventListener?.('offline', onOffline);
  teardown = () => {
    channel?.removeEventListener('message', onMessage);
    channel?.close();
    globalThis.removeEventListener?.('online', onOnline);
    globalThis.removeEventListener?.('offline', onOffline);
    queue.dispose();
  };
  instance = queue;
  return queue;
}

/** At start: read the queue and send what is due. */
export async function startOfflineQueue(): Promise<OfflineQueue> {
  const queue = offlineQueue();
  await queue.load(true);
  void queue.flush();
  return queue;
}

/** tests: forget the page's queue (its listeners and timer) */
export function resetOfflineQueue(): void {
  teardown?.();
  teardown = null;
  instance = null;
}
