import { useMemo } from 'react';
import { getIn, type FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { ErrorText, describedBy, fieldError } from '@/components/form/field-error';
import { useRecordForm } from '@/components/record/use-record-form';
import { FileField } from '@/lib/files/file-field';
import type { Attachment } from '@/lib/files/attachment';
import { FILE_KIND_TYPES, gasTestResult, gasTestsOf, isQuestionVisible, type GasTestAnswer, type Question, type TemplateDefinition } from '../model';
import { answersSchema, emptyAnswers, type PermitAnswers } from '../schemas/answers-schema';
import './permit-templates.css';
import { OptionList } from '@/components/form/option-list';

export interface AnswerLookups {
  sites: readonly { id: number; name: string }[];
  users: readonly { id: number; full_name: string }[];
}

type F = FormikProps<PermitAnswers>;


function Hint({ id, text }: { id: string; text: string }) {
  return text ? (
    <small id={id} className="hint">
      {text}
    </small>
  ) : null;
}

function Required({ on }: { on: boolean }) {
  return on ? <span aria-hidden="true"> *</span> : null;
}

function ReferenceImage({ q }: { q: Question }) {
  const { t } = useTranslation('permitTemplates');
  if (!q.reference_image) return null;
  return <img className="pt-reference-image" src={q.reference_image.data_url} alt={t('preview.referenceImage', { label: q.label })} />;
}

function GasTestField({ q, formik, id }: { q: Question; formik: F; id: string }) {
  const { t } = useTranslation('permitTemplates');
  const answer = (getIn(formik.values, q.key) ?? { readings: {}, flagged_unsafe: false, flag_note: '' }) as GasTestAnswer;
  const tests = gasTestsOf(answer);
  const retests = answer.retests ?? [];
  // the inputs edit the LATEST test (the first one, or the last re-test); earlier tests stay as recorded
  const current = tests[tests.length - 1].readings;
  const result = gasTestResult(q.gases, { readings: current });
  const error = fieldError(formik, q.key);
  const set = (next: Partial<GasTestAnswer>) => void formik.setFieldValue(q.key, { ...answer, ...next });
  const setReading = (key: string, value: string) =>
    retests.length ? set({ retests: retests.map((r, i) => (i === retests.length - 1 ? { ...r, readings: { ...r.readings, [key]: value } } : r)) }) : set({ readings: { ...answer.readings, [key]: value } });
  const everFailed = tests.some((test) => gasTestResult(q.gases, test).verdicts.some((v) => v.verdict === 'fail'));
  const recorded = answer.flagged_unsafe && !!answer.flag_note?.trim();
  const verdictText = (r: ReturnType<typeof gasTestResult>) => (r.complete ? t(r.passed ? 'gas.passed' : 'gas.failed') : r.verdicts.some((v) => v.verdict === 'fail') ? t('gas.failed') : t('gas.incomplete'));
  const limits = (g: Question['gases'][number]) =>
    [g.min != null ? t('gas.min', { value: g.min }) : null, g.max != null ? t('gas.max', { value: g.max }) : null].filter(Boolean).join(', ') + ` ${t(`units.${g.unit}`)}`;
  const failed = result.verdicts.some((v) => v.verdict === 'fail');
  return (
    <fieldset className="pt-answer" aria-describedby={describedBy(id, q.intro_text, error)}>
      <legend>
        {q.label}
        <Required on={q.required} />
      </legend>
      <Hint id={`${id}-hint`} text={q.intro_text} />
      <ReferenceImage q={q} />
      {tests.length > 1 && (
        <ol className="pt-gas-earlier" aria-label={t('gas.earlierTests')}>
          {tests.slice(0, -1).map((test, n) => {
            const r = gasTestResult(q.gases, test);
            return (
              <li key={n}>
                {n === 0 ? t('gas.firstTest') : t('gas.retestN', { number: n })}: {r.verdicts.map((v) => `${v.label} ${v.reading ?? '—'}`).join(', ')} — {verdictText(r)}
              </li>
            );
          })}
        </ol>
      )}
      {tests.length > 1 && <p className="pt-gas-current">{t('gas.retestN', { number: tests.length - 1 })}</p>}
      <div className="pt-gas-grid">
        {q.gases.map((g, i) => {
          const v = result.verdicts[i];
          return (
            <div key={g.key} className="pt-gas-row">
              <div className="field">
                <label htmlFor={`${id}-${g.key}`}>{t('gas.readingOf', { gas: g.label, unit: t(`units.${g.unit}`) })}</label>
                <input
                  id={`${id}-${g.key}`}
                  className="native-input"
                  type="number"
                  inputMode="decimal"
                  min="0"
                  step="any"
                  value={current[g.key] ?? ''}
                  aria-describedby={`${id}-${g.key}-limits ${id}-${g.key}-verdict`}
                  aria-invalid={v.verdict === 'fail' || (!!error && v.verdict === 'missing')}
                  onChange={(e) => setReading(g.key, e.currentTarget.value)}
                  onBlur={() => void formik.setFieldTouched(q.key, true)}
                />
                <small id={`${id}-${g.key}-limits`} className="hint">
                  {t('gas.safeRange', { range: limits(g) })}
                </small>
              </div>
              <span id={`${id}-${g.key}-verdict`} className={`pt-verdict pt-verdict-${v.verdict}`}>
                {t(`gas.verdict.${v.verdict}`)}
                {v.reason && ` (${t(`gas.reason.${v.reason}`)})`}
              </span>
            </div>
          );
        })}
      </div>
      <p className={failed ? 'pt-gas-summary pt-verdict-fail' : 'pt-gas-summary'} role="status">
        {verdictText(result)}
      </p>
      {(failed || everFailed) && (
        <div className="pt-gas-flag">
          <div className="field-check">
            <input id={`${id}-flag`} type="checkbox" checked={answer.flagged_unsafe} onChange={(e) => set({ flagged_unsafe: e.currentTarget.checked })} />
            <label htmlFor={`${id}-flag`}>{t('gas.flag')}</label>
          </div>
          <div className="field">
            <label htmlFor={`${id}-note`}>{t('gas.flagNote')}</label>
            <textarea id={`${id}-note`} className="native-input" rows={2} value={answer.flag_note} onChange={(e) => set({ flag_note: e.currentTarget.value })} />
          </div>
          <p className="hint">{t('gas.retestNeeded')}</p>
          {failed && recorded && (
            <button type="button" className="p-button p-button-outlined p-button-sm" onClick={() => set({ retests: [...retests, { readings: Object.fromEntries(q.gases.map((g) => [g.key, ''])), at: new Date().toISOString() }] })}>
              {t('gas.recordRetest')}
            </button>
          )}
        </div>
      )}
      <ErrorText id={`${id}-error`} error={error} />
    </fieldset>
  );
}

/** one question's control, by type (hidden questions render nothing: their value is the template's default) */
export function QuestionField({ q, formik, idPrefix, lookups }: { q: Question; formik: F; idPrefix: string; lookups: AnswerLookups }) {
  const { t } = useTranslation('permitTemplates');
  const id = `${idPrefix}-${q.key}`;
  const error = fieldError(formik, q.key);
  const value = getIn(formik.values, q.key) as unknown;
  const common = { id, name: q.key, 'aria-invalid': !!error, 'aria-required': q.required || undefined, 'aria-describedby': describedBy(id, q.intro_text, error), onBlur: () => void formik.setFieldTouched(q.key, true) };
  const set = (v: unknown) => void formik.setFieldValue(q.key, v);
  const label = (
    <label htmlFor={id}>
      {q.label}
      <Required on={q.required} />
    </label>
  );
  const single = (control: React.ReactNode) => (
    <div className="field pt-answer">
      {label}
      <Hint id={`${id}-hint`} text={q.intro_text} />
      <ReferenceImage q={q} />
      {control}
      <ErrorText id={`${id}-error`} error={error} />
    </div>
  );
  const group = (control: React.ReactNode) => (
    <fieldset className="pt-answer" aria-describedby={common['aria-describedby']}>
      <legend>
        {q.label}
        <Required on={q.required} />
      </legend>
      <Hint id={`${id}-hint`} text={q.intro_text} />
      <ReferenceImage q={q} />
      {control}
      <ErrorText id={`${id}-error`} error={error} />
    </fieldset>
  );
  const list = Array.isArray(value) ? (value as unknown[]) : [];

  switch (q.type) {
    case 'hidden':
      return null;
    case 'text_field':
      return single(<input {...common} className="native-input" type="text" value={String(value ?? '')} onChange={(e) => set(e.currentTarget.value)} />);
    case 'text_area':
      return single(<textarea {...common} className="native-input" rows={3} value={String(value ?? '')} onChange={(e) => set(e.currentTarget.value)} />);
    case 'date':
      return single(<input {...common} className="native-input" type="date" value={String(value ?? '')} onChange={(e) => set(e.currentTarget.value)} />);
    case 'datetime':
      return single(<input {...common} className="native-input" type="datetime-local" value={String(value ?? '')} onChange={(e) => set(e.currentTarget.value)} />);
    case 'single_select':
    case 'site_list': {
      const options: [string, string][] = q.type === 'site_list' ? lookups.sites.map((s) => [String(s.id), s.name]) : q.options.map((o) => [o, o]);
      return single(
        <select {...common} className="native-input" value={value == null ? '' : String(value)} onChange={(e) => set(q.type === 'site_list' && e.currentTarget.value ? Number(e.currentTarget.value) : e.currentTarget.value)}>
          <option value="">{t('preview.choose')}</option>
          <OptionList options={options} />
        </select>,
      );
    }
    case 'multiple_choice':
    case 'user_list': {
      const options: [string, string][] = q.type === 'user_list' ? lookups.users.map((u) => [String(u.id), u.full_name]) : q.options.map((o) => [o, o]);
      return single(
        <select
          {...common}
          className="native-input pt-multi"
          multiple
          value={list.map(String)}
          onChange={(e) => {
            const chosen = [...e.currentTarget.selectedOptions].map((o) => o.value);
            set(q.type === 'user_list' ? chosen.map(Number) : chosen);
          }}
        >
          <OptionList options={options} />
        </select>,
      );
    }
    case 'radio':
      return group(
        <div className="pt-choices">
          {q.options.map((o, i) => (
            <div key={o} className="field-check">
              <input id={`${id}-${i}`} type="radio" name={q.key} value={o} checked={value === o} onChange={() => set(o)} />
              <label htmlFor={`${id}-${i}`}>{o}</label>
            </div>
          ))}
        </div>,
      );
    case 'checkbox':
      return group(
        <div className="pt-choices">
          {q.options.map((o, i) => (
            <div key={o} className="field-check">
              <input id={`${id}-${i}`} type="checkbox" checked={list.includes(o)} onChange={(e) => set(e.currentTarget.checked ? [...list, o] : list.filter((x) => x !== o))} aria-invalid={!!error} />
              <label htmlFor={`${id}-${i}`}>{o}</label>
            </div>
          ))}
        </div>,
      );
    case 'declaration':
      return group(
        <>
          <p className="pt-declaration">{q.declaration_text}</p>
          <div className="field-check">
            <input id={`${id}-agree`} type="checkbox" checked={value === true} onChange={(e) => set(e.currentTarget.checked)} aria-invalid={!!error} />
            <label htmlFor={`${id}-agree`}>{t('preview.agree')}</label>
          </div>
        </>,
      );
    case 'grid': {
      const rows = (value && typeof value === 'object' && !Array.isArray(value) ? value : {}) as Record<string, string>;
      return group(
        // a scrollable region must be reachable by keyboard (axe scrollable-region-focusable) and named
        // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div className="pt-grid-wrap" tabIndex={0} role="region" aria-label={q.label}>
          <table className="pt-grid">
            <thead>
              <tr>
                <th scope="col">
                  <span className="sr-only">{t('preview.row')}</span>
                </th>
                {q.grid_columns.map((c) => (
                  <th key={c} scope="col">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {q.options.map((row, r) => (
                <tr key={row}>
                  <th scope="row">{row}</th>
                  {q.grid_columns.map((c, ci) => (
                    <td key={c}>
                      <input type="radio" id={`${id}-${r}-${ci}`} name={`${q.key}-${r}`} checked={rows[row] === c} onChange={() => set({ ...rows, [row]: c })} aria-label={`${row}: ${c}`} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>,
      );
    }
    case 'attachment':
      return (
        <div className="pt-answer">
          <FileField
            id={id}
            label={`${q.label}${q.required ? ' *' : ''}`}
            hint={[q.intro_text, t('preview.fileLimits', { count: q.max_file_count, size: q.max_file_size_mb })].filter(Boolean).join(' ')}
            value={list as Attachment[]}
            onChange={(next) => set(next)}
            multiple={q.max_file_count > 1}
            maxFiles={q.max_file_count}
            maxBytes={Math.round(q.max_file_size_mb * 1024 * 1024)}
            allowedTypes={FILE_KIND_TYPES[q.file_kind]}
            error={error}
          />
          <ReferenceImage q={q} />
        </div>
      );
    case 'gas_test':
      return <GasTestField q={q} formik={formik} id={id} />;
    default:
      return null;
  }
}

/** the sections of a definition with their shown questions (show-if applied to the current answers) */
export function PermitQuestions({ definition, formik, idPrefix, lookups }: { definition: Pick<TemplateDefinition, 'sections'>; formik: F; idPrefix: string; lookups: AnswerLookups }) {
  return definition.sections.map((s) => {
    const shown = s.questions.filter((q) => q.type !== 'hidden' && isQuestionVisible(q, definition.sections, formik.values));
    return (
      <section key={s.key} className="pt-answer-section" aria-labelledby={`${idPrefix}-${s.key}-title`}>
        <h3 id={`${idPrefix}-${s.key}-title`}>{s.title}</h3>
        {s.intro_text && <p className="hint">{s.intro_text}</p>}
        {shown.map((q) => (
          <QuestionField key={q.key} q={q} formik={formik} idPrefix={idPrefix} lookups={lookups} />
        ))}
      </section>
    );
  });
}

export interface PermitAnswersFormProps {
  definition: Pick<TemplateDefinition, 'sections'>;
  lookups: AnswerLookups;
  idPrefix: string;
  /** the form's accessible name */
  label: string;
  submitLabel: string;
  initialAnswers?: PermitAnswers;
  onSubmit(answers: PermitAnswers): void | Promise<void>;
}

/**
 * A permit's questions generated from a template definition, validated with `answersSchema` built from the same
 * definition (the builder's preview; the permit form reuses it through `public.ts`).
 */
export function PermitAnswersForm({ definition, lookups, idPrefix, label, submitLabel, initialAnswers, onSubmit }: PermitAnswersFormProps) {
  const { t } = useTranslation('permitTemplates');
  const schema = useMemo(() => answersSchema(definition, (key) => t(key)), [definition, t]);
  const initialValues = useMemo(() => ({ ...emptyAnswers(definition), ...initialAnswers }), [definition, initialAnswers]);
  const { formik, focusRef } = useRecordForm<PermitAnswers>({
    initialValues,
    schema,
    onSubmit: async (values) => {
      await onSubmit(values);
      return true;
    },
  });
  return (
    <form ref={focusRef} aria-label={label} noValidate onSubmit={formik.handleSubmit} className="pt-answers-form">
      <PermitQuestions definition={definition} formik={formik} idPrefix={idPrefix} lookups={lookups} />
      <div className="form-actions">
        <button type="submit" className="p-button">
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
