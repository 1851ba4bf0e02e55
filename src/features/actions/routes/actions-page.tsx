import { Suspense, useState } from 'react';
import { ScreenLoading } from '@/components/feedback/loading';
import { Link, useOutlet } from 'react-router-dom';
import { useAbilityVersion } from '@/lib/ability/use-ability';
import { ability } from '@/lib/ability/ability';
import { ActionsList } from '../components/actions-list';
import { useActionLabels } from '../components/labels';
import { KindNav } from '../components/kind-nav';

/** FRAME of /actions: all actions + the child panel (new / summary / edit). */
export default function ActionsPage() {
  useAbilityVersion();
  const outlet = useOutlet();
  const { t } = useActionLabels();
  const [status, setStatus] = useState('all');
  return (
    <div className="module-page">
      <div className="module-head">
        <h1>{t('list.title')}</h1>
        {ability.can('create', 'Action') && (
          <Link to="/actions/new" className="p-button p-component" style={{ textDecoration: 'none' }}>
            <i className="pi pi-plus" aria-hidden="true" style={{ marginRight: 6 }} />
            {t('list.new')}
          </Link>
        )}
      </div>
      <KindNav current={null} />
      <div className={`module-body${outlet ? ' with-panel' : ''}`}>
        <ActionsList kind="all" base="/actions" status={status} onStatus={setStatus} />
        {outlet && (
          <div className="panel">
            <Suspense fallback={<ScreenLoading />}>{outlet}</Suspense>
          </div>
        )}
      </div>
    </div>
  );
}
