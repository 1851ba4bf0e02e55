import { useMemo, useState } from 'react';
import type { FormikHelpers } from 'formik';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { SelectField, TextField } from '@/components/form/fields';
import { useRecordForm } from '@/components/record/use-record-form';
import { refusalOnFields } from '@/lib/api/refusal';
import { showToast } from '@/lib/feedback/toast-service';
import { folderPath, subtreeIds, type LibraryFolder } from '../model';
import { folderSchema } from '../schemas/library-schemas';
import { libraryFieldErrors } from '../schemas/rule-messages';
import { useCreateFolderMutation, useDeleteFolderMutation, useDeleteLibraryFileMutation, useMoveToMutation, useRenameFolderMutation } from '../api/library-api';
import { libraryErrorText, useLibraryLabels } from './labels';
import { FormError, SubmitCancel } from '@/components/record/form-parts';
import { OptionList } from '@/components/form/option-list';

/** "Procedures / Permit to work": a folder named by its path, for the pickers */
export function pathLabel(folders: readonly LibraryFolder[], id: number): string {
  const path = folderPath(folders, id);
  const site = path[0]?.site_name;
  return `${site && path[0].name !== site ? `${site}: ` : ''}${path.map((f) => f.name).join(' / ')}`;
}

/** every folder as an option, by path */
export function folderOptions(folders: readonly LibraryFolder[], exclude: ReadonlySet<number> = new Set()): [string, string][] {
  return folders
    .filter((f) => !exclude.has(f.id))
    .map((f) => [String(f.id), pathLabel(folders, f.id)] as [string, string])
    .sort((a, b) => a[1].localeCompare(b[1]));
}

interface FolderValues {
  name: string;
  parent_id: number | null;
  site_id: number | null;
}

export type FolderDialogState = { mode: 'create'; parent: LibraryFolder | null } | { mode: 'rename'; folder: LibraryFolder } | null;

/** New folder (top level, optionally tied to a site, or a sub-folder) and rename: SPEC §5 a name must not be empty. */
export function FolderDialog({ state, sites, onClose, onSaved }: { state: FolderDialogState; sites: { id: number; name: string }[]; onClose(): void; onSaved(folder: LibraryFolder): void }) {
  const { t } = useLibraryLabels();
  const header = !state ? '' : state.mode === 'rename' ? t('folders.renameTitle', { name: state.folder.name }) : state.parent ? t('folders.newSubTitle', { name: state.parent.name }) : t('folders.newTitle');
  return (
    <Dialog header={header} visible={!!state} onHide={onClose} style={{ width: 'min(520px, 96vw)' }}>
      {state && <FolderForm key={state.mode === 'rename' ? `r${state.folder.id}` : `c${state.parent?.id ?? 0}`} state={state} sites={sites} label={header} onClose={onClose} onSaved={onSaved} />}
    </Dialog>
  );
}

function FolderForm({ state, sites, label, onClose, onSaved }: { state: NonNullable<FolderDialogState>; sites: { id: number; name: string }[]; label: string; onClose(): void; onSaved(folder: LibraryFolder): void }) {
  const { t } = useLibraryLabels();
  const [create] = useCreateFolderMutation();
  const [rename] = useRenameFolderMutation();
  const initialValues = useMemo<FolderValues>(
    () => (state.mode === 'rename' ? { name: state.folder.name, parent_id: state.folder.parent_id, site_id: state.folder.site_id } : { name: '', parent_id: state.parent?.id ?? null, site_id: state.parent?.site_id ?? null }),
    [state],
  );
  const schema = useMemo(() => folderSchema(t), [t]);
  const onSubmit = async (values: FolderValues, helpers: FormikHelpers<FolderValues>) => {
    const data = { ...values, name: values.name.trim() };
    const result = state.mode === 'rename' ? await rename({ id: state.folder.id, name: data.name }) : await create(data);
    if ('error' in result && result.error) {
      if (!refusalOnFields(result.error, (m) => libraryFieldErrors(m, t), helpers.setErrors)) showToast({ severity: 'error', detail: libraryErrorText(result.error, t) });
      return false;
    }
    showToast({ severity: 'success', detail: t(state.mode === 'rename' ? 'folders.renamed' : 'folders.created', { name: data.name }) });
    onSaved(result.data!);
    return true;
  };
  const draftKey = state.mode === 'rename' ? `library:folder:${state.folder.id}` : `library:folder:new:${state.parent?.id ?? 0}`;
  const { formik, focusRef } = useRecordForm<FolderValues>({ initialValues, schema, draftKey, onSubmit });
  return (
    <form ref={focusRef} onSubmit={formik.handleSubmit} noValidate aria-label={label}>
      <TextField formik={formik} name="name" id="library-folder-name" label={t('folders.name')} required />
      {state.mode === 'create' && !state.parent && (
        <SelectField formik={formik} name="site_id" id="library-folder-site" label={t('folders.site')} numeric placeholder={t('folders.wholeOrganisation')} options={sites.map((s) => [String(s.id), s.name])} />
      )}
      <SubmitCancel submit={state.mode === 'rename' ? t('folders.rename') : t('folders.create')} cancel={t('form.cancel')} submitting={formik.isSubmitting} onCancel={onClose} />
    </form>
  );
}

export type MoveItem = { kind: 'file' | 'folder'; id: number; name: string; from: number | null } | null;

/** SPEC §7 move_to: a file into another folder, a folder into another folder or to the top level. */
export function MoveDialog({ item, folders, onClose, onMoved }: { item: MoveItem; folders: LibraryFolder[]; onClose(): void; onMoved?(target: number | null): void }) {
  const { t } = useLibraryLabels();
  const [move, moving] = useMoveToMutation();
  const [target, setTarget] = useState('');
  const [error, setError] = useState<string | null>(null);
  const exclude = useMemo(() => (item?.kind === 'folder' ? subtreeIds(folders, item.id) : new Set(item?.from != null ? [item.from] : [])), [item, folders]);
  const options = useMemo(() => folderOptions(folders, exclude), [folders, exclude]);
  const close = () => {
    setTarget('');
    setError(null);
    onClose();
  };
  const submit = async () => {
    if (!item) return;
    if (!target) return setError(t('move.chooseTarget'));
    const targetId = target === 'top' ? null : Number(target);
    const result = await move({ library_file_ids: item.kind === 'file' ? [item.id] : [], folder_ids: item.kind === 'folder' ? [item.id] : [], target_folder_id: targetId });
    if ('error' in result && result.error) return setError(libraryErrorText(result.error, t));
    const name = targetId === null ? t('move.topLevel') : pathLabel(folders, targetId);
    showToast({ severity: 'success', detail: t('move.done', { name: item.name, target: name }) });
    onMoved?.(targetId);
    close();
  };
  return (
    <Dialog header={item ? t('move.title', { name: item.name }) : ''} visible={!!item} onHide={close} style={{ width: 'min(560px, 96vw)' }}>
      <form
        noValidate
        aria-label={item ? t('move.title', { name: item.name }) : ''}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {error && <FormError text={error} />}
        <div className="field">
          <label htmlFor="library-move-target">{t('move.target')}</label>
          <select id="library-move-target" className="native-input" value={target} onChange={(e) => setTarget(e.target.value)} aria-invalid={!!error && !target}>
            <option value="">{t('form.choose')}</option>
            {item?.kind === 'folder' && item.from !== null && <option value="top">{t('move.topLevel')}</option>}
            <OptionList options={options} />
          </select>
        </div>
        <div className="form-actions">
          <Button type="submit" label={t('move.confirm')} icon="pi pi-arrow-right" loading={moving.isLoading} />
          <Button type="button" outlined label={t('form.cancel')} onClick={close} />
        </div>
      </form>
    </Dialog>
  );
}

export type DeleteItem = { kind: 'file' | 'folder'; id: number; name: string } | null;

/** Delete a file, or an empty folder (a non-empty one is refused with the reason). */
export function DeleteDialog({ item, onClose, onDeleted }: { item: DeleteItem; onClose(): void; onDeleted?(item: NonNullable<DeleteItem>): void }) {
  const { t } = useLibraryLabels();
  const [removeFile, fileState] = useDeleteLibraryFileMutation();
  const [removeFolder, folderState] = useDeleteFolderMutation();
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  const confirm = async () => {
    if (!item) return;
    const result = item.kind === 'file' ? await removeFile(item.id) : await removeFolder(item.id);
    if ('error' in result && result.error) return setError(libraryErrorText(result.error, t));
    showToast({ severity: 'success', detail: t('delete.done', { name: item.name }) });
    onDeleted?.(item);
    close();
  };
  return (
    <Dialog header={item ? t(item.kind === 'file' ? 'delete.fileTitle' : 'delete.folderTitle', { name: item.name }) : ''} visible={!!item} onHide={close} style={{ width: 'min(520px, 96vw)' }}>
      {error && <FormError text={error} />}
      <p>{item && t(item.kind === 'file' ? 'delete.fileQuestion' : 'delete.folderQuestion', { name: item.name })}</p>
      <div className="form-actions">
        <Button type="button" severity="danger" icon="pi pi-trash" label={t('delete.confirm')} loading={fileState.isLoading || folderState.isLoading} onClick={() => void confirm()} />
        <Button type="button" outlined label={t('form.cancel')} onClick={close} />
      </div>
    </Dialog>
  );
}
