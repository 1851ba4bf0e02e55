import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@/mocks/db/db';
import type { DemoUser } from '@/mocks/db/types';
import { tenantMemory } from '@/mocks/serializers';
import { issueToken } from '@/mocks/handlers/session';
import { apiKeyFor } from '@/lib/api/api-key';
import { renderAsMaster } from '@/testing/render-app';

describe('platform console: create and delete organisations', () => {
  it('creates an organisation; a reserved sub-domain is refused on the page and a taken one by the server, typed values kept', async () => {
    const user = userEvent.setup();
    const { router } = await renderAsMaster('/organizations/new');
    const form = await screen.findByRole('form', { name: 'New organisation' });
    const f = within(form);
    await user.type(f.getByLabelText(/^Name/), 'Umbrella Pharma');
    await user.type(f.getByLabelText(/^Sub-domain/), 'admin');
    await user.type(f.getByLabelText(/^Administrator’s name/), 'Alice Wesker');
    await user.type(f.getByLabelText(/^Administrator’s e-mail/), 'alice@umbrella.test');
    await user.click(f.getByRole('button', { name: 'Create organisation' }));
    expect(await f.findByText('This sub-domain is reserved by the platform.')).toBeInTheDocument();

    await user.clear(f.getByLabelText(/^Sub-domain/));
    await user.type(f.getByLabelText(/^Sub-domain/), 'Bad_Name');
    await user.click(f.getByRole('button', { name: 'Create organisation' }));
    expect(await f.findByText('Use 3 to 30 lower-case letters, digits and hyphens, starting with a letter.')).toBeInTheDocument();

    // only the server knows acme is taken: 422 back onto the field, what was typed stays
    await user.clear(f.getByLabelText(/^Sub-domain/));
    await user.type(f.getByLabelText(/^Sub-domain/), 'acme');
    await user.click(f.getByRole('button', { name: 'Create organisation' }));
    expect(await f.findByText('This sub-domain is already taken.')).toBeInTheDocument();
    expect(f.getByLabelText(/^Name/)).toHaveValue('Umbrella Pharma');
    expect(db.allTenants().filter((t) => t.organization)).toHaveLength(4);

    await user.clear(f.getByLabelText(/^Sub-domain/));
    await user.type(f.getByLabelText(/^Sub-domain/), 'umbrella-pharma');
    await user.click(f.getByRole('button', { name: 'Create organisation' }));
    const table = await screen.findByRole('table', { name: '5 organisations' });
    expect(router.state.location.pathname).toBe('/organizations');
    const row = within(table).getByRole('row', { name: /Umbrella Pharma/ });
    expect(within(row).getByText('14 days')).toBeInTheDocument();
    const tenant = db.tenant('umbrella-pharma')!;
    expect(tenant.organization).toMatchObject({ name: 'Umbrella Pharma', plan: 'free_trial', subscription_type: 'trial', is_onboarding: true });
    const admin = db.list<DemoUser>(tenant, 'users')[0];
    expect(admin).toMatchObject({ email: 'alice@umbrella.test', is_admin: true, role_name: 'Organisation Super Admin' });
    // storage used against the trial's 100 MB (SPEC §9)
    const memory = tenantMemory(tenant);
    expect(memory.total_mb).toBe(100);
    expect(within(row).getByText(`${memory.used_mb} of 100 MB (${Math.round(memory.used_mb)} %)`)).toBeInTheDocument();
  });

  it('deletes an organisation only once its sub-domain is typed; the removal is broadcast (its users are signed out)', async () => {
    const user = userEvent.setup();
    await renderAsMaster('/organizations');
    await screen.findByRole('table', { name: '4 organisations' });
    const removals: string[] = [];
    const stop = db.subscribe((c) => c.collection === 'organization' && c.verb === 'remove' && removals.push(c.tenant));

    await user.click(screen.getByRole('button', { name: 'Delete Initech Energy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Initech Energy?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete organisation' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Type the sub-domain initech to confirm'), 'initec');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Type the sub-domain initech to confirm'), 'h');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(await screen.findByRole('table', { name: '3 organisations' })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Initech Energy/ })).not.toBeInTheDocument();
    stop();
    expect(removals).toEqual(['initech']);
    expect(db.tenant('initech')!.organization!.organization_status).toBe('Inactive');
  });

  it('the server refuses a delete whose confirmation is not the sub-domain (422) and anyone but the master (403)', async () => {
    const acme = db.tenant('acme')!.organization!;
    const refused = await callAs('public', 'master@platform.test', 'DELETE', `/organizations/${acme.id}`, { confirm: 'acme-typo' });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { errors: string[] }).errors).toEqual(['Confirmation does not match the sub domain name']);
    expect(db.tenant('acme')!.organization!.organization_status).toBe('Active');
    const body = { organization: { name: 'Evil', sub_domain_name: 'evil-co', plan: 'business', modules: [], admin_name: 'Eve', admin_email: 'eve@evil.test' } };
    expect((await callAs('acme', 'admin@acme.test', 'POST', '/organizations', body)).status).toBe(403);
    expect(db.tenant('evil-co')).toBeUndefined();
    const invalid = await callAs('public', 'master@platform.test', 'POST', '/organizations', { organization: { ...body.organization, sub_domain_name: 'www', admin_email: 'nope' } });
    expect(invalid.status).toBe(422);
    expect(((await invalid.json()) as { errors: string[] }).errors).toEqual(['Sub domain name is reserved', 'Admin email is invalid']);
  });
});

/** a signed-in user calling the demo API with their own token and their tenant's API key */
async function callAs(tenant: string, email: string, method: string, path: string, body?: unknown) {
  const u = db.list<DemoUser>(db.tenant(tenant)!, 'users').find((x) => x.email === email)!;
  const token = issueToken(db.tenant(tenant)!, u);
  const apiKey = await apiKeyFor(tenant === 'public' ? null : tenant);
  return fetch(`http://${tenant === 'public' ? '' : `${tenant}.`}localhost:5173/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token.access_token}`, 'api-key': apiKey, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
