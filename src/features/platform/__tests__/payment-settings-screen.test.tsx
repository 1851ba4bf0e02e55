import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@/mocks/db/db';
import { clearSessionStorage } from '@/lib/session/persist';
import { renderApp, renderAsMaster } from '@/testing/render-app';
import { PAYMENT_SETTINGS, type ModulePriceRow, type PaymentSettings } from '../model';

const home = () => db.tenant('public')!;
const settings = () => db.list(home(), PAYMENT_SETTINGS)[0] as unknown as PaymentSettings;
const price = (module: string) => (db.list(home(), 'module_prices') as unknown as ModulePriceRow[]).find((p) => p.module_name === module)!;

describe('platform console: prices and payment settings', () => {
  it('a price and a pack size set by the master change a tenant’s /buynow summary', async () => {
    const user = userEvent.setup();
    // before: acme's modules cost $18 per user per month, 15 licences → $270 (billing's own test figure)
    const console = await renderAsMaster('/paymentsettings');
    const form = await screen.findByRole('form', { name: 'Prices and payment settings' });
    const f = within(form);
    expect(f.getByLabelText(/^Incident/)).toHaveValue(3);
    await user.clear(f.getByLabelText(/^Incident/));
    await user.type(f.getByLabelText(/^Incident/), '5.5');
    await user.clear(f.getByLabelText(/^Micro/));
    await user.type(f.getByLabelText(/^Micro/), '8');
    await user.clear(f.getByLabelText(/^Free months on annual billing/));
    await user.type(f.getByLabelText(/^Free months on annual billing/), '3');
    expect(f.getByText('25 % off: 9 of 12 months paid.')).toBeInTheDocument();
    await user.click(f.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('The payment settings are saved.')).toBeInTheDocument();
    await waitFor(() => expect(price('Incident').price_cents).toBe(550));
    expect(settings()).toMatchObject({ user_packs: { micro: 8 }, annual_free_months: 3, billing_mode: 'test' });
    console.unmount();
    // the master's stored session would make the next sign-in speak for the platform (API key 'public')
    clearSessionStorage();

    await renderApp('/buynow', { as: 'admin@acme.test' });
    // $18 + $2.50 = $20.50 per user per month × 15 licences = $307.50 a month
    expect(await screen.findByTestId('price-total')).toHaveTextContent('$307.50');
    expect(screen.getByRole('option', { name: 'Micro: +8 users' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('User pack'), 'micro');
    await user.selectOptions(screen.getByLabelText('Billing frequency'), 'annual');
    // 23 licences × $20.50 × 9 paid months = $4,243.50 a year
    expect(screen.getByTestId('price-total')).toHaveTextContent('$4,243.50');
  });

  it('refuses packs out of order on the page and live billing on the server (the demo stays in test mode), keeping what was typed', async () => {
    const user = userEvent.setup();
    await renderAsMaster('/paymentsettings');
    const form = await screen.findByRole('form', { name: 'Prices and payment settings' });
    const f = within(form);
    await user.clear(f.getByLabelText(/^Small/));
    await user.type(f.getByLabelText(/^Small/), '4');
    await user.click(f.getByRole('button', { name: 'Save settings' }));
    expect(await f.findByText('Each pack must be larger than the one before (micro < small < medium < large).')).toBeInTheDocument();
    expect(settings().user_packs.small).toBe(10);

    await user.clear(f.getByLabelText(/^Small/));
    await user.type(f.getByLabelText(/^Small/), '12');
    await user.clear(f.getByLabelText(/^Tax rate/));
    await user.type(f.getByLabelText(/^Tax rate/), '7.25');
    await user.click(f.getByLabelText('Live (real payments)'));
    await user.click(f.getByRole('button', { name: 'Save settings' }));
    expect(await f.findByText('Live billing is not available in the demo; it stays in test mode.')).toBeInTheDocument();
    expect(f.getByLabelText(/^Small/)).toHaveValue(12);
    expect(f.getByLabelText('Live (real payments)')).toBeChecked();
    expect(settings()).toMatchObject({ billing_mode: 'test', tax_rate_percent: 0, user_packs: { small: 10 } });
  });
});
