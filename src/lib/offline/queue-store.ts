import type { QueueEntry } from './queue-model';

/** Where the queue keeps its entries: IndexedDB in the browser (survives closed tabs and restarts), memory elsewhere. */
export interface QueueStore {
  all(): Promise<QueueEntry[]>;
  put(entry: QueueEntry): Promise<void>;
  remove(id: string): Promise<void>;
}

export function memoryStore(initial: QueueEntry[] = []): QueueStore {
  const rows = new Map(initial.map((e) => [e.id, structuredClone(e)]));
  return {
    all: async () => [...rows.values()].map((e) => structuredClone(e)),
    put: async (e) => void rows.set(e.id, structuredClone(e)),
    remove: async (id) => void rows.delete(id),
  };
}

export const QUEUE_DB = 'ehs-offline';
const STORE = 'queue';

/**
 * The same approach as the demo db's persistence (idb-keyval: one database, one object store, key → value,
 * structured clone), written out in these few lines so the production build needs no extra dependency. One entry per
 * key (its id), photos inside as data URLs. IndexedDB is per origin, and each tenant has its own origin.
 */
export function indexedDbStore(factory: IDBFactory = indexedDB, name = QUEUE_DB): QueueStore {
  let opened: Promise<IDBDatabase> | null = null;
  const open = () =>
    (opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(name, 1);
      request.addEventListener('upgradeneeded', () => request.result.createObjectStore(STORE));
      request.addEventListener('success', () => {
        const db = request.result;
        // another tab upgrading (a newer app): let it, open again on the next call
        db.addEventListener('versionchange', () => {
          db.close();
          opened = null;
        });
        resolve(db);
      });
      request.addEventListener('error', () => {
        opened = null;
        reject(request.error ?? new Error('IndexedDB open failed'));
      });
    }));
  const run = async <T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> => {
    const db = await open();
    return new Promise<T>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const request = work(tx.objectStore(STORE));
      // resolved when the transaction is durable, not just when the request succeeded
      const failed = () => reject(tx.error ?? request.error ?? new Error('IndexedDB transaction failed'));
      tx.addEventListener('complete', () => resolve(request.result));
      tx.addEventListener('error', failed);
      tx.addEventListener('abort', failed);
    });
  };
  return {
    all: () => run('readonly', (s) => s.getAll() as IDBRequest<QueueEntry[]>),
    put: (e) => run('readwrite', (s) => s.put(e, e.id)).then(() => undefined),
    remove: (id) => run('readwrite', (s) => s.delete(id)).then(() => undefined),
  };
}

export function defaultStore(): QueueStore {
  return typeof indexedDB === 'undefined' ? memoryStore() : indexedDbStore();
}
