import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { SelectField, TextField } from '@/components/form/fields';
import { MissingRecord } from '@/components/feedback/missing-record';
import { TitledSection } from '@/components/layout/titled-section';
import { useRecordForm } from '@/components/record/use-record-form';
import { DraftNotice } from '@/lib/drafts/draft-notice';
import { messageFromBody } from '@/lib/api/error-message';
import { useAppSelector } from '@/lib/store/hooks';
import { BILLING_FREQUENCIES, DEFAULT_PRICING, PACK_IDS, canSwitchPlan, formatMoney, priceSummary, tokenizeTestCard, TEST_CARDS, type BillingAddress, type BillingFrequency, type Payment, type UserPack } from '../model';
import { checkoutSchema, testCardSchema, type TestCardValues } from '../schemas/checkout-schema';
import { billingFieldErrors } from '../schemas/rule-messages';
import { useCheckoutMutation, useConfirmPaymentMutation, useGetModulePricesQuery } from '../api/billing-api';
import { PriceSummaryView } from '../components/price-summary';
import '../components/billing.css';
import { FormError } from '@/components/record/form-parts';

interface CheckoutValues {
  plan: 'business';
  pack: UserPack;
  billing_frequency: BillingFrequency;
  billing_address: BillingAddress;
}

const INITIAL: CheckoutValues = { plan: 'business', pack: 'none', billing_frequency: 'monthly', billing_address: { name: '', line1: '', city: '', postcode: '', country: '' } };
const CARD_INITIAL: TestCardValues = { holder: '', number: '', expiry: '', cvc: '' };
const CARD_FIELDS = ['holder', 'number', 'expiry', 'cvc'] as const;

type Refusal = { status?: number; data?: { errors?: string[]; payment?: Payment; requires_action?: boolean } };

/** /buynow (SPEC §2 "Purchase page"): plan, licences, frequency, a price from the platform's module prices, a test card. */
export default function BuyNowPage() {
  const { t } = useTranslation('billing');
  const user = useAppSelector((s) => s.session.user);
  const signedIn = useAppSelector((s) => s.session.authenticated);
  const frame = (body: ReactNode) => (
    <TitledSection id="buynow-title" title={t('buy.title')}>
      {body}
    </TitledSection>
  );
  if (!signedIn || !user) {
    return frame(
      <p>
        {t('buy.signInFirst')} <Link to="/login">{t('buy.signIn')}</Link>
      </p>,
    );
  }
  // SPEC §6 and §8: only an admin pays; free-plan users cannot switch plans; enterprise is by contact
  if (!user.is_admin) return frame(<Message severity="warn" text={t('server.noPermission')} />);
  if (!canSwitchPlan(user.organization)) return frame(<Message severity="warn" text={t('server.cannotSwitch')} />);
  if (user.organization?.plan === 'enterprise') return frame(<Message severity="info" text={t('buy.enterpriseContact')} />);
  return frame(<CheckoutForm />);
}

function CheckoutForm() {
  const { t, i18n } = useTranslation('billing');
  const navigate = useNavigate();
  const prices = useGetModulePricesQuery();
  const [checkout] = useCheckoutMutation();
  const [confirm, confirming] = useConfirmPaymentMutation();
  const [incomplete, setIncomplete] = useState<Payment | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => checkoutSchema(t), [t]);
  const cardSchema = useMemo(() => testCardSchema(t), [t]);
  // the card is never kept: not in the form's draft, not sent (only its test token, brand and last four digits)
  const { formik: card } = useRecordForm<TestCardValues>({ initialValues: CARD_INITIAL, schema: cardSchema, onSubmit: async () => false });

  const paid = (payment: Payment) => navigate(`/success?payment=${payment.id}`);
  const refused = (error: unknown, setErrors?: (e: Record<string, unknown>) => void) => {
    const r = error as Refusal;
    if (r.data?.requires_action && r.data.payment) {
      setIncomplete(r.data.payment);
      return;
    }
    const messages = r.data?.errors ?? [messageFromBody(r.data) ?? t('buy.failed')];
    const { fields, other } = billingFieldErrors(messages, t);
    if (Object.keys(fields).length && setErrors) {
      const nested: Record<string, unknown> = {};
      for (const [path, message] of Object.entries(fields)) {
        const [head, tail] = path.split('.');
        if (tail) nested[head] = { ...(nested[head] as object), [tail]: message };
        else nested[head] = message;
      }
      setErrors(nested);
    }
    setFailure(other.join(' ') || null);
  };

  const { formik, focusRef, draft } = useRecordForm<CheckoutValues>({
    initialValues: INITIAL,
    schema,
    draftKey: 'billing-checkout',
    onSubmit: async (values, helpers) => {
      setFailure(null);
      setIncomplete(null);
      const cardErrors = await card.validateForm();
      const firstCard = CARD_FIELDS.find((f) => cardErrors[f]);
      if (firstCard) {
        document.getElementById(`card-${firstCard}`)?.focus();
        return false;
      }
      const token = tokenizeTestCard(card.values.number)!;
      const result = await checkout({ ...values, ...token });
      if ('data' in result && result.data) {
        paid(result.data.payment);
        return true;
      }
      refused(result.error, helpers.setErrors as (e: Record<string, unknown>) => void);
      return false;
    },
  });

  if (!prices.data) return prices.isError ? <Message severity="error" text={t('buy.pricesFailed')} /> : <MissingRecord loading text="" />;
  const pricing = prices.data.pricing ?? DEFAULT_PRICING;
  const summary = priceSummary(prices.data.module_prices, prices.data.modules, formik.values, pricing);
  const money = (cents: number) => formatMoney(cents, summary.currency, i18n.language);

  const continuePayment = async (authenticated: boolean) => {
    if (!incomplete) return;
    const result = await confirm({ id: incomplete.id, authenticated });
    setIncomplete(null);
    if ('data' in result && result.data) {
      draft.clear();
      paid(result.data.payment);
    } else refused(result.error);
  };

  return (
    <form
      ref={focusRef}
      noValidate
      aria-label={t('buy.title')}
      onSubmit={(e) => {
        void card.submitForm();
        formik.handleSubmit(e);
      }}
    >
      <DraftNotice draft={draft} />
      <fieldset className="group">
        <legend>{t('buy.plan')}</legend>
        <p>{t('buy.businessHint')}</p>
        <div className="form-grid two">
          <SelectField formik={formik} name="pack" id="buy-pack" label={t('fields.pack')} options={PACK_IDS.map((p) => [p, t(`packs.${p}`, { count: p === 'none' ? 0 : pricing.user_packs[p] })])} />
          <SelectField formik={formik} name="billing_frequency" id="buy-frequency" label={t('fields.frequency')} options={BILLING_FREQUENCIES.map((f) => [f, t(`frequencies.${f}`)])} />
        </div>
        <p className="hint">{t('buy.enterpriseHint')}</p>
        <PriceSummaryView summary={summary} frequency={formik.values.billing_frequency} />
      </fieldset>
      <fieldset className="group">
        <legend>{t('buy.address')}</legend>
        <TextField formik={formik} name="billing_address.name" id="buy-name" label={t('fields.billingName')} required />
        <TextField formik={formik} name="billing_address.line1" id="buy-line1" label={t('fields.line1')} required />
        <div className="form-grid two">
          <TextField formik={formik} name="billing_address.city" id="buy-city" label={t('fields.city')} required />
          <TextField formik={formik} name="billing_address.postcode" id="buy-postcode" label={t('fields.postcode')} required />
          <TextField formik={formik} name="billing_address.country" id="buy-country" label={t('fields.country')} required />
        </div>
      </fieldset>
      <fieldset className="group">
        <legend>{t('buy.card')}</legend>
        <div className="test-mode-banner" role="note">
          <strong>{t('buy.testMode')}</strong> {t('buy.testModeHint')}
          <ul>
            {TEST_CARDS.map((c) => (
              <li key={c.number}>
                <code>{c.number.replace(/(\d{4})(?=\d)/g, '$1 ')}</code> — {t(`outcomes.${c.outcome}`)}
              </li>
            ))}
          </ul>
        </div>
        <TextField formik={card} name="holder" id="card-holder" label={t('fields.holder')} required />
        <TextField formik={card} name="number" id="card-number" label={t('fields.cardNumber')} required />
        <div className="form-grid two">
          <TextField formik={card} name="expiry" id="card-expiry" label={t('fields.expiry')} required />
          <TextField formik={card} name="cvc" id="card-cvc" label={t('fields.cvc')} required />
        </div>
      </fieldset>
      {failure && <FormError text={failure} />}
      {incomplete && (
        <div role="alert" className="p-message p-message-warn" style={{ padding: '1rem', marginBottom: '1rem' }}>
          <p>{t('server.paymentIncomplete')}</p>
          <p>{t('buy.authenticateHint')}</p>
          <div className="billing-actions">
            <Button type="button" label={t('buy.continue')} icon="pi pi-check" loading={confirming.isLoading} onClick={() => void continuePayment(true)} />
            <Button type="button" outlined label={t('buy.failAuthentication')} onClick={() => void continuePayment(false)} />
          </div>
        </div>
      )}
      <div className="form-actions">
        <Button type="submit" label={t('buy.pay', { amount: money(summary.period_cents) })} icon="pi pi-credit-card" loading={formik.isSubmitting} disabled={!!incomplete} />
        <Link to="/subscriptions">{t('buy.back')}</Link>
      </div>
    </form>
  );
}

