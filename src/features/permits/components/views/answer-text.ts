import { gasTestResult, isQuestionVisible, type GasTestAnswer, type PermitAnswers, type Question, type TemplateDefinition } from '@/features/permit-templates/public';

/** the words an answer needs (translated by the caller) */
export interface AnswerWords {
  yes: string;
  no: string;
  pass: string;
  fail: string;
  missing: string;
  unsafe: string;
  date(iso: string): string;
  dateTime(iso: string): string;
  /** names of the users and sites that `user_list` / `site_list` answers hold as ids */
  users: Record<string, string>;
  sites: Record<string, string>;
}

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** one answer as plain text for the printable report and its PDF (never HTML) */
export function answerText(q: Question, answer: unknown, w: AnswerWords): string {
  if (answer == null || answer === '') return '';
  if (q.type === 'user_list' || q.type === 'site_list') {
    const names = q.type === 'user_list' ? w.users : w.sites;
    return (Array.isArray(answer) ? answer : [answer]).map((id) => names[String(id)] ?? String(id)).join(', ');
  }
  if (q.type === 'date' && typeof answer === 'string') return w.date(answer);
  if (q.type === 'datetime' && typeof answer === 'string') return w.dateTime(answer);
  if (q.type === 'declaration' || typeof answer === 'boolean') return answer === true || answer === 'true' ? w.yes : w.no;
  if (q.type === 'gas_test') {
    const a = (isRecord(answer) ? answer : {}) as Partial<GasTestAnswer>;
    const result = gasTestResult(q.gases, a);
    const readings = result.verdicts.map((v) => `${v.label} ${v.reading ?? '–'} (${v.verdict === 'pass' ? w.pass : v.verdict === 'fail' ? w.fail : w.missing})`).join('; ');
    return [readings, a.flagged_unsafe ? `${w.unsafe}${a.flag_note ? `: ${a.flag_note}` : ''}` : ''].filter(Boolean).join(' — ');
  }
  if (Array.isArray(answer)) return answer.map((x) => (isRecord(x) ? String(x.name ?? x.full_name ?? x.label ?? '') : String(x))).filter(Boolean).join(', ');
  if (isRecord(answer)) {
    // a grid (row → column) or a single attachment
    if ('name' in answer && typeof answer.name === 'string') return answer.name;
    return Object.entries(answer)
      .filter(([, v]) => v != null && v !== '')
      .map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(', ') : String(v)}`)
      .join('; ');
  }
  return String(answer);
}

/** the visible questions of each section with their answers as text (hidden questions and sections left out) */
export function answerRows(definition: Pick<TemplateDefinition, 'sections'>, answers: PermitAnswers, w: AnswerWords): { title: string; rows: [string, string][] }[] {
  return definition.sections
    .map((s) => ({
      title: s.title,
      rows: s.questions.filter((q) => q.type !== 'hidden' && isQuestionVisible(q, definition.sections, answers)).map((q): [string, string] => [q.label, answerText(q, answers[q.key], w)]),
    }))
    .filter((s) => s.rows.length > 0);
}
