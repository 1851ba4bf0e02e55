import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { db } from '@/mocks/db/db';
import type { DemoObservation } from '@/mocks/db/seed/observations';
import type { DemoSite } from '@/mocks/db/types';
import { renderApp } from '@/testing/render-app';
import { dashboardLoaded } from '@/testing/dashboard';

const downloads = vi.hoisted(() => [] as { data: unknown; name: string; type?: string }[]);
vi.mock('@/lib/files/download-blob', () => ({
  XLSX_TYPE: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  downloadBlob: (data: unknown, name: string, type?: string) => downloads.push({ data, name, type }),
}));

const acme = () => db.tenant('acme')!;
const blobText = (b: Blob) => new Promise<string>((resolve) => {
  const r = new FileReader();
  r.addEventListener('load', () => resolve(String(r.result)));
  r.readAsText(b);
});

describe('Reports (/reports)', () => {
  beforeEach(() => {
    downloads.length = 0;
  });

  it('shows the site-wise report of the URL filters; a number drills down to its records; the CSV export is the filtered table', async () => {
    const site = db.list<DemoSite>(acme(), 'sites').filter((s) => s.status === 'active').sort((a, b) => a.name.localeCompare(b.name))[0];
    const template = structuredClone(db.list<DemoObservation>(acme(), 'observations')[0]);
    const now = new Date().toISOString();
    db.commit(acme(), 'observations', 'create', { ...template, id: 9_100_001, number: 'OBS-7777', site_id: site.id, type: 'near_miss', status: 'open', due_date: null, created_at: now, observed_at: now });

    const { router } = await renderApp('/reports', { as: 'admin@acme.test' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Site-wise observations' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByLabelText('Period')).toHaveValue('this_month');
    expect(screen.getByLabelText('Record date')).toHaveValue('reported_date');
    const table = await screen.findByRole('table', { name: /^Site-wise observations: counts per row/ });
    const row = within(table).getByRole('rowheader', { name: site.name }).closest('tr')!;
    const nearMiss = within(row).getByRole('button', { name: new RegExp(`^\\d+ — ${site.name}, Near misses: show the records$`) });
    fireEvent.click(nearMiss);
    expect(router.state.location.search).toContain(`drill=site-${site.id}%7Ctype_near_miss`);
    const panel = (await screen.findByRole('heading', { level: 2, name: new RegExp(`^${site.name} — Near misses: \\d+ records$`) })).closest('section')!;
    const link = await within(panel).findByRole('link', { name: 'OBS-7777' });
    expect(link).toHaveAttribute('href', '/observations/edit/9100001');
    expect(within(table).getByRole('rowheader', { name: 'Total' })).toBeInTheDocument();
    // the chart's numbers as a table
    expect(await screen.findByRole('table', { name: 'Total by Site' })).toBeInTheDocument();

    // a filter goes into the URL and closes the drill-down
    fireEvent.change(screen.getByLabelText('Site'), { target: { value: String(site.id) } });
    await waitFor(() => expect(router.state.location.search).toContain(`site_id=${site.id}`));
    expect(router.state.location.search).not.toContain('drill=');
    await waitFor(() => expect(within(screen.getByRole('table', { name: /^Site-wise observations/ })).getAllByRole('row')).toHaveLength(3));

    fireEvent.click(screen.getByRole('button', { name: 'CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0].name).toMatch(/^report-observations-\d{4}-\d{2}-01-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await blobText(downloads[0].data as Blob);
    const lines = csv.replace(/^\ufeff/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Site,Total,Unsafe acts,Unsafe conditions,Near misses,Good practice,High or critical risk,"Open, not overdue",Overdue,Completed or closed,Closed share');
    expect(lines).toHaveLength(3);
    expect(lines[1].startsWith(`${site.name},`)).toBe(true);
    expect(lines[2].startsWith('Total,')).toBe(true);
  });

  it('keeps the filters in the URL: back returns to the figures before, a reload shows the same report', async () => {
    const site = db.list<DemoSite>(acme(), 'sites').filter((s) => s.status === 'active').sort((a, b) => a.name.localeCompare(b.name))[0];
    const { router, unmount } = await renderApp('/reports', { as: 'admin@acme.test' });
    await screen.findByRole('table', { name: /^Site-wise observations: counts per row/ });
    fireEvent.change(screen.getByLabelText('Record date'), { target: { value: 'event_date' } });
    fireEvent.change(screen.getByLabelText('Site'), { target: { value: String(site.id) } });
    expect(router.state.location.search).toBe(`?date_type=event_date&site_id=${site.id}`);

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?date_type=event_date');
    expect(screen.getByLabelText('Site')).toHaveValue('0');
    expect(screen.getByLabelText('Record date')).toHaveValue('event_date');

    unmount();
    await renderApp(`/reports?date_type=event_date&site_id=${site.id}`, { as: 'admin@acme.test' });
    await screen.findByRole('table', { name: /^Site-wise observations: counts per row/ });
    expect(screen.getByLabelText('Record date')).toHaveValue('event_date');
    await waitFor(() => expect(screen.getByLabelText('Site')).toHaveValue(String(site.id)));
  });

  it('offers the module where it matters, lists the hierarchy of control in order, and exports Excel', async () => {
    const { router } = await renderApp('/reports/categories?period=last_12_months', { as: 'admin@acme.test' });
    expect(await screen.findByRole('link', { name: 'Category-wise' })).toHaveAttribute('aria-current', 'page');
    const module = await screen.findByLabelText('Module');
    expect(module).toHaveValue('observations');
    fireEvent.change(module, { target: { value: 'actions' } });
    await waitFor(() => expect(router.state.location.search).toContain('module=actions'));

    fireEvent.click(screen.getByRole('link', { name: 'Control-wise actions' }));
    const table = await screen.findByRole('table', { name: /^Control-wise actions: counts per row/ });
    expect(screen.queryByLabelText('Module')).not.toBeInTheDocument();
    const heads = within(table).getAllByRole('rowheader').map((h) => h.textContent);
    expect(heads.slice(0, 5)).toEqual(['Elimination', 'Substitution', 'Engineering controls', 'Administrative controls', 'Personal protective equipment']);
    fireEvent.click(screen.getByRole('button', { name: 'Excel' }));
    await waitFor(() => expect(downloads).toHaveLength(1), { timeout: 15_000 });
    expect(downloads[0].name).toMatch(/^report-action_controls-.*\.xlsx$/);
    const { readSheet } = await import('@/lib/excel/workbook');
    const data = downloads[0].data as ArrayBuffer;
    const sheet = await readSheet(data);
    expect(sheet[0][0]).toBe('Control type');
    expect(sheet[1][0]).toBe('Elimination');
    expect(sheet.at(-1)![0]).toBe('Total');
  });

  it('is for the organisation admin only, and an unknown report goes back to the first', async () => {
    const { router } = await renderApp('/reports', { as: 'hod@acme.test' });
    await waitFor(() => expect(router.state.location.pathname).not.toMatch(/^\/reports/));
    // the home page it was sent to, loaded: a test that stops at the address leaves its lazy screen loading
    await dashboardLoaded();
    const admin = await renderApp('/reports/nonsense', { as: 'admin@acme.test' });
    await waitFor(() => expect(admin.router.state.location.pathname).toBe('/reports'));
    // the page it leads to, loaded: a test that stops at the address leaves its lazy screen and requests loading
    expect(await screen.findByRole('table', { name: /^Site-wise observations: counts per row/ })).toBeInTheDocument();
  });
});
