import { Link } from 'react-router-dom';
import { Message } from 'primereact/message';
import { AUDIT_LIST_TYPES } from '../model';
import { useGetAuditSummaryQuery } from '../api/audits-api';
import { useAuditLabels } from '../components/labels';
import '@/components/list/module.css';
import '../components/audits.css';

/** /audit-summary: counts per list, average score, missed inspections per schedule and repeated failures per site. */
export default function AuditSummaryReportPage() {
  const L = useAuditLabels();
  const { t } = L;
  const query = useGetAuditSummaryQuery();
  const data = query.data;
  return (
    <div className="module-page">
      <h1>{t('overview.title')}</h1>
      {query.isError && <Message severity="error" text={t('list.loadFailed')} />}
      {!data && !query.isError && <p aria-busy="true">{t('detail.loading')}</p>}
      {data && (
        <>
          <dl className="details">
            {AUDIT_LIST_TYPES.map((type) => (
              <div key={type}>
                <dt>
                  <Link to={`/audits/${type}`}>{t(`list.types.${type}`)}</Link>
                </dt>
                <dd>{data.counts[type]}</dd>
              </div>
            ))}
            <div>
              <dt>{t('overview.average')}</dt>
              <dd>{data.average_percent == null ? '–' : `${data.average_percent}%`}</dd>
            </div>
            <div>
              <dt>{t('overview.failed')}</dt>
              <dd>{data.failed}</dd>
            </div>
          </dl>
          <section aria-labelledby="missed-title">
            <h2 id="missed-title">{t('overview.missedTitle')}</h2>
            {data.missed.length === 0 ? (
              <p>{t('overview.noMissed')}</p>
            ) : (
              // a scrollable region must be reachable by keyboard (axe scrollable-region-focusable)
              // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
              <div className="table-scroll" tabIndex={0} role="region" aria-label={t('overview.missedTitle')}>
                <table className="data-table">
                  <caption className="sr-only">{t('overview.missedTitle')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('fields.template')}</th>
                      <th scope="col">{t('fields.site')}</th>
                      <th scope="col">{t('fields.auditor')}</th>
                      <th scope="col">{t('schedules.missed')}</th>
                      <th scope="col">{t('schedules.overdue')}</th>
                      <th scope="col">{t('overview.done')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.missed.map((m) => (
                      <tr key={m.schedule_id}>
                        <th scope="row">{m.template_name}</th>
                        <td>{m.site_name}</td>
                        <td>{m.auditor_name}</td>
                        <td>{m.missed}</td>
                        <td>{m.overdue}</td>
                        <td>{m.done}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
          <section aria-labelledby="repeated-title">
            <h2 id="repeated-title">{t('overview.repeatedTitle')}</h2>
            <p>{t('overview.repeatedIntro')}</p>
            {data.repeated_failures.length === 0 ? (
              <p>{t('overview.noRepeated')}</p>
            ) : (
              <ul>
                {data.repeated_failures.map((r) => (
                  <li key={`${r.site_id}-${r.template_id}-${r.question_id}`}>
                    {t('overview.repeatedLine', { question: r.text, template: r.template_name, site: r.site_name, count: r.streak, date: L.date(r.last_date) })}
                    {r.ongoing && ` (${t('overview.stillFailing')})`}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}
