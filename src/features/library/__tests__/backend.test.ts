import { securedClient } from '@/lib/api/clients';
import { todayIso } from '@/lib/forms/dates';
import { failure, globexOwnerCalls, rawCallsAs, signIn } from '@/testing/backend';
import { db } from '@/mocks/db/db';
import type { DemoRole, DemoSite, DemoUser } from '@/mocks/db/types';
import type { DemoNotification } from '@/mocks/cable/payloads';
import { roleAction } from '@/mocks/db/seed/roles';
import type { DemoLibraryFile, DemoLibraryFolder } from '../demo/types';
import type { LibraryFileListResponse, LibraryFileRecord, LibraryFolder, LibraryReminder, SiteFolders } from '../model';

const acme = () => db.tenant('acme')!;
const folders = () => db.list<DemoLibraryFolder>(acme(), 'library_folders');
const files = () => db.list<DemoLibraryFile>(acme(), 'library_files');
const folderNamed = (name: string) => folders().find((f) => f.name === name)!;
const userOf = (email: string) => db.list<DemoUser>(acme(), 'users').find((u) => u.email === email)!;
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const png = (name = 'muster-map.png', size = 68) => ({ name, type: 'image/png', size, data_url: PNG });

/** the Supervisor role may read the library, nothing more */
function supervisorReadsLibrary() {
  const role = db.list<DemoRole>(acme(), 'roles').find((r) => r.name === 'Supervisor')!;
  role.role_actions_attributes = role.role_actions_attributes.map((a) => (a.name === 'Library' ? roleAction('Library', { r_view: true }) : a));
}

describe('demo backend: library', () => {
  it('seeds organisation-wide and site-based folders with files, and lists, searches and filters them', async () => {
    const sites = db.list<DemoSite>(acme(), 'sites').filter((s) => s.status !== 'deleted');
    expect(files().length).toBeGreaterThanOrEqual(87 + 34 * sites.length);
    await signIn('admin@acme.test');
    const tree = (await securedClient.get<{ folders: LibraryFolder[] }>('/library/folders')).data.folders;
    const procedures = tree.find((f) => f.name === 'Procedures')!;
    expect(procedures).toMatchObject({ parent_id: null, site_id: null, file_count: 0 });
    expect(procedures.child_ids.map((id) => tree.find((f) => f.id === id)!.name).sort()).toEqual(['Emergency response', 'Incident investigation', 'Lockout / tagout', 'Permit to work']);
    const bySite = (await securedClient.get<{ sites: SiteFolders[] }>('/library/site_based_folders')).data.sites;
    expect(bySite).toHaveLength(sites.length);
    expect(bySite[0].folders[0].sub_folders.map((f) => f.name)).toEqual(['Emergency plans', 'Inspection records', 'Site procedures', 'Toolbox talk records']);
    // search runs across every folder
    const sds = (await securedClient.get<LibraryFileListResponse>('/library/library_files', { params: { search: 'sds – a' } })).data;
    expect(sds.library_files.map((f) => f.name)).toEqual(['SDS – Acetone', 'SDS – Ammonia solution', 'SDS – Argon']);
    expect(sds.library_files[0]).toMatchObject({ folder_name: 'Chemicals A–M', kind: 'pdf', is_favorite: false });
    const site = sites[0];
    const atSite = (await securedClient.get<LibraryFileListResponse>('/library/library_files', { params: { site_id: site.id, per_page: 100 } })).data;
    expect(atSite.total_count).toBe(34);
    expect(atSite.library_files.every((f) => f.site_name === site.name)).toBe(true);
    const overdue = (await securedClient.get<LibraryFileListResponse>('/library/library_files', { params: { review: 'overdue', per_page: 100 } })).data;
    expect(overdue.total_count).toBeGreaterThan(0);
    expect(overdue.library_files.every((f) => f.review_date! < todayIso())).toBe(true);
  });

  it('creates, renames and deletes folders: names must not be empty, a non-empty folder is refused', async () => {
    await signIn('admin@acme.test');
    expect((await failure(securedClient.post('/library/folders', { name: '  ' }))).data).toEqual({ errors: ["Folder name can't be blank"] });
    const parent = folderNamed('Permits guidance');
    const created = (await securedClient.post<LibraryFolder>('/library/folders', { name: 'Hot work', parent_id: parent.id })).data;
    expect(created).toMatchObject({ name: 'Hot work', parent_id: parent.id, site_id: null, file_count: 0 });
    expect((await failure(securedClient.post('/library/folders', { name: 'hot work', parent_id: parent.id }))).data).toEqual({ errors: ['A folder with this name already exists here'] });
    expect((await securedClient.patch<LibraryFolder>(`/library/folders/${created.id}`, { name: 'Hot work permits' })).data.name).toBe('Hot work permits');
    const refused = await failure(securedClient.delete(`/library/folders/${parent.id}`));
    expect(refused).toEqual({ status: 422, data: { errors: ['Folder is not empty: move or delete its files and sub-folders first'] } });
    await securedClient.delete(`/library/folders/${created.id}`);
    expect(folders().some((f) => f.id === created.id)).toBe(false);
    // a sub-folder of a site folder belongs to that site
    const siteRoot = folders().find((f) => f.site_id !== null && f.parent_id === null)!;
    const sub = (await securedClient.post<LibraryFolder>('/library/folders', { name: 'Contractor induction', parent_id: siteRoot.id, site_id: null })).data;
    expect(sub.site_id).toBe(siteRoot.site_id);
  });

  it('uploads with the SPEC §5 checks on the decoded bytes (10 MB, type, content), and a replaced file raises the revision', async () => {
    await signIn('admin@acme.test');
    const folder = folderNamed('Policies');
    const fake = { name: 'policy.pdf', type: 'application/pdf', size: 60, data_url: 'data:application/pdf;base64,TVqQAAMAAAAEAAAA' };
    expect((await failure(securedClient.post('/library/library_files', { name: 'Policy', folder_id: folder.id, file: fake }))).data).toEqual({ errors: ['File content does not match PDF format (policy.pdf)'] });
    expect((await failure(securedClient.post('/library/library_files', { name: 'Big', folder_id: folder.id, file: png('big.png', 10_485_761) }))).data).toEqual({ errors: ['File size exceeds 10MB limit (big.png)'] });
    expect((await failure(securedClient.post('/library/library_files', { name: 'Notes', folder_id: folder.id, file: { name: 'notes.txt', type: 'text/plain', size: 5, data_url: 'data:text/plain;base64,aGVsbG8=' } }))).data).toEqual({ errors: ["File type 'text/plain' not allowed (notes.txt)"] });
    expect((await failure(securedClient.post('/library/library_files', { name: '', folder_id: null }))).data).toEqual({ errors: ["File name can't be blank", 'Folder must be chosen', 'No file provided'] });
    const saved = (await securedClient.post<LibraryFileRecord>('/library/library_files', { name: 'Muster map', folder_id: folder.id, author: 'HSE', review_date: '2027-01-31', file: png() })).data;
    expect(saved).toMatchObject({ name: 'Muster map', version: 1, author: 'HSE', uploaded_by_name: 'Alice Admin', kind: 'image', review_date: '2027-01-31', file: { name: 'muster-map.png', type: 'image/png' } });
    expect((await securedClient.get<{ data_url: string }>(`/library/library_files/${saved.id}/content`)).data.data_url).toBe(PNG);
    const details = (await securedClient.patch<LibraryFileRecord>(`/library/library_files/${saved.id}`, { author: 'Site HSE' })).data;
    expect(details).toMatchObject({ author: 'Site HSE', version: 1 });
    const replaced = (await securedClient.patch<LibraryFileRecord>(`/library/library_files/${saved.id}`, { file: png('muster-map-v2.png') })).data;
    expect(replaced).toMatchObject({ version: 2, file: { name: 'muster-map-v2.png' } });
    // a seeded PDF has a generated one-page document
    const seeded = files().find((f) => f.file.type === 'application/pdf')!;
    expect(atob((await securedClient.get<{ data_url: string }>(`/library/library_files/${seeded.id}/content`)).data.data_url.split(',')[1]).startsWith('%PDF-1.4')).toBe(true);
  });

  it('moves files and folders; a target that went away is "Targeted folder for a move not found" (SPEC §8); no folder moves into itself', async () => {
    await signIn('admin@acme.test');
    const file = files().find((f) => f.name === 'PPE policy')!;
    const archive = folderNamed('Archive');
    const gone = (await securedClient.post<LibraryFolder>('/library/folders', { name: 'Temporary' })).data;
    await securedClient.delete(`/library/folders/${gone.id}`);
    expect(await failure(securedClient.post('/library/move_to', { library_file_ids: [file.id], folder_ids: [], target_folder_id: gone.id }))).toEqual({ status: 404, data: { errors: ['Targeted folder for a move not found'] } });
    expect(files().find((f) => f.id === file.id)!.folder_id).toBe(folderNamed('Policies').id);
    await securedClient.post('/library/move_to', { library_file_ids: [file.id], folder_ids: [], target_folder_id: archive.id });
    expect(files().find((f) => f.id === file.id)!.folder_id).toBe(archive.id);
    const procedures = folderNamed('Procedures');
    expect((await failure(securedClient.post('/library/move_to', { folder_ids: [procedures.id], target_folder_id: folderNamed('Permit to work').id }))).data).toEqual({ errors: ['A folder cannot be moved into itself or one of its sub-folders'] });
    await securedClient.post('/library/move_to', { folder_ids: [folderNamed('Permit to work').id], target_folder_id: archive.id });
    expect(folderNamed('Permit to work').parent_id).toBe(archive.id);
  });

  it('favourites and reminders are personal; a reminder due today notifies its people at once', async () => {
    await signIn('admin@acme.test');
    const file = files().find((f) => f.name === 'LOTO procedure')!;
    await securedClient.post('/library/favorites', { library_file_id: file.id });
    const favourites = (await securedClient.get<LibraryFileListResponse>('/library/library_files', { params: { favorites: 'true' } })).data;
    expect(favourites.library_files.map((f) => f.name)).toEqual(['LOTO procedure']);
    expect((await failure(securedClient.post('/library/reminder', { library_file_id: file.id, remind_on: '', note: ' ', remind_me: false, remind_others: false }))).data).toEqual({
      errors: ["Reminder date can't be blank", "Note can't be blank", 'Choose remind me or remind others'],
    });
    const hod = userOf('hod@acme.test');
    const today = todayIso();
    const reminder = (await securedClient.post<LibraryReminder>('/library/reminder', { library_file_id: file.id, remind_on: today, note: 'Annual LOTO review', remind_me: true, remind_others: true, user_ids: [hod.id] })).data;
    expect(reminder.user_names).toEqual(['Alice Admin', 'Hugo Dalton']);
    const notes = db.list<DemoNotification>(acme(), 'notifications').filter((n) => n.link === `/library/view/${file.id}`);
    expect(notes.map((n) => n.user_id).sort()).toEqual([userOf('admin@acme.test').id, hod.id].sort());
    expect(notes[0]).toMatchObject({ title: 'Reminder: LOTO procedure', body: 'Annual LOTO review' });
    await securedClient.delete(`/library/favorites/${file.id}`);
    expect((await securedClient.get<LibraryFileRecord>(`/library/library_files/${file.id}`)).data.is_favorite).toBe(false);
  });

  it('answers 403 to a reader who changes the library, and keeps tenants apart', async () => {
    supervisorReadsLibrary();
    const call = await rawCallsAs('supervisor@acme.test');
    expect((await call('GET', '/library/folders')).status).toBe(200);
    const folder = folderNamed('Policies');
    const file = files()[0];
    expect((await call('POST', '/library/folders', { name: 'Mine' })).status).toBe(403);
    expect((await call('PATCH', `/library/folders/${folder.id}`, { name: 'Mine' })).status).toBe(403);
    expect((await call('DELETE', `/library/library_files/${file.id}`)).status).toBe(403);
    expect((await call('POST', '/library/move_to', { library_file_ids: [file.id], target_folder_id: folder.id })).status).toBe(403);
    expect((await call('POST', '/library/library_files', { name: 'x', folder_id: folder.id, file: png() })).status).toBe(403);
    expect((await call('POST', '/library/favorites', { library_file_id: file.id })).status).toBe(201);
    const none = await rawCallsAs('noaccess@acme.test');
    expect((await none('GET', '/library/library_files')).status).toBe(403);
    // ids are per tenant: an acme id that globex has no file under is not found there
    const globexIds = new Set(db.list<DemoLibraryFile>(db.tenant('globex')!, 'library_files').map((f) => f.id));
    const acmeOnly = files().find((f) => !globexIds.has(f.id))!;
    const globex = await globexOwnerCalls();
    expect((await globex('GET', `/library/library_files/${acmeOnly.id}`)).status).toBe(404);
    expect((await globex('GET', '/library/folders')).status).toBe(200);
  });
});
