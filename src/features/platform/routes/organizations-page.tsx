import { useState } from 'react';
import { Link, useOutlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { toastApiError } from '@/lib/api/notify-error';
import { showToast } from '@/lib/feedback/toast-service';
import { useDebounced } from '@/lib/hooks/use-debounced';
import { useCanAll } from '@/lib/ability/use-can';
import { EditLink, NewLink } from '@/components/list/list-pieces';
import { Register, RegisterPage } from '@/components/list/register';
import { useListState } from '@/components/list/list-state';
import { ORGANIZATIONS_PER_PAGE, ORGANIZATION_STATUSES, PLANS, storageShare, type PlatformOrganization } from '../model';
import { useDeleteOrganizationMutation, useGetOrganizationsQuery, useUpdateOrganizationMutation, type OrganizationFilters } from '../api/platform-api';
import { DeleteOrganizationDialog } from '../components/delete-organization-dialog';

const FILTER_KEYS = ['plan', 'organization_status', 'is_locked'] as const;

type Pending = { org: PlatformOrganization; action: 'lock' | 'unlock' | 'deactivate' | 'activate' };

/**
 * FRAME of /organizations (master super admin, SPEC §2 / §7): every tenant with plan, subscription, status, users and
 * licences, trial days left, onboarding, locked and created; search, filters and sort in the URL; edit panel,
 * lock / unlock and deactivate / activate, each confirmed (the tenant's signed-in users follow live, SPEC §4).
 * The internal platform account (Organization read + update, SPEC §6) sees no create, delete or API-settings action.
 */
export default function OrganizationsPage() {
  const outlet = useOutlet();
  const { t, i18n } = useTranslation('platform');
  const state = useListState<OrganizationFilters>({ base: '/organizations', filterKeys: FILTER_KEYS, defaultSort: 'name', defaultOrder: 'asc' });
  const { page, filters, search, sort, linkTo } = state;
  const searched = useDebounced(search.trim());
  const query = useGetOrganizationsQuery({ ...filters, page, search: searched || undefined, sort: sort.field, order: sort.order });
  const [update, updating] = useUpdateOrganizationMutation();
  const [pending, setPending] = useState<Pending | null>(null);
  const [deleting, setDeleting] = useState<PlatformOrganization | null>(null);
  const [remove, removal] = useDeleteOrganizationMutation();
  const [canCreate, canDelete, canManage] = useCanAll([['create', 'Organization'], ['delete', 'Organization'], ['manage', 'Organization']]);
  const rows = query.data?.organizations ?? [];
  const total = query.data?.total_count ?? 0;
  const yes = (v: boolean) => (v ? t('list.yes') : t('list.no'));
  const date = (iso: string) => (iso ? new Date(iso).toLocaleDateString(i18n.language) : '—');

  const confirm = async () => {
    if (!pending) return;
    const { org, action } = pending;
    const patch = action === 'lock' || action === 'unlock' ? { is_locked: action === 'lock' } : { organization_status: action === 'deactivate' ? ('Inactive' as const) : ('Active' as const) };
    const result = await update({ id: org.id, organization: patch });
    if ('error' in result && result.error) {
      toastApiError(result.error);
      return;
    }
    showToast({ severity: 'success', detail: t(`actions.${action}Done`, { name: org.name }) });
    setPending(null);
  };

  const confirmDelete = async (typed: string) => {
    if (!deleting) return;
    const result = await remove({ id: deleting.id, confirm: typed });
    if ('error' in result && result.error) {
      toastApiError(result.error);
      return;
    }
    showToast({ severity: 'success', detail: t('delete.done', { name: deleting.name }) });
    setDeleting(null);
  };

  return (
    <RegisterPage title={t('list.title')} outlet={outlet} listPath="/organizations" actions={canCreate ? <NewLink to={linkTo('/organizations/new')} label={t('create.new')} /> : undefined}>
      <Register<PlatformOrganization, OrganizationFilters>
        idPrefix="organizations"
        title={t('list.title')}
        state={state}
        filtersLabel={t('list.filters')}
        filters={[
          { kind: 'select', key: 'plan', id: 'plan', label: t('fields.plan'), options: PLANS.map((p) => [p, t(`plans.${p}`)]) },
          { kind: 'select', key: 'organization_status', id: 'status', label: t('fields.status'), options: ORGANIZATION_STATUSES.map((s) => [s, t(`statuses.${s}`)]) },
          { kind: 'select', key: 'is_locked', id: 'locked', label: t('fields.locked'), options: [['true', t('list.yes')], ['false', t('list.no')]] },
        ]}
        columns={[
          { header: t('fields.name'), sort: 'name', cell: (o) => o.name },
          { header: t('fields.subDomain'), sort: 'sub_domain_name', cell: (o) => o.sub_domain_name },
          { header: t('fields.plan'), sort: 'plan', cell: (o) => t(`plans.${o.plan}`) },
          { header: t('fields.subscription'), cell: (o) => t(`subscriptions.${o.subscription_type}`) },
          { header: t('fields.status'), sort: 'organization_status', cell: (o) => t(`statuses.${o.organization_status}`) },
          { header: t('fields.users'), cell: (o) => t('list.usersOf', { used: o.users_count, licences: o.licences }) },
          { header: t('fields.storage'), cell: (o) => t('list.storageOf', { used: o.storage_used_mb, total: o.storage_total_mb, share: storageShare(o.storage_used_mb, o.storage_total_mb) }) },
          { header: t('fields.trialDaysLeft'), sort: 'trial_days_left', cell: (o) => (o.trial_days_left == null ? '—' : t('list.days', { count: o.trial_days_left })) },
          { header: t('fields.onboarding'), cell: (o) => yes(o.is_onboarding) },
          { header: t('fields.locked'), cell: (o) => yes(o.is_locked) },
          { header: t('fields.created'), sort: 'created_at', cell: (o) => date(o.created_at) },
        ]}
        rows={rows}
        rowActions={(o) => (
          <span className="organization-row-actions">
            <EditLink to={linkTo(`/organizations/edit/${o.id}`)} label={t('actions.editOne', { name: o.name })} />
            {canManage && (
              <Link to={`/api_settings/${o.id}`} aria-label={t('api.linkOne', { name: o.name })} className="p-button p-button-text">
                <span className="pi pi-key" aria-hidden="true" /> {t('api.link')}
              </Link>
            )}
            <Button type="button" text icon={o.is_locked ? 'pi pi-lock-open' : 'pi pi-lock'} label={o.is_locked ? t('actions.unlock') : t('actions.lock')} aria-label={t(o.is_locked ? 'actions.unlockOne' : 'actions.lockOne', { name: o.name })} onClick={() => setPending({ org: o, action: o.is_locked ? 'unlock' : 'lock' })} />
            {o.organization_status === 'Active' ? (
              <Button type="button" text severity="danger" icon="pi pi-power-off" label={t('actions.deactivate')} aria-label={t('actions.deactivateOne', { name: o.name })} onClick={() => setPending({ org: o, action: 'deactivate' })} />
            ) : (
              <Button type="button" text icon="pi pi-check-circle" label={t('actions.activate')} aria-label={t('actions.activateOne', { name: o.name })} onClick={() => setPending({ org: o, action: 'activate' })} />
            )}
            {canDelete && <Button type="button" text severity="danger" icon="pi pi-trash" label={t('delete.action')} aria-label={t('delete.one', { name: o.name })} onClick={() => setDeleting(o)} />}
          </span>
        )}
        total={total}
        perPage={ORGANIZATIONS_PER_PAGE}
        query={query}
        caption={t('list.caption', { count: total })}
        loadFailed={t('list.loadFailed')}
      />
      <Dialog
        visible={!!pending}
        onHide={() => setPending(null)}
        header={pending ? t(`actions.${pending.action}Title`, { name: pending.org.name }) : ''}
        style={{ width: 'min(32rem, 95vw)' }}
        footer={
          <>
            <Button type="button" outlined label={t('actions.cancel')} onClick={() => setPending(null)} />
            <Button type="button" severity={pending?.action === 'deactivate' || pending?.action === 'lock' ? 'danger' : undefined} label={pending ? t(`actions.${pending.action}`) : ''} loading={updating.isLoading} onClick={() => void confirm()} />
          </>
        }
      >
        {pending && <p>{t(`actions.${pending.action}Question`, { name: pending.org.name })}</p>}
      </Dialog>
      <DeleteOrganizationDialog key={deleting?.id ?? 'none'} org={deleting} busy={removal.isLoading} onCancel={() => setDeleting(null)} onConfirm={(typed) => void confirmDelete(typed)} />
    </RegisterPage>
  );
}
