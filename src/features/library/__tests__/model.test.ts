import { ruleErrors } from '@/lib/forms/rule-errors';
import { canMoveFolderInto, fileKindOf, folderPath, folderTree, isFolderEmpty, reviewState, revisionAfter, subtreeIds, type LibraryFolder } from '../model';
import { folderSchema, libraryFileSchema, reminderSchema } from '../schemas/library-schemas';
import { LIBRARY_RULE_FIELDS, LIBRARY_SERVER_MESSAGES, libraryFieldErrors, libraryServerT } from '../schemas/rule-messages';

const folder = (id: number, name: string, parent_id: number | null, extra: Partial<LibraryFolder> = {}): LibraryFolder => ({ id, name, parent_id, site_id: null, site_name: null, child_ids: [], file_count: 0, created_at: '', updated_at: '', ...extra });
// Procedures (1) → Permit to work (2) → Hot work (4); Procedures → Emergency (3); Policies (5)
const FOLDERS = [folder(2, 'Permit to work', 1), folder(1, 'Procedures', null), folder(4, 'Hot work', 2), folder(3, 'Emergency', 1), folder(5, 'Policies', null)];

describe('library model', () => {
  it('builds the tree by parent_id, each level by name', () => {
    const tree = folderTree(FOLDERS);
    expect(tree.map((f) => f.name)).toEqual(['Policies', 'Procedures']);
    expect(tree[1].sub_folders.map((f) => f.name)).toEqual(['Emergency', 'Permit to work']);
    expect(tree[1].sub_folders[1].sub_folders.map((f) => f.name)).toEqual(['Hot work']);
  });

  it('finds a subtree and a path, and refuses a move into itself or below', () => {
    expect([...subtreeIds(FOLDERS, 1)].sort()).toEqual([1, 2, 3, 4]);
    expect(folderPath(FOLDERS, 4).map((f) => f.name)).toEqual(['Procedures', 'Permit to work', 'Hot work']);
    expect(canMoveFolderInto(FOLDERS, 1, 4)).toBe(false);
    expect(canMoveFolderInto(FOLDERS, 1, 1)).toBe(false);
    expect(canMoveFolderInto(FOLDERS, 2, 3)).toBe(true);
    expect(canMoveFolderInto(FOLDERS, 2, null)).toBe(true);
  });

  it('a folder is empty only without files and sub-folders', () => {
    expect(isFolderEmpty({ child_ids: [], file_count: 0 })).toBe(true);
    expect(isFolderEmpty({ child_ids: [7], file_count: 0 })).toBe(false);
    expect(isFolderEmpty({ child_ids: [], file_count: 1 })).toBe(false);
  });

  it('ISO 45001 7.5.2/7.5.3: review overdue from the day after the date, due soon within 30 days; revision + 1 only when the file is replaced', () => {
    const today = '2026-03-01';
    expect(reviewState(null, today)).toBe('none');
    expect(reviewState('2026-02-28', today)).toBe('overdue');
    expect(reviewState('2026-03-01', today)).toBe('due_soon');
    // 2026-03-31 is 30 days after 1 March; 1 April is 31
    expect(reviewState('2026-03-31', today)).toBe('due_soon');
    expect(reviewState('2026-04-01', today)).toBe('current');
    expect(revisionAfter(3, true)).toBe(4);
    expect(revisionAfter(3, false)).toBe(3);
  });

  it('names the kind of a file by its type', () => {
    expect(fileKindOf('image/png')).toBe('image');
    expect(fileKindOf('application/pdf')).toBe('pdf');
    expect(fileKindOf('application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe('word');
    expect(fileKindOf('application/vnd.ms-excel')).toBe('excel');
    expect(fileKindOf('application/vnd.ms-powerpoint')).toBe('powerpoint');
    expect(fileKindOf('video/mp4')).toBe('video');
  });
});

describe('library schemas (SPEC §5 "Library")', () => {
  const t = libraryServerT;
  it('folder and file names must not be empty', async () => {
    expect(await ruleErrors(folderSchema(t), { name: '   ' })).toEqual(["Folder name can't be blank"]);
    expect(await ruleErrors(folderSchema(t), { name: 'SDS' })).toEqual([]);
    expect(await ruleErrors(libraryFileSchema(t, true), { name: '', folder_id: null, file: null })).toEqual(["File name can't be blank", 'Folder must be chosen', 'No file provided']);
    // an update may keep its stored file
    expect(await ruleErrors(libraryFileSchema(t, false), { name: 'LOTO', folder_id: 4, file: null })).toEqual([]);
  });

  it('a reminder needs a date (not past) and a note, and remind me or remind others (with people)', async () => {
    const schema = reminderSchema(t, '2026-03-01');
    expect(await ruleErrors(schema, { remind_on: '', note: '', remind_me: false, remind_others: false, user_ids: [] })).toEqual(["Reminder date can't be blank", "Note can't be blank", 'Choose remind me or remind others']);
    expect(await ruleErrors(schema, { remind_on: '2026-02-28', note: 'Check', remind_me: true })).toEqual(['Reminder date cannot be in the past']);
    expect(await ruleErrors(schema, { remind_on: '2026-03-01', note: 'Check', remind_others: true, user_ids: [] })).toEqual(['Choose at least one person to remind']);
    expect(await ruleErrors(schema, { remind_on: '2026-03-01', note: 'Check', remind_me: true })).toEqual([]);
    expect(await ruleErrors(schema, { remind_on: '2026-04-01', note: 'Check', remind_others: true, user_ids: [5] })).toEqual([]);
  });

  it('maps every server message back to its field and translated key', () => {
    for (const [key, message] of Object.entries(LIBRARY_SERVER_MESSAGES)) {
      expect(libraryFieldErrors([message], (k) => `t:${k}`).fields).toEqual({ [LIBRARY_RULE_FIELDS[key]]: `t:${key}` });
    }
    expect(libraryFieldErrors(['Targeted folder for a move not found'], (k) => `t:${k}`)).toEqual({ fields: {}, other: ['t:validation.targetNotFound'] });
  });
});
