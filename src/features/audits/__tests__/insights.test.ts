import { describe, expect, it } from 'vitest';
import { repeatedFailures } from '../model/insights';
import type { TemplateDefinition } from '../model/template';

const def: TemplateDefinition = {
  scoring: true,
  sections: [
    {
      id: 's',
      title: 'S',
      questions: [
        { id: 'a', text: 'Exits clear', response_type: 'options', options: [{ id: 'y', label: 'Yes', score: 1 }, { id: 'n', label: 'No', score: 0 }] },
        { id: 'b', text: 'Signs lit', response_type: 'options', options: [{ id: 'y', label: 'Yes', score: 1 }, { id: 'n', label: 'No', score: 0 }] },
      ],
    },
  ],
};
const audit = (site: number, date: string, a: string, b: string) => ({ site_id: site, template_id: 1, due_date: date, definition: def, answers: { a: { option_ids: [a] }, b: { option_ids: [b] } } });

describe('repeatedFailures', () => {
  it('counts consecutive failures of a question per site, newest first, from a minimum streak', () => {
    const out = repeatedFailures([audit(1, '2026-01-01', 'n', 'n'), audit(1, '2026-02-01', 'n', 'y'), audit(1, '2026-03-01', 'n', 'n'), audit(2, '2026-03-01', 'n', 'n')]);
    expect(out).toEqual([{ site_id: 1, template_id: 1, question_id: 'a', text: 'Exits clear', streak: 3, last_date: '2026-03-01' }]);
  });
  it('ends a streak at an N/A, unanswered or passing answer', () => {
    const na = { ...audit(1, '2026-02-01', 'y', 'y'), answers: {} };
    expect(repeatedFailures([audit(1, '2026-01-01', 'n', 'n'), na, audit(1, '2026-03-01', 'n', 'n')])).toEqual([]);
    expect(repeatedFailures([audit(1, '2026-02-01', 'n', 'n'), audit(1, '2026-03-01', 'n', 'n')], 3)).toEqual([]);
  });
});
