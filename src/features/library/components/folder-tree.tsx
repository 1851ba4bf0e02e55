import { useMemo } from 'react';
import { folderTree, type FolderNode, type LibraryFolder } from '../model';
import { useLibraryLabels } from './labels';

/**
 * The folder tree (SPEC §3 parent_id / sub_folders): organisation-wide folders, then each site's folders (SPEC §7
 * site_based_folders). A folder is a button that shows its files; the chosen one is `aria-current`.
 */
export function FolderTree({ folders, selected, onSelect }: { folders: LibraryFolder[]; selected: number | null; onSelect(id: number | null): void }) {
  const { t } = useLibraryLabels();
  const roots = useMemo(() => folderTree(folders), [folders]);
  const shared = roots.filter((f) => f.site_id === null);
  const bySite = roots.filter((f) => f.site_id !== null);
  const item = (f: FolderNode) => (
    <li key={f.id}>
      <div className="library-tree-row">
        <button type="button" aria-current={selected === f.id ? 'true' : undefined} aria-describedby={`library-count-${f.id}`} onClick={() => onSelect(f.id)}>
          <i className={`pi ${selected === f.id ? 'pi-folder-open' : 'pi-folder'}`} aria-hidden="true" /> {f.name}
        </button>
        <span className="library-count" aria-hidden="true">
          {f.file_count}
        </span>
        <span id={`library-count-${f.id}`} className="sr-only">
          {t('tree.folder', { count: f.file_count })}
        </span>
      </div>
      {f.sub_folders.length > 0 && <ul>{f.sub_folders.map(item)}</ul>}
    </li>
  );
  return (
    <nav className="panel library-tree" aria-label={t('tree.label')}>
      <ul>
        <li>
          <button type="button" aria-current={selected === null ? 'true' : undefined} onClick={() => onSelect(null)}>
            <i className="pi pi-inbox" aria-hidden="true" /> {t('tree.all')}
          </button>
        </li>
      </ul>
      <h3>{t('tree.organisation')}</h3>
      <ul>{shared.map(item)}</ul>
      {bySite.length > 0 && (
        <>
          <h3>{t('tree.sites')}</h3>
          <ul>{bySite.map(item)}</ul>
        </>
      )}
    </nav>
  );
}
