import { fireEvent, screen, within } from '@testing-library/react';
import { renderApp } from '@/testing/render-app';

describe('Dashboard permit tab and the classic dashboard', () => {
  it('the Permits tab: a figure opens its formula, the permits behind it (linked to their summary) and the export', async () => {
    const { router } = await renderApp('/?tab=permits&period=last_12_months', { as: 'admin@acme.test' });
    expect(await screen.findByRole('tab', { name: 'Permits' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { level: 2, name: 'Permits open now' })).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: /^Permits raised / }));
    expect(router.state.location.search).toContain('figure=permit_summaries.permits.0');
    const panel = (await screen.findByRole('heading', { level: 3, name: /^Permits raised: / })).closest('section')!;
    expect(within(panel).getByText(/^Count of the records listed below/)).toBeInTheDocument();
    const table = await within(panel).findByRole('table', { name: /records behind this figure \(permits\)/ });
    expect(within(table).getAllByRole('link')[0].getAttribute('href')).toMatch(/^\/permit\/\d+\/summary$/);
    expect(within(panel).getByRole('button', { name: 'Export to Excel' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: /^Median hours from request to approval / }));
    expect(await screen.findByText(/^Median of the hours from request to approval of the \d+ issued permits listed below/)).toBeInTheDocument();
  });

  it('the incident tab shows employee and contractor rates apart, with their formula', async () => {
    await renderApp('/?tab=incidents&period=last_12_months', { as: 'admin@acme.test' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Rates of employees and contractors' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /^TRIR, contractors / }));
    expect(await screen.findByText(/^This group's recordable injuries × base ÷ all man-hours \(manpower is not split\) = /)).toBeInTheDocument();
  });

  it('/dashboard_old: counts per module (observation, permit, incident, action tabs), each opening its records', async () => {
    await renderApp('/dashboard_old?tab=permits&period=last_12_months', { as: 'admin@acme.test' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Classic dashboard' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Observations', 'Permits', 'Incidents', 'Actions']);
    expect(await screen.findByRole('heading', { level: 2, name: 'Permits by status' })).toBeInTheDocument();
    // counts only: no chart, no rate base
    expect(screen.queryByText(/^Data table:/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Rate base')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /^Open now / }));
    const panel = (await screen.findByRole('heading', { level: 3, name: /^Open now: / })).closest('section')!;
    expect(within(panel).getByRole('button', { name: 'Export to Excel' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Actions' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Action summary' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the dashboard' })).toHaveAttribute('href', '/');
  });
});
