import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { MissingRecord } from '@/components/feedback/missing-record';
import { Badge } from '@/components/list/list-ui';
import { useAbility } from '@/lib/ability/use-can';
import { savedOrToast } from '@/lib/api/saved-or-toast';
import { showToast } from '@/lib/feedback/toast-service';
import { CATEGORY_STATUSES, takenCategoryNames, type CategoryRecord } from '../model';
import { ALL_ROWS, useCreateCategoryMutation, useGetCategoriesQuery, useGetCategoryQuery, useUpdateCategoryMutation } from '../api/categories-api';
import { useCategoryLabels } from '../components/labels';
import { NameForm } from '../components/name-form';
import { Register, RegisterPage } from '@/components/list/register';
import { useListState } from '@/components/list/list-state';
import { localList } from '@/components/list/local-list';
import { useDebounced } from '@/lib/hooks/use-debounced';

const PER_PAGE = 25;
const NO_FILTERS = [] as const;
const SORTS: Record<string, (c: CategoryRecord) => string> = { name: (c) => c.name.toLocaleLowerCase(), status: (c) => c.status };

/** the refusal of a save (toasted), or null when it was saved */
const refusal = (result: { data?: CategoryRecord; error?: unknown }) => (savedOrToast(result as { data: CategoryRecord }) ? null : result.error);

/**
 * /categories/{id}: a category's sub-categories (SPEC §2, open to signed-in users). With Category create a
 * sub-category is added below the list; with Category update each is renamed in place (Enter saves, Escape
 * cancels, focus returns to its Rename button) and switched on or off. The server sends them all (the names are checked
 * against every sibling): the status tab, search, sort and page are applied here and kept in the URL (`useListState`).
 */
export default function SubCategoriesPage() {
  const L = useCategoryLabels();
  const { t } = L;
  const can = useAbility();
  const parentId = Number(useParams().id);
  const base = `/categories/${parentId}`;
  const state = useListState<object>({ base, filterKeys: NO_FILTERS, defaultSort: 'name', defaultOrder: 'asc', defaultTab: 'all' });
  const searched = useDebounced(state.search.trim().toLocaleLowerCase());
  const parent = useGetCategoryQuery(parentId, { skip: !parentId });
  const children = useGetCategoriesQuery({ parent_id: parentId, per_page: ALL_ROWS, sort: 'name', order: 'asc' }, { skip: !parent.data || parent.data.parent_id != null });
  const [create] = useCreateCategoryMutation();
  const [update] = useUpdateCategoryMutation();
  const [renaming, setRenaming] = useState<number | null>(null);
  const renameButtons = useRef(new Map<number, HTMLButtonElement | null>());
  const canCreate = can('create', 'Category');
  const canUpdate = can('update', 'Category');

  const all = children.data?.categories ?? [];
  const { rows, total } = localList(all, {
    matches: (c) => (state.tab === 'all' || c.status === state.tab) && (!searched || c.name.toLocaleLowerCase().includes(searched)),
    sorts: SORTS,
    fallback: 'name',
    sort: state.sort,
    page: state.page,
    perPage: PER_PAGE,
  });

  const p = parent.data;
  if (!p) return <MissingRecord loading={parent.isLoading || parent.isFetching} text={t('sub.notFound')} />;
  const taken = (except?: number) => takenCategoryNames(all, { category_type: p.category_type, parent_id: p.id, id: except });
  const closeRename = (id: number) => {
    setRenaming(null);
    requestAnimationFrame(() => renameButtons.current.get(id)?.focus());
  };

  return (
    <RegisterPage title={t('sub.title', { name: p.name })} outlet={null} listPath={base}>
      <p>
        {L.type(p.category_type)}
        {can('read', 'Category') && (
          <>
            {' · '}
            <Link to="/categories">{t('sub.back')}</Link>
          </>
        )}
      </p>
      {p.parent_id != null ? (
        <Message severity="info" text={t('sub.isSub', { name: p.name })} />
      ) : (
        <>
          {!canCreate && !canUpdate && <Message severity="info" text={t('sub.readOnly')} />}
          <Register<CategoryRecord, object>
            idPrefix="subcat"
            title={t('sub.title', { name: p.name })}
            state={state}
            tabs={{ label: t('list.statusTabs'), items: [{ value: 'all', label: t('status.all') }, ...CATEGORY_STATUSES.map((s) => ({ value: s, label: L.status(s) }))] }}
            filtersLabel={t('list.filters')}
            filters={NO_FILTERS}
            columns={[
              {
                header: t('fields.name'),
                sort: 'name',
                cell: (c) =>
                  renaming === c.id ? (
                    <NameForm
                      id={`subcat-rename-${c.id}`}
                      label={t('sub.renameLabel', { name: c.name })}
                      initial={c.name}
                      submitLabel={t('sub.save')}
                      taken={taken(c.id)}
                      autoFocus
                      onCancel={() => closeRename(c.id)}
                      onSave={async (name) => {
                        const failed = refusal(await update({ id: c.id, name }));
                        if (!failed) {
                          showToast({ severity: 'success', detail: t('sub.renamed', { name }) });
                          closeRename(c.id);
                        }
                        return failed;
                      }}
                    />
                  ) : (
                    c.name
                  ),
              },
              { header: t('fields.status'), sort: 'status', cell: (c) => <Badge kind={c.status === 'active' ? 'completed' : 'closed'}>{L.status(c.status)}</Badge> },
            ]}
            rows={rows}
            rowActions={(c) =>
              canUpdate && (
                <>
                  {renaming !== c.id && (
                    <Button
                      ref={(el) => {
                        renameButtons.current.set(c.id, el as unknown as HTMLButtonElement | null);
                      }}
                      type="button"
                      text
                      icon="pi pi-pencil"
                      label={t('sub.rename')}
                      aria-label={t('sub.renameOne', { name: c.name })}
                      onClick={() => setRenaming(c.id)}
                    />
                  )}
                  <Button
                    type="button"
                    text
                    label={c.status === 'active' ? t('sub.deactivate') : t('sub.activate')}
                    aria-label={t(c.status === 'active' ? 'sub.deactivateOne' : 'sub.activateOne', { name: c.name })}
                    onClick={async () => {
                      const status = c.status === 'active' ? 'inactive' : 'active';
                      if (!refusal(await update({ id: c.id, status }))) showToast({ severity: 'success', detail: t('sub.statusChanged', { name: c.name, status: L.status(status) }) });
                    }}
                  />
                </>
              )
            }
            total={total}
            perPage={PER_PAGE}
            query={children}
            caption={t('sub.caption', { name: p.name, count: total })}
            loadFailed={t('list.loadFailed')}
            empty={all.length === 0 ? t('sub.empty') : undefined}
          />
          {canCreate && (
            <section aria-labelledby="subcat-add-title">
              <h2 id="subcat-add-title">{t('sub.add')}</h2>
              <NameForm
                id="subcat-new-name"
                label={t('sub.newName')}
                submitLabel={t('sub.add')}
                taken={taken()}
                onSave={async (name) => {
                  const failed = refusal(await create({ name, category_type: p.category_type, parent_id: p.id, description: '', status: 'active' }));
                  if (!failed) showToast({ severity: 'success', detail: t('sub.added', { name }) });
                  return failed;
                }}
              />
            </section>
          )}
        </>
      )}
    </RegisterPage>
  );
}
