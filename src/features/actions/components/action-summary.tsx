import { useAbility } from '@/lib/ability/use-can';
import { todayIso } from '@/lib/forms/dates';
import { Badge } from '@/components/list/list-ui';
import { Link } from 'react-router-dom';
import { Message } from 'primereact/message';
import { ScreenLoading } from '@/components/feedback/loading';
import { AttachmentList } from '@/lib/files/file-field';
import { displayActionStatus } from '../model';
import { useGetActionQuery } from '../api/actions-api';
import { useActionLabels } from './labels';

const TABS = ['details', 'attachments'] as const;

export function ActionSummary({ id, base, tab = 'details' }: { id: number; base: string; tab?: string }) {
  const can = useAbility();
  const L = useActionLabels();
  const { t } = L;
  const query = useGetActionQuery(id);
  if (query.isLoading) return <ScreenLoading />;
  const a = query.data;
  if (!a) return <Message severity="error" text={t('summary.notFound')} />;
  const shown = displayActionStatus(a.status, a.due_date, todayIso());
  const current = (TABS as readonly string[]).includes(tab) ? tab : 'details';
  return (
    <article aria-labelledby="act-summary-title">
      <div className="module-head">
        <h2 id="act-summary-title">{t('summary.title', { number: a.number })}</h2>
        {can('update', 'Action') && (
          <Link className="p-button p-button-outlined p-button-sm" to={`${base}/edit/${a.id}`} style={{ textDecoration: 'none' }}>
            {t('summary.edit')}
          </Link>
        )}
      </div>
      <p>
        <Badge kind={shown}>{L.status(shown)}</Badge> <Badge kind={a.risk_level}>{L.risk(a.risk_level)}</Badge>
      </p>
      <nav className="panel-tabs" aria-label={t('summary.sections')}>
        {TABS.map((name) => (
          <Link key={name} to={`${base}/summary/${a.id}/${name}`} aria-current={current === name ? 'page' : undefined}>
            {t(`summary.tabs.${name}`)}
          </Link>
        ))}
      </nav>
      {current === 'details' ? (
        <dl className="details">
          <dt>{t('fields.type')}</dt>
          <dd>{L.type(a.type)}</dd>
          {a.source_id && (
            <>
              <dt>{t('fields.source')}</dt>
              <dd>{a.type === 'Observation' && can('read', 'Observation') ? <Link to={`/observations/summary/${a.source_id}`}>{a.source_number ?? a.source_id}</Link> : (a.source_number ?? a.source_id)}</dd>
            </>
          )}
          <dt>{t('fields.description')}</dt>
          <dd>{a.description}</dd>
          <dt>{t('fields.category')}</dt>
          <dd>{L.category(a.category)}</dd>
          <dt>{t('fields.controlType')}</dt>
          <dd>{L.control(a.control_type)}</dd>
          <dt>{t('fields.responsible')}</dt>
          <dd>{a.responsible_user_name ?? '—'}</dd>
          <dt>{t('fields.assignedTo')}</dt>
          <dd>{a.assigned_to_name ?? '—'}</dd>
          <dt>{t('fields.assignedBy')}</dt>
          <dd>{a.assigned_by_name ?? '—'}</dd>
          <dt>{t('fields.dueDate')}</dt>
          <dd>{L.date(a.due_date)}</dd>
          <dt>{t('fields.site')}</dt>
          <dd>
            {a.site_name ?? '—'}
            {a.area_name ? ` / ${a.area_name}` : ''}
          </dd>
          <dt>{t('fields.remarks')}</dt>
          <dd>{a.remarks || '—'}</dd>
          {a.completed_at && (
            <>
              <dt>{t('fields.completedAt')}</dt>
              <dd>{L.date(a.completed_at)}</dd>
            </>
          )}
        </dl>
      ) : (
        <>
          <h3>{t('fields.image')}</h3>
          <AttachmentList items={a.image} label={t('fields.image')} />
          <h3>{t('fields.completionProof')}</h3>
          <AttachmentList items={a.completion_proof} label={t('fields.completionProof')} />
        </>
      )}
    </article>
  );
}
