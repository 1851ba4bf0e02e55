import { LOGGED_COLLECTIONS, diffFields, diffSiteTree, recordLabel, recordReaders, type ActivityEntry, type RecordType } from '@/features/activity-log/model';
import type { AppSubject } from '@/lib/ability/subjects';
import { db, type DbChange, type Row } from '../../db/db';

/** The tenant collection the entries live in. */
export const ACTIVITY_COLLECTION = 'activity_logs';
/** the most entries a tenant keeps (the oldest go first) */
export const ACTIVITY_KEEP = 5000;

/**
 * Who may read an entry: the read permission of the record's subject (the rule the record's own handlers check),
 * as the module's manifest declares it; `null` = organisation admins only (manpower, environment categories, the
 * organisation itself, starter templates).
 */
export const recordSubject = (type: RecordType): AppSubject | null => recordReaders(type);

const VERBS = { create: 'create', update: 'update', remove: 'delete' } as const;

/** The entries one commit makes: one for the record, plus one per tree node for a site's divisions. */
export function entriesOf(change: DbChange, at = new Date().toISOString()): Omit<ActivityEntry, 'id'>[] {
  const type = LOGGED_COLLECTIONS[change.collection];
  if (!type || change.verb === 'all' || !change.row) return [];
  const verb = VERBS[change.verb];
  const actor = { actor_id: change.actor?.id ?? null, actor_name: change.actor?.full_name ?? null };
  const row = change.row as Row;
  const before = change.verb === 'create' ? undefined : (change.previous as Row | undefined);
  const out: Omit<ActivityEntry, 'id'>[] = [];
  const skip = type === 'site' ? ['divisions'] : [];
  const changes = verb === 'delete' ? [] : diffFields(before, row, skip);
  // an update that changes nothing worth logging (only counters, secrets or timestamps) is not an entry
  if (verb !== 'update' || changes.length > 0) {
    out.push({ at, ...actor, record_type: type, record_id: Number(row.id), record_label: recordLabel(row), verb, changes });
  }
  if (type === 'site') {
    for (const node of diffSiteTree(before?.divisions, verb === 'delete' ? [] : row.divisions)) {
      out.push({ at, ...actor, record_type: node.node.level, record_id: node.node.id, record_label: node.node.full_name, verb: node.verb, changes: node.changes, site_id: Number(row.id) });
    }
  }
  return out;
}

let lastId = 0;
/** entry ids grow with time and never touch the tenant's id sequence (other rows keep the ids they would have had) */
function nextEntryId(): number {
  lastId = Math.max(lastId + 1, Date.now() * 1000);
  return lastId;
}

let started = false;

/**
 * Records every commit of a business collection of every tenant (once per backend). The entries are a side record
 * of the commit, stored like counters (`db.touch`, no broadcast of their own): each tab records the changes it
 * makes and the ones relayed from other tabs (which carry their actor), so every tab's copy holds the same log.
 */
export function startActivityLog(): void {
  if (started) return;
  started = true;
  db.subscribe((change) => {
    if (change.collection === ACTIVITY_COLLECTION) return;
    const tenant = db.tenant(change.tenant);
    if (!tenant) return;
    const entries = entriesOf(change);
    if (entries.length === 0) return;
    const rows = db.list(tenant, ACTIVITY_COLLECTION);
    for (const entry of entries) rows.unshift({ id: nextEntryId(), ...entry } as unknown as Row);
    if (rows.length > ACTIVITY_KEEP) rows.length = ACTIVITY_KEEP;
    db.touch(tenant);
  });
}
