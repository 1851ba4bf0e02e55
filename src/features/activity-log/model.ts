/**
 * The activity log (SPEC §2 "/activity-logs"): who changed what when. Types and the pure rules shared by the screen
 * and the demo backend (which records an entry for every commit of a business collection).
 */

export const ACTIVITY_VERBS = ['create', 'update', 'delete'] as const;
export type ActivityVerb = (typeof ACTIVITY_VERBS)[number];

import type { AppSubject } from '@/lib/ability/subjects';
import { LOGGED_COLLECTIONS, LOG_READERS } from '@/lib/modules/registry';
import type { components } from '@/lib/api/generated/openapi';

type Schemas = components['schemas'];

/** Divisions, departments and units are nodes of a site's tree (stored inside the site): each node change is its own entry. */
export const TREE_RECORD_TYPES = ['division', 'department', 'unit'] as const;

/**
 * Record types the log names: those the features' manifests declare for their collections (`collections[].log`,
 * labelled `activityLog:recordTypes.<type>`), and the site tree's nodes.
 */
export const RECORD_TYPES: readonly string[] = [...new Set([...Object.values(LOGGED_COLLECTIONS), ...TREE_RECORD_TYPES])];
export type RecordType = string;

/** who may read an entry of a record type: that subject's read right; null = organisation admins only */
export const recordReaders = (type: RecordType): AppSubject | null => (TREE_RECORD_TYPES.includes(type as never) ? 'Site' : (LOG_READERS[type] ?? null));

/** collection → record type; collections no manifest logs (tokens, mails, notifications, counters …) are not logged */
export { LOGGED_COLLECTIONS };

export type SimpleValue = string | number | boolean | null;

/** one changed field: before → after for simple values; `null`s with `complex` for lists and objects (`ActivityLogFieldChange` of api/openapi.yaml) */
export type FieldChange = Schemas['ActivityLogFieldChange'];

/** one entry (`ActivityLogEntry`): the actor's name and the record's label as they were at the time of the change */
export type ActivityEntry = Schemas['ActivityLogEntry'];

export type ActivityListResponse = Schemas['ActivityLogList'];

export type ActivityActorsResponse = Schemas['ActivityLogActors'];

export const ACTIVITY_PER_PAGE = 20;

/** fields never logged: secrets, sign-in counters and bookkeeping */
const HIDDEN = /password|token|secret|digest|hash|otp|failed_logins|locked_until|^code$|^verified$|^(created|updated)_at$|^updated_by$|^created_by$/i;

export const isHiddenField = (field: string) => HIDDEN.test(field);

const isSimple = (v: unknown): v is SimpleValue => v === null || ['string', 'number', 'boolean'].includes(typeof v);

/** a list of simple values reads as one text ("1, 2, 3"); anything else is complex */
function simpleOf(v: unknown): { value: SimpleValue; complex: boolean } {
  if (v === undefined) return { value: null, complex: false };
  if (isSimple(v)) return { value: v, complex: false };
  if (Array.isArray(v) && v.every(isSimple)) return { value: v.map(String).join(', '), complex: false };
  return { value: null, complex: true };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields that differ between two versions of a record, in a stable order (the new record's keys, then the
 * removed ones). Simple values keep before → after; lists of simple values are joined; objects and lists of
 * objects are marked `complex` without their values. Hidden fields (secrets, counters, timestamps) and `skip` are left out.
 */
export function diffFields(before: Record<string, unknown> | undefined, after: Record<string, unknown> | undefined, skip: readonly string[] = []): FieldChange[] {
  const b = before ?? {};
  const a = after ?? {};
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => k !== 'id' && !skip.includes(k) && !isHiddenField(k));
  const out: FieldChange[] = [];
  for (const field of keys) {
    if (same(b[field], a[field])) continue;
    const was = simpleOf(b[field]);
    const now = simpleOf(a[field]);
    if (was.complex || now.complex) out.push({ field, before: null, after: null, complex: true });
    else out.push({ field, before: was.value, after: now.value });
  }
  return out;
}

/** what a record is called in the log: its name, title, number, full name or e-mail, else "#id" */
export function recordLabel(row: Record<string, unknown> | undefined): string {
  if (!row) return '';
  for (const key of ['name', 'title', 'number', 'full_name', 'email', 'description']) {
    const v = row[key];
    if (typeof v === 'string' && v.trim()) return v.trim().slice(0, 120);
    if (typeof v === 'number') return String(v);
  }
  return `#${String(row.id ?? '')}`;
}

/** a node of a site's tree, flattened (stored as divisions → departments → units) */
export interface FlatTreeNode {
  id: number;
  name: string;
  level: 'division' | 'department' | 'unit';
  parent_id: number | null;
  head_id: number | null;
  in_charge_id: number | null;
  full_name: string;
}

type StoredNode = { id: number; name: string; head_id?: number | null; in_charge_id?: number | null; departments?: StoredNode[]; units?: StoredNode[] };

export function flattenSiteTree(divisions: unknown): FlatTreeNode[] {
  const out: FlatTreeNode[] = [];
  const levels = ['division', 'department', 'unit'] as const;
  const walk = (nodes: StoredNode[] | undefined, depth: number, parent: FlatTreeNode | null) => {
    if (!Array.isArray(nodes)) return;
    for (const n of nodes) {
      const flat: FlatTreeNode = {
        id: n.id,
        name: n.name,
        level: levels[depth],
        parent_id: parent?.id ?? null,
        head_id: n.head_id ?? null,
        in_charge_id: n.in_charge_id ?? null,
        full_name: parent ? `${parent.full_name} › ${n.name}` : n.name,
      };
      out.push(flat);
      walk(depth === 0 ? n.departments : depth === 1 ? n.units : undefined, depth + 1, flat);
    }
  };
  walk(divisions as StoredNode[] | undefined, 0, null);
  return out;
}

export interface TreeChange {
  node: FlatTreeNode;
  verb: ActivityVerb;
  changes: FieldChange[];
}

/** the node changes between two versions of a site's tree: added, removed, and renamed / moved / re-staffed nodes */
export function diffSiteTree(before: unknown, after: unknown): TreeChange[] {
  const was = new Map(flattenSiteTree(before).map((n) => [n.id, n]));
  const now = flattenSiteTree(after);
  const out: TreeChange[] = [];
  for (const node of now) {
    const old = was.get(node.id);
    was.delete(node.id);
    if (!old) {
      out.push({ node, verb: 'create', changes: diffFields(undefined, { name: node.name, parent_id: node.parent_id, head_id: node.head_id, in_charge_id: node.in_charge_id }) });
      continue;
    }
    // position among siblings is not a field: a move shows as a new parent or not at all
    const changes = diffFields(
      { name: old.name, parent_id: old.parent_id, head_id: old.head_id, in_charge_id: old.in_charge_id },
      { name: node.name, parent_id: node.parent_id, head_id: node.head_id, in_charge_id: node.in_charge_id },
    );
    if (changes.length) out.push({ node, verb: 'update', changes });
  }
  for (const node of was.values()) out.push({ node, verb: 'delete', changes: [] });
  return out;
}
