import { Suspense, lazy } from 'react';

// the queue (IndexedDB, sender, list) is its own chunk, loaded after the page painted: first paint pays ≈ 0.2 KB
const OfflineQueuePanel = lazy(() => import('./offline-queue-panel'));

/**
 * Where the offline queue shows itself: "Waiting to send (N)" with the list, and the confirmation of what was sent.
 * Mounting it also starts the queue's sender (what is due is sent at start, and when the network comes back).
 */
export function OfflineQueueSlot({ className }: { className?: string }) {
  return (
    <Suspense fallback={null}>
      <OfflineQueuePanel className={className} />
    </Suspense>
  );
}
