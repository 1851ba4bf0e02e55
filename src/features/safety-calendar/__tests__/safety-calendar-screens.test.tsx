import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@/mocks/db/db';
import type { DemoAuditSchedule, DemoCalendarEntry, DemoHiraRecord, DemoUser } from '@/mocks/db/types';
import { permitsOf } from '@/mocks/handlers/permits/serialize';
import { renderApp } from '@/testing/render-app';
import { addMonthsTo, dayKey } from '../model';

const acme = () => db.tenant('acme')!;
const userOf = (email: string) => db.list<DemoUser>(acme(), 'users').find((u) => u.email === email)!;
const entries = () => db.list<DemoCalendarEntry>(acme(), 'calendar_entries');
const today = dayKey(new Date());

function plantEntry(title: string, guestEmail: string): DemoCalendarEntry {
  const start = new Date(`${today}T10:00`);
  const row: DemoCalendarEntry = {
    id: db.newId(acme()),
    title,
    entry_type: 'toolbox_talk',
    mode: 'offline',
    online_link: '',
    location: 'Yard',
    site_id: null,
    start_at: start.toISOString(),
    end_at: new Date(start.getTime() + 1_800_000).toISOString(),
    description: '',
    organiser_id: userOf('hod@acme.test').id,
    guests: [{ user_id: userOf(guestEmail).id, response: 'waiting' }],
    created_at: start.toISOString(),
    updated_at: start.toISOString(),
  };
  entries().unshift(row);
  return row;
}

describe('safety calendar screens', () => {
  it('creates an entry with a guest, who starts as waiting', async () => {
    const user = userEvent.setup();
    const supervisor = userOf('supervisor@acme.test');
    await renderApp(`/safety-calendar?view=list&date=${today}`, { as: 'hod@acme.test' });
    await user.click(await screen.findByRole('button', { name: 'New entry' }));
    const form = await screen.findByRole('region', { name: 'New calendar entry' });
    const f = within(form);
    await user.click(f.getByRole('button', { name: 'Save' }));
    expect(await f.findByText('Enter a title.')).toBeInTheDocument();
    await user.type(f.getByLabelText(/^Title/), 'Ladder safety talk');
    await user.selectOptions(f.getByLabelText(/^Type/), 'Toolbox talk');
    await user.selectOptions(f.getByLabelText(/^Mode/), 'Hybrid');
    await user.type(f.getByLabelText(/^Online link/), 'not a link');
    await user.type(f.getByLabelText(/^Location/), 'Workshop 2');
    const box = f.getByRole('combobox', { name: /^Guests/ });
    await user.type(box, supervisor.full_name.split(' ')[0]);
    await user.click(await within(screen.getByRole('listbox')).findByRole('option', { name: supervisor.full_name }));
    await user.keyboard('{Escape}');
    await user.click(f.getByRole('button', { name: 'Save' }));
    expect(await f.findByText('Enter a valid web address starting with http:// or https://.')).toBeInTheDocument();
    await user.clear(f.getByLabelText(/^Online link/));
    await user.type(f.getByLabelText(/^Online link/), 'https://meet.example.com/ladder');
    await user.click(f.getByRole('button', { name: 'Save' }));
    const details = await screen.findByRole('region', { name: 'Ladder safety talk' });
    expect(within(details).getByRole('cell', { name: supervisor.full_name })).toBeInTheDocument();
    expect(within(details).getByText('Waiting')).toBeInTheDocument();
    const saved = entries().find((e) => e.title === 'Ladder safety talk')!;
    expect(saved).toMatchObject({ entry_type: 'toolbox_talk', mode: 'hybrid', location: 'Workshop 2', organiser_id: userOf('hod@acme.test').id, guests: [{ user_id: supervisor.id, response: 'waiting' }] });
  });

  it('lets the signed-in guest answer their invitation (and not edit it)', async () => {
    const user = userEvent.setup();
    const row = plantEntry('Hot work briefing', 'supervisor@acme.test');
    await renderApp(`/safety-calendar?view=list&date=${today}&entry=${row.id}`, { as: 'supervisor@acme.test' });
    const details = await screen.findByRole('region', { name: 'Hot work briefing' });
    const d = within(details);
    expect(d.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    await user.click(d.getByRole('button', { name: 'Accepted' }));
    await waitFor(() => expect(entries().find((e) => e.id === row.id)!.guests[0].response).toBe('accepted'));
    expect(await d.findByRole('button', { name: 'Accepted', pressed: true })).toBeInTheDocument();
  });

  it('switches month, week and list with the view in the URL and marks today', async () => {
    const user = userEvent.setup();
    plantEntry('Slips and trips talk', 'supervisor@acme.test');
    const { router, unmount } = await renderApp(`/safety-calendar?view=month&date=${today}`, { as: 'hod@acme.test' });
    const grid = await screen.findByRole('grid');
    const todayCell = within(grid).getByRole('gridcell', { current: 'date' });
    expect(within(todayCell).getByText('Today')).toBeInTheDocument();
    expect(await within(todayCell).findByRole('button', { name: /Slips and trips talk/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Week' }));
    await waitFor(() => expect(router.state.location.search).toContain('view=week'));
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: /^Week / })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(7);
    await user.click(screen.getByRole('button', { name: 'List' }));
    await waitFor(() => expect(router.state.location.search).toContain('view=list'));
    expect(screen.getByRole('button', { name: 'List', pressed: true })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /Slips and trips talk/ }));
    expect(await screen.findByRole('region', { name: 'Slips and trips talk' })).toBeInTheDocument();
    const opened = `${router.state.location.pathname}${router.state.location.search}`;
    expect(opened).toMatch(/[?&]entry=\d+/);

    // back closes the entry, then returns to the week view; a reload of the list address opens the same entry
    await act(() => router.navigate(-1));
    expect(screen.queryByRole('region', { name: 'Slips and trips talk' })).not.toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(screen.getByRole('button', { name: 'Week', pressed: true })).toBeInTheDocument();
    unmount();
    await renderApp(opened, { as: 'hod@acme.test' });
    expect(await screen.findByRole('region', { name: 'Slips and trips talk' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'List', pressed: true })).toBeInTheDocument();
  });

  it('shows audit due dates, HIRA reviews and permit windows in the compliance view, each linking to its record', async () => {
    const user = userEvent.setup();
    const month = today.slice(0, 7);
    const admin = userOf('admin@acme.test');
    db.list<DemoAuditSchedule>(acme(), 'audit_schedules').push({ id: db.newId(acme()), template_id: 424_242, site_id: 0, auditor_id: admin.id, auditee_id: null, frequency: 'once', start_date: `${month}-10`, end_date: null, window_days: 3, active: true, created_at: new Date().toISOString() } as unknown as DemoAuditSchedule);
    const risk = db.list<DemoHiraRecord>(acme(), 'hira_records').find((r) => r.status === 'published' || r.status === 'approved')!;
    Object.assign(risk, { review_frequency: 'monthly', assessed_at: addMonthsTo(`${month}-12`, -1) });
    const permit = permitsOf(acme())[0];
    Object.assign(permit, { status: 'active', number: 'PTW-CAL-1', title: 'Boiler hot work', start_at: `${month}-14T08:00:00.000Z`, end_at: `${month}-15T16:00:00.000Z` });
    await renderApp(`/safety-calendar?view=list&date=${month}-01`, { as: 'admin@acme.test' });
    await user.click(await screen.findByRole('checkbox', { name: /Compliance view/ }));
    expect(await screen.findByText(/Document review dates are not shown/)).toBeInTheDocument();
    const audit = await screen.findByRole('link', { name: /Audit due: #424242/ });
    expect(audit).toHaveAttribute('href', '/audits/schedules');
    const review = screen.getByRole('link', { name: new RegExp(`HIRA review: ${risk.number}`) });
    expect(review).toHaveAttribute('href', `/hira/summary/${risk.id}`);
    // a permit window shows on each of its days, linking to the permit
    const windows = screen.getAllByRole('link', { name: /Permit window: PTW-CAL-1 Boiler hot work/ });
    expect(windows.length).toBeGreaterThanOrEqual(2);
    expect(windows[0]).toHaveAttribute('href', `/permit/${permit.id}/summary`);
  });
});
