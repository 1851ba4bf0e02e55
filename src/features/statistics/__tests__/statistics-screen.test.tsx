import { act, fireEvent, screen, within } from '@testing-library/react';
import { todayIso } from '@/lib/forms/dates';
import { db } from '@/mocks/db/db';
import type { DemoSite } from '@/mocks/db/types';
import { renderApp } from '@/testing/render-app';

const acme = () => db.tenant('acme')!;
const year = Number(todayIso().slice(0, 4));

describe('Statistics (/statistics, /statistics/settings)', () => {
  it('shows a table per section by month; a cell opens its formula and the records behind it, with the export', async () => {
    const { router } = await renderApp('/statistics?module=incidents', { as: 'admin@acme.test' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Statistics' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Incidents' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText(/Figures are shown Monthly, by financial year January to December/)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Lagging indicators' });
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers[0]).toBe('Figure');
    expect(headers).toHaveLength(14); // figure, 12 months, total
    expect(headers[13]).toBe('Total');

    const totalCell = within(table).getByRole('button', { name: /^Incidents, Total: / });
    fireEvent.click(totalCell);
    expect(router.state.location.search).toContain('cell=lagging.incidents_total.12');
    const panel = (await screen.findByRole('heading', { level: 3, name: /^Incidents — Total: / })).closest('section')!;
    expect(within(panel).getByText(/^Count of the records listed below/)).toBeInTheDocument();
    expect(await within(panel).findByRole('table', { name: /records behind this figure/ })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Export to Excel' })).toBeInTheDocument();
    // targets are per site: said in words with all sites
    expect(screen.getByText(/Targets are set per site: choose a site/)).toBeInTheDocument();
  });

  it('year, site, rate base, module and open cell are in the URL: back undoes a change, a reload shows the same figures', async () => {
    const site = db.list<DemoSite>(acme(), 'sites').find((s) => s.status === 'active')!;
    const { router, unmount } = await renderApp('/statistics', { as: 'admin@acme.test' });
    await screen.findByRole('tab', { name: 'Incidents' });
    fireEvent.click(screen.getByRole('tab', { name: 'Incidents' }));
    fireEvent.change(await screen.findByLabelText('Site'), { target: { value: String(site.id) } });
    fireEvent.change(screen.getByLabelText('Financial year'), { target: { value: String(year - 1) } });
    const table = await screen.findByRole('table', { name: 'Lagging indicators' });
    fireEvent.click(within(table).getByRole('button', { name: /^Incidents, Total: / }));
    const url = `${router.state.location.pathname}${router.state.location.search}`;
    expect(url).toBe(`/statistics?module=incidents&site_id=${site.id}&year=${year - 1}&cell=lagging.incidents_total.12`);
    expect(await screen.findByRole('heading', { level: 3, name: /^Incidents — Total: / })).toBeInTheDocument();

    // back: the cell closes, then the year returns
    await act(() => router.navigate(-1));
    expect(screen.queryByRole('heading', { level: 3, name: /^Incidents — Total: / })).not.toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(screen.getByLabelText('Financial year')).toHaveValue(String(year));
    expect(screen.getByLabelText('Site')).toHaveValue(String(site.id));

    // a reload of that address opens the same figures; another filter closes the open cell
    unmount();
    const again = await renderApp(url, { as: 'admin@acme.test' });
    expect(await screen.findByRole('heading', { level: 3, name: /^Incidents — Total: / })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Incidents' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Financial year')).toHaveValue(String(year - 1));
    fireEvent.change(screen.getByLabelText('Rate base'), { target: { value: '1000000' } });
    expect(again.router.state.location.search).toBe(`?module=incidents&site_id=${site.id}&year=${year - 1}&base=1000000`);
  });

  it('a site target set in the settings shows as the gap in the statistics', async () => {
    const site = db.list<DemoSite>(acme(), 'sites').find((s) => s.status === 'active')!;
    await renderApp('/statistics/settings', { as: 'admin@acme.test' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Statistics settings' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Frequency')).toHaveValue('monthly');
    const form = await screen.findByRole('form', { name: `${site.name}, ${year}` });
    fireEvent.change(within(form).getByLabelText('LTIFR target'), { target: { value: 'abc' } });
    fireEvent.click(within(form).getByRole('button', { name: `Save targets for ${site.name}` }));
    expect(await within(form).findByText('Enter a number from 0 to 1000, or leave it empty.')).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText('LTIFR target'), { target: { value: '0' } });
    fireEvent.click(within(form).getByRole('button', { name: `Save targets for ${site.name}` }));
    expect(await screen.findByText(`Targets saved for ${site.name}, ${year}.`)).toBeInTheDocument();

    await renderApp(`/statistics?module=incidents&site_id=${site.id}&year=${year}`, { as: 'admin@acme.test' });
    const rates = await screen.findByRole('table', { name: 'Injury rates' });
    expect(within(rates).getAllByText(/^Target 0: /).length).toBeGreaterThan(0);
  });

  it('the settings are read-only for a role that is not admin', async () => {
    await renderApp('/statistics/settings', { as: 'supervisor@acme.test' });
    expect(await screen.findByText('Only an administrator can change these settings.')).toBeInTheDocument();
    expect(await screen.findByLabelText('Frequency')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save settings' })).not.toBeInTheDocument();
  });
});
