import type { AuditScore } from './scoring';
import { allQuestions, type Answer, type Answers, type TemplateDefinition, type TemplateQuestion } from './template';

/** what an answer says: its chosen options' labels, or its text */
export const answerText = (q: TemplateQuestion, a: Answer | undefined): string =>
  q.response_type === 'options'
    ? q.options
        .filter((o) => (a?.option_ids ?? []).includes(o.id))
        .map((o) => o.label)
        .join(', ')
    : (a?.value ?? '');

/**
 * The critical questions that failed the audit, with the answer given and its note (the reason) — what the HTML
 * report and its PDF both print under the verdict (issue 26), in the template's order.
 */
export function failedCriticals(def: Pick<TemplateDefinition, 'sections'>, answers: Answers, score: Pick<AuditScore, 'questions'>): { question_id: string; text: string; answer: string; note: string }[] {
  const failed = new Set(score.questions.filter((q) => q.critical_failed).map((q) => q.question_id));
  return allQuestions(def)
    .filter(({ question }) => failed.has(question.id))
    .map(({ question }) => ({ question_id: question.id, text: question.text, answer: answerText(question, answers[question.id]), note: (answers[question.id]?.note ?? '').trim() }));
}
