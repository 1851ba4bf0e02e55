import { screen, within } from '@testing-library/react';
import { db } from '@/mocks/db/db';
import type { DemoUser } from '@/mocks/db/types';
import { todayIso } from '@/lib/forms/dates';
import { renderApp } from '@/testing/render-app';
import { validityState } from '../model';
import type { DemoContractor, DemoContractorDocument } from '../demo/store';

const acme = () => db.tenant('acme')!;
const userOf = (email: string) => db.list<DemoUser>(acme(), 'users').find((u) => u.email === email)!;

describe('My work: contractor documents ending within a month (SPEC §9, issue 27)', () => {
  it('a contractor user sees their own company’s expiring document linked to it; a colleague without contractor access sees no such section', async () => {
    const carl = userOf('contractor@acme.test');
    const company = db.list<DemoContractor>(acme(), 'contractors').find((c) => c.user_ids.includes(carl.id))!;
    const today = todayIso();
    const mine = db.list<DemoContractorDocument>(acme(), 'contractor_documents').filter((d) => d.contractor_id === company.id && d.status !== 'rejected' && validityState(d.valid_until, today) === 'expiring');
    expect(mine.length).toBeGreaterThan(0);

    const view = await renderApp('/my-work', { as: 'contractor@acme.test' });
    const section = (await screen.findByRole('heading', { level: 2, name: /^Contractor documents expiring within a month/ })).closest('section')!;
    const link = await within(section).findByRole('link', { name: mine[0].title });
    expect(link).toHaveAttribute('href', `/contractor/${company.id}/documents/edit/${mine[0].id}`);
    // only their own company's documents
    expect(within(section).getAllByRole('row').slice(1)).toHaveLength(mine.length);
    view.unmount();

    await renderApp('/my-work', { as: 'supervisor@acme.test' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My work' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^Contractor documents expiring/ })).not.toBeInTheDocument();
  });
});
