import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { useListState } from '../list-state';

interface Filters {
  site_id?: number;
  area_id?: number;
  risk?: string;
}

function List() {
  const s = useListState<Filters>({ base: '/things', filterKeys: ['site_id', 'area_id', 'risk'], defaultSort: 'created_at', defaultTab: 'all', dependents: (key) => (key === 'site_id' ? { area_id: undefined } : {}) });
  return (
    <div>
      <p>{`page ${s.page} tab ${s.tab} sort ${s.sort.field} ${s.sort.order} site ${String(s.filters.site_id)} (${typeof s.filters.site_id}) area ${String(s.filters.area_id)} risk ${String(s.filters.risk)} search "${s.search}"`}</p>
      <label htmlFor="q">Search</label>
      <input id="q" value={s.search} onChange={(e) => s.setSearch(e.target.value)} />
      <button type="button" onClick={() => s.setPage(s.page + 1)}>Next page</button>
      <button type="button" onClick={() => s.setTab('open')}>Open tab</button>
      <button type="button" onClick={() => s.setFilter('site_id', 2)}>Site 2</button>
      <button type="button" onClick={() => s.setFilter('area_id', 7)}>Area 7</button>
      <button type="button" onClick={() => s.setSort({ field: 'number', order: 'asc' })}>Sort by number</button>
      <button type="button" onClick={s.clear}>Clear</button>
      <Link to={s.linkTo('/things/summary/1')}>Open record</Link>
      <Outlet />
    </div>
  );
}

function setup(initial: string) {
  const router = createMemoryRouter(
    [
      { path: '/start', element: <p>start page</p> },
      { path: '/things', element: <List />, children: [{ path: 'summary/:id', element: <p>record panel</p> }] },
    ],
    { initialEntries: ['/start', initial], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  const url = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { router, url };
}

describe('useListState (list state in the URL)', () => {
  it('starts from the URL, with numbers for *_id filters and defaults for what is missing', () => {
    setup('/things?site_id=3&risk=high&tab=open&page=2&sort=number&order=asc&q=pump');
    expect(screen.getByText('page 2 tab open sort number asc site 3 (number) area undefined risk high search "pump"')).toBeInTheDocument();
    expect(screen.getByLabelText('Search')).toHaveValue('pump');
  });

  it('writes changes to the URL without defaults, resets the page, clears dependents, and the back button restores the previous list', async () => {
    const user = userEvent.setup();
    const { router, url } = setup('/things');
    expect(url()).toBe('/things');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(url()).toBe('/things?page=2');
    await user.click(screen.getByRole('button', { name: 'Area 7' }));
    expect(url()).toBe('/things?area_id=7');
    await user.click(screen.getByRole('button', { name: 'Site 2' }));
    expect(url()).toBe('/things?site_id=2');
    await user.click(screen.getByRole('button', { name: 'Open tab' }));
    await user.click(screen.getByRole('button', { name: 'Sort by number' }));
    expect(url()).toBe('/things?site_id=2&tab=open&sort=number&order=asc');
    await act(() => router.navigate(-1));
    expect(url()).toBe('/things?site_id=2&tab=open');
    expect(screen.getByText(/tab open sort created_at desc site 2/)).toBeInTheDocument();
    await act(() => router.navigate(-1));
    await act(() => router.navigate(-1));
    expect(url()).toBe('/things?area_id=7');
    expect(screen.getByText(/page 1 tab all .* area 7/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(url()).toBe('/things');
  });

  it('types into the search without losing keys, replacing the history entry, and follows the URL on back', async () => {
    const user = userEvent.setup();
    const { router, url } = setup('/things?tab=open');
    await user.type(screen.getByLabelText('Search'), 'valve');
    expect(screen.getByLabelText('Search')).toHaveValue('valve');
    expect(url()).toBe('/things?tab=open&q=valve');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await act(() => router.navigate(-1));
    expect(url()).toBe('/things?tab=open&q=valve');
    // one history entry for the whole search, not one per key
    await act(() => router.navigate(-1));
    expect(url()).toBe('/start');
    await act(() => router.navigate('/things'));
    expect(screen.getByLabelText('Search')).toHaveValue('');
  });

  it('keeps the list as it was when a record opens beside it, by link or by a navigation without the parameters', async () => {
    const user = userEvent.setup();
    const { router, url } = setup('/things?risk=high&page=3');
    await user.click(screen.getByRole('link', { name: 'Open record' }));
    expect(url()).toBe('/things/summary/1?risk=high&page=3');
    expect(screen.getByText('record panel')).toBeInTheDocument();
    await act(() => router.navigate('/things/summary/2'));
    expect(screen.getByText(/page 3 .* risk high/)).toBeInTheDocument();
  });
});
