import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/testing/render-app';
import { actingAs, db } from '@/mocks/db/db';
import type { DemoSite, DemoUser } from '@/mocks/db/types';

const acme = () => db.tenant('acme')!;
const person = (email: string) => db.list<DemoUser>(acme(), 'users').find((u) => u.email === email)!;

/** two site changes by two people, committed the way the handlers commit */
function seedChanges() {
  const [a, b] = db.list<DemoSite>(acme(), 'sites');
  const alice = person('admin@acme.test');
  const hugo = person('hod@acme.test');
  db.commit(actingAs(acme(), { id: alice.id, full_name: alice.full_name }), 'sites', 'update', { ...a, city: 'Wakefield' });
  db.commit(actingAs(acme(), { id: hugo.id, full_name: hugo.full_name }), 'sites', 'update', { ...b, name: 'Harbour Assembly Two' });
  return { a, b, hugo };
}

describe('/activity-logs', () => {
  it('lists who changed what, newest first, with filters in the URL', async () => {
    const { a, b, hugo } = seedChanges();
    const user = userEvent.setup();
    const { router } = await renderApp('/activity-logs', { as: 'admin@acme.test' });
    const table = await screen.findByRole('table', { name: 'Activity log: 2 changes found' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Hugo Dalton');
    expect(rows[0]).toHaveTextContent(`Name: ${b.name} → Harbour Assembly Two`);
    expect(rows[1]).toHaveTextContent('Alice Admin');
    expect(rows[1]).toHaveTextContent(`City: ${a.city} → Wakefield`);

    await within(screen.getByLabelText('Who')).findByRole('option', { name: 'Hugo Dalton' });
    await user.selectOptions(screen.getByLabelText('Who'), 'Hugo Dalton');
    await screen.findByRole('table', { name: 'Activity log: 1 changes found' });
    expect(router.state.location.search).toContain(`actor_id=${hugo.id}`);

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await screen.findByRole('table', { name: 'Activity log: 2 changes found' });
    await user.type(screen.getByLabelText('Search'), 'wakefield');
    await screen.findByRole('table', { name: 'Activity log: 1 changes found' });
    await user.clear(screen.getByLabelText('Search'));
    await user.selectOptions(screen.getByLabelText('Record type'), 'User');
    await waitFor(() => expect(screen.getByRole('table', { name: 'Activity log: 0 changes found' })).toBeInTheDocument());
  });

  it('opens from a shared address with its filters, and a supervisor sees no site changes', async () => {
    seedChanges();
    await renderApp('/activity-logs?record_type=site&q=harbour', { as: 'admin@acme.test' });
    expect(await screen.findByRole('table', { name: 'Activity log: 1 changes found' })).toHaveTextContent('Harbour Assembly Two');
    expect(screen.getByLabelText('Record type')).toHaveValue('site');
  });

  it('shows a reader only what they may read', async () => {
    seedChanges();
    await renderApp('/activity-logs', { as: 'supervisor@acme.test' });
    expect(await screen.findByRole('table', { name: 'Activity log: 0 changes found' })).toBeInTheDocument();
  });
});
