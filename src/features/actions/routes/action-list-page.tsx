import { useState } from 'react';
import { ModuleBody } from '@/components/list/list-pieces';
import { useLocation, useNavigate, useOutlet, useParams } from 'react-router-dom';
import { ACTION_STATUSES } from '../model';
import { ActionsList } from '../components/actions-list';
import { useActionLabels } from '../components/labels';
import { useActionBase } from '../components/use-action-base';
import { KindNav } from '../components/kind-nav';

/** /actions/audits | observations | incidents | all (+ :tab): one kind of actions, frame for its summary / edit children. */
export default function ActionListPage() {
  const child = useOutlet();
  const { t } = useActionLabels();
  const { base, kind } = useActionBase();
  const params = useParams();
  // children are summary/:id and edit/:id (a panel) or /actions/all/:tab (only the status tab)
  const outlet = params.id ? child : null;
  const navigate = useNavigate();
  const location = useLocation();
  const [localStatus, setLocalStatus] = useState('all');
  const urlTab = kind === 'all' && !params.id && params.tab && (ACTION_STATUSES as readonly string[]).includes(params.tab) ? params.tab : null;
  const status = urlTab ?? localStatus;
  const onStatus = (next: string) => {
    setLocalStatus(next);
    if (kind !== 'all' || params.id) return;
    // a new status keeps the list's filters and goes back to page 1
    const search = new URLSearchParams(location.search);
    search.delete('page');
    const query = search.toString();
    navigate({ pathname: next === 'all' ? '/actions/all' : `/actions/all/${next}`, search: query ? `?${query}` : '' });
  };
  if (!kind) return null;
  return (
    <div className="module-page">
      <div className="module-head">
        <h1>{t(`kinds.${kind}`)}</h1>
      </div>
      <KindNav current={kind} />
      <ModuleBody outlet={outlet} listPath={base}>
        <ActionsList key={kind} kind={kind} base={base} status={status} onStatus={onStatus} />
      </ModuleBody>
    </div>
  );
}
