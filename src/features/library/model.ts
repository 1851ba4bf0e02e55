import { DOCUMENT_TYPES, IMAGE_TYPES } from '@/lib/files/validate-upload';
import type { Attachment } from '@/lib/files/attachment';
import { daysBetween } from '@/lib/dates';

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

export interface LibraryFolder {
  id: number;
  name: string;
  parent_id: number | null;
  /** a site-based folder (SPEC §7 site_based_folders): its site, inherited by its sub-folders; null = the whole organisation */
  site_id: number | null;
  site_name: string | null;
  /** the ids of its sub-folders (SPEC §3 child_ids) */
  child_ids: number[];
  file_count: number;
  created_at: string;
  updated_at: string;
}

export interface FolderNode extends LibraryFolder {
  sub_folders: FolderNode[];
}

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
export interface StoredFile {
  name: string;
  type: string;
  size: number;
}

export interface LibraryFileRecord {
  id: number;
  /** the record editor titles a record by `number`: a file's is its name */
  number: string;
  name: string;
  folder_id: number;
  folder_name: string;
  site_id: number | null;
  site_name: string | null;
  author: string;
  uploaded_by_id: number | null;
  uploaded_by_name: string;
  updated_by_name: string;
  /** ISO 45001 7.5.3 c): the revision, 1 for a new file */
  version: number;
  /** ISO 45001 7.5.2 c): when the document is next reviewed (YYYY-MM-DD) */
  review_date: string | null;
  review_state: ReviewState;
  description: string;
  file: StoredFile;
  kind: FileKind;
  is_favorite: boolean;
  created_at: string;
  updated_at: string;
}

export interface LibraryFileInput {
  name: string;
  folder_id: number | null;
  author: string;
  review_date: string | null;
  description: string;
  /** required to create; on an update a new file replaces the stored one (revision + 1) */
  file: Attachment | null;
}

export interface LibraryFileListResponse {
  library_files: LibraryFileRecord[];
  total_count: number;
  page: number;
  per_page: number;
}

export interface FolderInput {
  name: string;
  parent_id: number | null;
  site_id: number | null;
}

export interface ReminderInput {
  library_file_id: number;
  remind_on: string;
  note: string;
  remind_me: boolean;
  remind_others: boolean;
  /** the others to remind (remind_others) */
  user_ids: number[];
}

export interface LibraryReminder {
  id: number;
  library_file_id: number;
  remind_on: string;
  note: string;
  /** everyone reminded, the creator first when remind_me */
  user_ids: number[];
  user_names: string[];
  created_by_id: number;
  created_by_name: string;
  created_at: string;
}

export interface MoveInput {
  library_file_ids: number[];
  folder_ids: number[];
  /** null: to the top level (folders only) */
  target_folder_id: number | null;
}

export interface SiteFolders {
  site_id: number;
  site_name: string;
  folders: FolderNode[];
}

/** GET /library/form_data: live sites (site-based folders) and active users (reminders for others) */
export interface LibraryFormData {
  sites: { id: number; name: string }[];
  users: { id: number; full_name: string }[];
}
