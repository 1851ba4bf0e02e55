import { HttpResponse } from 'msw';
import { ruleErrors } from '@/lib/forms/rule-errors';
import { todayIso } from '@/lib/forms/dates';
import {
  FILE_KINDS,
  LIBRARY_PER_PAGE,
  LIBRARY_TYPES,
  REVIEW_STATES,
  canMoveFolderInto,
  fileKindOf,
  folderTree,
  isFolderEmpty,
  reviewState,
  revisionAfter,
  type LibraryFileRecord,
  type LibraryFormData,
  type LibraryFolder,
  type LibraryReminder,
  type SiteFolders,
} from '@/features/library/model';
import { folderSchema, libraryFileSchema, reminderSchema } from '@/features/library/schemas/library-schemas';
import { LIBRARY_SERVER_ONLY_MESSAGES as ONLY, libraryServerT } from '@/features/library/schemas/rule-messages';
import type { Attachment } from '@/lib/files/attachment';
import { db, type TenantData } from '@/mocks/db/db';
import type { DemoUser } from '@/mocks/db/types';
import { errors, jsonBody, secured } from '@/mocks/http';
import { pageOf, queryOf, sortRows, whereSearch } from '@/mocks/list-query';
import { attachmentError } from '@/mocks/services/attachments';
import { siteLookup, userNames } from '@/mocks/services/lookups';
import { createNotification } from '@/mocks/cable/notifications';
import { seededContent } from './seed';
import { C, type DemoLibraryContent, type DemoLibraryFavorite, type DemoLibraryFile, type DemoLibraryFolder, type DemoLibraryReminder } from './types';

/** The library's demo backend: endpoints and payloads in features/library/README.md. */

const folders = (tenant: TenantData) => db.list<DemoLibraryFolder>(tenant, C.folders);
const files = (tenant: TenantData) => db.list<DemoLibraryFile>(tenant, C.files);
const idOf = (raw: string) => (/^\d+$/.test(raw) ? Number(raw) : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : null);
const now = () => new Date().toISOString();

function serializeFolders(tenant: TenantData): LibraryFolder[] {
  const { siteNames } = siteLookup(tenant);
  const all = folders(tenant);
  const counts = new Map<number, number>();
  for (const f of files(tenant)) counts.set(f.folder_id, (counts.get(f.folder_id) ?? 0) + 1);
  return all.map((f) => ({
    id: f.id,
    name: f.name,
    parent_id: f.parent_id,
    site_id: f.site_id,
    site_name: f.site_id ? (siteNames.get(f.site_id) ?? null) : null,
    child_ids: all.filter((c) => c.parent_id === f.id).map((c) => c.id),
    file_count: counts.get(f.id) ?? 0,
    created_at: f.created_at,
    updated_at: f.updated_at,
  }));
}

function serializeFiles(tenant: TenantData, rows: DemoLibraryFile[], userId: number): LibraryFileRecord[] {
  const { siteNames } = siteLookup(tenant);
  const users = userNames(tenant);
  const byId = new Map(folders(tenant).map((f) => [f.id, f]));
  const favorites = new Set(db.list<DemoLibraryFavorite>(tenant, C.favorites).filter((f) => f.user_id === userId).map((f) => f.library_file_id));
  const today = todayIso();
  return rows.map((f) => {
    const folder = byId.get(f.folder_id);
    const siteId = folder?.site_id ?? null;
    return {
      id: f.id,
      number: f.name,
      name: f.name,
      folder_id: f.folder_id,
      folder_name: folder?.name ?? '',
      site_id: siteId,
      site_name: siteId ? (siteNames.get(siteId) ?? null) : null,
      author: f.author,
      uploaded_by_id: f.uploaded_by_id,
      uploaded_by_name: f.uploaded_by_id ? (users.get(f.uploaded_by_id) ?? '') : '',
      updated_by_name: f.updated_by_id ? (users.get(f.updated_by_id) ?? '') : '',
      version: f.version,
      review_date: f.review_date,
      review_state: reviewState(f.review_date, today),
      description: f.description,
      file: f.file,
      kind: fileKindOf(f.file.type),
      is_favorite: favorites.has(f.id),
      created_at: f.created_at,
      updated_at: f.updated_at,
    };
  });
}

/** the nightly job of a real backend, run lazily by the library's endpoints: reminders whose day has come notify their people once */
export function deliverDueReminders(tenant: TenantData): void {
  const today = todayIso();
  for (const r of db.list<DemoLibraryReminder>(tenant, C.reminders)) {
    if (r.delivered_at || r.remind_on > today) continue;
    const file = files(tenant).find((f) => f.id === r.library_file_id);
    db.commit(tenant, C.reminders, 'update', { ...r, delivered_at: now() });
    if (!file) continue;
    for (const userId of r.user_ids) createNotification(tenant, userId, { kind: 'system', title: `Reminder: ${file.name}`, body: r.note, link: `/library/view/${file.id}` });
  }
}

const activeUsers = (tenant: TenantData) => db.list<DemoUser>(tenant, 'users').filter((u) => u.status === 'Active');

function serializeReminder(tenant: TenantData, r: DemoLibraryReminder): LibraryReminder {
  const users = userNames(tenant);
  return {
    id: r.id,
    library_file_id: r.library_file_id,
    remind_on: r.remind_on,
    note: r.note,
    user_ids: r.user_ids,
    user_names: r.user_ids.map((id) => users.get(id) ?? `#${id}`),
    created_by_id: r.created_by_id,
    created_by_name: users.get(r.created_by_id) ?? '',
    created_at: r.created_at,
  };
}

const FILE_SORT: Record<string, (f: LibraryFileRecord) => string | number> = {
  name: (f) => f.name.toLowerCase(),
  folder_name: (f) => f.folder_name.toLowerCase(),
  version: (f) => f.version,
  review_date: (f) => f.review_date ?? '9999',
  author: (f) => f.author.toLowerCase(),
  updated_at: (f) => f.updated_at,
  created_at: (f) => f.created_at,
};

type FileBody = Partial<Record<'name' | 'folder_id' | 'author' | 'review_date' | 'description' | 'file', unknown>>;

async function fileProblems(tenant: TenantData, body: FileBody, creating: boolean): Promise<string[]> {
  const out = await ruleErrors(libraryFileSchema(libraryServerT, creating), body);
  const folderId = num(body.folder_id);
  if (folderId !== null && !folders(tenant).some((f) => f.id === folderId)) out.push(ONLY['validation.folderNotFound']);
  if (body.file != null) {
    const bad = await attachmentError([body.file], { allowedTypes: LIBRARY_TYPES });
    if (bad) out.push(bad);
  }
  return [...new Set(out)];
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const day = (v: unknown) => (typeof v === 'string' && v ? v : null);

function sameNameAt(tenant: TenantData, name: string, parentId: number | null, siteId: number | null, exceptId: number | null) {
  const lower = name.trim().toLowerCase();
  return folders(tenant).some((f) => f.id !== exceptId && f.parent_id === parentId && (parentId !== null || f.site_id === siteId) && f.name.trim().toLowerCase() === lower);
}

function fileOf(tenant: TenantData, raw: string) {
  const id = idOf(raw);
  return id === null ? undefined : files(tenant).find((f) => f.id === id);
}

export const libraryHandlers = [
  /** what the forms choose from: live sites (site-based folders) and active users (reminders for others) */
  secured('get', '/library/form_data', ['read', 'Library'], ({ tenant }) => {
    const sites = siteLookup(tenant).sites.filter((s) => s.status !== 'deleted').map((s) => ({ id: s.id, name: s.name }));
    const users = activeUsers(tenant).map((u) => ({ id: u.id, full_name: u.full_name }));
    return HttpResponse.json({ sites, users } satisfies LibraryFormData);
  }),
  /** every folder, flat (parent_id, child_ids, file_count); the client builds the tree */
  secured('get', '/library/folders', ['read', 'Library'], ({ tenant }) => {
    deliverDueReminders(tenant);
    return HttpResponse.json({ folders: serializeFolders(tenant) });
  }),
  /** SPEC §7 site_based_folders: each live site with its folder tree (sub_folders nested) */
  secured('get', '/library/site_based_folders', ['read', 'Library'], ({ tenant }) => {
    const all = serializeFolders(tenant);
    const sites: SiteFolders[] = siteLookup(tenant)
      .sites.filter((s) => s.status !== 'deleted')
      .map((s) => ({ site_id: s.id, site_name: s.name, folders: folderTree(all.filter((f) => f.site_id === s.id)) }));
    return HttpResponse.json({ sites });
  }),
  secured('post', '/library/folders', ['create', 'Library'], async ({ tenant, request, user }) => {
    const body = await jsonBody<Record<string, unknown>>(request);
    const problems = await ruleErrors(folderSchema(libraryServerT), body);
    const parentId = num(body.parent_id);
    const parent = parentId === null ? null : folders(tenant).find((f) => f.id === parentId);
    if (parentId !== null && !parent) problems.push(ONLY['validation.folderNotFound']);
    // a sub-folder belongs to its parent's site; a top-level folder may be tied to a live site
    const siteId = parent ? parent.site_id : num(body.site_id);
    if (!parent && siteId !== null && !siteLookup(tenant).sites.some((s) => s.id === siteId && s.status !== 'deleted')) problems.push(ONLY['validation.folderNotFound']);
    if (!problems.length && sameNameAt(tenant, text(body.name), parentId, siteId, null)) problems.push(ONLY['validation.folderNameTaken']);
    if (problems.length) return errors(422, ...new Set(problems));
    const at = now();
    const row: DemoLibraryFolder = { id: db.newId(tenant), name: text(body.name), parent_id: parentId, site_id: siteId, created_by_id: user.id, created_at: at, updated_at: at };
    db.commit(tenant, C.folders, 'create', row);
    return HttpResponse.json(serializeFolders(tenant).find((f) => f.id === row.id), { status: 201 });
  }),
  /** rename */
  secured<{ id: string }>('patch', '/library/folders/:id', ['update', 'Library'], async ({ tenant, request, params }) => {
    const id = idOf(params.id);
    const folder = id === null ? undefined : folders(tenant).find((f) => f.id === id);
    if (!folder) return errors(404, ONLY['validation.folderNotFound']);
    const body = await jsonBody<Record<string, unknown>>(request);
    const problems = await ruleErrors(folderSchema(libraryServerT), { name: body.name });
    if (!problems.length && sameNameAt(tenant, text(body.name), folder.parent_id, folder.site_id, folder.id)) problems.push(ONLY['validation.folderNameTaken']);
    if (problems.length) return errors(422, ...problems);
    db.commit(tenant, C.folders, 'update', { ...folder, name: text(body.name), updated_at: now() });
    return HttpResponse.json(serializeFolders(tenant).find((f) => f.id === folder.id));
  }),
  /** only an empty folder (no files, no sub-folders) is deleted */
  secured<{ id: string }>('delete', '/library/folders/:id', ['delete', 'Library'], ({ tenant, params }) => {
    const id = idOf(params.id);
    const folder = id === null ? undefined : serializeFolders(tenant).find((f) => f.id === id);
    if (!folder) return errors(404, ONLY['validation.folderNotFound']);
    if (!isFolderEmpty(folder)) return errors(422, ONLY['validation.folderNotEmpty']);
    db.commit(tenant, C.folders, 'remove', folders(tenant).find((f) => f.id === folder.id)!);
    return HttpResponse.json({ id: folder.id });
  }),
  /**
   * The files: `folder_id` (that folder's own files), `site_id`, `kind`, `review` (overdue, due_soon, current, none),
   * `favorites=true`, `q` (name, author, description, file name; across every folder unless one is chosen),
   * `sort` (name, folder_name, version, review_date, author, updated_at, created_at) / `order`, paging.
   */
  secured('get', '/library/library_files', ['read', 'Library'], ({ tenant, request, user }) => {
    deliverDueReminders(tenant);
    const q = queryOf(request);
    let rows = serializeFiles(tenant, files(tenant), user.id);
    const folderId = num(q('folder_id'));
    if (folderId !== null) rows = rows.filter((f) => f.folder_id === folderId);
    const siteId = num(q('site_id'));
    if (siteId !== null) rows = rows.filter((f) => f.site_id === siteId);
    if ((FILE_KINDS as readonly string[]).includes(q('kind'))) rows = rows.filter((f) => f.kind === q('kind'));
    if ((REVIEW_STATES as readonly string[]).includes(q('review'))) rows = rows.filter((f) => f.review_state === q('review'));
    if (q('favorites') === 'true') rows = rows.filter((f) => f.is_favorite);
    rows = whereSearch(rows, q, (f) => `${f.name} ${f.author} ${f.description} ${f.file.name}`);
    const sorted = sortRows(rows, (k) => (k === 'order' ? q('order') || (q('sort') ? 'desc' : 'asc') : q(k)), 'name', FILE_SORT);
    const { rows: library_files, ...paging } = pageOf(sorted, q, LIBRARY_PER_PAGE, 100);
    return HttpResponse.json({ library_files, ...paging });
  }),
  secured<{ id: string }>('get', '/library/library_files/:id', ['read', 'Library'], ({ tenant, params, user }) => {
    const file = fileOf(tenant, params.id);
    return file ? HttpResponse.json(serializeFiles(tenant, [file], user.id)[0]) : errors(404, 'File not found');
  }),
  /** the bytes, as a data URL (the page previews images and PDFs through an object URL and offers a download) */
  secured<{ id: string }>('get', '/library/library_files/:id/content', ['read', 'Library'], ({ tenant, params }) => {
    const file = fileOf(tenant, params.id);
    if (!file) return errors(404, 'File not found');
    const stored = db.list<DemoLibraryContent>(tenant, C.contents).find((c) => c.library_file_id === file.id);
    return HttpResponse.json({ name: file.file.name, type: file.file.type, data_url: stored?.data_url ?? seededContent(file) });
  }),
  secured('post', '/library/library_files', ['create', 'Library'], async ({ tenant, request, user }) => {
    const body = await jsonBody<FileBody>(request);
    const problems = await fileProblems(tenant, body, true);
    if (problems.length) return errors(422, ...problems);
    const att = body.file as Attachment;
    const at = now();
    const row: DemoLibraryFile = {
      id: db.newId(tenant),
      name: text(body.name),
      folder_id: num(body.folder_id)!,
      author: text(body.author),
      uploaded_by_id: user.id,
      updated_by_id: user.id,
      version: 1,
      review_date: day(body.review_date),
      description: typeof body.description === 'string' ? body.description : '',
      file: { name: att.name, type: att.type, size: att.size },
      created_at: at,
      updated_at: at,
    };
    db.commit(tenant, C.contents, 'create', { id: db.newId(tenant), library_file_id: row.id, data_url: att.data_url } satisfies DemoLibraryContent);
    db.commit(tenant, C.files, 'create', row);
    return HttpResponse.json(serializeFiles(tenant, [row], user.id)[0], { status: 201 });
  }),
  /** the details; a new `file` replaces the stored one and raises the revision (ISO 45001 7.5.3 c) */
  secured<{ id: string }>('patch', '/library/library_files/:id', ['update', 'Library'], async ({ tenant, request, params, user }) => {
    const existing = fileOf(tenant, params.id);
    if (!existing) return errors(404, 'File not found');
    const patch = await jsonBody<FileBody>(request);
    const body: FileBody = { name: existing.name, folder_id: existing.folder_id, author: existing.author, review_date: existing.review_date, description: existing.description, ...patch };
    const problems = await fileProblems(tenant, body, false);
    if (problems.length) return errors(422, ...problems);
    const att = body.file as Attachment | null | undefined;
    const replaced = !!att;
    const row: DemoLibraryFile = {
      ...existing,
      name: text(body.name),
      folder_id: num(body.folder_id)!,
      author: text(body.author),
      review_date: day(body.review_date),
      description: typeof body.description === 'string' ? body.description : '',
      version: revisionAfter(existing.version, replaced),
      file: att ? { name: att.name, type: att.type, size: att.size } : existing.file,
      updated_by_id: user.id,
      updated_at: now(),
    };
    if (att) {
      const stored = db.list<DemoLibraryContent>(tenant, C.contents).find((c) => c.library_file_id === row.id);
      db.commit(tenant, C.contents, stored ? 'update' : 'create', { id: stored?.id ?? db.newId(tenant), library_file_id: row.id, data_url: att.data_url } satisfies DemoLibraryContent);
    }
    db.commit(tenant, C.files, 'update', row);
    return HttpResponse.json(serializeFiles(tenant, [row], user.id)[0]);
  }),
  secured<{ id: string }>('delete', '/library/library_files/:id', ['delete', 'Library'], ({ tenant, params }) => {
    const file = fileOf(tenant, params.id);
    if (!file) return errors(404, 'File not found');
    for (const c of db.list<DemoLibraryContent>(tenant, C.contents).filter((c) => c.library_file_id === file.id)) db.commit(tenant, C.contents, 'remove', c);
    for (const f of db.list<DemoLibraryFavorite>(tenant, C.favorites).filter((f) => f.library_file_id === file.id)) db.commit(tenant, C.favorites, 'remove', f);
    db.commit(tenant, C.files, 'remove', file);
    return HttpResponse.json({ id: file.id });
  }),
  /** favourites are personal: any Library reader marks their own */
  secured('post', '/library/favorites', ['read', 'Library'], async ({ tenant, request, user }) => {
    const body = await jsonBody<{ library_file_id?: unknown }>(request);
    const file = files(tenant).find((f) => f.id === num(body.library_file_id));
    if (!file) return errors(404, 'File not found');
    const mine = db.list<DemoLibraryFavorite>(tenant, C.favorites);
    if (!mine.some((f) => f.user_id === user.id && f.library_file_id === file.id)) db.commit(tenant, C.favorites, 'create', { id: db.newId(tenant), user_id: user.id, library_file_id: file.id });
    return HttpResponse.json(serializeFiles(tenant, [file], user.id)[0], { status: 201 });
  }),
  secured<{ id: string }>('delete', '/library/favorites/:id', ['read', 'Library'], ({ tenant, params, user }) => {
    const file = fileOf(tenant, params.id);
    if (!file) return errors(404, 'File not found');
    for (const f of db.list<DemoLibraryFavorite>(tenant, C.favorites).filter((f) => f.user_id === user.id && f.library_file_id === file.id)) db.commit(tenant, C.favorites, 'remove', f);
    return HttpResponse.json(serializeFiles(tenant, [file], user.id)[0]);
  }),
  /** the reminders of a file that the user made or receives */
  secured<{ id: string }>('get', '/library/library_files/:id/reminders', ['read', 'Library'], ({ tenant, params, user }) => {
    const file = fileOf(tenant, params.id);
    if (!file) return errors(404, 'File not found');
    const rows = db
      .list<DemoLibraryReminder>(tenant, C.reminders)
      .filter((r) => r.library_file_id === file.id && (r.created_by_id === user.id || r.user_ids.includes(user.id)))
      .sort((a, b) => a.remind_on.localeCompare(b.remind_on) || a.id - b.id);
    return HttpResponse.json({ reminders: rows.map((r) => serializeReminder(tenant, r)) });
  }),
  /** SPEC §5: a date and a note, remind me and/or others (active users of the organisation) */
  secured('post', '/library/reminder', ['read', 'Library'], async ({ tenant, request, user }) => {
    const body = await jsonBody<Record<string, unknown>>(request);
    const file = files(tenant).find((f) => f.id === num(body.library_file_id));
    if (!file) return errors(404, 'File not found');
    const problems = await ruleErrors(reminderSchema(libraryServerT), body);
    const others = body.remind_others === true && Array.isArray(body.user_ids) ? body.user_ids.map(num) : [];
    const active = new Set(activeUsers(tenant).map((u) => u.id));
    if (others.some((id) => id === null || !active.has(id))) problems.push(ONLY['validation.usersInvalid']);
    if (problems.length) return errors(422, ...problems);
    const userIds = [...new Set([...(body.remind_me === true ? [user.id] : []), ...(others as number[])])];
    const row: DemoLibraryReminder = { id: db.newId(tenant), library_file_id: file.id, remind_on: String(body.remind_on), note: text(body.note), user_ids: userIds, created_by_id: user.id, created_at: now(), delivered_at: null };
    db.commit(tenant, C.reminders, 'create', row);
    deliverDueReminders(tenant);
    return HttpResponse.json(serializeReminder(tenant, row), { status: 201 });
  }),
  /**
   * SPEC §7 move_to: files and folders into `target_folder_id` (null: folders to the top level). A target that is
   * gone answers 404 'Targeted folder for a move not found' (SPEC §8) and moves nothing.
   */
  secured('post', '/library/move_to', ['update', 'Library'], async ({ tenant, request }) => {
    const body = await jsonBody<Record<string, unknown>>(request);
    const fileIds = Array.isArray(body.library_file_ids) ? body.library_file_ids.map(num) : [];
    const folderIds = Array.isArray(body.folder_ids) ? body.folder_ids.map(num) : [];
    const targetId = body.target_folder_id == null ? null : num(body.target_folder_id);
    const all = folders(tenant);
    const target = targetId === null ? null : all.find((f) => f.id === targetId);
    if (body.target_folder_id != null && !target) return errors(404, ONLY['validation.targetNotFound']);
    if (!target && fileIds.length) return errors(404, ONLY['validation.targetNotFound']);
    const moving = fileIds.map((id) => files(tenant).find((f) => f.id === id));
    const movingFolders = folderIds.map((id) => all.find((f) => f.id === id));
    if (moving.some((f) => !f) || movingFolders.some((f) => !f)) return errors(404, 'File not found');
    if (movingFolders.some((f) => !canMoveFolderInto(all, f!.id, targetId))) return errors(422, ONLY['validation.moveIntoItself']);
    const at = now();
    for (const f of moving) db.commit(tenant, C.files, 'update', { ...f!, folder_id: target!.id, updated_at: at });
    for (const f of movingFolders) {
      // a moved folder takes its new parent's site (and so do the folders below it)
      const siteId = target ? target.site_id : f!.site_id;
      db.commit(tenant, C.folders, 'update', { ...f!, parent_id: targetId, site_id: siteId, updated_at: at });
      if (siteId !== f!.site_id) for (const below of all.filter((b) => b.id !== f!.id && canMoveFolderInto(all, f!.id, b.id) === false)) db.commit(tenant, C.folders, 'update', { ...below, site_id: siteId });
    }
    return HttpResponse.json({ moved: { library_file_ids: fileIds, folder_ids: folderIds }, target_folder_id: targetId });
  }),
];
