import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@/mocks/db/db';
import { clearSessionStorage } from '@/lib/session/persist';
import { renderApp, renderAsMaster } from '@/testing/render-app';
import { CODE_RELEASES, compareSemver, latestRelease, SEMVER, type CodeRelease } from '../model';
import { dashboardLoaded } from '@/testing/dashboard';

const releases = () => db.list(db.tenant('public')!, CODE_RELEASES) as unknown as CodeRelease[];
const today = () => new Date().toISOString().slice(0, 10);

describe('code releases: rules', () => {
  it('semantic versions and their precedence (SemVer 2.0.0 §2, §9, §11)', () => {
    for (const ok of ['0.0.1', '2.4.0', '10.20.30', '1.0.0-alpha', '1.0.0-alpha.1', '1.0.0-0.3.7']) expect(SEMVER.test(ok)).toBe(true);
    for (const bad of ['2.4', '02.4.0', '2.4.0.1', 'v2.4.0', '1.0.0-', '1.0.0-01']) expect(SEMVER.test(bad)).toBe(false);
    // the order §11 gives as its example
    const ordered = ['1.0.0-alpha', '1.0.0-alpha.1', '1.0.0-alpha.beta', '1.0.0-beta', '1.0.0-beta.2', '1.0.0-beta.11', '1.0.0-rc.1', '1.0.0', '2.0.0', '2.1.0', '2.1.1', '2.10.0'];
    expect([...ordered].reverse().sort(compareSemver)).toEqual(ordered);
    const rs = [{ version: '2.3.0', released_on: '2026-01-01' }, { version: '2.10.0', released_on: '2026-02-01' }, { version: '3.0.0-beta.1', released_on: '2026-02-02' }, { version: '3.0.0', released_on: '2026-09-01' }];
    // 2.10.0 > 2.3.0; a pre-release and a future release are not announced
    expect(latestRelease(rs, '2026-03-01')?.version).toBe('2.10.0');
  });
});

describe('platform console: code releases and “what’s new”', () => {
  it('adds a release (version checked on both sides), edits and deletes one', async () => {
    const user = userEvent.setup();
    await renderAsMaster('/code_releases');
    expect(await screen.findByRole('table', { name: '4 releases' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'New release' });
    const f = within(form);
    await user.type(f.getByLabelText(/^Version/), '2.5');
    await user.type(f.getByLabelText(/^Notes/), 'Statistics by site.');
    await user.click(f.getByRole('button', { name: 'Add release' }));
    expect(await f.findByText('Enter a semantic version such as 2.4.0 (MAJOR.MINOR.PATCH).')).toBeInTheDocument();
    await user.clear(f.getByLabelText(/^Version/));
    await user.type(f.getByLabelText(/^Version/), '2.3.0');
    await user.click(f.getByRole('button', { name: 'Add release' }));
    expect(await f.findByText('This version is already released.')).toBeInTheDocument();
    expect(f.getByLabelText(/^Notes/)).toHaveValue('Statistics by site.');
    await user.clear(f.getByLabelText(/^Version/));
    await user.type(f.getByLabelText(/^Version/), '2.5.0');
    await user.click(f.getByRole('button', { name: 'Add release' }));
    expect(await screen.findByRole('table', { name: '5 releases' })).toBeInTheDocument();
    expect(releases().find((r) => r.version === '2.5.0')).toMatchObject({ notes: 'Statistics by site.', released_on: today() });

    await user.click(screen.getByRole('button', { name: 'Edit release 2.1.0' }));
    const edit = within(await screen.findByRole('form', { name: 'Edit release 2.1.0' }));
    await user.clear(edit.getByLabelText(/^Notes/));
    await user.type(edit.getByLabelText(/^Notes/), 'Permit templates can be cloned.');
    await user.click(edit.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(releases().find((r) => r.version === '2.1.0')?.notes).toBe('Permit templates can be cloned.'));

    await user.click(await screen.findByRole('button', { name: 'Delete release 2.1.0' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete release 2.1.0?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('table', { name: '4 releases' })).toBeInTheDocument();
  });

  it('a signed-in user sees a new release once (remembered for that user); the seeded ones are not announced', async () => {
    const user = userEvent.setup();
    const first = await renderApp('/', { as: 'hod@acme.test' });
    await dashboardLoaded();
    expect(screen.queryByRole('dialog', { name: /What’s new/ })).not.toBeInTheDocument();
    first.unmount();
    db.list(db.tenant('public')!, CODE_RELEASES).push({ id: 99_001, version: '2.5.0', released_on: today(), notes: 'Statistics by site.\nFaster exports.', created_at: new Date().toISOString() });

    await renderApp('/', { as: 'hod@acme.test' });
    const dialog = await screen.findByRole('dialog', { name: 'What’s new in 2.5.0' });
    expect(within(dialog).getByText(/Statistics by site\./)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'What’s new in 2.5.0' })).not.toBeInTheDocument());
    const views = () => db.list(db.tenant('public')!, 'release_views') as unknown as { tenant: string; version: string }[];
    await waitFor(() => expect(views().some((v) => v.tenant === 'acme' && v.version === '2.5.0')).toBe(true));

    clearSessionStorage();
    const again = await renderApp('/', { as: 'hod@acme.test' });
    await dashboardLoaded();
    expect(screen.queryByRole('dialog', { name: /What’s new/ })).not.toBeInTheDocument();
    again.unmount();
    // another user has not seen it yet
    await renderApp('/', { as: 'admin@acme.test' });
    expect(await screen.findByRole('dialog', { name: 'What’s new in 2.5.0' })).toBeInTheDocument();
  });
});
