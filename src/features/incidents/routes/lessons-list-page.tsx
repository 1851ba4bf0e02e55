import { useAbility } from '@/lib/ability/use-can';
import { useDebounced } from '@/lib/hooks/use-debounced';
import '../components/investigation/investigation.css';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Message } from 'primereact/message';
import { DataTable } from '@/components/data/data-table';

import { useGetLessonsQuery } from '../api/incidents-api';
import { useInvestigationLabels } from '../components/investigation/labels';
import { LessonsNav } from '../components/lessons/lessons-nav';
import { InvPage } from '../components/inv-page';

/** /incidents/lfi-list: lessons learned as a searchable table. */
export default function LessonsListPage() {
  const can = useAbility();
  const L = useInvestigationLabels();
  const { t } = L;
  const [search, setSearch] = useState('');
  const searched = useDebounced(search.trim());
  const lessons = useGetLessonsQuery({ search: searched || undefined });
  const rows = lessons.data?.lessons ?? [];
  const canUpdate = can('update', 'Incident');
  return (
    <InvPage id="lessons-title" title={t('lessons.title')} actions={<LessonsNav />}>
      <div className="field" style={{ maxWidth: 360 }}>
        <label htmlFor="lessons-search">{t('lessons.search')}</label>
        <input id="lessons-search" type="search" className="native-input" value={search} onChange={(e) => setSearch(e.target.value)} />
      </div>
      {lessons.isError && <Message severity="error" text={t('lessons.loadFailed')} />}
      <DataTable caption={t('lessons.caption', { count: rows.length })} busy={lessons.isFetching} columns={[t('lessons.titleField'), t('lessons.incident'), t('lessons.state'), t('lessons.author'), t('lessons.createdAt'), ...(canUpdate ? [t('lessons.rowActions')] : [])]}>
        {rows.length === 0 && !lessons.isFetching ? (
          <tr>
            <td colSpan={canUpdate ? 6 : 5}>{t('lessons.empty')}</td>
          </tr>
        ) : (
          rows.map((l) => (
            <tr key={l.id}>
              <td>
                <Link to={`/incidents/${l.incident_id}/insight/${l.id}`}>{l.title}</Link>
              </td>
              <td>{l.incident_number ?? l.incident_id}</td>
              <td>
                <span className={`badge badge-${l.published ? 'active' : 'pending'}`}>{l.published ? t('lessons.published') : t('lessons.draft')}</span>
              </td>
              <td>{l.created_by_name ?? '—'}</td>
              <td>{L.date(l.created_at)}</td>
              {canUpdate && (
                <td>
                  <Link to={`/incidents/lfi/${l.incident_id}/${l.id}`} aria-label={t('lessons.editOne', { title: l.title })}>
                    {t('lessons.edit')}
                  </Link>
                </td>
              )}
            </tr>
          ))
        )}
      </DataTable>
    </InvPage>
  );
}
