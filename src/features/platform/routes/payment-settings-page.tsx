import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { Button } from 'primereact/button';
import { useRecordForm } from '@/components/record/use-record-form';
import { refusalOnFields } from '@/lib/api/refusal';
import { toastApiError } from '@/lib/api/notify-error';
import { showToast } from '@/lib/feedback/toast-service';
import { ErrorText, fieldError, TextField } from '@/components/form/fields';
import { MissingRecord } from '@/components/feedback/missing-record';
import { ANNUAL_FREE_MONTHS_MAX, annualDiscountPercent, BILLING_MODES, PACK_TIERS, type BillingMode, type ModulePriceRow, type PackTier, type PaymentSettings } from '../model';
import { modulePriceField, paymentSettingsSchema } from '../schemas/payment-settings-schema';
import { paymentFieldErrors } from '../schemas/rule-messages';
import { useGetPaymentSettingsQuery, useUpdateModulePriceMutation, useUpdatePaymentSettingsMutation } from '../api/platform-api';
import { FixErrors } from '@/components/record/form-parts';

type Num = number | '';
interface Values {
  prices: Record<string, Num>;
  user_packs: Record<PackTier, Num>;
  annual_free_months: Num;
  tax_rate_percent: Num;
  billing_mode: BillingMode;
}

const initialOf = (settings: PaymentSettings, prices: ModulePriceRow[]): Values => ({
  prices: Object.fromEntries(prices.map((p) => [p.module_name, p.price_cents / 100])),
  user_packs: { ...settings.user_packs },
  annual_free_months: settings.annual_free_months,
  tax_rate_percent: settings.tax_rate_percent,
  billing_mode: settings.billing_mode,
});

/**
 * /paymentsettings (master super admin): module prices per user per month (SPEC §7 /v1/module_prices), the user
 * packs of the tiers (SPEC §9), the annual discount as free months, the tax rate and the billing mode (the demo stays
 * in test mode). They drive every tenant's /buynow price at once.
 */
export default function PaymentSettingsPage() {
  const { t } = useTranslation('platform');
  const query = useGetPaymentSettingsQuery();
  return (
    <div className="module-page">
      <div className="module-head">
        <h1>{t('payments.title')}</h1>
      </div>
      <p>{t('payments.intro')}</p>
      {query.data ? <PaymentSettingsForm settings={query.data.payment_settings} prices={query.data.module_prices} /> : <MissingRecord loading={query.isLoading || query.isFetching} text={t('payments.loadFailed')} />}
    </div>
  );
}

function PaymentSettingsForm({ settings, prices }: { settings: PaymentSettings; prices: ModulePriceRow[] }) {
  const { t } = useTranslation('platform');
  const [saveSettings] = useUpdatePaymentSettingsMutation();
  const [savePrice] = useUpdateModulePriceMutation();
  const initialValues = useMemo(() => initialOf(settings, prices), [settings, prices]);
  const schema = useMemo(() => paymentSettingsSchema(t).shape({ prices: yup.object(Object.fromEntries(prices.map((p) => [p.module_name, modulePriceField(t)]))) }), [t, prices]);
  const { formik, focusRef } = useRecordForm<Values>({
    initialValues,
    schema,
    onSubmit: async (values, helpers) => {
      const result = await saveSettings({ user_packs: values.user_packs as Record<PackTier, number>, annual_free_months: Number(values.annual_free_months), tax_rate_percent: Number(values.tax_rate_percent), billing_mode: values.billing_mode });
      if ('error' in result && result.error) {
        if (!refusalOnFields(result.error, (m) => paymentFieldErrors(m, t), helpers.setErrors)) toastApiError(result.error);
        return false;
      }
      for (const p of prices) {
        const price = Number(values.prices[p.module_name]);
        if (Math.round(price * 100) === p.price_cents) continue;
        const saved = await savePrice({ id: p.id, price });
        if ('error' in saved && saved.error) {
          if (!refusalOnFields(saved.error, () => ({ fields: { prices: { [p.module_name]: t('validation.priceInvalid') } }, other: [] }), helpers.setErrors)) toastApiError(saved.error);
          return false;
        }
      }
      showToast({ severity: 'success', detail: t('payments.saved') });
      return true;
    },
  });
  const packsError = typeof formik.errors.user_packs === 'string' && formik.submitCount > 0 ? formik.errors.user_packs : null;
  const modeError = fieldError(formik, 'billing_mode');
  const free = Number(formik.values.annual_free_months);
  return (
    <form ref={focusRef} onSubmit={formik.handleSubmit} noValidate aria-label={t('payments.title')}>
      <FixErrors formik={formik} text={t('form.fixErrors')} />
      <fieldset className="group">
        <legend>{t('payments.pricesTitle', { currency: settings.currency })}</legend>
        <div className="form-grid two">
          {prices.map((p) => (
            <TextField key={p.id} formik={formik} name={`prices.${p.module_name}`} id={`price-${p.module_name}`} type="number" min="0" label={t('payments.priceOf', { module: t(`modules.${p.module_name}`) })} required />
          ))}
        </div>
      </fieldset>
      <fieldset className="group" aria-describedby={packsError ? 'packs-error' : undefined}>
        <legend>{t('payments.packsTitle')}</legend>
        <p className="hint">{t('payments.packsHint')}</p>
        <div className="form-grid two">
          {PACK_TIERS.map((tier) => (
            <TextField key={tier} formik={formik} name={`user_packs.${tier}`} id={`pack-${tier}`} type="number" min="1" label={t(`payments.packs.${tier}`)} required />
          ))}
        </div>
        <ErrorText id="packs-error" error={packsError} />
      </fieldset>
      <fieldset className="group">
        <legend>{t('payments.billingTitle')}</legend>
        <div className="form-grid two">
          <div>
            <TextField formik={formik} name="annual_free_months" id="annual-free-months" type="number" min="0" max={String(ANNUAL_FREE_MONTHS_MAX)} label={t('payments.freeMonths')} required />
            {Number.isInteger(free) && free >= 0 && free <= ANNUAL_FREE_MONTHS_MAX && <p className="hint">{t('payments.discount', { percent: annualDiscountPercent(free), paid: 12 - free })}</p>}
          </div>
          <TextField formik={formik} name="tax_rate_percent" id="tax-rate" type="number" min="0" label={t('payments.taxRate')} required />
        </div>
        <fieldset aria-describedby={modeError ? 'billing-mode-error' : 'billing-mode-hint'}>
          <legend>{t('payments.mode')}</legend>
          {BILLING_MODES.map((mode) => (
            <div className="field-checkbox" key={mode}>
              <input type="radio" id={`billing-mode-${mode}`} name="billing_mode" value={mode} checked={formik.values.billing_mode === mode} onChange={() => void formik.setFieldValue('billing_mode', mode)} />
              <label htmlFor={`billing-mode-${mode}`}>{t(`payments.modes.${mode}`)}</label>
            </div>
          ))}
          <p id="billing-mode-hint" className="hint">
            {t('payments.modeHint')}
          </p>
          <ErrorText id="billing-mode-error" error={modeError} />
        </fieldset>
      </fieldset>
      <div className="form-actions">
        <Button type="submit" label={t('payments.save')} icon="pi pi-check" loading={formik.isSubmitting} />
      </div>
    </form>
  );
}
