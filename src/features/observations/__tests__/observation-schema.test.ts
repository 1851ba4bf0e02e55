import { observationSchema, publicObservationSchema, isFuture } from '../schemas/observation-schema';

const t = (key: string) => key;
const NOW = new Date('2025-06-15T12:00:00');
const valid = {
  type: 'unsafe_act',
  category: 'ppe',
  description: 'No gloves at the press',
  site_id: 1,
  area_id: null,
  location: '',
  observed_at: '2025-06-15T09:30',
  risk_level: 'high',
  action_required: false,
  actions: [],
  no_action_reason: 'Gloves handed out on the spot',
  comment: 'Talked to the operator',
  severity: '',
  equipment_name: '',
  serial_number: '',
  submittal_number: '',
};

async function errorsOf(values: Record<string, unknown>, schema: { validate(v: unknown, o: object): Promise<unknown> } = observationSchema(t, () => NOW)) {
  try {
    await schema.validate(values, { abortEarly: false });
    return [];
  } catch (e) {
    return (e as { errors: string[] }).errors;
  }
}

describe('observation schema (SPEC §5 "Reports and records")', () => {
  it('accepts a complete observation', async () => {
    expect(await errorsOf(valid)).toEqual([]);
  });

  it.each([
    ['type', { type: '' }, 'validation.typeRequired'],
    ['description', { description: '   ' }, 'validation.descriptionRequired'],
    ['site or area', { site_id: null }, 'validation.siteRequired'],
    ['date and time', { observed_at: '' }, 'validation.dateRequired'],
    ['a future date', { observed_at: '2025-06-15T12:30' }, 'validation.dateFuture'],
    ['risk level', { risk_level: '' }, 'validation.riskRequired'],
    ['the action-required choice', { action_required: null }, 'validation.actionRequiredChoice'],
    ['a reason when no action is required', { no_action_reason: '' }, 'validation.reasonRequired'],
    ['at least one action when action is required', { action_required: true, actions: [] }, 'validation.actionsMin'],
    ['the comment', { comment: '' }, 'validation.commentRequired'],
  ])('requires %s', async (_name, patch, message) => {
    expect(await errorsOf({ ...valid, ...patch })).toContain(message);
  });

  it('does not ask for a reason when action is required, but checks each action', async () => {
    const errors = await errorsOf({ ...valid, action_required: true, no_action_reason: '', actions: [{ description: '', category: '', control_type: '', responsible_user_id: null, due_date: '' }] });
    expect(errors).not.toContain('validation.reasonRequired');
    expect(errors).toEqual(expect.arrayContaining(['validation.actionDescriptionRequired', 'validation.controlRequired', 'validation.responsibleRequired', 'validation.dueDateRequired']));
  });

  it('accepts the present minute and refuses later ones', () => {
    expect(isFuture('2025-06-15T12:00', NOW)).toBe(false);
    expect(isFuture('2025-06-15T12:02', NOW)).toBe(true);
    expect(isFuture('', NOW)).toBe(false);
  });

  it('applies the visitor rules on the public form', async () => {
    const schema = publicObservationSchema(t, () => NOW);
    expect(await errorsOf({ type: 'near_miss', description: 'x', site_id: 3, observed_at: '2025-06-14T08:00', risk_level: 'low', reporter_name: '' }, schema)).toEqual([]);
    expect(await errorsOf({ type: '', description: '', site_id: null, observed_at: '2030-01-01T00:00', risk_level: '' }, schema)).toEqual(
      expect.arrayContaining(['validation.typeRequired', 'validation.descriptionRequired', 'validation.siteRequired', 'validation.dateFuture', 'validation.riskRequired']),
    );
  });
});


describe('free-text limits and invisible text (issue 12, 9)', () => {
  it('a description of zero-width characters is not filled in; every free-text field has a limit', async () => {
    expect(await errorsOf({ ...valid, description: '\u200B\u200B \uFEFF' })).toEqual(['validation.descriptionRequired']);
    expect(await errorsOf({ ...valid, comment: '\u200B' })).toEqual(['validation.commentRequired']);
    expect(await errorsOf({ ...valid, comment: 'x'.repeat(2001) })).toEqual(['validation.tooLong']);
    expect(await errorsOf({ ...valid, no_action_reason: 'x'.repeat(2001) })).toEqual(['validation.tooLong']);
    expect(await errorsOf({ ...valid, description: 'x'.repeat(100_000) })).toEqual(['validation.tooLong']);
    expect(await errorsOf({ ...valid, comment: 'x'.repeat(2000), description: 'Ok \u200B' })).toEqual([]);
    const pub = publicObservationSchema(t, () => NOW);
    expect(await errorsOf({ type: 'near_miss', description: '\u200B', site_id: 1, observed_at: '2025-06-15T09:30', risk_level: 'low', location: 'x'.repeat(201) }, pub)).toEqual(['validation.descriptionRequired', 'validation.tooLong']);
  });
});
