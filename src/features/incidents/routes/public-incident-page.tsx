import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { FileField } from '@/lib/files/file-field';
import { useDocumentTitle } from '@/components/feedback/use-document-title';
import type { RiskLevel } from '@/features/actions/public';
import { INCIDENT_CATEGORIES, INCIDENT_TYPES, type IncidentFormData } from '../model';
import type { Attachment } from '@/lib/files/attachment';
import type { OuterIncidentInput } from '../api/public-api';
import { localDateTimeValue } from '../components/register/labels';
import '../components/report-form/public.css';

interface PublicValues {
  type: string;
  category: string;
  description: string;
  site_id: number | null;
  area_id: number | null;
  location: string;
  occurred_at: string;
  risk_level: string;
  attachments: Attachment[];
  anonymous: boolean;
  reporter_name: string;
}
type Errors = Partial<Record<keyof PublicValues, string>>;

/** the API client (axios) and its error reader load after the first paint */
const publicApi = async () => {
  const [api, errors] = await Promise.all([import('../api/public-api'), import('@/lib/api/notify-error')]);
  return { ...api, apiErrorMessage: errors.apiErrorMessage };
};

/** the action risk levels, listed here so first paint does not pull the actions feature in (type-checked) */
const RISK_LEVELS: readonly RiskLevel[] = ['low', 'medium', 'high', 'critical'];

const INITIAL: PublicValues = { type: '', category: '', description: '', site_id: null, area_id: null, location: '', occurred_at: '', risk_level: '', attachments: [], anonymous: true, reporter_name: '' };

function toBody(v: PublicValues): OuterIncidentInput {
  return {
    type: v.type as OuterIncidentInput['type'],
    category: v.category as OuterIncidentInput['category'],
    description: v.description.trim(),
    site_id: v.site_id as number,
    area_id: v.area_id,
    location: v.location,
    shift: '',
    occurred_at: v.occurred_at ? new Date(v.occurred_at).toISOString() : '',
    attachments: v.attachments,
    risk_level: v.risk_level as OuterIncidentInput['risk_level'],
    // a visitor does not classify: the rating stays pending until the investigation
    severity: null,
    likelihood: null,
    investigation_required: true,
    machine_or_location: '',
    extent_of_damage: '',
    immediate_action: '',
    remarks: '',
    has_victims: false,
    victims: [],
    anonymous: v.anonymous,
    reporter_name: v.anonymous ? undefined : v.reporter_name.trim() || undefined,
  };
}

/**
 * /incident: the public incident report (tenant from the host, signed out), mobile first at 360 px.
 * First paint carries no form library and no schema library: the shared report rules (yup) and
 * their messages load when the visitor sends the report.
 */
export default function PublicIncidentPage() {
  const { t, i18n } = useTranslation('incidents');
  const navigate = useNavigate();
  useDocumentTitle(t('public.title'));
  const [data, setData] = useState<IncidentFormData | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [values, setValues] = useState<PublicValues>(() => ({ ...INITIAL, occurred_at: localDateTimeValue() }));
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);

  useEffect(() => {
    let live = true;
    void publicApi().then((api) =>
      api
        .fetchOuterIncidentData()
        .then((d) => live && setData(d))
        .catch((e: unknown) => live && setLoadError(api.apiErrorMessage(e) ?? t('public.loadFailed'))),
    );
    return () => {
      live = false;
    };
  }, [t]);

  const set = <K extends keyof PublicValues>(key: K, value: PublicValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  const validate = async (v: PublicValues): Promise<Errors> => {
    const [{ publicReportSchema }, { ValidationError }] = await Promise.all([import('../schemas/incident-schemas'), import('yup')]);
    await i18n.loadNamespaces('incidentRules');
    const tr = i18n.getFixedT(null, 'incidentRules');
    const body = { ...toBody(v), occurred_at: v.occurred_at, reporter_name: v.reporter_name };
    try {
      await publicReportSchema((key: string) => tr(key)).validate(body, { abortEarly: false });
      return {};
    } catch (e) {
      if (!(e instanceof ValidationError)) throw e;
      const out: Errors = {};
      for (const err of e.inner) if (err.path && !(err.path in out)) out[err.path as keyof PublicValues] = err.message;
      return out;
    }
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitError(null);
    setSending(true);
    const api = await publicApi();
    try {
      const found = await validate(values);
      setErrors(found);
      if (Object.keys(found).length > 0) {
        const first = Object.keys(found)[0];
        document.getElementById(`pubi-${first}`)?.focus();
        return;
      }
      await api.submitOuterIncident(toBody(values));
      navigate('/thankyou', { replace: true, state: { from: 'incident' } });
    } catch (err) {
      setSubmitError(api.apiErrorMessage(err) ?? t('public.submitFailed'));
    } finally {
      setSending(false);
    }
  };

  const described = (name: keyof PublicValues) => (errors[name] ? `pubi-${name}-error` : undefined);
  const errorText = (name: keyof PublicValues) =>
    errors[name] && (
      <small id={`pubi-${name}-error`} className="field-error">
        {errors[name]}
      </small>
    );
  const site = data?.sites.find((s) => s.id === values.site_id);

  return (
    <div className="public-inc">
      <h1>{t('public.title')}</h1>
      {data?.organization_name && <p className="public-org">{data.organization_name}</p>}
      <p>{t('public.intro')}</p>
      {loadError && (
        <p role="alert" className="public-alert">
          {loadError}
        </p>
      )}
      {!data && !loadError && <p role="status">{t('public.loading')}</p>}
      {data && (
        <form onSubmit={(e) => void onSubmit(e)} noValidate>
          {submitError && (
            <p role="alert" className="public-alert">
              {submitError}
            </p>
          )}
          <div className="field">
            <label htmlFor="pubi-type">
              {t('fields.type')} <span aria-hidden="true">*</span>
            </label>
            <select id="pubi-type" className="native-input" value={values.type} onChange={(e) => set('type', e.target.value)} aria-required aria-invalid={!!errors.type} aria-describedby={described('type')}>
              <option value="">{t('form.choose')}</option>
              {INCIDENT_TYPES.map((v) => (
                <option key={v} value={v}>
                  {t(`types.${v}`)}
                </option>
              ))}
            </select>
            {errorText('type')}
          </div>
          <div className="field">
            <label htmlFor="pubi-category">{t('fields.category')}</label>
            <select id="pubi-category" className="native-input" value={values.category} onChange={(e) => set('category', e.target.value)}>
              <option value="">{t('form.choose')}</option>
              {INCIDENT_CATEGORIES.map((v) => (
                <option key={v} value={v}>
                  {t(`categories.${v}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="pubi-description">
              {t('fields.description')} <span aria-hidden="true">*</span>
            </label>
            <textarea id="pubi-description" className="native-input" rows={4} value={values.description} onChange={(e) => set('description', e.target.value)} aria-required aria-invalid={!!errors.description} aria-describedby={described('description')} />
            {errorText('description')}
          </div>
          <div className="field">
            <label htmlFor="pubi-site_id">
              {t('fields.site')} <span aria-hidden="true">*</span>
            </label>
            <select
              id="pubi-site_id"
              className="native-input"
              value={values.site_id ?? ''}
              onChange={(e) => setValues((v) => ({ ...v, site_id: e.target.value ? Number(e.target.value) : null, area_id: null }))}
              aria-required
              aria-invalid={!!errors.site_id}
              aria-describedby={described('site_id')}
            >
              <option value="">{t('form.choose')}</option>
              {data.sites.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
            {errorText('site_id')}
          </div>
          <div className="field">
            <label htmlFor="pubi-area">{t('fields.area')}</label>
            <select id="pubi-area" className="native-input" value={values.area_id ?? ''} disabled={!site} onChange={(e) => set('area_id', e.target.value ? Number(e.target.value) : null)}>
              <option value="">{t('form.choose')}</option>
              {(site?.areas ?? []).map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="pubi-location">{t('fields.location')}</label>
            <input id="pubi-location" className="native-input" value={values.location} onChange={(e) => set('location', e.target.value)} />
          </div>
          <div className="field">
            <label htmlFor="pubi-occurred_at">
              {t('fields.occurredAt')} <span aria-hidden="true">*</span>
            </label>
            <input id="pubi-occurred_at" type="datetime-local" className="native-input" max={localDateTimeValue()} value={values.occurred_at} onChange={(e) => set('occurred_at', e.target.value)} aria-required aria-invalid={!!errors.occurred_at} aria-describedby={described('occurred_at')} />
            {errorText('occurred_at')}
          </div>
          <fieldset className="group" aria-describedby={described('risk_level')}>
            <legend>
              {t('fields.riskLevel')} <span aria-hidden="true">*</span>
            </legend>
            <div className="radio-row">
              {RISK_LEVELS.map((v, n) => (
                <label key={v}>
                  <input id={n === 0 ? 'pubi-risk_level' : undefined} type="radio" name="risk_level" value={v} checked={values.risk_level === v} onChange={() => set('risk_level', v)} />
                  {t(`risk.${v}`)}
                </label>
              ))}
            </div>
            {errorText('risk_level')}
          </fieldset>
          <FileField label={t('public.photo')} id="pubi-photo" multiple maxFiles={5} accept="image/*,application/pdf" hint={t('form.attachmentsHint')} value={values.attachments} onChange={(next) => set('attachments', next)} />
          <div className="field" style={{ flexDirection: 'row', alignItems: 'center', gap: '0.5rem' }}>
            <input id="pubi-anonymous" type="checkbox" checked={values.anonymous} onChange={(e) => set('anonymous', e.target.checked)} />
            <label htmlFor="pubi-anonymous" style={{ fontWeight: 400 }}>
              {t('public.anonymous')}
            </label>
          </div>
          {!values.anonymous && (
            <div className="field">
              <label htmlFor="pubi-reporter_name">{t('public.yourName')}</label>
              <input id="pubi-reporter_name" className="native-input" autoComplete="name" value={values.reporter_name} onChange={(e) => set('reporter_name', e.target.value)} aria-invalid={!!errors.reporter_name} aria-describedby={described('reporter_name')} />
              {errorText('reporter_name')}
            </div>
          )}
          <button type="submit" className="public-submit" disabled={sending}>
            {sending ? t('public.sending') : t('public.submit')}
          </button>
        </form>
      )}
    </div>
  );
}
