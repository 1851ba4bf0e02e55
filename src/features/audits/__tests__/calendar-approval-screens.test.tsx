import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@/mocks/db/db';
import type { DemoAudit, DemoAuditSchedule, DemoAuditTemplate, DemoSite, DemoUser, DemoWorkflow } from '@/mocks/db/types';
import { todayIso } from '@/lib/forms/dates';
import { renderApp } from '@/testing/render-app';

const acme = () => db.tenant('acme')!;
const audits = () => db.list<DemoAudit>(acme(), 'audits');
const userOf = (email: string) => db.list<DemoUser>(acme(), 'users').find((u) => u.email === email)!;

describe('audits: calendar views and approval by reviewers', () => {
  it('switches between month, week and list, navigates, keeps the state in the URL and starts a due date', async () => {
    const user = userEvent.setup();
    const t = db.list<DemoAuditTemplate>(acme(), 'audit_templates').find((x) => x.name === '5S workplace audit')!;
    const site = db.list<DemoSite>(acme(), 'sites').find((s) => s.status === 'active')!;
    const schedules = db.list<DemoAuditSchedule>(acme(), 'audit_schedules');
    schedules.push({ id: db.newId(acme()), template_id: t.id, site_id: site.id, auditor_id: schedules[0].auditor_id, auditee_id: null, frequency: 'monthly', start_date: '2031-03-31', end_date: null, window_days: 5, active: true, created_at: '2026-01-01T00:00:00.000Z' });
    const { router } = await renderApp('/audits/schedules?view=month&date=2031-03-12', { as: 'admin@acme.test' });
    const start = new RegExp(`^Start 5S workplace audit · ${site.name}, due`);

    const grid = await screen.findByRole('grid', { name: 'March 2031' });
    expect(screen.getByRole('region', { name: 'Month grid: March 2031' })).toBeInTheDocument();
    expect(within(grid).getAllByRole('columnheader')).toHaveLength(7);
    expect(await within(grid).findByRole('button', { name: start })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Month' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Week' }));
    expect(router.state.location.search).toBe('?view=week&date=2031-03-12');
    const week = await screen.findByRole('table', { name: /^week of / });
    expect(within(week).getAllByRole('rowheader')).toHaveLength(7);
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(router.state.location.search).toBe('?view=week&date=2031-03-19');
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(router.state.location.search).toBe('?view=week&date=2031-04-02');
    const next = await screen.findByRole('table', { name: /^week of / });
    expect(await within(next).findByRole('button', { name: start })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'List' }));
    expect(router.state.location.search).toBe('?view=list&date=2031-04-02');
    expect(await screen.findByRole('heading', { name: 'Calendar: April 2031' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(router.state.location.search).toBe('?view=list&date=2031-05-02');
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(router.state.location.search).toBe(`?view=list&date=${todayIso()}`);

    await user.click(screen.getByRole('button', { name: 'Month' }));
    const now = await screen.findByRole('region', { name: /^Month grid: / });
    expect(within(now).getByRole('gridcell', { current: 'date' })).toHaveTextContent('(today)');

    await act(() => router.navigate('/audits/schedules?view=week&date=2031-03-31'));
    await user.click(await screen.findByRole('button', { name: start }));
    await screen.findByRole('heading', { name: '1. Sort' });
    expect(audits().find((a) => a.due_date === '2031-03-31')).toMatchObject({ template_id: t.id, status: 'scheduled' });
  });

  it('counts the same due dates of a month in the month grid and in the list', async () => {
    const user = userEvent.setup();
    await renderApp('/audits/schedules?view=month&date=2031-03-12', { as: 'admin@acme.test' });
    await screen.findByRole('grid', { name: 'March 2031' });
    const monthCount = (await screen.findByText(/^Due dates in March 2031: \d+$/)).textContent;
    await user.click(screen.getByRole('button', { name: 'List' }));
    await screen.findByRole('heading', { name: 'Calendar: March 2031' });
    const calendar = screen.getByRole('region', { name: 'Calendar: March 2031' });
    await waitFor(() => expect(screen.getByText(/^Due dates in March 2031: \d+$/)).toHaveTextContent(monthCount ?? ''));
    expect(within(calendar).getAllByRole('listitem')).toHaveLength(Number(monthCount?.split(': ')[1]));
  });

  it('saves a schedule on the 2nd Tuesday, every 2 months, 3 times, at 09:30', async () => {
    const user = userEvent.setup();
    await renderApp('/audits/schedules', { as: 'admin@acme.test' });
    await user.click(await screen.findByRole('button', { name: 'New schedule' }));
    const form = await screen.findByRole('form', { name: 'New schedule' });
    const template = await within(form).findByRole('combobox', { name: /^Template/ });
    await user.selectOptions(template, within(template).getByRole('option', { name: /^5S workplace audit/ }));
    const site = within(form).getByRole('combobox', { name: /^Site/ });
    await user.selectOptions(site, within(site).getAllByRole('option')[1]);
    const auditor = within(form).getByRole('combobox', { name: /^Auditor/ });
    await user.selectOptions(auditor, within(auditor).getAllByRole('option')[1]);
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Frequency/ }), 'monthly');
    await user.clear(within(form).getByRole('spinbutton', { name: /^Repeat every \(months\)/ }));
    await user.type(within(form).getByRole('spinbutton', { name: /^Repeat every \(months\)/ }), '2');
    await user.clear(within(form).getByLabelText(/^Start date/));
    await user.type(within(form).getByLabelText(/^Start date/), '2031-01-01');
    await user.type(within(form).getByLabelText(/^Time of day/), '09:30');
    await user.click(within(form).getByRole('radio', { name: 'A weekday of the month' }));
    await user.click(within(form).getByRole('radio', { name: 'After a number of occurrences' }));
    await user.click(within(form).getByRole('button', { name: 'Save schedule' }));
    // refused: the week of the month and the count are missing; what was typed stays
    expect(await within(form).findByText('Choose the week of the month')).toBeInTheDocument();
    expect(within(form).getByRole('spinbutton', { name: /^Repeat every/ })).toHaveValue(2);
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Week of the month/ }), 'Second');
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Weekday/ }), 'Tuesday');
    await user.type(within(form).getByRole('spinbutton', { name: /^Number of occurrences/ }), '3');
    await user.click(within(form).getByRole('button', { name: 'Save schedule' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New schedule' })).not.toBeInTheDocument());
    const saved = db.list<DemoAuditSchedule>(acme(), 'audit_schedules').find((s) => s.start_date === '2031-01-01');
    expect(saved).toMatchObject({ frequency: 'monthly', start_date: '2031-01-01', interval: 2, month_mode: 'weekday', week_of_month: 2, weekdays: [1], time_of_day: '09:30', count: 3, end_date: null });
    expect(await screen.findByRole('cell', { name: 'Monthly · every 2 · Second Tuesday · at 09:30 · 3 occurrences' })).toBeInTheDocument();
  });

  it('pauses a schedule from the list and resumes it (Audit update)', async () => {
    const user = userEvent.setup();
    const schedule = db.list<DemoAuditSchedule>(acme(), 'audit_schedules').find((s) => s.active)!;
    const template = db.list<DemoAuditTemplate>(acme(), 'audit_templates').find((x) => x.id === schedule.template_id)!;
    const site = db.list<DemoSite>(acme(), 'sites').find((s) => s.id === schedule.site_id)!;
    await renderApp('/audits/schedules?view=list', { as: 'admin@acme.test' });
    await user.click(await screen.findByRole('button', { name: `Pause the ${template.name} schedule at ${site.name}` }));
    expect(await screen.findByText(`The ${template.name} schedule at ${site.name} is paused.`)).toBeInTheDocument();
    await waitFor(() => expect(db.find<DemoAuditSchedule>(acme(), 'audit_schedules', schedule.id)?.active).toBe(false));
    await user.click(await screen.findByRole('button', { name: `Resume the ${template.name} schedule at ${site.name}` }));
    expect(await screen.findByText(`The ${template.name} schedule at ${site.name} is running again.`)).toBeInTheDocument();
    expect(db.find<DemoAuditSchedule>(acme(), 'audit_schedules', schedule.id)?.active).toBe(true);
  });

  it('shows who must approve; a non-approver gets no decision, the workflow reviewers approve in order', async () => {
    const user = userEvent.setup();
    const hod = userOf('hod@acme.test');
    const admin = userOf('admin@acme.test');
    const audit = audits().find((a) => a.status === 'completed')!;
    const at = new Date().toISOString();
    db.list<DemoWorkflow>(acme(), 'workflows').push({ id: db.newId(acme()), title: 'Audit sign-off', module: 'Audit', workflow_type: 'sequential', form_ids: [audit.template_id], site_ids: [audit.site_id], reviewer_ids: [hod.id, admin.id], approvals_required: null, lead_time_value: 1, lead_time_unit: 'days', escalation_user_id: null, created_at: at, updated_at: at });
    audit.round = undefined; // as if submitted now: the round comes from the workflows
    audit.auditor_id = userOf('supervisor@acme.test').id; // neither reviewer audited it (separation of duties)

    const first = await renderApp(`/audits/${audit.id}/summary`, { as: 'admin@acme.test' });
    const approvers = await screen.findByRole('region', { name: 'Approvers' });
    expect(within(approvers).getByText('Workflow “Audit sign-off”: the approvers decide one after another, in this order.')).toBeInTheDocument();
    expect(within(approvers).getByText('Hugo Dalton: waiting for their decision')).toBeInTheDocument();
    expect(within(approvers).getByText('Alice Admin: not yet')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Approval' })).not.toBeInTheDocument();
    first.unmount();

    await renderApp(`/audits/${audit.id}/summary`, { as: 'hod@acme.test' });
    const approval = await screen.findByRole('form', { name: 'Approval' });
    await user.click(within(approval).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(audits().find((a) => a.id === audit.id)?.round?.approvals.map((a) => a.user_id)).toEqual([hod.id]));
    expect(audits().find((a) => a.id === audit.id)?.status).toBe('completed');
    expect(await screen.findByText(/^Hugo Dalton: approved on /)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Approval' })).not.toBeInTheDocument());
  });
});
