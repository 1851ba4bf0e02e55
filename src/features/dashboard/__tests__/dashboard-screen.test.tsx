import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { db } from '@/mocks/db/db';
import type { DemoIncident } from '@/mocks/db/seed/incidents';
import { renderApp } from '@/testing/render-app';

const acme = () => db.tenant('acme')!;

describe('Dashboard (/)', () => {
  it('shows the incident figures of the filters in the URL; a figure opens its formula with the numbers and the records behind it', async () => {
    const { router } = await renderApp('/?tab=incidents&period=last_12_months', { as: 'admin@acme.test' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Incidents' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Period')).toHaveValue('last_12_months');
    // which hours the rates used is said on screen (the seed enters no actual hours: the estimate), and who counts
    expect(await screen.findByText(/Hours worked are an estimate: 8 h × each site's monthly headcount × its working days/)).toBeInTheDocument();
    expect(screen.getByText(/Rates count employees and contractors supervised day to day only \(OSHA 29 CFR 1904.31\)/)).toBeInTheDocument();

    const ltifr = await screen.findByRole('button', { name: /^LTIFR / });
    fireEvent.click(ltifr);
    expect(router.state.location.search).toContain('figure=');
    const panel = (await screen.findByRole('heading', { level: 3, name: /^LTIFR: / })).closest('section')!;
    const formula = within(panel).getByText(/^LTIFR = lost-time injuries × 1,000,000 ÷ man-hours = \d+ × 1,000,000 ÷ [\d,]+ = [\d.,]+$/);
    expect(formula).toBeInTheDocument();
    expect(within(panel).getByText(/Hours worked are an estimate/)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Manpower settings' })).toHaveAttribute('href', '/manpower');

    // the records behind it: each lost-time incident of the period, linked
    // (employees and contractors supervised day to day only: 1904.31)
    const lti = db.list<DemoIncident>(acme(), 'incidents').filter((i) => i.victims.some((v) => (v.treatment === 'lost_time' || v.fatal) && (v.type === 'employee' || (v.type === 'contractor' && v.supervised_daily))));
    const table = await within(panel).findByRole('table', { name: /records behind this figure/ });
    const links = within(table).getAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(lti.map((i) => i.number)).toContain(link.textContent);
    const first = lti.find((i) => i.number === links[0].textContent)!;
    expect(links[0]).toHaveAttribute('href', `/incidents/${first.id}/steps`);

    // the chart's numbers as a table
    expect(screen.getAllByRole('table', { name: 'Safety pyramid' }).length).toBe(1);

    fireEvent.click(links[0]);
    expect(await screen.findByRole('heading', { name: new RegExp(first.number) }, { timeout: 15_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toMatch(new RegExp(`^/incidents/${first.id}/steps`));
    // the step's own screen (a lazy chunk) has loaded too: nothing lands after the test
    await waitFor(() => expect(screen.queryByText('Loading…')).not.toBeInTheDocument());
  });

  it('keeps the filters in the URL, switches tabs, and drills into an action figure', async () => {
    const { router } = await renderApp('/', { as: 'admin@acme.test' });
    expect(await screen.findByRole('tab', { name: 'Observations' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Period')).toHaveValue('this_month');
    expect(screen.getByLabelText('Record date')).toHaveValue('reported_date');
    expect(screen.getByLabelText('Financial year')).toHaveValue('apr_mar');
    fireEvent.change(screen.getByLabelText('Period'), { target: { value: 'this_fy' } });
    expect(router.state.location.search).toContain('period=this_fy');
    fireEvent.change(screen.getByLabelText('Rate base'), { target: { value: '1000000' } });
    expect(router.state.location.search).toContain('base=1000000');
    fireEvent.change(screen.getByLabelText('Period'), { target: { value: 'custom' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2000-01-01' } });
    expect(await screen.findByText('The end date must be on or after the start date.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Period'), { target: { value: 'last_12_months' } });

    fireEvent.click(screen.getByRole('tab', { name: 'Actions' }));
    expect(router.state.location.search).toContain('tab=actions');
    const overdue = await screen.findByRole('button', { name: /^Over 90 days / });
    fireEvent.click(overdue);
    const panel = (await screen.findByRole('heading', { level: 3, name: /^Over 90 days: / })).closest('section')!;
    expect(within(panel).getByText(/^Count of the records listed below/)).toBeInTheDocument();
    fireEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('heading', { level: 3, name: /^Over 90 days: / })).not.toBeInTheDocument();

    // back: the figure opens again, then the tab and the filters step back one by one
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { level: 3, name: /^Over 90 days: / })).toBeInTheDocument();
    await act(() => router.navigate(-2));
    expect(screen.getByRole('tab', { name: 'Observations' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Period')).toHaveValue('last_12_months');
    expect(screen.getByLabelText('Rate base')).toHaveValue('1000000');
  });

  it('a role reading permits only (a contractor) gets the permit tab alone, and keeps My work one link away', async () => {
    await renderApp('/', { as: 'contractor@acme.test' });
    expect(await screen.findByRole('tab', { name: 'Permits' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab')).toHaveLength(1);
    expect(screen.getByLabelText('Period')).toBeInTheDocument();
    const head = screen.getByRole('heading', { level: 1, name: 'Dashboard' }).parentElement!;
    fireEvent.click(within(head).getByRole('link', { name: 'My work' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My work' })).toBeInTheDocument();
  });
});
