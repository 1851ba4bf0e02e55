import { ANNUAL_PAID_MONTHS, BASE_LICENCES, canSwitchPlan, cardBrand, expiryValid, licencesOf, luhnValid, nextBillDate, priceSummary, tokenizeTestCard, trialDaysLeft, type ModulePrice } from '../model';

const usd = (module_name: string, price_cents: number, id = 1): ModulePrice => ({ id, module_name, price_cents, currency: 'USD' });
// the demo's prices (demo/seed.ts): 3 + 2 + 1 + 4 + 3 + 2 + 1 + 2 = $18 per user per month for all eight modules
const PRICES = [usd('Incident', 300), usd('Observation', 200), usd('Action', 100), usd('Permit', 400), usd('Audit', 300), usd('HIRA', 200), usd('Library', 100), usd('Contractor', 200)];
const ALL = PRICES.map((p) => p.module_name);

describe('business plan pricing (SPEC §9: per user per month, 15-licence base, monthly or annual)', () => {
  it('prices 15 licences monthly: $18 × 15 = $270 a month', () => {
    const s = priceSummary(PRICES, ALL, { pack: 'none', billing_frequency: 'monthly' });
    expect(s.per_user_month_cents).toBe(1800);
    expect(s.licences).toBe(15);
    expect(s.monthly_cents).toBe(27_000);
    expect(s.period_cents).toBe(27_000);
    expect(s.yearly_cents).toBe(324_000);
    expect(s.annual_saving_cents).toBe(0);
  });

  it('annual pays 10 of 12 months: $270 × 10 = $2,700 a year, saving $540', () => {
    expect(ANNUAL_PAID_MONTHS).toBe(10);
    const s = priceSummary(PRICES, ALL, { pack: 'none', billing_frequency: 'annual' });
    expect(s.period_cents).toBe(270_000);
    expect(s.annual_saving_cents).toBe(54_000);
  });

  it('adds user packs to the base: micro 20, small 25, medium 40, large 65 licences', () => {
    expect(BASE_LICENCES).toBe(15);
    expect([licencesOf('micro'), licencesOf('small'), licencesOf('medium'), licencesOf('large')]).toEqual([20, 25, 40, 65]);
    // large, monthly: $18 × 65 = $1,170; annual: $11,700
    expect(priceSummary(PRICES, ALL, { pack: 'large', billing_frequency: 'monthly' }).period_cents).toBe(117_000);
    expect(priceSummary(PRICES, ALL, { pack: 'large', billing_frequency: 'annual' }).period_cents).toBe(1_170_000);
    // micro, monthly: $18 × 20 = $360
    expect(priceSummary(PRICES, ALL, { pack: 'micro', billing_frequency: 'monthly' }).period_cents).toBe(36_000);
  });

  it('prices only the organisation modules: incidents + permits = $7 × 25 = $175 a month on small', () => {
    const s = priceSummary(PRICES, ['Incident', 'Permit'], { pack: 'small', billing_frequency: 'monthly' });
    expect(s.lines).toEqual([
      { module_name: 'Incident', price_cents: 300 },
      { module_name: 'Permit', price_cents: 400 },
    ]);
    expect(s.period_cents).toBe(17_500);
  });
});

describe('billing dates', () => {
  it('bills one calendar month later, clamped to the month end', () => {
    expect(nextBillDate(new Date('2026-01-31T10:00:00Z'), 'monthly').toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(nextBillDate(new Date('2028-01-31T10:00:00Z'), 'monthly').toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(nextBillDate(new Date('2026-12-15T00:00:00Z'), 'monthly').toISOString()).toBe('2027-01-15T00:00:00.000Z');
    expect(nextBillDate(new Date('2028-02-29T00:00:00Z'), 'annual').toISOString()).toBe('2029-02-28T00:00:00.000Z');
  });

  it('counts trial days left, a part day as a day, 0 once ended', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    expect(trialDaysLeft('2026-03-04T12:00:00Z', now)).toBe(3);
    expect(trialDaysLeft('2026-03-01T13:00:00Z', now)).toBe(1);
    expect(trialDaysLeft('2026-03-01T12:00:00Z', now)).toBe(0);
    expect(trialDaysLeft('2026-02-20T00:00:00Z', now)).toBe(0);
    expect(trialDaysLeft(null, now)).toBeNull();
  });

  it('lets every plan but the free one switch (SPEC §6)', () => {
    expect(canSwitchPlan({ plan: 'free' })).toBe(false);
    expect(canSwitchPlan({ plan: 'free_trial' })).toBe(true);
    expect(canSwitchPlan({ plan: 'business' })).toBe(true);
  });
});

describe('test billing mode cards', () => {
  it('checks the Luhn digit (ISO/IEC 7812-1)', () => {
    expect(luhnValid('4242 4242 4242 4242')).toBe(true);
    expect(luhnValid('4242 4242 4242 4241')).toBe(false);
    expect(luhnValid('79927398713')).toBe(false); // too short for a card
    expect(luhnValid('4000-0000-0000-0002')).toBe(true);
  });

  it('names the brand by its prefix', () => {
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('2221000000000009')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('6011111111111117')).toBeNull();
  });

  it('turns a test card into a token, its brand and last four; other numbers are refused', () => {
    expect(tokenizeTestCard('4242 4242 4242 4242')).toEqual({ payment_token: 'tok_test_success', card_brand: 'visa', card_last4: '4242' });
    expect(tokenizeTestCard('4000002500003155')).toEqual({ payment_token: 'tok_test_authentication', card_brand: 'visa', card_last4: '3155' });
    expect(tokenizeTestCard('4000000000000002')).toEqual({ payment_token: 'tok_test_declined', card_brand: 'visa', card_last4: '0002' });
    expect(tokenizeTestCard('4111111111111111')).toBeNull();
  });

  it('accepts an expiry from the current month on', () => {
    const now = new Date('2026-11-26T00:00:00Z');
    expect(expiryValid('11/26', now)).toBe(true);
    expect(expiryValid('10/26', now)).toBe(false);
    expect(expiryValid('01/30', now)).toBe(true);
    expect(expiryValid('13/30', now)).toBe(false);
    expect(expiryValid('1/30', now)).toBe(false);
  });
});
