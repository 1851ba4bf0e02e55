import { useTranslation } from 'react-i18next';
import { BASE_LICENCES, formatMoney, type BillingFrequency, type PriceSummary } from '../model';

/** The price of a choice, line by line (a live region: it follows the pack and frequency as they change). */
export function PriceSummaryView({ summary, frequency }: { summary: PriceSummary; frequency: BillingFrequency }) {
  const { t, i18n } = useTranslation('billing');
  const money = (cents: number) => formatMoney(cents, summary.currency, i18n.language);
  return (
    <section className="price-summary" aria-labelledby="price-summary-title" aria-live="polite">
      <h3 id="price-summary-title">{t('summary.title')}</h3>
      <dl className="price-lines">
        {summary.lines.map((l) => (
          <div key={l.module_name}>
            <dt>{t(`modules.${l.module_name}`, { defaultValue: l.module_name })}</dt>
            <dd>{t('summary.perUserMonth', { amount: money(l.price_cents) })}</dd>
          </div>
        ))}
        <div>
          <dt>{t('summary.perUser')}</dt>
          <dd>{t('summary.perUserMonth', { amount: money(summary.per_user_month_cents) })}</dd>
        </div>
        <div>
          <dt>{t('summary.licences')}</dt>
          <dd>{t('summary.licencesValue', { count: summary.licences, base: BASE_LICENCES })}</dd>
        </div>
        <div>
          <dt>{t('summary.monthly')}</dt>
          <dd>{money(summary.monthly_cents)}</dd>
        </div>
        {frequency === 'annual' && (
          <div>
            <dt>{t('summary.saving', { paid: summary.annual_paid_months })}</dt>
            <dd>{money(summary.annual_saving_cents)}</dd>
          </div>
        )}
        <div className="price-total">
          <dt>{t(frequency === 'annual' ? 'summary.totalAnnual' : 'summary.totalMonthly')}</dt>
          <dd data-testid="price-total">{money(summary.period_cents)}</dd>
        </div>
        {summary.tax_cents > 0 && (
          <>
            <div>
              <dt>{t('summary.tax', { rate: new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(summary.tax_rate_percent) })}</dt>
              <dd>{money(summary.tax_cents)}</dd>
            </div>
            <div className="price-total">
              <dt>{t('summary.totalWithTax')}</dt>
              <dd>{money(summary.period_with_tax_cents)}</dd>
            </div>
          </>
        )}
      </dl>
    </section>
  );
}
