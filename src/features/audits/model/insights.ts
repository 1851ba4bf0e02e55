import { isFailingAnswer } from './scoring';
import { allQuestions, visibleQuestionIds, type Answers, type TemplateDefinition } from './template';

export interface RepeatedFailure {
  site_id: number;
  template_id: number;
  question_id: string;
  text: string;
  /** how many consecutive finished audits failed the question (the longest run; the latest one on a tie) */
  streak: number;
  /** the due date of the last audit of that run */
  last_date: string;
  /** the run reaches the newest audit (still failing) */
  ongoing: boolean;
}

interface FinishedAudit {
  site_id: number;
  template_id: number;
  due_date: string;
  /** tie-break of two audits due the same day */
  completed_at?: string | null;
  answers: Answers;
  definition: TemplateDefinition;
}

const norm = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Repeated failures (issue 26; research §2 "escalation when the same question keeps failing"; ISO 45001:2018 §10.2
 * "determine if similar nonconformities exist, or could potentially occur"): for each site × template, its finished
 * audits in date order; a question failing (any failing answer: an option marked fail, or nothing earned of a positive
 * maximum — `isFailingAnswer`) on `min` or more audits in a row is a repeat, wherever the run lies — two "Exit signs are
 * lit = No" in a row count even when the latest audit passed it. A question not failing there (passed, N/A,
 * unanswered, hidden or not in that version) ends a run. Questions are matched across template versions by id, else
 * by their text.
 */
export function repeatedFailures(audits: FinishedAudit[], min = 2): RepeatedFailure[] {
  const groups = new Map<string, FinishedAudit[]>();
  for (const a of audits) {
    const key = `${a.site_id}:${a.template_id}`;
    groups.set(key, [...(groups.get(key) ?? []), a]);
  }
  const out: RepeatedFailure[] = [];
  for (const list of groups.values()) {
    const sorted = [...list].sort((a, b) => a.due_date.localeCompare(b.due_date) || (a.completed_at ?? '').localeCompare(b.completed_at ?? ''));
    const newest = sorted[sorted.length - 1];
    // every question asked in any of the audits, keyed by id, with its latest text
    const questions = new Map<string, string>();
    for (const a of sorted) for (const { question } of allQuestions(a.definition)) questions.set(question.id, question.text);
    const seenTexts = new Set<string>();
    for (const [id, text] of questions) {
      if (seenTexts.has(norm(text))) continue;
      seenTexts.add(norm(text));
      let run = 0;
      let best: { streak: number; last: number } | null = null;
      sorted.forEach((a, i) => {
        const q = allQuestions(a.definition).find((x) => x.question.id === id)?.question ?? allQuestions(a.definition).find((x) => norm(x.question.text) === norm(text))?.question;
        const failing = !!q && visibleQuestionIds(a.definition, a.answers).has(q.id) && isFailingAnswer(q, a.answers[q.id]);
        run = failing ? run + 1 : 0;
        if (run >= min && (!best || run >= best.streak)) best = { streak: run, last: i };
      });
      if (best) {
        const { streak, last } = best;
        out.push({ site_id: newest.site_id, template_id: newest.template_id, question_id: id, text, streak, last_date: sorted[last].due_date, ongoing: last === sorted.length - 1 });
      }
    }
  }
  return out.sort((a, b) => Number(b.ongoing) - Number(a.ongoing) || b.streak - a.streak || b.last_date.localeCompare(a.last_date));
}
