import { useState } from 'react';
import { useLocation, useNavigate, useOutlet } from 'react-router-dom';
import { Button } from 'primereact/button';
import { useCan } from '@/lib/ability/use-can';
import { useDebounced } from '@/lib/hooks/use-debounced';
import { EditLink, NewLink } from '@/components/list/list-pieces';
import { Register, RegisterPage } from '@/components/list/register';
import { useListState } from '@/components/list/list-state';
import { WORKFLOW_MODULES, WORKFLOW_TYPES, WORKFLOWS_PER_PAGE, type WorkflowRecord } from '../model';
import { useGetWorkflowsQuery, type WorkflowFilters } from '../api/workflows-api';
import { DeleteWorkflowDialog } from '../components/delete-dialog';
import { useWorkflowLabels } from '../components/labels';
import '../components/workflows.css';

const FILTER_KEYS = ['module', 'workflow_type'] as const;

/** FRAME of /workflows: the register (search, module and type filters, sort; state in the URL) and the new / edit panel. */
export default function WorkflowsPage() {
  const outlet = useOutlet();
  const navigate = useNavigate();
  const location = useLocation();
  const L = useWorkflowLabels();
  const { t } = L;
  const canCreate = useCan('create', 'WorkFlow');
  const canUpdate = useCan('update', 'WorkFlow');
  const canDelete = useCan('delete', 'WorkFlow');
  const [deleting, setDeleting] = useState<{ id: number; title: string } | null>(null);
  const state = useListState<WorkflowFilters>({ base: '/workflows', filterKeys: FILTER_KEYS, defaultSort: 'title', defaultOrder: 'asc' });
  const { page, filters, search, sort, linkTo } = state;
  const searched = useDebounced(search.trim());
  const query = useGetWorkflowsQuery({ ...filters, page, search: searched || undefined, sort: sort.field, order: sort.order });
  const rows = query.data?.workflows ?? [];
  const total = query.data?.total_count ?? 0;

  const reviewers = (w: WorkflowRecord) => (w.workflow_type === 'parallel' ? t('list.nOf', { n: w.approvals_required ?? w.reviewer_ids.length, count: w.reviewer_ids.length, names: w.reviewer_names.join(', ') }) : w.reviewer_names.join(' → '));

  return (
    <RegisterPage title={t('list.title')} actions={canCreate && <NewLink to={linkTo('/workflows/new')} label={t('list.new')} />} outlet={outlet} listPath="/workflows">
      <Register<WorkflowRecord, WorkflowFilters>
        idPrefix="workflows"
        title={t('list.title')}
        state={state}
        filtersLabel={t('list.filters')}
        filters={[
          { kind: 'select', key: 'module', id: 'module', label: t('fields.module'), options: WORKFLOW_MODULES.map((m) => [m, L.module(m)]) },
          { kind: 'select', key: 'workflow_type', id: 'type', label: t('fields.type'), options: WORKFLOW_TYPES.map((v) => [v, L.type(v)]) },
        ]}
        columns={[
          { header: t('fields.title'), sort: 'title', cell: (w) => w.title },
          { header: t('fields.module'), sort: 'module', cell: (w) => L.module(w.module) },
          { header: t('fields.type'), sort: 'workflow_type', cell: (w) => L.type(w.workflow_type) },
          { header: t('fields.reviewers'), cell: reviewers },
          { header: t('fields.sites'), cell: (w) => (w.site_names.length ? w.site_names.join(', ') : t('list.allSites')) },
          { header: t('fields.leadTime'), cell: (w) => t(`leadTime.${w.lead_time_unit}`, { count: w.lead_time_value }) },
          { header: t('fields.updatedAt'), sort: 'updated_at', cell: (w) => L.date(w.updated_at) },
        ]}
        rows={rows}
        rowActions={(w) => (
          <span className="workflow-row-actions">
            {canUpdate && <EditLink to={linkTo(`/workflows/edit/${w.id}`)} label={t('list.editOne', { name: w.title })} />}
            {canDelete && <Button type="button" text severity="danger" icon="pi pi-trash" aria-label={t('list.deleteOne', { name: w.title })} onClick={() => setDeleting({ id: w.id, title: w.title })} />}
          </span>
        )}
        total={total}
        perPage={WORKFLOWS_PER_PAGE}
        query={query}
        caption={t('list.caption', { count: total })}
        loadFailed={t('list.loadFailed')}
      />
      <DeleteWorkflowDialog
        workflow={deleting}
        onClose={() => setDeleting(null)}
        // the deleted workflow's editor closes with it
        onDeleted={(id) => location.pathname.replace(/\/+$/, '').endsWith(`/workflows/edit/${id}`) && navigate(linkTo('/workflows'))}
      />
    </RegisterPage>
  );
}
