import { useState } from 'react';
import { Link, useOutlet } from 'react-router-dom';
import { Button } from 'primereact/button';
import { useCan } from '@/lib/ability/use-can';
import { useDebounced } from '@/lib/hooks/use-debounced';
import { showToast } from '@/lib/feedback/toast-service';
import { EditLink, NewLink } from '@/components/list/list-pieces';
import { Badge } from '@/components/list/list-ui';
import { Register, RegisterPage } from '@/components/list/register';
import { useListState } from '@/components/list/list-state';
import { FILE_KINDS, LIBRARY_PER_PAGE, REVIEW_STATES, folderPath, type LibraryFileRecord } from '../model';
import { useGetFoldersQuery, useGetLibraryFilesQuery, useGetLibraryFormDataQuery, useSetFavoriteMutation, type LibraryFilters } from '../api/library-api';
import { FolderTree } from '../components/folder-tree';
import { DeleteDialog, FolderDialog, MoveDialog, type DeleteItem, type FolderDialogState, type MoveItem } from '../components/folder-dialogs';
import { REVIEW_BADGE, libraryErrorText, useLibraryLabels } from '../components/labels';
import '../components/library.css';

const FILTER_KEYS = ['folder_id', 'site_id', 'kind', 'review', 'favorites'] as const;

/** FRAME of /library: the folder tree, the files of the chosen folder (search and filters in the URL) and the upload / edit panel. */
export default function LibraryPage() {
  const outlet = useOutlet();
  const L = useLibraryLabels();
  const { t } = L;
  const canCreate = useCan('create', 'Library');
  const canUpdate = useCan('update', 'Library');
  const canDelete = useCan('delete', 'Library');
  const state = useListState<LibraryFilters>({ base: '/library', filterKeys: FILTER_KEYS, defaultSort: 'name', defaultOrder: 'asc' });
  const { page, filters, search, sort, linkTo, setFilter } = state;
  const searched = useDebounced(search.trim());
  const query = useGetLibraryFilesQuery({ ...filters, page, search: searched || undefined, sort: sort.field, order: sort.order });
  const foldersQuery = useGetFoldersQuery();
  const formData = useGetLibraryFormDataQuery();
  const folders = foldersQuery.data ?? [];
  const [setFavorite] = useSetFavoriteMutation();
  const [folderDialog, setFolderDialog] = useState<FolderDialogState>(null);
  const [moving, setMoving] = useState<MoveItem>(null);
  const [deleting, setDeleting] = useState<DeleteItem>(null);
  const rows = query.data?.library_files ?? [];
  const total = query.data?.total_count ?? 0;
  const selectedId = filters.folder_id ?? null;
  const selected = folders.find((f) => f.id === selectedId) ?? null;
  const path = folderPath(folders, selectedId);

  const toggleFavorite = async (f: LibraryFileRecord) => {
    const result = await setFavorite({ id: f.id, favorite: !f.is_favorite });
    if ('error' in result && result.error) showToast({ severity: 'error', detail: libraryErrorText(result.error, t) });
  };

  return (
    <RegisterPage
      title={t('list.title')}
      actions={
        canCreate && (
          <>
            <Button type="button" outlined icon="pi pi-folder-plus" label={t('folders.newTitle')} onClick={() => setFolderDialog({ mode: 'create', parent: null })} />
            <NewLink to={linkTo('/library/new')} label={t('list.upload')} />
          </>
        )
      }
      outlet={outlet}
      listPath="/library"
    >
      <div className="library-layout">
        <FolderTree folders={folders} selected={selectedId} onSelect={(id) => setFilter('folder_id', id ?? undefined)} />
        <div>
          <div className="library-folder-bar">
            <nav aria-label={t('tree.breadcrumb')}>
              <ol>
                <li>{t('tree.all')}</li>
                {path.map((f) => (
                  <li key={f.id}>{f.name}</li>
                ))}
              </ol>
            </nav>
            {selected && (
              <div className="library-actions" role="group" aria-label={t('folders.actions', { name: selected.name })}>
                {canCreate && <Button type="button" text icon="pi pi-folder-plus" label={t('folders.newSub')} onClick={() => setFolderDialog({ mode: 'create', parent: selected })} />}
                {canUpdate && <Button type="button" text icon="pi pi-pencil" label={t('folders.rename')} onClick={() => setFolderDialog({ mode: 'rename', folder: selected })} />}
                {canUpdate && <Button type="button" text icon="pi pi-arrow-right" label={t('move.button')} onClick={() => setMoving({ kind: 'folder', id: selected.id, name: selected.name, from: selected.parent_id })} />}
                {canDelete && <Button type="button" text severity="danger" icon="pi pi-trash" label={t('folders.delete')} onClick={() => setDeleting({ kind: 'folder', id: selected.id, name: selected.name })} />}
              </div>
            )}
          </div>
          <Register<LibraryFileRecord, LibraryFilters>
            idPrefix="library"
            title={t('list.title')}
            state={state}
            filtersLabel={t('list.filters')}
            filters={[
              { kind: 'select', key: 'site_id', id: 'site', label: t('fields.site'), options: (formData.data?.sites ?? []).map((s) => [s.id, s.name]) },
              { kind: 'select', key: 'kind', id: 'kind', label: t('fields.kind'), options: FILE_KINDS.map((k) => [k, L.kind(k)]) },
              { kind: 'select', key: 'review', id: 'review', label: t('fields.review'), options: REVIEW_STATES.map((r) => [r, L.review(r)]) },
              { kind: 'select', key: 'favorites', id: 'favorites', label: t('fields.favorites'), options: [['true', t('list.favoritesOnly')]] },
            ]}
            columns={[
              { header: t('fields.name'), sort: 'name', cell: (f) => <Link to={`/library/view/${f.id}`}>{f.name}</Link> },
              { header: t('fields.folder'), sort: 'folder_name', cell: (f) => (f.site_name ? `${f.folder_name} (${f.site_name})` : f.folder_name) },
              { header: t('fields.kind'), cell: (f) => L.kind(f.kind) },
              { header: t('fields.version'), sort: 'version', cell: (f) => t('fields.revisionN', { n: f.version }) },
              { header: t('fields.reviewDate'), sort: 'review_date', cell: (f) => (f.review_date ? <>{L.date(f.review_date)} <Badge kind={REVIEW_BADGE[f.review_state]}>{L.review(f.review_state)}</Badge></> : L.review('none')) },
              { header: t('fields.author'), sort: 'author', cell: (f) => f.author },
              { header: t('fields.uploadedBy'), cell: (f) => f.uploaded_by_name },
              { header: t('fields.updatedAt'), sort: 'updated_at', cell: (f) => L.date(f.updated_at) },
            ]}
            rows={rows}
            rowActions={(f) => (
              <span className="library-row-actions">
                <Button type="button" text icon={f.is_favorite ? 'pi pi-star-fill' : 'pi pi-star'} aria-pressed={f.is_favorite} aria-label={t('favorite.toggle', { name: f.name })} onClick={() => void toggleFavorite(f)} />
                {canUpdate && <EditLink to={linkTo(`/library/edit/${f.id}`)} label={t('list.editOne', { name: f.name })} />}
                {canUpdate && <Button type="button" text icon="pi pi-arrow-right" aria-label={t('move.one', { name: f.name })} onClick={() => setMoving({ kind: 'file', id: f.id, name: f.name, from: f.folder_id })} />}
                {canDelete && <Button type="button" text severity="danger" icon="pi pi-trash" aria-label={t('delete.one', { name: f.name })} onClick={() => setDeleting({ kind: 'file', id: f.id, name: f.name })} />}
              </span>
            )}
            total={total}
            perPage={LIBRARY_PER_PAGE}
            query={query}
            caption={t('list.caption', { count: total })}
            loadFailed={t('list.loadFailed')}
          />
        </div>
      </div>
      <FolderDialog state={folderDialog} sites={formData.data?.sites ?? []} onClose={() => setFolderDialog(null)} onSaved={(f) => {
          setFolderDialog(null);
          setFilter('folder_id', f.id);
        }} />
      <MoveDialog item={moving} folders={folders} onClose={() => setMoving(null)} onMoved={() => void foldersQuery.refetch()} />
      <DeleteDialog item={deleting} onClose={() => setDeleting(null)} onDeleted={(d) => d.kind === 'folder' && setFilter('folder_id', selected?.parent_id ?? undefined)} />
    </RegisterPage>
  );
}
