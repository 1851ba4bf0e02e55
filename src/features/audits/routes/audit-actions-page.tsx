import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from 'primereact/button';
import { useCan } from '@/lib/ability/use-can';
import { RaiseActionDialog, useGetActionsQuery } from '@/features/actions/public';
import { useAudit } from '../components/audit-context';

/** /audits/{id}/actionitems: the corrective actions raised from this audit (real actions, type Audit: also under /actions/audits). */
export default function AuditActionsPage() {
  const { audit, L } = useAudit();
  const { t } = L;
  const canRead = useCan('read', 'Action');
  const canCreate = useCan('create', 'Action');
  const [raising, setRaising] = useState(false);
  const query = useGetActionsQuery({ kind: 'audits', source_id: audit.id, page: 1 }, { skip: !canRead });
  const rows = query.data?.actions ?? [];
  return (
    <section aria-labelledby="actions-title">
      <h2 id="actions-title">{t('actions.title')}</h2>
      {canCreate && <Button type="button" icon="pi pi-plus" label={t('actions.raise')} onClick={() => setRaising(true)} />}
      {!canRead ? (
        <p>{t('actions.noAccess')}</p>
      ) : rows.length === 0 ? (
        <p>{query.isLoading ? t('detail.loading') : t('actions.none')}</p>
      ) : (
        <ul>
          {rows.map((a) => (
            <li key={a.id}>
              <Link to={`/actions/audits/summary/${a.id}`}>{a.number}</Link> – {a.description} ({a.responsible_user_name}, {L.date(a.due_date)})
            </li>
          ))}
        </ul>
      )}
      {raising && <RaiseActionDialog type="Audit" sourceId={audit.id} siteId={audit.site_id} visible onHide={() => setRaising(false)} />}
    </section>
  );
}
