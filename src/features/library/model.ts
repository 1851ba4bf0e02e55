import { DOCUMENT_TYPES, IMAGE_TYPES } from '@/lib/files/validate-upload';
import type { components } from '@/lib/api/generated/openapi';
import { daysBetween } from '@/lib/dates';

type Schemas = components['schemas'];

/**
 * The document library (SPEC §3 "Library", §5 "Library", §7 "Library"): folders with sub-folders (some tied to a
 * site), files with author, uploader, created and modified dates, favourites and reminders. Document control follows
 * ISO 45001:2018 clause 7.5 (README): every file carries a revision number and a review date. Pure: the demo backend
 * imports it.
 */

/** SPEC §5 "Image and attachment limits": images, PPT, PDF, Word, XLS, MP4 (checked by lib/files/validate-upload.ts) */
export const LIBRARY_TYPES: readonly string[] = [...IMAGE_TYPES, 'image/bmp', 'image/webp', 'application/pdf', ...DOCUMENT_TYPES, 'video/mp4'];

export const FILE_KINDS = ['image', 'pdf', 'word', 'excel', 'powerpoint', 'video'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/** the kind a MIME type belongs to (the register's type filter) */
export function fileKindOf(type: string): FileKind {
  const t = type.toLowerCase();
  if (t.startsWith('image/')) return 'image';
  if (t === 'application/pdf') return 'pdf';
  if (t.startsWith('video/')) return 'video';
  if (t.includes('word')) return 'word';
  if (t.includes('excel') || t.includes('spreadsheet')) return 'excel';
  return 'powerpoint';
}

export const LIBRARY_LIMITS = { folderName: 100, fileName: 150, author: 100, version: 20, description: 1000, note: 500 } as const;
export const LIBRARY_PER_PAGE = 25;

/**
 * ISO 45001:2018 7.5.2 c) documented information is reviewed and approved for suitability and adequacy; 7.5.3 c)
 * changes are controlled (version control). A file's review is "due soon" in the 30 days before its review date
 * (the 4-week expiry reminder of document-control tools, research/modules.md §7) and "overdue" from the day after it.
 */
export const REVIEW_DUE_SOON_DAYS = 30;
export const REVIEW_STATES = ['overdue', 'due_soon', 'current', 'none'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

export function reviewState(reviewDate: string | null | undefined, today: string): ReviewState {
  if (!reviewDate) return 'none';
  const days = daysBetween(today, reviewDate);
  if (days < 0) return 'overdue';
  if (days <= REVIEW_DUE_SOON_DAYS) return 'due_soon';
  return 'current';
}

/**
 * ISO 45001 7.5.3 c) version control: the revision starts at 1 and goes up by one each time the file itself is
 * replaced; editing only the details (name, author, review date) keeps it.
 */
export const revisionAfter = (current: number, fileReplaced: boolean): number => (fileReplaced ? current + 1 : current);

/** a folder as the API answers it (`LibraryFolder` of api/openapi.yaml): a site-based folder's site is inherited by its sub-folders */
export type LibraryFolder = Schemas['LibraryFolder'];

export type FolderNode = Schemas['LibraryFolderNode'];

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/** the flat folder list as a tree (SPEC §3 sub_folders), each level by name; a folder whose parent is gone is a root */
export function folderTree<F extends LibraryFolder>(folders: readonly F[]): FolderNode[] {
  const ids = new Set(folders.map((f) => f.id));
  const build = (parent: number | null): FolderNode[] =>
    folders
      .filter((f) => (parent === null ? f.parent_id === null || !ids.has(f.parent_id) : f.parent_id === parent))
      .sort(byName)
      .map((f) => ({ ...f, sub_folders: build(f.id) }));
  return build(null);
}

/** the folder and everything below it */
export function subtreeIds(folders: readonly Pick<LibraryFolder, 'id' | 'parent_id'>[], id: number): Set<number> {
  const out = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const f of folders) {
      if (f.parent_id === null || !out.has(f.parent_id) || out.has(f.id)) continue;
      out.add(f.id);
      grew = true;
    }
  }
  return out;
}

/** the folders from the root down to `id` (a breadcrumb) */
export function folderPath<F extends Pick<LibraryFolder, 'id' | 'parent_id'>>(folders: readonly F[], id: number | null): F[] {
  const byId = new Map(folders.map((f) => [f.id, f]));
  const out: F[] = [];
  let current = id === null ? undefined : byId.get(id);
  while (current && !out.includes(current)) {
    out.unshift(current);
    current = current.parent_id === null ? undefined : byId.get(current.parent_id);
  }
  return out;
}

/** a folder may not move into itself or below itself (the tree would loop) */
export const canMoveFolderInto = (folders: readonly Pick<LibraryFolder, 'id' | 'parent_id'>[], folderId: number, targetId: number | null): boolean =>
  targetId === null || !subtreeIds(folders, folderId).has(targetId);

/** SPEC: a folder is deleted only when empty (no files, no sub-folders) */
export const isFolderEmpty = (f: Pick<LibraryFolder, 'child_ids' | 'file_count'>) => f.child_ids.length === 0 && f.file_count === 0;

/** the stored file's facts (its bytes come from `GET /library/library_files/{id}/content`) */
export type StoredFile = Schemas['LibraryStoredFile'];

/** a file as the API answers it (`LibraryFile`): revision (ISO 45001 7.5.3 c) and review date (7.5.2 c) */
export type LibraryFileRecord = Schemas['LibraryFile'];

/** what the file form sends: `file` is required to create; on an update a new file replaces the stored one (revision + 1) */
export type LibraryFileInput = Schemas['LibraryFileInput'];

export type LibraryFileListResponse = Schemas['LibraryFileList'];

/** what the folder form sends (`LibraryFolderInput`, every field) */
export type FolderInput = Required<Schemas['LibraryFolderInput']>;

/** what the reminder form sends (`LibraryReminderInput`, every field; `user_ids`: the others to remind) */
export type ReminderInput = Required<Schemas['LibraryReminderInput']>;

export type LibraryReminder = Schemas['LibraryReminder'];

/** POST /library/move_to (`target_folder_id` null: to the top level, folders only) */
export type MoveInput = Required<Schemas['LibraryMoveInput']>;

export type SiteFolders = Schemas['LibrarySiteFolders']['sites'][number];

/** GET /library/form_data: live sites (site-based folders) and active users (reminders for others) */
export type LibraryFormData = Schemas['LibraryFormData'];
