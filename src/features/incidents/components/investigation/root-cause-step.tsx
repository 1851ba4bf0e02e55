import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { showToast } from '@/lib/feedback/toast-service';
import { useRecordForm } from '@/components/record/use-record-form';
import { DraftNotice } from '@/lib/drafts/draft-notice';
import type { RootCauseAnalysis } from '../../model';
import { useGetIncidentRootCausesQuery, useGetRootCauseSettingsQuery } from '../../api/incidents-api';
import { buildTree, flatten } from '../../model/root-cause-tree';
import { RootCauseChecklist } from '../root-causes/root-cause-checklist';
import { ErrorText, SelectField, TextField, fieldError } from '@/components/form/fields';
import { useInvestigationLabels } from './labels';
import { useStepUpdate } from './use-step-update';
import { rootCauseSchema } from '../../schemas/incident-schemas';
import { emptyWhy, type StepProps } from './step-types';
import { FixErrors, FormError } from '@/components/record/form-parts';

const MAX_WHYS = 5;

/** Step 3: the 5-why analysis, the root-cause categories from the tenant's tree, notes. */
export default function RootCauseStep({ incident, readOnly, onSaved }: StepProps) {
  const L = useInvestigationLabels();
  const { t } = L;
  const { save, serverError } = useStepUpdate();
  // the category tree (RC Master) is for choosing: a read-only view shows the chosen ones only, and asks for none (a
  // viewer without RC Master read would get a 403, which SPEC §8 answers with a token refresh and a reload)
  const settings = useGetRootCauseSettingsQuery(undefined, { skip: readOnly });
  const chosen = useGetIncidentRootCausesQuery(incident.id);
  const tree = useMemo(() => buildTree(settings.data?.root_cause_settings ?? [], { activeOnly: true }), [settings.data]);
  const options = useMemo(() => flatten(tree).map((n) => [String(n.id), `${'— '.repeat(n.depth)}${n.name}`] as [string, string]), [tree]);
  const { t: rules } = useTranslation('incidentRules');
  const activeIds = useMemo(() => settings.data?.root_cause_settings.filter((s) => s.active).map((s) => s.id), [settings.data]);
  const schema = useMemo(() => rootCauseSchema(rules, { activeIds }), [rules, activeIds]);
  const initialValues = useMemo<RootCauseAnalysis>(
    () => ({
      whys: incident.root_cause?.whys.length ? incident.root_cause.whys : [emptyWhy()],
      root_cause_ids: incident.root_cause?.root_cause_ids ?? [],
      notes: incident.root_cause?.notes ?? '',
    }),
    [incident.root_cause],
  );
  const { formik, focusRef, draft } = useRecordForm<RootCauseAnalysis>({
    initialValues,
    enableReinitialize: false,
    schema,
    draftKey: readOnly ? null : `incident:${incident.id}:root_cause`,
    onSubmit: async (values) => {
      if (!(await save({ id: incident.id, step: 'root_cause', root_cause: values }))) return false;
      showToast({ severity: 'success', detail: t('rootCause.saved') });
      onSaved(4);
      return true;
    },
  });
  const whysError = fieldError(formik, 'whys');

  const current = (
    <section aria-labelledby="inv-rc-current">
      <h3 id="inv-rc-current">{t('rootCause.current')}</h3>
      {chosen.data && chosen.data.root_causes.length > 0 ? (
        <ul>
          {chosen.data.root_causes.map((rc) => (
            <li key={rc.id}>{rc.path.length ? rc.path.join(' › ') : rc.name}</li>
          ))}
        </ul>
      ) : (
        <p>{chosen.isLoading ? t('common.loading') : t('rootCause.noneChosen')}</p>
      )}
    </section>
  );

  if (readOnly) {
    const rc = incident.root_cause;
    return (
      <div>
        {rc ? (
          <ol>
            {rc.whys.map((w, i) => (
              <li key={i}>
                <strong>{w.question}</strong>
                <p className="plain-text">{w.answer}</p>
              </li>
            ))}
          </ol>
        ) : (
          <p>{t('rootCause.none')}</p>
        )}
        {rc?.notes && (
          <>
            <h3>{t('rootCause.notes')}</h3>
            <p className="plain-text">{rc.notes}</p>
          </>
        )}
        {current}
      </div>
    );
  }

  return (
    <form ref={focusRef} onSubmit={formik.handleSubmit} noValidate aria-label={t('rootCause.formLabel')}>
      <DraftNotice draft={draft} />
      <FixErrors formik={formik} text={t('form.fixErrors')} />
      {serverError && <FormError text={serverError} />}
      <p>{t('rootCause.intro')}</p>
      {formik.values.whys.map((_, i) => (
        <fieldset className="group" key={i}>
          <legend>{t('rootCause.whyN', { n: i + 1 })}</legend>
          <TextField formik={formik} name={`whys.${i}.question`} id={`inv-why-${i}-q`} label={t('rootCause.question', { n: i + 1 })} />
          <TextField formik={formik} name={`whys.${i}.answer`} id={`inv-why-${i}-a`} label={t('rootCause.answer', { n: i + 1 })} multiline />
          <SelectField formik={formik} name={`whys.${i}.root_cause_setting_id`} id={`inv-why-${i}-rc`} label={t('rootCause.answerCategory', { n: i + 1 })} numeric options={options} placeholder={t('rootCause.noCategory')} />
          {formik.values.whys.length > 1 && (
            <Button type="button" text severity="danger" icon="pi pi-trash" label={t('rootCause.removeWhy', { n: i + 1 })} onClick={() => void formik.setFieldValue('whys', formik.values.whys.filter((_w, j) => j !== i))} />
          )}
        </fieldset>
      ))}
      {formik.values.whys.length < MAX_WHYS && (
        <Button type="button" outlined icon="pi pi-plus" label={t('rootCause.addWhy')} onClick={() => void formik.setFieldValue('whys', [...formik.values.whys, emptyWhy()])} />
      )}
      <ErrorText id="inv-whys-error" error={whysError} />
      <fieldset className="group" style={{ marginTop: '1rem' }}>
        <legend>{t('rootCause.categories')}</legend>
        {settings.isLoading ? (
          <p>{t('common.loading')}</p>
        ) : tree.length === 0 ? (
          <p>{t('rootCause.noSettings')}</p>
        ) : (
          <RootCauseChecklist nodes={tree} value={formik.values.root_cause_ids} onChange={(next) => void formik.setFieldValue('root_cause_ids', next)} idPrefix="inv-rc" />
        )}
      </fieldset>
      <TextField formik={formik} name="notes" id="inv-rc-notes" label={t('rootCause.notes')} multiline />
      <div className="form-actions">
        <Button type="submit" label={t('rootCause.save')} icon="pi pi-check" loading={formik.isSubmitting} />
      </div>
      {current}
    </form>
  );
}
