import * as yup from 'yup';
import { CHOICE_TYPES, MULTI_TYPES, gasTestResult, gasTestsOf, latestGasTest, isQuestionVisible, questionsOf, type GasTestAnswer, type Question, type TemplateDefinition } from '../model';

type T = (key: string, params?: Record<string, unknown>) => string;

export type PermitAnswers = Record<string, unknown>;

const MAX_TEXT = 2000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/;

const isBlank = (v: unknown) => v == null || v === '' || (Array.isArray(v) && v.length === 0) || (typeof v === 'object' && !Array.isArray(v) && Object.keys(v as object).length === 0);

/** what the person has to give for `q`, when it is shown: null if the answer is fine, else the rule key */
function problemOf(q: Question, v: unknown): string | null {
  const required = q.required && q.type !== 'hidden';
  switch (q.type) {
    case 'hidden':
      return null;
    case 'declaration':
      if (v != null && typeof v !== 'boolean') return 'answers.invalid';
      return required && v !== true ? 'answers.declarationRequired' : null;
    case 'gas_test': {
      const answer = (v ?? null) as Partial<GasTestAnswer> | null;
      if (answer?.retests != null && !Array.isArray(answer.retests)) return 'answers.invalid';
      const tests = gasTestsOf(answer);
      if (tests.some((test) => Object.values(test.readings).some((r) => r !== '' && r != null && (!Number.isFinite(Number(r)) || Number(r) < 0)))) return 'answers.gasReadingInvalid';
      // an unsafe atmosphere is not refused silently: a failed test (first or re-test) is flagged, with a note, to be
      // recorded — the note records it; whether the permit may go ahead is the permits' gate (the latest test passes)
      const failedOnce = tests.some((test) => gasTestResult(q.gases, test).verdicts.some((x) => x.verdict === 'fail'));
      if (failedOnce && !(answer?.flagged_unsafe && answer.flag_note?.trim())) return 'answers.gasUnsafe';
      const { complete, verdicts } = latestGasTest(q.gases, answer);
      const anyReading = verdicts.some((x) => x.verdict !== 'missing');
      if ((required || anyReading || tests.length > 1) && !complete) return 'answers.gasReadingsRequired';
      return null;
    }
    default:
      break;
  }
  if (isBlank(v)) return required ? 'answers.required' : null;
  switch (q.type) {
    case 'text_field':
    case 'text_area':
      if (typeof v !== 'string') return 'answers.invalid';
      if (required && !v.trim()) return 'answers.required';
      return v.length > MAX_TEXT ? 'answers.tooLong' : null;
    case 'date':
      return typeof v === 'string' && DATE.test(v) ? null : 'answers.dateInvalid';
    case 'datetime':
      return typeof v === 'string' && DATETIME.test(v) && !Number.isNaN(Date.parse(v)) ? null : 'answers.dateInvalid';
    case 'site_list':
      return typeof v === 'number' || (typeof v === 'string' && /^\d+$/.test(v)) ? null : 'answers.invalid';
    case 'user_list':
      return Array.isArray(v) && v.every((x) => typeof x === 'number') ? null : 'answers.invalid';
    case 'attachment': {
      if (!Array.isArray(v)) return 'answers.invalid';
      if (v.length > q.max_file_count) return 'answers.tooManyFiles';
      return v.some((f) => Number((f as { size?: unknown })?.size ?? 0) > q.max_file_size_mb * 1024 * 1024) ? 'answers.fileTooLarge' : null;
    }
    case 'grid': {
      if (typeof v !== 'object' || Array.isArray(v)) return 'answers.invalid';
      const rows = v as Record<string, unknown>;
      if (Object.entries(rows).some(([row, col]) => !q.options.includes(row) || (col !== '' && col != null && !q.grid_columns.includes(String(col))))) return 'answers.invalidOption';
      return required && q.options.some((row) => !rows[row]) ? 'answers.gridIncomplete' : null;
    }
    default:
      break;
  }
  if (CHOICE_TYPES.includes(q.type)) {
    if (MULTI_TYPES.includes(q.type)) return Array.isArray(v) && v.every((x) => q.options.includes(String(x))) ? null : 'answers.invalidOption';
    return typeof v === 'string' && q.options.includes(v) ? null : 'answers.invalidOption';
  }
  return null;
}

/**
 * The yup schema of a permit's answers, built FROM a template version's definition (architecture.md "Validation
 * convention"): one field per question key, typed by the question's type; a question hidden by its show-if rule is
 * neither required nor checked; a gas test with a reading outside its thresholds must be flagged unsafe with a note.
 * The generated form validates with it and the demo backend builds the same schema from the permit's pinned version.
 * Messages are `permitTemplates` keys (`answers.*`) through `t` (the server passes its English table).
 */
export function answersSchema(definition: Pick<TemplateDefinition, 'sections'>, t: T) {
  const { sections } = definition;
  const shape: Record<string, yup.AnySchema> = {};
  for (const q of questionsOf(sections)) {
    shape[q.key] = yup.mixed().test(`answer-${q.key}`, function (value) {
      const answers = (this.parent ?? {}) as PermitAnswers;
      if (!isQuestionVisible(q, sections, answers)) return true;
      const problem = problemOf(q, value);
      return problem ? this.createError({ message: t(problem, { label: q.label }) }) : true;
    });
  }
  return yup.object(shape);
}

/** The answers kept with a permit: only the shown questions' (a hidden question's answer is dropped), plus hidden defaults. */
export function visibleAnswers(definition: Pick<TemplateDefinition, 'sections'>, answers: PermitAnswers): PermitAnswers {
  const out: PermitAnswers = {};
  for (const q of questionsOf(definition.sections)) {
    if (q.type === 'hidden') out[q.key] = q.default_value;
    else if (isQuestionVisible(q, definition.sections, answers) && q.key in answers) out[q.key] = answers[q.key];
  }
  return out;
}

/** Empty answers of a definition (the form's initial values). */
export function emptyAnswers(definition: Pick<TemplateDefinition, 'sections'>): PermitAnswers {
  const out: PermitAnswers = {};
  for (const q of questionsOf(definition.sections)) {
    if (MULTI_TYPES.includes(q.type) || q.type === 'user_list' || q.type === 'attachment') out[q.key] = [];
    else if (q.type === 'declaration') out[q.key] = false;
    else if (q.type === 'grid') out[q.key] = {};
    else if (q.type === 'gas_test') out[q.key] = { readings: Object.fromEntries(q.gases.map((g) => [g.key, ''])), flagged_unsafe: false, flag_note: '' } satisfies GasTestAnswer;
    else if (q.type === 'hidden') out[q.key] = q.default_value;
    else out[q.key] = '';
  }
  return out;
}
