import { ruleErrors } from '@/lib/forms/rule-errors';
import { checkoutBodySchema, testCardSchema } from '../schemas/checkout-schema';
import { BILLING_SERVER_MESSAGES, billingFieldErrors, billingServerT } from '../schemas/rule-messages';

const address = { name: 'Acme Ltd', line1: '1 Foundry Road', city: 'Sheffield', postcode: 'S1 2AB', country: 'United Kingdom' };
const valid = { plan: 'business', pack: 'micro', billing_frequency: 'annual', billing_address: address, payment_token: 'tok_test_success', card_brand: 'visa', card_last4: '4242' };

describe('checkout schema (shared by the form and the demo backend)', () => {
  it('accepts a business purchase', async () => {
    expect(await ruleErrors(checkoutBodySchema(billingServerT), valid)).toEqual([]);
  });

  it('refuses enterprise, unknown packs and frequencies, a missing address and a card number instead of a token', async () => {
    const problems = await ruleErrors(checkoutBodySchema(billingServerT), {
      ...valid,
      plan: 'enterprise',
      pack: 'huge',
      billing_frequency: 'weekly',
      billing_address: { ...address, city: ' ', postcode: '' },
      card_last4: '4242424242424242',
    });
    expect(problems).toEqual([
      BILLING_SERVER_MESSAGES['validation.planInvalid'],
      BILLING_SERVER_MESSAGES['validation.packInvalid'],
      BILLING_SERVER_MESSAGES['validation.frequencyInvalid'],
      BILLING_SERVER_MESSAGES['validation.cityRequired'],
      BILLING_SERVER_MESSAGES['validation.postcodeRequired'],
      BILLING_SERVER_MESSAGES['validation.cardRequired'],
    ]);
  });

  it('maps server messages back onto the fields, translated', () => {
    const t = (k: string) => `t:${k}`;
    expect(billingFieldErrors(['City is required', 'Payment not completed', 'Boom'], t)).toEqual({
      fields: { 'billing_address.city': 't:validation.cityRequired' },
      other: ['t:server.paymentNotCompleted', 'Boom'],
    });
  });

  it('checks the test card on the page: Luhn, test numbers only, expiry and security code', async () => {
    const t = (k: string) => k;
    const now = new Date('2026-11-26T00:00:00Z');
    expect(await ruleErrors(testCardSchema(t, now), { holder: 'A', number: '4242 4242 4242 4242', expiry: '12/27', cvc: '123' })).toEqual([]);
    expect(await ruleErrors(testCardSchema(t, now), { holder: '', number: '4242 4242 4242 4241', expiry: '01/20', cvc: '12' })).toEqual([
      'validation.holderRequired',
      'validation.cardNumberInvalid',
      'validation.expiryInvalid',
      'validation.cvcInvalid',
    ]);
    expect(await ruleErrors(testCardSchema(t, now), { holder: 'A', number: '4111 1111 1111 1111', expiry: '12/27', cvc: '123' })).toEqual(['validation.notTestCard']);
  });
});
