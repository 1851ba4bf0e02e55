import { describe, expect, it } from 'vitest';
import { auditProgress } from '../model';
import { missingInSection, type AnswerOption, type TemplateDefinition, type TemplateQuestion } from '../model/template';

const options: AnswerOption[] = [
  { id: 'y', label: 'Yes', score: 1 },
  { id: 'n', label: 'No', score: 0, requires: ['photo', 'note'] },
];
const q = (id: string, extra: Partial<TemplateQuestion> = {}): TemplateQuestion => ({ id, text: `Question ${id}`, response_type: 'options', options, ...extra });
const def: TemplateDefinition = {
  scoring: true,
  pass_mark: 80,
  sections: [
    { id: 's1', title: 'Exits', pass_mark: null, questions: [q('a'), q('b'), q('c', { options: [{ id: 'y', label: 'Yes', score: 1 }, { id: 'n', label: 'No', score: 0, requires: ['action'] }] })] },
    { id: 's2', title: 'Fire', pass_mark: null, questions: [q('d')] },
  ],
};

describe('audit progress (issue 26: no "Failed" before the first answer)', () => {
  it('an open audit is not started until its first answer, then in progress; overdue and submitted statuses win', () => {
    expect(auditProgress('scheduled', '2026-05-10', '2026-05-01', 0)).toBe('not_started');
    expect(auditProgress('scheduled', '2026-05-10', '2026-05-01', 1)).toBe('in_progress');
    // saved with no answers left (all cleared) reads as not started again
    expect(auditProgress('in_progress', '2026-05-10', '2026-05-01', 0)).toBe('not_started');
    expect(auditProgress('in_progress', '2026-05-10', '2026-05-11', 3)).toBe('overdue');
    expect(auditProgress('scheduled', '2026-05-10', '2026-05-11', 0)).toBe('overdue');
    expect(auditProgress('completed', '2026-05-10', '2026-05-11', 0)).toBe('completed');
    expect(auditProgress('approved', '2026-05-10', '2026-05-01', 4)).toBe('approved');
  });
});

describe('missing evidence of a section (what "Next section" says)', () => {
  it('lists each question of the section whose chosen answer still lacks its photo, note or action, in order', () => {
    const answers = { a: { option_ids: ['n'] }, b: { option_ids: ['n'], note: 'Blocked by pallets', attachments: [] }, c: { option_ids: ['n'], action_ids: [] }, d: { option_ids: ['n'] } };
    expect(missingInSection(def, answers, 0)).toEqual([
      { question_id: 'a', text: 'Question a', needs: ['photo', 'note'] },
      { question_id: 'b', text: 'Question b', needs: ['photo'] },
      { question_id: 'c', text: 'Question c', needs: ['action'] },
    ]);
    // only this section's questions
    expect(missingInSection(def, answers, 1)).toEqual([{ question_id: 'd', text: 'Question d', needs: ['photo', 'note'] }]);
  });

  it('is empty when the evidence is given, nothing required was chosen, or the section does not exist', () => {
    const photo = [{ name: 'exit.png', url: 'data:image/png;base64,AA==', size: 1 }];
    expect(missingInSection(def, { a: { option_ids: ['n'], note: 'x', attachments: photo as never }, b: { option_ids: ['y'] } }, 0)).toEqual([]);
    expect(missingInSection(def, {}, 0)).toEqual([]);
    expect(missingInSection(def, {}, 9)).toEqual([]);
  });
});
