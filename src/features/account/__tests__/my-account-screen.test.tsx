import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@/mocks/db/db';
import type { DemoUserDetails } from '@/mocks/db/types';
import { renderApp } from '@/testing/render-app';

const userOf = (email: string) => db.list<DemoUserDetails>(db.tenant('acme')!, 'users').find((u) => u.email === email)!;

describe('/myaccount (the kit’s record form)', () => {
  it('refuses a bad phone keeping what was typed, then saves the profile', async () => {
    const user = userEvent.setup();
    await renderApp('/myaccount', { as: 'supervisor@acme.test' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    const phone = await screen.findByLabelText('Phone number');
    await user.clear(phone);
    await user.type(phone, 'call me');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter a valid phone number, for example +44 7700 900123.')).toBeInTheDocument();
    expect(phone).toHaveValue('call me');
    await user.clear(phone);
    await user.type(phone, '+44 7700 900777');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your profile was saved.')).toBeInTheDocument();
    expect(userOf('supervisor@acme.test')).toMatchObject({ phone: '+44 7700 900777' });
  });
});
