import { DEFAULT_PRICING, licencesOf, priceSummary, type ModulePrice } from '../model';

const prices: ModulePrice[] = [
  { id: 1, module_name: 'Incident', price_cents: 300, currency: 'USD' },
  { id: 2, module_name: 'Permit', price_cents: 450, currency: 'USD' },
];

describe('price summary with the platform’s pricing settings (/paymentsettings)', () => {
  it('uses the platform’s pack sizes, free months and tax rate (hand computed)', () => {
    const pricing = { user_packs: { micro: 8, small: 12, medium: 30, large: 60 }, annual_free_months: 3, tax_rate_percent: 7.25 };
    expect(licencesOf('micro', pricing)).toBe(23);
    // $7.50 per user per month × 23 licences = $172.50 a month; annual: 9 paid months = $1,552.50
    const annual = priceSummary(prices, ['Incident', 'Permit'], { pack: 'micro', billing_frequency: 'annual' }, pricing);
    expect(annual).toMatchObject({ licences: 23, per_user_month_cents: 750, monthly_cents: 17_250, period_cents: 155_250, annual_saving_cents: 51_750, annual_paid_months: 9 });
    // 7.25 % of $1,552.50 = $112.555 → $112.56 (half up)
    expect(annual.tax_cents).toBe(11_256);
    expect(annual.period_with_tax_cents).toBe(166_506);
  });

  it('keeps today’s figures without settings (5-licence micro pack, 10 of 12 months paid, no tax)', () => {
    const s = priceSummary(prices, ['Incident'], { pack: 'micro', billing_frequency: 'annual' });
    // $3 × 20 licences × 10 months = $600
    expect(s).toMatchObject({ licences: 20, period_cents: 60_000, tax_cents: 0, period_with_tax_cents: 60_000, annual_paid_months: 10 });
    expect(DEFAULT_PRICING.annual_free_months).toBe(2);
  });
});
