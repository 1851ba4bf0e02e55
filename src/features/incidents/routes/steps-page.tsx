import { useAbility } from '@/lib/ability/use-can';
import '../components/investigation/investigation.css';
import { Suspense, lazy } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { Message } from 'primereact/message';
import { ScreenLoading } from '@/components/feedback/loading';
import { INVESTIGATION_STEPS } from '../model';
import { useGetIncidentFormDataQuery, useGetIncidentQuery } from '../api/incidents-api';
import { useInvestigationLabels } from '../components/investigation/labels';
import { nextStep, stepReachable, type StepProps } from '../components/investigation/step-types';
import { Stepper } from '../components/investigation/stepper';
import { InvPage, PageError } from '../components/inv-page';

// each step is its own lazy chunk
const STEP_SCREENS = [
  lazy(() => import('../components/investigation/report-step')),
  lazy(() => import('../components/investigation/team-step')),
  lazy(() => import('../components/investigation/root-cause-step')),
  lazy(() => import('../components/investigation/capa-step')),
  lazy(() => import('../components/investigation/review-step')),
];

/** /incidents/:id/steps/:step/* — the five investigation steps (SPEC §2) with a progress stepper. */
export default function StepsPage() {
  const can = useAbility();
  const L = useInvestigationLabels();
  const { t } = L;
  const params = useParams();
  const navigate = useNavigate();
  const id = Number(params.id);
  const [stepPart] = (params['*'] ?? '').split('/');
  const step = stepPart ? Number(stepPart) : null;
  // refetch on open: CAPA actions may have been completed on the action screens meanwhile
  const incident = useGetIncidentQuery(id, { skip: !Number.isFinite(id), refetchOnMountOrArgChange: true });
  const formData = useGetIncidentFormDataQuery();
  const base = `/incidents/${id}/steps`;
  const record = incident.data;

  if (incident.isLoading || formData.isLoading) return <ScreenLoading />;
  if (!record || !formData.data) {
    return <PageError id="inv-title" title={t('steps.heading')} text={t('steps.notFound')} />;
  }
  if (step === null || !Number.isInteger(step) || !stepReachable(step, record.step_completed)) {
    // right after a save the cached record may still be the old one: wait for the refetch before redirecting
    if (incident.isFetching) return <ScreenLoading />;
    return <Navigate to={`${base}/${nextStep(record.step_completed)}`} replace />;
  }

  const closed = record.status === 'closed';
  const canUpdate = can('update', 'Incident');
  const readOnly = closed || !canUpdate;
  const Screen = STEP_SCREENS[step - 1];
  const props: StepProps = {
    incident: record,
    formData: formData.data,
    readOnly,
    base,
    onSaved: (next) => navigate(`${base}/${next}`),
  };
  const status = record.display_status ?? record.status;

  return (
    <InvPage
      id="inv-title"
      title={t('steps.title', { number: record.number })}
      actions={
        <div className="form-actions">
          {/* a completed investigation waits for approval: not the green of a done item */}
          <span className={`badge badge-${status === 'completed' ? 'awaiting' : status}`}>{L.status(status)}</span>
          <Link to={`/incidents/summary/${record.id}`}>{t('steps.summaryLink')}</Link>
        </div>
      }
    >
      <Stepper base={base} current={step} completed={record.step_completed} />
      {closed && <Message severity="info" text={t('steps.closedReadOnly')} />}
      {!closed && !canUpdate && <Message severity="info" text={t('steps.noPermission')} />}
      <div className="inv-panel" role="region" aria-labelledby="inv-step-title">
        <h2 id="inv-step-title">{t(`steps.names.${INVESTIGATION_STEPS[step - 1]}`)}</h2>
        <Suspense fallback={<ScreenLoading />}>
          <Screen key={`${record.id}-${step}`} {...props} />
        </Suspense>
      </div>
    </InvPage>
  );
}
