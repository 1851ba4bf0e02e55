import type { components } from '@/lib/api/generated/openapi';
import { DOCUMENT_TYPES, IMAGE_TYPES } from '@/lib/files/validate-upload';

/**
 * Permit templates (SPEC §3 "Permit template", §9): a template is an editable **draft** plus numbered, immutable
 * **versions** (the full definition is stored with each). A permit is pinned to a version id, so editing the draft
 * never changes an existing permit. Pure types and rules, shared with the demo backend.
 */

/** SPEC §3: the 14 response types, plus the gas test (research modules.md §1, OSHA 1910.146). */
export const SPEC_QUESTION_TYPES = [
  'checkbox',
  'date',
  'datetime',
  'declaration',
  'hidden',
  'radio',
  'single_select',
  'multiple_choice',
  'text_field',
  'text_area',
  'attachment',
  'grid',
  'site_list',
  'user_list',
] as const;
export const QUESTION_TYPES = [...SPEC_QUESTION_TYPES, 'gas_test'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
export const isQuestionType = (v: unknown): v is QuestionType => typeof v === 'string' && (QUESTION_TYPES as readonly string[]).includes(v);

/** types answered by choosing among `options` */
export const CHOICE_TYPES: readonly QuestionType[] = ['checkbox', 'radio', 'single_select', 'multiple_choice'];
/** types whose answer is a list of options */
export const MULTI_TYPES: readonly QuestionType[] = ['checkbox', 'multiple_choice'];
/** types another question's show-if rule may depend on (discrete answers) */
export const CONDITION_TYPES: readonly QuestionType[] = [...CHOICE_TYPES, 'declaration'];

export const FILE_KINDS = ['images', 'documents', 'any'] as const;
export type FileKind = (typeof FILE_KINDS)[number];
/** the file types an attachment question of each kind accepts (undefined: every SPEC §5 type) — form and server */
export const FILE_KIND_TYPES: Record<FileKind, readonly string[] | undefined> = { images: IMAGE_TYPES, documents: [...DOCUMENT_TYPES, 'application/pdf'], any: undefined };

export const SHOW_IF_OPERATORS = ['is', 'in'] as const;
export type ShowIfOperator = (typeof SHOW_IF_OPERATORS)[number];

/** "show this question when question `question_key`'s answer is `values[0]` / is one of `values`" */
export type ShowIf = components['schemas']['PermitShowIf'];

export const GAS_UNITS = ['percent_volume', 'percent_lfl', 'ppm'] as const;
export type GasUnit = (typeof GAS_UNITS)[number];

/** one gas measured by a gas test: a reading below `min` or above `max` is unsafe */
export type GasSpec = components['schemas']['PermitGasSpec'];

/**
 * OSHA 1910.146 hazardous atmosphere: O₂ below 19.5 % or above 23.5 %, flammable gas over 10 % LFL, a toxic gas over
 * its exposure limit (H₂S 10 ppm, CO 25 ppm: ACGIH TLV-TWA, editable per template).
 */
export const DEFAULT_GASES: GasSpec[] = [
  { key: 'o2', label: 'O₂', unit: 'percent_volume', min: 19.5, max: 23.5 },
  { key: 'lfl', label: 'Flammable gas (LFL)', unit: 'percent_lfl', min: null, max: 10 },
  { key: 'h2s', label: 'H₂S', unit: 'ppm', min: null, max: 10 },
  { key: 'co', label: 'CO', unit: 'ppm', min: null, max: 25 },
];

/** a question of a template section: `PermitQuestion` of api/openapi.yaml (its key is stable across versions) */
export type Question = components['schemas']['PermitQuestion'];

export const SECTION_KINDS = ['custom', 'location', 'duration', 'night_work', 'closure', 'declaration'] as const;
export type SectionKind = (typeof SECTION_KINDS)[number];

export type Section = components['schemas']['PermitSection'];

/** what a version freezes and a permit is generated from */
export type TemplateDefinition = components['schemas']['PermitTemplateDefinition'];

/** the editable draft (POST /permit_forms) */
export type TemplateInput = components['schemas']['PermitTemplateInput'];

/** a permit template as the API answers it: `PermitTemplate` of api/openapi.yaml */
export type PermitTemplateRecord = components['schemas']['PermitTemplate'];

/** one immutable version with its full definition */
export type TemplateVersion = components['schemas']['PermitTemplateVersion'];

export type TemplateVersionSummary = components['schemas']['PermitTemplateVersionSummary'];

/** GET /permit_forms */
export type PermitTemplateListResponse = components['schemas']['PermitTemplateList'];

export const PERMIT_TEMPLATES_PER_PAGE = 20;

/** SPEC §9 */
export const DEFAULT_PERMIT_HOURS = 8;
export const DEFAULT_EXTENSION_HOURS = 4;

export const TEMPLATE_LIMITS = { name: 100, description: 1000, prefix: 10, label: 300, intro: 1000, hours: 72, options: 30, files: 10, fileMb: 10, sections: 30, questions: 60 } as const;

/** statuses of a permit that is still open (SPEC §4): a template they use cannot be made inactive */
export const OPEN_PERMIT_STATUSES = ['draft', 'pending', 'requested', 'approved', 'active', 'extended', 'pending closure', 'pending_closure', 'overdue', 'suspended', 'handed_back'] as const;
export const isOpenPermitStatus = (s: unknown) => typeof s === 'string' && (OPEN_PERMIT_STATUSES as readonly string[]).includes(s);

let counter = 0;
/** a fresh key for a new section / question (unique within a template) */
export function newKey(prefix: 'q' | 's', taken: ReadonlySet<string> = new Set()): string {
  for (;;) {
    counter += 1;
    const key = `${prefix}_${Date.now().toString(36).slice(-4)}${counter.toString(36)}${Math.random().toString(36).slice(2, 5)}`;
    if (!taken.has(key)) return key;
  }
}

export function blankQuestion(type: QuestionType, key: string, label = ''): Question {
  return {
    key,
    type,
    label,
    required: false,
    intro_text: '',
    options: CHOICE_TYPES.includes(type) ? ['Yes', 'No'] : type === 'grid' ? ['Row 1'] : [],
    grid_columns: type === 'grid' ? ['OK', 'Not OK', 'N/A'] : [],
    declaration_text: '',
    default_value: '',
    max_file_count: type === 'attachment' ? 3 : 0,
    max_file_size_mb: type === 'attachment' ? 10 : 0,
    file_kind: 'images',
    gases: type === 'gas_test' ? DEFAULT_GASES.map((g) => ({ ...g })) : [],
    reference_image: null,
    show_if: null,
  };
}

/** every question key of a definition, in order */
export const questionsOf = (sections: readonly Section[]): Question[] => sections.flatMap((s) => s.questions);

/**
 * The SPEC's default sections of a new template: Location of Work (site, division, department, unit), Duration of
 * Work (start and end date and time), Night Work Checklist, Closure Checklist, and the extension section Declaration.
 * Labels are tenant data (English, renamed at will), like any record the tenant writes.
 */
export function defaultSections(): Section[] {
  const q = (type: QuestionType, label: string, extra: Partial<Question> = {}): Question => ({ ...blankQuestion(type, newKey('q'), label), ...extra });
  return [
    {
      key: newKey('s'),
      kind: 'location',
      title: 'Location of Work',
      intro_text: '',
      questions: [q('site_list', 'Site', { required: true }), q('text_field', 'Division'), q('text_field', 'Department'), q('text_field', 'Unit')],
    },
    {
      key: newKey('s'),
      kind: 'duration',
      title: 'Duration of Work',
      intro_text: '',
      questions: [q('datetime', 'Start date and time', { required: true }), q('datetime', 'End date and time', { required: true })],
    },
    {
      key: newKey('s'),
      kind: 'night_work',
      title: 'Night Work Checklist',
      intro_text: '',
      questions: [q('checkbox', 'Night work precautions', { options: ['Adequate lighting', 'Supervisor on site', 'Emergency contacts briefed', 'Lone working check-ins agreed'] })],
    },
    {
      key: newKey('s'),
      kind: 'closure',
      title: 'Closure Checklist',
      intro_text: '',
      questions: [q('checkbox', 'Before hand-back', { options: ['Work area left clean and safe', 'Tools and materials removed', 'Isolations removed', 'Workers accounted for'] })],
    },
    {
      key: newKey('s'),
      kind: 'declaration',
      title: 'Declaration',
      intro_text: 'Completed when the permit is extended.',
      questions: [q('declaration', 'Extension declaration', { required: true, declaration_text: 'I confirm the conditions of this permit have been rechecked and remain safe for the extension.' })],
    },
  ];
}

export function blankTemplate(): TemplateInput {
  return { name: '', description: '', prefix_id: '', default_hours: DEFAULT_PERMIT_HOURS, extension_hours: DEFAULT_EXTENSION_HOURS, low_risk: false, active: true, sections: defaultSections(), permit_type: null };
}

export const definitionOf = (t: TemplateDefinition): TemplateDefinition => ({
  name: t.name,
  description: t.description,
  prefix_id: t.prefix_id,
  default_hours: t.default_hours,
  extension_hours: t.extension_hours,
  low_risk: t.low_risk,
  sections: t.sections,
  permit_type: t.permit_type ?? null,
});

// ---- show-if -------------------------------------------------------------------------------------------------

/** an answer as the strings a show-if rule compares (a declaration: 'true' / 'false') */
export function answerValues(answer: unknown): string[] {
  if (answer == null || answer === '') return [];
  if (Array.isArray(answer)) return answer.map(String);
  return [String(answer)];
}

/** the question's show-if rule is met by `answers` (hidden questions are never required) */
export function isQuestionVisible(question: Question, sections: readonly Section[], answers: Record<string, unknown>, depth = 0): boolean {
  const rule = question.show_if;
  if (!rule) return true;
  if (depth > 50) return false;
  const source = questionsOf(sections).find((q) => q.key === rule.question_key);
  // a rule on a question that is gone shows nothing
  if (!source || !isQuestionVisible(source, sections, answers, depth + 1)) return false;
  const given = answerValues(answers[source.key]);
  return rule.operator === 'is' ? given.includes(rule.values[0] ?? '') : rule.values.some((v) => given.includes(v));
}

/** the values a show-if rule on `source` may compare with */
export function conditionValues(source: Question): string[] {
  return source.type === 'declaration' ? ['true', 'false'] : source.options;
}

// ---- gas tests -----------------------------------------------------------------------------------------------

export interface GasVerdict {
  key: string;
  label: string;
  reading: number | null;
  verdict: 'pass' | 'fail' | 'missing';
  /** 'low' below the minimum, 'high' above the maximum */
  reason: 'low' | 'high' | null;
}

/** one reading against its thresholds: below `min` or above `max` is unsafe; exactly at a limit is safe */
export function gasVerdict(gas: GasSpec, reading: unknown): GasVerdict {
  const value = typeof reading === 'number' ? reading : reading === '' || reading == null ? null : Number(reading);
  if (value == null || !Number.isFinite(value)) return { key: gas.key, label: gas.label, reading: null, verdict: 'missing', reason: null };
  if (gas.min != null && value < gas.min) return { key: gas.key, label: gas.label, reading: value, verdict: 'fail', reason: 'low' };
  if (gas.max != null && value > gas.max) return { key: gas.key, label: gas.label, reading: value, verdict: 'fail', reason: 'high' };
  return { key: gas.key, label: gas.label, reading: value, verdict: 'pass', reason: null };
}

/** one re-test of the atmosphere after a failed test (OSHA 1910.146(d)(5): test before entry, again as needed) */
export interface GasRetest {
  readings: Record<string, number | string | null>;
  at: string;
}

export interface GasTestAnswer {
  readings: Record<string, number | string | null>;
  /** the tester flags an unsafe atmosphere: the note RECORDS the failure, it never lets the permit go ahead */
  flagged_unsafe: boolean;
  flag_note: string;
  /** re-tests after a failed test, oldest first: the latest one decides (permits' gas-test gate) */
  retests?: GasRetest[];
}

/** every test of a gas test answer, the first one first (the first test, then its re-tests) */
export function gasTestsOf(answer: Partial<GasTestAnswer> | null | undefined): { readings: GasTestAnswer['readings']; at: string | null }[] {
  return [{ readings: answer?.readings ?? {}, at: null }, ...(answer?.retests ?? []).map((r) => ({ readings: r.readings ?? {}, at: r.at ?? null }))];
}

/** the result of the LATEST test (the last re-test, or the first test when none was recorded) */
export function latestGasTest(gases: readonly GasSpec[], answer: Partial<GasTestAnswer> | null | undefined) {
  const tests = gasTestsOf(answer);
  const last = tests[tests.length - 1];
  return { ...gasTestResult(gases, { readings: last.readings }), at: last.at, number: tests.length };
}

export function gasTestResult(gases: readonly GasSpec[], answer: Partial<GasTestAnswer> | null | undefined): { verdicts: GasVerdict[]; passed: boolean; complete: boolean } {
  const verdicts = gases.map((g) => gasVerdict(g, answer?.readings?.[g.key]));
  return { verdicts, passed: verdicts.every((v) => v.verdict === 'pass'), complete: verdicts.every((v) => v.verdict !== 'missing') };
}
