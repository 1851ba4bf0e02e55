import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { apiErrorMessage } from '@/lib/api/notify-error';
import { showToast } from '@/lib/feedback/toast-service';
import { todayIso } from '@/lib/forms/dates';
import { FREQUENCY_TYPES, STAT_FIN_YEAR_TYPES, TARGET_FIELDS, finYearOf, type SiteTargetInput, type StatisticsSettings } from '../model';
import { siteTargetSchema, statisticsSettingsSchema } from '../schemas/statistics-schema';
import { STATISTICS_RULE_FIELDS, statisticsRuleKey } from '../schemas/rule-messages';
import { useGetStatisticsSettingsQuery, useGetTargetsQuery, useSaveStatisticsSettingsMutation, useSaveTargetMutation, type SiteTargetRow } from '../api/statistics-api';
import './statistics.css';

type T = (key: string) => string;

/** a schema's messages by field (first one each), or {} when valid */
function validate(schema: yup.AnySchema, values: unknown): Record<string, string> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (e) {
    const out: Record<string, string> = {};
    if (e instanceof yup.ValidationError) for (const inner of e.inner) if (inner.path) out[inner.path] ??= inner.message;
    return out;
  }
}

/** a refused save: its 422 messages by field (translated), the others as one sentence */
function refusal(error: unknown, t: T): { fields: Record<string, string>; other: string | null } {
  const data = (error as { data?: { errors?: unknown } } | undefined)?.data;
  const messages = Array.isArray(data?.errors) ? (data.errors as string[]) : [];
  const fields: Record<string, string> = {};
  const other: string[] = [];
  for (const m of messages) {
    const key = statisticsRuleKey(m);
    const field = key ? STATISTICS_RULE_FIELDS[key] : undefined;
    if (key && field) fields[field] ??= t(key);
    else other.push(key ? t(key) : m);
  }
  if (!messages.length) other.push(apiErrorMessage(error) ?? t('saveFailed'));
  return { fields, other: other.length ? other.join(' ') : null };
}

/**
 * /statistics/settings (SPEC §2; §3 "Statistics settings"): the organisation's financial year type, monthly or
 * yearly figures and whether they start with all sites (the admin changes them; everyone reads them), and each
 * site's targets per year (the admin, or the head of that site).
 */
export default function StatisticsSettingsPage() {
  const { t } = useTranslation('statistics');
  const settings = useGetStatisticsSettingsQuery();
  return (
    <div className="statistics">
      <div className="statistics-head">
        <h1>{t('settings.title')}</h1>
        <Link to="/statistics">{t('backToStatistics')}</Link>
      </div>
      {settings.isError ? (
        <p role="alert">{t('failed')}</p>
      ) : !settings.data ? (
        <p aria-busy="true">{t('loading')}</p>
      ) : (
        <>
          <SettingsForm key={JSON.stringify(settings.data.settings)} initial={settings.data.settings} canEdit={settings.data.can_edit} sites={settings.data.sites} />
          <Targets fy={settings.data.settings.fin_year_type} />
        </>
      )}
    </div>
  );
}

function SettingsForm({ initial, canEdit, sites }: { initial: StatisticsSettings; canEdit: boolean; sites: { id: number; name: string }[] }) {
  const { t } = useTranslation('statistics');
  const [values, setValues] = useState<StatisticsSettings>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [other, setOther] = useState<string | null>(null);
  const [save, saving] = useSaveStatisticsSettingsMutation();
  const set = (patch: Partial<StatisticsSettings>) => setValues((v) => ({ ...v, ...patch }));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validate(statisticsSettingsSchema(t), values);
    setErrors(found);
    setOther(null);
    if (Object.keys(found).length) return;
    const result = await save(values);
    if ('error' in result && result.error) {
      const r = refusal(result.error, t);
      setErrors(r.fields);
      setOther(r.other);
      return;
    }
    showToast({ severity: 'success', detail: t('settings.saved') });
  };
  const err = (field: string) => (errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': `stat-${field}-error` } : {});
  const message = (field: string) =>
    errors[field] && (
      <small id={`stat-${field}-error`} className="p-error">
        {errors[field]}
      </small>
    );
  return (
    <form className="statistics-form" aria-labelledby="stat-settings-heading" onSubmit={(e) => void submit(e)} noValidate>
      <h2 id="stat-settings-heading">{t('settings.heading')}</h2>
      {!canEdit && <p>{t('settings.readOnly')}</p>}
      <fieldset disabled={!canEdit}>
        <legend>{t('settings.legend')}</legend>
        <div className="row">
          <div className="field">
            <label htmlFor="stat-fy">{t('settings.finYear')}</label>
            <select id="stat-fy" className="native-input" value={values.fin_year_type} onChange={(e) => set({ fin_year_type: e.target.value as StatisticsSettings['fin_year_type'] })} {...err('fin_year_type')}>
              {STAT_FIN_YEAR_TYPES.map((f) => (
                <option key={f} value={f}>
                  {t(`finYear.${f}`)}
                </option>
              ))}
            </select>
            {message('fin_year_type')}
          </div>
          <div className="field">
            <label htmlFor="stat-frequency">{t('settings.frequency')}</label>
            <select id="stat-frequency" className="native-input" value={values.frequency_type} onChange={(e) => set({ frequency_type: e.target.value as StatisticsSettings['frequency_type'] })} {...err('frequency_type')}>
              {FREQUENCY_TYPES.map((f) => (
                <option key={f} value={f}>
                  {t(`frequency.${f}`)}
                </option>
              ))}
            </select>
            {message('frequency_type')}
          </div>
        </div>
        <div className="checkbox">
          <input id="stat-all-sites" type="checkbox" checked={values.all_sites} onChange={(e) => set({ all_sites: e.target.checked, site_id: e.target.checked ? null : values.site_id })} />
          <label htmlFor="stat-all-sites">{t('settings.allSites')}</label>
        </div>
        {!values.all_sites && (
          <div className="field">
            <label htmlFor="stat-default-site">{t('settings.site')}</label>
            <select id="stat-default-site" className="native-input" value={values.site_id ?? ''} onChange={(e) => set({ site_id: e.target.value ? Number(e.target.value) : null })} {...err('site_id')}>
              <option value="">{t('settings.chooseSite')}</option>
              {sites.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
            {message('site_id')}
          </div>
        )}
      </fieldset>
      {other && <p role="alert" className="p-error">{other}</p>}
      {canEdit && (
        <div>
          <button type="submit" className="p-button" disabled={saving.isLoading}>
            {t('settings.save')}
          </button>
        </div>
      )}
    </form>
  );
}

function Targets({ fy }: { fy: StatisticsSettings['fin_year_type'] }) {
  const { t } = useTranslation('statistics');
  const thisYear = Number(todayIso().slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const targets = useGetTargetsQuery(year);
  const years = Array.from({ length: 7 }, (_, i) => thisYear + 1 - i);
  return (
    <section className="statistics-targets" aria-labelledby="stat-targets-heading">
      <h2 id="stat-targets-heading">{t('targets.heading')}</h2>
      <p>{t('targets.intro', { fyYear: finYearOf(todayIso(), fy) })}</p>
      <div className="statistics-filters">
        <div className="field">
          <label htmlFor="stat-target-year">{t('targets.year')}</label>
          <select id="stat-target-year" className="native-input" value={year} onChange={(e) => setYear(Number(e.target.value))}>
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </div>
      </div>
      {targets.isError ? (
        <p role="alert">{t('failed')}</p>
      ) : !targets.data || targets.data.year !== year ? (
        <p aria-busy="true">{t('loading')}</p>
      ) : targets.data.targets.length === 0 ? (
        <p>{t('targets.noSites')}</p>
      ) : (
        // a saved (or realtime-changed) target is a new form with the stored values
        targets.data.targets.map((row) => <TargetForm key={`${row.site_id}.${year}.${row.ltifr}.${row.trir}.${row.dart}.${row.max_incidents}`} row={row} />)
      )}
    </section>
  );
}

const asText = (v: number | null) => (v === null ? '' : String(v));

function TargetForm({ row }: { row: SiteTargetRow }) {
  const { t, i18n } = useTranslation('statistics');
  const uid = useId();
  const [values, setValues] = useState<Record<(typeof TARGET_FIELDS)[number], string>>({ ltifr: asText(row.ltifr), trir: asText(row.trir), dart: asText(row.dart), max_incidents: asText(row.max_incidents) });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [other, setOther] = useState<string | null>(null);
  const [save, saving] = useSaveTargetMutation();
  const nf = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const legend = t('targets.legend', { site: row.site_name, year: row.year });
  if (!row.editable) {
    return (
      <fieldset className="statistics-form">
        <legend>{legend}</legend>
        <dl className="row">
          {TARGET_FIELDS.map((f) => (
            <div key={f}>
              <dt>{t(`targets.${f}`)}</dt>
              <dd>{(row[f] === null ? t('targets.notSet') : nf.format(row[f]!)) as string}</dd>
            </div>
          ))}
        </dl>
      </fieldset>
    );
  }
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = { site_id: row.site_id, year: row.year, ...values };
    const found = validate(siteTargetSchema(t), body);
    setErrors(found);
    setOther(null);
    if (Object.keys(found).length) return;
    const input = siteTargetSchema(t).cast(body) as SiteTargetInput;
    const result = await save(input);
    if ('error' in result && result.error) {
      const r = refusal(result.error, t);
      setErrors(r.fields);
      setOther(r.other);
      return;
    }
    showToast({ severity: 'success', detail: t('targets.saved', { site: row.site_name, year: row.year }) });
  };
  return (
    <form className="statistics-form" onSubmit={(e) => void submit(e)} noValidate aria-label={legend}>
      <fieldset>
        <legend>{legend}</legend>
        <div className="row">
          {TARGET_FIELDS.map((f) => (
            <div key={f} className="field">
              <label htmlFor={`${uid}-${f}`}>{t(`targets.${f}`)}</label>
              <input
                id={`${uid}-${f}`}
                className="native-input"
                inputMode="decimal"
                value={values[f]}
                onChange={(e) => setValues((v) => ({ ...v, [f]: e.target.value }))}
                aria-invalid={errors[f] ? true : undefined}
                aria-describedby={errors[f] ? `${uid}-${f}-error` : undefined}
              />
              {errors[f] && (
                <small id={`${uid}-${f}-error`} className="p-error">
                  {errors[f]}
                </small>
              )}
            </div>
          ))}
        </div>
      </fieldset>
      {other && <p role="alert" className="p-error">{other}</p>}
      <div>
        <button type="submit" className="p-button p-button-sm" disabled={saving.isLoading}>
          {t('targets.save', { site: row.site_name })}
        </button>
      </div>
    </form>
  );
}
