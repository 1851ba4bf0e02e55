import { describe, expect, it } from 'vitest';
import { biggestLosses, isFailingAnswer, questionEarned, questionMax, scoreAudit } from '../model/scoring';
import { logicOf, missingRequirements, visibleQuestionIds, type AnswerOption, type TemplateDefinition, type TemplateQuestion } from '../model/template';

const yesNoNa: AnswerOption[] = [
  { id: 'y', label: 'Yes', score: 2 },
  { id: 'n', label: 'No', score: 0 },
  { id: 'na', label: 'N/A', score: null, na: true },
];
const q = (id: string, extra: Partial<TemplateQuestion> = {}): TemplateQuestion => ({ id, text: `Question ${id}`, response_type: 'options', options: yesNoNa, ...extra });

const def = (extra: Partial<TemplateDefinition> = {}): TemplateDefinition => ({
  scoring: true,
  pass_mark: 80,
  sections: [
    { id: 's1', title: 'Access', pass_mark: 50, questions: [q('a'), q('b'), q('c')] },
    { id: 's2', title: 'Fire', pass_mark: null, questions: [q('d'), q('e', { weight: 3 })] },
  ],
  ...extra,
});

describe('question points', () => {
  it('takes the best option as the maximum, times the weight', () => {
    expect(questionMax(q('a'))).toBe(2);
    expect(questionMax(q('a', { weight: 3 }))).toBe(6);
  });
  it('adds the positive options of a multi-answer question', () => {
    const multi = q('m', { is_multi: true, options: [{ id: '1', label: 'Gloves', score: 1 }, { id: '2', label: 'Helmet', score: 2 }, { id: '3', label: 'None', score: -1 }] });
    expect(questionMax(multi)).toBe(3);
    expect(questionEarned(multi, { option_ids: ['1', '2'] })).toBe(3);
    expect(questionEarned(multi, { option_ids: ['1', '3'] })).toBe(0);
  });
  it('counts only the first choice of a single-answer question and nothing for text questions', () => {
    expect(questionEarned(q('a'), { option_ids: ['n', 'y'] })).toBe(0);
    expect(questionMax({ id: 't', text: 't', response_type: 'text', options: [] })).toBe(0);
  });
});

describe('scoreAudit', () => {
  it('scores weights per answer and gives each section and the total a percentage', () => {
    const s = scoreAudit(def(), { a: { option_ids: ['y'] }, b: { option_ids: ['y'] }, c: { option_ids: ['n'] }, d: { option_ids: ['y'] }, e: { option_ids: ['y'] } });
    expect(s.sections[0]).toMatchObject({ earned: 4, max: 6, percent: 66.7, passed: true });
    expect(s.sections[1]).toMatchObject({ earned: 8, max: 8, percent: 100, passed: null });
    expect(s).toMatchObject({ earned: 12, max: 14, percent: 85.7, passed: true, fail_reasons: [] });
  });

  it('removes an N/A question from the denominator', () => {
    const s = scoreAudit(def(), { a: { option_ids: ['y'] }, b: { option_ids: ['na'] }, c: { option_ids: ['na'] }, d: { option_ids: ['y'] }, e: { option_ids: ['y'] } });
    expect(s.sections[0]).toMatchObject({ earned: 2, max: 2, percent: 100 });
    expect(s.max).toBe(10);
    expect(s.questions.find((x) => x.question_id === 'b')?.state).toBe('na');
  });

  it('gives no percentage to a section that is all N/A', () => {
    const na = { option_ids: ['na'] };
    const s = scoreAudit(def(), { a: na, b: na, c: na, d: { option_ids: ['y'] }, e: { option_ids: ['y'] } });
    expect(s.sections[0]).toMatchObject({ percent: null, passed: null });
    expect(s.percent).toBe(100);
  });

  it('counts unanswered questions as 0 of their maximum', () => {
    const s = scoreAudit(def(), { a: { option_ids: ['y'] } });
    expect(s).toMatchObject({ earned: 2, max: 14, percent: 14.3, answered: 1, total: 5 });
    expect(s.questions.find((x) => x.question_id === 'b')?.state).toBe('unanswered');
  });

  it('fails the audit below the overall pass mark and below a section pass mark', () => {
    const all = (o: string) => Object.fromEntries(['a', 'b', 'c', 'd', 'e'].map((id) => [id, { option_ids: [o] }]));
    const low = scoreAudit(def({ pass_mark: 70 }), { ...all('y'), a: { option_ids: ['n'] }, b: { option_ids: ['n'] } });
    expect(low.sections[0]).toMatchObject({ percent: 33.3, passed: false });
    expect(low.passed).toBe(false);
    expect(low.fail_reasons).toEqual(['section_below_pass_mark']);
    const below = scoreAudit(def(), { ...all('y'), e: { option_ids: ['n'] } });
    expect(below.percent).toBe(57.1);
    expect(below.fail_reasons).toEqual(['below_pass_mark']);
  });

  it('fails the whole audit on a critical question with a failing answer, whatever the percentage', () => {
    const d = def();
    d.sections[1].questions[0] = q('d', { critical: true });
    const all = Object.fromEntries(['a', 'b', 'c', 'e'].map((id) => [id, { option_ids: ['y'] }]));
    const s = scoreAudit(d, { ...all, d: { option_ids: ['n'] } });
    expect(s.percent).toBe(85.7);
    expect(s.passed).toBe(false);
    expect(s.fail_reasons).toEqual(['critical_failed']);
    expect(s.questions.find((x) => x.question_id === 'd')).toMatchObject({ critical: true, critical_failed: true });
  });

  it('uses options marked fail for critical questions when there are any', () => {
    const crit = q('k', { critical: true, options: [{ id: 'ok', label: 'OK', score: 2 }, { id: 'minor', label: 'Minor', score: 1 }, { id: 'bad', label: 'Blocked exit', score: 1, fail: true }] });
    expect(isFailingAnswer(crit, { option_ids: ['minor'] })).toBe(false);
    expect(isFailingAnswer(crit, { option_ids: ['bad'] })).toBe(true);
    expect(isFailingAnswer(crit, undefined)).toBe(false);
    expect(isFailingAnswer(q('d', { critical: true }), { option_ids: ['na'] })).toBe(false);
  });

  it('scores a child question only while its parent answer opens it', () => {
    const d: TemplateDefinition = {
      scoring: true,
      sections: [{ id: 's', title: 'S', questions: [q('p'), q('c1', { parent_id: 'p', show_if: ['n'] }), q('c2', { parent_id: 'c1', show_if: ['n'] })] }],
    };
    const closed = scoreAudit(d, { p: { option_ids: ['y'] }, c1: { option_ids: ['n'] } });
    expect(closed).toMatchObject({ earned: 2, max: 2, percent: 100, total: 1 });
    expect(closed.questions.map((x) => x.state)).toEqual(['scored', 'hidden', 'hidden']);
    const open = scoreAudit(d, { p: { option_ids: ['n'] }, c1: { option_ids: ['n'] } });
    expect(open.questions.map((x) => x.state)).toEqual(['scored', 'scored', 'unanswered']);
    expect(open).toMatchObject({ earned: 0, max: 6 });
  });

  it('has no percentage or verdict when scoring is off', () => {
    const s = scoreAudit(def({ scoring: false }), { a: { option_ids: ['n'] } });
    expect(s).toMatchObject({ scoring: false, percent: null, passed: null, fail_reasons: [] });
    expect(s.sections[0].percent).toBeNull();
  });

  it('explains the score: shares add up to the percentage and the losses to the rest', () => {
    const s = scoreAudit(def(), { a: { option_ids: ['y'] }, b: { option_ids: ['n'] }, c: { option_ids: ['y'] }, d: { option_ids: ['y'] }, e: { option_ids: ['n'] } });
    const share = s.questions.reduce((t, x) => t + x.share, 0);
    const lost = s.questions.reduce((t, x) => t + x.lost, 0);
    expect(share).toBeCloseTo(s.percent ?? 0, 0);
    expect(share + lost).toBeCloseTo(100, 0);
    expect(biggestLosses(s).map((x) => x.question_id)).toEqual(['e', 'b']);
    expect(s.questions.find((x) => x.question_id === 'e')).toMatchObject({ earned: 0, max: 6, lost: 42.9 });
  });
});

describe('logic', () => {
  const d: TemplateDefinition = {
    scoring: true,
    sections: [
      {
        id: 's',
        title: 'S',
        questions: [
          q('p', { options: [{ id: 'y', label: 'Yes', score: 1 }, { id: 'n', label: 'No', score: 0, requires: ['photo', 'action'] }] }),
          q('c', { parent_id: 'p', show_if: ['n'] }),
          q('loop1', { parent_id: 'loop2', show_if: ['y'] }),
          q('loop2', { parent_id: 'loop1', show_if: ['y'] }),
        ],
      },
    ],
  };
  it('hides children of unanswered parents and cycles', () => {
    expect([...visibleQuestionIds(d, {})]).toEqual(['p']);
    expect([...visibleQuestionIds(d, { p: { option_ids: ['n'] } })]).toEqual(['p', 'c']);
  });
  it('lists what a chosen answer still requires', () => {
    expect(missingRequirements(d, { p: { option_ids: ['n'] } })).toEqual([
      { question_id: 'p', requirement: 'photo' },
      { question_id: 'p', requirement: 'action' },
    ]);
    expect(missingRequirements(d, { p: { option_ids: ['n'], attachments: [{ name: 'a.png', type: 'image/png', size: 1, data_url: '' }], action_ids: [4] } })).toEqual([]);
  });
  it('describes which answers open which questions', () => {
    const logic = logicOf(d, d.sections[0].questions[0]);
    expect(logic).toHaveLength(1);
    expect(logic[0].option.id).toBe('n');
    expect(logic[0].opens.map((x) => x.id)).toEqual(['c']);
    expect(logic[0].requires).toEqual(['photo', 'action']);
  });
});
