import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Message } from 'primereact/message';
import { MissingRecord } from '@/components/feedback/missing-record';
import { TitledSection } from '@/components/layout/titled-section';
import { formatMoney } from '../model';
import { useGetPaymentQuery } from '../api/billing-api';
import '../components/billing.css';
import { useQueryParam } from '@/lib/routing/use-query-param';

/** /success (SPEC §2 "Payment thank-you"): thanks and the receipt of `?payment=<id>`. */
export default function SuccessPage() {
  const { t, i18n } = useTranslation('billing');
  const paymentParam = useQueryParam('payment');
  const id = Number(paymentParam);
  const payment = useGetPaymentQuery(id, { skip: !Number.isInteger(id) || id <= 0 });
  const p = payment.data?.payment;
  return (
    <TitledSection id="success-title" level={1} title={t('receipt.title')}>
      {!p ? (
        payment.isLoading ? (
          <MissingRecord loading text="" />
        ) : (
          <Message severity="info" text={t('receipt.notFound')} />
        )
      ) : (
        <>
          <p>{t('receipt.thanks', { organization: payment.data?.organization_name })}</p>
          <dl className="billing-facts" aria-label={t('receipt.label')}>
            <div>
              <dt>{t('receipt.number')}</dt>
              <dd>{p.receipt_number}</dd>
            </div>
            <div>
              <dt>{t('receipt.date')}</dt>
              <dd>{new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(p.created_at))}</dd>
            </div>
            <div>
              <dt>{t('overview.plan')}</dt>
              <dd>{t(`plans.${p.plan}`)}</dd>
            </div>
            <div>
              <dt>{t('overview.licences')}</dt>
              <dd>{p.licences}</dd>
            </div>
            <div>
              <dt>{t('overview.frequency')}</dt>
              <dd>{t(`frequencies.${p.billing_frequency}`)}</dd>
            </div>
            <div>
              <dt>{t('receipt.amount')}</dt>
              <dd>{formatMoney(p.amount_cents, p.currency, i18n.language)}</dd>
            </div>
            <div>
              <dt>{t('overview.paymentMethod')}</dt>
              <dd>{p.card_last4 ? t('overview.card', { brand: t(`brands.${p.card_brand}`), last4: p.card_last4 }) : '—'}</dd>
            </div>
            <div>
              <dt>{t('overview.status')}</dt>
              <dd>{t(`paymentStatuses.${p.status}`)}</dd>
            </div>
          </dl>
          <p>
            <Link to="/subscriptions">{t('receipt.toSubscription')}</Link>
          </p>
        </>
      )}
    </TitledSection>
  );
}
