import { useEffect, useState } from 'react';
import { useFocusInvalid } from '@/components/form/use-focus-invalid';
import { useLocation, useNavigate } from '@/lib/routing/nav';
import { useTranslation } from 'react-i18next';
import { useLightForm } from '@/components/form/use-light-form';
import { FileField } from '@/lib/files/file-field';
import { PUBLIC_REPORT_TYPES } from '@/lib/files/validate-upload';
import { useDocumentTitle } from '@/components/feedback/use-document-title';
import { OBS_RISK_LEVELS, OBSERVATION_CATEGORIES, OBSERVATION_TYPES, type ObservationFormData, type OuterObservationInput } from '../model';
import { localDateTimeValue } from '@/components/form/date-time-value';
import { usePublicDraft } from '@/components/public-form/use-public-draft';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { typedValues, useTypedBeforeHydration } from '@/components/form/typed-before-hydration';
import { AnonymousCheckbox, knownPlace, qrPrefill, RestoredNotice, PublicFormPage, PublicInput, PublicRadioGroup, PublicSelect, PublicSubmit, usePublicFormData, type PublicReportValues, type ReopenedReport } from '@/components/public-form/public-form';

interface PublicValues extends PublicReportValues {
  observed_at: string;
}

/**
 * /observation: the anonymous public form (tenant from the host), mobile first (360 px), without
 * heavy widgets so the route stays small. Anonymous stores no reporter identity at all.
 * The API clients (axios) and the schema (yup) load on demand, after the first paint.
 */
const publicApi = () => import('../api/public-api');
const loadFormData = () => publicApi().then((api) => ({ fetch: api.fetchOuterObservationData, apiErrorMessage: api.apiErrorMessage, queuePanel: api.OfflineQueuePanel }));
export default function PublicObservationPage() {
  const { t } = useTranslation('observations');
  const navigate = useNavigate();
  useDocumentTitle(t('public.title'));
  const { data, loadError, QueuePanel } = usePublicFormData<ObservationFormData>(loadFormData, t('public.loadFailed'));
  const [submitError, setSubmitError] = useState<string | null>(null);
  /** a refused report of the offline queue, opened to be corrected: it leaves the queue once sent again */
  const [reopened, setReopened] = useState<string | null>(null);
  /** a QR code's place (features/qr-codes): it fills the form, and wins over a restored draft */
  const { search } = useLocation();
  const [prefill] = useState(() => qrPrefill(search));
  // prerendered at build time (src/app/prerender): the clock shows once hydrated, never the build's time; the QR
  // code's place and a restored draft reach the inputs with the re-render that follows hydration
  const hydrated = useHydrated();

  // no form library (formik ≈ 11 KB gzip of the JS to interactive, issue 18); the schema (yup) loads on first check
  const formik = useLightForm<PublicValues>({
    initialValues: () => ({ type: '', category: '', description: '', site_id: null, area_id: null, location: '', observed_at: localDateTimeValue(), risk_level: '', attachments: [], anonymous: true, reporter_name: '', ...prefill }),
    validate: async (values) => (await import('@/lib/forms/first-errors')).firstErrors((await import('../schemas/observation-schema')).publicObservationSchema(t), values),
    onSubmit: async (values) => {
      setSubmitError(null);
      const api = await publicApi();
      try {
        const { reporter_name, anonymous, ...rest } = values;
        // the schema has passed them (type, site and risk level chosen): the body is an OuterObservationInput
        const result = await api.fileOuterObservation({ ...rest, anonymous, reporter_name: anonymous ? null : reporter_name.trim() || null, observed_at: new Date(values.observed_at).toISOString() } as OuterObservationInput, values, reopened);
        draft.clear();
        setReopened(null);
        if ('sent' in result) navigate('/thankyou', { replace: true, state: { from: 'observation' } });
        // kept on the device: the form empties as after a send (the queue's status says it was saved on the device)
        else formik.resetForm();
      } catch (e) {
        setSubmitError(api.apiErrorMessage(e) ?? t('public.submitFailed'));
      }
    },
  });
  // "Open" on a report the server refused: the form comes back as the visitor filled it, with the server's messages
  const onReopen = (entry: ReopenedReport) => {
    formik.setValues(entry.values as PublicValues, false);
    setReopened(entry.id);
    setSubmitError(entry.message);
  };
  const focusRef = useFocusInvalid(formik);
  const draft = usePublicDraft('observation', formik.values, (v) => formik.setValues({ ...v, ...prefill }, false));
  // the fields take input from the first paint (issue 30): what was typed before hydration wins over a restored draft
  useTypedBeforeHydration(focusRef, (typed) => formik.mergeValues(typedValues(typed, formik.values)));
  useEffect(() => {
    const known = data && knownPlace(formik.values, data.sites);
    if (known && known !== formik.values) formik.setValues(known, false);
    // checked once, when the lookups arrive
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [data]);
  const err = (name: keyof PublicValues) => {
    const e = formik.errors[name];
    return e && (formik.touched[name] || formik.submitCount > 0) ? e : null;
  };
  const set = (name: keyof PublicValues) => (value: unknown) => formik.setFieldValue(name, value as never);
  const site = data?.sites.find((s) => s.id === formik.values.site_id);

  return (
    <PublicFormPage title={t('public.title')} organization={data?.organization_name} intro={t('public.intro')} loadError={loadError} loadingText={t('public.loading')} loaded={!!data} submitError={submitError} onSubmit={(e) => void formik.handleSubmit(e)} formRef={focusRef} QueuePanel={QueuePanel} onReopen={onReopen}>
      <RestoredNotice draft={draft} onStartOver={() => formik.resetForm()} />
      <PublicSelect id="pub-type" name="type" label={t('fields.type')} required error={err('type')} value={formik.values.type} onChange={set('type')} onBlur={formik.handleBlur} chooseLabel={t('form.choose')} options={OBSERVATION_TYPES.map((v) => [v, t(`types.${v}`)] as const)} />
      <PublicSelect id="pub-category" name="category" label={t('fields.category')} value={formik.values.category} onChange={set('category')} chooseLabel={t('form.choose')} options={OBSERVATION_CATEGORIES.map((v) => [v, t(`categories.${v}`)] as const)} />
      <PublicInput id="pub-description" name="description" multiline label={t('fields.description')} required error={err('description')} value={formik.values.description} onChange={set('description')} onBlur={formik.handleBlur} />
      <PublicSelect
        id="pub-site"
        name="site_id"
        label={t('fields.site')}
        required
        error={err('site_id')}
        value={formik.values.site_id ?? ''}
        // one update, one validation: two setFieldValue calls validate stale values and the site error could stay
        onChange={(v) => formik.setValues({ ...formik.values, site_id: v ? Number(v) : null, area_id: null })}
        onBlur={formik.handleBlur}
        chooseLabel={t('form.choose')}
        options={(data?.sites ?? []).map((s) => [s.id, s.name] as const)}
      />
      <PublicSelect id="pub-area" name="area_id" label={t('fields.area')} value={formik.values.area_id ?? ''} disabled={!site} onChange={(v) => set('area_id')(v ? Number(v) : null)} chooseLabel={t('form.choose')} options={(site?.areas ?? []).map((a) => [a.id, a.name] as const)} />
      <PublicInput id="pub-location" name="location" label={t('fields.location')} value={formik.values.location} onChange={set('location')} />
      <PublicInput id="pub-observed" name="observed_at" type="datetime-local" max={hydrated ? localDateTimeValue() : undefined} label={t('fields.observedAt')} required error={err('observed_at')} value={hydrated ? formik.values.observed_at : ''} onChange={set('observed_at')} onBlur={formik.handleBlur} />
      <PublicRadioGroup id="pub-risk_level" name="risk_level" label={t('fields.riskLevel')} required error={err('risk_level')} value={formik.values.risk_level} onChange={set('risk_level')} options={OBS_RISK_LEVELS.map((v) => [v, t(`risk.${v}`)] as const)} />
      <FileField camera label={t('public.photo')} id="pub-photo" multiple maxFiles={5} accept="image/jpeg,image/png,image/gif,image/bmp,image/webp,application/pdf" allowedTypes={PUBLIC_REPORT_TYPES} hint={t('public.photoHint')} disabled={!hydrated} value={formik.values.attachments} onChange={set('attachments')} />
      <AnonymousCheckbox id="pub-anonymous" label={t('public.anonymous')} checked={formik.values.anonymous} onChange={set('anonymous')} />
      {!formik.values.anonymous && <PublicInput id="pub-name" name="reporter_name" autoComplete="name" label={t('public.yourName')} value={formik.values.reporter_name} onChange={set('reporter_name')} />}
      <PublicSubmit busy={formik.isSubmitting} label={t('public.submit')} busyLabel={t('public.sending')} />
    </PublicFormPage>
  );
}
