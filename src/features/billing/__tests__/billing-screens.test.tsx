import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@/mocks/db/db';
import { renderApp } from '@/testing/render-app';
import { subscriptionOf } from '../demo/store';

const acme = () => db.tenant('acme')!;

async function fillAddressAndCard(user: ReturnType<typeof userEvent.setup>, cardNumber: string) {
  await user.type(screen.getByLabelText(/Name on the invoice/), 'Acme Ltd');
  await user.type(screen.getByLabelText(/Street address/), '1 Foundry Road');
  await user.type(screen.getByLabelText(/^City/), 'Sheffield');
  await user.type(screen.getByLabelText(/Postcode/), 'S1 2AB');
  await user.type(screen.getByLabelText(/^Country/), 'United Kingdom');
  await user.type(screen.getByLabelText(/Cardholder name/), 'Alice Admin');
  await user.type(screen.getByLabelText(/Card number/), cardNumber);
  await user.type(screen.getByLabelText(/Expiry/), '12/39');
  await user.type(screen.getByLabelText(/Security code/), '123');
}

describe('plans and billing screens', () => {
  it('shows the plan, licences, next bill, card and a year of receipts; cancels and resumes', async () => {
    const user = userEvent.setup();
    await renderApp('/subscriptions', { as: 'admin@acme.test' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Plans and billing' })).toBeInTheDocument();
    expect(await screen.findByText('Visa ending in 4242')).toBeInTheDocument();
    const active = db.list(acme(), 'users').filter((u) => u.status === 'Active').length;
    expect(screen.getByText(`${active} used of 65`)).toBeInTheDocument();
    const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).closest('div')!;
    expect(fact('Billing frequency')).toHaveTextContent('Monthly');
    // the seeded large pack: 65 licences × $18 = $1,170 a month
    expect(fact('Amount per bill')).toHaveTextContent('$1,170.00');
    expect(fact('Billing address')).toHaveTextContent('Acme Manufacturing Ltd, 1 Foundry Road, S1 2AB Sheffield, United Kingdom');
    const history = screen.getByRole('table', { name: 'Receipts and payment history' });
    expect(within(history).getAllByRole('row')).toHaveLength(13);

    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel the subscription?' });
    expect(dialog).toHaveTextContent('permits cannot be created or updated');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText(/The subscription is cancelled: permits cannot be created/)).toBeInTheDocument();
    expect(acme().organization?.subscription_type).toBe('cancelled');
    await user.click(await screen.findByRole('button', { name: 'Resume subscription' }));
    await waitFor(() => expect(screen.queryByText(/The subscription is cancelled/)).not.toBeInTheDocument());
    expect(acme().organization?.subscription_type).toBe('paid');
  });

  it('buys a pack on annual billing with the test card and shows the receipt', async () => {
    const user = userEvent.setup();
    await renderApp('/buynow', { as: 'admin@acme.test' });
    expect(await screen.findByText('Test billing mode.')).toBeInTheDocument();
    // 15 licences × $18 = $270 a month
    expect(screen.getByTestId('price-total')).toHaveTextContent('$270.00');
    await user.selectOptions(screen.getByLabelText('User pack'), 'micro');
    await user.selectOptions(screen.getByLabelText('Billing frequency'), 'annual');
    // 20 licences × $18 × 10 paid months = $3,600 a year, saving $720
    expect(screen.getByTestId('price-total')).toHaveTextContent('$3,600.00');
    expect(screen.getByText('$720.00')).toBeInTheDocument();
    await fillAddressAndCard(user, '4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Pay $3,600.00' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your payment' })).toBeInTheDocument();
    expect(await screen.findByText('Visa ending in 4242')).toBeInTheDocument();
    expect(screen.getByText('$3,600.00')).toBeInTheDocument();
    expect(subscriptionOf(acme())).toMatchObject({ licences: 20, billing_frequency: 'annual' });
  });

  it('refuses a card that is not a test card on the page, and a declined card with the SPEC message, keeping the choice', async () => {
    const user = userEvent.setup();
    await renderApp('/buynow', { as: 'admin@acme.test' });
    await user.selectOptions(await screen.findByLabelText('User pack'), 'medium');
    await fillAddressAndCard(user, '4111 1111 1111 1111');
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    expect(await screen.findByText('In test billing mode only the test cards listed above are accepted.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Card number/)).toHaveFocus();
    await user.clear(screen.getByLabelText(/Card number/));
    await user.type(screen.getByLabelText(/Card number/), '4000 0000 0000 0002');
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    expect(await screen.findByText(/Payment not completed\. Nothing was charged/)).toBeInTheDocument();
    expect(screen.getByLabelText('User pack')).toHaveValue('medium');
    expect(screen.getByLabelText(/Street address/)).toHaveValue('1 Foundry Road');
    // unchanged: the seeded large pack
    expect(subscriptionOf(acme())?.licences).toBe(65);
  });

  it('continues a payment the test bank asks to confirm', async () => {
    const user = userEvent.setup();
    await renderApp('/buynow', { as: 'admin@acme.test' });
    await screen.findByLabelText('User pack');
    await fillAddressAndCard(user, '4000 0025 0000 3155');
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    expect(await screen.findByText('Payment incomplete.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue the payment' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your payment' })).toBeInTheDocument();
  });

  it('tells a non-admin to contact the account admin, and a free-plan admin that plans cannot be switched', async () => {
    const first = await renderApp('/buynow', { as: 'hod@acme.test' });
    expect(await screen.findByText('You have no permission to manage payments. Contact your account admin.')).toBeInTheDocument();
    first.unmount();
    acme().organization = { ...acme().organization!, plan: 'free' };
    await renderApp('/buynow', { as: 'admin@acme.test' });
    expect(await screen.findByText('Your plan does not allow switching plans.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Card number/)).not.toBeInTheDocument();
  });

  it('shows the days left of a trial, and an expired trial requests an extension', async () => {
    const user = userEvent.setup();
    acme().organization = { ...acme().organization!, plan: 'free_trial', subscription_type: 'trial', trial_ends_at: new Date(Date.now() - 3_600_000).toISOString() };
    acme().collections.subscriptions = [];
    await renderApp('/subscriptions', { as: 'admin@acme.test' });
    expect(await screen.findByRole('heading', { name: 'Your free trial has expired. Request an extension to keep working.' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Request an extension' }));
    expect(await screen.findByText('Tell us why you need more time.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Why do you need more time/), 'Our pilot site starts next month');
    await user.click(screen.getByRole('button', { name: 'Request an extension' }));
    expect(await screen.findByText("Your extension request is waiting for the platform's answer.")).toBeInTheDocument();
    // stored with the platform, whose console decides it (/extend_requests)
    expect(db.list(db.tenant('public')!, 'trial_extension_requests').filter((r) => r.organization_id === acme().organization!.id)).toHaveLength(1);
  });

  it('edits the billing address: a blank field is refused on it with the typed values kept, then saved', async () => {
    const user = userEvent.setup();
    await renderApp('/subscriptions', { as: 'admin@acme.test' });
    await user.click(await screen.findByRole('button', { name: 'Edit the billing address' }));
    const form = screen.getByRole('form', { name: 'Billing address' });
    await user.clear(within(form).getByLabelText(/^City/));
    await user.clear(within(form).getByLabelText(/Street address/));
    await user.type(within(form).getByLabelText(/Street address/), '9 Steel Lane');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await within(form).findByText('Enter the city.')).toBeInTheDocument();
    expect(within(form).getByLabelText(/Street address/)).toHaveValue('9 Steel Lane');
    expect(subscriptionOf(acme())?.billing_address?.line1).toBe('1 Foundry Road');
    await user.type(within(form).getByLabelText(/^City/), 'Leeds');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(subscriptionOf(acme())?.billing_address).toMatchObject({ line1: '9 Steel Lane', city: 'Leeds' }));
    const fact = screen.getByText('Billing address', { selector: 'dt' }).closest('div')!;
    await waitFor(() => expect(fact).toHaveTextContent('Acme Manufacturing Ltd, 9 Steel Lane, S1 2AB Leeds, United Kingdom'));
  });
});
