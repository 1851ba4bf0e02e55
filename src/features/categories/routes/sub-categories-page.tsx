import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { TitledSection } from '@/components/layout/titled-section';
import { MissingRecord } from '@/components/feedback/missing-record';
import { Badge } from '@/components/list/list-ui';
import { useAbility } from '@/lib/ability/use-can';
import { savedOrToast } from '@/lib/api/saved-or-toast';
import { showToast } from '@/lib/feedback/toast-service';
import { takenCategoryNames, type CategoryRecord } from '../model';
import { ALL_ROWS, useCreateCategoryMutation, useGetCategoriesQuery, useGetCategoryQuery, useUpdateCategoryMutation } from '../api/categories-api';
import { useCategoryLabels } from '../components/labels';
import { NameForm } from '../components/name-form';
import { ScrollRegion } from '@/components/data/scroll-region';

/** the refusal of a save (toasted), or null when it was saved */
const refusal = (result: { data?: CategoryRecord; error?: unknown }) => (savedOrToast(result as { data: CategoryRecord }) ? null : result.error);

/**
 * /categories/{id}: a category's sub-categories (SPEC §2, open to signed-in users). With Category create a
 * sub-category is added below the list; with Category update each is renamed in place (Enter saves, Escape
 * cancels, focus returns to its Rename button) and switched on or off.
 */
export default function SubCategoriesPage() {
  const L = useCategoryLabels();
  const { t } = L;
  const can = useAbility();
  const parentId = Number(useParams().id);
  const parent = useGetCategoryQuery(parentId, { skip: !parentId });
  const children = useGetCategoriesQuery({ parent_id: parentId, per_page: ALL_ROWS, sort: 'name', order: 'asc' }, { skip: !parent.data || parent.data.parent_id != null });
  const [create] = useCreateCategoryMutation();
  const [update] = useUpdateCategoryMutation();
  const [renaming, setRenaming] = useState<number | null>(null);
  const renameButtons = useRef(new Map<number, HTMLButtonElement | null>());
  const canCreate = can('create', 'Category');
  const canUpdate = can('update', 'Category');

  const p = parent.data;
  if (!p) return <MissingRecord loading={parent.isLoading || parent.isFetching} text={t('sub.notFound')} />;
  const rows = children.data?.categories ?? [];
  const taken = (except?: number) => takenCategoryNames(rows, { category_type: p.category_type, parent_id: p.id, id: except });
  const closeRename = (id: number) => {
    setRenaming(null);
    requestAnimationFrame(() => renameButtons.current.get(id)?.focus());
  };

  return (
    <TitledSection id="subcat-title" level={1} title={t('sub.title', { name: p.name })}>
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
          <ScrollRegion label={t('sub.caption', { name: p.name, count: rows.length })}>
          <table className="data-table">
            <caption className="sr-only">{t('sub.caption', { name: p.name, count: rows.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('fields.name')}</th>
                <th scope="col">{t('fields.status')}</th>
                {canUpdate && (
                  <th scope="col">
                    <span className="sr-only">{t('sub.actions')}</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody aria-busy={children.isFetching}>
              {children.isError && (
                <tr>
                  <td colSpan={3}>{t('list.loadFailed')}</td>
                </tr>
              )}
              {!children.isError && children.data && rows.length === 0 && (
                <tr>
                  <td colSpan={3}>{t('sub.empty')}</td>
                </tr>
              )}
              {rows.map((c) => (
                <tr key={c.id}>
                  <td>
                    {renaming === c.id ? (
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
                    )}
                  </td>
                  <td>
                    <Badge kind={c.status === 'active' ? 'completed' : 'closed'}>{L.status(c.status)}</Badge>
                  </td>
                  {canUpdate && (
                    <td className="row-actions">
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
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
          </ScrollRegion>
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
    </TitledSection>
  );
}
