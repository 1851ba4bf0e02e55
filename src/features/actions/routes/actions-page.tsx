import { useAbility } from '@/lib/ability/use-can';
import { useState } from 'react';
import { ModuleBody, NewLink } from '@/components/list/list-pieces';
import { useOutlet } from 'react-router-dom';
import { ActionsList } from '../components/actions-list';
import { useActionLabels } from '../components/labels';
import { KindNav } from '../components/kind-nav';

/** FRAME of /actions: all actions + the child panel (new / summary / edit). */
export default function ActionsPage() {
  const can = useAbility();
  const outlet = useOutlet();
  const { t } = useActionLabels();
  const [status, setStatus] = useState('all');
  return (
    <div className="module-page">
      <div className="module-head">
        <h1>{t('list.title')}</h1>
        {can('create', 'Action') && <NewLink to="/actions/new" label={t('list.new')} />}
      </div>
      <KindNav current={null} />
      <ModuleBody outlet={outlet} listPath="/actions">
        <ActionsList kind="all" base="/actions" status={status} onStatus={setStatus} />
      </ModuleBody>
    </div>
  );
}
