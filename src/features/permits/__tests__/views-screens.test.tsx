import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@/mocks/db/db';
import type { DemoPermit, DemoSite } from '@/mocks/db/types';
import { permitsOf } from '@/mocks/handlers/permits/serialize';
import { renderApp } from '@/testing/render-app';
import { boardColumn, canSeeDraft } from '../model/status';
import { BOARD_COLUMNS } from '../model/types';

const acme = () => db.tenant('acme')!;
const permits = () => permitsOf(acme());
const adminId = () => db.list<{ id: number; email: string }>(acme(), 'users').find((u) => u.email === 'admin@acme.test')!.id;

describe('permit board and list (/permits)', () => {
  it('shows the 8 columns with the counts of the permits the user may see, and flags clashes', async () => {
    await renderApp('/permits', { as: 'admin@acme.test' });
    const board = await screen.findByTestId('permit-board', {}, { timeout: 10_000 });
    await waitFor(() => expect(board).toHaveAttribute('aria-busy', 'false'));
    const visible = permits().filter((p) => canSeeDraft(p, adminId()));
    const now = new Date();
    const expected = BOARD_COLUMNS.map((column) => visible.filter((p) => boardColumn(p, now) === column).length);
    const headings = within(board).getAllByRole('heading', { level: 2 });
    expect(headings.map((h) => Number(/(\d+)$/.exec(h.textContent ?? '')?.[1]))).toEqual(expected);
    // the seeded clashing pair today on the first site is flagged on its cards
    expect(within(board).getAllByText(/\d+ clash(es)?$/).length).toBeGreaterThanOrEqual(2);
  });

  it('opens a permit from its card in the app (a plain link routed by the board)', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/permits', { as: 'admin@acme.test' });
    const board = await screen.findByTestId('permit-board', {}, { timeout: 10_000 });
    const link = within(board).getAllByRole('link')[0];
    const href = link.getAttribute('href')!;
    expect(href).toMatch(/^\/permit\/\d+\/summary$/);
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe(href));
    // the page it leads to, loaded: a test that stops at the address leaves its lazy screen and requests loading
    expect(await screen.findByRole('heading', { name: /^Permit \S+: / })).toBeInTheDocument();
  });

  it('keeps the list search and filters in the URL and narrows the rows', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/permits?view=list', { as: 'admin@acme.test' });
    const target = permits().find((p) => p.status === 'closed')!;
    await screen.findByRole('table', { name: /^Permits: \d+ found/ }, { timeout: 10_000 });
    await user.type(screen.getByLabelText(/^Search/), target.number);
    await waitFor(() => expect(router.state.location.search).toContain(`q=${encodeURIComponent(target.number)}`));
    await screen.findByRole('table', { name: 'Permits: 1 found' });
    expect(screen.getByRole('link', { name: target.number })).toHaveAttribute('href', `/permit/${target.id}/summary`);
    await user.clear(screen.getByLabelText(/^Search/));
    await user.selectOptions(screen.getByLabelText('Overdue'), '1');
    await waitFor(() => expect(router.state.location.search).toContain('overdue=1'));
    const overdue = permits().filter((p) => ['approved', 'active', 'suspended'].includes(p.status) && Date.parse(p.end_at) < Date.now()).length;
    await screen.findByRole('table', { name: `Permits: ${overdue} found` });
  });

  it('switches between board and list keeping the filters', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/permits?view=list&overdue=1', { as: 'admin@acme.test' });
    await screen.findByRole('table', { name: /^Permits: \d+ found/ }, { timeout: 10_000 });
    await user.click(screen.getByRole('link', { name: 'Board' }));
    await screen.findByTestId('permit-board');
    expect(router.state.location.search).toBe('?overdue=1');
    expect(screen.getByRole('link', { name: 'Board' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('permit dashboard (/permit-dashboard)', () => {
  it('counts by status, site and template and drills a count down to the list', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/permit-dashboard', { as: 'admin@acme.test' });
    const kpis = await screen.findByRole('region', { name: 'Key figures' }, { timeout: 10_000 });
    const link = await within(kpis).findByRole('link', { name: /^Overdue, not handed back: show the \d+ permits?$/ });
    const count = Number(/show the (\d+)/.exec(link.getAttribute('aria-label') ?? '')![1]);
    expect(count).toBeGreaterThan(0);
    expect(screen.getByRole('region', { name: 'Permits by status' })).toBeInTheDocument();
    const sites = screen.getByRole('region', { name: 'Permits by site' });
    const firstSite = db.list<DemoSite>(acme(), 'sites').find((s) => permits().some((p) => p.location.site_id === s.id))!;
    expect(within(sites).getByRole('rowheader', { name: firstSite.name })).toBeInTheDocument();
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/permits'));
    expect(router.state.location.search).toContain('overdue=1');
    await screen.findByRole('table', { name: `Permits: ${count} found` }, { timeout: 10_000 });
  });
});

describe('permit dashboard and map: filters in the URL', () => {
  it('the dashboard keeps its dates and site in the URL; back returns to the filters before', async () => {
    const user = userEvent.setup();
    const site = db.list<DemoSite>(acme(), 'sites').find((s) => permits().some((p) => p.location.site_id === s.id))!;
    const { router } = await renderApp('/permit-dashboard', { as: 'admin@acme.test' });
    await screen.findByRole('region', { name: 'Key figures' }, { timeout: 10_000 });
    const choose = await screen.findByRole('option', { name: site.name });
    await user.selectOptions(screen.getByLabelText('Site'), choose);
    expect(router.state.location.search).toBe(`?site_id=${site.id}`);
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('');
    expect(screen.getByLabelText('Site')).toHaveValue('');
    await act(() => router.navigate(1));
    expect(screen.getByLabelText('Site')).toHaveValue(String(site.id));
  });

  it('the map keeps the chosen site in the URL; back returns to the site before', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/permits/map-view', { as: 'admin@acme.test' });
    await screen.findByRole('region', { name: /open permits?$/ }, { timeout: 10_000 });
    const select = screen.getByLabelText('Site') as HTMLSelectElement;
    const first = select.value;
    const other = [...select.options].find((o) => o.value && o.value !== first)!;
    await user.selectOptions(select, other);
    expect(router.state.location.search).toBe(`?site_id=${other.value}`);
    expect(screen.getByLabelText('Site')).toHaveValue(other.value);
    await act(() => router.navigate(-1));
    expect(screen.getByLabelText('Site')).toHaveValue(first);
  });
});

describe('permit map (/permits/map-view)', () => {
  it('lists the open permits of the first site beside the map, clashing ones with their clashes (no Site read needed)', async () => {
    await renderApp('/permits/map-view', { as: 'contractor@acme.test' });
    const list = await screen.findByRole('region', { name: /open permits?$/ }, { timeout: 10_000 });
    const clashes = await within(list).findAllByRole('list', { name: /^Clashes of / });
    expect(clashes.length).toBeGreaterThanOrEqual(2);
    expect(within(clashes[0]).getAllByText(/^with /).length).toBeGreaterThan(0);
    expect(screen.getByText(/open permits? on this site, [1-9]\d* of them clashing/)).toHaveAttribute('role', 'status');
    expect(screen.getByRole('list', { name: 'Legend' })).toBeInTheDocument();
  });
});

describe('permit report (/permit/:id/report)', () => {
  it('prints the permit with its pinned version’s answers and a QR code to the live permit', async () => {
    const p = permits().find((x) => x.status === 'closed' && x.workers.length > 0 && Object.keys(x.answers).length > 0) as DemoPermit;
    await renderApp(`/permit/${p.id}/report`, { as: 'admin@acme.test' });
    expect(await screen.findByRole('heading', { level: 1, name: `Permit to work ${p.number}` }, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: `QR code opening permit ${p.number}` })).toBeInTheDocument();
    expect(screen.getAllByRole('link').some((a) => a.getAttribute('href')?.endsWith(`/permit/${p.id}/summary`) && a.textContent === a.getAttribute('href'))).toBe(true);
    expect(screen.getByRole('region', { name: 'Workers' })).toHaveTextContent(p.workers[0].name);
    expect(screen.getByRole('region', { name: 'History' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
  });
});
