import type { HiraControl, HiraInput } from '../model';

/**
 * Field-by-field differences between two versions of a risk (the version view). The rating pairs are compared as one
 * field each ("inherent", "residual", "target"), the site and area as one location; lists (controls, tags) as a whole.
 */
export const DIFF_FIELDS = ['reference_id', 'title', 'classification', 'location', 'hazard', 'risk', 'consequence', 'review_frequency', 'inherent', 'residual', 'target', 'controls', 'tags', 'assessed_by_id', 'assessed_at'] as const;
export type DiffField = (typeof DIFF_FIELDS)[number];

export type DiffValue = string | number | null | { likelihood: string; severity: string } | { site_id: number | null; area_id: number | null } | readonly HiraControl[] | readonly string[];

export interface FieldChange {
  field: DiffField;
  before: DiffValue;
  after: DiffValue;
}

function valueOf(r: HiraInput, field: DiffField): DiffValue {
  switch (field) {
    case 'location':
      return { site_id: r.site_id, area_id: r.area_id };
    case 'inherent':
    case 'residual':
    case 'target':
      return { likelihood: r[`${field}_likelihood`], severity: r[`${field}_severity`] };
    case 'controls':
      return r.controls;
    case 'tags':
      return r.tags;
    default:
      return r[field] ?? null;
  }
}

/** text, trimmed; lists keep their order (a reordered control list is a change) */
const key = (v: DiffValue) => (typeof v === 'string' ? v.trim() : JSON.stringify(v ?? null));

export function diffVersions(before: HiraInput, after: HiraInput): FieldChange[] {
  const out: FieldChange[] = [];
  for (const field of DIFF_FIELDS) {
    const a = valueOf(before, field);
    const b = valueOf(after, field);
    if (key(a) !== key(b)) out.push({ field, before: a, after: b });
  }
  return out;
}

/** controls added and removed between two lists (same text, type and kind = the same control) */
const controlId = (c: HiraControl) => `${c.type}|${c.kind}|${c.text.trim()}`;

export function controlChanges(before: readonly HiraControl[], after: readonly HiraControl[]): { added: HiraControl[]; removed: HiraControl[] } {
  const id = controlId;
  const was = new Set(before.map(id));
  const now = new Set(after.map(id));
  return { added: after.filter((c) => !was.has(id(c))), removed: before.filter((c) => !now.has(id(c))) };
}
