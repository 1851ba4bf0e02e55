import { Badge } from '@/components/list/list-ui';
import { todayIso } from '@/lib/forms/dates';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { showToast } from '@/lib/feedback/toast-service';
import { DataTable } from '@/components/data/data-table';
import { useRecordForm } from '@/components/record/use-record-form';
import { DraftNotice } from '@/lib/drafts/draft-notice';
import { ActionSummary, CONTROL_TYPES, displayActionStatus } from '@/features/actions/public';
import type { CapaInput } from '../../model';
import { useGetIncidentQuery } from '../../api/incidents-api';
import { ErrorText, SelectField, TextField, fieldError } from '@/components/form/fields';
import { useInvestigationLabels } from './labels';
import { useStepUpdate } from './use-step-update';
import { capaSchema } from '../../schemas/incident-schemas';
import { emptyCapa, type StepProps } from './step-types';
import { FixErrors, FormError } from '@/components/record/form-parts';

/** Step 4: recommended actions (CAPA) — the incident's actions, and new rows created as real actions. */
export default function CapaStep({ incident, formData, readOnly, onSaved }: StepProps) {
  const L = useInvestigationLabels();
  const { t } = L;
  const { save, serverError, clearError } = useStepUpdate();
  // the actions may have been completed on the action screens meanwhile: fetch the incident again on opening
  useGetIncidentQuery(incident.id, { refetchOnMountOrArgChange: true });
  const [viewing, setViewing] = useState<number | null>(null);
  const existing = incident.actions ?? [];
  const { t: rules } = useTranslation('incidentRules');
  const schema = useMemo(() => capaSchema(rules, { existing: existing.length }), [rules, existing.length]);
  const { formik, focusRef, draft } = useRecordForm<{ actions: CapaInput[] }>({
    initialValues: { actions: existing.length ? [] : [emptyCapa()] },
    enableReinitialize: false,
    schema,
    draftKey: readOnly ? null : `incident:${incident.id}:capa`,
    onSubmit: async (values, helpers) => {
      if (values.actions.length === 0) {
        // nothing new to create: on to the next step (the draft, if any, stays as it was)
        clearError();
        onSaved(5);
        return false;
      }
      if (!(await save({ id: incident.id, step: 'capa', actions: values.actions }))) return false;
      showToast({ severity: 'success', detail: t('capa.saved', { count: values.actions.length }) });
      helpers.resetForm({ values: { actions: [] } });
      onSaved(5);
      return true;
    },
  });
  const users = formData.users.map((u) => [String(u.id), u.full_name] as [string, string]);
  const controls = CONTROL_TYPES.map((c) => [c, L.control(c)] as [string, string]);
  const today = todayIso();
  const listError = fieldError(formik, 'actions');

  const table = (
    <section aria-labelledby="inv-capa-existing">
      <h3 id="inv-capa-existing">{t('capa.existing', { count: existing.length })}</h3>
      {existing.length === 0 ? (
        <p>{t('capa.noneYet')}</p>
      ) : (
        <DataTable caption={t('capa.existing', { count: existing.length })} columns={[t('capa.number'), t('capa.description'), t('capa.controlType'), t('capa.responsible'), t('capa.dueDate'), t('capa.status')]}>
          {existing.map((a) => {
            const shown = displayActionStatus(a.status, a.due_date, today);
            return (
              <tr key={a.id}>
                <td>
                  <Button type="button" link className="p-0" label={a.number} aria-label={t('capa.view', { number: a.number })} onClick={() => setViewing(a.id)} />
                </td>
                <td className="plain-text">{a.description}</td>
                <td>{L.control(a.control_type)}</td>
                <td>{a.responsible_user_name ?? formData.users.find((u) => u.id === a.responsible_user_id)?.full_name ?? '—'}</td>
                <td>{L.date(a.due_date)}</td>
                <td>
                  <Badge kind={shown}>{L.actionStatus(shown)}</Badge>
                </td>
              </tr>
            );
          })}
        </DataTable>
      )}
      <p>
        <Link to="/actions/incidents">{t('capa.allIncidentActions')}</Link>
      </p>
      <Dialog header={t('capa.viewTitle')} visible={viewing !== null} onHide={() => setViewing(null)} style={{ width: 'min(760px, 96vw)' }}>
        {viewing !== null && <ActionSummary id={viewing} base="/actions/incidents" />}
      </Dialog>
    </section>
  );

  if (readOnly) return table;

  return (
    <div>
      {table}
      <form ref={focusRef} onSubmit={formik.handleSubmit} noValidate aria-label={t('capa.formLabel')}>
        <h3>{t('capa.addTitle')}</h3>
        <DraftNotice draft={draft} />
        <FixErrors formik={formik} text={t('form.fixErrors')} />
        {serverError && <FormError text={serverError} />}
        {formik.values.actions.map((_, i) => (
          <fieldset className="group" key={i}>
            <legend>{t('capa.rowN', { n: i + 1 })}</legend>
            <TextField formik={formik} name={`actions.${i}.description`} id={`inv-capa-${i}-description`} label={t('capa.descriptionN', { n: i + 1 })} required multiline />
            <div className="form-grid two">
              <SelectField formik={formik} name={`actions.${i}.control_type`} id={`inv-capa-${i}-control`} label={t('capa.controlTypeN', { n: i + 1 })} required options={controls} placeholder={t('form.choose')} />
              <SelectField formik={formik} name={`actions.${i}.responsible_user_id`} id={`inv-capa-${i}-responsible`} label={t('capa.responsibleN', { n: i + 1 })} required numeric options={users} placeholder={t('form.choose')} />
              <TextField formik={formik} name={`actions.${i}.due_date`} id={`inv-capa-${i}-due`} label={t('capa.dueDateN', { n: i + 1 })} required type="date" min={today} />
            </div>
            <Button type="button" text severity="danger" icon="pi pi-trash" label={t('capa.removeRow', { n: i + 1 })} onClick={() => void formik.setFieldValue('actions', formik.values.actions.filter((_a, j) => j !== i))} />
          </fieldset>
        ))}
        <Button type="button" outlined icon="pi pi-plus" label={t('capa.addRow')} onClick={() => void formik.setFieldValue('actions', [...formik.values.actions, emptyCapa()])} />
        <ErrorText id="inv-capa-list-error" error={listError} />
        <div className="form-actions">
          <Button type="submit" label={formik.values.actions.length ? t('capa.save', { count: formik.values.actions.length }) : t('actions.next')} icon="pi pi-check" loading={formik.isSubmitting} />
        </div>
      </form>
    </div>
  );
}
