import { actionSchema } from '../schemas/action-schema';

const t = (key: string) => key;

async function errorsOf(values: Record<string, unknown>, schema: { validate(v: unknown, o: object): Promise<unknown> }) {
  try {
    await schema.validate(values, { abortEarly: false });
    return [];
  } catch (e) {
    return (e as { errors: string[] }).errors;
  }
}

describe('action schema (SPEC §5: control, responsible person, due date and type; proof to complete)', () => {
  const action = { type: 'Action', description: 'Fit a guard', category: 'machinery', control_type: 'engineering', risk_level: 'high', responsible_user_id: 7, assigned_to_id: null, due_date: '2025-07-01', status: 'open', remarks: '', site_id: null, area_id: null, completion_proof: [] };
  const schema = actionSchema(t);
  it('accepts a complete action', async () => {
    expect(await errorsOf(action, schema)).toEqual([]);
  });
  it.each([
    ['control', { control_type: '' }, 'validation.controlRequired'],
    ['responsible person', { responsible_user_id: null }, 'validation.responsibleRequired'],
    ['due date', { due_date: '' }, 'validation.dueDateRequired'],
    ['type', { type: '' }, 'validation.typeRequired'],
    ['proof to complete', { status: 'completed' }, 'validation.proofRequired'],
    ['proof to close', { status: 'closed' }, 'validation.proofRequired'],
  ])('requires %s', async (_n, patch, message) => {
    expect(await errorsOf({ ...action, ...patch }, schema)).toContain(message);
  });
  it('completes with proof', async () => {
    expect(await errorsOf({ ...action, status: 'completed', completion_proof: [{ name: 'done.jpg', type: 'image/jpeg', size: 3, data_url: 'data:image/jpeg;base64,/9j/' }] }, schema)).toEqual([]);
  });
});
