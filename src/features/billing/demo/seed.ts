import type { SeedContext } from '@/mocks/db/seed';
import { nextBillDate, priceSummary, type BillingAddress, type ModulePrice, type Payment, type Subscription } from '../model';
import type { DemoPayment, DemoSubscription } from './store';
import { DAY_MS } from '@/lib/dates';

/**
 * The platform's module prices (SPEC §7 "module_prices"; SPEC §9 leaves the figures open: these are the demo's), in
 * cents per user per month.
 */
export const DEMO_MODULE_PRICES: readonly Omit<ModulePrice, 'id'>[] = [
  { module_name: 'Incident', price_cents: 300, currency: 'USD' },
  { module_name: 'Observation', price_cents: 200, currency: 'USD' },
  { module_name: 'Action', price_cents: 100, currency: 'USD' },
  { module_name: 'Permit', price_cents: 400, currency: 'USD' },
  { module_name: 'Audit', price_cents: 300, currency: 'USD' },
  { module_name: 'HIRA', price_cents: 200, currency: 'USD' },
  { module_name: 'Library', price_cents: 100, currency: 'USD' },
  { module_name: 'Contractor', price_cents: 200, currency: 'USD' },
];


/**
 * The user pack the seeded business organisations bought: large (15 + 50 = 65 licences), which holds their ~40 active
 * users — the licences the users module then allows (features/users `licenceTotal`, one source).
 */
export const SEEDED_PACK = 'large' as const;

const ADDRESSES: Record<string, BillingAddress> = {
  acme: { name: 'Acme Manufacturing Ltd', line1: '1 Foundry Road', city: 'Sheffield', postcode: 'S1 2AB', country: 'United Kingdom' },
  initech: { name: 'Initech Energy Inc.', line1: '400 Grid Avenue', city: 'Austin', postcode: '73301', country: 'United States' },
};

export const receiptNumber = (at: string, id: number) => `RCPT-${at.slice(0, 4)}-${String(id).padStart(5, '0')}`;

/**
 * Seeded history (issue 28): acme pays the business plan monthly and has a year of receipts; initech pays it yearly;
 * globex is a free trial with three days left. Runs after every other seeder so their ids stay as they were.
 */
export function seedBilling({ tenant, now }: SeedContext): void {
  const org = tenant.organization;
  tenant.collections.module_prices = DEMO_MODULE_PRICES.map((p) => ({ id: tenant.nextId++, ...p }));
  tenant.collections.subscriptions = [];
  tenant.collections.payments = [];
  if (!org) return;
  const prices = tenant.collections.module_prices as unknown as ModulePrice[];
  if (org.plan === 'free_trial') {
    org.trial_ends_at = new Date(now.getTime() + 3 * DAY_MS).toISOString();
    return;
  }
  if (org.plan !== 'business') return;
  const frequency = tenant.key === 'acme' ? 'monthly' : 'annual';
  const summary = priceSummary(prices, org.modules, { pack: SEEDED_PACK, billing_frequency: frequency });
  const address = ADDRESSES[tenant.key] ?? ADDRESSES.acme;
  const payments: DemoPayment[] = [];
  const periods = frequency === 'monthly' ? 12 : 1;
  // the first payment a year (less a few days) ago, then one per period
  let at = new Date(now.getTime() - 360 * DAY_MS);
  for (let i = 0; i < periods; i++) {
    const id = tenant.nextId++;
    const created = at.toISOString();
    payments.unshift({
      id,
      receipt_number: receiptNumber(created, id),
      status: 'paid',
      amount_cents: summary.period_cents,
      currency: summary.currency,
      description: 'business',
      plan: 'business',
      pack: SEEDED_PACK,
      licences: summary.licences,
      billing_frequency: frequency,
      card_brand: 'visa',
      card_last4: '4242',
      billing_address: address,
      created_at: created,
    } satisfies Payment);
    at = nextBillDate(at, frequency);
  }
  tenant.collections.payments = payments;
  const last = payments[0];
  const subscription: DemoSubscription = {
    id: tenant.nextId++,
    plan: 'business',
    status: 'active',
    billing_frequency: frequency,
    pack: SEEDED_PACK,
    licences: summary.licences,
    amount_cents: summary.period_cents,
    currency: summary.currency,
    payment_date: last.created_at,
    next_bill_due: nextBillDate(new Date(last.created_at), frequency).toISOString(),
    billing_address: address,
    card_brand: 'visa',
    card_last4: '4242',
    cancelled_at: null,
  } satisfies Subscription;
  tenant.collections.subscriptions = [subscription];
}
