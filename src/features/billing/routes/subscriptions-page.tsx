import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { DataTable } from '@/components/data/data-table';
import { TextField } from '@/components/form/fields';
import { useRecordForm } from '@/components/record/use-record-form';
import { MissingRecord } from '@/components/feedback/missing-record';
import { TitledSection } from '@/components/layout/titled-section';
import { showToast } from '@/lib/feedback/toast-service';
import { toastApiError } from '@/lib/api/notify-error';
import { useAppSelector } from '@/lib/store/hooks';
import { canSwitchPlan, formatMoney, isTrial, trialDaysLeft, type BillingAddress, type BillingOverview } from '../model';
import { billingAddressSchema, extensionSchema } from '../schemas/checkout-schema';
import { billingFieldErrors } from '../schemas/rule-messages';
import { useCancelSubscriptionMutation, useGetBillingOverviewQuery, useRequestTrialExtensionMutation, useResumeSubscriptionMutation, useUpdateBillingAddressMutation } from '../api/billing-api';
import { BrandingSection } from '@/features/branding/public';
import '../components/billing.css';

/** /subscriptions (SPEC §2 admin only; §1, §3 "Subscription", §4, §6): the plan, licences, bills and what can change. */
export default function SubscriptionsPage() {
  const { t } = useTranslation('billing');
  const overview = useGetBillingOverviewQuery();
  // plan changes reach every open page (SubscriptionPlanChannel, PlanChannel): the overview follows them
  const livePlan = useAppSelector((s) => (s as { realtime?: { subscriptionPlan: unknown } }).realtime?.subscriptionPlan ?? null);
  const { refetch } = overview;
  const liveKey = JSON.stringify(livePlan);
  useEffect(() => {
    if (liveKey !== 'null') void refetch();
  }, [liveKey, refetch]);

  return (
    <TitledSection id="subscriptions-title" level={1} title={t('overview.title')}>
      {overview.data ? <Overview data={overview.data} /> : overview.isError ? <Message severity="error" text={t('overview.loadFailed')} /> : <MissingRecord loading text="" />}
    </TitledSection>
  );
}

/** runs a write: a success toast, or the server's message */
async function act(run: () => Promise<{ error?: unknown }>, done: string) {
  const result = await run();
  if (result.error) toastApiError(result.error);
  else showToast({ severity: 'success', detail: done });
}

function Overview({ data }: { data: BillingOverview }) {
  const { t, i18n } = useTranslation('billing');
  const [cancel, cancelling] = useCancelSubscriptionMutation();
  const [resume, resuming] = useResumeSubscriptionMutation();
  const [confirmCancel, setConfirmCancel] = useState(false);
  // UsedLicenseCountChannel: the licences in use follow user changes live
  const liveUsed = useAppSelector((s) => (s as { realtime?: { usedLicenceCount: number | null } }).realtime?.usedLicenceCount ?? null);
  const { organization: org, subscription: sub } = data;
  const used = liveUsed ?? data.used_licences;
  const date = (iso: string | null) => (iso ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso)) : '—');
  const money = (cents: number, currency: string) => formatMoney(cents, currency, i18n.language);
  const trial = isTrial(org);
  const daysLeft = trialDaysLeft(org.trial_ends_at, new Date());
  // the users module's count (one source): the plan's licences, on business the ones bought; null = unlimited
  const total = data.licences.total;
  const [editAddress, setEditAddress] = useState(false);

  return (
    <>
      {trial && daysLeft !== null && daysLeft > 0 && <Message severity="info" text={t('trial.daysLeft', { count: daysLeft })} style={{ width: '100%' }} />}
      {trial && daysLeft === 0 && <TrialExpired data={data} />}
      {sub?.status === 'cancelled' && <Message severity="warn" text={t('overview.cancelledNotice')} style={{ width: '100%' }} />}
      <dl className="billing-facts">
        <div>
          <dt>{t('overview.plan')}</dt>
          <dd>{t(`plans.${org.plan}`)}</dd>
        </div>
        <div>
          <dt>{t('overview.status')}</dt>
          <dd>{t(`statuses.${sub?.status ?? (trial ? 'trial' : org.subscription_type === 'cancelled' ? 'cancelled' : 'active')}`)}</dd>
        </div>
        <div>
          <dt>{t('overview.licences')}</dt>
          <dd>{total === null ? t('overview.licencesUnlimited', { used }) : t('overview.licencesUsed', { used, total })}</dd>
        </div>
        {sub && (
          <>
            <div>
              <dt>{t('overview.frequency')}</dt>
              <dd>{t(`frequencies.${sub.billing_frequency}`)}</dd>
            </div>
            <div>
              <dt>{t('overview.amount')}</dt>
              <dd>{money(sub.amount_cents, sub.currency)}</dd>
            </div>
            <div>
              <dt>{t('overview.nextBill')}</dt>
              <dd>{sub.status === 'cancelled' ? '—' : date(sub.next_bill_due)}</dd>
            </div>
            <div>
              <dt>{t('overview.paymentMethod')}</dt>
              <dd>{sub.card_last4 ? t('overview.card', { brand: t(`brands.${sub.card_brand}`), last4: sub.card_last4 }) : '—'}</dd>
            </div>
            <div>
              <dt>{t('overview.billingAddress')}</dt>
              <dd>
                {sub.billing_address ? [sub.billing_address.name, sub.billing_address.line1, `${sub.billing_address.postcode} ${sub.billing_address.city}`, sub.billing_address.country].join(', ') : '—'}
                {!editAddress && <Button type="button" link label={t('address.edit')} aria-label={t('address.editLabel')} onClick={() => setEditAddress(true)} />}
              </dd>
            </div>
          </>
        )}
      </dl>
      {editAddress && sub && <AddressEditor address={sub.billing_address} onClose={() => setEditAddress(false)} />}
      <div className="billing-actions">
        {canSwitchPlan(org) && org.plan !== 'enterprise' && (
          <Link className="p-button" to="/buynow">
            {t(org.plan === 'business' ? 'overview.changePlan' : 'overview.upgrade')}
          </Link>
        )}
        {!canSwitchPlan(org) && <Message severity="info" text={t('server.cannotSwitch')} />}
        {org.plan === 'enterprise' && <Message severity="info" text={t('buy.enterpriseContact')} />}
        {sub?.status === 'active' && !confirmCancel && <Button type="button" outlined severity="danger" label={t('overview.cancel')} onClick={() => setConfirmCancel(true)} />}
        {sub?.status === 'cancelled' && <Button type="button" label={t('overview.resume')} loading={resuming.isLoading} onClick={() => void act(() => resume(), t('overview.resumed'))} />}
      </div>
      {confirmCancel && sub?.status === 'active' && (
        <div role="alertdialog" aria-labelledby="cancel-confirm-title" aria-describedby="cancel-confirm-text" className="p-message p-message-warn" style={{ padding: '1rem' }}>
          <h2 id="cancel-confirm-title">{t('overview.cancelTitle')}</h2>
          <p id="cancel-confirm-text">{t('overview.cancelWarning')}</p>
          <div className="billing-actions">
            <Button
              type="button"
              severity="danger"
              label={t('overview.cancelConfirm')}
              loading={cancelling.isLoading}
              autoFocus
              onClick={() => void act(() => cancel(), t('overview.cancelled')).then(() => setConfirmCancel(false))}
            />
            <Button type="button" outlined label={t('overview.keep')} onClick={() => setConfirmCancel(false)} />
          </div>
        </div>
      )}
      {/* SPEC §1: the enterprise organisation's customised look, set by its admin */}
      {org.plan === 'enterprise' && <BrandingSection />}
      <h2>{t('history.title')}</h2>
      {data.payments.length === 0 ? (
        <p>{t('history.none')}</p>
      ) : (
        <DataTable caption={t('history.title')} columns={[t('history.date'), t('history.receipt'), t('history.description'), t('history.amount'), t('history.status')]}>
          {data.payments.map((p) => (
            <tr key={p.id}>
              <td>{date(p.created_at)}</td>
              <td>{p.status === 'paid' ? <Link to={`/success?payment=${p.id}`}>{p.receipt_number}</Link> : p.receipt_number}</td>
              <td>{t('history.line', { plan: t(`plans.${p.plan}`), licences: p.licences, frequency: t(`frequencies.${p.billing_frequency}`) })}</td>
              <td>{money(p.amount_cents, p.currency)}</td>
              <td>{t(`paymentStatuses.${p.status}`)}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </>
  );
}

const EXTENSION_INITIAL = { reason: '' };

/** SPEC §8 "Free trial expired, request an extension" (§4: a trial can be extended on request). */
function TrialExpired({ data }: { data: BillingOverview }) {
  const { t } = useTranslation('billing');
  const [request] = useRequestTrialExtensionMutation();
  const schema = useMemo(() => extensionSchema(t), [t]);
  const { formik, focusRef } = useRecordForm({
    initialValues: EXTENSION_INITIAL,
    schema,
    onSubmit: async ({ reason }, helpers) => {
      const result = await request({ organizationId: data.organization.id, reason: reason.trim() });
      if ('data' in result && result.data) {
        showToast({ severity: 'success', detail: t('trial.requested') });
        return true;
      }
      const messages = (result.error as { data?: { errors?: string[] } }).data?.errors ?? [];
      const { fields, other } = billingFieldErrors(messages, t);
      if (fields.reason) helpers.setErrors({ reason: fields.reason });
      if (other.length || !messages.length) toastApiError(result.error);
      return false;
    },
  });
  const pending = data.extension_request?.status === 'pending';
  return (
    <section aria-labelledby="trial-expired-title" className="p-message p-message-error" style={{ padding: '1rem', display: 'block' }}>
      <h2 id="trial-expired-title">{t('server.trialExpired')}</h2>
      {pending ? (
        <p>{t('trial.pending')}</p>
      ) : (
        <form ref={focusRef} onSubmit={formik.handleSubmit} noValidate aria-labelledby="trial-expired-title">
          <TextField formik={formik} name="reason" id="trial-reason" label={t('fields.reason')} multiline required />
          <Button type="submit" label={t('trial.request')} loading={formik.isSubmitting} />
        </form>
      )}
    </section>
  );
}

const EMPTY_ADDRESS: BillingAddress = { name: '', line1: '', city: '', postcode: '', country: '' };

/** The billing address of the next bills (SPEC §2 settings "billing address"): the checkout's rules, a 422 on its fields. */
function AddressEditor({ address, onClose }: { address: BillingAddress | null; onClose: () => void }) {
  const { t } = useTranslation('billing');
  const [save] = useUpdateBillingAddressMutation();
  const schema = useMemo(() => billingAddressSchema(t), [t]);
  const initialValues = useMemo(() => ({ ...EMPTY_ADDRESS, ...address }), [address]);
  const { formik, focusRef } = useRecordForm<BillingAddress>({
    initialValues,
    enableReinitialize: false,
    schema,
    onSubmit: async (values, helpers) => {
      const result = await save(values);
      if ('data' in result && result.data) {
        showToast({ severity: 'success', detail: t('address.saved') });
        onClose();
        return true;
      }
      const messages = (result.error as { data?: { errors?: string[] } }).data?.errors ?? [];
      const { fields, other } = billingFieldErrors(messages, t);
      const mine: Record<string, string> = {};
      for (const [path, message] of Object.entries(fields)) mine[path.replace('billing_address.', '')] = message;
      if (Object.keys(mine).length) helpers.setErrors(mine);
      if (other.length || !messages.length) toastApiError(result.error);
      return false;
    },
  });
  return (
    <section aria-labelledby="address-title" className="billing-address-editor">
      <h2 id="address-title">{t('address.title')}</h2>
      <form ref={focusRef} onSubmit={formik.handleSubmit} noValidate aria-labelledby="address-title">
        <TextField formik={formik} name="name" id="address-name" label={t('fields.billingName')} required />
        <TextField formik={formik} name="line1" id="address-line1" label={t('fields.line1')} required />
        <TextField formik={formik} name="city" id="address-city" label={t('fields.city')} required />
        <TextField formik={formik} name="postcode" id="address-postcode" label={t('fields.postcode')} required />
        <TextField formik={formik} name="country" id="address-country" label={t('fields.country')} required />
        <div className="billing-actions">
          <Button type="submit" label={t('address.save')} loading={formik.isSubmitting} />
          <Button type="button" outlined label={t('address.cancel')} onClick={onClose} />
        </div>
      </form>
    </section>
  );
}
