import { describe, expect, it } from 'vitest';
import { scoreAudit } from '../model/scoring';
import { answerText, failedCriticals } from '../model/report';
import type { TemplateDefinition } from '../model/template';

const def: TemplateDefinition = {
  scoring: true,
  pass_mark: 50,
  sections: [
    {
      id: 's',
      title: 'Escape routes',
      pass_mark: 80,
      questions: [
        { id: 'exit', text: 'Fire exits are unobstructed', response_type: 'options', critical: true, options: [{ id: 'y', label: 'Yes', score: 2 }, { id: 'n', label: 'No', score: 0, fail: true }] },
        { id: 'sign', text: 'Exit signs are lit', response_type: 'options', options: [{ id: 'y', label: 'Yes', score: 2 }, { id: 'n', label: 'No', score: 0 }] },
        { id: 'lock', text: 'Doors unlock from inside', response_type: 'options', critical: true, options: [{ id: 'y', label: 'Yes', score: 2 }, { id: 'n', label: 'No', score: 0, fail: true }] },
      ],
    },
  ],
};

describe('audit report facts (issue 26: the PDF says what the HTML report says)', () => {
  it('names each failing critical question with its answer and reason; a failing non-critical one is not among them', () => {
    const answers = { exit: { option_ids: ['n'], note: '  Pallets in front of the east exit ' }, sign: { option_ids: ['n'] }, lock: { option_ids: ['y'] } };
    const score = scoreAudit(def, answers);
    expect(score.fail_reasons).toContain('critical_failed');
    expect(failedCriticals(def, answers, score)).toEqual([{ question_id: 'exit', text: 'Fire exits are unobstructed', answer: 'No', note: 'Pallets in front of the east exit' }]);
    const passed = { exit: { option_ids: ['y'] }, sign: { option_ids: ['n'] }, lock: { option_ids: ['y'] } };
    expect(failedCriticals(def, passed, scoreAudit(def, passed))).toEqual([]);
  });

  it('writes an answer as its chosen labels or its text', () => {
    expect(answerText(def.sections[0].questions[0], { option_ids: ['n'] })).toBe('No');
    expect(answerText({ id: 't', text: 'Remarks', response_type: 'text', options: [] }, { value: 'All fine' })).toBe('All fine');
    expect(answerText(def.sections[0].questions[0], undefined)).toBe('');
  });
});
