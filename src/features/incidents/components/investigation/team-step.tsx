import { todayIso } from '@/lib/forms/dates';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from 'primereact/button';
import { showToast } from '@/lib/feedback/toast-service';
import { useRecordForm } from '@/components/record/use-record-form';
import { DraftNotice } from '@/lib/drafts/draft-notice';

import { MultiSelectField, SelectField, TextField } from '@/components/form/fields';
import { useInvestigationLabels } from './labels';
import { useStepUpdate } from './use-step-update';
import { teamSchema } from '../../schemas/incident-schemas';
import type { StepProps } from './step-types';
import { FixErrors, FormError } from '@/components/record/form-parts';

interface TeamValues {
  lead_id: number | null;
  member_ids: number[];
  target_date: string;
}

/** Step 2: investigation team formation — lead, members and target date (all required). */
export default function TeamStep({ incident, formData, readOnly, onSaved }: StepProps) {
  const L = useInvestigationLabels();
  const { t } = L;
  const { save, serverError } = useStepUpdate();
  const { t: rules } = useTranslation('incidentRules');
  const rated = !!incident.severity && !!incident.likelihood;
  // the classification rule is shown above the form (it is not a field); the backend enforces it too
  const schema = useMemo(() => teamSchema(rules, { today: todayIso(), rated: true }), [rules]);
  const initialValues = useMemo<TeamValues>(
    () => ({ lead_id: incident.team?.lead_id ?? null, member_ids: incident.team?.member_ids ?? [], target_date: incident.team?.target_date ?? '' }),
    [incident.team],
  );
  const { formik, focusRef, draft } = useRecordForm<TeamValues>({
    initialValues,
    enableReinitialize: false,
    schema,
    draftKey: readOnly ? null : `incident:${incident.id}:team`,
    onSubmit: async (values) => {
      if (!(await save({ id: incident.id, step: 'team', team: { lead_id: values.lead_id as number, member_ids: values.member_ids, target_date: values.target_date } }))) return false;
      showToast({ severity: 'success', detail: t('team.saved') });
      onSaved(3);
      return true;
    },
  });
  const users = formData.users.map((u) => [String(u.id), u.full_name] as [string, string]);

  if (readOnly) {
    const team = incident.team;
    return team ? (
      <dl className="details">
        <dt>{t('team.lead')}</dt>
        <dd>{team.lead_name ?? formData.users.find((u) => u.id === team.lead_id)?.full_name ?? '—'}</dd>
        <dt>{t('team.members')}</dt>
        <dd>{(team.member_names ?? team.member_ids.map((m) => formData.users.find((u) => u.id === m)?.full_name ?? String(m))).join(', ') || '—'}</dd>
        <dt>{t('team.targetDate')}</dt>
        <dd>{L.date(team.target_date)}</dd>
      </dl>
    ) : (
      <p>{t('team.none')}</p>
    );
  }

  return (
    <form ref={focusRef} onSubmit={formik.handleSubmit} noValidate aria-label={t('team.formLabel')}>
      <DraftNotice draft={draft} />
      <FixErrors formik={formik} text={t('form.fixErrors')} />
      {serverError && <FormError text={serverError} />}
      {!rated && (
        <div className="p-message p-message-warn" style={{ padding: '0.75rem 1rem', marginBottom: '1rem' }}>
          {rules('validation.mustBeClassified')} <Link to={`/incidents/${incident.id}/steps/1`}>{t('team.classifyLink')}</Link>
        </div>
      )}
      <div className="form-grid two">
        <SelectField formik={formik} name="lead_id" id="inv-team-lead" label={t('team.lead')} required numeric options={users} placeholder={t('form.choose')} />
        <TextField formik={formik} name="target_date" id="inv-team-target" label={t('team.targetDate')} required type="date" min={todayIso()} />
      </div>
      <MultiSelectField formik={formik} name="member_ids" id="inv-team-members" label={t('team.members')} hint={t('team.membersHint')} required options={users} />
      <div className="form-actions">
        <Button type="submit" label={t('team.save')} icon="pi pi-check" loading={formik.isSubmitting} />
      </div>
    </form>
  );
}
