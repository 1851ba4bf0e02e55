import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@/mocks/db/db';
import type { DemoRole, DemoSite, DemoUser, DemoWorkflow } from '@/mocks/db/types';
import type { DemoObservation } from '@/mocks/db/seed/observations';
import { renderApp } from '@/testing/render-app';

const acme = () => db.tenant('acme')!;
const workflows = () => db.list<DemoWorkflow>(acme(), 'workflows');
const siteOf = (name: string) => db.list<DemoSite>(acme(), 'sites').find((s) => s.name === name)!;
const inReviewAt = (siteId: number) => db.list<DemoObservation>(acme(), 'observations').filter((o) => o.site_id === siteId && o.status === 'completed');
const table = () => screen.getByRole('table', { name: /Workflows: \d+ found/ });

/** the picker as a person uses it: type part of the name, tap the match */
async function choose(user: ReturnType<typeof userEvent.setup>, label: RegExp, names: string[]) {
  const box = screen.getByRole('combobox', { name: label });
  for (const name of names) {
    await user.clear(box);
    await user.type(box, name.split(' ')[0]);
    await user.click(await within(screen.getByRole('listbox', { name: label })).findByRole('option', { name }));
  }
  await user.keyboard('{Escape}');
}

async function addReviewers(user: ReturnType<typeof userEvent.setup>, form: HTMLElement, names: string[]) {
  for (const name of names) {
    await user.selectOptions(within(form).getByLabelText('Reviewer to add'), name);
    await user.click(within(form).getByRole('button', { name: 'Add reviewer' }));
  }
}

describe('workflows register and editor', () => {
  it('refuses an empty workflow with the schema’s messages and focuses the title', async () => {
    const user = userEvent.setup();
    await renderApp('/workflows/new', { as: 'admin@acme.test' });
    await screen.findByRole('table', { name: 'Workflows: 4 found' });
    const form = await screen.findByRole('form', { name: 'New workflow' });
    const f = within(form);
    await user.clear(f.getByLabelText(/^Lead time per step/));
    await user.click(f.getByRole('button', { name: 'Create workflow' }));
    expect(await f.findByText('Title is required.')).toBeInTheDocument();
    expect(f.getByText('Choose a module.')).toBeInTheDocument();
    expect(f.getByText('Select at least one reviewer.')).toBeInTheDocument();
    expect(f.getByText('Lead time is required.')).toBeInTheDocument();
    await waitFor(() => expect(f.getByLabelText(/^Title/)).toHaveFocus());
    expect(f.getByLabelText(/^Title/)).toHaveAccessibleDescription('Title is required.');
    expect(workflows()).toHaveLength(4);
  });

  it('an admin creates a parallel workflow (impact confirmed), then edits it to sequential with reordered reviewers', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/workflows/new', { as: 'admin@acme.test' });
    const harbour = siteOf('Harbour Assembly');
    const waiting = inReviewAt(harbour.id);
    expect(waiting.length).toBeGreaterThan(0);
    const form = await screen.findByRole('form', { name: 'New workflow' });
    const f = within(form);
    await user.type(f.getByLabelText(/^Title/), 'Harbour observation review');
    await user.click(f.getByRole('radio', { name: 'Parallel' }));
    await user.selectOptions(f.getByLabelText(/^Module/), 'Observations');
    await choose(user, /^Sites/, ['Harbour Assembly']);
    await addReviewers(user, form, ['Hugo Dalton', 'Sara Petrova', 'Pablo Ortega']);
    expect(f.getByRole('list', { name: 'Chosen reviewers: 3' })).toBeInTheDocument();
    await user.selectOptions(f.getByLabelText(/^Approve when this many agree/), '2 of 3 reviewers');
    await user.clear(f.getByLabelText(/^Lead time per step/));
    await user.type(f.getByLabelText(/^Lead time per step/), '24');
    await user.selectOptions(f.getByLabelText('Lead time unit'), 'Hours');
    await user.selectOptions(f.getByLabelText('Escalation user'), 'Alice Admin');
    await user.click(f.getByRole('button', { name: 'Create workflow' }));

    // the new workflow covers observations under review at Harbour Assembly: they are listed before saving
    const create = await screen.findByRole('dialog', { name: 'Create this workflow?' });
    expect(within(create).getByText(`Records whose review restarts: ${waiting.length}`)).toBeInTheDocument();
    expect(within(create).getAllByText('2 of 3 must agree: Hugo Dalton, Sara Petrova, Pablo Ortega')).toHaveLength(waiting.length);
    expect(workflows()).toHaveLength(4);
    await user.click(within(create).getByRole('button', { name: 'Confirm and save' }));
    expect(await screen.findByText('Workflow Harbour observation review was created.')).toBeInTheDocument();
    const saved = workflows().find((w) => w.title === 'Harbour observation review')!;
    expect(saved).toMatchObject({ workflow_type: 'parallel', approvals_required: 2, lead_time_value: 24, lead_time_unit: 'hours', site_ids: [harbour.id] });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/workflows/edit/${saved.id}`));

    // edit: sequential, Pablo first
    const edit = await screen.findByRole('form', { name: 'Edit workflow Harbour observation review' });
    const e = within(edit);
    await user.click(e.getByRole('radio', { name: 'Sequential' }));
    await user.click(e.getByRole('button', { name: 'Move Pablo Ortega up' }));
    await user.click(e.getByRole('button', { name: 'Move Pablo Ortega up' }));
    expect(e.getByRole('button', { name: 'Move Pablo Ortega up' })).toHaveFocus();
    expect(within(e.getByRole('list', { name: 'Chosen reviewers: 3' })).getAllByRole('listitem')[0]).toHaveTextContent('Pablo Ortega');
    await user.click(e.getByRole('button', { name: 'Save changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this workflow?' });
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(waiting.length);
    expect(rows[0]).toHaveTextContent('Harbour Assembly');
    expect(rows[0]).toHaveTextContent('Pablo Ortega first, then Hugo Dalton, Sara Petrova');
    // cancel keeps the form as typed and saves nothing
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(e.getByRole('radio', { name: 'Sequential' })).toBeChecked();
    expect(workflows().find((w) => w.id === saved.id)!.workflow_type).toBe('parallel');
    await user.click(e.getByRole('button', { name: 'Save changes' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Save this workflow?' })).getByRole('button', { name: 'Confirm and save' }));
    expect(await screen.findByText('Workflow Harbour observation review was saved.')).toBeInTheDocument();
    const after = workflows().find((w) => w.id === saved.id)!;
    expect(after).toMatchObject({ workflow_type: 'sequential', approvals_required: null });
    expect(after.reviewer_ids[0]).toBe(db.list<DemoUser>(acme(), 'users').find((u) => u.full_name === 'Pablo Ortega')!.id);
  });

  it('a 422 from the server is shown on its field and keeps what was typed', async () => {
    const user = userEvent.setup();
    await renderApp('/workflows/new', { as: 'admin@acme.test' });
    const form = await screen.findByRole('form', { name: 'New workflow' });
    const f = within(form);
    await user.type(f.getByLabelText(/^Title/), 'hira review');
    await user.selectOptions(f.getByLabelText(/^Module/), 'Audits');
    await addReviewers(user, form, ['Hugo Dalton']);
    await user.click(f.getByRole('button', { name: 'Create workflow' }));
    expect(await f.findByText('A workflow with this title already exists.')).toBeInTheDocument();
    await waitFor(() => expect(f.getByLabelText(/^Title/)).toHaveFocus());
    expect(f.getByLabelText(/^Title/)).toHaveValue('hira review');
    expect(f.getByLabelText(/^Module/)).toHaveValue('Audit');
    // the audit templates are offered as the workflow's forms
    expect(f.getByText('Leave empty to cover every form of the module.')).toBeInTheDocument();
    expect(workflows()).toHaveLength(4);
  });

  it('deleting from the register says the super admin becomes the primary reviewer', async () => {
    const user = userEvent.setup();
    await renderApp('/workflows', { as: 'admin@acme.test' });
    await screen.findByRole('table', { name: 'Workflows: 4 found' });
    await user.click(screen.getByRole('button', { name: 'Delete Observation close-out – Northfield Plant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete workflow Observation close-out – Northfield Plant?' });
    expect(within(dialog).getByText('Records no other workflow covers get the super admin, Alice Admin, as their primary reviewer.')).toBeInTheDocument();
    const count = inReviewAt(siteOf('Northfield Plant').id).length;
    expect(await within(dialog).findByText(`Records whose review restarts: ${count}`)).toBeInTheDocument();
    expect(within(dialog).getAllByText('Alice Admin (super admin, primary reviewer)')).toHaveLength(count);
    await user.click(within(dialog).getByRole('button', { name: 'Delete workflow' }));
    expect(await screen.findByText('Workflow Observation close-out – Northfield Plant was deleted. Alice Admin (super admin) is now the primary reviewer of its records.')).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Workflows: 3 found' });
    expect(workflows()).toHaveLength(3);
  });

  it('filters by module in the URL; a read-only role sees no new, edit or delete', async () => {
    const user = userEvent.setup();
    const role = db.list<DemoRole>(acme(), 'roles').find((r) => r.name === 'Permit Coordinator')!;
    role.role_actions_attributes = role.role_actions_attributes.map((a) => (a.name === 'WorkFlow' ? { ...a, status: true, r_view: true } : a));
    const { router } = await renderApp('/workflows', { as: 'permits@acme.test' });
    await screen.findByRole('table', { name: 'Workflows: 4 found' });
    await user.selectOptions(screen.getByLabelText('Module'), 'Incidents');
    await screen.findByRole('table', { name: 'Workflows: 1 found' });
    expect(router.state.location.search).toContain('module=Incident');
    expect(within(table()).getByRole('row', { name: /Incident investigation sign-off/ })).toHaveTextContent('Hugo Dalton → Sara Petrova');
    expect(screen.queryByRole('link', { name: 'New workflow' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
  });
});
