import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@/mocks/db/db';
import type { DemoUser } from '@/mocks/db/types';
import { renderAsMaster } from '@/testing/render-app';
import { trialDaysLeft } from '../model';
import { callAs } from '@/testing/backend';

const org = (key: string) => db.tenant(key)!.organization!;
const activeUsers = (key: string) => db.list<DemoUser>(db.tenant(key)!, 'users').filter((u) => u.status === 'Active').length;



describe('platform console: organisations', () => {
  it('lists every tenant with plan, users, trial days left and state; filters by plan in the URL', async () => {
    const user = userEvent.setup();
    const { router } = await renderAsMaster('/organizations');
    const table = await screen.findByRole('table', { name: '4 organisations' });
    const globex = within(table).getByRole('row', { name: /Globex Logistics/ });
    expect(within(globex).getByText('globex')).toBeInTheDocument();
    expect(within(globex).getByText('Free trial')).toBeInTheDocument();
    // globex's seeded trial (billing's seed: three days left), as trialDaysLeft counts it
    const left = trialDaysLeft(db.tenant('globex')!.organization!, new Date());
    expect(left).toBe(3);
    expect(within(globex).getByText(`${left} days`)).toBeInTheDocument();
    expect(within(globex).getByText(`${activeUsers('globex')} of 50`)).toBeInTheDocument();
    const initech = within(table).getByRole('row', { name: /Initech Energy/ });
    expect(within(initech).getByRole('button', { name: 'Unlock Initech Energy' })).toBeInTheDocument();
    // acme: its active users (not the inactive one) of the 65 licences it bought (billing's seeded large pack)
    expect(activeUsers('acme')).toBeLessThan(db.list<DemoUser>(db.tenant('acme')!, 'users').length);
    expect(within(within(table).getByRole('row', { name: /Acme Manufacturing/ })).getByText(`${activeUsers('acme')} of 65`)).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Plan'), 'Free trial');
    expect(await screen.findByRole('table', { name: '1 organisation' })).toBeInTheDocument();
    expect(router.state.location.search).toContain('plan=free_trial');
  });

  it('locks and deactivates an organisation after a confirmation, through the organisation update', async () => {
    const user = userEvent.setup();
    await renderAsMaster('/organizations');
    await screen.findByRole('table', { name: '4 organisations' });
    const changes: string[] = [];
    const stop = db.subscribe((c) => c.collection === 'organization' && changes.push(`${c.tenant}:${c.verb}`));

    await user.click(screen.getByRole('button', { name: 'Lock Acme Manufacturing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lock Acme Manufacturing?' });
    await user.click(within(dialog).getByRole('button', { name: 'Lock' }));
    await waitFor(() => expect(org('acme').is_locked).toBe(true));
    expect(await screen.findByRole('button', { name: 'Unlock Acme Manufacturing' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Deactivate Globex Logistics' }));
    const confirm = await screen.findByRole('dialog', { name: 'Deactivate Globex Logistics?' });
    expect(within(confirm).getByText(/signed out at once/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(org('globex').organization_status).toBe('Inactive'));
    expect(await screen.findByRole('button', { name: 'Activate Globex Logistics' })).toBeInTheDocument();
    stop();
    // each went through db.updateOrganization: the cable broadcasts it to the tenant (OrganizationChannel…)
    expect(changes).toEqual(['acme:update', 'globex:update']);
  });

  it('edits the plan and the enterprise flag; a blank name is refused on its field and the typed values stay', async () => {
    const user = userEvent.setup();
    await renderAsMaster(`/organizations/edit/${org('acme').id}`);
    const form = await screen.findByRole('form', { name: 'Edit Acme Manufacturing' });
    const f = within(form);
    await user.clear(f.getByLabelText(/^Name/));
    await user.selectOptions(f.getByLabelText(/^Plan/), 'Enterprise');
    await user.click(f.getByRole('button', { name: 'Save changes' }));
    expect(await f.findByText('Enter the organisation’s name.')).toBeInTheDocument();
    await waitFor(() => expect(f.getByLabelText(/^Name/)).toHaveFocus());
    expect(f.getByLabelText(/^Plan/)).toHaveValue('enterprise');
    expect(org('acme').plan).toBe('business');

    await user.type(f.getByLabelText(/^Name/), 'Acme Industries');
    await user.click(f.getByLabelText('Enterprise organisation'));
    await user.click(f.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(org('acme').name).toBe('Acme Industries'));
    expect(org('acme')).toMatchObject({ plan: 'enterprise', is_enterprise: true });
    expect(await screen.findByRole('table', { name: '4 organisations' })).toBeInTheDocument();
  });

  it('answers 403 to anyone but the master super admin and 422 on an invalid change', async () => {
    expect((await callAs('acme', 'admin@acme.test', 'GET', '/organizations')).status).toBe(403);
    expect((await callAs('acme', 'admin@acme.test', 'PATCH', `/organizations/${org('acme').id}`, { organization: { is_locked: true } })).status).toBe(403);
    expect(org('acme').is_locked).toBe(false);
    const refused = await callAs('public', 'master@platform.test', 'PATCH', `/organizations/${org('acme').id}`, { organization: { plan: 'gold', modules: ['Payroll'] } });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { errors: string[] }).errors).toEqual(['Plan is not included in the list', 'Modules must be organisation modules']);
    const list = await callAs('public', 'master@platform.test', 'GET', '/organizations?search=init');
    expect(((await list.json()) as { organizations: { name: string }[] }).organizations.map((o) => o.name)).toEqual(['Initech Energy']);
  });
});
