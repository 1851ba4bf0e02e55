import { licencesOf, onTrial, trialDaysLeft } from '../model';
import { organizationSchema } from '../schemas/organization-schema';
import { ORGANIZATION_SERVER_MESSAGES, organizationFieldErrors, organizationServerT } from '../schemas/rule-messages';
import { ruleErrors } from '@/lib/forms/rule-errors';
import en from '@/locales/en/platform.json';

/** the English text of a key of platform.json */
const t = (key: string) => key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], en) as string;
const now = new Date('2026-03-01T12:00:00Z');
const trial = { plan: 'free_trial' as const, subscription_type: 'trial' as const };

describe('trial days left (SPEC §9: a 14-day free trial)', () => {
  it('counts whole days, a started day as a day', () => {
    // 14 days exactly after now → 14; 13 days and 1 hour → 14; 1 hour → 1
    expect(trialDaysLeft({ ...trial, trial_ends_at: '2026-03-15T12:00:00Z' }, now)).toBe(14);
    expect(trialDaysLeft({ ...trial, trial_ends_at: '2026-03-14T13:00:00Z' }, now)).toBe(14);
    expect(trialDaysLeft({ ...trial, trial_ends_at: '2026-03-01T13:00:00Z' }, now)).toBe(1);
  });

  it('is 0 once the trial has ended, and null off trial or without an end', () => {
    expect(trialDaysLeft({ ...trial, trial_ends_at: '2026-02-20T12:00:00Z' }, now)).toBe(0);
    expect(trialDaysLeft({ plan: 'business', subscription_type: 'paid', trial_ends_at: '2026-03-15T12:00:00Z' }, now)).toBeNull();
    expect(trialDaysLeft({ ...trial, trial_ends_at: null }, now)).toBeNull();
  });

  it('a trial subscription on any plan counts as a trial; licences follow (50 on trial, 15 base)', () => {
    expect(onTrial({ plan: 'business', subscription_type: 'trial' })).toBe(true);
    expect(licencesOf({ plan: 'free_trial', subscription_type: 'trial' })).toBe(50);
    expect(licencesOf({ plan: 'business', subscription_type: 'paid' })).toBe(15);
  });
});

describe('organisation schema (form and demo backend)', () => {
  const valid = { name: 'Acme', plan: 'business', subscription_type: 'paid', modules: ['Incident', 'Permit'], is_enterprise: false, is_locked: false };
  const schema = organizationSchema(organizationServerT);

  it('accepts a valid organisation', async () => {
    expect(await ruleErrors(schema, valid)).toEqual([]);
  });

  it('refuses a blank or long name, an unknown plan, subscription or module, a module twice', async () => {
    expect(await ruleErrors(schema, { ...valid, name: '  ' })).toEqual(['Name is required']);
    expect(await ruleErrors(schema, { ...valid, name: 'x'.repeat(101) })).toEqual([ORGANIZATION_SERVER_MESSAGES['validation.nameTooLong']]);
    expect(await ruleErrors(schema, { ...valid, plan: 'gold' })).toEqual([ORGANIZATION_SERVER_MESSAGES['validation.planInvalid']]);
    expect(await ruleErrors(schema, { ...valid, subscription_type: 'lifetime' })).toEqual([ORGANIZATION_SERVER_MESSAGES['validation.subscriptionInvalid']]);
    expect(await ruleErrors(schema, { ...valid, modules: ['Payroll'] })).toContain(ORGANIZATION_SERVER_MESSAGES['validation.modulesInvalid']);
    expect(await ruleErrors(schema, { ...valid, modules: ['Permit', 'Permit'] })).toEqual([ORGANIZATION_SERVER_MESSAGES['validation.modulesInvalid']]);
  });

  it('every server message has a translation and maps back onto its field', () => {
    for (const key of Object.keys(ORGANIZATION_SERVER_MESSAGES)) expect(typeof t(key)).toBe('string');
    expect(organizationFieldErrors(['Plan is not included in the list', 'Something else'], t)).toEqual({ fields: { plan: 'Choose a plan.' }, other: ['Something else'] });
  });
});
