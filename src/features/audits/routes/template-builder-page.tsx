import { useMemo, useState } from 'react';
import type { FormikErrors } from 'formik';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useCan } from '@/lib/ability/use-can';
import { showToast } from '@/lib/feedback/toast-service';
import { toastApiError } from '@/lib/api/notify-error';
import { RESPONSE_TYPES, REQUIREMENTS, logicOf, type Requirement, type ResponseType, type TemplateQuestion, type TemplateSection } from '../model/template';
import { TEMPLATE_ICONS, type AuditTemplate, type AuditTemplateInput } from '../model';
import { formatOptions, keepOptionIds, parseOptions } from '../model/options';
import { templateSchema } from '../schemas/audit-schemas';
import { useCreateAuditTemplateMutation, useGetAuditTemplateQuery, usePublishAuditTemplateMutation, useUpdateAuditTemplateMutation } from '../api/audits-api';
import { useAuditLabels, type AuditLabels } from '../components/labels';
import { LabelledControl } from '@/components/form/labelled-control';
import { useRecordForm } from '@/components/record/use-record-form';
import { pathErrors } from '@/lib/forms/first-errors';
import { TemplatePreview } from '../components/template-preview';
import '@/components/list/module.css';
import '../components/audits.css';

let seq = 0;
const newId = (p: string) => `${p}${Date.now().toString(36)}${(++seq).toString(36)}`;
const blankQuestion = (): TemplateQuestion => ({ id: newId('q'), text: '', response_type: 'options', options: parseOptions('Yes / 1//No / 0//N/A', newId('o')) });
const blankSection = (): TemplateSection => ({ id: newId('s'), title: '', pass_mark: null, questions: [blankQuestion()] });
const EMPTY: AuditTemplateInput = { name: '', description: '', icon: 'pi-check-square', definition: { scoring: true, pass_mark: 80, sections: [blankSection()] } };

function move<T>(list: T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return list;
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** an input's id from its schema path ('definition.sections[0].title' → 'tpl-definition-sections-0-title') */
const pathId = (path: string) => `tpl-${path.replace(/[[\].]+/g, '-').replace(/-$/, '')}`;

/** /audit-forms/{id} (id or "new"): the template builder with sections, questions, options, logic and publishing. */
export default function TemplateBuilderPage() {
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const L = useAuditLabels();
  const query = useGetAuditTemplateQuery(Number(id), { skip: isNew });
  if (query.isError) return <Message severity="error" text={L.t('detail.loadFailed')} />;
  if (!isNew && !query.data) return <p aria-busy="true">{L.t('detail.loading')}</p>;
  return <Builder key={query.data?.id ?? 'new'} id={id} tpl={isNew ? undefined : query.data} L={L} />;
}

function Builder({ id, tpl, L }: { id: string; tpl: AuditTemplate | undefined; L: AuditLabels }) {
  const isNew = !tpl;
  const { t } = L;
  const navigate = useNavigate();
  const canSave = useCan(isNew ? 'create' : 'update', 'Audit Template');
  const [create, createState] = useCreateAuditTemplateMutation();
  const [update, updateState] = useUpdateAuditTemplateMutation();
  const [publish, publishState] = usePublishAuditTemplateMutation();
  const [initialValues] = useState<AuditTemplateInput>(() => (tpl ? { name: tpl.name, description: tpl.description, icon: tpl.icon, definition: tpl.definition } : EMPTY));
  const schema = useMemo(() => templateSchema(t), [t]);
  const [announce, setAnnounce] = useState('');
  // the template's messages by path (definition.sections[0].questions[1].text); no draft (a builder of its own)
  const { formik, focusRef } = useRecordForm<AuditTemplateInput>({
    initialValues,
    validate: (v) => pathErrors(schema, v) as Promise<FormikErrors<AuditTemplateInput>>,
    onSubmit: async (values, helpers) => {
      const result = isNew ? await create(values) : await update({ id: Number(id), ...values });
      if ('error' in result && result.error) {
        toastApiError(result.error);
        return false;
      }
      helpers.resetForm({ values });
      showToast({ severity: 'success', detail: t('builder.saved', { name: result.data.name }) });
      if (isNew) navigate(`/audit-forms/${result.data.id}`, { replace: true });
      return true;
    },
  });
  const { values, dirty } = formik;
  const change = (next: AuditTemplateInput) => void formik.setValues(next);
  const def = values.definition;
  const [previewing, setPreviewing] = useState(false);
  const setSections = (sections: TemplateSection[]) => change({ ...values, definition: { ...def, sections } });
  const setSection = (si: number, s: TemplateSection) => setSections(def.sections.map((x, i) => (i === si ? s : x)));
  const setQuestion = (si: number, qi: number, q: TemplateQuestion) => setSection(si, { ...def.sections[si], questions: def.sections[si].questions.map((x, i) => (i === qi ? q : x)) });

  // the messages show once a save was tried, as before
  const errors = (formik.submitCount > 0 ? formik.errors : {}) as Record<string, string>;
  const err = (path: string) => errors[path];
  const doPublish = async () => {
    const result = await publish(Number(id));
    if ('error' in result && result.error) return toastApiError(result.error);
    showToast({ severity: 'success', detail: t('builder.published', { version: result.data.version }) });
  };

  const earlier = (si: number, qi: number) => def.sections.flatMap((s, i) => (i < si ? s.questions : i === si ? s.questions.slice(0, qi) : [])).filter((q) => q.response_type === 'options');

  return (
    <form ref={focusRef} className="module-page" noValidate onSubmit={formik.handleSubmit} aria-labelledby="builder-title">
      <div className="audit-head">
        <h1 id="builder-title">{isNew ? t('builder.newTitle') : t('builder.editTitle', { name: tpl?.name ?? '' })}</h1>
        <Link to="/audit-forms">{t('builder.back')}</Link>
      </div>
      <Button type="button" outlined size="small" icon="pi pi-eye" label={t('builder.preview')} aria-expanded={previewing} aria-controls="tpl-preview" onClick={() => setPreviewing((v) => !v)} />
      {previewing && <TemplatePreview L={L} name={values.name} def={def} />}
      {tpl && <p>{tpl.version ? t('builder.versionInfo', { version: tpl.version, count: tpl.versions.length }) : t('builder.neverPublished')}</p>}
      <p className="sr-only" aria-live="polite">
        {announce}
      </p>
      {err('definition') && <Message severity="error" text={err('definition')} />}
      <div className="audit-row">
        <LabelledControl className="audit-field" id={pathId('name')} label={t('builder.name')} error={err('name')} required>
          <input id={pathId('name')} className="native-input" aria-invalid={err('name') ? 'true' : undefined} aria-describedby={err('name') ? `${pathId('name')}-error` : undefined} value={values.name} onChange={(e) => change({ ...values, name: e.target.value })} />
        </LabelledControl>
        <LabelledControl className="audit-field" id="tpl-icon" label={t('builder.icon')}>
          <select id="tpl-icon" className="native-input" value={values.icon} onChange={(e) => change({ ...values, icon: e.target.value as AuditTemplateInput['icon'] })}>
            {TEMPLATE_ICONS.map((i) => (
              <option key={i} value={i}>
                {L.icon(i)}
              </option>
            ))}
          </select>
        </LabelledControl>
      </div>
      <LabelledControl className="audit-field" id="tpl-description" label={t('builder.description')}>
        <textarea id="tpl-description" className="native-input" rows={2} value={values.description} onChange={(e) => change({ ...values, description: e.target.value })} />
      </LabelledControl>
      <div className="audit-row">
        <div className="audit-checks">
          <label>
            <input type="checkbox" checked={def.scoring} onChange={(e) => change({ ...values, definition: { ...def, scoring: e.target.checked } })} />
            {t('builder.scoring')}
          </label>
        </div>
        {def.scoring && (
          <LabelledControl className="audit-field" id={pathId('definition.pass_mark')} label={t('builder.passMark')} error={err('definition.pass_mark')}>
            <input id={pathId('definition.pass_mark')} type="number" min={0} max={100} className="native-input" value={def.pass_mark ?? ''} onChange={(e) => change({ ...values, definition: { ...def, pass_mark: e.target.value === '' ? null : Number(e.target.value) } })} />
          </LabelledControl>
        )}
      </div>

      {def.sections.map((s, si) => (
        <fieldset key={s.id} className="audit-builder-section">
          <legend>{t('builder.sectionN', { n: si + 1 })}</legend>
          <div className="audit-row">
            <LabelledControl className="audit-field" id={pathId(`definition.sections[${si}].title`)} label={t('builder.sectionTitle')} error={err(`definition.sections[${si}].title`)} required>
              <input id={pathId(`definition.sections[${si}].title`)} className="native-input" aria-invalid={err(`definition.sections[${si}].title`) ? 'true' : undefined} value={s.title} onChange={(e) => setSection(si, { ...s, title: e.target.value })} />
            </LabelledControl>
            {def.scoring && (
              <LabelledControl className="audit-field" id={pathId(`definition.sections[${si}].pass_mark`)} label={t('builder.sectionPassMark')} error={err(`definition.sections[${si}].pass_mark`)}>
                <input id={pathId(`definition.sections[${si}].pass_mark`)} type="number" min={0} max={100} className="native-input" value={s.pass_mark ?? ''} onChange={(e) => setSection(si, { ...s, pass_mark: e.target.value === '' ? null : Number(e.target.value) })} />
              </LabelledControl>
            )}
          </div>
          <div className="audit-checks">
            <Button type="button" size="small" text icon="pi pi-arrow-up" label={t('builder.moveUp')} aria-label={t('builder.moveSectionUp', { n: si + 1 })} aria-disabled={si === 0} onClick={() => si > 0 && (setSections(move(def.sections, si, si - 1)), setAnnounce(t('builder.moved', { n: si })))} />
            <Button type="button" size="small" text icon="pi pi-arrow-down" label={t('builder.moveDown')} aria-label={t('builder.moveSectionDown', { n: si + 1 })} aria-disabled={si === def.sections.length - 1} onClick={() => si < def.sections.length - 1 && (setSections(move(def.sections, si, si + 1)), setAnnounce(t('builder.moved', { n: si + 2 })))} />
            <Button type="button" size="small" text severity="danger" icon="pi pi-trash" label={t('builder.remove')} aria-label={t('builder.removeSection', { n: si + 1 })} onClick={() => setSections(def.sections.filter((_, i) => i !== si))} />
          </div>
          {err(`definition.sections[${si}].questions`) && <p className="p-error">{err(`definition.sections[${si}].questions`)}</p>}
          {s.questions.map((q, qi) => (
            <QuestionEditor
              key={q.id}
              L={L}
              q={q}
              label={t('builder.questionN', { n: `${si + 1}.${qi + 1}` })}
              path={`definition.sections[${si}].questions[${qi}]`}
              errors={errors}
              scoring={def.scoring}
              parents={earlier(si, qi)}
              logic={logicOf(def, q)}
              onChange={(next) => setQuestion(si, qi, next)}
              onMove={(by) => {
                if (qi + by < 0 || qi + by >= s.questions.length) return;
                setSection(si, { ...s, questions: move(s.questions, qi, qi + by) });
                setAnnounce(t('builder.questionMoved', { n: `${si + 1}.${qi + by + 1}` }));
              }}
              first={qi === 0}
              last={qi === s.questions.length - 1}
              onRemove={() => setSection(si, { ...s, questions: s.questions.filter((_, i) => i !== qi).map((x) => (x.parent_id === q.id ? { ...x, parent_id: null, show_if: [] } : x)) })}
            />
          ))}
          <Button type="button" size="small" outlined icon="pi pi-plus" label={t('builder.addQuestion')} aria-label={t('builder.addQuestionTo', { n: si + 1 })} onClick={() => setSection(si, { ...s, questions: [...s.questions, blankQuestion()] })} />
        </fieldset>
      ))}
      {err('definition.sections') && <p className="p-error">{err('definition.sections')}</p>}
      <Button type="button" outlined icon="pi pi-plus" label={t('builder.addSection')} onClick={() => setSections([...def.sections, blankSection()])} />
      {canSave && (
        <div className="audit-pager">
          <Button type="submit" icon="pi pi-save" label={t('builder.save')} loading={createState.isLoading || updateState.isLoading} />
          {!isNew && <Button type="button" icon="pi pi-send" label={t('builder.publish')} disabled={dirty || (!!tpl && !tpl.dirty)} loading={publishState.isLoading} onClick={() => void doPublish()} />}
        </div>
      )}
      {!isNew && dirty && <p>{t('builder.saveBeforePublish')}</p>}
    </form>
  );
}

function QuestionEditor({ L, q, label, path, errors, scoring, parents, logic, onChange, onMove, onRemove, first, last }: { L: AuditLabels; q: TemplateQuestion; label: string; path: string; errors: Record<string, string>; scoring: boolean; parents: TemplateQuestion[]; logic: ReturnType<typeof logicOf>; onChange(q: TemplateQuestion): void; onMove(by: number): void; onRemove(): void; first: boolean; last: boolean }) {
  const { t } = L;
  const [optionsText, setOptionsText] = useState(() => formatOptions(q.options));
  const parent = parents.find((p) => p.id === q.parent_id);
  const id = pathId(path);
  const flag = (key: 'critical' | 'is_multi' | 'is_attach' | 'is_notify' | 'show_row_headers', text: string) => (
    <label>
      <input type="checkbox" checked={!!q[key]} onChange={(e) => onChange({ ...q, [key]: e.target.checked })} />
      {text}
    </label>
  );
  const toggleRequirement = (optionId: string, r: Requirement) =>
    onChange({ ...q, options: q.options.map((o) => (o.id === optionId ? { ...o, requires: (o.requires ?? []).includes(r) ? (o.requires ?? []).filter((x) => x !== r) : [...(o.requires ?? []), r] } : o)) });
  return (
    <fieldset className="audit-builder-question">
      <legend>{label}</legend>
      <LabelledControl className="audit-field" id={`${id}-text`} label={t('builder.questionText')} error={errors[`${path}.text`]} required>
        <input id={`${id}-text`} className="native-input" aria-invalid={errors[`${path}.text`] ? 'true' : undefined} aria-describedby={errors[`${path}.text`] ? `${id}-text-error` : undefined} value={q.text} onChange={(e) => onChange({ ...q, text: e.target.value })} />
      </LabelledControl>
      <div className="audit-row">
        <LabelledControl className="audit-field" id={`${id}-type`} label={t('builder.responseType')}>
          <select id={`${id}-type`} className="native-input" value={q.response_type} onChange={(e) => onChange({ ...q, response_type: e.target.value as ResponseType, options: e.target.value === 'options' ? q.options : [] })}>
            {RESPONSE_TYPES.map((r) => (
              <option key={r} value={r}>
                {L.responseType(r)}
              </option>
            ))}
          </select>
        </LabelledControl>
        {scoring && q.response_type === 'options' && (
          <LabelledControl className="audit-field" id={`${id}-weight`} label={t('builder.weight')}>
            <input id={`${id}-weight`} type="number" min={0} step="0.5" className="native-input" value={q.weight ?? 1} onChange={(e) => onChange({ ...q, weight: e.target.value === '' ? 1 : Number(e.target.value) })} />
          </LabelledControl>
        )}
      </div>
      {q.response_type === 'options' && (
        <>
          <LabelledControl className="audit-field" id={`${id}-options`} label={t('builder.options')} hint={t('builder.optionsHint')} error={errors[`${path}.options`]}>
            <input
              id={`${id}-options`}
              className="native-input"
              aria-invalid={errors[`${path}.options`] ? 'true' : undefined}
              aria-describedby={`${id}-options-hint${errors[`${path}.options`] ? ` ${id}-options-error` : ''}`}
              value={optionsText}
              onChange={(e) => {
                setOptionsText(e.target.value);
                onChange({ ...q, options: keepOptionIds(q.options, parseOptions(e.target.value, 'tmp'), () => newId('o')) });
              }}
            />
          </LabelledControl>
          {q.options.length > 0 && (
            // a scrollable region must be reachable by keyboard (axe scrollable-region-focusable)
            // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            <div className="table-scroll" tabIndex={0} role="region" aria-label={t('builder.parsedOptions', { question: q.text || label })}>
              <table className="data-table">
                <caption className="sr-only">{t('builder.parsedOptions', { question: q.text || label })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('builder.option')}</th>
                    <th scope="col">{t('builder.score')}</th>
                    {REQUIREMENTS.map((r) => (
                      <th scope="col" key={r}>
                        {t('builder.requires', { what: L.requirement(r) })}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {q.options.map((o) => (
                    <tr key={o.id}>
                      <th scope="row">{o.label}</th>
                      <td>{o.na ? t('builder.na') : o.score == null ? '–' : `${o.score}${o.fail ? ` (${t('builder.failing')})` : ''}`}</td>
                      {REQUIREMENTS.map((r) => (
                        <td key={r}>
                          <input type="checkbox" aria-label={t('builder.requireFor', { what: L.requirement(r), option: o.label })} checked={(o.requires ?? []).includes(r)} onChange={() => toggleRequirement(o.id, r)} />
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
      <div className="audit-checks">
        {flag('critical', t('builder.critical'))}
        {q.response_type === 'options' && flag('is_multi', t('builder.multi'))}
        {flag('is_attach', t('builder.attach'))}
        {flag('is_notify', t('builder.notify'))}
        {q.response_type === 'options' && flag('show_row_headers', t('builder.rowHeaders'))}
      </div>
      {parents.length > 0 && (
        <div className="audit-row">
          <LabelledControl className="audit-field" id={`${id}-parent`} label={t('builder.parent')}>
            <select id={`${id}-parent`} className="native-input" value={q.parent_id ?? ''} onChange={(e) => onChange({ ...q, parent_id: e.target.value || null, show_if: [] })}>
              <option value="">{t('builder.always')}</option>
              {parents.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.text || p.id}
                </option>
              ))}
            </select>
          </LabelledControl>
          {parent && (
            <fieldset className="audit-checks">
              <legend>{t('builder.showIf')}</legend>
              {parent.options.map((o) => (
                <label key={o.id}>
                  <input type="checkbox" checked={(q.show_if ?? []).includes(o.id)} onChange={(e) => onChange({ ...q, show_if: e.target.checked ? [...(q.show_if ?? []), o.id] : (q.show_if ?? []).filter((x) => x !== o.id) })} />
                  {o.label}
                </label>
              ))}
            </fieldset>
          )}
        </div>
      )}
      {logic.length > 0 && (
        <ul className="audit-logic" aria-label={t('builder.logic')}>
          {logic.map((l) => (
            <li key={l.option.id}>
              {t('builder.logicLine', { option: l.option.label })}
              {l.opens.length > 0 && ` ${t('builder.opens', { list: l.opens.map((c) => `“${c.text || c.id}”`).join(', ') })}`}
              {l.requires.length > 0 && ` ${t('builder.needs', { list: l.requires.map((r) => L.requirement(r)).join(', ') })}`}
              {l.option.fail && q.critical && ` ${t('builder.failsAudit')}`}
            </li>
          ))}
        </ul>
      )}
      <div className="audit-checks">
        <Button type="button" size="small" text icon="pi pi-arrow-up" label={t('builder.moveUp')} aria-label={t('builder.moveQuestionUp', { label })} aria-disabled={first} onClick={() => onMove(-1)} />
        <Button type="button" size="small" text icon="pi pi-arrow-down" label={t('builder.moveDown')} aria-label={t('builder.moveQuestionDown', { label })} aria-disabled={last} onClick={() => onMove(1)} />
        <Button type="button" size="small" text severity="danger" icon="pi pi-trash" label={t('builder.remove')} aria-label={t('builder.removeQuestion', { label })} onClick={onRemove} />
      </div>
    </fieldset>
  );
}
