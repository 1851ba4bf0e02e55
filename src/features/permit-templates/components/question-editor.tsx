import { getIn, type FormikProps } from 'formik';
import { ErrorText, HintText, describedBy, fieldError } from '@/components/form/field-error';
import { FileField } from '@/lib/files/file-field';
import { IMAGE_TYPES } from '@/lib/files/validate-upload';
import { CHOICE_TYPES, CONDITION_TYPES, FILE_KINDS, GAS_UNITS, SHOW_IF_OPERATORS, conditionValues, newKey, questionsOf, type GasSpec, type Question, type TemplateInput } from '../model';
import { usePermitTemplateLabels } from './labels';

type F = FormikProps<TemplateInput>;

/** a labelled native input or textarea bound to a Formik path of the template (the builder's settings and its questions) */
export function Text({ formik, name, id, label, required, multiline, type = 'text', hint, autoFocus, min }: { formik: F; name: string; id: string; label: string; required?: boolean; multiline?: boolean; type?: string; hint?: string; autoFocus?: boolean; min?: number }) {
  const error = fieldError(formik, name);
  const value = getIn(formik.values, name) as string | number | null;
  const props = {
    id,
    name,
    className: 'native-input',
    value: value ?? '',
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    autoFocus,
    'aria-invalid': !!error,
    'aria-required': required || undefined,
    'aria-describedby': describedBy(id, hint, error),
  };
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <HintText id={id} hint={hint} />
      {multiline ? <textarea {...props} rows={2} /> : <input {...props} type={type} min={min} />}
      <ErrorText id={`${id}-error`} error={error} />
    </div>
  );
}

/** one option per line (choice options, grid rows and columns) */
function Lines({ formik, name, id, label, hint }: { formik: F; name: string; id: string; label: string; hint: string }) {
  const error = fieldError(formik, name);
  const value = (getIn(formik.values, name) as string[] | undefined) ?? [];
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <small id={`${id}-hint`} className="hint">
        {hint}
      </small>
      <textarea
        id={id}
        className="native-input"
        rows={Math.min(8, Math.max(3, value.length + 1))}
        value={value.join('\n')}
        onChange={(e) => void formik.setFieldValue(name, e.currentTarget.value.split('\n'))}
        onBlur={() => {
          void formik.setFieldValue(
            name,
            value.map((v) => v.trim()).filter((v, i, all) => v !== '' || i < all.length - 1),
          );
          void formik.setFieldTouched(name, true);
        }}
        aria-invalid={!!error}
        aria-describedby={[`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
      />
      <ErrorText id={`${id}-error`} error={error} />
    </div>
  );
}

function GasesEditor({ formik, path, id }: { formik: F; path: string; id: string }) {
  const L = usePermitTemplateLabels();
  const { t } = L;
  const gases = (getIn(formik.values, `${path}.gases`) as GasSpec[]) ?? [];
  const error = fieldError(formik, `${path}.gases`);
  const setGases = (next: GasSpec[]) => void formik.setFieldValue(`${path}.gases`, next);
  return (
    <fieldset className="pt-gases">
      <legend>{t('builder.gases')}</legend>
      <p className="hint">{t('builder.gasesHint')}</p>
      {gases.map((g, i) => {
        const gid = `${id}-gas-${i}`;
        const p = `${path}.gases[${i}]`;
        return (
          <div key={g.key} className="pt-gas-edit">
            <Text formik={formik} name={`${p}.label`} id={`${gid}-label`} label={t('builder.gasName')} required />
            <div className="field">
              <label htmlFor={`${gid}-unit`}>{t('builder.gasUnit')}</label>
              <select id={`${gid}-unit`} name={`${p}.unit`} className="native-input" value={g.unit} onChange={formik.handleChange}>
                {GAS_UNITS.map((u) => (
                  <option key={u} value={u}>
                    {L.unit(u)}
                  </option>
                ))}
              </select>
            </div>
            <Text formik={formik} name={`${p}.min`} id={`${gid}-min`} label={t('builder.gasMin')} type="number" />
            <Text formik={formik} name={`${p}.max`} id={`${gid}-max`} label={t('builder.gasMax')} type="number" />
            <button type="button" className="p-button p-button-text p-button-danger p-button-sm" onClick={() => setGases(gases.filter((_, j) => j !== i))} aria-label={t('builder.removeGas', { name: g.label || i + 1 })}>
              <i className="pi pi-trash" aria-hidden="true" />
            </button>
          </div>
        );
      })}
      <button type="button" className="p-button p-button-outlined p-button-sm" onClick={() => setGases([...gases, { key: newKey('q'), label: '', unit: 'ppm', min: null, max: null }])}>
        {t('builder.addGas')}
      </button>
      <ErrorText id={`${id}-gases-error`} error={error} />
    </fieldset>
  );
}

/** the fields of one question, by its type, including its show-if rule (on an earlier choice or declaration question) */
export function QuestionEditor({ formik, path, id, question, autoFocus }: { formik: F; path: string; id: string; question: Question; autoFocus?: boolean }) {
  const L = usePermitTemplateLabels();
  const { t } = L;
  const all = questionsOf(formik.values.sections);
  const index = all.findIndex((q) => q.key === question.key);
  const sources = all.slice(0, Math.max(0, index)).filter((q) => CONDITION_TYPES.includes(q.type));
  const rule = question.show_if;
  const source = rule ? all.find((q) => q.key === rule.question_key) : undefined;
  const ruleError = fieldError(formik, `${path}.show_if`);
  const type = question.type;

  return (
    <div className="pt-question-editor">
      <Text formik={formik} name={`${path}.label`} id={`${id}-label`} label={t('builder.label')} required autoFocus={autoFocus} />
      <div className="field-check">
        <input id={`${id}-required`} type="checkbox" checked={question.required} disabled={type === 'hidden'} onChange={(e) => void formik.setFieldValue(`${path}.required`, e.currentTarget.checked)} />
        <label htmlFor={`${id}-required`}>{t('builder.required')}</label>
      </div>
      <Text formik={formik} name={`${path}.intro_text`} id={`${id}-intro`} label={t('builder.introText')} multiline />
      {CHOICE_TYPES.includes(type) && <Lines formik={formik} name={`${path}.options`} id={`${id}-options`} label={t('builder.options')} hint={t('builder.onePerLine')} />}
      {type === 'grid' && (
        <>
          <Lines formik={formik} name={`${path}.options`} id={`${id}-rows`} label={t('builder.gridRows')} hint={t('builder.onePerLine')} />
          <Lines formik={formik} name={`${path}.grid_columns`} id={`${id}-columns`} label={t('builder.gridColumns')} hint={t('builder.onePerLine')} />
        </>
      )}
      {type === 'declaration' && <Text formik={formik} name={`${path}.declaration_text`} id={`${id}-declaration`} label={t('builder.declarationText')} required multiline />}
      {type === 'hidden' && <Text formik={formik} name={`${path}.default_value`} id={`${id}-default`} label={t('builder.defaultValue')} hint={t('builder.hiddenHint')} />}
      {type === 'attachment' && (
        <div className="pt-inline-fields">
          <Text formik={formik} name={`${path}.max_file_count`} id={`${id}-count`} label={t('builder.maxFileCount')} type="number" required />
          <Text formik={formik} name={`${path}.max_file_size_mb`} id={`${id}-size`} label={t('builder.maxFileSize')} type="number" required />
          <div className="field">
            <label htmlFor={`${id}-kind`}>{t('builder.fileKind')}</label>
            <select id={`${id}-kind`} name={`${path}.file_kind`} className="native-input" value={question.file_kind} onChange={formik.handleChange}>
              {FILE_KINDS.map((k) => (
                <option key={k} value={k}>
                  {L.fileKind(k)}
                </option>
              ))}
            </select>
          </div>
        </div>
      )}
      {type === 'gas_test' && <GasesEditor formik={formik} path={path} id={id} />}
      <FileField
        id={`${id}-image`}
        label={t('builder.referenceImage')}
        hint={t('builder.referenceImageHint')}
        value={question.reference_image ? [question.reference_image] : []}
        onChange={(next) => void formik.setFieldValue(`${path}.reference_image`, next[0] ?? null)}
        allowedTypes={IMAGE_TYPES}
        accept="image/jpeg,image/png,image/gif"
      />
      <fieldset className="pt-show-if">
        <legend>{t('builder.showIf')}</legend>
        {sources.length === 0 && !rule ? (
          <p className="hint">{t('builder.showIfNone')}</p>
        ) : (
          <>
            <div className="field">
              <label htmlFor={`${id}-if-source`}>{t('builder.showIfSource')}</label>
              <select
                id={`${id}-if-source`}
                className="native-input"
                value={rule?.question_key ?? ''}
                aria-invalid={!!ruleError}
                aria-describedby={ruleError ? `${id}-if-error` : undefined}
                onChange={(e) => {
                  const key = e.currentTarget.value;
                  const next = all.find((q) => q.key === key);
                  void formik.setFieldValue(`${path}.show_if`, next ? { question_key: key, operator: 'is', values: conditionValues(next).slice(0, 1) } : null);
                }}
              >
                <option value="">{t('builder.always')}</option>
                {sources.map((q) => (
                  <option key={q.key} value={q.key}>
                    {q.label || t('builder.untitled')}
                  </option>
                ))}
                {rule && !sources.some((q) => q.key === rule.question_key) && <option value={rule.question_key}>{source?.label ?? t('builder.missingQuestion')}</option>}
              </select>
            </div>
            {rule && source && (
              <>
                <div className="field">
                  <label htmlFor={`${id}-if-op`}>{t('builder.showIfOperator')}</label>
                  <select
                    id={`${id}-if-op`}
                    className="native-input"
                    value={rule.operator}
                    onChange={(e) => void formik.setFieldValue(`${path}.show_if`, { ...rule, operator: e.currentTarget.value, values: rule.values.slice(0, e.currentTarget.value === 'is' ? 1 : undefined) })}
                  >
                    {SHOW_IF_OPERATORS.map((o) => (
                      <option key={o} value={o}>
                        {t(`operators.${o}`)}
                      </option>
                    ))}
                  </select>
                </div>
                <fieldset className="pt-choices">
                  <legend>{t('builder.showIfValues')}</legend>
                  {conditionValues(source).map((v, i) => (
                    <div key={v} className="field-check">
                      <input
                        id={`${id}-if-v${i}`}
                        type={rule.operator === 'is' ? 'radio' : 'checkbox'}
                        name={`${id}-if-values`}
                        checked={rule.values.includes(v)}
                        onChange={(e) => {
                          const checked = e.currentTarget.checked;
                          const values = rule.operator === 'is' ? [v] : checked ? [...rule.values, v] : rule.values.filter((x) => x !== v);
                          void formik.setFieldValue(`${path}.show_if`, { ...rule, values });
                        }}
                      />
                      <label htmlFor={`${id}-if-v${i}`}>{source.type === 'declaration' ? t(`builder.declared.${v}`) : v}</label>
                    </div>
                  ))}
                </fieldset>
              </>
            )}
          </>
        )}
        <ErrorText id={`${id}-if-error`} error={ruleError} />
      </fieldset>
    </div>
  );
}
