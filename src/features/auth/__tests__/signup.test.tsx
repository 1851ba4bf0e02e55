import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/testing/render-app';
import { browser } from '@/lib/browser';
import { db } from '@/mocks/db/db';
import { expirePendingSignups } from '@/mocks/handlers/auth';
import { fillSignup, latestMail, sentMails } from './helpers';

const signups = () => db.list(db.tenant('public')!, 'signups') as unknown as { email: string; sub_domain: string }[];

const post = (body: object) =>
  fetch('http://acme.localhost:5173/api/v1/signups', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

describe('self-service sign-up (/start → /start/verify-account → new host)', () => {
  let assign: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
  });
  afterEach(() => assign.mockRestore());

  it('signs up a business email, verifies the 6-digit code and goes to the new host with a one-time link', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/start');
    expect(await screen.findByRole('heading', { name: 'Start your free trial' })).toBeInTheDocument();
    await fillSignup(user, { email: 'nora@novaworks.test', sub: 'novaworks' });
    await user.click(screen.getByRole('button', { name: 'Create my organisation' }));

    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/start/verify-account');
    expect(screen.getByText(/We sent a 6-digit code to nora@novaworks\.test/)).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/The code expires in [45]:\d\d\./);

    const mail = latestMail('nora@novaworks.test');
    expect(mail.kind).toBe('otp');
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(mail.link).toMatch(/^http:\/\/acme\.localhost:5173\/registration\?token=/);

    // client validation: 6 digits
    await user.type(screen.getByLabelText('Verification code'), '12');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code has 6 digits.')).toBeInTheDocument();

    // a wrong code is refused by the backend
    const wrong = mail.code === '000000' ? '111111' : '000000';
    await user.clear(screen.getByLabelText('Verification code'));
    await user.type(screen.getByLabelText('Verification code'), wrong);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is incorrect. Please check it and try again.');
    expect(assign).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Verification code'));
    await user.type(screen.getByLabelText('Verification code'), mail.code!);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(String(assign.mock.calls[0][0])).toMatch(/^http:\/\/novaworks\.localhost:5173\/by_pass_client_admin\?token=[\w-]+$/);
    expect(await screen.findByText('Your organisation is ready. Taking you there…')).toBeInTheDocument();
    // the pending sign-up is consumed: the code cannot be used twice
    expect(signups().some((s) => s.email === 'nora@novaworks.test')).toBe(false);
  });

  it('refuses free and disposable providers in the form, before any call', async () => {
    const user = userEvent.setup();
    await renderApp('/start');
    await fillSignup(user, { email: 'someone@gmail.com', sub: 'gmailco' });
    await user.click(screen.getByRole('button', { name: 'Create my organisation' }));
    expect(await screen.findByText('Please use your business email. Free email providers are not accepted.')).toBeInTheDocument();
    expect(screen.getByLabelText('Business email')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByLabelText('Business email'));
    await user.type(screen.getByLabelText('Business email'), 'temp@mailinator.com');
    await user.click(screen.getByRole('button', { name: 'Create my organisation' }));
    expect(await screen.findByText('Disposable email addresses are not accepted. Please use your business email.')).toBeInTheDocument();
    expect(signups().some((s) => s.sub_domain === 'gmailco')).toBe(false);
    expect(sentMails('someone@gmail.com')).toHaveLength(0);
  });

  it('a rarer free provider the page does not know is refused by the server, on the email field, with what was typed kept', async () => {
    const user = userEvent.setup();
    await renderApp('/start');
    await fillSignup(user, { email: 'someone@gmx.at', sub: 'gmxco' });
    await user.click(screen.getByRole('button', { name: 'Create my organisation' }));
    expect(await screen.findByText('Please use your business email. Free email providers are not accepted.')).toBeInTheDocument();
    expect(screen.getByLabelText('Business email')).toHaveValue('someone@gmx.at');
    expect(signups().some((s) => s.sub_domain === 'gmxco')).toBe(false);
  });

  it('the demo backend refuses the same on its own (422), whatever the client does', async () => {
    const base = { full_name: 'Raw Caller', company_name: 'Raw', sub_domain: 'rawco', password: 'Secure#2026', password_confirmation: 'Secure#2026' };
    let res = await post({ ...base, email: 'raw@gmail.com' });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ code: 'email_free', errors: ['Please use your business email. Free email providers are not accepted.'] });
    res = await post({ ...base, email: 'raw@mailinator.com' });
    expect((await res.json()).code).toBe('email_disposable');
    res = await post({ ...base, email: 'raw@rawco.test', full_name: 'R2D2', password: 'short', password_confirmation: 'other' });
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toEqual([
      'Full name may contain letters only',
      'Password must be at least 8 characters',
      'Password must contain a special character',
      'Password confirmation does not match',
    ]);
    res = await post({ ...base, email: 'raw@rawco.test', sub_domain: 'acme' });
    expect(await res.json()).toMatchObject({ code: 'sub_domain_taken' });
  });

  it('bounds code guessing: after 5 wrong codes the code is dead until a new one is sent', async () => {
    const created = await post({ full_name: 'Gus Guess', email: 'gus@guessco.test', company_name: 'Guess Co', sub_domain: 'guessco', password: 'Secure#2026', password_confirmation: 'Secure#2026' });
    const { signup_token } = await created.json();
    const code = latestMail('gus@guessco.test').code!;
    const wrong = code === '000000' ? '111111' : '000000';
    const verify = (otp: string) =>
      fetch('http://acme.localhost:5173/api/v1/signups/verify', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ signup_token, otp }) }).then((r) => r.json());
    for (let i = 0; i < 4; i++) expect(await verify(wrong)).toMatchObject({ code: 'otp_invalid' });
    expect(await verify(wrong)).toMatchObject({ code: 'otp_locked', errors: ['Too many wrong codes. Request a new one.'] });
    expect(await verify(code)).toMatchObject({ code: 'otp_expired' });
  });

  it("says 'Email already present.' and keeps what was typed", async () => {
    const user = userEvent.setup();
    await renderApp('/start');
    await fillSignup(user, { email: 'admin@acme.test', sub: 'acme-two', company: 'Acme Two' });
    await user.click(screen.getByRole('button', { name: 'Create my organisation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email already present.');
    expect(screen.getByLabelText('Business email')).toHaveValue('admin@acme.test');
    expect(screen.getByLabelText('Company name')).toHaveValue('Acme Two');
    expect(screen.getByLabelText('Sub-domain')).toHaveValue('acme-two');
  });

  it('validates every field on the client (letters-only name, sub-domain, password rules, confirmation)', async () => {
    const user = userEvent.setup();
    await renderApp('/start');
    await fillSignup(user, { full_name: 'Agent 007', email: 'not-an-email', sub: 'Bad_Sub', password: 'short', confirmation: 'different' });
    await user.click(screen.getByRole('button', { name: 'Create my organisation' }));
    expect(await screen.findByText('The name may contain letters only.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address, like name@company.com.')).toBeInTheDocument();
    expect(screen.getByText('Use 3–30 lowercase letters, digits or hyphens, starting with a letter.')).toBeInTheDocument();
    expect(screen.getByText('The password needs at least 8 characters.')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Password', { exact: true }));
    await user.type(screen.getByLabelText('Password', { exact: true }), 'longenough1');
    await user.click(screen.getByRole('button', { name: 'Create my organisation' }));
    expect(await screen.findByText('The password needs at least one special character, such as @, # or !.')).toBeInTheDocument();
  });

  it('an expired code is refused; a new code can be requested and works', async () => {
    const user = userEvent.setup();
    await renderApp('/start');
    await fillSignup(user, { email: 'omar@orbitlabs.test', sub: 'orbitlabs', company: 'Orbit Labs' });
    await user.click(screen.getByRole('button', { name: 'Create my organisation' }));
    await screen.findByRole('heading', { name: 'Verify your email' });
    const first = latestMail('omar@orbitlabs.test').code!;
    expirePendingSignups('otp');
    await user.type(screen.getByLabelText('Verification code'), first);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code has expired. Request a new one.');

    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('A new code is on its way to omar@orbitlabs.test.')).toBeInTheDocument();
    expect(sentMails('omar@orbitlabs.test')).toHaveLength(2);
    const second = latestMail('omar@orbitlabs.test').code!;
    await user.type(screen.getByLabelText('Verification code'), second);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(String(assign.mock.calls[0][0])).toContain('http://orbitlabs.localhost:5173/by_pass_client_admin?token=');
  });

  it('the activation link of the mail completes the sign-up; an expired link offers sign-up or log in', async () => {
    const user = userEvent.setup();
    const start = await renderApp('/start');
    await fillSignup(user, { email: 'lea@linkco.test', sub: 'linkco', company: 'Link Co' });
    await user.click(screen.getByRole('button', { name: 'Create my organisation' }));
    await screen.findByRole('heading', { name: 'Verify your email' });
    const link = new URL(latestMail('lea@linkco.test').link!);
    start.unmount();

    const first = await renderApp(`${link.pathname}${link.search}`);
    expect(await screen.findByRole('heading', { name: 'Activate your account' })).toBeInTheDocument();
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(String(assign.mock.calls[0][0])).toContain('http://linkco.localhost:5173/by_pass_client_admin?token=');
    first.unmount();

    // used once: the same link is now expired
    await renderApp(`${link.pathname}${link.search}`);
    expect(await screen.findByText('This activation link has expired. You can sign up again or log in.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up again' })).toHaveAttribute('href', '/start');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    // the bare activation view has its own language switcher
    expect(screen.getByLabelText('Language')).toBeInTheDocument();
  });

  it('an activation link past its 24 hours is expired', async () => {
    const user = userEvent.setup();
    const start = await renderApp('/start');
    await fillSignup(user, { email: 'eve@lateco.test', sub: 'lateco', company: 'Late Co' });
    await user.click(screen.getByRole('button', { name: 'Create my organisation' }));
    await screen.findByRole('heading', { name: 'Verify your email' });
    const link = new URL(latestMail('eve@lateco.test').link!);
    start.unmount();
    expirePendingSignups('activation');
    await renderApp(`${link.pathname}${link.search}`);
    expect(await screen.findByText('This activation link has expired. You can sign up again or log in.')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });
});
