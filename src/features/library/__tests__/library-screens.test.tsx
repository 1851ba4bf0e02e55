import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { todayIso } from '@/lib/forms/dates';
import { db } from '@/mocks/db/db';
import type { DemoRole } from '@/mocks/db/types';
import { roleAction } from '@/mocks/db/seed/roles';
import { renderApp } from '@/testing/render-app';
import type { DemoLibraryFavorite, DemoLibraryFile, DemoLibraryFolder, DemoLibraryReminder } from '../demo/types';

const acme = () => db.tenant('acme')!;
const folders = () => db.list<DemoLibraryFolder>(acme(), 'library_folders');
const files = () => db.list<DemoLibraryFile>(acme(), 'library_files');
const folderNamed = (name: string) => folders().find((f) => f.name === name)!;
const fileNamed = (name: string) => files().find((f) => f.name === name)!;
const table = () => screen.getByRole('table', { name: /^Files: \d+ found/ });
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89];

describe('library screens', () => {
  it('shows a folder’s files from the tree (folder in the URL), searches across folders and marks a favourite', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/library', { as: 'admin@acme.test' });
    const tree = await screen.findByRole('navigation', { name: 'Folders' });
    await user.click(await within(tree).findByRole('button', { name: 'Chemicals A–M' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?folder_id=${folderNamed('Chemicals A–M').id}`));
    await waitFor(() => expect(within(table()).getByRole('link', { name: 'SDS – Acetone' })).toBeInTheDocument());
    expect(within(table()).queryByRole('link', { name: 'SDS – Toluene' })).not.toBeInTheDocument();
    expect(within(tree).getByRole('button', { name: 'Chemicals A–M' })).toHaveAttribute('aria-current', 'true');
    // the search covers every folder once "All files" is chosen
    await user.click(within(tree).getByRole('button', { name: 'All files' }));
    await user.type(screen.getByRole('searchbox', { name: /search/i }), 'toluene');
    expect(await within(table()).findByRole('link', { name: 'SDS – Toluene' })).toBeInTheDocument();
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(2));
    const star = within(table()).getByRole('button', { name: 'Favourite: SDS – Toluene' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(star);
    await waitFor(() => expect(within(table()).getByRole('button', { name: 'Favourite: SDS – Toluene' })).toHaveAttribute('aria-pressed', 'true'));
    expect(db.list<DemoLibraryFavorite>(acme(), 'library_favorites').map((f) => f.library_file_id)).toEqual([fileNamed('SDS – Toluene').id]);
  });

  it('uploads a file: the empty form is refused with the schema’s messages, then the file opens on its view page with a preview', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp(`/library/new?folder_id=${folderNamed('Emergency response').id}`, { as: 'admin@acme.test' });
    const form = await screen.findByRole('form', { name: 'Upload a file' });
    const f = within(form);
    await user.selectOptions(f.getByLabelText(/^Folder/), '');
    await user.click(f.getByRole('button', { name: 'Upload' }));
    expect(await f.findByText('Enter a file name.')).toBeInTheDocument();
    expect(f.getByText('Choose a folder.')).toBeInTheDocument();
    expect(f.getByText('Choose a file to upload.')).toBeInTheDocument();
    await user.upload(f.getByLabelText(/^File \*/), new File([new Uint8Array(PNG)], 'muster-points.png', { type: 'image/png' }));
    await waitFor(() => expect(f.getByLabelText(/^Name/)).toHaveValue('muster-points'));
    await user.selectOptions(f.getByLabelText(/^Folder/), 'Procedures / Emergency response');
    await user.type(f.getByLabelText(/^Author/), 'Hugo Dalton');
    await user.click(f.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/library\/view\/\d+$/));
    expect(await screen.findByRole('heading', { level: 1, name: 'muster-points' })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText('Rev. 1')).toBeInTheDocument();
    expect(within(details).getByText('Alice Admin')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Preview of muster-points' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Download/ })).toHaveAttribute('download', 'muster-points.png');
    expect(fileNamed('muster-points')).toMatchObject({ author: 'Hugo Dalton', folder_id: folderNamed('Emergency response').id, version: 1 });
  });

  it('creates a folder (a name is required), refuses to delete a non-empty one with the reason', async () => {
    const user = userEvent.setup();
    await renderApp('/library', { as: 'admin@acme.test' });
    await user.click(await screen.findByRole('button', { name: 'New folder' }));
    const form = await screen.findByRole('form', { name: 'New folder' });
    await user.click(within(form).getByRole('button', { name: 'Create folder' }));
    expect(await within(form).findByText('Enter a folder name.')).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/^Folder name/), 'Method statements');
    await user.click(within(form).getByRole('button', { name: 'Create folder' }));
    await waitFor(() => expect(folders().some((f) => f.name === 'Method statements' && f.parent_id === null)).toBe(true));
    const tree = screen.getByRole('navigation', { name: 'Folders' });
    await user.click(within(tree).getByRole('button', { name: 'Toolbox talks', description: 'Files: 0' }));
    await user.click(within(screen.getByRole('group', { name: 'Actions for folder Toolbox talks' })).getByRole('button', { name: 'Delete folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete folder Toolbox talks' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This folder is not empty: move or delete its files and sub-folders first.');
    expect(folders().some((f) => f.name === 'Toolbox talks')).toBe(true);
  });

  it('moves a file; a target folder deleted meanwhile gives the SPEC §8 message and moves nothing', async () => {
    const user = userEvent.setup();
    const policies = folderNamed('Policies');
    await renderApp(`/library?folder_id=${policies.id}`, { as: 'admin@acme.test' });
    await user.click(await screen.findByRole('button', { name: 'Move PPE policy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move PPE policy' });
    await user.selectOptions(within(dialog).getByLabelText('Move to folder'), 'Archive');
    // someone deletes the Archive folder meanwhile
    const archive = folderNamed('Archive');
    db.commit(acme(), 'library_folders', 'remove', archive);
    await user.click(within(dialog).getByRole('button', { name: 'Move here' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The target folder of the move was not found: it may have been deleted meanwhile.');
    expect(fileNamed('PPE policy').folder_id).toBe(policies.id);
    await user.selectOptions(within(dialog).getByLabelText('Move to folder'), 'Procedures / Emergency response');
    await user.click(within(dialog).getByRole('button', { name: 'Move here' }));
    await waitFor(() => expect(fileNamed('PPE policy').folder_id).toBe(folderNamed('Emergency response').id));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Move PPE policy' })).not.toBeInTheDocument());
  });

  it('a reader sees the library but no upload, edit, move or delete; a reminder needs remind me or others', async () => {
    const role = db.list<DemoRole>(acme(), 'roles').find((r) => r.name === 'Supervisor')!;
    role.role_actions_attributes = role.role_actions_attributes.map((a) => (a.name === 'Library' ? roleAction('Library', { r_view: true }) : a));
    const user = userEvent.setup();
    const file = fileNamed('LOTO procedure');
    await renderApp(`/library?folder_id=${file.folder_id}`, { as: 'supervisor@acme.test' });
    const link = await within(await screen.findByRole('table', { name: /^Files: 4 found/ })).findByRole('link', { name: 'LOTO procedure' });
    expect(screen.queryByRole('link', { name: 'Upload file' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New folder' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit LOTO procedure' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Move LOTO procedure' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete LOTO procedure' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Favourite: LOTO procedure' })).toBeInTheDocument();
    await user.click(link);
    const form = await screen.findByRole('form', { name: 'New reminder' });
    expect(screen.queryByRole('link', { name: /Edit details/ })).not.toBeInTheDocument();
    await user.click(within(form).getByRole('checkbox', { name: 'Remind me' }));
    await user.click(within(form).getByRole('button', { name: 'Add reminder' }));
    expect(await within(form).findByText('Choose remind me or remind others.')).toBeInTheDocument();
    expect(within(form).getByText('Enter a note.')).toBeInTheDocument();
    expect(within(form).getByText('Choose the date of the reminder.')).toBeInTheDocument();
    await user.click(within(form).getByRole('checkbox', { name: 'Remind me' }));
    await user.type(within(form).getByLabelText(/^Remind on/), todayIso());
    await user.type(within(form).getByLabelText(/^Note/), 'Check the isolation points');
    await user.click(within(form).getByRole('button', { name: 'Add reminder' }));
    const list = await screen.findByRole('list', { name: 'Your reminders for this file' });
    expect(within(list).getByText(/Check the isolation points/)).toBeInTheDocument();
    expect(db.list<DemoLibraryReminder>(acme(), 'library_reminders')).toEqual([expect.objectContaining({ library_file_id: file.id, note: 'Check the isolation points', remind_on: todayIso() })]);
  });
});
