import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@/mocks/db/db';
import type { DemoPermit, DemoPermitFormVersion, DemoUser } from '@/mocks/db/types';
import { renderApp } from '@/testing/render-app';


const acme = () => db.tenant('acme')!;
const permits = () => db.list<DemoPermit>(acme(), 'permits');
const permit = (id: number) => permits().find((p) => p.id === id)!;
const userId = (email: string) => db.list<DemoUser>(acme(), 'users').find((u) => u.email === email)!.id;
const version = (id: number) => db.list<DemoPermitFormVersion>(acme(), 'permit_form_versions').find((v) => v.id === id)!;

type User = ReturnType<typeof userEvent.setup>;

/** opens an action's dialog from the summary */
async function openAction(user: User, name: string) {
  const actions = await screen.findByRole('region', { name: 'Actions' });
  await user.click(within(actions).getByRole('button', { name }));
  return within(await screen.findByRole('dialog'));
}

describe('permit summary and lifecycle actions', () => {
  it('an approver approves a requested permit (clashes acknowledged with a reason); the history shows it', async () => {
    const user = userEvent.setup();
    const requested = permits().find((p) => p.status === 'requested' && !p.approval?.approvals.length)!;
    await renderApp(`/permit/${requested.id}/summary`, { as: 'admin@acme.test' });
    expect(await screen.findByRole('heading', { name: `Permit ${requested.number}: ${requested.title}` })).toBeInTheDocument();
    const d = await openAction(user, 'Approve');
    const reasons = d.queryAllByLabelText(/^Why may it go ahead/);
    if (reasons.length) {
      await user.click(d.getByRole('button', { name: 'Approve' }));
      expect((await d.findAllByText(/^Give a reason for the clash with/)).length).toBe(reasons.length);
      for (const r of reasons) await user.type(r, 'Different shifts, agreed with the area owner');
    }
    await user.click(d.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(['approved', 'active']).toContain(permit(requested.id).status);
    const history = screen.getByRole('region', { name: 'History' });
    expect(await within(history).findByText('Approved')).toBeInTheDocument();
  });

  it('revoke without a comment is refused; with one the permit is revoked', async () => {
    const user = userEvent.setup();
    const active = permits().find((p) => p.status === 'active' && new Date(p.end_at).getTime() > Date.now() + 2 * 3_600_000)!;
    await renderApp(`/permit/${active.id}/summary`, { as: 'admin@acme.test' });
    const d = await openAction(user, 'Revoke');
    await user.click(d.getByRole('button', { name: 'Revoke' }));
    expect(await d.findByText('A comment is required to revoke a permit.')).toBeInTheDocument();
    await waitFor(() => expect(d.getByLabelText(/^Comment \(why the permit is revoked\)/)).toHaveFocus());
    expect(permit(active.id).status).toBe('active');
    await user.type(d.getByLabelText(/^Comment \(why the permit is revoked\)/), 'Gas alarm in the area');
    await user.click(d.getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(permit(active.id).status).toBe('revoked'));
    const history = await screen.findByRole('region', { name: 'History' });
    expect(await within(history).findByText('Gas alarm in the area')).toBeInTheDocument();
    // nothing is left to do on a revoked permit
    expect(await within(screen.getByRole('region', { name: 'Actions' })).findByText('No action is open to you on this permit now.')).toBeInTheDocument();
  });

  it('shows the server’s refusal in the dialog and keeps the comment', async () => {
    const user = userEvent.setup();
    const hod = userId('hod@acme.test');
    const draft = permits().find((p) => p.status === 'draft' && !p.shared_to_id)!;
    // the draft is Hugo's (the seed picks requestors at random)
    draft.requestor_id = hod;
    await renderApp(`/permit/${draft.id}/summary`, { as: 'hod@acme.test' });
    await screen.findByRole('heading', { name: new RegExp(`^Permit ${draft.number}`) });
    acme().organization!.subscription_type = 'cancelled';
    const d = await openAction(user, 'Submit request');
    await user.type(d.getByLabelText(/^Comment \(optional\)/), 'Ready to go');
    await user.click(d.getByRole('button', { name: 'Submit request' }));
    const alert = await d.findByRole('alert');
    expect(alert).toHaveTextContent('The server refused it:');
    expect(d.getByLabelText(/^Comment \(optional\)/)).toHaveValue('Ready to go');
    expect(permit(draft.id).status).toBe('draft');
  });

  it('shows the answers with the labels of the version the permit is pinned to', async () => {
    const closed = permits().find((p) => p.status === 'closed' && p.template_name === 'Hot work permit' && p.permit_form_version_number === 1)!;
    expect(closed).toBeDefined();
    await renderApp(`/permit/${closed.id}/summary`, { as: 'admin@acme.test' });
    const answers = await screen.findByRole('region', { name: 'Answers (template version 1)' });
    const v1 = version(closed.permit_form_version_id).definition;
    const custom = v1.sections.find((s) => s.kind === 'custom')!;
    expect(within(answers).getByRole('heading', { name: custom.title })).toBeInTheDocument();
    expect(within(answers).getByText('Precautions in place')).toBeInTheDocument();
    // v2's fire watch question is not part of v1
    expect(within(answers).queryByText('Fire watch')).not.toBeInTheDocument();
    expect(screen.getByText('Hot work permit, version 1')).toBeInTheDocument();
  });

  it('extends by the template’s hours with the declaration, then hands over (waiting for the incoming person)', async () => {
    const user = userEvent.setup();
    const active = permits().find((p) => p.status === 'active' && !p.handovers.some((h) => !h.incoming_confirmed_at) && new Date(p.end_at).getTime() > Date.now() + 2 * 3_600_000)!;
    const end = new Date(active.end_at).getTime();
    const hours = version(active.permit_form_version_id).definition.extension_hours;
    await renderApp(`/permit/${active.id}/summary`, { as: 'admin@acme.test' });
    let d = await openAction(user, 'Extend');
    expect(d.getByLabelText(/^Extend by \(hours\)/)).toHaveValue(hours);
    await user.click(d.getByRole('button', { name: 'Extend' }));
    expect(await d.findByText('Confirm the declaration.')).toBeInTheDocument();
    await user.click(d.getByLabelText('I confirm'));
    await user.click(d.getByRole('button', { name: 'Extend' }));
    await waitFor(() => expect(new Date(permit(active.id).end_at).getTime()).toBe(end + hours * 3_600_000));
    expect(await within(screen.getByRole('region', { name: 'History' })).findByText('Extended')).toBeInTheDocument();

    d = await openAction(user, 'Hand over');
    await user.click(d.getByRole('button', { name: 'Hand over' }));
    expect(await d.findByText('Choose the incoming person.')).toBeInTheDocument();
    expect(d.getByText('Confirm that you briefed the incoming person.')).toBeInTheDocument();
    await user.selectOptions(d.getByLabelText(/^Incoming person/), 'Hugo Dalton');
    await user.click(d.getByLabelText(/^I have briefed the incoming person/));
    await user.click(d.getByRole('button', { name: 'Hand over' }));
    expect((await screen.findAllByText('Waiting for Hugo Dalton to confirm the handover.')).length).toBeGreaterThan(0);
    // the outgoing person cannot hand over again while one waits
    expect(within(screen.getByRole('region', { name: 'Actions' })).queryByRole('button', { name: 'Hand over' })).not.toBeInTheDocument();
  });

  it('adds a worker to an issued permit, and clones a permit into a new draft opened for editing', async () => {
    const user = userEvent.setup();
    const active = permits().find((p) => p.status === 'active')!;
    const before = active.workers.length;
    const { router } = await renderApp(`/permit/${active.id}/summary`, { as: 'admin@acme.test' });
    const d = await openAction(user, 'Add workers');
    await user.click(d.getByRole('button', { name: 'Add workers' }));
    expect(await d.findByText("Enter the worker's name.")).toBeInTheDocument();
    await user.type(d.getByLabelText(/^Name/), 'Yusuf Kaya');
    await user.click(d.getByRole('button', { name: 'Add workers' }));
    await waitFor(() => expect(permit(active.id).workers).toHaveLength(before + 1));
    expect(await within(await screen.findByRole('region', { name: `Workers (${before + 1})` })).findByText('Yusuf Kaya')).toBeInTheDocument();

    const count = permits().length;
    await user.click(screen.getByRole('button', { name: 'Clone' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/permit-form-questions\/edit\/\d+$/));
    expect(permits()).toHaveLength(count + 1);
    const clone = permits().find((p) => p.cloned_from_id === active.id)!;
    expect(clone.status).toBe('draft');
    expect(await screen.findByRole('form', { name: `Edit permit ${clone.number}` })).toBeInTheDocument();
  });
});
