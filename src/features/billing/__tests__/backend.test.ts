import { db } from '@/mocks/db/db';
import { rawCallsAs } from '@/testing/backend';
import { subscriptionCancelled } from '@/mocks/handlers/permits/rules';
import type { BillingOverview, Payment } from '../model';
import { paymentsOf, subscriptionOf } from '../demo/store';

const acme = () => db.tenant('acme')!;
const address = { name: 'Acme Ltd', line1: '1 Foundry Road', city: 'Sheffield', postcode: 'S1 2AB', country: 'United Kingdom' };
const purchase = (token: string, extra: Record<string, unknown> = {}) => ({ plan: 'business', pack: 'micro', billing_frequency: 'annual', billing_address: address, payment_token: token, card_brand: 'visa', card_last4: '4242', ...extra });

describe('demo backend: plans and billing', () => {
  it('seeds a year of monthly payments for acme (the large pack: 65 licences) and a trial with three days left for globex', async () => {
    const call = await rawCallsAs('admin@acme.test');
    const overview = (await (await call('GET', '/subscriptions/overview')).json()) as BillingOverview;
    expect(overview.subscription).toMatchObject({ plan: 'business', status: 'active', billing_frequency: 'monthly', licences: 65, amount_cents: 117_000, card_last4: '4242' });
    expect(overview.payments).toHaveLength(12);
    expect(overview.payments.every((p) => p.status === 'paid' && p.amount_cents === 117_000)).toBe(true);
    const left = Date.parse(db.tenant('globex')!.organization!.trial_ends_at!) - Date.now();
    expect(left).toBeGreaterThan(2 * 86_400_000);
    expect(left).toBeLessThanOrEqual(3 * 86_400_000);
  });

  it('charges the platform’s tax rate on top of the period’s price (/paymentsettings)', async () => {
    db.list<{ id: number; tax_rate_percent: number }>(db.tenant('public')!, 'payment_settings')[0].tax_rate_percent = 20;
    const call = await rawCallsAs('admin@acme.test');
    const r = await call('POST', '/subscriptions/checkout', purchase('tok_test_success'));
    expect(r.status).toBe(201);
    // $3,600 (micro annual, as below) + 20 % = $4,320
    expect(((await r.json()) as { payment: Payment }).payment.amount_cents).toBe(432_000);
  });

  it('tells a non-admin to contact the account admin (SPEC §6, §8)', async () => {
    const call = await rawCallsAs('hod@acme.test');
    for (const [method, path] of [
      ['GET', '/subscriptions/overview'],
      ['POST', '/subscriptions/checkout'],
      ['POST', '/subscriptions/cancel'],
    ]) {
      const r = await call(method, path, method === 'POST' ? purchase('tok_test_success') : undefined);
      expect({ path, status: r.status, body: await r.json() }).toEqual({ path, status: 403, body: { errors: ['No permission to manage payments, contact the account admin'] } });
    }
  });

  it('buys micro annual at the server price and keeps only the brand and last four of the card', async () => {
    const call = await rawCallsAs('admin@acme.test');
    const r = await call('POST', '/subscriptions/checkout', purchase('tok_test_success', { amount_cents: 1 }));
    expect(r.status).toBe(201);
    const { payment } = (await r.json()) as { payment: Payment };
    // $18 per user per month × 20 licences × 10 paid months = $3,600 (the client's figure is ignored)
    expect(payment).toMatchObject({ status: 'paid', amount_cents: 360_000, licences: 20, billing_frequency: 'annual', card_brand: 'visa', card_last4: '4242' });
    expect(subscriptionOf(acme())).toMatchObject({ status: 'active', licences: 20, pack: 'micro', amount_cents: 360_000 });
    expect(acme().organization).toMatchObject({ plan: 'business', subscription_type: 'paid' });
    expect(JSON.stringify(acme().collections)).not.toContain('4242424242424242');
  });

  it('refuses a declined card with "Payment not completed" and changes nothing', async () => {
    const call = await rawCallsAs('admin@acme.test');
    const before = subscriptionOf(acme());
    const r = await call('POST', '/subscriptions/checkout', purchase('tok_test_declined'));
    expect(r.status).toBe(422);
    expect(((await r.json()) as { errors: string[] }).errors).toEqual(['Payment not completed']);
    expect(subscriptionOf(acme())).toEqual(before);
    expect(paymentsOf(acme())[0].status).toBe('failed');
  });

  it('holds a payment that needs a confirmation as incomplete until it is continued', async () => {
    const call = await rawCallsAs('admin@acme.test');
    const r = await call('POST', '/subscriptions/checkout', purchase('tok_test_authentication', { pack: 'medium', billing_frequency: 'monthly' }));
    expect(r.status).toBe(402);
    const body = (await r.json()) as { errors: string[]; payment: Payment; requires_action: boolean };
    expect(body).toMatchObject({ errors: ['Payment incomplete'], requires_action: true, payment: { status: 'incomplete' } });
    expect(subscriptionOf(acme())?.licences).toBe(65);
    const confirmed = await call('POST', `/payments/${body.payment.id}/confirm`, { authenticated: true });
    expect(confirmed.status).toBe(200);
    // $18 × 40 = $720 a month
    expect(subscriptionOf(acme())).toMatchObject({ licences: 40, amount_cents: 72_000, billing_frequency: 'monthly' });
    const again = await call('POST', `/payments/${body.payment.id}/confirm`, { authenticated: true });
    expect(again.status).toBe(422);
  });

  it('validates the body with the form schema (422) and refuses a plan switch on the free plan', async () => {
    const call = await rawCallsAs('admin@acme.test');
    const r = await call('POST', '/subscriptions/checkout', purchase('tok_test_success', { plan: 'enterprise', billing_address: { ...address, city: '' } }));
    expect(r.status).toBe(422);
    expect(((await r.json()) as { errors: string[] }).errors).toEqual(['Plan must be business (enterprise plans are by contact)', 'City is required']);
    const unknownToken = await call('POST', '/subscriptions/checkout', purchase('4242424242424242'));
    expect(((await unknownToken.json()) as { errors: string[] }).errors).toEqual(['Payment method is required']);
    acme().organization = { ...acme().organization!, plan: 'free' };
    const free = await call('POST', '/subscriptions/checkout', purchase('tok_test_success'));
    expect(free.status).toBe(403);
    expect(((await free.json()) as { errors: string[] }).errors).toEqual(['Not allowed to switch plans']);
  });

  it('cancels (permits then blocked, SPEC §4) and resumes', async () => {
    const call = await rawCallsAs('admin@acme.test');
    expect((await call('POST', '/subscriptions/resume')).status).toBe(422);
    expect((await call('POST', '/subscriptions/cancel')).status).toBe(200);
    expect(acme().organization?.subscription_type).toBe('cancelled');
    expect(subscriptionCancelled(acme())).toBe(true);
    expect(subscriptionOf(acme())?.status).toBe('cancelled');
    expect((await call('POST', '/subscriptions/cancel')).status).toBe(422);
    expect((await call('POST', '/subscriptions/resume')).status).toBe(200);
    expect(acme().organization?.subscription_type).toBe('paid');
    expect(subscriptionCancelled(acme())).toBe(false);
  });

  it('takes one trial extension request from a trial organisation', async () => {
    const call = await rawCallsAs('admin@acme.test');
    const path = `/organizations/${acme().organization!.id}/org_free_trial_extend_requests`;
    expect((await call('POST', path, { reason: 'We need two more weeks' })).status).toBe(422);
    acme().organization = { ...acme().organization!, plan: 'free_trial', subscription_type: 'trial', trial_ends_at: new Date(Date.now() - 86_400_000).toISOString() };
    const short = await call('POST', path, { reason: 'short' });
    expect(((await short.json()) as { errors: string[] }).errors).toEqual(['Reason is too short (minimum is 10 characters)']);
    expect((await call('POST', path, { reason: 'We need two more weeks' })).status).toBe(201);
    const twice = await call('POST', path, { reason: 'We need two more weeks' });
    expect(((await twice.json()) as { errors: string[] }).errors).toEqual(['An extension request is already pending']);
  });

  it('validates a billing address change with the checkout rules (422 Rails-style) and admins only', async () => {
    const hod = await rawCallsAs('hod@acme.test');
    expect((await hod('PUT', '/subscriptions/billing_address', { billing_address: address })).status).toBe(403);
    const call = await rawCallsAs('admin@acme.test');
    const bad = await call('PUT', '/subscriptions/billing_address', { billing_address: { ...address, city: ' ', postcode: '' } });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { errors: string[] }).errors).toEqual(['City is required', 'Postcode is required']);
    const ok = await call('PUT', '/subscriptions/billing_address', { billing_address: { ...address, line1: ' 2 Mill Street ' } });
    expect(ok.status).toBe(200);
    expect(subscriptionOf(acme())?.billing_address).toEqual({ ...address, line1: '2 Mill Street' });
  });

  it('licences: one count for billing, the users module and the platform — the bought licences are the users limit', async () => {
    const call = await rawCallsAs('admin@acme.test');
    const active = db.list<{ id: number; status: string }>(acme(), 'users').filter((u) => u.status === 'Active').length;
    const overview = (await (await call('GET', '/subscriptions/overview')).json()) as BillingOverview;
    expect(overview.licences).toEqual({ used: active, total: 65 });
    const form = (await (await call('GET', '/users/form_data')).json()) as { licence_counts: { users: { used: number; total: number } } };
    expect(form.licence_counts.users).toEqual({ used: active, total: 65 });
    // a smaller pack: the users module refuses a new user once the bought licences are taken (SPEC §8 message)
    expect((await call('POST', '/subscriptions/checkout', purchase('tok_test_success', { pack: 'micro', billing_frequency: 'monthly' }))).status).toBe(201);
    const after = (await (await call('GET', '/subscriptions/overview')).json()) as BillingOverview;
    expect(after.licences).toEqual({ used: active, total: 20 });
    expect(active).toBeGreaterThan(20);
    const role = db.list<{ id: number; name: string }>(acme(), 'roles').find((r) => r.name === 'Supervisor')!;
    const refused = await call('POST', '/users', { user: { full_name: 'Extra Person', email: 'extra.person@acme.test', role_id: role.id, site_ids: [], status: 'Active' } });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { errors: string[] }).errors).toContain('The subscription plan does not allow more users');
  });
});
