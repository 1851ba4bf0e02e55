import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/list/list-ui';
import { useAppSelector } from '@/lib/store/hooks';
import { useCanAll } from '@/lib/ability/use-can';
import { useEnumLabels } from '@/lib/i18n/use-enum-labels';
import { useGetMyActionsQuery, useGetMyApprovalsQuery, useGetMyInvestigationsQuery, useGetReportsToReviewQuery } from '../api/my-work-api';
import './my-work.css';

interface Column<R> {
  header: string;
  cell(row: R): ReactNode;
}

/** One list of the user's work: heading with the count, a compact table, or what it means when empty. */
function WorkList<R extends { id: number }>(props: { id: string; title: string; total: number | undefined; loading: boolean; failed: boolean; empty: string; columns: Column<R>[]; rows: R[] | undefined; more?: ReactNode }) {
  const { t } = useTranslation('mywork');
  const { id, title, total, rows = [] } = props;
  return (
    <section className="my-work-card" aria-labelledby={id} aria-busy={props.loading}>
      <h2 id={id}>
        {title} {total !== undefined && <span className="my-work-count">{total}</span>}
      </h2>
      {props.failed ? (
        <p role="alert">{t('failed')}</p>
      ) : props.loading ? (
        <p>{t('loading')}</p>
      ) : rows.length === 0 ? (
        <p className="my-work-empty">{props.empty}</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                {props.columns.map((c) => (
                  <th key={c.header} scope="col">
                    {c.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id}>
                  {props.columns.map((c) => (
                    <td key={c.header}>{c.cell(r)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {props.more}
    </section>
  );
}

/**
 * The signed-in home page: what waits for this user today (their open actions, overdue first; investigations
 * waiting for their approval; investigations they lead; public reports nobody has reviewed), each linked to
 * the record. Sections follow the user's permissions.
 */
export default function MyWorkPage() {
  const { t } = useTranslation('mywork');
  // status labels of its own namespace: the page does not load the modules' large ones
  const L = useEnumLabels('mywork', { status: 'status' });
  const user = useAppSelector((s) => s.session.user);
  const me = user?.id ?? 0;
  const [readActions, readIncidents, reviewObservations] = useCanAll([
    ['read', 'Action'],
    ['read', 'Incident'],
    ['update', 'Observation'],
  ]);
  const actions = useGetMyActionsQuery(me, { skip: !me || !readActions });
  const approvals = useGetMyApprovalsQuery(me, { skip: !me || !readIncidents });
  const leading = useGetMyInvestigationsQuery(me, { skip: !me || !readIncidents });
  const reports = useGetReportsToReviewQuery(undefined, { skip: !reviewObservations });
  const badge = (status: string, label: string) => <Badge kind={status === 'completed' ? 'awaiting' : status}>{label}</Badge>;

  return (
    <div className="my-work">
      <h1>{t('title')}</h1>
      <p className="my-work-intro">{t('intro', { name: user?.full_name ?? '' })}</p>
      <div className="my-work-grid">
        {readActions && (
          <WorkList
            id="mw-actions"
            title={t('actions.title')}
            total={actions.data?.total_count}
            loading={actions.isLoading}
            failed={actions.isError}
            empty={t('actions.empty')}
            rows={actions.data?.actions}
            columns={[
              { header: t('columns.number'), cell: (a) => <Link to={`/actions/all/summary/${a.id}`}>{a.number}</Link> },
              { header: t('columns.action'), cell: (a) => a.description },
              { header: t('columns.due'), cell: (a) => L.date(a.due_date) },
              { header: t('columns.status'), cell: (a) => badge(a.display_status ?? a.status, L.status(a.display_status ?? a.status)) },
            ]}
            more={<Link to="/actions/all">{t('actions.all')}</Link>}
          />
        )}
        {readIncidents && (
          <WorkList
            id="mw-approvals"
            title={t('approvals.title')}
            total={approvals.data?.total_count}
            loading={approvals.isLoading}
            failed={approvals.isError}
            empty={t('approvals.empty')}
            rows={approvals.data?.incidents}
            columns={[
              { header: t('columns.number'), cell: (i) => <Link to={`/incidents/${i.id}/steps`}>{i.number}</Link> },
              { header: t('columns.incident'), cell: (i) => i.description },
              { header: t('columns.site'), cell: (i) => i.site_name ?? '' },
            ]}
          />
        )}
        {readIncidents && (
          <WorkList
            id="mw-leading"
            title={t('leading.title')}
            total={leading.data?.total_count}
            loading={leading.isLoading}
            failed={leading.isError}
            empty={t('leading.empty')}
            rows={leading.data?.incidents}
            columns={[
              { header: t('columns.number'), cell: (i) => <Link to={`/incidents/${i.id}/steps`}>{i.number}</Link> },
              { header: t('columns.incident'), cell: (i) => i.description },
              { header: t('columns.target'), cell: (i) => L.date(i.team?.target_date) },
              { header: t('columns.status'), cell: (i) => badge(i.display_status ?? i.status, L.status(i.display_status ?? i.status)) },
            ]}
          />
        )}
        {reviewObservations && (
          <WorkList
            id="mw-review"
            title={t('review.title')}
            total={reports.data?.total_count}
            loading={reports.isLoading}
            failed={reports.isError}
            empty={t('review.empty')}
            rows={reports.data?.observations}
            columns={[
              { header: t('columns.number'), cell: (o) => <Link to={`/observations/edit/${o.id}`}>{o.number}</Link> },
              { header: t('columns.observation'), cell: (o) => o.description },
              { header: t('columns.observed'), cell: (o) => L.dateTime(o.observed_at) },
              { header: t('columns.site'), cell: (o) => o.site_name ?? '' },
            ]}
          />
        )}
      </div>
    </div>
  );
}
