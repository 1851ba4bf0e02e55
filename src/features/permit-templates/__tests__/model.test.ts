import { ruleErrors } from '@/lib/forms/rule-errors';
import { DEFAULT_GASES, QUESTION_TYPES, SPEC_QUESTION_TYPES, blankQuestion, blankTemplate, defaultSections, gasTestResult, gasVerdict, isQuestionVisible, type Question, type Section, type TemplateInput } from '../model';
import { diffDefinitions } from '../model/diff';
import { publishProblem, templateSchema } from '../schemas/template-schema';
import { TEMPLATE_SERVER_MESSAGES, TEMPLATE_SERVER_ONLY_MESSAGES, templateFieldErrors, templateServerT } from '../schemas/rule-messages';
import en from '@/locales/en/permitTemplates.json';

const key = (k: string) => k;
const errorsOf = (v: unknown) => ruleErrors(templateSchema(key), v);
const q = (type: Question['type'], k: string, extra: Partial<Question> = {}): Question => ({ ...blankQuestion(type, k, `Q ${k}`), ...extra });
const section = (k: string, questions: Question[]): Section => ({ key: k, kind: 'custom', title: `S ${k}`, intro_text: '', questions });
const valid = (sections: Section[] = [section('s1', [q('text_field', 'a')])]): TemplateInput => ({ ...blankTemplate(), name: 'Hot work', description: 'Sparks', prefix_id: 'HW', sections });

describe('permit template model', () => {
  it('has the 14 SPEC response types plus the gas test', () => {
    expect(SPEC_QUESTION_TYPES).toHaveLength(14);
    expect(QUESTION_TYPES).toEqual([...SPEC_QUESTION_TYPES, 'gas_test']);
  });

  it('starts a new template with 8 h, 4 h and the SPEC default sections', () => {
    const t = blankTemplate();
    expect(t.default_hours).toBe(8);
    expect(t.extension_hours).toBe(4);
    expect(t.active).toBe(true);
    expect(t.sections.map((s) => s.title)).toEqual(['Location of Work', 'Duration of Work', 'Night Work Checklist', 'Closure Checklist', 'Declaration']);
    expect(t.sections[0].questions.map((x) => x.label)).toEqual(['Site', 'Division', 'Department', 'Unit']);
    const keys = defaultSections().flatMap((s) => [s.key, ...s.questions.map((x) => x.key)]);
    expect(new Set(keys).size).toBe(keys.length);
  });

  describe('gas thresholds (OSHA 1910.146)', () => {
    const [o2, lfl, h2s, co] = DEFAULT_GASES;
    it.each([
      [o2, 19.4, 'fail', 'low'],
      [o2, 19.5, 'pass', null],
      [o2, 20.9, 'pass', null],
      [o2, 23.5, 'pass', null],
      [o2, 23.6, 'fail', 'high'],
      [lfl, 10, 'pass', null],
      [lfl, 10.1, 'fail', 'high'],
      [lfl, 0, 'pass', null],
      [h2s, 10, 'pass', null],
      [h2s, 11, 'fail', 'high'],
      [co, 26, 'fail', 'high'],
    ] as const)('%s reading %s → %s', (gas, reading, verdict, reason) => {
      expect(gasVerdict(gas, reading)).toMatchObject({ verdict, reason });
    });
    it('reads strings and reports missing readings', () => {
      expect(gasVerdict(o2, '20.9').verdict).toBe('pass');
      expect(gasVerdict(o2, '').verdict).toBe('missing');
      expect(gasVerdict(o2, 'abc').verdict).toBe('missing');
      const r = gasTestResult(DEFAULT_GASES, { readings: { o2: 20.9, lfl: 2, h2s: 0 } });
      expect(r).toMatchObject({ passed: false, complete: false });
      expect(gasTestResult(DEFAULT_GASES, { readings: { o2: 20.9, lfl: 2, h2s: 0, co: 5 } })).toMatchObject({ passed: true, complete: true });
    });
  });

  describe('show-if', () => {
    const gasNeeded = q('radio', 'g', { options: ['Yes', 'No'] });
    const gas = q('gas_test', 't', { show_if: { question_key: 'g', operator: 'is', values: ['Yes'] } });
    const note = q('text_field', 'n', { show_if: { question_key: 't', operator: 'is', values: ['x'] } });
    const ppe = q('checkbox', 'p', { options: ['Gloves', 'Visor', 'Apron'] });
    const visor = q('text_field', 'v', { show_if: { question_key: 'p', operator: 'in', values: ['Visor', 'Apron'] } });
    const sections = [section('s', [gasNeeded, gas, note, ppe, visor])];
    it('shows a question when the answer is / is one of the values', () => {
      expect(isQuestionVisible(gas, sections, { g: 'Yes' })).toBe(true);
      expect(isQuestionVisible(gas, sections, { g: 'No' })).toBe(false);
      expect(isQuestionVisible(gas, sections, {})).toBe(false);
      expect(isQuestionVisible(visor, sections, { p: ['Gloves'] })).toBe(false);
      expect(isQuestionVisible(visor, sections, { p: ['Gloves', 'Apron'] })).toBe(true);
    });
    it('hides a question whose controlling question is itself hidden, or gone', () => {
      expect(isQuestionVisible(note, sections, { g: 'No', t: 'x' })).toBe(false);
      expect(isQuestionVisible(q('text_field', 'z', { show_if: { question_key: 'gone', operator: 'is', values: ['Yes'] } }), sections, {})).toBe(false);
    });
  });
});

describe('template schema', () => {
  it('accepts a valid template', async () => {
    expect(await errorsOf(valid())).toEqual([]);
    expect(await errorsOf(blankTemplate())).toEqual(['validation.nameRequired', 'validation.descriptionRequired', 'validation.prefixRequired']);
  });

  it('requires name, description and prefix id (SPEC §5) and bounds the hours', async () => {
    expect(await errorsOf({ ...valid(), name: ' ', description: '', prefix_id: 'H W', default_hours: 0, extension_hours: 'x' })).toEqual([
      'validation.nameRequired',
      'validation.descriptionRequired',
      'validation.prefixInvalid',
      'validation.defaultHoursRange',
      'validation.extensionHoursRange',
    ]);
    expect(await errorsOf({ ...valid(), default_hours: 73 })).toEqual(['validation.defaultHoursRange']);
    expect(await errorsOf({ ...valid(), default_hours: 8.5 })).toEqual(['validation.defaultHoursRange']);
  });

  it('needs a section, section titles, labels, options, grid rows and columns, declaration text, file limits and gases', async () => {
    expect(await errorsOf(valid([]))).toEqual(['validation.sectionsRequired']);
    const bad = valid([
      { ...section('s1', [q('radio', 'a', { options: ['Only'] }), q('checkbox', 'b', { options: ['A', ''] }), q('single_select', 'c', { options: ['A', 'a'] })]), title: '' },
      section('s2', [q('grid', 'd', { options: [], grid_columns: ['OK'] }), q('declaration', 'e'), q('attachment', 'f', { max_file_count: 0, max_file_size_mb: 11 }), q('gas_test', 'g', { gases: [] }), q('text_field', 'h', { label: '' })]),
    ]);
    expect(await errorsOf(bad)).toEqual([
      'validation.sectionTitleRequired',
      'validation.optionsRequired',
      'validation.optionEmpty',
      'validation.optionsDuplicate',
      'validation.gridRowsRequired',
      'validation.gridColumnsRequired',
      'validation.declarationRequired',
      'validation.fileCountRange',
      'validation.fileSizeRange',
      'validation.gasesRequired',
      'validation.labelRequired',
    ]);
  });

  it('checks gas thresholds', async () => {
    const gases = (g: Partial<(typeof DEFAULT_GASES)[number]>) => valid([section('s', [q('gas_test', 'g', { gases: [{ ...DEFAULT_GASES[0], ...g }] })])]);
    expect(await errorsOf(gases({}))).toEqual([]);
    expect(await errorsOf(gases({ min: 24, max: 23 }))).toEqual(['validation.gasRangeInverted']);
    expect(await errorsOf(gases({ min: null, max: null }))).toEqual(['validation.gasThresholdRequired']);
    expect(await errorsOf(gases({ min: -1 }))).toEqual(['validation.gasThresholdInvalid']);
    expect(await errorsOf(gases({ label: '' }))).toEqual(['validation.gasLabelRequired']);
  });

  it('checks show-if rules: an earlier choice question, its values, one value for "is"', async () => {
    const src = q('radio', 'a', { options: ['Yes', 'No'] });
    const rule = (r: Question['show_if'], first = src) => valid([section('s', [first, q('text_field', 'b', { show_if: r })])]);
    expect(await errorsOf(rule({ question_key: 'a', operator: 'is', values: ['Yes'] }))).toEqual([]);
    expect(await errorsOf(rule({ question_key: 'a', operator: 'in', values: ['Yes', 'No'] }))).toEqual([]);
    expect(await errorsOf(rule({ question_key: 'a', operator: 'is', values: ['Yes', 'No'] }))).toEqual(['validation.showIfValues']);
    expect(await errorsOf(rule({ question_key: 'a', operator: 'is', values: ['Maybe'] }))).toEqual(['validation.showIfValues']);
    expect(await errorsOf(rule({ question_key: 'zz', operator: 'is', values: ['Yes'] }))).toEqual(['validation.showIfSource']);
    expect(await errorsOf(rule({ question_key: 'a', operator: 'is', values: ['x'] }, q('text_field', 'a')))).toEqual(['validation.showIfSourceType']);
    expect(await errorsOf(rule({ question_key: 'a', operator: 'is', values: ['true'] }, q('declaration', 'a', { declaration_text: 'I agree' })))).toEqual([]);
    // a later question cannot control an earlier one (no loops)
    const later = valid([section('s', [q('text_field', 'b', { show_if: { question_key: 'a', operator: 'is', values: ['Yes'] } }), src])]);
    expect(await errorsOf(later)).toEqual(['validation.showIfSource']);
  });

  it('refuses duplicate keys and flags empty sections before publishing', async () => {
    expect(await errorsOf(valid([section('s', [q('text_field', 'a'), q('text_field', 'a')])]))).toEqual(['validation.keysDuplicate']);
    expect(publishProblem([section('s', [])])).toBe('validation.sectionEmpty');
    expect(publishProblem(valid().sections)).toBeNull();
  });

  it('has a server message and a translation for every rule key, and maps refusals back to the fields', () => {
    for (const k of [...Object.keys(TEMPLATE_SERVER_MESSAGES), ...Object.keys(TEMPLATE_SERVER_ONLY_MESSAGES)]) expect(en.validation).toHaveProperty(k.replace('validation.', ''));
    expect(templateServerT('validation.nameRequired')).toBe('Permit name is required');
    const mapped = templateFieldErrors(['Prefix id has already been taken', 'Template cannot be made inactive while open permits use it', 'Options cannot be blank', 'Boom'], (k) => `T:${k}`);
    expect(mapped).toEqual({ fields: { prefix_id: 'T:validation.prefixTaken', active: 'T:validation.inUse' }, other: ['T:validation.optionEmpty', 'Boom'] });
  });
});

describe('definition diff', () => {
  const a = valid([section('s1', [q('text_field', 'a'), q('radio', 'b', { options: ['Yes', 'No'] })]), section('s2', [q('text_field', 'c')])]);
  it('finds nothing between equal definitions', () => {
    expect(diffDefinitions(a, structuredClone(a)).same).toBe(true);
  });
  it('reports template fields, added / removed / changed / moved sections and questions field by field', () => {
    const b = structuredClone(a);
    b.default_hours = 10;
    b.sections[0].questions[1].options = ['Yes', 'No', 'N/A'];
    b.sections[0].questions[1].required = true;
    b.sections[0].questions.push(q('gas_test', 'g'));
    b.sections[0].questions.splice(0, 1);
    b.sections.reverse();
    b.sections.push(section('s3', [q('date', 'd')]));
    const d = diffDefinitions(a, b);
    expect(d.same).toBe(false);
    expect(d.fields).toEqual([{ field: 'default_hours', before: '8', after: '10' }]);
    const s1 = d.sections.find((s) => s.key === 's1')!;
    expect(s1.change).toBe('changed');
    expect(s1.questions.map((x) => [x.key, x.change])).toEqual([
      ['b', 'changed'],
      ['g', 'added'],
      ['a', 'removed'],
    ]);
    expect(s1.questions[0].fields).toEqual([
      { field: 'required', before: 'false', after: 'true' },
      { field: 'options', before: 'Yes | No', after: 'Yes | No | N/A' },
    ]);
    expect(d.sections.find((s) => s.key === 's2')!.change).toBe('moved');
    expect(d.sections.find((s) => s.key === 's3')).toMatchObject({ change: 'added', questions: [{ key: 'd', change: 'added' }] });
  });
  it('reports a removed section and a changed show-if rule', () => {
    const b = structuredClone(a);
    b.sections[0].questions.push(q('text_field', 'x', { show_if: { question_key: 'b', operator: 'is', values: ['Yes'] } }));
    const c = structuredClone(b);
    c.sections[0].questions[2].show_if = { question_key: 'b', operator: 'is', values: ['No'] };
    c.sections.splice(1, 1);
    const d = diffDefinitions(b, c);
    expect(d.sections.find((s) => s.key === 's2')!.change).toBe('removed');
    expect(d.sections[0].questions.find((x) => x.key === 'x')!.fields).toEqual([{ field: 'show_if', before: 'b is Yes', after: 'b is No' }]);
  });
});
