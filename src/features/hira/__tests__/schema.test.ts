import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ruleErrors } from '@/lib/forms/rule-errors';
import { hiraSchema, rejectSchema } from '../schemas/hira-schema';
import { HIRA_RULE_FIELDS, HIRA_SERVER_MESSAGES, HIRA_SERVER_ONLY_MESSAGES, hiraFieldErrors, hiraServerT } from '../schemas/rule-messages';

const t = (key: string) => key;
const valid = {
  reference_id: 'R-1',
  title: 'Forklift traffic',
  classification: 'routine',
  site_id: 1,
  area_id: null,
  hazard: 'Moving forklifts',
  risk: 'Struck by a forklift',
  consequence: 'Crush injury',
  review_frequency: 'yearly',
  inherent_likelihood: 'likely',
  inherent_severity: 'major',
  residual_likelihood: 'possible',
  residual_severity: 'major',
  target_likelihood: '',
  target_severity: '',
  controls: [{ text: 'Barriers', type: 'engineering', kind: 'available' }],
  tags: ['traffic'],
  assessed_by_id: 3,
  assessed_at: '2026-01-05',
};

describe('HIRA schema (form and demo backend)', () => {
  it('accepts a complete risk, as a draft and for approval', async () => {
    expect(await ruleErrors(hiraSchema(t), { ...valid, intent: 'draft' })).toEqual([]);
    expect(await ruleErrors(hiraSchema(t), { ...valid, intent: 'submit' })).toEqual([]);
  });

  it('lets a draft leave the ratings open, but not a submission (SPEC §5: the rating must be classified)', async () => {
    const open = { ...valid, inherent_severity: '', residual_likelihood: '', controls: [] };
    expect(await ruleErrors(hiraSchema(t), { ...open, intent: 'draft' })).toEqual([]);
    expect(await ruleErrors(hiraSchema(t), { ...open, intent: 'submit' })).toEqual(['validation.inherentRequired', 'validation.residualRequired', 'validation.controlsRequired']);
  });

  it('requires the id and the other fields (SPEC §5), real levels, a whole target and no future date', async () => {
    const errors = await ruleErrors(hiraSchema(t), { intent: 'draft' });
    expect(errors).toEqual(
      expect.arrayContaining(['validation.referenceRequired', 'validation.titleRequired', 'validation.classificationRequired', 'validation.siteRequired', 'validation.hazardRequired', 'validation.riskRequired', 'validation.consequenceRequired', 'validation.frequencyRequired', 'validation.assessorRequired', 'validation.assessedAtRequired']),
    );
    expect(await ruleErrors(hiraSchema(t), { ...valid, inherent_likelihood: 'sometimes' })).toEqual(['validation.levelInvalid']);
    expect(await ruleErrors(hiraSchema(t), { ...valid, target_likelihood: 'rare' })).toEqual(['validation.targetIncomplete']);
    expect(await ruleErrors(hiraSchema(t), { ...valid, assessed_at: '2999-01-01' })).toEqual(['validation.assessedAtFuture']);
    expect(await ruleErrors(hiraSchema(t), { ...valid, controls: [{ text: ' ', type: 'magic', kind: 'available' }] })).toEqual(['validation.controlTextRequired', 'validation.controlTypeRequired']);
    expect(await ruleErrors(rejectSchema(t), { reason: '  ' })).toEqual(['validation.reasonRequired']);
  });

  it('gives the server its English messages and maps them back onto the fields in the user’s language', async () => {
    expect(await ruleErrors(hiraSchema(hiraServerT), { ...valid, reference_id: '' })).toEqual(['Risk assessment id can’t be blank']);
    expect(hiraFieldErrors(['Risk assessment id has already been taken', 'Something else'], (k) => `T:${k}`)).toEqual({ fields: { reference_id: 'T:validation.referenceTaken' }, other: ['Something else'] });
  });

  it('has a translation for every rule and server message, and a field for every mapped one', () => {
    const en = JSON.parse(readFileSync(join(process.cwd(), 'src/locales/en/hira.json'), 'utf8')) as { validation: Record<string, string> };
    for (const key of [...Object.keys(HIRA_SERVER_MESSAGES), ...Object.keys(HIRA_SERVER_ONLY_MESSAGES)]) expect({ key, text: en.validation[key.replace('validation.', '')] }).toEqual({ key, text: expect.any(String) });
    for (const key of Object.keys(HIRA_RULE_FIELDS)) expect({ ...HIRA_SERVER_MESSAGES, ...HIRA_SERVER_ONLY_MESSAGES }[key]).toBeTruthy();
  });
});
