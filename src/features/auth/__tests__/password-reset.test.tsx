import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/testing/render-app';
import { authorize } from '@/features/auth/public';
import { expirePasswordResets } from '@/mocks/handlers/auth';
import { DEMO_PASSWORD } from '@/mocks/db/seed';
import { latestMail, sentMails, setNewPassword } from './helpers';

async function requestLink(user: ReturnType<typeof userEvent.setup>, email: string) {
  const view = await renderApp('/password-reset');
  expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
  await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  return view;
}

describe('forgot / reset password (/password-reset)', () => {
  it("an unknown email: 'We could not find an account associated with this email.'", async () => {
    const user = userEvent.setup();
    await requestLink(user, 'ghost@acme.test');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find an account associated with this email.');
    expect(screen.getByLabelText('Email')).toHaveValue('ghost@acme.test');
    expect(sentMails('ghost@acme.test')).toHaveLength(0);
  });

  it('mails a link; the link sets a new password that passes the rules and works for sign-in', async () => {
    const user = userEvent.setup();
    const first = await requestLink(user, 'supervisor@acme.test');
    expect(await screen.findByText('We sent a password reset link to supervisor@acme.test. It is valid for 30 minutes.')).toBeInTheDocument();
    const mail = latestMail('supervisor@acme.test');
    expect(mail.kind).toBe('password_reset');
    const link = new URL(mail.link!);
    expect(link.origin).toBe('http://acme.localhost:5173');
    first.unmount();

    const second = await renderApp(`${link.pathname}${link.search}`);
    expect(await screen.findByRole('heading', { name: 'Set a new password' })).toBeInTheDocument();
    expect(screen.getByText(/Choose a new password for supervisor@acme\.test/)).toBeInTheDocument();
    await setNewPassword(user, 'nospecial1', 'nospecial2');
    expect(await screen.findByText('The password needs at least one special character, such as @, # or !.')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();

    await setNewPassword(user, 'Fresh#Start9');
    expect(await screen.findByText('Your password has been changed. You can now sign in with it.')).toBeInTheDocument();

    await expect(authorize('supervisor@acme.test', DEMO_PASSWORD)).rejects.toMatchObject({ response: { status: 422 } });
    expect((await authorize('supervisor@acme.test', 'Fresh#Start9')).user.email).toBe('supervisor@acme.test');
    second.unmount();

    // a used link is expired
    await renderApp(`${link.pathname}${link.search}`);
    expect(await screen.findByText('Password reset link expired.')).toBeInTheDocument();
  });

  it("an expired link says 'Password reset link expired' and offers a new one", async () => {
    const user = userEvent.setup();
    const first = await requestLink(user, 'hod@acme.test');
    await screen.findByText(/We sent a password reset link to hod@acme\.test/);
    const link = new URL(latestMail('hod@acme.test').link!);
    first.unmount();
    expirePasswordResets('acme');

    await renderApp(`${link.pathname}${link.search}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Password reset link expired.');
    expect(screen.getByText('Request a new link below.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'hod@acme.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(/We sent a password reset link to hod@acme\.test/)).toBeInTheDocument();
    expect(sentMails('hod@acme.test')).toHaveLength(2);
  });

  it('the backend enforces the password rules too (422)', async () => {
    const user = userEvent.setup();
    const first = await requestLink(user, 'permits@acme.test');
    await screen.findByText(/We sent a password reset link/);
    const token = new URL(latestMail('permits@acme.test').link!).searchParams.get('token')!;
    first.unmount();
    const { apiKeyFor } = await import('@/lib/api/api-key');
    const res = await fetch(`http://acme.localhost:5173/api/v1/password_resets/${token}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', 'api-key': await apiKeyFor('acme') },
      body: JSON.stringify({ password: 'short', password_confirmation: 'short' }),
    });
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toEqual(['Password must be at least 8 characters', 'Password must contain a special character']);
  });
});
