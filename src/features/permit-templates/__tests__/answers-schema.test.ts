import { ruleErrors } from '@/lib/forms/rule-errors';
import { DEFAULT_GASES, QUESTION_TYPES, blankQuestion, type Question, type Section } from '../model';
import { answersSchema, emptyAnswers, visibleAnswers } from '../schemas/answers-schema';
import { ANSWER_SERVER_MESSAGES, answersServerT } from '../schemas/rule-messages';
import en from '@/locales/en/permitTemplates.json';

const q = (type: Question['type'], key: string, extra: Partial<Question> = {}): Question => ({ ...blankQuestion(type, key, `Q ${key}`), ...extra });
const def = (...questions: Question[]) => ({ sections: [{ key: 's', kind: 'custom', title: 'S', intro_text: '', questions } satisfies Section] });
const errorsOf = (d: ReturnType<typeof def>, answers: Record<string, unknown>) => ruleErrors(answersSchema(d, (k) => k), answers);
const answer = (readings: Record<string, unknown>, flagged_unsafe = false, flag_note = '') => ({ gt: { readings, flagged_unsafe, flag_note } });

describe('answers schema built from a definition', () => {
  it('builds one field per question of every type, and accepts empty answers when nothing is required', async () => {
    const d = def(...QUESTION_TYPES.map((t) => q(t, t, t === 'declaration' ? { declaration_text: 'I agree' } : {})));
    expect(Object.keys(answersSchema(d, (k) => k).fields)).toEqual([...QUESTION_TYPES]);
    expect(await errorsOf(d, emptyAnswers(d))).toEqual([]);
  });

  it('requires an answer of every required type (hidden questions never)', async () => {
    const all = QUESTION_TYPES.map((t) => q(t, t, { required: true, declaration_text: 'I agree' }));
    const d = def(...all);
    const errors = await errorsOf(d, emptyAnswers(d));
    expect(errors).toEqual([
      'answers.required', // checkbox
      'answers.required', // date
      'answers.required', // datetime
      'answers.declarationRequired',
      'answers.required', // radio
      'answers.required', // single select
      'answers.required', // multiple choice
      'answers.required', // text field
      'answers.required', // text area
      'answers.required', // attachment
      'answers.required', // grid
      'answers.required', // site list
      'answers.required', // user list
      'answers.gasReadingsRequired',
    ].filter((v, i, a) => a.indexOf(v) === i));
    const byField = await answersSchema(d, (k) => k)
      .validate(emptyAnswers(d), { abortEarly: false })
      .catch((e: { inner: { path: string }[] }) => e.inner.map((x) => x.path));
    expect((byField as string[]).sort()).toEqual(QUESTION_TYPES.filter((t) => t !== 'hidden').sort());
  });

  it('checks each type’s answer shape', async () => {
    const d = def(
      q('radio', 'r', { options: ['Yes', 'No'] }),
      q('checkbox', 'c', { options: ['A', 'B'] }),
      q('multiple_choice', 'm', { options: ['A', 'B'] }),
      q('date', 'd'),
      q('datetime', 'dt'),
      q('text_area', 'ta'),
      q('grid', 'g', { options: ['Row'], grid_columns: ['OK', 'Not OK'], required: true }),
      q('attachment', 'f', { max_file_count: 1, max_file_size_mb: 1 }),
      q('user_list', 'u'),
      q('site_list', 'si'),
    );
    const ok = { r: 'Yes', c: ['A'], m: ['A', 'B'], d: '2026-05-01', dt: '2026-05-01T08:30', ta: 'x', g: { Row: 'OK' }, f: [{ name: 'a.png', size: 10 }], u: [1, 2], si: 4 };
    expect(await errorsOf(d, ok)).toEqual([]);
    expect(await errorsOf(d, { ...ok, r: 'Maybe' })).toEqual(['answers.invalidOption']);
    expect(await errorsOf(d, { ...ok, c: ['Z'] })).toEqual(['answers.invalidOption']);
    expect(await errorsOf(d, { ...ok, d: '01/05/2026' })).toEqual(['answers.dateInvalid']);
    expect(await errorsOf(d, { ...ok, dt: '2026-05-01' })).toEqual(['answers.dateInvalid']);
    expect(await errorsOf(d, { ...ok, ta: 'x'.repeat(2001) })).toEqual(['answers.tooLong']);
    expect(await errorsOf(d, { ...ok, g: {} })).toEqual(['answers.required']);
    expect(await errorsOf(d, { ...ok, g: { Row: '' } })).toEqual(['answers.gridIncomplete']);
    expect(await errorsOf(d, { ...ok, g: { Row: 'Maybe' } })).toEqual(['answers.invalidOption']);
    expect(await errorsOf(d, { ...ok, f: [{ size: 1 }, { size: 1 }] })).toEqual(['answers.tooManyFiles']);
    expect(await errorsOf(d, { ...ok, f: [{ size: 2 * 1024 * 1024 }] })).toEqual(['answers.fileTooLarge']);
    expect(await errorsOf(d, { ...ok, u: ['Ann'] })).toEqual(['answers.invalid']);
  });

  it('does not require or check a question hidden by show-if, and drops its answer', async () => {
    const d = def(q('radio', 'g', { options: ['Yes', 'No'], required: true }), q('text_field', 'why', { required: true, show_if: { question_key: 'g', operator: 'is', values: ['Yes'] } }), q('hidden', 'code', { default_value: 'HW-01' }));
    expect(await errorsOf(d, { g: 'No', why: '' })).toEqual([]);
    expect(await errorsOf(d, { g: 'Yes', why: '' })).toEqual(['answers.required']);
    expect(visibleAnswers(d, { g: 'No', why: 'left over' })).toEqual({ g: 'No', code: 'HW-01' });
    expect(visibleAnswers(d, { g: 'Yes', why: 'sparks' })).toEqual({ g: 'Yes', why: 'sparks', code: 'HW-01' });
  });

  describe('gas tests', () => {
    const gas = (required: boolean) => def(q('gas_test', 'gt', { required, gases: DEFAULT_GASES }));
    const safe = { o2: 20.9, lfl: 0, h2s: 0, co: 2 };
    it('passes safe readings and needs every reading', async () => {
      expect(await errorsOf(gas(true), answer(safe))).toEqual([]);
      expect(await errorsOf(gas(true), answer({ ...safe, co: '' }))).toEqual(['answers.gasReadingsRequired']);
      expect(await errorsOf(gas(false), answer({ o2: '', lfl: '', h2s: '', co: '' }))).toEqual([]);
      expect(await errorsOf(gas(false), answer({ o2: 20.9, lfl: '', h2s: '', co: '' }))).toEqual(['answers.gasReadingsRequired']);
      expect(await errorsOf(gas(true), answer({ ...safe, co: -1 }))).toEqual(['answers.gasReadingInvalid']);
    });
    it.each([
      ['O₂ below 19.5 %', { o2: 19.4 }],
      ['O₂ above 23.5 %', { o2: 23.6 }],
      ['over 10 % LFL', { lfl: 10.5 }],
      ['H₂S over its exposure limit', { h2s: 12 }],
      ['CO over its exposure limit', { co: 30 }],
    ])('refuses an unsafe atmosphere (%s) unless it is flagged with a note', async (_name, bad) => {
      expect(await errorsOf(gas(true), answer({ ...safe, ...bad }))).toEqual(['answers.gasUnsafe']);
      expect(await errorsOf(gas(true), answer({ ...safe, ...bad }, true, ''))).toEqual(['answers.gasUnsafe']);
      expect(await errorsOf(gas(true), answer({ ...safe, ...bad }, true, 'Ventilated, entry postponed'))).toEqual([]);
    });
    it('accepts readings exactly at the limits', async () => {
      expect(await errorsOf(gas(true), answer({ o2: 19.5, lfl: 10, h2s: 10, co: 25 }))).toEqual([]);
      expect(await errorsOf(gas(true), answer({ o2: 23.5, lfl: 10, h2s: 10, co: 25 }))).toEqual([]);
    });
  });

  it('has a server message and a translation for every answer rule', () => {
    for (const k of Object.keys(ANSWER_SERVER_MESSAGES)) expect(en.answers).toHaveProperty(k.replace('answers.', ''));
    expect(answersServerT('answers.required', { label: 'Site' })).toBe('Site: is required');
  });
});
