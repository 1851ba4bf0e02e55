import { useState } from 'react';
import { getIn, type FormikProps } from 'formik';
import { Button } from 'primereact/button';
import { ErrorText, fieldError } from '@/components/form/field-error';
import { FileField } from '@/lib/files/file-field';
import { WORKER_GENDERS, WORKER_PHOTO_RULE, type WorkerFieldSetting } from '@/features/worker-profile/public';
import type { PermitWorker, RecentWorker } from '../../model/types';
import type { PermitFormLabels } from '../labels';

let seq = 0;
/** a key unique within the permit */
export const workerKey = () => `w_${Date.now().toString(36)}${(++seq).toString(36)}`;

export const blankWorker = (): PermitWorker => ({ key: workerKey(), name: '', photo: null, age: null, phone: '', id_number: '', gender: '', company: '', contractor: false });

interface Props<V> {
  formik: FormikProps<V>;
  /** the form field holding the workers */
  name: string;
  idp: string;
  /** the worker profile setting's asked fields (name always) */
  fields: readonly WorkerFieldSetting[];
  /** the tenant's recent workers and its contractors' workers (GET /v1/work_profile/find_recent_workers) */
  recent: readonly RecentWorker[];
  L: PermitFormLabels;
}

/**
 * The permit's workers (SPEC §3 "Worker profile", §5 "at least one worker profile"): one card per worker with the
 * fields the worker profile setting asks (required ones marked), a recent-workers lookup that copies a worker in,
 * and add / remove buttons. Each card is a fieldset named by its worker.
 */
export function WorkersField<V>({ formik, name, idp, fields, recent, L }: Props<V>) {
  const { t } = L;
  const workers = (getIn(formik.values, name) as PermitWorker[] | undefined) ?? [];
  const [pick, setPick] = useState('');
  const listError = fieldError(formik, name);
  const set = (next: PermitWorker[]) => void formik.setFieldValue(name, next);
  const update = (i: number, patch: Partial<PermitWorker>) => set(workers.map((w, j) => (j === i ? { ...w, ...patch } : w)));
  const asked = (k: WorkerFieldSetting['key']) => fields.find((f) => f.key === k);
  // by their place in `recent`: the workers' keys are their own permits' (two permits' first workers share 'w1')
  const chosenRecent = recent.map((r, at) => ({ r, at })).filter(({ r }) => !workers.some((w) => w.name.trim().toLowerCase() === r.name.trim().toLowerCase()));

  const text = (i: number, w: PermitWorker, key: 'name' | 'phone' | 'id_number' | 'company', setting: WorkerFieldSetting | undefined, type = 'text') => {
    if (key !== 'company' && !setting) return null;
    const id = `${idp}-w${i}-${key}`;
    const path = `${name}[${i}].${key}`;
    const error = fieldError(formik, path);
    return (
      <div className="field">
        <label htmlFor={id}>
          {L.worker(key)}
          {setting?.required && <span aria-hidden="true"> *</span>}
        </label>
        <input
          id={id}
          className="native-input"
          type={type}
          value={w[key]}
          aria-required={setting?.required || undefined}
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => update(i, { [key]: e.currentTarget.value })}
          onBlur={() => void formik.setFieldTouched(path, true)}
        />
        <ErrorText id={`${id}-error`} error={error} />
      </div>
    );
  };

  return (
    <fieldset className="group permit-workers" aria-describedby={listError ? `${idp}-workers-error` : undefined}>
      <legend>
        {t('workers.legend')}
        <span aria-hidden="true"> *</span>
      </legend>
      <p className="hint">{t('workers.hint')}</p>
      {recent.length > 0 && (
        <div className="permit-inline-row">
          <div className="field">
            <label htmlFor={`${idp}-recent`}>{t('workers.recent')}</label>
            <select id={`${idp}-recent`} className="native-input" value={pick} onChange={(e) => setPick(e.currentTarget.value)}>
              <option value="">{t('form.choose')}</option>
              {chosenRecent.map(({ r, at }) => {
                const label = [r.name, r.company].filter(Boolean).join(' · ');
                // a contractor's worker who may not work is listed with the reason and cannot be chosen (issue 27)
                return (
                  <option key={at} value={String(at)} disabled={!!r.ineligible}>
                    {r.ineligible ? t('workers.notEligible', { worker: label, reason: t(`workers.ineligible.${r.ineligible}`) }) : label}
                  </option>
                );
              })}
            </select>
          </div>
          <Button
            type="button"
            outlined
            icon="pi pi-user-plus"
            label={t('workers.addRecent')}
            disabled={!pick}
            onClick={() => {
              const r = recent[Number(pick)];
              if (!r) return;
              // an empty first card is replaced by the chosen worker
              const base = workers.length === 1 && !workers[0].name.trim() ? [] : workers;
              const { ineligible: _ineligible, ...worker } = r;
              set([...base, { ...worker, key: workerKey() }]);
              setPick('');
            }}
          />
        </div>
      )}
      {workers.map((w, i) => {
        const age = asked('age');
        const gender = asked('gender');
        const photo = asked('photo');
        const ageId = `${idp}-w${i}-age`;
        const ageError = fieldError(formik, `${name}[${i}].age`);
        const genderId = `${idp}-w${i}-gender`;
        const genderError = fieldError(formik, `${name}[${i}].gender`);
        return (
          <fieldset key={w.key} className="group permit-worker">
            <legend>{w.name.trim() ? t('workers.cardNamed', { n: i + 1, name: w.name.trim() }) : t('workers.card', { n: i + 1 })}</legend>
            <div className="form-grid two">
              {text(i, w, 'name', asked('name') ?? { key: 'name', enabled: true, required: true })}
              {text(i, w, 'company', undefined)}
              {text(i, w, 'phone', asked('phone'), 'tel')}
              {text(i, w, 'id_number', asked('id'))}
              {age && (
                <div className="field">
                  <label htmlFor={ageId}>
                    {L.worker('age')}
                    {age.required && <span aria-hidden="true"> *</span>}
                  </label>
                  <input
                    id={ageId}
                    className="native-input"
                    type="number"
                    inputMode="numeric"
                    min="14"
                    max="100"
                    value={w.age ?? ''}
                    aria-required={age.required || undefined}
                    aria-invalid={!!ageError}
                    aria-describedby={ageError ? `${ageId}-error` : undefined}
                    onChange={(e) => update(i, { age: e.currentTarget.value === '' ? null : Number(e.currentTarget.value) })}
                  />
                  <ErrorText id={`${ageId}-error`} error={ageError} />
                </div>
              )}
              {gender && (
                <div className="field">
                  <label htmlFor={genderId}>
                    {L.worker('gender')}
                    {gender.required && <span aria-hidden="true"> *</span>}
                  </label>
                  <select
                    id={genderId}
                    className="native-input"
                    value={w.gender}
                    aria-required={gender.required || undefined}
                    aria-invalid={!!genderError}
                    aria-describedby={genderError ? `${genderId}-error` : undefined}
                    onChange={(e) => update(i, { gender: e.currentTarget.value as PermitWorker['gender'] })}
                  >
                    <option value="">{t('form.choose')}</option>
                    {WORKER_GENDERS.map((g) => (
                      <option key={g} value={g}>
                        {L.worker(`gender${g}`)}
                      </option>
                    ))}
                  </select>
                  <ErrorText id={`${genderId}-error`} error={genderError} />
                </div>
              )}
            </div>
            {photo && (
              <FileField
                id={`${idp}-w${i}-photo`}
                label={`${L.worker('photo')}${photo.required ? ' *' : ''}`}
                hint={t('workers.photoHint')}
                value={w.photo ? [w.photo] : []}
                onChange={(next) => update(i, { photo: next[0] ?? null })}
                maxFiles={1}
                maxBytes={WORKER_PHOTO_RULE.maxBytes}
                allowedTypes={WORKER_PHOTO_RULE.types}
                error={fieldError(formik, `${name}[${i}].photo`)}
              />
            )}
            <div className="field-check">
              <input id={`${idp}-w${i}-contractor`} type="checkbox" checked={w.contractor} onChange={(e) => update(i, { contractor: e.currentTarget.checked })} />
              <label htmlFor={`${idp}-w${i}-contractor`}>{L.worker('contractor')}</label>
            </div>
            <Button type="button" text severity="danger" icon="pi pi-times" label={t('workers.remove', { name: w.name.trim() || t('workers.card', { n: i + 1 }) })} onClick={() => set(workers.filter((_, j) => j !== i))} />
          </fieldset>
        );
      })}
      <Button type="button" outlined icon="pi pi-plus" label={t('workers.add')} onClick={() => set([...workers, blankWorker()])} />
      <ErrorText id={`${idp}-workers-error`} error={typeof getIn(formik.errors, name) === 'string' ? listError : null} />
    </fieldset>
  );
}
