import { useMemo, useState, type RefObject } from 'react';
import { getIn, type FormikHelpers, type FormikProps } from 'formik';
import { useNavigate } from 'react-router-dom';
import { Message } from 'primereact/message';
import { ErrorText, HintText, describedBy, fieldError } from '@/components/form/field-error';
import { useRecordForm } from '@/components/record/use-record-form';
import { showToast } from '@/lib/feedback/toast-service';
import { toastApiError } from '@/lib/api/notify-error';
import { QUESTION_TYPES, blankQuestion, blankTemplate, newKey, questionsOf, type PermitTemplateRecord, type Question, type QuestionType, type Section, type TemplateInput } from '../model';
import { templateSchema } from '../schemas/template-schema';
import { templateFieldErrors } from '../schemas/rule-messages';
import { useCreatePermitTemplateMutation, usePublishPermitTemplateMutation, useUpdatePermitTemplateMutation, type PermitTemplateFormData } from '../api/permit-templates-api';
import { usePermitTemplateLabels } from './labels';
import { QuestionEditor, Text } from './question-editor';
import { SortableList, type HandleProps } from './sortable-list';
import { PermitAnswersForm } from './permit-questions';
import { PERMIT_TYPES, type PermitType } from '@/features/site-plans/public';

type F = FormikProps<TemplateInput>;

/** the server's `errors` list of a refused save (Rails-style 422), else null */
function refusedMessages(error: unknown): string[] | null {
  if (!error || typeof error !== 'object' || !('status' in error) || error.status !== 422) return null;
  const body = (error as { data?: { errors?: unknown } }).data;
  return Array.isArray(body?.errors) ? body.errors.filter((m): m is string => typeof m === 'string') : null;
}

const inputOf = (r: PermitTemplateRecord | undefined): TemplateInput =>
  r ? { name: r.name, description: r.description, prefix_id: r.prefix_id, default_hours: r.default_hours, extension_hours: r.extension_hours, low_risk: r.low_risk, active: r.active, sections: r.sections, permit_type: r.permit_type ?? null } : blankTemplate();

function Check({ formik, name, id, label, hint }: { formik: F; name: 'low_risk' | 'active'; id: string; label: string; hint?: string }) {
  const error = fieldError(formik, name);
  return (
    <div className="field">
      <div className="field-check">
        <input id={id} type="checkbox" checked={formik.values[name]} onChange={(e) => void formik.setFieldValue(name, e.currentTarget.checked)} aria-invalid={!!error} aria-describedby={describedBy(id, hint, error)} />
        <label htmlFor={id}>{label}</label>
      </div>
      <HintText id={id} hint={hint} />
      <ErrorText id={`${id}-error`} error={error} />
    </div>
  );
}

/** the kind of work (site-plans' PERMIT_TYPES): '' = not set (null) */
function PermitTypeField({ formik, label, none, hint, typeLabel }: { formik: F; label: string; none: string; hint: string; typeLabel(type: PermitType): string }) {
  const id = 'pt-permit-type';
  const error = fieldError(formik, 'permit_type');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <small id={`${id}-hint`} className="hint">
        {hint}
      </small>
      <select
        id={id}
        name="permit_type"
        className="native-input"
        value={formik.values.permit_type ?? ''}
        onChange={(e) => void formik.setFieldValue('permit_type', e.currentTarget.value || null)}
        onBlur={formik.handleBlur}
        aria-invalid={!!error}
        aria-describedby={describedBy(id, true, error)}
      >
        <option value="">{none}</option>
        {PERMIT_TYPES.map((type) => (
          <option key={type} value={type}>
            {typeLabel(type)}
          </option>
        ))}
      </select>
      <ErrorText id={`${id}-error`} error={error} />
    </div>
  );
}

function Handle({ handle, label }: { handle: HandleProps; label: string }) {
  const { ref, ...rest } = handle;
  return (
    <button type="button" ref={ref} {...rest} className="p-button p-button-text p-button-sm pt-handle" aria-label={label}>
      <i className="pi pi-bars" aria-hidden="true" />
    </button>
  );
}

/** "Shown when “Gas needed?” is Yes" — the logic is visible on the question, not only in its editor */
function LogicBadge({ q, all }: { q: Question; all: Question[] }) {
  const { t } = usePermitTemplateLabels();
  if (!q.show_if) return null;
  const source = all.find((x) => x.key === q.show_if?.question_key);
  const values = q.show_if.values.map((v) => (source?.type === 'declaration' ? t(`builder.declared.${v}`) : v)).join(', ');
  return (
    <span className="pt-logic">
      <i className="pi pi-sitemap" aria-hidden="true" /> {t(q.show_if.operator === 'is' ? 'builder.shownWhenIs' : 'builder.shownWhenIn', { question: source?.label ?? t('builder.missingQuestion'), values })}
    </span>
  );
}

function SectionEditor({ formik, section, index, handle, open, setOpen, focusKey }: { formik: F; section: Section; index: number; handle: HandleProps; open: Set<string>; setOpen(next: Set<string>): void; focusKey: string | null }) {
  const L = usePermitTemplateLabels();
  const { t } = L;
  const path = `sections[${index}]`;
  const id = `pt-${section.key}`;
  const all = questionsOf(formik.values.sections);
  const [newType, setNewType] = useState<QuestionType>('text_field');
  // the question just added takes the focus on its label
  const [added, setAdded] = useState<string | null>(null);
  const setQuestions = (next: Question[]) => void formik.setFieldValue(`${path}.questions`, next);
  const sectionName = section.title || t('builder.untitledSection', { n: index + 1 });
  const questionsError = fieldError(formik, `${path}.questions`);
  const toggle = (key: string) => {
    const next = new Set(open);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    setOpen(next);
  };
  const add = () => {
    const key = newKey('q', new Set(all.map((q) => q.key)));
    setQuestions([...section.questions, blankQuestion(newType, key)]);
    setOpen(new Set(open).add(key));
    setAdded(key);
  };
  return (
    <section className="pt-section" aria-labelledby={`${id}-heading`}>
      <div className="pt-section-head">
        <Handle handle={handle} label={t('builder.moveSection', { name: sectionName })} />
        <h3 id={`${id}-heading`}>{sectionName}</h3>
        <button
          type="button"
          className="p-button p-button-text p-button-danger p-button-sm"
          aria-label={t('builder.removeSection', { name: sectionName })}
          onClick={() => void formik.setFieldValue('sections', formik.values.sections.filter((s) => s.key !== section.key))}
        >
          <i className="pi pi-trash" aria-hidden="true" />
        </button>
      </div>
      <div className="pt-inline-fields">
        <div className="field">
          <label htmlFor={`${id}-title`}>
            {t('builder.sectionTitle')}
            <span aria-hidden="true"> *</span>
          </label>
          <input
            id={`${id}-title`}
            name={`${path}.title`}
            className="native-input"
            value={section.title}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            aria-required
            autoFocus={focusKey === section.key}
            aria-invalid={!!fieldError(formik, `${path}.title`)}
            aria-describedby={fieldError(formik, `${path}.title`) ? `${id}-title-error` : undefined}
          />
          <ErrorText id={`${id}-title-error`} error={fieldError(formik, `${path}.title`)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-intro`}>{t('builder.introText')}</label>
          <textarea id={`${id}-intro`} name={`${path}.intro_text`} className="native-input" rows={1} value={section.intro_text} onChange={formik.handleChange} />
        </div>
      </div>
      {section.questions.length === 0 && <p className="hint">{t('builder.noQuestions')}</p>}
      <SortableList
        items={section.questions}
        nameOf={(q) => q.label || t('builder.untitled')}
        onMove={setQuestions}
        label={t('builder.questionsOf', { name: sectionName })}
        className="pt-questions"
        itemClassName="pt-question"
      >
        {(q, j, qHandle) => {
          const qPath = `${path}.questions[${j}]`;
          const qName = q.label || t('builder.untitled');
          const hasError = formik.submitCount > 0 && !!getIn(formik.errors, qPath);
          // a question with a problem after a refused submit stays open, so the focus can land on its first invalid field
          const isOpen = open.has(q.key) || hasError;
          return (
            <>
              <div className="pt-question-head">
                <Handle handle={qHandle} label={t('builder.moveQuestion', { name: qName })} />
                <span className="pt-question-summary">
                  <span className="pt-question-label">{qName}</span>
                  <span className="pt-badge">{L.type(q.type)}</span>
                  {q.required && <span className="pt-badge pt-badge-required">{t('builder.requiredBadge')}</span>}
                  {hasError && <span className="pt-badge pt-badge-error">{t('builder.hasErrors')}</span>}
                  <LogicBadge q={q} all={all} />
                </span>
                <span className="pt-question-actions">
                  <button type="button" className="p-button p-button-text p-button-sm" aria-expanded={isOpen} aria-controls={`pt-${q.key}-editor`} onClick={() => toggle(q.key)}>
                    {t(isOpen ? 'builder.closeQuestion' : 'builder.editQuestion', { name: qName })}
                  </button>
                  <button type="button" className="p-button p-button-text p-button-danger p-button-sm" aria-label={t('builder.removeQuestion', { name: qName })} onClick={() => setQuestions(section.questions.filter((x) => x.key !== q.key))}>
                    <i className="pi pi-trash" aria-hidden="true" />
                  </button>
                </span>
              </div>
              <div id={`pt-${q.key}-editor`} hidden={!isOpen}>
                {isOpen && <QuestionEditor formik={formik} path={qPath} id={`pt-${q.key}`} question={q} autoFocus={added === q.key} />}
              </div>
            </>
          );
        }}
      </SortableList>
      <ErrorText id={`${id}-questions-error`} error={typeof questionsError === 'string' ? questionsError : null} />
      <div className="pt-add-question">
        <div className="field">
          <label htmlFor={`${id}-new-type`}>{t('builder.newQuestionType')}</label>
          <select id={`${id}-new-type`} className="native-input" value={newType} onChange={(e) => setNewType(e.currentTarget.value as QuestionType)}>
            {QUESTION_TYPES.map((qt) => (
              <option key={qt} value={qt}>
                {L.type(qt)}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="p-button p-button-outlined p-button-sm" onClick={add}>
          {t('builder.addQuestionTo', { name: sectionName })}
        </button>
      </div>
    </section>
  );
}

export interface TemplateBuilderProps {
  record: PermitTemplateRecord | undefined;
  formData: PermitTemplateFormData;
  canEdit: boolean;
}

/**
 * The template builder: settings, sections and questions (all SPEC types plus gas tests, show-if logic, reference
 * images), ordering by drag and drop and keyboard, a live preview generated from the current definition, "Save draft"
 * and "Publish" (a numbered, immutable version of the saved draft).
 */
export function TemplateBuilder({ record, formData, canEdit }: TemplateBuilderProps) {
  const L = usePermitTemplateLabels();
  const { t } = L;
  const navigate = useNavigate();
  const [create] = useCreatePermitTemplateMutation();
  const [update] = useUpdatePermitTemplateMutation();
  const [publish, publishing] = usePublishPermitTemplateMutation();
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [preview, setPreview] = useState(false);
  const schema = useMemo(() => templateSchema((key) => t(key)), [t]);
  const initial = useMemo(() => inputOf(record), [record]);

  const save = async (values: TemplateInput, helpers: FormikHelpers<TemplateInput>): Promise<PermitTemplateRecord | null> => {
    setServerErrors([]);
    const result = record ? await update({ id: record.id, ...values }) : await create(values);
    if ('data' in result && result.data) return result.data;
    const messages = refusedMessages(result.error);
    if (!messages) {
      toastApiError(result.error);
      return null;
    }
    const { fields, other } = templateFieldErrors(messages, (key) => t(key));
    helpers.setErrors(fields);
    setServerErrors(other);
    return null;
  };

  const onSubmit = async (values: TemplateInput, helpers: FormikHelpers<TemplateInput>) => {
    const saved = await save(values, helpers);
    if (!saved) return false;
    showToast({ severity: 'success', detail: t('builder.saved', { name: saved.name }) });
    if (!record) navigate(`/permit-forms/${saved.id}`);
    else helpers.resetForm({ values: inputOf(saved) });
    return true;
  };
  const { formik, focusRef } = useRecordForm<TemplateInput>({ initialValues: initial, schema, onSubmit });

  const onPublish = async (formik: F) => {
    if (!record) return;
    setServerErrors([]);
    if (formik.dirty) {
      const errors = await formik.validateForm();
      if (Object.keys(errors).length) {
        await formik.submitForm();
        return;
      }
      const saved = await save(formik.values, formik);
      if (!saved) return;
      formik.resetForm({ values: inputOf(saved) });
    }
    const result = await publish(record.id);
    if ('data' in result && result.data) {
      showToast({ severity: 'success', detail: t('builder.published', { number: result.data.version.number }) });
      return;
    }
    const messages = refusedMessages(result.error);
    if (messages) setServerErrors(messages.map((m) => templateFieldErrors([m], (key) => t(key)).other[0] ?? m));
    else toastApiError(result.error);
  };

  return <BuilderForm formik={formik} focusRef={focusRef} record={record} formData={formData} canEdit={canEdit} serverErrors={serverErrors} preview={preview} setPreview={setPreview} onPublish={() => void onPublish(formik)} publishing={publishing.isLoading} />;
}

function BuilderForm({ formik, focusRef, record, formData, canEdit, serverErrors, preview, setPreview, onPublish, publishing }: { formik: F; focusRef: RefObject<HTMLFormElement | null>; record: PermitTemplateRecord | undefined; formData: PermitTemplateFormData; canEdit: boolean; serverErrors: string[]; preview: boolean; setPreview(v: boolean): void; onPublish(): void; publishing: boolean }) {
  const L = usePermitTemplateLabels();
  const { t } = L;
  const [open, setOpen] = useState<Set<string>>(new Set());
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const sections = formik.values.sections;
  const sectionsError = fieldError(formik, 'sections');

  const nextVersion = (record?.latest_version ?? 0) + 1;
  const status = !record ? t('builder.statusNew') : record.latest_version == null ? t('builder.statusUnpublished') : record.unpublished_changes || formik.dirty ? t('builder.statusChanged', { number: record.latest_version }) : t('builder.statusPublished', { number: record.latest_version });

  return (
    <>
      <form ref={focusRef} aria-label={record ? t('builder.formLabel', { name: record.name }) : t('builder.newTitle')} noValidate onSubmit={formik.handleSubmit} className="pt-builder">
        <fieldset disabled={!canEdit} className="pt-plain-fieldset">
          <legend className="sr-only">{t('builder.settings')}</legend>
          <section className="panel pt-settings" aria-labelledby="pt-settings-title">
            <h2 id="pt-settings-title">{t('builder.settings')}</h2>
            <div className="pt-inline-fields">
              <Text formik={formik} name="name" id="pt-name" label={t('fields.name')} required />
              <Text formik={formik} name="prefix_id" id="pt-prefix" label={t('fields.prefix')} required hint={t('fields.prefixHint')} />
            </div>
            <Text formik={formik} name="description" id="pt-description" label={t('fields.description')} required multiline />
            <div className="pt-inline-fields">
              <Text formik={formik} name="default_hours" id="pt-hours" label={t('fields.defaultHours')} type="number" min={1} required />
              <Text formik={formik} name="extension_hours" id="pt-extension" label={t('fields.extensionHours')} type="number" min={1} required />
            </div>
            <div className="pt-inline-fields">
              <Check formik={formik} name="low_risk" id="pt-low-risk" label={t('fields.lowRisk')} hint={t('fields.lowRiskHint')} />
              <Check formik={formik} name="active" id="pt-active" label={t('fields.active')} hint={record?.open_permits ? t('fields.openPermits', { count: record.open_permits }) : undefined} />
            </div>
            <PermitTypeField formik={formik} label={t('fields.permitType')} none={t('fields.permitTypeNone')} hint={t('fields.permitTypeHint')} typeLabel={L.permitType} />
          </section>

          <section className="panel pt-sections" aria-labelledby="pt-sections-title">
            <h2 id="pt-sections-title">{t('builder.sections')}</h2>
            <p className="hint">{t('builder.sectionsHint')}</p>
            <SortableList items={sections} nameOf={(s) => s.title || t('builder.untitled')} onMove={(next) => void formik.setFieldValue('sections', next)} label={t('builder.sections')} className="pt-section-list" itemClassName="pt-section-item">
              {(section, i, handle) => <SectionEditor formik={formik} section={section} index={i} handle={handle} open={open} setOpen={setOpen} focusKey={focusKey} />}
            </SortableList>
            <ErrorText id="pt-sections-error" error={typeof sectionsError === 'string' ? sectionsError : null} />
            <button
              type="button"
              className="p-button p-button-outlined"
              onClick={() => {
                const key = newKey('s', new Set(sections.map((s) => s.key)));
                void formik.setFieldValue('sections', [...sections, { key, kind: 'custom', title: '', intro_text: '', questions: [] } satisfies Section]);
                setFocusKey(key);
              }}
            >
              {t('builder.addSection')}
            </button>
          </section>
        </fieldset>

        {serverErrors.length > 0 && (
          <div role="alert" className="pt-server-errors">
            <Message severity="error" content={<ul>{serverErrors.map((m) => <li key={m}>{m}</li>)}</ul>} />
          </div>
        )}
        <div className="pt-actions">
          <p className="pt-status" role="status">
            {status}
          </p>
          <div className="form-actions">
            <button type="button" className="p-button p-button-outlined" aria-expanded={preview} aria-controls="pt-preview" onClick={() => setPreview(!preview)}>
              {t(preview ? 'builder.hidePreview' : 'builder.showPreview')}
            </button>
            {canEdit && (
              <button type="submit" className="p-button p-button-outlined" disabled={formik.isSubmitting}>
                {t(record ? 'builder.saveDraft' : 'builder.create')}
              </button>
            )}
            {canEdit && record && (
              <button type="button" className="p-button" disabled={publishing || formik.isSubmitting} onClick={onPublish}>
                {t('builder.publish', { number: nextVersion })}
              </button>
            )}
          </div>
        </div>
      </form>
      <section id="pt-preview" className="panel pt-preview" aria-labelledby="pt-preview-title" hidden={!preview}>
        <h2 id="pt-preview-title">{t('preview.title')}</h2>
        <p className="hint">{t('preview.hint')}</p>
        {preview && (
          <PermitAnswersForm
            definition={formik.values}
            lookups={formData}
            idPrefix="pt-preview"
            label={t('preview.formLabel')}
            submitLabel={t('preview.check')}
            onSubmit={() => showToast({ severity: 'success', detail: t('preview.valid') })}
          />
        )}
      </section>
    </>
  );
}
