import { screen, within } from '@testing-library/react';
import { db } from '@/mocks/db/db';
import type { DemoUser } from '@/mocks/db/types';
import type { DemoAction } from '@/mocks/db/seed/actions';
import type { DemoIncident } from '@/mocks/db/seed/incidents';
import type { DemoObservation } from '@/mocks/db/seed/observations';
import { renderApp } from '@/testing/render-app';

const acme = () => db.tenant('acme')!;
const userId = (email: string) => db.list<DemoUser>(acme(), 'users').find((u) => u.email === email)!.id;
const heading = (name: RegExp) => screen.findByRole('heading', { level: 2, name });

describe('My work (/my-work)', () => {
  it("lists the user's open actions, the investigations waiting for their approval or led by them, and public reports to review", async () => {
    const me = userId('hod@acme.test');
    const mine = db.list<DemoAction>(acme(), 'actions').filter((a) => a.responsible_user_id === me && a.status !== 'completed' && a.status !== 'closed');
    const toApprove = db.list<DemoIncident>(acme(), 'incidents').filter((i) => i.status === 'completed' && i.approvals.some((a) => a.approver_id === me && a.decision === 'pending'));
    const leading = db.list<DemoIncident>(acme(), 'incidents').filter((i) => i.status !== 'closed' && i.status !== 'completed' && i.team?.lead_id === me);
    const unreviewed = db.list<DemoObservation>(acme(), 'observations').filter((o) => o.action_required === null);
    expect(mine.length).toBeGreaterThan(0);
    expect(unreviewed.length).toBeGreaterThan(0);

    await renderApp('/my-work', { as: 'hod@acme.test' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My work' })).toBeInTheDocument();

    const actions = (await heading(/^My open actions/)).closest('section')!;
    expect(await within(actions).findByText(String(mine.length))).toBeInTheDocument();
    const rows = within(actions).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(Math.min(mine.length, 50));
    // due first
    const first = [...mine].sort((a, b) => a.due_date.localeCompare(b.due_date) || b.id - a.id)[0];
    expect(within(rows[0]).getByRole('link', { name: first.number })).toHaveAttribute('href', `/actions/all/summary/${first.id}`);
    for (const row of rows) expect(row).not.toHaveTextContent(/Completed|Closed/);

    const approvals = (await heading(/^Investigations waiting for my approval/)).closest('section')!;
    if (toApprove.length) expect(await within(approvals).findByRole('link', { name: toApprove[0].number })).toHaveAttribute('href', `/incidents/${toApprove[0].id}/steps`);
    else expect(await within(approvals).findByText('Nothing is waiting for your approval.')).toBeInTheDocument();

    const led = (await heading(/^Investigations I lead/)).closest('section')!;
    if (leading.length) expect(await within(led).findByRole('link', { name: leading[0].number })).toBeInTheDocument();
    else expect(await within(led).findByText('You lead no open investigation.')).toBeInTheDocument();

    const review = (await heading(/^Public reports to review/)).closest('section')!;
    expect(await within(review).findByText(String(unreviewed.length))).toBeInTheDocument();
    expect(within(review).getByRole('link', { name: unreviewed[0].number })).toHaveAttribute('href', `/observations/edit/${unreviewed[0].id}`);
  });

  it('says when there is nothing to do, and shows only the sections the role may open', async () => {
    const me = userId('supervisor@acme.test');
    for (const a of db.list<DemoAction>(acme(), 'actions').filter((x) => x.responsible_user_id === me)) db.commit(acme(), 'actions', 'remove', a);
    const view = await renderApp('/my-work', { as: 'supervisor@acme.test' });
    const actions = (await heading(/^My open actions/)).closest('section')!;
    expect(await within(actions).findByText('No open actions are assigned to you.')).toBeInTheDocument();
    expect(within(actions).queryByRole('table')).not.toBeInTheDocument();
    view.unmount();

    // a contractor reviews no public reports
    await renderApp('/my-work', { as: 'contractor@acme.test' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My work' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^Public reports to review/ })).not.toBeInTheDocument();
  });
});
