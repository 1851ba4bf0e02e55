import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@/mocks/db/db';
import type { DemoAudit, DemoAuditSchedule, DemoAuditTemplate, DemoSite, DemoUser } from '@/mocks/db/types';
import { renderApp } from '@/testing/render-app';

const acme = () => db.tenant('acme')!;
const audits = () => db.list<DemoAudit>(acme(), 'audits');
const templates = () => db.list<DemoAuditTemplate>(acme(), 'audit_templates');

describe('audits screens', () => {
  it('keeps the list page in the URL; back returns to the page before', async () => {
    const user = userEvent.setup();
    const base = audits()[0];
    for (let i = 0; i < 30; i++) audits().push({ ...structuredClone(base), id: db.newId(acme()) });
    const { router } = await renderApp('/audits/all', { as: 'admin@acme.test' });
    expect(await screen.findByText(/^Page 1 of [2-9]$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(router.state.location.search).toBe('?page=2');
    expect(await screen.findByText(/^Page 2 of [2-9]$/)).toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByText(/^Page 1 of [2-9]$/)).toBeInTheDocument();
  });

  it('lays out a question with row headers as a table whose headers name the choices', async () => {
    const user = userEvent.setup();
    const fire = templates().find((t) => t.name === 'Fire safety inspection')!;
    const audit = audits().find((a) => a.template_id === fire.id && (a.status === 'scheduled' || a.status === 'in_progress'))!;
    const pinned = fire.versions.find((v) => v.version === audit.template_version)!.definition;
    const question = pinned.sections[0].questions.find((q) => q.text === 'Exit signs are lit')!;
    question.show_row_headers = true;
    await renderApp(`/audits/${audit.id}/audit/0`, { as: 'admin@acme.test' });
    const group = await screen.findByRole('group', { name: /^Exit signs are lit/ });
    const table = within(group).getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(question.options.map((o) => o.label));
    await user.click(within(table).getByRole('radio', { name: 'Yes' }));
    expect(within(table).getByRole('radio', { name: 'Yes' })).toBeChecked();
  });

  it('starts an audit from the list and answers a section with a live score', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/audits/all', { as: 'admin@acme.test' });
    await screen.findByRole('table', { name: /Audits found: \d+/ });
    await user.click(screen.getByRole('button', { name: 'Start an audit' }));
    const form = await screen.findByRole('form', { name: 'Start an audit' });
    const f = within(form);
    await user.click(f.getByRole('button', { name: 'Start' }));
    expect(await f.findByText('Choose a template')).toBeInTheDocument();
    await waitFor(() => expect(f.getByLabelText(/^Template/)).toHaveFocus());
    const site = db.list<DemoSite>(acme(), 'sites').find((s) => s.status === 'active')!;
    await user.selectOptions(f.getByLabelText(/^Template/), 'Fire safety inspection (v1)');
    await user.selectOptions(f.getByLabelText(/^Site/), site.name);
    await user.selectOptions(f.getByLabelText(/^Auditor/), 'Alice Admin');
    const before = audits().length;
    await user.click(f.getByRole('button', { name: 'Start' }));
    await screen.findByRole('heading', { name: '1. Escape routes' });
    expect(audits()).toHaveLength(before + 1);
    expect(router.state.location.pathname).toMatch(/^\/audits\/\d+\/audit\/0$/);

    // a new audit is not started: no verdict (no red "Failed") before its first answer
    expect(screen.getByText('Not started')).toBeInTheDocument();
    expect(screen.getByText('No result until the first answer')).toBeInTheDocument();
    expect(screen.queryByText('Failed')).not.toBeInTheDocument();
    const exits = screen.getByRole('radiogroup', { name: 'Fire exits are unlocked and unobstructed' });
    await user.click(within(exits).getByRole('radio', { name: 'Yes' }));
    expect(screen.getByText('In progress')).toBeInTheDocument();
    expect(screen.getByText(/^Score 15.4% \(2 of 13 points\)/)).toBeInTheDocument();
    // a failing answer of a critical question fails the audit at once
    await user.click(within(exits).getByRole('radio', { name: 'No' }));
    expect(screen.getAllByText('Failed').length).toBeGreaterThan(0);
    expect(screen.getByText('This answer needs: a photo, a note')).toBeInTheDocument();
    // kept as a local draft until saved
    expect(Object.keys(localStorage).some((k) => k.includes(`audit:${audits()[0].id}`))).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Next section' }));
    await screen.findByRole('heading', { name: '2. Equipment' });
    // moving on says which required evidence the section still lacks
    expect(await screen.findByText('Section 1 still needs evidence before the audit can be submitted: “Fire exits are unlocked and unobstructed” needs a photo, a note.')).toBeInTheDocument();
    expect(audits()[0].status).toBe('in_progress');
    expect(Object.values(audits()[0].answers)).toHaveLength(1);
  });

  it('builds a template with a conditional question, shows its logic and publishes version 1', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/audit-forms/new', { as: 'admin@acme.test' });
    const form = await screen.findByRole('form', { name: 'New audit template' });
    const f = within(form);
    await user.click(f.getByRole('button', { name: 'Save the template' }));
    expect(await f.findByText('Name is required')).toBeInTheDocument();
    await waitFor(() => expect(f.getByLabelText(/^Template name/)).toHaveFocus());
    await user.type(f.getByLabelText(/^Template name/), 'Loading bay check');
    await user.type(f.getByLabelText(/^Section title/), 'Dock');
    await user.type(f.getByLabelText(/^Question text/), 'Wheel chocks in place?');
    await user.click(f.getByRole('button', { name: 'Add a question to section 1' }));
    const texts = f.getAllByLabelText(/^Question text/);
    await user.type(texts[1], 'Why not?');
    await user.selectOptions(f.getAllByLabelText('Show this question')[0], 'Wheel chocks in place?');
    await user.click(f.getByRole('checkbox', { name: 'No' }));
    expect(f.getByRole('list', { name: 'Logic of this question' })).toHaveTextContent('Answer “No”: opens “Why not?”');
    await user.click(f.getAllByRole('checkbox', { name: 'Answer “No” needs a photo' })[0]);
    expect(f.getByRole('list', { name: 'Logic of this question' })).toHaveTextContent('needs a photo');
    await user.click(f.getByRole('button', { name: 'Save the template' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/audit-forms\/\d+$/));
    const saved = templates().find((t) => t.name === 'Loading bay check')!;
    expect(saved.definition.sections[0].questions[1]).toMatchObject({ parent_id: saved.definition.sections[0].questions[0].id });
    await user.click(await screen.findByRole('button', { name: 'Publish a new version' }));
    await waitFor(() => expect(templates().find((t) => t.name === 'Loading bay check')?.version).toBe(1));
  });

  it('the auditor is told why they cannot approve their own audit, with no decision form', async () => {
    const admin = db.list<DemoUser>(acme(), 'users').find((u) => u.email === 'admin@acme.test')!;
    const audit = audits().find((a) => a.status === 'completed')!;
    Object.assign(audit, { auditor_id: admin.id, round: undefined });
    await renderApp(`/audits/${audit.id}/summary`, { as: 'admin@acme.test' });
    expect(await screen.findByText("You are this audit's auditor, so you cannot approve or reject it: another person decides (separation of duties).")).toBeInTheDocument();
    const approvers = screen.getByRole('region', { name: 'Approvers' });
    expect(within(approvers).getByText(/The auditor does not approve their own audit/)).toBeInTheDocument();
    expect(within(approvers).getByText(/^Nobody other than the auditor can approve this audit/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Approval' })).not.toBeInTheDocument();
  });

  it('rejects a completed audit only with a reason', async () => {
    const user = userEvent.setup();
    const adminId = db.list<DemoUser>(acme(), 'users').find((u) => u.email === 'admin@acme.test')!.id;
    const waiting = audits().filter((a) => a.status === 'completed' && a.auditor_id !== adminId);
    expect(waiting.length).toBeGreaterThan(0);
    await renderApp(`/audits/${waiting[0].id}/summary`, { as: 'admin@acme.test' });
    const approval = await screen.findByRole('form', { name: 'Approval' });
    await user.click(within(approval).getByRole('button', { name: 'Reject' }));
    expect(await within(approval).findByText('A reason is required to reject an audit')).toBeInTheDocument();
    await waitFor(() => expect(within(approval).getByLabelText('Reason or remarks')).toHaveFocus());
    await user.type(within(approval).getByLabelText('Reason or remarks'), 'Photos missing');
    await user.click(within(approval).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(audits().find((a) => a.id === waiting[0].id)).toMatchObject({ status: 'rejected', reason: 'Photos missing' }));
    expect(screen.getAllByText('Explain my score').length).toBeGreaterThan(0);
  });

  it('lists schedules with their computed state and starts the next occurrence of one', async () => {
    const user = userEvent.setup();
    const t = templates().find((x) => x.name === '5S workplace audit')!;
    const site = db.list<DemoSite>(acme(), 'sites').find((s) => s.status === 'active')!;
    const schedules = db.list<DemoAuditSchedule>(acme(), 'audit_schedules');
    schedules.push({ id: db.newId(acme()), template_id: t.id, site_id: site.id, auditor_id: schedules[0].auditor_id, auditee_id: null, frequency: 'monthly', start_date: '2031-03-31', end_date: null, window_days: 5, active: true, created_at: '2026-01-01T00:00:00.000Z' });
    const { router } = await renderApp('/audits/schedules', { as: 'admin@acme.test' });
    const table = await screen.findByRole('table', { name: 'Schedules found: 5' });
    expect(within(table).getAllByText('Active').length).toBe(5);
    expect(within(table).getByText('Site safety walk')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: /^Calendar: / })).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: new RegExp(`^Start the next 5S workplace audit audit at ${site.name} due`) }));
    await screen.findByRole('heading', { name: '1. Sort' });
    expect(router.state.location.pathname).toMatch(/^\/audits\/\d+\/audit\/0$/);
    expect(audits().find((a) => a.due_date === '2031-03-31')).toMatchObject({ template_id: t.id, status: 'scheduled' });
  });

  it('shows the audit summary with missed inspections and repeated failures', async () => {
    await renderApp('/audit-summary', { as: 'admin@acme.test' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit summary' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Missed and overdue inspections by schedule' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Repeated failures' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Approved' })).toHaveAttribute('href', '/audits/approved');
  });
});
