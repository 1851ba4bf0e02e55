import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@/mocks/db/db';
import type { DemoManpower, DemoSite } from '@/mocks/db/types';
import { renderApp } from '@/testing/render-app';
import { workingDaysInMonth } from '@/lib/safety-figures/hours-worked';
import type { DemoWorkingDays } from '@/mocks/db/types';

const acme = () => db.tenant('acme')!;
const YEAR = new Date().getFullYear();
const rows = () => db.list<DemoManpower>(acme(), 'manpower');
const northfield = () => db.list<DemoSite>(acme(), 'sites').find((s) => s.name === 'Northfield Plant')!;
const cell = (site: string, month: string) => screen.getByRole('textbox', { name: `${site}, ${month} ${YEAR}` });
/** the grid row of a site (its row header's row) */
const rowOf = (site: string) => screen.getAllByRole('rowheader', { name: site })[0].closest('tr')!;

/** nothing entered for this year: every cell counts with the default */
function clearYear() {
  acme().collections.manpower = rows().filter((r) => r.year !== YEAR);
}

describe('manpower screen', () => {
  it('an admin enters a month, sees the totals and hours worked follow, and saves', async () => {
    clearYear();
    const user = userEvent.setup();
    await renderApp('/manpower', { as: 'admin@acme.test' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Manpower' })).toBeInTheDocument();
    const march = await screen.findByRole('textbox', { name: `Northfield Plant, March ${YEAR}` });
    expect(screen.getByText(/Hours worked = hours actually worked where entered, else 8 h × headcount × the site's working days/)).toBeInTheDocument();
    expect(march).toHaveValue('');
    expect(march).toHaveAttribute('placeholder', '100');
    // the yearly total counts the twelve defaults
    expect(within(rowOf('Northfield Plant')).getAllByRole('cell').at(-1)).toHaveTextContent('1,200');
    await user.type(march, '150');
    expect(march).toHaveClass('is-entered');
    expect(within(rowOf('Northfield Plant')).getAllByRole('cell').at(-1)).toHaveTextContent('1,250');
    // ↓ moves to the same month of the next site
    await user.keyboard('{ArrowDown}');
    expect(cell('Riverside Warehouse', 'March')).toHaveFocus();
    // all sites in March: 150 + 3 × 100 = 450 people × 8 h × March's weekdays (22 in 2026: 79,200 h)
    const manHoursRow = screen.getByRole('rowheader', { name: 'Hours worked' }).closest('tr')!;
    expect(within(manHoursRow).getAllByRole('cell')[2]).toHaveTextContent((450 * 8 * workingDaysInMonth(YEAR, 3)).toLocaleString('en'));
    expect(screen.getByText('Changed cells not saved yet: 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save manpower' }));
    expect(await screen.findByText(`Manpower for ${YEAR} was saved.`)).toBeInTheDocument();
    expect(rows().filter((r) => r.year === YEAR).map((r) => ({ site_id: r.site_id, month: r.month, manpower: r.manpower }))).toEqual([{ site_id: northfield().id, month: 3, manpower: 150 }]);
    await waitFor(() => expect(screen.queryByText(/Changed cells not saved yet/)).not.toBeInTheDocument());
    expect(cell('Northfield Plant', 'March')).toHaveValue('150');
  });

  it('refuses bad values on their cells, focuses the first, and keeps what was typed', async () => {
    clearYear();
    const user = userEvent.setup();
    await renderApp('/manpower', { as: 'admin@acme.test' });
    await user.type(await screen.findByRole('textbox', { name: `Northfield Plant, March ${YEAR}` }), '-5');
    await user.type(cell('Northfield Plant', 'April'), '12.5');
    await user.type(cell('Northfield Plant', 'May'), '140');
    await user.click(screen.getByRole('button', { name: 'Save manpower' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nothing was saved. Cells to correct: 2. Your entries are kept.');
    expect(cell('Northfield Plant', 'March')).toHaveAccessibleDescription('Enter 0 or more.');
    expect(cell('Northfield Plant', 'March')).toHaveAttribute('aria-invalid', 'true');
    expect(cell('Northfield Plant', 'April')).toHaveAccessibleDescription('Enter a whole number.');
    await waitFor(() => expect(cell('Northfield Plant', 'March')).toHaveFocus());
    expect(cell('Northfield Plant', 'March')).toHaveValue('-5');
    expect(cell('Northfield Plant', 'May')).toHaveValue('140');
    expect(rows().some((r) => r.year === YEAR)).toBe(false);
  });

  it('shows a 422 of the server under the cell it names and keeps the typed values', async () => {
    clearYear();
    const user = userEvent.setup();
    await renderApp('/manpower', { as: 'admin@acme.test' });
    await user.type(await screen.findByRole('textbox', { name: `Northfield Plant, March ${YEAR}` }), '150');
    await user.type(cell('Riverside Warehouse', 'March'), '90');
    // the site is deactivated elsewhere before the save reaches the server
    northfield().status = 'inactive';
    await user.click(screen.getByRole('button', { name: 'Save manpower' }));
    await waitFor(() => expect(cell('Northfield Plant', 'March')).toHaveAccessibleDescription('This site is no longer active.'));
    expect(screen.getByRole('alert')).toHaveTextContent('Cells to correct: 1');
    expect(cell('Northfield Plant', 'March')).toHaveValue('150');
    expect(cell('Riverside Warehouse', 'March')).toHaveValue('90');
    expect(rows().some((r) => r.year === YEAR)).toBe(false);
  });

  it('records hours actually worked and a site’s working days; the hours follow and the save keeps the headcount', async () => {
    clearYear();
    acme().collections.working_days = [];
    const site = northfield();
    acme().collections.manpower.push({ id: 990002, site_id: site.id, year: YEAR, month: 2, manpower: 120, updated_by: null, updated_at: '' } as DemoManpower);
    const user = userEvent.setup();
    await renderApp('/manpower', { as: 'admin@acme.test' });
    await screen.findByRole('textbox', { name: `Northfield Plant, February ${YEAR}` });
    await user.click(screen.getByRole('radio', { name: 'Hours worked' }));
    const feb = await screen.findByRole('textbox', { name: `Hours worked, Northfield Plant, February ${YEAR}` });
    // an empty cell shows the estimate: 120 people × 8 h × February's weekdays
    expect(feb).toHaveAttribute('placeholder', String(120 * 8 * workingDaysInMonth(YEAR, 2)));
    await user.type(feb, '17500');
    expect(within(rowOf('Northfield Plant')).getAllByRole('cell').at(-1)).toHaveTextContent(
      (17_500 + [1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].reduce((sum, m) => sum + 100 * 8 * workingDaysInMonth(YEAR, m), 0)).toLocaleString('en'),
    );
    // Riverside Warehouse also works Saturdays
    const days = screen.getByRole('group', { name: 'Working days of Riverside Warehouse' });
    await user.click(within(days).getByRole('checkbox', { name: 'Saturday' }));
    await user.click(screen.getByRole('button', { name: 'Save manpower' }));
    expect(await screen.findByText(`Manpower for ${YEAR} was saved.`)).toBeInTheDocument();
    expect(rows().filter((r) => r.year === YEAR).map((r) => ({ site_id: r.site_id, month: r.month, manpower: r.manpower, actual_hours: r.actual_hours }))).toEqual([{ site_id: site.id, month: 2, manpower: 120, actual_hours: 17_500 }]);
    const riverside = db.list<DemoSite>(acme(), 'sites').find((s) => s.name === 'Riverside Warehouse')!;
    expect(db.list<DemoWorkingDays>(acme(), 'working_days')).toEqual([expect.objectContaining({ site_id: riverside.id, weekdays: [1, 2, 3, 4, 5, 6] })]);
    // no working day at all is refused on the site's group
    const north = screen.getByRole('group', { name: 'Working days of Northfield Plant' });
    for (const d of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) await user.click(within(north).getByRole('checkbox', { name: d }));
    await user.click(screen.getByRole('button', { name: 'Save manpower' }));
    expect(await within(north).findByText('Choose at least one working day.')).toBeInTheDocument();
    expect(db.list<DemoWorkingDays>(acme(), 'working_days')).toHaveLength(1);
  });

  it('switches to the yearly view: totals and hours worked per site', async () => {
    clearYear();
    const site = northfield();
    acme().collections.manpower.push({ id: 990001, site_id: site.id, year: YEAR, month: 1, manpower: 300, updated_by: null, updated_at: '' } as DemoManpower);
    const user = userEvent.setup();
    await renderApp('/manpower', { as: 'admin@acme.test' });
    await screen.findByRole('textbox', { name: `Northfield Plant, January ${YEAR}` });
    await user.click(screen.getByRole('radio', { name: 'Yearly' }));
    const table = await screen.findByRole('table', { name: `Yearly manpower and hours worked per site in ${YEAR}` });
    const row = within(table).getByRole('rowheader', { name: 'Northfield Plant' }).closest('tr')!;
    // 300 + 11 × 100 = 1,400; hours: 8 h per person per weekday of each month
    const hours = 300 * 8 * workingDaysInMonth(YEAR, 1) + [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].reduce((sum, m) => sum + 100 * 8 * workingDaysInMonth(YEAR, m), 0);
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(['1,400', '1 of 12', hours.toLocaleString('en')]);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('keeps the year and the view in the URL: a reload opens them, back returns to the ones before', async () => {
    clearYear();
    const user = userEvent.setup();
    const { router, unmount } = await renderApp('/manpower', { as: 'admin@acme.test' });
    await screen.findByRole('textbox', { name: `Northfield Plant, January ${YEAR}` });
    await user.selectOptions(screen.getByLabelText('Year'), String(YEAR - 1));
    expect(router.state.location.search).toBe(`?year=${YEAR - 1}`);
    expect(await screen.findByRole('textbox', { name: `Northfield Plant, January ${YEAR - 1}` })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Yearly' }));
    expect(router.state.location.search).toBe(`?year=${YEAR - 1}&view=yearly`);
    expect(await screen.findByRole('table', { name: `Yearly manpower and hours worked per site in ${YEAR - 1}` })).toBeInTheDocument();

    await act(() => router.navigate(-1));
    expect(await screen.findByRole('textbox', { name: `Northfield Plant, January ${YEAR - 1}` })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('textbox', { name: `Northfield Plant, January ${YEAR}` })).toBeInTheDocument();

    unmount();
    await renderApp(`/manpower?year=${YEAR - 1}&view=yearly`, { as: 'admin@acme.test' });
    expect(await screen.findByRole('table', { name: `Yearly manpower and hours worked per site in ${YEAR - 1}` })).toBeInTheDocument();
    expect(screen.getByLabelText('Year')).toHaveValue(String(YEAR - 1));
  });

  it('a non-admin has no Manpower menu entry and is kept out', async () => {
    const { router } = await renderApp('/manpower', { as: 'hod@acme.test' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // the dashboard it is sent to, loaded (its lazy screen resolving after the test would be an update outside act)
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryAllByText(/^Loading/)).toEqual([]));
    expect(screen.queryByRole('link', { name: 'Manpower' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save manpower' })).not.toBeInTheDocument();
  });
});
