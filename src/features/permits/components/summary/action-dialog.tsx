import { useMemo, useState } from 'react';
import * as yup from 'yup';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useTranslation } from 'react-i18next';
import { ErrorText, fieldError } from '@/components/form/field-error';
import { useRecordForm } from '@/components/record/use-record-form';
import { answersSchema, emptyAnswers, PermitQuestions, visibleAnswers, type TemplateDefinition } from '@/features/permit-templates/public';
import type { WorkerFieldSetting } from '@/features/worker-profile/public';
import { actionCommentSchema } from '../../schemas/permit-schema';
import { permitRuleKey } from '../../schemas/rule-messages';
import { openHandover } from '../../model/status';
import { latestGasTests } from '../../model/gas-gate';
import type { PermitAction, PermitActionInput, PermitDetail, PermitWorker } from '../../model/types';
import type { PermitFormLabels } from '../labels';
import { nestedFormik } from '../form/nested-formik';
import { closureSections, declarationSections } from '../form/sections';
import { WorkersField, blankWorker } from '../form/workers-field';

export interface ActionValues {
  comment: string;
  hours: string;
  declaration: Record<string, unknown>;
  closure_answers: Record<string, unknown>;
  incoming_id: string;
  outgoing_confirmed: boolean;
  notes: string;
  clash_reasons: Record<string, string>;
  workers: PermitWorker[];
}

/** the server's refusal of an action, as the dialog shows it (input kept) */
export type ActionRefusal = { status: number; messages: string[] };

interface Props {
  permit: PermitDetail;
  action: PermitAction;
  definition: TemplateDefinition;
  users: readonly { id: number; full_name: string }[];
  workerFields: readonly WorkerFieldSetting[];
  recentWorkers: readonly PermitWorker[];
  userId: number;
  L: PermitFormLabels;
  /** runs the action; a refusal is shown in the dialog and the input stays */
  run(input: PermitActionInput): Promise<ActionRefusal | null>;
  onClose(): void;
}

const COMMENT_LABEL: Partial<Record<PermitAction, string>> = { reject: 'actions.reasonLabel', suspend: 'actions.suspendReasonLabel', revoke: 'actions.revokeCommentLabel' };

/**
 * One lifecycle action's dialog (SPEC §4 "each takes a comment; reject and revoke require it"; HSG250): approve with a
 * reason for every clash not yet acknowledged, reject (reason), suspend (reason), re-issue, extend (hours from the
 * template, the Declaration section's questions), handover (the incoming person; the outgoing person confirms) or its
 * confirmation by the incoming person, hand-back (closure checklist), close, revoke (comment), add workers.
 * A 403 / 422 from the server is shown in the dialog and the typed values stay.
 */
export function ActionDialog({ permit, action, definition, users, workerFields, recentWorkers, userId, L, run, onClose }: Props) {
  const { t } = L;
  const { t: tp } = useTranslation('permits');
  const { t: tt } = useTranslation('permitTemplates');
  const [refusal, setRefusal] = useState<ActionRefusal | null>(null);
  const waiting = openHandover(permit);
  const confirming = action === 'handover' && !!waiting && waiting.incoming_id === userId;
  const openClashes = useMemo(() => (action === 'approve' ? permit.clashes.filter((c) => !c.acknowledged) : []), [action, permit.clashes]);
  const declaration = useMemo(() => ({ sections: declarationSections(definition) }), [definition]);
  const closure = useMemo(() => ({ sections: closureSections(definition) }), [definition]);
  // the approver sees the latest gas test of each question; a failed one blocks the approval (model/gas-gate.ts)
  const gasTests = useMemo(() => (action === 'approve' ? latestGasTests(definition, permit.answers) : []), [action, definition, permit.answers]);
  const gasBlocked = gasTests.some((g) => g.verdicts.some((v) => v.verdict === 'fail'));
  const needsClosure = action === 'handback' || (action === 'close' && Object.keys(permit.closure_answers ?? {}).length === 0);
  const idp = `permit-action-${action}`;

  const schema = useMemo(() => {
    const ta = (k: string, p?: Record<string, unknown>) => tt(k, p ?? {});
    let s = actionCommentSchema((k) => tp(k), action) as yup.ObjectSchema<Record<string, unknown>>;
    if (action === 'approve' && openClashes.length)
      s = s.shape({ clash_reasons: yup.object(Object.fromEntries(openClashes.map((c) => [String(c.other_permit_id), yup.string().trim().required(t('validation.clashReasonRequired', { number: c.other_number }))]))) });
    if (action === 'extend') s = s.shape({ hours: yup.number().typeError(t('validation.hoursInvalid')).required(t('validation.hoursInvalid')).integer(t('validation.hoursInvalid')).min(1, t('validation.hoursInvalid')).max(72, t('validation.hoursInvalid')), declaration: answersSchema(declaration, ta) });
    if (action === 'handover' && !confirming) s = s.shape({ incoming_id: yup.string().required(t('validation.incomingRequired')), outgoing_confirmed: yup.boolean().oneOf([true], t('validation.outgoingConfirm')) });
    if (needsClosure) s = s.shape({ closure_answers: answersSchema(closure, ta) });
    if (action === 'add_workers') s = s.shape({ workers: yup.array(yup.object({ name: yup.string().trim().required(tp('validation.workerNameRequired')) })).min(1, tp('validation.workersRequired')) });
    return s;
  }, [action, tp, t, tt, openClashes, declaration, closure, confirming, needsClosure]);

  const { formik, focusRef } = useRecordForm<ActionValues>({
    enableReinitialize: false,
    initialValues: {
      comment: '',
      hours: String(definition.extension_hours),
      declaration: emptyAnswers(declaration),
      closure_answers: emptyAnswers(closure),
      incoming_id: '',
      outgoing_confirmed: false,
      notes: '',
      clash_reasons: Object.fromEntries(openClashes.map((c) => [String(c.other_permit_id), ''])),
      workers: [blankWorker()],
    },
    schema,
    onSubmit: async (v) => {
      setRefusal(null);
      const input: PermitActionInput = { action, comment: v.comment.trim() };
      if (action === 'approve' && openClashes.length) input.clash_acknowledgements = openClashes.map((c) => ({ other_permit_id: c.other_permit_id, reason: v.clash_reasons[String(c.other_permit_id)].trim() }));
      if (action === 'extend') {
        input.hours = Number(v.hours);
        input.declaration = visibleAnswers(declaration, v.declaration);
      }
      if (action === 'handover' && !confirming) {
        input.incoming_id = Number(v.incoming_id);
        input.notes = v.notes.trim();
      }
      if (needsClosure) input.closure_answers = visibleAnswers(closure, v.closure_answers);
      if (action === 'add_workers') input.workers = v.workers.map((w) => ({ ...w, name: w.name.trim() }));
      const refused = await run(input);
      if (refused) setRefusal(refused);
      else onClose();
      return !refused;
    },
  });
  const commentLabel = COMMENT_LABEL[action];
  const commentRequired = !!commentLabel;
  const commentError = fieldError(formik, 'comment');
  const serverText = (m: string) => {
    const key = permitRuleKey(m);
    return key ? tp(key) : m;
  };
  const others = users.filter((u) => u.id !== userId);
  const title = confirming ? t('actions.confirmHandover.title', { number: permit.number }) : t(`actions.${action}.title`, { number: permit.number });

  return (
    <Dialog header={title} visible onHide={onClose} style={{ width: 'min(720px, 96vw)' }} className="permit-action-dialog">
      <form ref={focusRef} noValidate onSubmit={formik.handleSubmit} aria-label={title}>
        <p>{confirming ? t('actions.confirmHandover.intro', { from: waiting?.outgoing_name ?? '' }) : t(`actions.${action}.intro`)}</p>
        {refusal && (
          <div className="p-message p-message-error permit-refusal" role="alert">
            <strong>{refusal.status === 403 ? t('actions.forbidden') : refusal.status === 0 ? t('actions.notSent') : t('actions.refused')}</strong>
            <ul>
              {refusal.messages.map((m) => (
                <li key={m}>{serverText(m)}</li>
              ))}
            </ul>
          </div>
        )}

        {gasTests.length > 0 && (
          <section aria-labelledby={`${idp}-gas`} className="permit-latest-gas">
            <h3 id={`${idp}-gas`}>{t('actions.approve.gasTitle')}</h3>
            {gasTests.map((g) => {
              const failed = g.verdicts.some((v) => v.verdict === 'fail');
              const q = definition.sections.flatMap((s) => s.questions).find((x) => x.key === g.key);
              return (
                <div key={g.key}>
                  <p>
                    <strong>{g.label}</strong> — {g.at ? t('actions.approve.gasRetest', { number: g.number - 1, at: L.dateTime(g.at) }) : t('actions.approve.gasFirst')} —{' '}
                    <span className={failed ? 'pt-verdict-fail' : ''}>{failed ? tt('gas.failed') : g.complete ? tt('gas.passed') : tt('gas.incomplete')}</span>
                  </p>
                  <ul className="permit-gas-readings">
                    {g.verdicts.map((v, i) => (
                      <li key={v.key} className={`pt-verdict-${v.verdict}`}>
                        {t('answers.gasReading', { gas: v.label, value: v.reading ?? '—', unit: tt(`units.${q?.gases[i]?.unit ?? 'ppm'}`), verdict: tt(`gas.verdict.${v.verdict}`) })}
                      </li>
                    ))}
                  </ul>
                </div>
              );
            })}
            {gasBlocked && (
              <p className="p-message p-message-error permit-refusal" role="alert">
                {t('actions.approve.gasBlocked')}
              </p>
            )}
          </section>
        )}

        {openClashes.length > 0 && (
          <fieldset className="group">
            <legend>{t('actions.approve.clashes', { count: openClashes.length })}</legend>
            {openClashes.map((c) => {
              const name = `clash_reasons.${c.other_permit_id}`;
              const id = `${idp}-clash-${c.other_permit_id}`;
              const error = fieldError(formik, name);
              return (
                <div key={c.other_permit_id} className="field">
                  <label htmlFor={id}>
                    {t('actions.approve.clashReason', { number: c.other_number, title: c.other_title, kinds: c.kinds.map(L.clashKind).join(', ') })}
                    <span aria-hidden="true"> *</span>
                  </label>
                  <textarea id={id} name={name} className="native-input" rows={2} value={formik.values.clash_reasons[String(c.other_permit_id)] ?? ''} onChange={formik.handleChange} onBlur={formik.handleBlur} aria-required aria-invalid={!!error} aria-describedby={error ? `${id}-error` : undefined} />
                  <ErrorText id={`${id}-error`} error={error} />
                </div>
              );
            })}
          </fieldset>
        )}

        {action === 'extend' && (
          <>
            <div className="field">
              <label htmlFor={`${idp}-hours`}>
                {t('actions.extend.hours')}
                <span aria-hidden="true"> *</span>
              </label>
              <input id={`${idp}-hours`} name="hours" className="native-input" type="number" min="1" max="72" step="1" value={formik.values.hours} onChange={formik.handleChange} onBlur={formik.handleBlur} aria-invalid={!!fieldError(formik, 'hours')} aria-describedby={`${idp}-hours-hint${fieldError(formik, 'hours') ? ` ${idp}-hours-error` : ''}`} />
              <small id={`${idp}-hours-hint`} className="hint">
                {t('actions.extend.hoursHint', { hours: definition.extension_hours, end: L.dateTime(permit.end_at) })}
              </small>
              <ErrorText id={`${idp}-hours-error`} error={fieldError(formik, 'hours')} />
            </div>
            {declaration.sections.length > 0 && <PermitQuestions definition={declaration} formik={nestedFormik(formik, 'declaration')} idPrefix={`${idp}-decl`} lookups={{ sites: [], users }} />}
          </>
        )}

        {action === 'handover' && !confirming && (
          <>
            <div className="field">
              <label htmlFor={`${idp}-incoming`}>
                {t('actions.handover.incoming')}
                <span aria-hidden="true"> *</span>
              </label>
              <select id={`${idp}-incoming`} name="incoming_id" className="native-input" value={formik.values.incoming_id} onChange={formik.handleChange} onBlur={formik.handleBlur} aria-required aria-invalid={!!fieldError(formik, 'incoming_id')} aria-describedby={fieldError(formik, 'incoming_id') ? `${idp}-incoming-error` : undefined}>
                <option value="">{t('form.choose')}</option>
                {others.map((u) => (
                  <option key={u.id} value={u.id}>
                    {u.full_name}
                  </option>
                ))}
              </select>
              <ErrorText id={`${idp}-incoming-error`} error={fieldError(formik, 'incoming_id')} />
            </div>
            <div className="field">
              <label htmlFor={`${idp}-notes`}>{t('actions.handover.notes')}</label>
              <textarea id={`${idp}-notes`} name="notes" className="native-input" rows={3} value={formik.values.notes} onChange={formik.handleChange} />
            </div>
            <div className="field-check">
              <input id={`${idp}-outgoing`} name="outgoing_confirmed" type="checkbox" checked={formik.values.outgoing_confirmed} onChange={formik.handleChange} aria-invalid={!!fieldError(formik, 'outgoing_confirmed')} aria-describedby={fieldError(formik, 'outgoing_confirmed') ? `${idp}-outgoing-error` : undefined} />
              <label htmlFor={`${idp}-outgoing`}>{t('actions.handover.outgoingConfirm')}</label>
            </div>
            <ErrorText id={`${idp}-outgoing-error`} error={fieldError(formik, 'outgoing_confirmed')} />
          </>
        )}

        {needsClosure && closure.sections.length > 0 && <PermitQuestions definition={closure} formik={nestedFormik(formik, 'closure_answers')} idPrefix={`${idp}-closure`} lookups={{ sites: [], users }} />}

        {action === 'add_workers' && <WorkersField formik={formik} name="workers" idp={idp} fields={workerFields} recent={recentWorkers} L={L} />}

        <div className="field">
          <label htmlFor={`${idp}-comment`}>
            {commentLabel ? t(commentLabel) : t('actions.commentLabel')}
            {commentRequired && <span aria-hidden="true"> *</span>}
          </label>
          <textarea id={`${idp}-comment`} name="comment" className="native-input" rows={3} value={formik.values.comment} onChange={formik.handleChange} onBlur={formik.handleBlur} aria-required={commentRequired || undefined} aria-invalid={!!commentError} aria-describedby={commentError ? `${idp}-comment-error` : undefined} />
          <ErrorText id={`${idp}-comment-error`} error={commentError} />
        </div>
        <div className="form-actions">
          {!gasBlocked && <Button type="submit" severity={action === 'revoke' || action === 'reject' || action === 'suspend' ? 'danger' : undefined} label={confirming ? t('actions.confirmHandover.confirm') : t(`actions.${action}.confirm`)} loading={formik.isSubmitting} />}
          <Button type="button" outlined label={t('form.cancel')} onClick={onClose} />
        </div>
      </form>
    </Dialog>
  );
}
