import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { env } from '@/config/env';
import { renderApp } from '@/testing/render-app';
import { rawCallsAs, signIn } from '@/testing/backend';
import { db } from '@/mocks/db/db';
import type { DemoRole, DemoUser } from '@/mocks/db/types';
import { cableConnections } from '@/mocks/cable/server';
import { allModules } from '@/mocks/cable/payloads';
import { COLLECTION_SUBJECTS, LOGGED_COLLECTIONS, ROLE_MODULES } from '@/lib/modules/registry';
import { RECORD_TYPES } from '@/features/activity-log/model';
import { menuItems } from '@/app/layout/menu-entries';
import { routeTable } from '@/app/routes/route-table';
import { viewerWith } from '@/testing/viewer';
import { dashboardLoaded } from '@/testing/dashboard';

/**
 * A module is one folder: global-setup.ts copies tests/plug-in/probe to src/features/zz-plugin-probe (and its
 * English locale file) and edits nothing else. Everything below comes from that folder alone.
 */
const acme = () => db.tenant('acme')!;
const userOf = (email: string) => db.list<DemoUser>(acme(), 'users').find((u) => u.email === email)!;

async function listen(email: string) {
  await signIn(email);
  const user = userOf(email);
  const records: { collection: string; db_action: string; record: { id: number; name?: string } }[] = [];
  const identifier = JSON.stringify({ channel: 'ActionsChannel', user_id: user.id });
  const socket = new WebSocket(`${env.cableUrl}?user_id=${user.id}`);
  socket.addEventListener('message', (event) => {
    const frame = JSON.parse(String(event.data)) as { type?: string; identifier?: string; message?: (typeof records)[number] };
    if (frame.type === 'welcome') socket.send(JSON.stringify({ command: 'subscribe', identifier }));
    if (frame.identifier === identifier && frame.message?.collection) records.push(frame.message);
  });
  await waitFor(() => expect(cableConnections().find((c) => c.userId === user.id)?.channels).toContain('ActionsChannel'));
  return { records, close: () => socket.close() };
}

// the probe's subject is a type only while the probe is in src/features (its manifest augments SubjectRegistry)
const PROBE = 'Probe Item' as never;

describe('a throw-away module plugs in from its own folder', () => {
  it('is in place for the run, and type-checks and keeps the import rules with the app', () => {
    expect(existsSync('src/features/zz-plugin-probe/module.ts')).toBe(true);
    execFileSync('node', ['scripts/check-imports.mjs'], { stdio: 'pipe' });
    // the README's type-check, incremental: it re-checks what the probe changes from the last type-check's build info
    execFileSync('npm', ['run', 'typecheck'], { stdio: 'pipe' });
  });

  it('its subject joins the role matrix at its declared place, the seeded roles and all_modules; its collection is broadcast and logged', () => {
    expect(ROLE_MODULES.indexOf(PROBE)).toBe(ROLE_MODULES.indexOf('Library') + 1);
    expect(ROLE_MODULES.indexOf(PROBE)).toBe(ROLE_MODULES.indexOf('Category') - 1);
    expect(allModules().map((m) => m.name)).toContain('Probe Item');
    const hod = db.list<DemoRole>(acme(), 'roles').find((r) => r.name === 'HOD Safety Manager')!;
    expect(hod.role_actions_attributes.map((a) => a.name)).toContain('Probe Item');
    expect(COLLECTION_SUBJECTS.probe_items).toBe('Probe Item');
    expect(LOGGED_COLLECTIONS.probe_items).toBe('probe_item');
    expect(RECORD_TYPES).toContain('probe_item');
  });

  it('is routed and in the menu, its register lists what its seeder made', async () => {
    await renderApp('/probe-items', { as: 'admin@acme.test' });
    expect(await screen.findByRole('heading', { name: 'Probe items', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: /2 probe items/ });
    expect(within(table).getByText('Seeded probe one')).toBeInTheDocument();
    expect(menuItems(viewerWith({ [PROBE]: ['read'] }), routeTable).map((i) => i.to)).toContain('/probe-items');
    expect(menuItems(viewerWith({ Observation: ['read'] }), routeTable).map((i) => i.to)).not.toContain('/probe-items');
  });

  it('is guarded by its own subject: a user without Probe Item read is sent away', async () => {
    const { router } = await renderApp('/probe-items', { as: 'supervisor@acme.test' });
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/probe-items'));
    // the home page it is sent to, loaded (a test that stops at the address leaves its lazy screen loading)
    await dashboardLoaded();
    expect(router.state.location.pathname).toBe('/');
  });

  it('its record form saves through its demo handler; the save is broadcast and in the activity log; a refusal keeps the form', async () => {
    const cable = await listen('admin@acme.test');
    const user = userEvent.setup();
    await renderApp('/probe-items/new', { as: 'admin@acme.test' });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a name.')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Name/), 'Probe from the form');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Probe item Probe from the form was saved.')).toBeInTheDocument();
    // the register the save leads to, loaded with the new row (its lazy screen and list landing later would be
    // updates outside act)
    expect(within(await screen.findByRole('table', { name: /3 probe items/ })).getByText('Probe from the form')).toBeInTheDocument();

    await waitFor(() => expect(cable.records.find((r) => r.collection === 'probe_items' && r.db_action === 'create')?.record.name).toBe('Probe from the form'));
    const logged = db.list<{ id: number; record_type: string; record_label: string; actor_name: string }>(acme(), 'activity_logs').find((e) => e.record_type === 'probe_item');
    expect(logged).toMatchObject({ record_label: 'Probe from the form', actor_name: 'Alice Admin' });
    cable.close();
  });

  it("its demo handler answers a Rails-style 422 from the form's own schema", async () => {
    const call = await rawCallsAs('admin@acme.test');
    const refused = await call('POST', '/probe_items', { name: ' ' });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({ errors: ["Name can't be blank"] });
    expect((await (await rawCallsAs('supervisor@acme.test'))('POST', '/probe_items', { name: 'x' })).status).toBe(403);
  });
});
