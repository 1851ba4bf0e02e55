import { isFailingAnswer } from './scoring';
import { allQuestions, visibleQuestionIds, type Answers, type TemplateDefinition } from './template';

export interface RepeatedFailure {
  site_id: number;
  template_id: number;
  question_id: string;
  text: string;
  /** consecutive finished audits (newest first) on which the question failed */
  streak: number;
  last_date: string;
}

interface FinishedAudit {
  site_id: number;
  template_id: number;
  due_date: string;
  answers: Answers;
  definition: TemplateDefinition;
}

/**
 * The same question failing on consecutive audits of one site and template (research §2 "escalation when the same
 * question keeps failing"): for each site × template, walk its finished audits newest first and count, per question,
 * how many in a row failed it; report streaks of at least `min`. A question not asked (hidden, or not in that
 * version) ends the streak.
 */
export function repeatedFailures(audits: FinishedAudit[], min = 2): RepeatedFailure[] {
  const groups = new Map<string, FinishedAudit[]>();
  for (const a of audits) {
    const key = `${a.site_id}:${a.template_id}`;
    groups.set(key, [...(groups.get(key) ?? []), a]);
  }
  const out: RepeatedFailure[] = [];
  for (const list of groups.values()) {
    const sorted = [...list].sort((a, b) => b.due_date.localeCompare(a.due_date));
    const newest = sorted[0];
    for (const { question } of allQuestions(newest.definition)) {
      let streak = 0;
      for (const a of sorted) {
        const q = allQuestions(a.definition).find((x) => x.question.id === question.id)?.question;
        if (!q || !visibleQuestionIds(a.definition, a.answers).has(q.id) || !isFailingAnswer(q, a.answers[q.id])) break;
        streak += 1;
      }
      if (streak >= min) out.push({ site_id: newest.site_id, template_id: newest.template_id, question_id: question.id, text: question.text, streak, last_date: newest.due_date });
    }
  }
  return out.sort((a, b) => b.streak - a.streak || b.last_date.localeCompare(a.last_date));
}
