import type { Question, Section, TemplateDefinition } from '../model';

/**
 * A structured, field-by-field diff of two template definitions (research modules.md §1 "immutable template versions
 * … with a diff view"): template fields, then sections and their questions matched by their stable keys.
 */

export type ChangeKind = 'added' | 'removed' | 'changed' | 'moved' | 'same';

export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

export interface QuestionChange {
  key: string;
  label: string;
  change: ChangeKind;
  fields: FieldChange[];
}

export interface SectionChange {
  key: string;
  title: string;
  change: ChangeKind;
  fields: FieldChange[];
  questions: QuestionChange[];
}

export interface DefinitionDiff {
  fields: FieldChange[];
  sections: SectionChange[];
  /** nothing differs */
  same: boolean;
}

const TEMPLATE_FIELDS = ['name', 'description', 'prefix_id', 'default_hours', 'extension_hours', 'low_risk', 'permit_type'] as const;
const SECTION_FIELDS = ['title', 'intro_text'] as const;
const QUESTION_FIELDS = ['type', 'label', 'required', 'intro_text', 'options', 'grid_columns', 'declaration_text', 'default_value', 'max_file_count', 'max_file_size_mb', 'file_kind', 'gases', 'reference_image', 'show_if'] as const;

/** a field's value as one comparable line of text */
export function showValue(field: string, value: unknown): string {
  if (value == null || value === '') return '';
  if (field === 'reference_image') return (value as { name?: string }).name ?? '';
  if (field === 'gases') return (value as Question['gases']).map((g) => `${g.label} ${g.min ?? '–'}…${g.max ?? '–'}`).join('; ');
  if (field === 'show_if') {
    const r = value as NonNullable<Question['show_if']>;
    return `${r.question_key} ${r.operator} ${r.values.join(' | ')}`;
  }
  if (Array.isArray(value)) return value.join(' | ');
  return String(value);
}

function fieldChanges<K extends string>(fields: readonly K[], a: Partial<Record<K, unknown>>, b: Partial<Record<K, unknown>>): FieldChange[] {
  const out: FieldChange[] = [];
  for (const field of fields) {
    const before = showValue(field, a[field]);
    const after = showValue(field, b[field]);
    if (before !== after) out.push({ field, before, after });
  }
  return out;
}

/** items matched by key: added / removed / changed / moved (same content, another position among the kept items) */
function matchByKey<I extends { key: string }, C>(before: readonly I[], after: readonly I[], compare: (a: I | null, b: I | null, moved: boolean) => C): C[] {
  const oldKeys = new Set(before.map((i) => i.key));
  const newKeys = new Set(after.map((i) => i.key));
  const keptBefore = before.filter((i) => newKeys.has(i.key)).map((i) => i.key);
  const keptAfter = after.filter((i) => oldKeys.has(i.key)).map((i) => i.key);
  const out: C[] = [];
  for (const b of after) {
    const a = before.find((i) => i.key === b.key) ?? null;
    out.push(compare(a, b, !!a && keptBefore.indexOf(b.key) !== keptAfter.indexOf(b.key)));
  }
  for (const a of before) if (!newKeys.has(a.key)) out.push(compare(a, null, false));
  return out;
}

function questionChange(a: Question | null, b: Question | null, moved: boolean): QuestionChange {
  const q = (b ?? a)!;
  if (!a) return { key: q.key, label: q.label, change: 'added', fields: [] };
  if (!b) return { key: q.key, label: q.label, change: 'removed', fields: [] };
  const fields = fieldChanges(QUESTION_FIELDS, a, b);
  return { key: q.key, label: b.label, change: fields.length ? 'changed' : moved ? 'moved' : 'same', fields };
}

function sectionChange(a: Section | null, b: Section | null, moved: boolean): SectionChange {
  const s = (b ?? a)!;
  if (!a) return { key: s.key, title: s.title, change: 'added', fields: [], questions: s.questions.map((q) => questionChange(null, q, false)) };
  if (!b) return { key: s.key, title: s.title, change: 'removed', fields: [], questions: s.questions.map((q) => questionChange(q, null, false)) };
  const fields = fieldChanges(SECTION_FIELDS, a, b);
  const questions = matchByKey(a.questions, b.questions, questionChange);
  const inner = fields.length > 0 || questions.some((q) => q.change !== 'same');
  return { key: s.key, title: b.title, change: inner ? 'changed' : moved ? 'moved' : 'same', fields, questions };
}

export function diffDefinitions(before: TemplateDefinition, after: TemplateDefinition): DefinitionDiff {
  const fields = fieldChanges(TEMPLATE_FIELDS, before, after);
  const sections = matchByKey(before.sections, after.sections, sectionChange);
  return { fields, sections, same: fields.length === 0 && sections.every((s) => s.change === 'same') };
}
