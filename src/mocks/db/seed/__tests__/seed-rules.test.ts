import { actionSchema } from '@/features/actions/schemas/action-schema';
import { observationSchema, publicObservationSchema } from '@/features/observations/schemas/observation-schema';
import type { DemoAction } from '../actions';
import type { DemoObservation } from '../observations';
import { seedTenants } from '../index';

// Seeded records obey the rules the API enforces on saved ones, so every one of them can be opened and
// saved again (issue 11: seeded closed actions without completion proof could not be edited).
const t = (key: string) => key;
const NOW = new Date('2026-06-15T12:00:00Z');
const tenants = await seedTenants(NOW);
const withData = tenants.filter((x) => ((x.collections.observations as unknown[]) ?? []).length > 0);

describe('seeded demo data', () => {
  it('has tenants with data to check', () => {
    expect(withData.length).toBeGreaterThan(0);
  });

  it.each(withData.map((x) => [x.key, x] as const))('%s: every action passes the action schema (completed and closed ones carry proof)', (_key, tenant) => {
    const schema = actionSchema(t);
    const actions = tenant.collections.actions as DemoAction[];
    const failing = actions.filter((a) => !schema.isValidSync(a)).map((a: DemoAction) => a.number);
    expect(failing).toEqual([]);
    expect(actions.some((a) => a.status === 'closed')).toBe(true);
  });

  it.each(withData.map((x) => [x.key, x] as const))('%s: every observation passes the schema of the form it came from', (_key, tenant) => {
    const actions = new Map((tenant.collections.actions as DemoAction[]).map((a) => [a.id, a]));
    const signedIn = observationSchema(t, () => NOW);
    const publicForm = publicObservationSchema(t, () => NOW);
    const failing: string[] = [];
    for (const o of tenant.collections.observations as DemoObservation[]) {
      const linked = o.action_ids.map((id) => actions.get(id)!);
      // unreviewed public reports carry no decision yet; every reviewed one has its actions or a reason
      const ok = o.action_required === null ? publicForm.isValidSync(o) : signedIn.isValidSync({ ...o, actions: linked });
      if (!ok) failing.push(o.number);
    }
    expect(failing).toEqual([]);
    const unreviewed = (tenant.collections.observations as DemoObservation[]).filter((o) => o.action_required === null);
    expect(unreviewed.length).toBeGreaterThan(0);
    // an empty optional category stays empty: nothing invented
    expect(unreviewed.some((o) => o.category === null)).toBe(true);
  });

  it.each(withData.map((x) => [x.key, x] as const))('%s: no lesson is dated after today', (_key, tenant) => {
    const lessons = (tenant.collections.lessons ?? []) as unknown as { created_at: string }[];
    expect(lessons.filter((l) => new Date(l.created_at) > NOW)).toEqual([]);
  });
});
