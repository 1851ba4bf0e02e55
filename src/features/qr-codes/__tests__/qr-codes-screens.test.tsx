import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@/mocks/db/db';
import type { DemoRole, DemoSite, DemoSitePlan, DemoUser } from '@/mocks/db/types';
import { renderApp } from '@/testing/render-app';
import { dashboardLoaded } from '@/testing/dashboard';
import { draftKey, readDraft } from '@/lib/drafts/draft-store';

/**
 * The QR code sheet and the public forms it links to, through the real route table, store and demo backend: the
 * sheet lists the site's areas and pins with their captions; a code's URL pre-fills the public forms; a site or
 * area the form does not know is dropped without a message.
 */
const acme = () => db.tenant('acme')!;
const northfield = () => db.list<DemoSite>(acme(), 'sites').find((s) => s.name === 'Northfield Plant')!;
const planOf = (id: number) => db.list<DemoSitePlan>(acme(), 'site_plans').find((p) => p.site_id === id)!;
const select = (label: RegExp) => screen.findByLabelText(label) as Promise<HTMLSelectElement>;
const selectedText = (el: HTMLSelectElement) => el.selectedOptions[0]?.textContent;

describe('QR code sheet', () => {
  it("lists a code for the site, each of its areas and each pin of its plan, with captions and URLs", async () => {
    const user = userEvent.setup();
    const site = northfield();
    const areas = site.divisions.map((d) => d.name);
    const pins = planOf(site.id).pins.map((p) => p.name);
    await renderApp(`/qr-codes?site=${site.id}`, { as: 'admin@acme.test' });
    expect(await screen.findByRole('heading', { level: 1, name: 'QR codes for reporting' })).toBeInTheDocument();
    const sheet = await screen.findByRole('region', { name: 'QR codes — Northfield Plant' });
    expect(selectedText(await select(/^Site/))).toBe('Northfield Plant');
    expect(screen.getByLabelText(`Its areas (${areas.length})`)).toBeChecked();
    expect(screen.getByLabelText(`Locations on its plan (${pins.length})`)).toBeChecked();

    const cards = within(sheet).getAllByRole('listitem');
    expect(cards).toHaveLength(1 + areas.length + pins.length);
    expect(within(cards[0]).getByText('Anywhere on the site')).toBeInTheDocument();
    for (const name of areas) expect(within(sheet).getByText(`Area: ${name}`)).toBeInTheDocument();
    for (const name of pins) expect(within(sheet).getByText(`Location: ${name}`)).toBeInTheDocument();
    expect(within(cards[0]).getByText('Acme Manufacturing')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Report an observation')).toBeInTheDocument();
    expect(within(cards[0]).getByText(`http://acme.localhost:5173/observation?site_id=${site.id}`)).toBeInTheDocument();
    const lastPin = pins[pins.length - 1];
    // the codes are drawn (qrcode loads on demand)
    expect(await within(sheet).findByRole('img', { name: `QR code: Report an observation, Location: ${lastPin}, Northfield Plant` })).toBeInTheDocument();
    expect(screen.getByText(`Codes on the sheet: ${cards.length}`)).toBeInTheDocument();

    // only the pins, for both forms: two codes per pin
    await user.click(screen.getByLabelText('The site itself'));
    await user.click(screen.getByLabelText(`Its areas (${areas.length})`));
    await user.click(screen.getByLabelText('Both (one code for each)'));
    await waitFor(() => expect(within(sheet).getAllByRole('listitem')).toHaveLength(pins.length * 2));
    expect(within(sheet).getAllByText('Report an incident')).toHaveLength(pins.length);
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
  });

  it('asks for a site first and lists active sites only', async () => {
    const riverside = db.list<DemoSite>(acme(), 'sites').find((s) => s.name === 'Riverside Warehouse')!;
    riverside.status = 'inactive';
    await renderApp('/qr-codes', { as: 'admin@acme.test' });
    const site = await select(/^Site/);
    expect(selectedText(site)).toBe('Choose a site');
    expect(within(site).queryByRole('option', { name: 'Riverside Warehouse' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('keeps the chosen site in the URL; back returns to the choice before', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/qr-codes', { as: 'admin@acme.test' });
    const site = await select(/^Site/);
    await user.selectOptions(site, await within(site).findByRole('option', { name: 'Northfield Plant' }));
    expect(router.state.location.search).toBe(`?site=${northfield().id}`);
    await act(() => router.navigate(-1));
    expect(selectedText(await select(/^Site/))).toBe('Choose a site');
    await act(() => router.navigate(1));
    expect(selectedText(await select(/^Site/))).toBe('Northfield Plant');
  });

  it('is linked from the sites register for Site update and refused without it', async () => {
    const user = userEvent.setup();
    await renderApp('/sites', { as: 'admin@acme.test' });
    await user.click(await screen.findByRole('link', { name: 'QR codes of Northfield Plant' }));
    expect(await screen.findByRole('region', { name: 'QR codes — Northfield Plant' })).toBeInTheDocument();
  });

  it('is not open to a role with Site read only', async () => {
    const reader = db.list<DemoUser>(acme(), 'users').find((u) => u.email === 'permits@acme.test')!;
    const role = db.list<DemoRole>(acme(), 'roles').find((r) => r.name === 'Site Head')!;
    Object.assign(reader, { role_id: role.id, role_name: role.name });
    const { router } = await renderApp(`/qr-codes?site=${northfield().id}`, { as: 'permits@acme.test' });
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/qr-codes'));
    expect(screen.queryByRole('heading', { name: 'QR codes for reporting' })).not.toBeInTheDocument();
    // the home page it was sent to, loaded: a test that stops at the address leaves its lazy screen loading
    await dashboardLoaded();
  });
});

describe('a QR code URL on the public forms', () => {
  it('pre-fills the observation form with site, area and location', async () => {
    const site = northfield();
    const area = site.divisions[1];
    await renderApp(`/observation?site_id=${site.id}&area_id=${area.id}&location=Main+entrance`);
    expect(selectedText(await select(/^Site/))).toBe('Northfield Plant');
    expect(selectedText(await select(/^Area/))).toBe(area.name);
    expect(screen.getByLabelText(/^(Exact l|L)ocation/)).toHaveValue('Main entrance');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('pre-fills the incident form, and a reset keeps the place', async () => {
    const site = northfield();
    await renderApp(`/incident?site_id=${site.id}&location=Assembly%20point%20A`);
    expect(selectedText(await select(/^Site/))).toBe('Northfield Plant');
    expect(selectedText(await select(/^Area/))).toBe('Choose…');
    expect(screen.getByLabelText(/^(Exact l|L)ocation/)).toHaveValue('Assembly point A');
  });

  it('drops an area of another site without a message, and keeps the site and the location', async () => {
    const site = northfield();
    const other = db.list<DemoSite>(acme(), 'sites').find((s) => s.id !== site.id && s.divisions.length > 0)!;
    await renderApp(`/observation?site_id=${site.id}&area_id=${other.divisions[0].id}&location=Gate`);
    expect(selectedText(await select(/^Site/))).toBe('Northfield Plant');
    expect(selectedText(await select(/^Area/))).toBe('Choose…');
    expect(screen.getByLabelText(/^(Exact l|L)ocation/)).toHaveValue('Gate');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('drops a site the form does not offer (unknown, or inactive) without a message', async () => {
    const user = userEvent.setup();
    const riverside = db.list<DemoSite>(acme(), 'sites').find((s) => s.name === 'Riverside Warehouse')!;
    riverside.status = 'inactive';
    for (const siteId of [999999, riverside.id]) {
      const view = await renderApp(`/incident?site_id=${siteId}&area_id=${riverside.divisions[0].id}&location=Yard`);
      const siteSelect = await select(/^Site/);
      expect(siteSelect.value).toBe('');
      // what the form holds (its draft, saved as the visitor types): no site, no area, the location kept
      await user.type(screen.getByLabelText(/^Description/), 'Spill');
      await waitFor(() => expect(readDraft<Record<string, unknown>>(draftKey('public:incident', null))?.values).toMatchObject({ site_id: null, area_id: null, location: 'Yard', description: 'Spill' }));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(siteSelect).not.toHaveAttribute('aria-invalid', 'true');
      view.unmount();
      localStorage.clear();
    }
  });
});
