import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { Button } from 'primereact/button';
import { FileField } from '@/lib/files/file-field';
import { DOCUMENT_TYPES, IMAGE_TYPES } from '@/lib/files/validate-upload';
import { RaiseActionDialog } from '@/features/actions/public';
import { AUDIT_ATTACHMENT_BYTES, type Answer, type TemplateQuestion } from '../model';
import { isFailingAnswer } from '../model/scoring';
import { missingInSection, missingRequirements, visibleQuestionIds } from '../model/template';
import { showToast } from '@/lib/feedback/toast-service';
import { useAudit } from '../components/audit-context';

const ATTACH_TYPES = [...IMAGE_TYPES, ...DOCUMENT_TYPES];

/** /audits/{id}/audit/{sectionindex}: one section's visible questions, answered on a phone or a desk. */
export default function AuditSectionPage() {
  const index = Number(useParams().sectionIndex);
  const navigate = useNavigate();
  const ctx = useAudit();
  const { audit, answers, setAnswer, editable, score, save, saving, L } = ctx;
  const { t } = L;
  const heading = useRef<HTMLHeadingElement>(null);
  const [raisingFor, setRaisingFor] = useState<string | null>(null);
  const sections = audit.definition.sections;
  const section = sections[index];
  useEffect(() => heading.current?.focus(), [index]);
  if (!section) return <Navigate to="../summary" replace />;
  const visible = visibleQuestionIds(audit.definition, answers);
  const missing = missingRequirements(audit.definition, answers);
  const sectionScore = score.sections[index];
  const go = async (to: string, onward = false) => {
    if (editable && ctx.dirty && !(await save())) return;
    // moving on: say which required evidence this section still lacks (needed before the audit can be submitted)
    const lacking = onward && editable ? missingInSection(audit.definition, answers, index) : [];
    if (lacking.length)
      showToast({
        severity: 'warn',
        group: 'alerts',
        life: 15_000,
        detail: t('conduct.evidenceMissing', { section: index + 1, list: lacking.map((q) => t('conduct.evidenceItem', { question: q.text, needs: q.needs.map((n) => L.requirement(n)).join(', ') })).join('; ') }),
      });
    navigate(to);
  };
  const depth = (q: TemplateQuestion): number => (q.parent_id ? 1 + depth(section.questions.find((p) => p.id === q.parent_id) ?? { ...q, parent_id: null }) : 0);

  return (
    <section aria-labelledby="audit-section-title">
      <h2 id="audit-section-title" ref={heading} tabIndex={-1}>
        {t('detail.sectionN', { n: index + 1, title: section.title })}
      </h2>
      {sectionScore && audit.definition.scoring && (
        <p aria-live="polite">
          {t('score.section', { percent: sectionScore.percent ?? '–', earned: sectionScore.earned, max: sectionScore.max })}
          {sectionScore.pass_mark != null && ` · ${t('score.passMark', { mark: sectionScore.pass_mark })}`}
          {sectionScore.passed === false && sectionScore.answered > 0 && <span className="audit-fail"> · {t('score.sectionFailed')}</span>}
        </p>
      )}
      {section.questions
        .filter((q) => visible.has(q.id))
        .map((q) => (
          <QuestionInput
            key={q.id}
            q={q}
            child={depth(q) > 0}
            answer={answers[q.id] ?? {}}
            editable={editable}
            failing={isFailingAnswer(q, answers[q.id])}
            needs={missing.filter((m) => m.question_id === q.id).map((m) => m.requirement)}
            onChange={(a) => setAnswer(q.id, a)}
            onRaise={() => setRaisingFor(q.id)}
          />
        ))}
      <div className="audit-pager">
        {index > 0 ? <Button type="button" outlined icon="pi pi-arrow-left" label={t('conduct.previous')} onClick={() => void go(`../audit/${index - 1}`)} /> : <span />}
        {editable && <Button type="button" outlined icon="pi pi-save" label={t('conduct.save')} loading={saving} disabled={!ctx.dirty} onClick={() => void save()} />}
        {index < sections.length - 1 ? (
          <Button type="button" icon="pi pi-arrow-right" iconPos="right" label={t('conduct.next')} onClick={() => void go(`../audit/${index + 1}`, true)} />
        ) : (
          <Button type="button" icon="pi pi-arrow-right" iconPos="right" label={t('conduct.toSummary')} onClick={() => void go('../summary', true)} />
        )}
      </div>
      <p className="no-print">
        <Link to="../keyfindings">{t('conduct.addFinding')}</Link>
      </p>
      {raisingFor && (
        <RaiseActionDialog
          type="Audit"
          sourceId={audit.id}
          siteId={audit.site_id}
          visible
          onHide={() => setRaisingFor(null)}
          onCreated={(action) => {
            const a = answers[raisingFor] ?? {};
            setAnswer(raisingFor, { ...a, action_ids: [...(a.action_ids ?? []), action.id] });
          }}
        />
      )}
    </section>
  );
}

function QuestionInput({ q, child, answer, editable, failing, needs, onChange, onRaise }: { q: TemplateQuestion; child: boolean; answer: Answer; editable: boolean; failing: boolean; needs: string[]; onChange(a: Answer): void; onRaise(): void }) {
  const { L } = useAudit();
  const { t } = L;
  const chosen = answer.option_ids ?? [];
  const name = `q-${q.id}`;
  const toggle = (id: string) => {
    if (!q.is_multi) return onChange({ ...answer, option_ids: [id] });
    onChange({ ...answer, option_ids: chosen.includes(id) ? chosen.filter((x) => x !== id) : [...chosen, id] });
  };
  const flags = [q.critical && t('question.critical'), q.is_notify && failing && t('question.notifies')].filter(Boolean).join(' · ');
  return (
    <fieldset className={`audit-question${child ? ' child' : ''}`} disabled={!editable} aria-describedby={needs.length ? `${name}-needs` : undefined}>
      <legend>
        {q.text}
        {flags && <small> ({flags})</small>}
      </legend>
      {q.response_type === 'options' && q.show_row_headers && (
        // showRowHeaders: the options as the header row of a one-row table, each choice under its header (the fieldset
        // groups them: a table may not sit inside a radiogroup)
        <div className="audit-option-table">
          <table>
            <thead>
              <tr>
                {q.options.map((o) => (
                  <th key={o.id} scope="col" id={`${name}-h-${o.id}`}>
                    {o.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr>
                {q.options.map((o) => (
                  <td key={o.id}>
                    <input type={q.is_multi ? 'checkbox' : 'radio'} name={name} aria-labelledby={`${name}-h-${o.id}`} checked={chosen.includes(o.id)} onChange={() => toggle(o.id)} />
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </div>
      )}
      {q.response_type === 'options' && !q.show_row_headers && (
        <div className="audit-options" role={q.is_multi ? 'group' : 'radiogroup'} aria-label={q.text}>
          {q.options.map((o) => (
            <label key={o.id}>
              <input type={q.is_multi ? 'checkbox' : 'radio'} name={name} checked={chosen.includes(o.id)} onChange={() => toggle(o.id)} />
              {o.label}
            </label>
          ))}
        </div>
      )}
      {q.response_type !== 'options' && (
        <div className="audit-field">
          <label htmlFor={`${name}-value`}>{t('question.answer')}</label>
          {q.response_type === 'text' ? (
            <textarea id={`${name}-value`} className="native-input" rows={2} value={answer.value ?? ''} onChange={(e) => onChange({ ...answer, value: e.target.value })} />
          ) : (
            <input id={`${name}-value`} className="native-input" type={q.response_type} value={answer.value ?? ''} onChange={(e) => onChange({ ...answer, value: e.target.value })} />
          )}
        </div>
      )}
      {needs.length > 0 && (
        <p id={`${name}-needs`} className="audit-needs">
          {t('question.needs', { list: needs.map((n) => L.requirement(n)).join(', ') })}
        </p>
      )}
      {(q.response_type === 'options' && chosen.length > 0) || needs.includes('note') ? (
        <div className="audit-field">
          <label htmlFor={`${name}-note`}>{t('question.note')}</label>
          <textarea id={`${name}-note`} className="native-input" rows={2} value={answer.note ?? ''} onChange={(e) => onChange({ ...answer, note: e.target.value })} />
        </div>
      ) : null}
      {(q.is_attach || needs.includes('photo')) && editable && (
        <FileField
          id={`${name}-files`}
          label={t('question.attachments')}
          hint={t('question.attachHint')}
          value={answer.attachments ?? []}
          onChange={(files) => onChange({ ...answer, attachments: files })}
          multiple
          maxFiles={5}
          camera
          maxBytes={AUDIT_ATTACHMENT_BYTES}
          allowedTypes={ATTACH_TYPES}
          accept="image/jpeg,image/png,image/gif,.doc,.docx,.xls,.xlsx,.ppt,.pptx"
        />
      )}
      {!editable && (answer.attachments ?? []).length > 0 && <p>{t('question.files', { count: (answer.attachments ?? []).length })}</p>}
      {editable && (failing || needs.includes('action')) && (
        <Button type="button" size="small" outlined icon="pi pi-plus" label={t('question.raiseAction')} aria-label={t('question.raiseActionFor', { question: q.text })} onClick={onRaise} />
      )}
      {(answer.action_ids ?? []).length > 0 && <p>{t('question.actions', { count: (answer.action_ids ?? []).length })}</p>}
    </fieldset>
  );
}
