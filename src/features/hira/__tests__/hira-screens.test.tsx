import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@/mocks/db/db';
import type { DemoHiraRecord, DemoSite, DemoUser } from '@/mocks/db/types';
import { renderApp } from '@/testing/render-app';

const acme = () => db.tenant('acme')!;
const risks = () => db.list<DemoHiraRecord>(acme(), 'hira_records');
const live = () => risks().filter((r) => r.status === 'published' || r.status === 'approved');

describe('HIRA register and screens', () => {
  it('lists published risks with tab counts; a matrix cell filters the register and is kept in the URL', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/hira', { as: 'admin@acme.test' });
    expect(await screen.findByRole('table', { name: `Risks: ${live().length} found` })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: `Waiting ${risks().filter((r) => r.status === 'waiting_for_approval').length}` })).toBeInTheDocument();
    const residual = screen.getByRole('table', { name: /^Residual risk matrix/ });
    // one tab stop per matrix; its cells say count, score and band in words
    const cells = within(residual).getAllByRole('button');
    expect(cells).toHaveLength(25);
    expect(cells.filter((c) => c.tabIndex === 0)).toHaveLength(1);
    const target = live().find((r) => r.residual_likelihood && r.residual_severity)!;
    const expected = live().filter((r) => r.residual_likelihood === target.residual_likelihood && r.residual_severity === target.residual_severity).length;
    // (jsdom joins the visible and hidden parts of the name without the spaces a browser keeps)
    const name = new RegExp(`^${target.residual_likelihood} × ${target.residual_severity}:\\s*${expected}\\s*risks, score\\s*\\d+ \\w+$`, 'i');
    const cell = within(residual).getByRole('button', { name });
    await user.click(cell);
    expect(await screen.findByRole('table', { name: `Risks: ${expected} found` })).toBeInTheDocument();
    expect(router.state.location.search).toContain('matrix=residual');
    expect(within(residual).getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
    // keyboard: arrows move the one tab stop
    within(residual).getByRole('button', { name }).focus();
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(within(residual).getAllByRole('button').find((b) => b.tabIndex === 0));
    await user.click(screen.getByRole('button', { name: 'Clear the matrix filter' }));
    expect(await screen.findByRole('table', { name: `Risks: ${live().length} found` })).toBeInTheDocument();
  });

  it('creates a draft, refuses sending it unclassified, then sends it; the weak-controls warning shows', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/hira/new', { as: 'hod@acme.test' });
    const form = await screen.findByRole('form', { name: 'New risk assessment' });
    const f = within(form);
    const site = db.list<DemoSite>(acme(), 'sites').find((s) => s.status === 'active')!;
    await user.type(f.getByLabelText(/^Risk assessment ID/), 'ACM-T-1');
    await user.selectOptions(f.getByLabelText(/^Classification/), 'Routine activity');
    await user.type(f.getByLabelText(/^Title/), 'Pallet wrapping machine');
    await user.selectOptions(f.getByLabelText(/^Site/), site.name);
    await user.type(f.getByLabelText(/^Hazard/), 'Rotating turntable');
    await user.type(f.getByLabelText(/^Risk \*?$/), 'Trapped foot');
    await user.type(f.getByLabelText(/^Consequence/), 'Crushed foot');
    await user.click(f.getByRole('button', { name: 'Save and send for approval' }));
    expect(await f.findAllByText('Classify the risk rating (likelihood and severity) before sending it for approval.')).toHaveLength(2);
    expect(f.getByText('Add at least one available control before sending the risk for approval.')).toBeInTheDocument();

    const inherent = f.getByRole('group', { name: /^Risk rating \(inherent\)/ });
    await user.selectOptions(within(inherent).getByLabelText('Likelihood'), '3 – Likely');
    expect(within(inherent).getByText('Will probably happen at some time; it has happened here before.')).toBeInTheDocument();
    await user.selectOptions(within(inherent).getByLabelText('Severity'), '4 – Major');
    expect(within(inherent).getByText(/Rating: Likely × Major = 12 \(High\)/)).toBeInTheDocument();
    await user.click(f.getByRole('button', { name: 'Add control' }));
    await user.type(f.getByLabelText(/^Control 1/), 'Safety shoes');
    await user.selectOptions(f.getByLabelText('Hierarchy level of control 1'), 'PPE');
    const residual = f.getByRole('group', { name: /^Residual rating/ });
    await user.selectOptions(within(residual).getByLabelText('Likelihood'), '2 – Possible');
    await user.selectOptions(within(residual).getByLabelText('Severity'), '4 – Major');
    expect(f.getByText(/drops mainly through administrative controls and PPE/)).toBeInTheDocument();
    await user.click(f.getByRole('button', { name: 'Save and send for approval' }));
    expect(await screen.findByText('Risk ACM-T-1 was saved.')).toBeInTheDocument();
    const saved = risks().find((r) => r.reference_id === 'ACM-T-1')!;
    expect(saved).toMatchObject({ status: 'waiting_for_approval', inherent_likelihood: 'likely', controls: [{ text: 'Safety shoes', type: 'ppe', kind: 'available' }] });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/hira/summary/${saved.id}`));
    expect(await screen.findByText(/Waiting for approval by/)).toBeInTheDocument();
  });

  it('an approver rejects with a reason from the summary', async () => {
    const user = userEvent.setup();
    const hod = db.list<DemoUser>(acme(), 'users').find((u) => u.email === 'hod@acme.test')!;
    const row = risks().find((r) => r.status === 'waiting_for_approval' && r.assessed_by_id !== hod.id)!;
    await renderApp(`/hira/summary/${row.id}`, { as: 'hod@acme.test' });
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: `Reject risk ${row.reference_id}` });
    await user.click(within(dialog).getByRole('button', { name: 'Reject risk' }));
    expect(await within(dialog).findByText('Give a reason for the rejection.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Reason for rejection/), 'Missing engineering controls');
    await user.click(within(dialog).getByRole('button', { name: 'Reject risk' }));
    expect(await screen.findByText(`Risk ${row.reference_id} was rejected.`)).toBeInTheDocument();
    expect(risks().find((r) => r.id === row.id)).toMatchObject({ status: 'rejected', rejection_reason: 'Missing engineering controls' });
  });

  it('the assessor sees why they cannot approve their own risk, and no Approve or Reject button', async () => {
    const hod = db.list<DemoUser>(acme(), 'users').find((u) => u.email === 'hod@acme.test')!;
    const row = risks().find((r) => r.status === 'waiting_for_approval')!;
    row.assessed_by_id = hod.id;
    row.round = null;
    await renderApp(`/hira/summary/${row.id}`, { as: 'hod@acme.test' });
    expect(await screen.findByText('You assessed this risk, so you cannot approve or reject it: another person decides (separation of duties).')).toBeInTheDocument();
    expect(screen.getByText(/The assessor is not an approver of their own risk/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });

  it('a revision under way says which version stays in force, and the Published tab still lists that version', async () => {
    const row = live().find((r) => r.versions.length >= 1 && r.review_frequency)!;
    const inForce = row.versions.find((v) => v.version === row.version)!;
    Object.assign(row, { status: 'draft', version: row.version + 1, title: 'A revised title', approved_by_id: null, approved_at: null });
    await renderApp(`/hira/summary/${row.id}?q=${encodeURIComponent(row.reference_id)}`, { as: 'admin@acme.test' });
    expect(await screen.findByText(new RegExp(`^Version ${inForce.version} stays in force until version ${row.version} is approved \\(approved by ${inForce.published_by_name} on `))).toBeInTheDocument();
    // the register beside the summary panel, searched for this risk, lists it in the Published tab as the version in force
    const table = await screen.findByRole('table', { name: 'Risks: 1 found' });
    expect(within(table).getByRole('row', { name: new RegExp(`${row.reference_id} ${inForce.snapshot.title}`) })).toHaveTextContent(`Revision ${row.version}: Draft`);
  });

  it('shows the changes between the published versions of a risk', async () => {
    const row = live().find((r) => r.versions.length > 1)!;
    await renderApp(`/hira/summary/${row.id}`, { as: 'admin@acme.test' });
    const diff = await screen.findByRole('table', { name: /^Changes from Version \d+ .* to Version \d+ .*: \d+ fields$/ });
    expect(within(diff).getByRole('rowheader', { name: 'Controls' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Timeline' })).toHaveTextContent('Approved and published');
  });

  it('a role without HIRA rights does not reach the register', async () => {
    const { router } = await renderApp('/hira', { as: 'supervisor@acme.test' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // the dashboard it is sent to, loaded (its lazy screen resolving after the test would be an update outside act)
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryAllByText(/^Loading/)).toEqual([]));
    expect(screen.queryByRole('table', { name: /^Risks:/ })).not.toBeInTheDocument();
  });
});
