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
    expect(out).toEqual([{ site_id: 1, template_id: 1, question_id: 'a', text: 'Exits clear', streak: 3, last_date: '2026-03-01', ongoing: true }]);
  });
  it('ends a streak at an N/A, unanswered or passing answer', () => {
    const na = { ...audit(1, '2026-02-01', 'y', 'y'), answers: {} };
    expect(repeatedFailures([audit(1, '2026-01-01', 'n', 'n'), na, audit(1, '2026-03-01', 'n', 'n')])).toEqual([]);
    expect(repeatedFailures([audit(1, '2026-02-01', 'n', 'n'), audit(1, '2026-03-01', 'n', 'n')], 3)).toEqual([]);
  });

  it('counts two "Exit signs are lit = No" in a row as a repeat even when the latest audit passed it (issue 26)', () => {
    const out = repeatedFailures([audit(1, '2026-01-01', 'y', 'n'), audit(1, '2026-02-01', 'y', 'n'), audit(1, '2026-03-01', 'y', 'y')]);
    expect(out).toEqual([{ site_id: 1, template_id: 1, question_id: 'b', text: 'Signs lit', streak: 2, last_date: '2026-02-01', ongoing: false }]);
  });
  it('reports the longest run; a single failure, or failures that are not consecutive, are no repeat', () => {
    const runs = [audit(1, '2026-01-01', 'n', 'y'), audit(1, '2026-02-01', 'n', 'n'), audit(1, '2026-03-01', 'n', 'y'), audit(1, '2026-04-01', 'y', 'n'), audit(1, '2026-05-01', 'n', 'y'), audit(1, '2026-06-01', 'n', 'y')];
    // a: No, No, No, Yes, No, No → runs of 3 (to March) and 2 (to June): the longest is reported; b never fails twice in a row
    expect(repeatedFailures(runs)).toEqual([{ site_id: 1, template_id: 1, question_id: 'a', text: 'Exits clear', streak: 3, last_date: '2026-03-01', ongoing: false }]);
    expect(repeatedFailures(runs).filter((r) => r.question_id === 'b')).toEqual([]);
  });
  it('matches a question across template versions by its text when its id changed', () => {
    const v2: TemplateDefinition = { ...def, sections: [{ ...def.sections[0], questions: def.sections[0].questions.map((x) => ({ ...x, id: `${x.id}2` })) }] };
    const out = repeatedFailures([audit(1, '2026-01-01', 'y', 'n'), { ...audit(1, '2026-02-01', 'y', 'n'), definition: v2, answers: { a2: { option_ids: ['y'] }, b2: { option_ids: ['n'] } } }]);
    expect(out.map((r) => [r.text, r.streak])).toEqual([['Signs lit', 2]]);
  });
});
