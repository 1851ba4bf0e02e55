/**
 * SPEC §4 "Realtime change events": a `db_action` applied to a list.
 * - create: adds the item at the front (an item with the same key is replaced, so a message
 *   replayed after a reconnect never duplicates a row);
 * - update: replaces the item with the same id, or the same name when the item has no id
 *   (rules are keyed by name); an update for an unknown item is ignored;
 * - remove: deletes it;
 * - all: replaces the whole list.
 * Pure: returns a new array, never mutates its input (safe on frozen or Immer state).
 */
export const DB_ACTIONS = ['create', 'update', 'remove', 'all'] as const;
export type DbAction = (typeof DB_ACTIONS)[number];

export type Keyed = { id?: unknown; name?: unknown };

export function isDbAction(value: unknown): value is DbAction {
  return typeof value === 'string' && (DB_ACTIONS as readonly string[]).includes(value);
}

/** The identity of an item: its id, else its name. */
export function itemKey(item: unknown): string | null {
  if (!item || typeof item !== 'object') return null;
  const { id, name } = item as Keyed;
  if (id !== undefined && id !== null) return `id:${String(id)}`;
  if (name !== undefined && name !== null) return `name:${String(name)}`;
  return null;
}

export function applyDbAction<T>(list: readonly T[], verb: DbAction, payload: T | readonly T[]): T[] {
  if (verb === 'all') return Array.isArray(payload) ? [...payload] : [payload as T];
  return applyDbActions(list, [{ verb, payload }]);
}

/**
 * Applies many changes in one pass (a burst of realtime events): O(list + changes) instead of
 * O(list × changes), which is what keeps 1,000 events into a long list cheap.
 */
export function applyDbActions<T>(list: readonly T[], changes: readonly { verb: DbAction; payload: T | readonly T[] }[]): T[] {
  // Work on a keyed map in list order; prepended items are collected separately.
  let base: T[] = [...list];
  let front: T[] = []; // newest first
  let index = new Map<string, number>();
  let dirtyIndex = true;
  const removed = new Set<string>();
  const replaced = new Map<string, T>();

  const settle = () => {
    if (front.length === 0 && removed.size === 0 && replaced.size === 0) return;
    const next: T[] = [];
    const seen = new Set<string>();
    for (const item of [...front, ...base]) {
      const key = itemKey(item);
      if (key !== null) {
        if (removed.has(key) || seen.has(key)) continue;
        seen.add(key);
        next.push(replaced.get(key) ?? item);
      } else next.push(item);
    }
    base = next;
    front = [];
    removed.clear();
    replaced.clear();
    dirtyIndex = true;
  };
  const keyIndex = () => {
    if (dirtyIndex) {
      index = new Map();
      base.forEach((item, i) => {
        const key = itemKey(item);
        if (key !== null && !index.has(key)) index.set(key, i);
      });
      dirtyIndex = false;
    }
    return index;
  };

  for (const { verb, payload } of changes) {
    if (verb === 'all') {
      base = Array.isArray(payload) ? [...payload] : [payload as T];
      front = [];
      removed.clear();
      replaced.clear();
      dirtyIndex = true;
      continue;
    }
    const items: T[] = Array.isArray(payload) ? [...payload] : [payload as T];
    for (const item of items) {
      const key = itemKey(item);
      if (verb === 'create') {
        if (key !== null) {
          removed.delete(key);
          replaced.delete(key);
          // a re-created key moves to the front: drop any earlier copy when settling
          front = front.filter((f) => itemKey(f) !== key);
        }
        front.unshift(item);
        continue;
      }
      if (key === null) continue;
      if (verb === 'remove') {
        front = front.filter((f) => itemKey(f) !== key);
        replaced.delete(key);
        removed.add(key);
        continue;
      }
      // update
      const inFront = front.findIndex((f) => itemKey(f) === key);
      if (inFront >= 0) {
        front[inFront] = item;
        continue;
      }
      if (removed.has(key)) continue;
      if (keyIndex().has(key)) replaced.set(key, item);
    }
    // keep `front` small so the filters above stay cheap during long bursts
    if (front.length > 64) settle();
  }
  settle();
  return base;
}
