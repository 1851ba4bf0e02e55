import { blankQuestion, defaultSections, type TemplateDefinition } from '@/features/permit-templates/model';
import { askedDefinition, derivedKeys, withTreeNames } from '../components/form/sections';
import { initialPermitValues, toPermitInput } from '../components/form/permit-form';

function definition(): TemplateDefinition {
  const sections = defaultSections();
  sections.splice(2, 0, { key: 's_hz', kind: 'custom', title: 'Hazards', intro_text: '', questions: [{ ...blankQuestion('radio', 'q_vap', 'Vapours?'), required: true }, { ...blankQuestion('hidden', 'q_code', 'Code'), default_value: 'HW-01' }] });
  return { name: 'Hot work', description: '', prefix_id: 'HW', default_hours: 8, extension_hours: 4, low_risk: false, sections };
}

describe('permit form model', () => {
  it('does not ask what its own fields answer: site, start / end, division / department / unit', () => {
    const d = definition();
    const derived = [...derivedKeys(d).values()].sort();
    expect(derived).toEqual(['department', 'division', 'end', 'site', 'start', 'unit']);
    const asked = askedDefinition(d);
    // location and duration are fully derived; closure and declaration come later
    expect(asked.sections.map((s) => s.title)).toEqual(['Hazards', 'Night Work Checklist']);
  });

  it('starts a new permit now-ish for the template’s default hours with one empty worker card', () => {
    const d = { ...definition(), default_hours: 10 };
    const v = initialPermitValues(d, 7, undefined, new Date('2026-03-02T09:05:00'));
    expect(v.start_at).toBe('2026-03-02T09:15');
    expect(v.end_at).toBe('2026-03-02T19:15');
    expect(v.workers).toHaveLength(1);
    expect(v.permit_form_version_id).toBe(7);
    expect(Object.keys(v.answers)).not.toContain(d.sections.find((s) => s.kind === 'closure')!.questions[0].key);
  });

  it('sends ISO times, the derived answers and the hidden defaults; a hidden-by-rule answer is dropped', () => {
    const d = definition();
    const v = initialPermitValues(d, 7, undefined, new Date('2026-03-02T09:05:00'));
    const site = { id: 3, name: 'Harbour', divisions: [{ id: 30, name: 'Operations', departments: [{ id: 31, name: 'Maintenance', units: [] }] }] };
    const input = toPermitInput({ ...v, title: ' Weld ', location: { ...v.location, site_id: 3, division_id: 30, department_id: 31, description: 'Bay 2' }, answers: { ...v.answers, q_vap: 'Yes' } }, d, 7, [site]);
    expect(input.title).toBe('Weld');
    expect(input.start_at).toBe(new Date('2026-03-02T09:15').toISOString());
    const loc = d.sections.find((s) => s.kind === 'location')!.questions;
    expect(input.answers[loc[0].key]).toBe(3);
    expect(input.answers[loc[1].key]).toBe('Operations');
    expect(input.answers[loc[2].key]).toBe('Maintenance');
    expect(input.answers.q_code).toBe('HW-01');
    expect(input.answers.q_vap).toBe('Yes');
    expect(withTreeNames(d, {}, { division: 'A', department: 'B', unit: 'C' })[loc[3].key]).toBe('C');
  });
});
