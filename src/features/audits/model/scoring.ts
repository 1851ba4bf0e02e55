import type { components } from '@/lib/api/generated/openapi';
import { allQuestions, isAnswered, visibleQuestionIds, type Answer, type Answers, type TemplateDefinition, type TemplateQuestion } from './template';

/**
 * Audit scoring (pure; the conduct screen scores live with it and the demo backend answers
 * /audit_section_wise_summary and /audit_total_summary with it):
 * - each answer option carries a weight (points), times the question's `weight` (default 1);
 * - a question's maximum is its best option (a multi-answer question: the sum of its positive options);
 * - an N/A answer removes the question from the denominator; so does a hidden child question;
 * - an unanswered visible question counts 0 of its maximum (the score can only rise as the audit is filled in);
 * - a section passes when its percentage reaches its pass mark; the audit passes when the total reaches the overall
 *   pass mark, every section with a pass mark passes, and no critical question has a failing answer;
 * - a failing answer is an option marked `fail`; a critical question without such marks fails when it earns 0 of a
 *   positive maximum.
 */

export type QuestionState = QuestionContribution['state'];

/** one question's part of the score ("explain my score"): `AuditQuestionContribution` of api/openapi.yaml */
export type QuestionContribution = components['schemas']['AuditQuestionContribution'];

/** a section's score (percent null when nothing in it is scored): `AuditSectionScore` */
export type SectionScore = components['schemas']['AuditSectionScore'];

export type FailReason = AuditScore['fail_reasons'][number];

/** the audit's score (passed null while nothing is scored or without scoring): `AuditScore` */
export type AuditScore = components['schemas']['AuditScore'];

const round1 = (n: number) => Math.round(n * 10) / 10;
const chosen = (a: Answer | undefined) => a?.option_ids ?? [];

/** the points a question can give at best (0 when it is not scored) */
export function questionMax(q: TemplateQuestion): number {
  if (q.response_type !== 'options') return 0;
  const w = q.weight ?? 1;
  const scores = q.options.filter((o) => !o.na && o.score != null).map((o) => o.score as number);
  if (!scores.length) return 0;
  const best = q.is_multi ? scores.filter((s) => s > 0).reduce((s, x) => s + x, 0) : Math.max(0, ...scores);
  return best * w;
}

/** the points of the chosen answer(s), never below 0 nor above the maximum */
export function questionEarned(q: TemplateQuestion, a: Answer | undefined): number {
  const ids = chosen(a);
  const scored = (id: string | undefined) => q.options.find((o) => o.id === id && !o.na && o.score != null);
  const list = q.is_multi ? q.options.filter((o) => ids.includes(o.id) && !o.na && o.score != null) : [scored(ids[0])].filter((o) => !!o);
  const sum = list.reduce((s, o) => s + (o?.score as number), 0) * (q.weight ?? 1);
  return Math.min(questionMax(q), Math.max(0, sum));
}

export const isNa = (q: TemplateQuestion, a: Answer | undefined) => q.options.some((o) => o.na && chosen(a).includes(o.id));

/** a failing answer: an option marked fail was chosen, or (no option marked) a scored question earned nothing */
export function isFailingAnswer(q: TemplateQuestion, a: Answer | undefined): boolean {
  if (!isAnswered(q, a) || isNa(q, a)) return false;
  if (q.options.some((o) => o.fail)) return q.options.some((o) => o.fail && chosen(a).includes(o.id));
  const max = questionMax(q);
  return max > 0 && questionEarned(q, a) === 0;
}

function stateOf(q: TemplateQuestion, a: Answer | undefined, visible: boolean): QuestionState {
  if (!visible) return 'hidden';
  if (isNa(q, a)) return 'na';
  if (questionMax(q) <= 0) return 'unscored';
  return isAnswered(q, a) ? 'scored' : 'unanswered';
}

const percentOf = (earned: number, max: number) => (max > 0 ? round1((earned / max) * 100) : null);

export function scoreAudit(def: TemplateDefinition, answers: Answers): AuditScore {
  const visible = visibleQuestionIds(def, answers);
  const rows = allQuestions(def).map(({ section, question }) => {
    const a = answers[question.id];
    const state = stateOf(question, a, visible.has(question.id));
    const counts = state === 'scored' || state === 'unanswered';
    return {
      section,
      question,
      state,
      max: counts ? questionMax(question) : 0,
      earned: state === 'scored' ? questionEarned(question, a) : 0,
      critical_failed: visible.has(question.id) && !!question.critical && isFailingAnswer(question, a),
      answered: visible.has(question.id) && isAnswered(question, a),
      visible: visible.has(question.id),
    };
  });
  const totalMax = rows.reduce((s, r) => s + r.max, 0);
  const totalEarned = rows.reduce((s, r) => s + r.earned, 0);
  const scoring = def.scoring;

  const sections: SectionScore[] = def.sections.map((section) => {
    const mine = rows.filter((r) => r.section.id === section.id);
    const max = mine.reduce((s, r) => s + r.max, 0);
    const earned = mine.reduce((s, r) => s + r.earned, 0);
    const percent = scoring ? percentOf(earned, max) : null;
    const passMark = section.pass_mark ?? null;
    return {
      section_id: section.id,
      title: section.title,
      earned,
      max,
      percent,
      pass_mark: passMark,
      passed: passMark == null || percent == null ? null : percent >= passMark,
      answered: mine.filter((r) => r.answered).length,
      total: mine.filter((r) => r.visible).length,
    };
  });

  const percent = scoring ? percentOf(totalEarned, totalMax) : null;
  const passMark = def.pass_mark ?? null;
  const fail_reasons: FailReason[] = [];
  if (scoring) {
    if (passMark != null && percent != null && percent < passMark) fail_reasons.push('below_pass_mark');
    if (sections.some((s) => s.passed === false)) fail_reasons.push('section_below_pass_mark');
    if (rows.some((r) => r.critical_failed)) fail_reasons.push('critical_failed');
  }
  const passed = !scoring ? null : fail_reasons.length ? false : percent == null ? null : true;

  return {
    scoring,
    earned: totalEarned,
    max: totalMax,
    percent,
    pass_mark: passMark,
    passed,
    fail_reasons,
    answered: rows.filter((r) => r.answered).length,
    total: rows.filter((r) => r.visible).length,
    sections,
    questions: rows.map((r) => ({
      question_id: r.question.id,
      section_id: r.section.id,
      text: r.question.text,
      state: r.state,
      earned: r.earned,
      max: r.max,
      share: totalMax > 0 ? round1((r.earned / totalMax) * 100) : 0,
      lost: totalMax > 0 ? round1(((r.max - r.earned) / totalMax) * 100) : 0,
      critical: !!r.question.critical,
      critical_failed: r.critical_failed,
    })),
  };
}

/** the questions that cost the most points first (the "explain my score" panel) */
export function biggestLosses(score: AuditScore, limit = 5): QuestionContribution[] {
  return score.questions
    .filter((q) => q.lost > 0 || q.critical_failed)
    .sort((a, b) => Number(b.critical_failed) - Number(a.critical_failed) || b.lost - a.lost)
    .slice(0, limit);
}
