import { useTranslation } from 'react-i18next';
import { LabelledSelect } from '@/components/form/labelled-select';
import { PERIODS, type DateRange } from '../model/indicators';

/**
 * The period filter (SPEC §9 this_month default) with the custom range's two dates, as the dashboard, the classic
 * dashboard and the reports show it. `onChange` receives URL patches: choosing "custom" starts from the range shown.
 */
export function PeriodFields({ idPrefix, period, from, to, range, today, onChange }: { idPrefix: string; period: string; from: string | null | undefined; to: string | null | undefined; range: DateRange; today: string; onChange(patch: Record<string, string | null>): void }) {
  const { t } = useTranslation('indicators');
  const customInvalid = period === 'custom' && !!from && !!to && from > to;
  const setPeriod = (value: string) => onChange(value === 'custom' ? { period: value, from: range.from, to: range.to } : { period: value, from: null, to: null });
  return (
    <>
      <LabelledSelect id={`${idPrefix}-period`} label={t('filters.period')} value={period} options={PERIODS.map((p) => [p, t(`periods.${p}`)])} onChange={setPeriod} />
      {period === 'custom' && (
        <>
          <div className="field">
            <label htmlFor={`${idPrefix}-from`}>{t('filters.from')}</label>
            <input id={`${idPrefix}-from`} className="native-input" type="date" value={from ?? ''} max={today} onChange={(e) => onChange({ from: e.target.value })} />
          </div>
          <div className="field">
            <label htmlFor={`${idPrefix}-to`}>{t('filters.to')}</label>
            <input
              id={`${idPrefix}-to`}
              className="native-input"
              type="date"
              value={to ?? ''}
              max={today}
              aria-invalid={customInvalid || undefined}
              aria-describedby={customInvalid ? `${idPrefix}-to-error` : undefined}
              onChange={(e) => onChange({ to: e.target.value })}
            />
            {customInvalid && (
              <small id={`${idPrefix}-to-error`} className="p-error" role="alert">
                {t('filters.toBeforeFrom')}
              </small>
            )}
          </div>
        </>
      )}
    </>
  );
}
