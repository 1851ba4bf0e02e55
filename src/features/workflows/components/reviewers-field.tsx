import { useRef, useState } from 'react';
import type { FormikProps } from 'formik';
import { Button } from 'primereact/button';
import { ErrorText, fieldError } from '@/components/form/fields';
import { MAX_REVIEWERS, type WorkflowType } from '../model';
import { useWorkflowLabels } from './labels';

interface Props<V extends { reviewer_ids: number[]; approvals_required: number | string | null; workflow_type: WorkflowType }> {
  formik: FormikProps<V>;
  idp: string;
  users: { id: number; full_name: string }[];
}

/**
 * The reviewers in order (SPEC §9: up to 5): a select with "Add reviewer", then the chosen ones as an ordered list with
 * Move up / Move down (sequential: the order is the approval order) and Remove. Moves are announced politely.
 */
export function ReviewersField<V extends { reviewer_ids: number[]; approvals_required: number | string | null; workflow_type: WorkflowType }>({ formik, idp, users }: Props<V>) {
  const { t } = useWorkflowLabels();
  const [choice, setChoice] = useState('');
  // after an add or a removal the focus goes back to the reviewer select (the pressed button is gone or disabled)
  const selectRef = useRef<HTMLSelectElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const ids = formik.values.reviewer_ids;
  const names = new Map(users.map((u) => [u.id, u.full_name]));
  const name = (id: number) => names.get(id) ?? `#${id}`;
  const error = fieldError(formik, 'reviewer_ids');
  const full = ids.length >= MAX_REVIEWERS;
  const sequential = formik.values.workflow_type === 'sequential';
  const free = users.filter((u) => !ids.includes(u.id));
  const selectId = `${idp}-reviewer`;

  const set = (next: number[]) => {
    void formik.setFieldValue('reviewer_ids', next);
    void formik.setFieldTouched('reviewer_ids', true, false);
    // "approve when N agree" can never ask for more than there are reviewers
    const n = Number(formik.values.approvals_required);
    if (n > next.length) void formik.setFieldValue('approvals_required', next.length || null);
  };
  const add = () => {
    const id = Number(choice);
    if (!id || full || ids.includes(id)) return;
    set([...ids, id]);
    setChoice('');
    selectRef.current?.focus();
    setAnnouncement(t('reviewers.added', { name: name(id), position: ids.length + 1 }));
  };
  const move = (from: number, to: number) => {
    const next = [...ids];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved);
    set(next);
    setAnnouncement(t('reviewers.moved', { name: name(moved), position: to + 1, count: next.length }));
  };
  const remove = (index: number) => {
    set(ids.filter((_, i) => i !== index));
    selectRef.current?.focus();
    setAnnouncement(t('reviewers.removed', { name: name(ids[index]) }));
  };

  return (
    <fieldset className="group" aria-describedby={`${idp}-reviewers-hint${error ? ` ${idp}-reviewers-error` : ''}`}>
      <legend>
        {t('fields.reviewers')}
        <span aria-hidden="true"> *</span>
      </legend>
      <p id={`${idp}-reviewers-hint`} className="hint">
        {sequential ? t('reviewers.hintSequential', { max: MAX_REVIEWERS }) : t('reviewers.hintParallel', { max: MAX_REVIEWERS })}
      </p>
      <div className="workflow-reviewer-add">
        <div className="field">
          <label htmlFor={selectId}>{t('reviewers.choose')}</label>
          <select
            ref={selectRef}
            id={selectId}
            className="native-input"
            value={choice}
            disabled={full}
            onChange={(e) => setChoice(e.target.value)}
            aria-invalid={!!error}
            aria-describedby={error ? `${idp}-reviewers-error` : undefined}
          >
            <option value="">{full ? t('reviewers.full', { max: MAX_REVIEWERS }) : t('form.choose')}</option>
            {free.map((u) => (
              <option key={u.id} value={u.id}>
                {u.full_name}
              </option>
            ))}
          </select>
        </div>
        <Button type="button" outlined icon="pi pi-plus" label={t('reviewers.add')} onClick={add} disabled={full || !choice} />
      </div>
      {ids.length > 0 ? (
        <ol className="workflow-reviewers" aria-label={t('reviewers.listLabel', { count: ids.length })}>
          {ids.map((id, i) => (
            <li key={id}>
              <span className="workflow-reviewer-name">
                {sequential && <span className="workflow-step">{t('reviewers.step', { position: i + 1 })}</span>} {name(id)}
              </span>
              <span className="workflow-reviewer-actions">
                {sequential && (
                  <>
                    {/* aria-disabled, not disabled: the focus stays on the button of the item that just moved */}
                    <Button type="button" text size="small" icon="pi pi-arrow-up" onClick={() => i > 0 && move(i, i - 1)} aria-disabled={i === 0} aria-label={t('reviewers.moveUp', { name: name(id) })} />
                    <Button type="button" text size="small" icon="pi pi-arrow-down" onClick={() => i < ids.length - 1 && move(i, i + 1)} aria-disabled={i === ids.length - 1} aria-label={t('reviewers.moveDown', { name: name(id) })} />
                  </>
                )}
                <Button type="button" text size="small" severity="danger" icon="pi pi-times" onClick={() => remove(i)} aria-label={t('reviewers.remove', { name: name(id) })} />
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="hint">{t('reviewers.none')}</p>
      )}
      <ErrorText id={`${idp}-reviewers-error`} error={error} />
      <div role="status" aria-live="polite" className="sr-only">
        {announcement}
      </div>
    </fieldset>
  );
}
