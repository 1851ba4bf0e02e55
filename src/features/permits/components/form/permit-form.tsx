import { useMemo, useState } from 'react';
import type { FormikHelpers } from 'formik';
import type { AnySchema } from 'yup';
import { Button } from 'primereact/button';
import { MultiSelectField, TextField } from '@/components/form/fields';
import { localDateTimeValue } from '@/components/form/date-time-value';
import { useRecordForm } from '@/components/record/use-record-form';
import { DraftNotice } from '@/lib/drafts/draft-notice';
import { FileField } from '@/lib/files/file-field';
import { emptyAnswers, PermitQuestions, visibleAnswers, type PermitAnswers, type TemplateDefinition } from '@/features/permit-templates/public';
import type { WorkerFieldSetting } from '@/features/worker-profile/public';
import type { Attachment } from '@/lib/files/attachment';
import type { PermitDetail, PermitInput, PermitLocation, PermitWorker } from '../../model/types';
import type { PermitFormLabels } from '../labels';
import { LiveClashes } from './live-clashes';
import { LocationFields, treeOf, type PermitSiteOption } from './location-fields';
import { nestedFormik } from './nested-formik';
import { withDerivedAnswers } from '../../model/answers';
import { defaultEndFor } from '../../model/duration';
import { ErrorText, fieldError } from '@/components/form/field-error';
import { askedDefinition, requestSections, withTreeNames } from './sections';
import { WorkersField, blankWorker } from './workers-field';
import { FixErrors } from '@/components/record/form-parts';

/** the form's values: start / end as local `YYYY-MM-DDTHH:mm` (the datetime-local inputs) */
export interface PermitFormValues {
  permit_form_version_id: number;
  title: string;
  description: string;
  issuing_officer_ids: number[];
  location: Omit<PermitLocation, 'site_id'> & { site_id: number | null };
  start_at: string;
  end_at: string;
  workers: PermitWorker[];
  answers: PermitAnswers;
  remarks: string;
  attachments: Attachment[];
}

export type SubmitMode = 'draft' | 'submit' | 'send';

const HOUR = 3_600_000;
const isBlankWorker = (w: PermitWorker) => !w.name?.trim() && !w.phone?.trim() && !w.id_number?.trim() && !w.company?.trim() && w.age == null && !w.photo;

/**
 * The form's schema as Formik calls it (`validate`): the permit schema of the intent of the button pressed — a draft
 * (or a draft sent to someone) checks what is given, "Submit request" everything. The button sets it before submitting.
 */
class IntentSchema {
  mode: SubmitMode = 'submit';
  constructor(private readonly schemaFor: (intent: 'draft' | 'submit') => AnySchema) {}
  choose(mode: SubmitMode) {
    this.mode = mode;
  }
  private current() {
    return this.schemaFor(this.mode === 'submit' ? 'submit' : 'draft');
  }
  /** a draft keeps no empty worker card (the one a new form starts with) */
  private given(values: unknown) {
    const v = values as PermitFormValues;
    return this.mode === 'submit' || !Array.isArray(v?.workers) ? values : { ...v, workers: v.workers.filter((w) => !isBlankWorker(w)) };
  }
  validate(values: unknown, options?: object) {
    return this.current().validate(this.given(values), options);
  }
  validateSync(values: unknown, options?: object) {
    return this.current().validateSync(this.given(values), options);
  }
}
const toLocal = (iso: string) => (iso ? localDateTimeValue(new Date(iso)) : '');
const toIso = (local: string) => (local && !Number.isNaN(Date.parse(local)) ? new Date(local).toISOString() : local);

/** a new permit's values (start now to the next quarter hour, end after the template's default hours) or an edited one's */
export function initialPermitValues(definition: TemplateDefinition, versionId: number, record?: PermitDetail, now = new Date()): PermitFormValues {
  if (record) {
    return {
      permit_form_version_id: record.permit_form_version_id,
      title: record.title,
      description: record.description,
      issuing_officer_ids: record.issuing_officer_ids,
      location: { ...record.location },
      start_at: toLocal(record.start_at),
      end_at: toLocal(record.end_at),
      workers: record.workers.length ? record.workers : [blankWorker()],
      answers: { ...emptyAnswers({ sections: requestSections(definition) }), ...record.answers },
      remarks: record.remarks,
      attachments: record.attachments,
    };
  }
  const start = new Date(Math.ceil(now.getTime() / (15 * 60_000)) * 15 * 60_000);
  return {
    permit_form_version_id: versionId,
    title: '',
    description: '',
    issuing_officer_ids: [],
    location: { site_id: null, division_id: null, department_id: null, unit_id: null, description: '', pin_id: null, zone_id: null, isolation_pin_ids: [] },
    start_at: localDateTimeValue(start),
    end_at: localDateTimeValue(new Date(start.getTime() + definition.default_hours * HOUR)),
    workers: [blankWorker()],
    answers: emptyAnswers({ sections: requestSections(definition) }),
    remarks: '',
    attachments: [],
  };
}

/** the values as the API takes them: ISO times, the derived location / duration answers, hidden questions' answers dropped */
export function toPermitInput(v: PermitFormValues, definition: TemplateDefinition, versionId: number, sites: readonly PermitSiteOption[]): PermitInput {
  const start_at = toIso(v.start_at);
  const end_at = toIso(v.end_at);
  const { names } = treeOf(sites, { ...v.location, site_id: v.location.site_id ?? 0 });
  const request = { sections: requestSections(definition) };
  // a draft may have no site yet (null is what the schema and the server take for it)
  const location = { ...v.location, site_id: v.location.site_id as number, description: v.location.description.trim() };
  const answers = visibleAnswers(request, withDerivedAnswers(request, withTreeNames(request, v.answers, names), { location, start_at, end_at }));
  return {
    title: v.title.trim(),
    description: v.description.trim(),
    permit_form_version_id: v.permit_form_version_id ?? versionId,
    issuing_officer_ids: v.issuing_officer_ids,
    location,
    start_at,
    end_at,
    workers: v.workers.map((w) => ({ ...w, name: w.name.trim() })),
    answers,
    attachments: v.attachments,
    remarks: v.remarks.trim(),
  };
}

interface Props {
  record?: PermitDetail;
  definition: TemplateDefinition;
  versionId: number;
  versionNumber: number;
  permitType: PermitDetail['permit_type'];
  sites: readonly PermitSiteOption[];
  users: readonly { id: number; full_name: string }[];
  workerFields: readonly WorkerFieldSetting[];
  recentWorkers: readonly PermitWorker[];
  /** the permit schema for a draft (what is given) or a request (everything) */
  schemaFor(intent: 'draft' | 'submit'): AnySchema;
  draftKey: string;
  L: PermitFormLabels;
  /** saves; false when refused (the form keeps what was typed) */
  onSubmit(input: PermitInput, mode: SubmitMode, helpers: FormikHelpers<PermitFormValues>, sendTo: number | null): Promise<boolean>;
  onCancel(): void;
}

/**
 * The permit form (issue 14) generated from the pinned template version: general fields, location on the site plan,
 * start / end (default hours of the template), issuing officers, workers, the version's questions, the live clashes;
 * "Save draft", "Send draft" (to one user), "Submit request". One Formik form, one schema, one local draft.
 */
export function PermitForm({ record, definition, versionId, versionNumber, permitType, sites, users, workerFields, recentWorkers, schemaFor, draftKey, L, onSubmit, onCancel }: Props) {
  const { t } = L;
  const [pressed, setPressed] = useState<SubmitMode>('submit');
  const [sendTo, setSendTo] = useState('');
  const [sendError, setSendError] = useState(false);
  // the draft and the send-draft buttons check only what is given; "Submit request" checks everything
  const intent = useMemo(() => new IntentSchema(schemaFor), [schemaFor]);
  const initialValues = useMemo(() => initialPermitValues(definition, versionId, record), [definition, versionId, record]);
  const { formik, focusRef, draft } = useRecordForm<PermitFormValues>({
    initialValues,
    schema: intent as unknown as AnySchema,
    draftKey,
    onSubmit: (values, helpers) => {
      const input = toPermitInput(values, definition, versionId, sites);
      if (intent.mode !== 'submit') input.workers = input.workers.filter((w) => !isBlankWorker(w));
      return onSubmit(input, intent.mode, helpers, intent.mode === 'send' ? Number(sendTo) : null);
    },
  });
  const idp = record ? `permit-edit-${record.id}` : 'permit-new';
  const asked = useMemo(() => askedDefinition(definition), [definition]);
  const answers = nestedFormik(formik, 'answers');
  const userOptions = useMemo(() => users.map((u) => [String(u.id), u.full_name] as [string, string]), [users]);
  const isDraft = !record || record.status === 'draft';
  // an edit of a requested permit is saved as a request again: its approval round restarts (demo backend PATCH)
  const requested = record?.status === 'requested';
  const go = (m: SubmitMode) => {
    intent.choose(m);
    setPressed(m);
    if (m === 'send' && !sendTo) {
      setSendError(true);
      return;
    }
    setSendError(false);
    void formik.submitForm();
  };

  return (
    <form ref={focusRef} onSubmit={(e) => { e.preventDefault(); go('submit'); }} noValidate aria-label={record ? t('form.editTitle', { number: record.number }) : t('form.newTitle')} className="permit-form">
      <DraftNotice draft={draft} />
      <p className="permit-template-line">
        {t('form.fromTemplate', { name: definition.name, version: versionNumber })}
        {definition.low_risk && <span className="permit-badge">{L.lowRisk()}</span>}
      </p>
      {definition.low_risk && <p className="hint">{t('form.lowRiskHint')}</p>}
      <FixErrors formik={formik} text={t('form.fixErrors')} />

      <fieldset className="group">
        <legend>{t('form.general')}</legend>
        <TextField formik={formik} name="title" id={`${idp}-title`} label={t('fields.title')} required />
        <TextField formik={formik} name="description" id={`${idp}-description`} label={t('fields.description')} multiline required />
      </fieldset>

      <LocationFields formik={formik} idp={idp} sites={sites} L={L} />

      <fieldset className="group">
        <legend>{t('form.duration')}</legend>
        <p className="hint">{t('form.durationHint', { hours: definition.default_hours })}</p>
        <div className="form-grid two">
          <div className="field">
            <label htmlFor={`${idp}-start`}>
              {t('fields.startAt')}
              <span aria-hidden="true"> *</span>
            </label>
            <input
              id={`${idp}-start`}
              name="start_at"
              className="native-input"
              type="datetime-local"
              value={formik.values.start_at}
              onChange={(e) => {
                // the end follows the start by the template's default duration (model/duration.ts)
                const start = e.currentTarget.value;
                const end = defaultEndFor(start, definition.default_hours);
                void formik.setValues({ ...formik.values, start_at: start, end_at: end ? localDateTimeValue(end) : formik.values.end_at });
              }}
              onBlur={formik.handleBlur}
              aria-required
              aria-invalid={!!fieldError(formik, 'start_at')}
              aria-describedby={fieldError(formik, 'start_at') ? `${idp}-start-error` : undefined}
            />
            <ErrorText id={`${idp}-start-error`} error={fieldError(formik, 'start_at')} />
          </div>
          <TextField formik={formik} name="end_at" id={`${idp}-end`} label={t('fields.endAt')} type="datetime-local" required />
        </div>
      </fieldset>

      <LiveClashes values={formik.values} permitType={permitType} excludeId={record?.id ?? null} L={L} />

      <fieldset className="group">
        <legend>{t('form.people')}</legend>
        <MultiSelectField formik={formik} name="issuing_officer_ids" id={`${idp}-officers`} label={t('fields.issuingOfficers')} hint={t('form.officersHint')} options={userOptions} />
      </fieldset>

      <WorkersField formik={formik} name="workers" idp={idp} fields={workerFields} recent={recentWorkers} L={L} />

      {asked.sections.length > 0 && (
        <fieldset className="group permit-questions">
          <legend>{t('form.questions')}</legend>
          <PermitQuestions definition={asked} formik={answers} idPrefix={`${idp}-q`} lookups={{ sites: sites.map((s) => ({ id: s.id, name: s.name })), users }} />
        </fieldset>
      )}

      <fieldset className="group">
        <legend>{t('form.other')}</legend>
        <TextField formik={formik} name="remarks" id={`${idp}-remarks`} label={t('fields.remarks')} multiline />
        <FileField id={`${idp}-attachments`} label={t('fields.attachments')} hint={t('form.attachmentsHint')} value={formik.values.attachments} onChange={(next) => void formik.setFieldValue('attachments', next)} multiple maxFiles={5} />
      </fieldset>

      {isDraft && (
        <fieldset className="group">
          <legend>{t('form.sendDraft')}</legend>
          <p className="hint">{t('form.sendDraftHint')}</p>
          <div className="permit-inline-row">
            <div className="field">
              <label htmlFor={`${idp}-send-to`}>{t('fields.sendTo')}</label>
              <select id={`${idp}-send-to`} className="native-input" value={sendTo} aria-invalid={sendError} aria-describedby={sendError ? `${idp}-send-to-error` : undefined} onChange={(e) => setSendTo(e.currentTarget.value)}>
                <option value="">{t('form.choose')}</option>
                {userOptions.map(([v, name]) => (
                  <option key={v} value={v}>
                    {name}
                  </option>
                ))}
              </select>
              {sendError && (
                <small id={`${idp}-send-to-error`} className="field-error">
                  {t('validation.sendToRequired')}
                </small>
              )}
            </div>
            <Button type="button" outlined icon="pi pi-send" label={t('form.sendDraftButton')} loading={formik.isSubmitting && pressed === 'send'} onClick={() => go('send')} />
          </div>
        </fieldset>
      )}

      {requested && (
        <p className="hint" id={`${idp}-requested-hint`}>
          {t('form.requestedHint')}
        </p>
      )}
      <div className="form-actions">
        <Button
          type="submit"
          icon="pi pi-check"
          label={requested ? t('form.saveRequested') : definition.low_risk ? t('form.submitLowRisk') : t('form.submit')}
          aria-describedby={requested ? `${idp}-requested-hint` : undefined}
          loading={formik.isSubmitting && pressed === 'submit'}
        />
        {isDraft && <Button type="button" outlined icon="pi pi-save" label={t('form.saveDraft')} loading={formik.isSubmitting && pressed === 'draft'} onClick={() => go('draft')} />}
        <Button type="button" text label={t('form.cancel')} onClick={onCancel} />
      </div>
    </form>
  );
}

