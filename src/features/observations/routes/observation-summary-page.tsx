import { useAbility } from '@/lib/ability/use-can';
import { Badge } from '@/components/list/list-ui';
import { Link, useParams } from 'react-router-dom';
import { MissingRecord } from '@/components/feedback/missing-record';
import { DataTable } from '@/components/data/data-table';
import { AttachmentList } from '@/lib/files/file-field';
import { useGetObservationQuery } from '../api/observations-api';
import { useObservationLabels } from '../components/labels';

const TABS = ['details', 'actions', 'attachments'] as const;

/** Child 'summary/:id/:tab?' of /observations. */
export default function ObservationSummaryPage() {
  const can = useAbility();
  const L = useObservationLabels();
  const { t } = L;
  const { id, tab = 'details' } = useParams();
  const query = useGetObservationQuery(Number(id));
  const o = query.data;
  if (!o) return <MissingRecord loading={query.isLoading} text={t('summary.notFound')} query={query} />;
  const status = o.display_status ?? o.status;
  const current = (TABS as readonly string[]).includes(tab) ? tab : 'details';
  return (
    <article aria-labelledby="obs-summary-title">
      <div className="module-head">
        <h2 id="obs-summary-title">{t('summary.title', { number: o.number })}</h2>
        <div className="form-actions">
          {can('update', 'Observation') && (
            <Link className="p-button p-button-outlined p-button-sm" to={`/observations/edit/${o.id}`} style={{ textDecoration: 'none' }}>
              {t('summary.edit')}
            </Link>
          )}
          {can('read', 'Incident') && (
            <Link className="p-button p-button-outlined p-button-sm" to={`/observations/${o.id}/report`} style={{ textDecoration: 'none' }}>
              {t('summary.report')}
            </Link>
          )}
        </div>
      </div>
      <p>
        <Badge kind={status}>{L.status(status)}</Badge> <Badge kind={o.risk_level}>{L.risk(o.risk_level)}</Badge>
      </p>
      <nav className="panel-tabs" aria-label={t('summary.sections')}>
        {TABS.map((name) => (
          <Link key={name} to={`/observations/summary/${o.id}/${name}`} aria-current={current === name ? 'page' : undefined}>
            {t(`summary.tabs.${name}`)}
            {name === 'actions' ? ` (${o.actions?.length ?? 0})` : name === 'attachments' ? ` (${o.attachments.length})` : ''}
          </Link>
        ))}
      </nav>
      {current === 'details' && (
        <dl className="details">
          <dt>{t('fields.type')}</dt>
          <dd>{L.type(o.type)}</dd>
          <dt>{t('fields.category')}</dt>
          <dd>{L.category(o.category)}</dd>
          <dt>{t('fields.description')}</dt>
          <dd>{o.description}</dd>
          <dt>{t('fields.siteArea')}</dt>
          <dd>
            {o.site_name}
            {o.area_name ? ` / ${o.area_name}` : ''}
          </dd>
          <dt>{t('fields.location')}</dt>
          <dd>{o.location || '—'}</dd>
          <dt>{t('fields.observedAt')}</dt>
          <dd>{L.dateTime(o.observed_at)}</dd>
          <dt>{t('fields.severity')}</dt>
          <dd>{L.severity(o.severity) || '—'}</dd>
          <dt>{t('fields.dueDate')}</dt>
          <dd>{L.date(o.due_date) || '—'}</dd>
          <dt>{t('fields.reporter')}</dt>
          <dd>{o.anonymous ? t('fields.anonymous') : (o.reporter_name ?? '—')}</dd>
          <dt>{t('fields.equipmentName')}</dt>
          <dd>{o.equipment_name || '—'}</dd>
          <dt>{t('fields.serialNumber')}</dt>
          <dd>{o.serial_number || '—'}</dd>
          <dt>{t('fields.submittalNumber')}</dt>
          <dd>{o.submittal_number || '—'}</dd>
          <dt>{t('fields.actionRequired')}</dt>
          <dd>{o.action_required == null ? t('summary.notReviewed') : o.action_required ? t('form.yes') : t('form.no')}</dd>
          {o.action_required === false && (
            <>
              <dt>{t('fields.noActionReason')}</dt>
              <dd>{o.no_action_reason || '—'}</dd>
            </>
          )}
          <dt>{t('fields.comment')}</dt>
          <dd>{o.comment || '—'}</dd>
        </dl>
      )}
      {current === 'actions' &&
        ((o.actions?.length ?? 0) === 0 ? (
          <p>{t('summary.noActions')}</p>
        ) : (
          <DataTable caption={t('summary.tabs.actions')} columns={[t('fields.number'), t('fields.actionDescription'), t('fields.responsible'), t('fields.actionDueDate'), t('fields.status')]}>
            {o.actions?.map((a) => (
              <tr key={a.id}>
                <td>
                  <Link to={`/actions/observations/summary/${a.id}`}>{a.number}</Link>
                </td>
                <td>{a.description}</td>
                <td>{a.responsible_user_name}</td>
                <td>{L.date(a.due_date)}</td>
                <td>
                  <Badge kind={a.display_status ?? a.status}>{L.status(a.display_status ?? a.status)}</Badge>
                </td>
              </tr>
            ))}
          </DataTable>
        ))}
      {current === 'attachments' && <AttachmentList items={o.attachments} label={t('fields.attachments')} />}
    </article>
  );
}
