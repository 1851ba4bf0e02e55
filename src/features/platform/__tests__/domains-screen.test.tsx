import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { checkBusinessEmail } from '@/mocks/services/email-domains';
import { renderAsMaster } from '@/testing/render-app';


describe('platform console: e-mail domains', () => {
  it('an allowed domain passes the sign-up check at once, a blocked one is refused, a removed one is back to the lists', async () => {
    const user = userEvent.setup();
    await renderAsMaster('/domains_control');
    await screen.findByRole('table', { name: '2 domains' });
    const form = screen.getByRole('form', { name: 'Add a domain' });
    const f = within(form);

    // gmx.at is on the maintained free list: allowed here, it counts as a business domain
    expect(await checkBusinessEmail('someone@gmx.at')).toBe('free');
    await user.type(f.getByLabelText(/^Domain/), 'GMX.at');
    await user.selectOptions(f.getByLabelText(/^List/), 'Allow (business)');
    expect(f.queryByLabelText(/^Counts as/)).not.toBeInTheDocument();
    await user.click(f.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('table', { name: '3 domains' })).toBeInTheDocument();
    expect(await checkBusinessEmail('someone@gmx.at')).toBe('business');

    // an unknown provider, blocked as free (its sub-domains too)
    expect(await checkBusinessEmail('a@mail.newfreemail.example')).toBe('business');
    await user.selectOptions(f.getByLabelText(/^List/), 'Block');
    await user.selectOptions(f.getByLabelText(/^Counts as/), 'Free provider');
    await user.type(f.getByLabelText(/^Domain/), 'newfreemail.example');
    await user.click(f.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('table', { name: '4 domains' })).toBeInTheDocument();
    expect(await checkBusinessEmail('a@mail.newfreemail.example')).toBe('free');

    await user.click(screen.getByRole('button', { name: 'Remove gmx.at' }));
    expect(await screen.findByRole('table', { name: '3 domains' })).toBeInTheDocument();
    expect(await checkBusinessEmail('someone@gmx.at')).toBe('free');
  });

  it('refuses a malformed domain and one already listed, on the field, keeping what was typed', async () => {
    const user = userEvent.setup();
    await renderAsMaster('/domains_control');
    await screen.findByRole('table', { name: '2 domains' });
    const f = within(screen.getByRole('form', { name: 'Add a domain' }));
    await user.type(f.getByLabelText(/^Domain/), 'not a domain');
    await user.click(f.getByRole('button', { name: 'Add' }));
    expect(await f.findByText('Enter a domain name such as example.com.')).toBeInTheDocument();
    await user.clear(f.getByLabelText(/^Domain/));
    await user.type(f.getByLabelText(/^Domain/), 'trashmail-pro.example');
    await user.click(f.getByRole('button', { name: 'Add' }));
    expect(await f.findByText('This domain is already on a list.')).toBeInTheDocument();
    expect(f.getByLabelText(/^Domain/)).toHaveValue('trashmail-pro.example');
    await waitFor(() => expect(screen.getByRole('table', { name: '2 domains' })).toBeInTheDocument());
  });
});
