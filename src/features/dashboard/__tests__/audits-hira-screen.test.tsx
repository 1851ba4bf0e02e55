import { fireEvent, screen, within } from '@testing-library/react';
import { renderApp } from '@/testing/render-app';

describe('Dashboard audit and HIRA tabs', () => {
  it('the Audits tab drills into the records; the HIRA tab shows the register by residual level', async () => {
    const { router } = await renderApp('/?tab=audits&period=last_12_months', { as: 'admin@acme.test' });
    expect(await screen.findByRole('tab', { name: 'Audits' })).toHaveAttribute('aria-selected', 'true');
    const due = await screen.findByRole('button', { name: /^Audits due / });
    fireEvent.click(due);
    const panel = (await screen.findByRole('heading', { level: 3, name: /^Audits due: / })).closest('section')!;
    const table = await within(panel).findByRole('table', { name: /records behind this figure \(audits\)/ });
    const link = within(table).getAllByRole('link')[0];
    expect(link.getAttribute('href')).toMatch(/^\/audits\/\d+\/summary$/);
    expect(within(panel).getByRole('button', { name: 'Export to Excel' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: 'HIRA' }));
    expect(router.state.location.search).toContain('tab=hira');
    expect(await screen.findByRole('heading', { level: 2, name: 'Risks in force by residual level' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Waiting for approval / })).toBeInTheDocument();
  });
});
