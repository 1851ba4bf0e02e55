import { annualDiscountPercent, extendedTrialEnd, licencesOf, onTrial, platformDomainKind, toCents, trialDaysLeft } from '../model';
import { modulePriceSchema, paymentSettingsSchema } from '../schemas/payment-settings-schema';
import { organizationCreateSchema } from '../schemas/organization-create-schema';
import { apiSettingsSchema } from '../schemas/api-settings-schema';
import { domainRuleSchema } from '../schemas/domain-rule-schema';
import { extendDecisionSchema } from '../schemas/extend-decision-schema';
import { organizationSchema } from '../schemas/organization-schema';
import { DOMAIN_SERVER_MESSAGES, EXTEND_SERVER_MESSAGES, domainServerT, ORGANIZATION_SERVER_MESSAGES, extendServerT, organizationFieldErrors, organizationServerT, PAYMENT_SERVER_MESSAGES, paymentServerT, API_SERVER_MESSAGES, apiServerT } from '../schemas/rule-messages';
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

describe('trial extension (SPEC §4 "a free trial can be extended on request")', () => {
  it('adds the days to a running trial’s end, and to today once it has ended', () => {
    // ends in 3 days + 7 → 10 days from now
    expect(extendedTrialEnd('2026-03-04T12:00:00.000Z', 7, now)).toBe('2026-03-11T12:00:00.000Z');
    // ended 5 days ago + 7 → 7 days from now (not 2)
    expect(extendedTrialEnd('2026-02-24T12:00:00.000Z', 7, now)).toBe('2026-03-08T12:00:00.000Z');
    expect(extendedTrialEnd(null, 14, now)).toBe('2026-03-15T12:00:00.000Z');
  });

  it('an approval needs 1 to 28 whole days, a rejection a reason', async () => {
    const schema = extendDecisionSchema(extendServerT);
    expect(await ruleErrors(schema, { decision: 'approve', days: 14 })).toEqual([]);
    expect(await ruleErrors(schema, { decision: 'approve', days: 28 })).toEqual([]);
    expect(await ruleErrors(schema, { decision: 'approve', days: 29 })).toEqual([EXTEND_SERVER_MESSAGES['validation.daysRange']]);
    expect(await ruleErrors(schema, { decision: 'approve', days: 0 })).toEqual([EXTEND_SERVER_MESSAGES['validation.daysRange']]);
    expect(await ruleErrors(schema, { decision: 'approve', days: 2.5 })).toEqual([EXTEND_SERVER_MESSAGES['validation.daysRange']]);
    expect(await ruleErrors(schema, { decision: 'approve' })).toEqual([EXTEND_SERVER_MESSAGES['validation.daysRequired']]);
    expect(await ruleErrors(schema, { decision: 'reject', reason: '  ' })).toEqual([EXTEND_SERVER_MESSAGES['validation.reasonRequired']]);
    expect(await ruleErrors(schema, { decision: 'reject', reason: 'Budget closed' })).toEqual([]);
    expect(await ruleErrors(schema, { decision: 'maybe' })).toEqual([EXTEND_SERVER_MESSAGES['validation.decisionInvalid']]);
    for (const key of Object.keys(EXTEND_SERVER_MESSAGES)) expect(typeof t(key)).toBe('string');
  });
});

describe('platform domain lists (allow / block before the maintained lists)', () => {
  const rules = [
    { domain: 'acme.com', list: 'allow' as const, kind: null },
    { domain: 'spam.acme.com', list: 'block' as const, kind: 'disposable' as const },
    { domain: 'freebie.example', list: 'block' as const, kind: 'free' as const },
  ];
  it('matches the domain and its sub-domains, the most specific rule winning', () => {
    expect(platformDomainKind('acme.com', rules)).toBe('business');
    expect(platformDomainKind('Mail.ACME.com', rules)).toBe('business');
    expect(platformDomainKind('x.spam.acme.com', rules)).toBe('disposable');
    expect(platformDomainKind('freebie.example', rules)).toBe('free');
    // not a sub-domain: a longer name that merely ends alike
    expect(platformDomainKind('notacme.com', rules)).toBeNull();
    expect(platformDomainKind('', rules)).toBeNull();
  });

  it('the schema takes host names only, and a kind on the block list', async () => {
    const schema = domainRuleSchema(domainServerT);
    expect(await ruleErrors(schema, { domain: 'Example.COM', list: 'allow', kind: null })).toEqual([]);
    expect(await ruleErrors(schema, { domain: 'mail.example.co.uk', list: 'block', kind: 'free' })).toEqual([]);
    for (const bad of ['example', 'exa mple.com', '-bad.com', 'bad-.com', 'a..com', 'x@y.com']) expect(await ruleErrors(schema, { domain: bad, list: 'allow' }), bad).toEqual([DOMAIN_SERVER_MESSAGES['validation.domainInvalid']]);
    expect(await ruleErrors(schema, { domain: 'x.com', list: 'block' })).toEqual([DOMAIN_SERVER_MESSAGES['validation.kindInvalid']]);
    expect(await ruleErrors(schema, { domain: 'x.com', list: 'grey' })).toEqual([DOMAIN_SERVER_MESSAGES['validation.listInvalid']]);
    for (const key of Object.keys(DOMAIN_SERVER_MESSAGES)) expect(typeof t(key)).toBe('string');
  });
});

describe('payment settings rules', () => {
  const valid = { user_packs: { micro: 5, small: 10, medium: 25, large: 50 }, annual_free_months: 2, tax_rate_percent: 7.25, billing_mode: 'test' };
  it('packs grow from micro to large, whole 1–1000; free months 0–6; tax 0–50 with two decimals', async () => {
    const schema = paymentSettingsSchema(paymentServerT);
    expect(await ruleErrors(schema, valid)).toEqual([]);
    expect(await ruleErrors(schema, { ...valid, user_packs: { ...valid.user_packs, small: 5 } })).toEqual([PAYMENT_SERVER_MESSAGES['validation.packOrder']]);
    expect(await ruleErrors(schema, { ...valid, user_packs: { ...valid.user_packs, large: 1001 } })).toEqual([PAYMENT_SERVER_MESSAGES['validation.packInvalid']]);
    expect(await ruleErrors(schema, { ...valid, annual_free_months: 7 })).toEqual([PAYMENT_SERVER_MESSAGES['validation.freeMonthsInvalid']]);
    expect(await ruleErrors(schema, { ...valid, tax_rate_percent: 7.255 })).toEqual([PAYMENT_SERVER_MESSAGES['validation.taxInvalid']]);
    expect(await ruleErrors(schema, { ...valid, tax_rate_percent: 50.01 })).toEqual([PAYMENT_SERVER_MESSAGES['validation.taxInvalid']]);
    expect(await ruleErrors(modulePriceSchema(paymentServerT), { price: 12.345 })).toEqual([PAYMENT_SERVER_MESSAGES['validation.priceInvalid']]);
    expect(await ruleErrors(modulePriceSchema(paymentServerT), { price: 0.1 })).toEqual([]);
  });
  it('the annual discount of free months, and prices in cents (hand counts)', () => {
    expect(annualDiscountPercent(2)).toBe(16.7);
    expect(annualDiscountPercent(3)).toBe(25);
    expect(toCents(0.29)).toBe(29);
    expect(toCents(5.5)).toBe(550);
  });
});

describe('organisation create rules', () => {
  const valid = { name: 'Umbrella', sub_domain_name: 'umbrella-2', plan: 'business', modules: ['Permit'], admin_name: 'Alice', admin_email: 'alice@umbrella.test' };
  it('sub-domain: lower-case letters, digits, inner hyphens, 3–30, starting with a letter, not reserved', async () => {
    const schema = organizationCreateSchema(organizationServerT);
    expect(await ruleErrors(schema, valid)).toEqual([]);
    for (const bad of ['ab', '2fast', 'a--b', 'ends-', 'under_score', 'a'.repeat(31)]) expect(await ruleErrors(schema, { ...valid, sub_domain_name: bad })).toEqual([ORGANIZATION_SERVER_MESSAGES['validation.subDomainInvalid']]);
    // upper case is folded (the host name is case-insensitive)
    expect(await ruleErrors(schema, { ...valid, sub_domain_name: 'Umbrella' })).toEqual([]);
    for (const reserved of ['www', 'admin', 'api', 'public']) expect(await ruleErrors(schema, { ...valid, sub_domain_name: reserved })).toEqual([ORGANIZATION_SERVER_MESSAGES['validation.subDomainReserved']]);
    expect(await ruleErrors(schema, { ...valid, admin_email: 'alice@' })).toEqual([ORGANIZATION_SERVER_MESSAGES['validation.adminEmailInvalid']]);
    for (const key of Object.keys(ORGANIZATION_SERVER_MESSAGES)) expect(typeof t(key)).toBe('string');
    for (const key of Object.keys(PAYMENT_SERVER_MESSAGES)) expect(typeof t(key)).toBe('string');
  });
});

describe('API settings rules', () => {
  it('origins: https host with an optional port, http only for localhost, no path, each once, at most 20 (RFC 6454)', async () => {
    const schema = apiSettingsSchema(apiServerT);
    expect(await ruleErrors(schema, { allowed_origins: ['https://a.example', 'https://b.example:8443', 'http://localhost:3000', 'HTTPS://C.Example/'] })).toEqual([]);
    for (const bad of ['http://a.example', 'https://a.example/path', 'ftp://a.example', 'https://localhost', 'a.example']) expect(await ruleErrors(schema, { allowed_origins: [bad] })).toEqual([API_SERVER_MESSAGES['validation.originInvalid']]);
    expect(await ruleErrors(schema, { allowed_origins: ['https://a.example', 'https://A.example/'] })).toEqual([API_SERVER_MESSAGES['validation.originTaken']]);
    expect(await ruleErrors(schema, { allowed_origins: Array.from({ length: 21 }, (_, i) => `https://s${i}.example`) })).toEqual([API_SERVER_MESSAGES['validation.originsTooMany']]);
    for (const key of Object.keys(API_SERVER_MESSAGES)) expect(typeof t(key)).toBe('string');
  });
});
