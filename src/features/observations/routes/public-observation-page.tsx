import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useFormik, getIn } from 'formik';
import { FileField } from '@/lib/files/file-field';
import { lazySchema } from '@/lib/forms/lazy-schema';
import { useDocumentTitle } from '@/components/feedback/use-document-title';
import { OBS_RISK_LEVELS, OBSERVATION_CATEGORIES, OBSERVATION_TYPES, type ObservationFormData } from '../model';
import type { Attachment } from '@/lib/files/attachment';
import { localDateTimeValue } from '../components/labels';
import '../components/public.css';

interface PublicValues {
  type: string;
  category: string;
  description: string;
  site_id: number | null;
  area_id: number | null;
  location: string;
  observed_at: string;
  risk_level: string;
  attachments: Attachment[];
  anonymous: boolean;
  reporter_name: string;
}

/**
 * /observation: the anonymous public form (tenant from the host), mobile first (360 px), without
 * heavy widgets so the route stays small. Anonymous stores no reporter identity at all.
 * The API clients (axios) and the schema (yup) load on demand, after the first paint.
 */
const publicApi = () => import('../api/public-api');
export default function PublicObservationPage() {
  const { t } = useTranslation('observations');
  const navigate = useNavigate();
  useDocumentTitle(t('public.title'));
  const [data, setData] = useState<ObservationFormData | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void publicApi().then((api) =>
      api
        .fetchOuterObservationData()
        .then((d) => live && setData(d))
        .catch((e: unknown) => live && setLoadError(api.apiErrorMessage(e) ?? t('public.loadFailed'))),
    );
    return () => {
      live = false;
    };
  }, [t]);

  const formik = useFormik<PublicValues>({
    initialValues: { type: '', category: '', description: '', site_id: null, area_id: null, location: '', observed_at: localDateTimeValue(), risk_level: '', attachments: [], anonymous: true, reporter_name: '' },
    validate: lazySchema(async () => (await import('../schemas/observation-schema')).publicObservationSchema(t)),
    onSubmit: async (values) => {
      setSubmitError(null);
      const api = await publicApi();
      try {
        const { reporter_name, anonymous, ...rest } = values;
        await api.submitOuterObservation({ ...rest, anonymous, reporter_name: anonymous ? null : reporter_name.trim() || null, observed_at: new Date(values.observed_at).toISOString() });
        navigate('/thankyou', { replace: true, state: { from: 'observation' } });
      } catch (e) {
        setSubmitError(api.apiErrorMessage(e) ?? t('public.submitFailed'));
      }
    },
  });
  const err = (name: keyof PublicValues) => {
    const e = getIn(formik.errors, name) as string | undefined;
    return e && (getIn(formik.touched, name) || formik.submitCount > 0) ? e : null;
  };
  const described = (name: keyof PublicValues) => (err(name) ? `pub-${name}-error` : undefined);
  const errorText = (name: keyof PublicValues) =>
    err(name) && (
      <small id={`pub-${name}-error`} className="field-error">
        {err(name)}
      </small>
    );
  const site = data?.sites.find((s) => s.id === formik.values.site_id);

  return (
    <div className="public-obs">
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
        <form onSubmit={formik.handleSubmit} noValidate>
          {submitError && (
            <p role="alert" className="public-alert">
              {submitError}
            </p>
          )}
          <div className="field">
            <label htmlFor="pub-type">
              {t('fields.type')} <span aria-hidden="true">*</span>
            </label>
            <select id="pub-type" name="type" className="native-input" value={formik.values.type} onChange={formik.handleChange} onBlur={formik.handleBlur} aria-required aria-invalid={!!err('type')} aria-describedby={described('type')}>
              <option value="">{t('form.choose')}</option>
              {OBSERVATION_TYPES.map((v) => (
                <option key={v} value={v}>
                  {t(`types.${v}`)}
                </option>
              ))}
            </select>
            {errorText('type')}
          </div>
          <div className="field">
            <label htmlFor="pub-category">{t('fields.category')}</label>
            <select id="pub-category" name="category" className="native-input" value={formik.values.category} onChange={formik.handleChange}>
              <option value="">{t('form.choose')}</option>
              {OBSERVATION_CATEGORIES.map((v) => (
                <option key={v} value={v}>
                  {t(`categories.${v}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="pub-description">
              {t('fields.description')} <span aria-hidden="true">*</span>
            </label>
            <textarea id="pub-description" name="description" className="native-input" rows={4} value={formik.values.description} onChange={formik.handleChange} onBlur={formik.handleBlur} aria-required aria-invalid={!!err('description')} aria-describedby={described('description')} />
            {errorText('description')}
          </div>
          <div className="field">
            <label htmlFor="pub-site">
              {t('fields.site')} <span aria-hidden="true">*</span>
            </label>
            <select
              id="pub-site"
              name="site_id"
              className="native-input"
              value={formik.values.site_id ?? ''}
              onChange={(e) => {
                void formik.setFieldValue('site_id', e.target.value ? Number(e.target.value) : null);
                void formik.setFieldValue('area_id', null);
              }}
              onBlur={formik.handleBlur}
              aria-required
              aria-invalid={!!err('site_id')}
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
            <label htmlFor="pub-area">{t('fields.area')}</label>
            <select id="pub-area" name="area_id" className="native-input" value={formik.values.area_id ?? ''} disabled={!site} onChange={(e) => void formik.setFieldValue('area_id', e.target.value ? Number(e.target.value) : null)}>
              <option value="">{t('form.choose')}</option>
              {(site?.areas ?? []).map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="pub-location">{t('fields.location')}</label>
            <input id="pub-location" name="location" className="native-input" value={formik.values.location} onChange={formik.handleChange} />
          </div>
          <div className="field">
            <label htmlFor="pub-observed">
              {t('fields.observedAt')} <span aria-hidden="true">*</span>
            </label>
            <input id="pub-observed" name="observed_at" type="datetime-local" className="native-input" max={localDateTimeValue()} value={formik.values.observed_at} onChange={formik.handleChange} onBlur={formik.handleBlur} aria-required aria-invalid={!!err('observed_at')} aria-describedby={described('observed_at')} />
            {errorText('observed_at')}
          </div>
          <fieldset className="group" aria-describedby={described('risk_level')}>
            <legend>
              {t('fields.riskLevel')} <span aria-hidden="true">*</span>
            </legend>
            <div className="radio-row">
              {OBS_RISK_LEVELS.map((v) => (
                <label key={v}>
                  <input type="radio" name="risk_level" value={v} checked={formik.values.risk_level === v} onChange={formik.handleChange} />
                  {t(`risk.${v}`)}
                </label>
              ))}
            </div>
            {errorText('risk_level')}
          </fieldset>
          <FileField label={t('public.photo')} id="pub-photo" multiple maxFiles={5} accept="image/*,application/pdf" hint={t('form.attachmentsHint')} value={formik.values.attachments} onChange={(next) => void formik.setFieldValue('attachments', next)} />
          <div className="field" style={{ flexDirection: 'row', alignItems: 'center', gap: '0.5rem' }}>
            <input id="pub-anonymous" type="checkbox" checked={formik.values.anonymous} onChange={(e) => void formik.setFieldValue('anonymous', e.target.checked)} />
            <label htmlFor="pub-anonymous" style={{ fontWeight: 400 }}>
              {t('public.anonymous')}
            </label>
          </div>
          {!formik.values.anonymous && (
            <div className="field">
              <label htmlFor="pub-name">{t('public.yourName')}</label>
              <input id="pub-name" name="reporter_name" className="native-input" autoComplete="name" value={formik.values.reporter_name} onChange={formik.handleChange} />
            </div>
          )}
          <button type="submit" className="public-submit" disabled={formik.isSubmitting}>
            {formik.isSubmitting ? t('public.sending') : t('public.submit')}
          </button>
        </form>
      )}
    </div>
  );
}
