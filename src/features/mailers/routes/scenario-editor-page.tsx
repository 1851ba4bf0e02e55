import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Button } from 'primereact/button';
import { getIn } from 'formik';
import { MissingRecord } from '@/components/feedback/missing-record';
import { TitledSection } from '@/components/layout/titled-section';
import { useRecordForm } from '@/components/record/use-record-form';
import { DraftNotice } from '@/lib/drafts/draft-notice';
import { showToast } from '@/lib/feedback/toast-service';
import { fillPlaceholders, insertAt, MAILER_LANGUAGES, placeholderToken, type MailerLanguage, type MailerScenarioInput, type TemplateText } from '../model';
import { scenarioSchema } from '../schemas/scenario-schema';
import { sanitiseHtml } from '../sanitise-html';
import { useGetMailerScenarioQuery, useSaveMailerScenarioMutation, type ScenarioAnswer } from '../api/mailers-api';
import { FormError } from '@/components/record/form-parts';

const PARTS = ['subject', 'message', 'body', 'footer'] as const satisfies readonly (keyof TemplateText)[];
type Part = (typeof PARTS)[number];

/** /mailers/:module/:moduleId/scenario/:scenarioId: the template editor (SPEC §3 "Email template"). */
export default function ScenarioEditorPage() {
  const { t } = useTranslation('mailers');
  const { module = '', moduleId = '0', scenarioId = '0' } = useParams();
  const query = useGetMailerScenarioQuery(Number(scenarioId));
  const back = `/mailers/${module}/${moduleId}`;
  if (!query.data) return <MissingRecord loading={query.isLoading} text={t('scenarioNotFound')} query={query} />;
  return (
    <TitledSection id="mailer-scenario-title" level={1} title={t('editorTitle', { scenario: t(`scenarios.${query.data.scenario.key}`) })}>
      <p>
        <Link to={back}>{t('backToScenarios', { module: t(`modules.${query.data.mailer_module.key}`) })}</Link>
      </p>
      <ScenarioForm answer={query.data} />
    </TitledSection>
  );
}

function ScenarioForm({ answer }: { answer: ScenarioAnswer }) {
  const { t } = useTranslation('mailers');
  const [save] = useSaveMailerScenarioMutation();
  const [language, setLanguage] = useState<MailerLanguage>('en');
  const [refusal, setRefusal] = useState<string | null>(null);
  const lastField = useRef<{ part: Part; el: HTMLInputElement | HTMLTextAreaElement } | null>(null);
  const { scenario, placeholders, users } = answer;
  const initialValues = useMemo<MailerScenarioInput>(() => ({ templates: scenario.templates, notify_user_ids: scenario.notify_user_ids }), [scenario]);
  const schema = useMemo(() => scenarioSchema(t, placeholders), [t, placeholders]);
  const { formik, focusRef, draft } = useRecordForm<MailerScenarioInput>({
    initialValues,
    schema,
    draftKey: `mailer-scenario-${scenario.id}`,
    onSubmit: async (values) => {
      setRefusal(null);
      const result = await save({ id: scenario.id, ...values });
      if ('data' in result && result.data) {
        showToast({ severity: 'success', detail: t('saved') });
        return true;
      }
      setRefusal(((result.error as { data?: { errors?: string[] } }).data?.errors ?? [t('saveFailed')]).join(' '));
      return false;
    },
  });

  const name = (part: Part) => `templates.${language}.${part}`;
  const value = (part: Part) => (getIn(formik.values, name(part)) as string) ?? '';
  // a language with an error shows it on its tab, so an error in another language is not hidden
  const languageHasError = (l: MailerLanguage) => !!getIn(formik.errors, `templates.${l}`) && !!formik.submitCount;

  const insert = (token: string) => {
    const target = lastField.current ?? { part: 'body' as Part, el: null };
    const current = value(target.part);
    const at = target.el ? { start: target.el.selectionStart ?? current.length, end: target.el.selectionEnd ?? current.length } : { start: current.length, end: current.length };
    const next = insertAt(current, at.start, at.end, token);
    void formik.setFieldValue(name(target.part), next.text);
    const el = target.el;
    if (el) {
      requestAnimationFrame(() => {
        el.focus();
        el.setSelectionRange(next.caret, next.caret);
      });
    }
  };

  const field = (part: Part, multiline: boolean) => {
    const id = `mailer-${part}`;
    const error = getIn(formik.errors, name(part)) as string | undefined;
    const touched = !!getIn(formik.touched, name(part)) || formik.submitCount > 0;
    const shown = touched ? error : undefined;
    const props = {
      id,
      name: name(part),
      value: value(part),
      onChange: formik.handleChange,
      onBlur: formik.handleBlur,
      onFocus: (e: React.FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => (lastField.current = { part, el: e.currentTarget }),
      'aria-invalid': shown ? true : undefined,
      'aria-describedby': shown ? `${id}-error` : undefined,
      className: 'p-inputtext p-component',
      style: { width: '100%' },
    };
    return (
      <div className="field">
        <label htmlFor={id}>
          {t(`fields.${part}`)}
          {language === 'en' && (part === 'subject' || part === 'body') ? ' *' : ''}
        </label>
        {multiline ? <textarea rows={part === 'body' ? 8 : 3} {...props} /> : <input type="text" {...props} />}
        {shown && (
          <small id={`${id}-error`} className="field-error">
            {shown}
          </small>
        )}
      </div>
    );
  };

  const sample: Record<string, string> = Object.fromEntries(placeholders.map((p) => [p, t(`samples.${p}`)]));
  const preview = sanitiseHtml(fillPlaceholders(value('body'), sample));
  const toggleUser = (id: number) => {
    const ids = formik.values.notify_user_ids;
    void formik.setFieldValue('notify_user_ids', ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]);
  };

  return (
    <form ref={focusRef} onSubmit={formik.handleSubmit} noValidate aria-label={t('formLabel')}>
      <DraftNotice draft={draft} />
      {refusal && <FormError text={refusal} />}
      <div role="group" aria-label={t('languages')} className="form-actions" style={{ flexWrap: 'wrap', justifyContent: 'flex-start' }}>
        {MAILER_LANGUAGES.map((l) => (
          <Button key={l} type="button" size="small" outlined={l !== language} aria-pressed={l === language} label={t(`languageNames.${l}`) + (languageHasError(l) ? ' ⚠' : '')} onClick={() => setLanguage(l)} />
        ))}
      </div>
      {language !== 'en' && <p className="hint">{t('fallbackHint')}</p>}
      {field('subject', false)}
      {field('message', true)}
      <section aria-labelledby="mailer-placeholders">
        <h2 id="mailer-placeholders" style={{ fontSize: '1rem' }}>
          {t('placeholders')}
        </h2>
        <p className="hint">{t('placeholdersHint')}</p>
        <ul style={{ listStyle: 'none', padding: 0, display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
          {placeholders.map((p) => (
            <li key={p}>
              <Button type="button" size="small" text label={placeholderToken(p)} aria-label={t('insertPlaceholder', { token: placeholderToken(p) })} onMouseDown={(e) => e.preventDefault()} onClick={() => insert(placeholderToken(p))} />
            </li>
          ))}
        </ul>
      </section>
      {field('body', true)}
      {field('footer', true)}
      <section aria-labelledby="mailer-preview">
        <h2 id="mailer-preview" style={{ fontSize: '1rem' }}>
          {t('preview')}
        </h2>
        {/* the body is the admin's HTML: shown only after the allow-list sanitiser (SPEC §6, OWASP XSS prevention) */}
        <div data-testid="mailer-preview" className="mailer-preview" style={{ border: '1px solid var(--surface-border, #ccc)', padding: '1rem' }} dangerouslySetInnerHTML={{ __html: preview }} />
      </section>
      <fieldset className="field">
        <legend>{t('fields.notify')}</legend>
        {users.map((u) => (
          <label key={u.id} style={{ display: 'block' }}>
            <input type="checkbox" checked={formik.values.notify_user_ids.includes(u.id)} onChange={() => toggleUser(u.id)} /> {u.full_name}
          </label>
        ))}
      </fieldset>
      <div className="form-actions">
        <Button type="submit" label={t('save')} icon="pi pi-check" loading={formik.isSubmitting} />
      </div>
    </form>
  );
}
