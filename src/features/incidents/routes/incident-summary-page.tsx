import { useAbility } from '@/lib/ability/use-can';
import { Badge } from '@/components/list/list-ui';
import { todayIso } from '@/lib/forms/dates';
import { Link } from 'react-router-dom';
import { MissingRecord } from '@/components/feedback/missing-record';
import { DataTable } from '@/components/data/data-table';
import { AttachmentList } from '@/lib/files/file-field';
import { displayActionStatus } from '@/features/actions/public';
import { INVESTIGATION_STEPS, displayIncidentStatus, ratingBand, ratingScore } from '../model';
import { useRouteIncident } from '../components/register/use-route-incident';
import { ReportDetails, VictimsList } from '../components/register/incident-details';
import '../components/register/register.css';

/** Child 'summary/:id' of /incidents: the report, victims, rating, investigation progress and CAPA actions. */
export default function IncidentSummaryPage() {
  const can = useAbility();
  const { L, t, query } = useRouteIncident();
  const i = query.data;
  if (!i) return <MissingRecord loading={query.isLoading} text={t('summary.notFound')} query={query} />;
  const today = todayIso();
  const status = displayIncidentStatus(i, today);
  const band = ratingBand(ratingScore(i.severity, i.likelihood));
  const closed = i.status === 'closed';
  const nextStep = Math.min(i.step_completed + 1, INVESTIGATION_STEPS.length);
  const canUpdate = can('update', 'Incident');
  return (
    <article aria-labelledby="inc-summary-title">
      <div className="module-head">
        <h2 id="inc-summary-title">{t('summary.title', { number: i.number })}</h2>
        <div className="form-actions">
          {canUpdate && !closed && (
            <Link className="p-button p-button-outlined p-button-sm" to={`/incidents/edit/${i.id}`} style={{ textDecoration: 'none' }}>
              {t('summary.edit')}
            </Link>
          )}
          <Link className="p-button p-button-outlined p-button-sm" to={`/incidents/${i.id}/report`} style={{ textDecoration: 'none' }}>
            {t('summary.report')}
          </Link>
        </div>
      </div>
      <p>
        <Badge kind={L.incidentBadge(status)}>{L.incidentStatus(status)}</Badge> <Badge kind={`band-${band}`}>{L.rating(i.severity, i.likelihood)}</Badge>
      </p>

      <section aria-labelledby="inc-progress-title">
        <h3 id="inc-progress-title">{t('summary.progress')}</h3>
        <p>{t('summary.stepsDone', { done: i.step_completed, total: INVESTIGATION_STEPS.length })}</p>
        <ol className="inc-steps">
          {INVESTIGATION_STEPS.map((s, n) => (
            <li key={s} className={n < i.step_completed ? 'done' : undefined}>
              {n + 1}. {L.step(s)}
              <span className="sr-only">{n < i.step_completed ? ` (${t('summary.stepDone')})` : ` (${t('summary.stepToDo')})`}</span>
            </li>
          ))}
        </ol>
        {!closed && (
          <Link className="p-button p-button-sm" to={`/incidents/${i.id}/steps/${nextStep}`} style={{ textDecoration: 'none' }}>
            {t('summary.continue')}
          </Link>
        )}
        {closed && <p>{t('summary.closedOn', { date: L.date(i.closed_at) })}</p>}
      </section>

      <h3>{t('summary.details')}</h3>
      <ReportDetails incident={i} />

      <h3>{t('fields.victims')}</h3>
      <VictimsList incident={i} />

      <h3>{t('fields.attachments')}</h3>
      <AttachmentList items={i.attachments} label={t('fields.attachments')} />

      <h3>{t('summary.actions')}</h3>
      {(i.actions?.length ?? 0) === 0 ? (
        <p>{t('summary.noActions')}</p>
      ) : (
        <DataTable caption={t('summary.actions')} columns={[t('fields.number'), t('fields.actionDescription'), t('fields.responsible'), t('fields.dueDate'), t('fields.status')]}>
          {i.actions?.map((a) => {
            const shown = a.display_status ?? displayActionStatus(a.status, a.due_date, today);
            return (
              <tr key={a.id}>
                <td>{can('read', 'Action') ? <Link to={`/actions/incidents/summary/${a.id}`}>{a.number}</Link> : a.number}</td>
                <td>{a.description}</td>
                <td>{a.responsible_user_name ?? '—'}</td>
                <td>{L.date(a.due_date)}</td>
                <td>
                  <Badge kind={shown}>{L.status(shown)}</Badge>
                </td>
              </tr>
            );
          })}
        </DataTable>
      )}
    </article>
  );
}
