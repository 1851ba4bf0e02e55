import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@/mocks/db/db';
import type { DemoIncident } from '@/mocks/db/seed/incidents';
import { renderApp } from '@/testing/render-app';
import { dashboardLoaded } from '@/testing/dashboard';
import { buildLog } from '../model/osha';

const acme = () => db.tenant('acme')!;
const today = () => new Date().toISOString().slice(0, 10);
const logOf = (year: number) => buildLog(db.list<DemoIncident>(acme(), 'incidents'), { year, site_id: 0 }, today());

describe('OSHA logs screens', () => {
  it('shows the year’s 300 log as a table with every case, a privacy case without its name, and links to the incident and the 301', async () => {
    const year = new Date().getFullYear();
    // make the first case a privacy case
    const first = logOf(year)[0];
    const inc = db.find<DemoIncident>(acme(), 'incidents', first.incident_id)!;
    db.commit(acme(), 'incidents', 'update', { ...inc, victims: inc.victims.map((v) => (v.id === first.victim_id ? { ...v, privacy_case: true } : v)) });
    const expected = logOf(year);

    const user = userEvent.setup();
    const { router } = await renderApp('/osha-logs', { as: 'admin@acme.test' });
    const table = await screen.findByRole('table', { name: `OSHA Form 300: log of work-related injuries and illnesses, ${year}` });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(expect.arrayContaining(['(A) Case no.', '(G) Death', '(K) Days away from work', '(M) Injury or illness type']));
    expect(within(table).getAllByRole('row')).toHaveLength(expected.length + 1);
    expect(screen.getByRole('region', { name: 'OSHA 300 log (scrolls sideways)' })).toContainElement(table);
    const privacyRow = within(table).getByRole('row', { name: new RegExp(`^${first.case_no} `) });
    expect(privacyRow).toHaveTextContent('Privacy case');
    expect(privacyRow).not.toHaveTextContent(inc.victims.find((v) => v.id === first.victim_id)!.name);
    expect(within(privacyRow).getByRole('link', { name: `Open incident ${first.incident_number}` })).toHaveAttribute('href', `/incidents/summary/${first.incident_id}`);

    // the row's 301: the full name is on the 301 (confidential), the tab and the case are in the URL
    await user.click(within(privacyRow).getByRole('link', { name: `Form 301 of case ${first.case_no}` }));
    expect(await screen.findByRole('heading', { name: `Form 301: injury and illness incident report, case ${first.case_no}` })).toBeInTheDocument();
    expect(router.state.location.search).toContain('tab=301');
    expect(router.state.location.search).toContain(`victim=${first.victim_id}`);
    expect(screen.getByRole('tab', { name: 'Form 301 — Incident report' })).toHaveAttribute('aria-selected', 'true');
    const employee = screen.getByRole('table', { name: 'Information about the employee' });
    expect(within(employee).getByRole('row', { name: /Full name/ })).toHaveTextContent(inc.victims.find((v) => v.id === first.victim_id)!.name);
  });

  it('filters by year in the URL and shows the 300A totals of that year', async () => {
    const user = userEvent.setup();
    const last = new Date().getFullYear() - 1;
    const { router } = await renderApp('/osha-logs', { as: 'admin@acme.test' });
    await screen.findByRole('table', { name: /^OSHA Form 300:/ });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), String(last));
    expect(router.state.location.search).toContain(`year=${last}`);
    const expected = logOf(last);
    // the caption names the chosen year at once; the rows follow when that year's log has arrived
    const log300 = () => screen.getByRole('table', { name: `OSHA Form 300: log of work-related injuries and illnesses, ${last}` });
    if (expected.length) await waitFor(() => expect(within(log300()).getAllByRole('row')).toHaveLength(expected.length + 1));
    else expect(await screen.findByText(`No recordable cases in ${last}.`)).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Form 300A — Summary' }));
    const summary = await screen.findByRole('table', { name: `OSHA Form 300A: summary of work-related injuries and illnesses, ${last}` });
    const otherCases = expected.filter((c) => c.outcome === 'J').length;
    expect(within(summary).getByRole('row', { name: /\(J\) Total number of other recordable cases/ })).toHaveTextContent(String(otherCases));
    const days = expected.reduce((s, c) => s + c.days_away, 0);
    expect(within(summary).getByRole('row', { name: /\(K\) Total number of days away from work/ })).toHaveTextContent(new Intl.NumberFormat('en').format(days));
    const establishment = screen.getByRole('table', { name: 'Establishment and employment information' });
    expect(establishment).toHaveTextContent('Annual average number of employees');
    // all sites together: the organisation's NAICS codes (1904.32(b)(3)), no single address
    expect(within(establishment).getByRole('row', { name: /Industry \(NAICS code\)/ })).toHaveTextContent('332710, 336390, 493110, 541715');
    // the certification block of a company executive
    const cert = screen.getByRole('region', { name: 'Certification' });
    expect(within(cert).getByText(/I certify that I have examined this document/)).toBeInTheDocument();
    expect(within(cert).getByText('Company executive')).toBeInTheDocument();
    expect(router.state.location.search).toContain('tab=300a');
  });

  it('a role without Incident read does not reach the logs', async () => {
    const { router } = await renderApp('/osha-logs', { as: 'contractor@acme.test' });
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/osha-logs'));
    expect(screen.queryByRole('table', { name: /^OSHA Form 300/ })).not.toBeInTheDocument();
    // the home page it was sent to, loaded: a test that stops at the address leaves its lazy screen loading
    await dashboardLoaded();
  });
});
