import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/list/list-ui';
import { useAppSelector } from '@/lib/store/hooks';
import { useCanAll } from '@/lib/ability/use-can';
import { useEnumLabels } from '@/lib/i18n/use-enum-labels';
import { useGetExpiringContractorDocumentsQuery, useGetMyActionsQuery, useGetMyApprovalsQuery, useGetMyInvestigationsQuery, useGetReportsToReviewQuery } from '../api/my-work-api';
import './my-work.css';
import { ScrollRegion } from '@/components/data/scroll-region';

interface Column<R> {
  header: string;
  cell(row: R): ReactNode;
}

/** One list of the user's work (texts `${name}.title` / `${name}.empty`): heading with the count, a compact table, or what it means when empty. */
function WorkList<R extends { id: number }>(props: {
  name: 'actions' | 'approvals' | 'leading' | 'review' | 'contractorDocuments';
  query: { data?: { total_count: number }; isLoading: boolean; isError: boolean };
  columns: Column<R>[];
  rows: R[] | undefined;
  more?: ReactNode;
}) {
  const { t } = useTranslation('mywork');
  const { name, query, rows = [] } = props;
  const id = `mw-${name}`;
  const title = t(`${name}.title`);
  const total = query.data?.total_count;
  return (
    <section className="my-work-card" aria-labelledby={id} aria-busy={query.isLoading}>
      <h2 id={id}>
        {title} {total !== undefined && <span className="my-work-count">{total}</span>}
      </h2>
      {query.isError ? (
        <p role="alert">{t('failed')}</p>
      ) : query.isLoading ? (
        <p>{t('loading')}</p>
      ) : rows.length === 0 ? (
        <p className="my-work-empty">{t(`${name}.empty`)}</p>
      ) : (
        <ScrollRegion label={title}>
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
        </ScrollRegion>
      )}
      {props.more}
    </section>
  );
}

const badge = (status: string, label: string) => <Badge kind={status === 'completed' ? 'awaiting' : status}>{label}</Badge>;

/**
 * My work (/my-work): what waits for this user today (their open actions, overdue first; investigations
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
  const contractorPeople = !!user && (user.is_admin || user.is_contractor);
  const expiring = useGetExpiringContractorDocumentsQuery(undefined, { skip: !contractorPeople });

  return (
    <div className="my-work">
      <h1>{t('title')}</h1>
      <p className="my-work-intro">{t('intro', { name: user?.full_name ?? '' })}</p>
      <div className="my-work-grid">
        {readActions && (
          <WorkList
            name="actions"
            query={actions}
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
            name="approvals"
            query={approvals}
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
            name="leading"
            query={leading}
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
            name="review"
            query={reports}
            rows={reports.data?.observations}
            columns={[
              { header: t('columns.number'), cell: (o) => <Link to={`/observations/edit/${o.id}`}>{o.number}</Link> },
              { header: t('columns.observation'), cell: (o) => o.description },
              { header: t('columns.observed'), cell: (o) => L.dateTime(o.observed_at) },
              { header: t('columns.site'), cell: (o) => o.site_name ?? '' },
            ]}
          />
        )}
        {contractorPeople && (
          <WorkList
            name="contractorDocuments"
            query={expiring}
            rows={expiring.data?.documents}
            columns={[
              { header: t('columns.document'), cell: (d) => <Link to={`/contractor/${d.contractor_id}/documents/edit/${d.id}`}>{d.title}</Link> },
              { header: t('columns.company'), cell: (d) => d.company_name },
              { header: t('columns.validUntil'), cell: (d) => L.date(d.valid_until) },
            ]}
          />
        )}
      </div>
    </div>
  );
}
