import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from '@/lib/routing/nav';
import { useTranslation } from 'react-i18next';
import { FileField } from '@/lib/files/file-field';
import { PUBLIC_REPORT_TYPES } from '@/lib/files/validate-upload';
import { useDocumentTitle } from '@/components/feedback/use-document-title';
import type { RiskLevel } from '@/features/actions/public';
import { INCIDENT_CATEGORIES, INCIDENT_TYPES, type IncidentFormData } from '../model';
import { localDateTimeValue } from '@/components/form/date-time-value';
import type { Errors, PublicValues } from './public-incident-checks';
import { usePublicDraft } from '@/components/public-form/use-public-draft';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { typedValues, useTypedBeforeHydration } from '@/components/form/typed-before-hydration';
import { AnonymousCheckbox, knownPlace, qrPrefill, RestoredNotice, PublicFormPage, PublicInput, PublicRadioGroup, PublicSelect, PublicSubmit, usePublicFormData, type ReopenedReport } from '@/components/public-form/public-form';


/** the API client (axios) and its error reader load after the first paint */
const publicApi = async () => {
  const [api, errors] = await Promise.all([import('../api/public-api'), import('@/lib/api/notify-error')]);
  return { ...api, apiErrorMessage: errors.apiErrorMessage };
};
const loadFormData = () => publicApi().then((api) => ({ fetch: api.fetchOuterIncidentData, apiErrorMessage: api.apiErrorMessage, queuePanel: api.OfflineQueuePanel }));

/** the action risk levels, listed here so first paint does not pull the actions feature in (type-checked) */
const RISK_LEVELS: readonly RiskLevel[] = ['low', 'medium', 'high', 'critical'];

const INITIAL: PublicValues = { type: '', category: '', description: '', site_id: null, area_id: null, location: '', occurred_at: '', risk_level: '', attachments: [], anonymous: true, reporter_name: '' };

/** the report's checks and request body load with the first check or send (issue 30: not needed to paint or to type) */
const checks = () => import('./public-incident-checks');

/**
 * /incident: the public incident report (tenant from the host, signed out), mobile first at 360 px.
 * First paint carries no form library and no schema library: the shared report rules (yup) and
 * their messages load when the visitor sends the report.
 */
export default function PublicIncidentPage() {
  const { t, i18n } = useTranslation('incidents');
  const navigate = useNavigate();
  useDocumentTitle(t('public.title'));
  const { data, loadError, QueuePanel } = usePublicFormData<IncidentFormData>(loadFormData, t('public.loadFailed'));
  const [submitError, setSubmitError] = useState<string | null>(null);
  /** a QR code's place (features/qr-codes): it fills the form, stays after a reset and wins over a restored draft */
  const { search } = useLocation();
  const [prefill] = useState(() => qrPrefill(search));
  // prerendered at build time (src/app/prerender): the clock shows once hydrated, never the build's time; the QR
  // code's place and a restored draft reach the inputs with the re-render that follows hydration
  const hydrated = useHydrated();
  const blank = (): PublicValues => ({ ...INITIAL, occurred_at: localDateTimeValue(), ...prefill });
  const [values, setValues] = useState<PublicValues>(blank);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  /** after the first send the messages follow what is typed, so a fixed field loses its message at once */
  const [attempted, setAttempted] = useState(false);
  /** a refused report of the offline queue, opened to be corrected: it leaves the queue once sent again */
  const [reopened, setReopened] = useState<string | null>(null);
  // "Open" on a report the server refused: the form comes back as the visitor filled it, with the server's messages
  const onReopen = (entry: ReopenedReport) => {
    setValues(entry.values as PublicValues);
    setReopened(entry.id);
    setSubmitError(entry.message);
  };

  const set = <K extends keyof PublicValues>(key: K, value: PublicValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const draft = usePublicDraft('incident', values, (v) => setValues({ ...v, ...prefill }));
  // the fields take input from the first paint (issue 30): what was typed before hydration wins over a restored draft
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, (typed) => setValues((v) => ({ ...v, ...typedValues(typed, v) })));
  useEffect(() => {
    if (data) setValues((v) => knownPlace(v, data.sites));
  }, [data]);

  const validate = async (v: PublicValues): Promise<Errors> => (await checks()).validatePublicIncident(v, i18n);

  useEffect(() => {
    if (!attempted) return;
    let current = true; // only the newest check may set the messages
    void validate(values).then((found) => current && setErrors(found));
    return () => {
      current = false;
    };
    // validate is recreated each render; values and attempted are what matter
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [values, attempted]);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitError(null);
    setSending(true);
    const api = await publicApi();
    try {
      const found = await validate(values);
      setErrors(found);
      setAttempted(true);
      if (Object.keys(found).length > 0) {
        const first = Object.keys(found)[0];
        document.getElementById(`pubi-${first}`)?.focus();
        return;
      }
      const result = await api.fileOuterIncident(await (await checks()).toBody(values), values, reopened);
      draft.clear();
      setReopened(null);
      if ('sent' in result) navigate('/thankyou', { replace: true, state: { from: 'incident' } });
      else {
        // kept on the device: the form empties as after a send (the queue's status says it was saved on the device)
        setValues(blank());
        setAttempted(false);
        setErrors({});
      }
    } catch (err) {
      setSubmitError(api.apiErrorMessage(err) ?? t('public.submitFailed'));
    } finally {
      setSending(false);
    }
  };

  const err = (name: keyof PublicValues) => errors[name] ?? null;
  const site = data?.sites.find((s) => s.id === values.site_id);

  return (
    <PublicFormPage title={t('public.title')} organization={data?.organization_name} intro={t('public.intro')} loadError={loadError} loadingText={t('public.loading')} loaded={!!data} submitError={submitError} onSubmit={(e) => void onSubmit(e)} formRef={formRef} QueuePanel={QueuePanel} onReopen={onReopen}>
      <RestoredNotice draft={draft} onStartOver={() => setValues(blank())} />
      <PublicSelect id="pubi-type" name="type" label={t('fields.type')} required error={err('type')} value={values.type} onChange={(v) => set('type', v)} chooseLabel={t('form.choose')} options={INCIDENT_TYPES.map((v) => [v, t(`types.${v}`)] as const)} />
      <PublicSelect id="pubi-category" name="category" label={t('fields.category')} value={values.category} onChange={(v) => set('category', v)} chooseLabel={t('form.choose')} options={INCIDENT_CATEGORIES.map((v) => [v, t(`categories.${v}`)] as const)} />
      <PublicInput id="pubi-description" name="description" multiline label={t('fields.description')} required error={err('description')} value={values.description} onChange={(v) => set('description', v)} />
      <PublicSelect
        id="pubi-site_id"
        name="site_id"
        label={t('fields.site')}
        required
        error={err('site_id')}
        value={values.site_id ?? ''}
        onChange={(v) => setValues((cur) => ({ ...cur, site_id: v ? Number(v) : null, area_id: null }))}
        chooseLabel={t('form.choose')}
        options={(data?.sites ?? []).map((s) => [s.id, s.name] as const)}
      />
      <PublicSelect id="pubi-area" name="area_id" label={t('fields.area')} value={values.area_id ?? ''} disabled={!site} onChange={(v) => set('area_id', v ? Number(v) : null)} chooseLabel={t('form.choose')} options={(site?.areas ?? []).map((a) => [a.id, a.name] as const)} />
      <PublicInput id="pubi-location" name="location" label={t('fields.location')} value={values.location} onChange={(v) => set('location', v)} />
      <PublicInput id="pubi-occurred_at" name="occurred_at" type="datetime-local" max={hydrated ? localDateTimeValue() : undefined} label={t('fields.occurredAt')} required error={err('occurred_at')} value={hydrated ? values.occurred_at : ''} onChange={(v) => set('occurred_at', v)} />
      <PublicRadioGroup id="pubi-risk_level" firstId="pubi-risk_level" name="risk_level" label={t('fields.riskLevel')} required error={err('risk_level')} value={values.risk_level} onChange={(v) => set('risk_level', v)} options={RISK_LEVELS.map((v) => [v, t(`risk.${v}`)] as const)} />
      <FileField camera label={t('public.photo')} id="pubi-photo" multiple maxFiles={5} accept="image/jpeg,image/png,image/gif,image/bmp,image/webp,application/pdf" allowedTypes={PUBLIC_REPORT_TYPES} hint={t('public.photoHint')} disabled={!hydrated} value={values.attachments} onChange={(next) => set('attachments', next)} />
      <AnonymousCheckbox id="pubi-anonymous" label={t('public.anonymous')} checked={values.anonymous} onChange={(v) => set('anonymous', v)} />
      {!values.anonymous && <PublicInput id="pubi-reporter_name" name="reporter_name" autoComplete="name" label={t('public.yourName')} error={err('reporter_name')} value={values.reporter_name} onChange={(v) => set('reporter_name', v)} />}
      <PublicSubmit busy={sending} label={t('public.submit')} busyLabel={t('public.sending')} />
    </PublicFormPage>
  );
}
