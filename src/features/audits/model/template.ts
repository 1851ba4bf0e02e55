/**
 * The audit template definition (SPEC §3 Audit): sections of questions with scored answer options and
 * parent/child (conditional) logic. Pure types shared by the client and the demo backend.
 * The shapes are api/openapi.yaml's (`AuditTemplateDefinition`, `AuditAnswer`).
 */
import type { components } from '@/lib/api/generated/openapi';

type Schemas = components['schemas'];

export const RESPONSE_TYPES = ['options', 'text', 'number', 'date'] as const;
export type ResponseType = (typeof RESPONSE_TYPES)[number];

/** what an answer may require of the auditor (the builder shows it as logic) */
export const REQUIREMENTS = ['photo', 'note', 'action'] as const;
export type Requirement = (typeof REQUIREMENTS)[number];

/** an answer option: its weight (`score`, null = not scored), N/A, failing, what choosing it requires */
export type AnswerOption = Schemas['AuditAnswerOption'];

/** a question: `parent_id` + `show_if` make it a child shown only for those answers of its parent */
export type TemplateQuestion = Schemas['AuditTemplateQuestion'];

export type TemplateSection = Schemas['AuditTemplateSection'];

export type TemplateDefinition = Schemas['AuditTemplateDefinition'];

export type Answer = Schemas['AuditAnswer'];

/** the answers by question id (a question not answered has none) */
export type Answers = Schemas['AuditAnswers'];

/** every question of a definition with its section */
export function allQuestions(def: Pick<TemplateDefinition, 'sections'>): { section: TemplateSection; question: TemplateQuestion }[] {
  return def.sections.flatMap((section) => section.questions.map((question) => ({ section, question })));
}

const chosen = (a: Answer | undefined) => a?.option_ids ?? [];

/**
 * Which questions are visible for these answers: a question without a parent always is; a child is when its parent
 * is visible and answered with one of its `show_if` options (so chains of any depth work; a cycle hides all in it).
 */
export function visibleQuestionIds(def: Pick<TemplateDefinition, 'sections'>, answers: Answers): Set<string> {
  const byId = new Map(allQuestions(def).map(({ question }) => [question.id, question]));
  const memo = new Map<string, boolean>();
  const visit = (id: string, path: Set<string>): boolean => {
    const known = memo.get(id);
    if (known !== undefined) return known;
    const q = byId.get(id);
    if (!q || path.has(id)) return false;
    let out = true;
    if (q.parent_id) {
      const parentVisible = visit(q.parent_id, new Set(path).add(id));
      out = parentVisible && chosen(answers[q.parent_id]).some((o) => (q.show_if ?? []).includes(o));
    }
    memo.set(id, out);
    return out;
  };
  return new Set([...byId.keys()].filter((id) => visit(id, new Set())));
}

export function isAnswered(q: TemplateQuestion, a: Answer | undefined): boolean {
  if (!a) return false;
  if (q.response_type === 'options') return chosen(a).length > 0;
  return (a.value ?? '').trim() !== '';
}

/** What the chosen answers require and is missing (photo, note, action), per visible question. */
export function missingRequirements(def: Pick<TemplateDefinition, 'sections'>, answers: Answers): { question_id: string; requirement: Requirement }[] {
  const visible = visibleQuestionIds(def, answers);
  const out: { question_id: string; requirement: Requirement }[] = [];
  for (const { question } of allQuestions(def)) {
    if (!visible.has(question.id)) continue;
    const a = answers[question.id];
    const needs = new Set(question.options.filter((o) => chosen(a).includes(o.id)).flatMap((o) => o.requires ?? []));
    if (needs.has('photo') && !(a?.attachments ?? []).length) out.push({ question_id: question.id, requirement: 'photo' });
    if (needs.has('note') && !(a?.note ?? '').trim()) out.push({ question_id: question.id, requirement: 'note' });
    if (needs.has('action') && !(a?.action_ids ?? []).length) out.push({ question_id: question.id, requirement: 'action' });
  }
  return out;
}

/**
 * The evidence still missing in one section (issue 26: "Next section" says what is missing): per visible question of
 * the section with an unmet requirement of its chosen answer, in the section's order, what it needs.
 */
export function missingInSection(def: Pick<TemplateDefinition, 'sections'>, answers: Answers, sectionIndex: number): { question_id: string; text: string; needs: Requirement[] }[] {
  const section = def.sections[sectionIndex];
  if (!section) return [];
  const missing = missingRequirements(def, answers);
  return section.questions
    .map((q) => ({ question_id: q.id, text: q.text, needs: missing.filter((m) => m.question_id === q.id).map((m) => m.requirement) }))
    .filter((q) => q.needs.length > 0);
}

/** The logic of a question in words for the builder: which answers open which child questions and what they require. */
export function logicOf(def: Pick<TemplateDefinition, 'sections'>, q: TemplateQuestion): { option: AnswerOption; opens: TemplateQuestion[]; requires: Requirement[] }[] {
  const children = allQuestions(def)
    .map(({ question }) => question)
    .filter((c) => c.parent_id === q.id);
  return q.options
    .map((option) => ({ option, opens: children.filter((c) => (c.show_if ?? []).includes(option.id)), requires: option.requires ?? [] }))
    .filter((l) => l.opens.length || l.requires.length || l.option.fail);
}
