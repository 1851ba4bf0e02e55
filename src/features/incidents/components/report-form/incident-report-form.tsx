import { useEffect, useMemo, useRef, useState } from 'react';
import { useRecordForm } from '@/components/record/use-record-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { FormikErrors } from 'formik';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { ScreenLoading } from '@/components/feedback/loading';
import { DataTable } from '@/components/data/data-table';
import { FileField } from '@/lib/files/file-field';
import { localizeServerMessage } from '@/lib/api/notify-error';
import { DraftNotice } from '@/lib/drafts/draft-notice';
import { submitOrQueue } from '@/lib/offline/submit';
import { currentSession } from '@/lib/api/clients';
import { RISK_LEVELS } from '@/features/actions/public';
import {
  INCIDENT_CATEGORIES,
  INCIDENT_LIKELIHOODS,
  INCIDENT_SEVERITIES,
  INCIDENT_TYPES,
  SHIFTS,
  ratingBand,
  ratingScore,
  type IncidentInput,
  type IncidentRecord,
  type VictimInput,
} from '../../model';
import { reportSchema } from '../../schemas/incident-schemas';
import { useCreateIncidentMutation, useGetIncidentFormDataQuery, useUpdateIncidentMutation } from '../../api/incidents-api';
import { useIncidentLabels } from '../register/labels';
import { localDateTimeValue } from '@/components/form/date-time-value';
import { ErrorText, SelectField, SiteAreaFields, TextField, YesNoField, fieldError } from '@/components/form/fields';
import { VictimDialog } from './victim-dialog';
import { initialReportValues, toIncidentInput, type ReportValues } from './report-values';
import '../register/register.css';
import { FixErrors } from '@/components/record/form-parts';

/** the URL key of a victim row: its id once saved, `draft-<n>` before */
const victimKey = (v: VictimInput, index: number) => (v.id ? String(v.id) : `draft-${index + 1}`);

/** the server's 422 messages (`{errors: [...]}` or Rails `{errors: {field: [...]}}`) */
function serverMessages(error: unknown): string[] {
  const data = (error as { data?: { errors?: unknown; error?: unknown } } | undefined)?.data;
  const errors = data?.errors;
  if (Array.isArray(errors)) return errors.filter((e): e is string => typeof e === 'string').map(localizeServerMessage);
  if (errors && typeof errors === 'object') return Object.entries(errors).flatMap(([field, list]) => (Array.isArray(list) ? list.map((m) => `${field} ${String(m)}`) : []));
  if (typeof data?.error === 'string') return [localizeServerMessage(data.error)];
  return [];
}

/** a new report: sent with an Idempotency-Key, or queued (null) when there is no answer; any answer comes back as it is */
async function fileNewIncident<A extends { data?: IncidentRecord; error?: unknown }>(body: IncidentInput, values: ReportValues, replaces: string | null, create: (key: string) => Promise<A>): Promise<A | null> {
  const answered: { answer?: A } = {};
  try {
    const result = await submitOrQueue({ kind: 'incident', url: '/incidents', secured: true, body, values, summary: body.description, path: '/incidents/new', userId: currentSession()?.user?.id ?? null, replaces }, async (key) => {
      const answer = await create(key);
      if (answer.error && (answer.error as { status?: unknown }).status === 'FETCH_ERROR') throw answer.error;
      if (answer.error) {
        answered.answer = answer;
        throw answered;
      }
      return answer;
    });
    return 'sent' in result ? result.sent : null;
  } catch (e) {
    if (e === answered && answered.answer) return answered.answer;
    throw e;
  }
}

export interface IncidentReportFormProps {
  /** the incident to edit; a new incident is reported without it */
  incident?: IncidentRecord;
  /** called with the saved record after a successful create or update */
  onSaved(record: IncidentRecord): void;
  /** the URL this form lives at: the victim dialog opens at `<basePath>/victim/new` and `<basePath>/victim/edit/:victimId` */
  basePath: string;
  onCancel?(): void;
  /** a new report: values to start from (a refused report of the offline queue, opened again) and the queue entry it replaces */
  reopened?: { id: string; values: ReportValues } | null;
  /** a new report kept on the device (no network): the page empties the form and says so */
  onQueued?(): void;
}

/**
 * The incident reporting form (SPEC §2 step 1, §3, §5): the signed-in create / edit form and
 * investigation step 1. Validation is the shared report schema; a failed save keeps every value and
 * shows the server's messages; a local draft is kept while typing.
 */
export function IncidentReportForm({ incident, onSaved, basePath, onCancel, reopened, onQueued }: IncidentReportFormProps) {
  const L = useIncidentLabels();
  const { t } = L;
  const { t: tr } = useTranslation('incidentRules');
  const navigate = useNavigate();
  const location = useLocation();
  const formData = useGetIncidentFormDataQuery();
  const [create] = useCreateIncidentMutation();
  const [update] = useUpdateIncidentMutation();
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const initialValues = useMemo(() => (!incident && reopened ? reopened.values : initialReportValues(incident)), [incident, reopened]);
  const schema = useMemo(() => reportSchema(tr), [tr]);
  const { formik, focusRef, draft } = useRecordForm<ReportValues>({
    initialValues,
    schema,
    draftKey: incident ? `incident:edit:${incident.id}` : 'incident:new',
    // the rating is either both parts or explicitly pending (SPEC §5 "the incident must be classified")
    validate: (v) => {
      const errors: FormikErrors<ReportValues> = {};
      if (!v.rating_pending && !v.severity && !v.likelihood) errors.severity = tr('validation.ratingIncomplete');
      return errors;
    },
    onSubmit: async (values) => {
      setServerErrors([]);
      const body = toIncidentInput(values);
      let result: Awaited<ReturnType<typeof update>> | Awaited<ReturnType<typeof create>>;
      if (incident) result = await update({ id: incident.id, step: 'report', ...body });
      else {
        // a new report: with an Idempotency-Key, or kept in the offline queue when there is no network
        const filed = await fileNewIncident(body, values, reopened?.id ?? null, (key) => create({ ...body, idempotencyKey: key }));
        if (!filed) {
          // cleared before the page mounts a fresh form, as before (the kit clears it again once this returns)
          draft.clear();
          onQueued?.();
          return true;
        }
        result = filed;
      }
      if ('error' in result && result.error) {
        const messages = serverMessages(result.error);
        setServerErrors(messages.length ? messages : [t('form.saveFailed')]);
        return false;
      }
      onSaved(result.data);
      return true;
    },
  });
  const idp = incident ? `inc-edit-${incident.id}` : 'inc-new';
  const v = formik.values;
  const score = v.rating_pending ? null : ratingScore(v.severity || null, v.likelihood || null);

  const returnFocus = useRef(false);
  const addVictimRef = useRef<HTMLAnchorElement>(null);
  // the victim dialog is a child route of the form: <basePath>/victim/new | victim/edit/:victimId
  const rest = location.pathname.startsWith(basePath) ? location.pathname.slice(basePath.length) : '';
  const victimRoute = rest.match(/^\/victim\/(?:(new)|edit\/([^/]+))\/?$/);
  const editingIndex = victimRoute?.[2] ? v.victims.findIndex((vi, i) => victimKey(vi, i) === victimRoute[2]) : -1;
  const dialogOpen = !!victimRoute && (victimRoute[1] === 'new' || editingIndex >= 0);
  const closeDialog = () => {
    returnFocus.current = true;
    navigate(basePath, { replace: false });
  };
  const saveVictim = (victim: VictimInput) => {
    const next = editingIndex >= 0 ? v.victims.map((old, i) => (i === editingIndex ? { ...victim, id: old.id } : old)) : [...v.victims, victim];
    void formik.setValues({ ...v, victims: next, has_victims: true });
    closeDialog();
  };

  // WCAG 2.4.3: when the victim dialog closes, focus goes back to "Add a victim", not to the page
  useEffect(() => {
    if (dialogOpen || !returnFocus.current) return;
    returnFocus.current = false;
    addVictimRef.current?.focus();
  }, [dialogOpen]);

  if (formData.isLoading) return <ScreenLoading />;
  if (!formData.data) return <Message severity="error" text={t('form.dataFailed')} />;
  const title = incident ? t('form.editTitle', { number: incident.number }) : t('form.newTitle');
  const victimsError = fieldError(formik, 'victims');

  return (
    <>
      <form ref={focusRef} onSubmit={formik.handleSubmit} noValidate aria-label={title}>
        <DraftNotice draft={draft} />
        <FixErrors formik={formik} text={t('form.fixErrors')} />
        {serverErrors.length > 0 && (
          <div role="alert" className="p-inline-message p-inline-message-error" style={{ display: 'block', padding: '0.75rem 1rem', marginBottom: '1rem' }}>
            <p style={{ margin: 0, fontWeight: 600 }}>{t('form.serverRefused')}</p>
            <ul style={{ margin: '0.25rem 0 0' }}>
              {serverErrors.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          </div>
        )}
        <div className="form-grid two">
          <SelectField formik={formik} name="type" id={`${idp}-type`} label={t('fields.type')} required options={INCIDENT_TYPES.map((x) => [x, L.type(x)])} placeholder={t('form.choose')} />
          <SelectField formik={formik} name="category" id={`${idp}-category`} label={t('fields.category')} options={INCIDENT_CATEGORIES.map((x) => [x, L.category(x)])} placeholder={t('form.choose')} />
        </div>
        <TextField formik={formik} name="description" id={`${idp}-description`} label={t('fields.description')} required multiline />
        <div className="form-grid two">
          <SiteAreaFields formik={formik} idp={idp} sites={formData.data.sites} siteLabel={t('fields.site')} areaLabel={t('fields.area')} placeholder={t('form.choose')} siteRequired />
          <TextField formik={formik} name="location" id={`${idp}-location`} label={t('fields.location')} />
          <SelectField formik={formik} name="shift" id={`${idp}-shift`} label={t('fields.shift')} options={SHIFTS.map((x) => [x, L.shift(x)])} placeholder={t('form.choose')} />
          <TextField formik={formik} name="occurred_at" id={`${idp}-occurred`} label={t('fields.occurredAt')} required type="datetime-local" max={localDateTimeValue()} />
          <SelectField formik={formik} name="risk_level" id={`${idp}-risk`} label={t('fields.riskLevel')} required options={RISK_LEVELS.map((x) => [x, L.risk(x)])} placeholder={t('form.choose')} />
        </div>

        <fieldset className="group">
          <legend>
            {t('fields.rating')} <span aria-hidden="true">*</span>
          </legend>
          <div className="field" style={{ flexDirection: 'row', gap: '0.5rem', alignItems: 'center' }}>
            <input
              id={`${idp}-pending`}
              type="checkbox"
              checked={v.rating_pending}
              onChange={(e) => void formik.setValues({ ...v, rating_pending: e.target.checked, ...(e.target.checked ? { severity: '', likelihood: '' } : {}) })}
            />
            <label htmlFor={`${idp}-pending`} style={{ fontWeight: 400 }}>
              {t('form.ratingPending')}
            </label>
          </div>
          <div className="form-grid two">
            <SelectField formik={formik} name="severity" id={`${idp}-severity`} label={t('fields.severity')} disabled={v.rating_pending} options={INCIDENT_SEVERITIES.map((x) => [x, L.severity(x)])} placeholder={t('form.choose')} />
            <SelectField formik={formik} name="likelihood" id={`${idp}-likelihood`} label={t('fields.likelihood')} disabled={v.rating_pending} options={INCIDENT_LIKELIHOODS.map((x) => [x, L.likelihood(x)])} placeholder={t('form.choose')} />
          </div>
          <p aria-live="polite" style={{ margin: 0 }}>
            {t('form.ratingResult')}: <span className={`badge badge-band-${ratingBand(score)}`}>{score === null ? t('matrix.pending') : L.rating(v.severity || null, v.likelihood || null)}</span>
          </p>
        </fieldset>

        <YesNoField formik={formik} name="investigation_required" id={`${idp}-investigation`} legend={t('fields.investigationRequired')} yes={t('form.yes')} no={t('form.no')} />
        <div className="form-grid two">
          <TextField formik={formik} name="machine_or_location" id={`${idp}-machine`} label={t('fields.machineOrLocation')} />
          <TextField formik={formik} name="extent_of_damage" id={`${idp}-damage`} label={t('fields.extentOfDamage')} multiline />
        </div>
        <TextField formik={formik} name="immediate_action" id={`${idp}-immediate`} label={t('fields.immediateAction')} multiline />
        <TextField formik={formik} name="remarks" id={`${idp}-remarks`} label={t('fields.remarks')} multiline />
        <FileField camera label={t('fields.attachments')} id={`${idp}-attachments`} multiple maxFiles={10} hint={t('form.attachmentsHint')} value={v.attachments} onChange={(next) => void formik.setFieldValue('attachments', next)} />

        <fieldset className="group" aria-describedby={victimsError ? `${idp}-victims-error` : undefined}>
          <legend>{t('fields.victims')}</legend>
          <YesNoField formik={formik} name="has_victims" id={`${idp}-has-victims`} legend={t('fields.hasVictims')} yes={t('form.yes')} no={t('form.no')} />
          {v.has_victims && (
            <>
              {v.victims.length === 0 ? (
                <p>{t('form.noVictimsYet')}</p>
              ) : (
                <DataTable caption={t('fields.victims')} className="victims-table" columns={[t('victim.name'), t('victim.type'), t('victim.gender'), t('fields.bodyParts'), <span key="actions" className="sr-only">{t('list.rowActions')}</span>]}>
                  {v.victims.map((victim, i) => (
                    <tr key={victimKey(victim, i)}>
                      <td>{victim.name}</td>
                      <td>{L.victimType(victim.type)}</td>
                      <td>{L.gender(victim.gender)}</td>
                      <td>{victim.body_parts.map(L.bodyPart).join(', ') || '—'}</td>
                      <td>
                        <Link to={`${basePath}/victim/edit/${victimKey(victim, i)}`} aria-label={t('victim.editOne', { name: victim.name })}>
                          <i className="pi pi-pencil" aria-hidden="true" />
                        </Link>{' '}
                        <Button
                          type="button"
                          text
                          severity="danger"
                          icon="pi pi-trash"
                          aria-label={t('victim.removeOne', { name: victim.name })}
                          onClick={() =>
                            void formik.setFieldValue(
                              'victims',
                              v.victims.filter((_, j) => j !== i),
                            )
                          }
                        />
                      </td>
                    </tr>
                  ))}
                </DataTable>
              )}
              <Link ref={addVictimRef} to={`${basePath}/victim/new`} className="p-button p-button-outlined p-button-sm" style={{ textDecoration: 'none', marginTop: '0.5rem' }}>
                <i className="pi pi-user-plus" aria-hidden="true" style={{ marginRight: 6 }} />
                {t('victim.add')}
              </Link>
              {victimsError && (
                <p role="alert" style={{ margin: '0.5rem 0 0' }}>
                  <ErrorText id={`${idp}-victims-error`} error={victimsError} />
                </p>
              )}
            </>
          )}
        </fieldset>

        <div className="form-actions">
          <Button type="submit" label={incident ? t('form.saveChanges') : t('form.submit')} icon="pi pi-check" loading={formik.isSubmitting} />
          {onCancel && <Button type="button" outlined label={t('form.cancel')} onClick={onCancel} />}
        </div>
      </form>
      {dialogOpen && <VictimDialog key={rest} victim={editingIndex >= 0 ? v.victims[editingIndex] : null} occurredAt={v.occurred_at} onSave={saveVictim} onClose={closeDialog} />}
    </>
  );
}
