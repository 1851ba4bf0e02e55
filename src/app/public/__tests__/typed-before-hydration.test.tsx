import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@/mocks/db/db';
import { latestMail, supportLink } from '@/features/auth/__tests__/helpers';
import { authorize } from '@/features/auth/public';
import { DEMO_PASSWORD } from '@/mocks/db/seed';
import { loadPersistedSession } from '@/lib/session/persist';
import { browser } from '@/lib/browser';
import { signUp } from '@/features/auth/api/account';
import { rememberSignup } from '@/features/auth/components/pending-signup';
import { storeSignedIn } from '@/lib/session/session-starter';
import { prerenderedPages } from './prerendered-page';

/**
 * Issue 30: the prerendered forms take input from the first paint, before React has hydrated them. What the visitor
 * typed meanwhile (the DOM changed, no React event) must reach the form's state when React takes the page over; the
 * submit button waits for hydration, so the browser never sends the form itself.
 */
const pages = prerenderedPages();
/** the page's prerendered HTML (as the build writes it), in the document, not hydrated */
const prerendered = (path: string) => pages.show(path);
/** React takes the page over as public-main.tsx does: its lazy screen resolved first, then hydrateRoot */
const hydrate = (address: string) => pages.hydrate(address);

/** typing as the browser does it before any script handles the page: the field's value changes, nothing else */
function typeBeforeHydration(label: RegExp | string, value: string) {
  const field = screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;
  field.value = value;
}

describe('a prerendered form before hydration (issue 30)', () => {
  it('/login: the e-mail field takes input at once, Continue waits for hydration; the typed e-mail is the one checked', async () => {
    await prerendered('/login');
    expect(screen.getByLabelText('Email')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    typeBeforeHydration('Email', 'admin@acme.test');

    await hydrate('/login');
    expect(screen.getByLabelText('Email')).toHaveValue('admin@acme.test');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // the password step follows only for an e-mail the server knows: the state held the typed one
    expect(await screen.findByLabelText('Password', { exact: true })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('admin@acme.test');
  });

  it('/observation: text, a chosen option, a radio and the anonymous box typed before hydration are sent with the report', async () => {
    await prerendered('/observation');
    expect(screen.getByLabelText(/^Description/)).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Send report' })).toBeDisabled();
    expect(screen.getByLabelText('Photos or documents')).toBeDisabled();
    const description = `Loose cable across the walkway ${Date.now().toString(36)}`;
    typeBeforeHydration(/^Description/, description);
    typeBeforeHydration('Exact location', 'Bay 4');
    const type = screen.getByLabelText(/^Type/) as HTMLSelectElement;
    type.value = 'unsafe_condition';
    (screen.getByRole('radio', { name: 'High' }) as HTMLInputElement).checked = true;
    (screen.getByRole('checkbox', { name: /anonymous/i }) as HTMLInputElement).checked = false;

    await hydrate('/observation');
    const user = userEvent.setup();
    expect(screen.getByLabelText(/^Description/)).toHaveValue(description);
    expect(screen.getByLabelText(/^Type/)).toHaveDisplayValue('Unsafe condition');
    expect(screen.getByRole('radio', { name: 'High' })).toBeChecked();
    // the anonymous box was cleared: the name field of the form's state shows
    await user.type(await screen.findByLabelText('Your name (optional)'), 'Sam Reporter');
    // the sites arrive with the lookups, loaded once the form is first used
    await screen.findByRole('option', { name: 'Northfield Plant' });
    await user.selectOptions(screen.getByLabelText(/^Site/), 'Northfield Plant');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(db.list<{ id: number; description: string }>(db.tenant('acme')!, 'observations').find((o) => o.description === description)).toBeTruthy());
    const saved = db.list<{ id: number; description: string; [key: string]: unknown }>(db.tenant('acme')!, 'observations').find((o) => o.description === description)!;
    expect(saved).toMatchObject({ location: 'Bay 4', risk_level: 'high', anonymous: false });
  });
  it('/start: the sign-up typed before hydration is checked by its rules and sent; the hint names the host once hydrated', async () => {
    await prerendered('/start');
    expect(screen.getByLabelText('Full name')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Create my organisation' })).toBeDisabled();
    // the host is the browser's: the prerendered hint shows the sub-domain alone
    expect(screen.getByText("Your organisation's address: your-company")).toBeInTheDocument();
    typeBeforeHydration('Full name', 'Nora Vance');
    typeBeforeHydration('Business email', 'nora@gmail.com');
    typeBeforeHydration('Company name', 'Nova Early');
    typeBeforeHydration('Sub-domain', 'novaearly');
    typeBeforeHydration('Password', 'Secure#2026');
    typeBeforeHydration('Confirm password', 'Secure#2026');

    const router = await hydrate('/start');
    expect(await screen.findByText("Your organisation's address: novaearly.localhost:5173")).toBeInTheDocument();
    const user = userEvent.setup();
    // the client's business-email rule saw the typed address
    await user.click(screen.getByRole('button', { name: 'Create my organisation' }));
    expect(await screen.findByText('Please use your business email. Free email providers are not accepted.')).toBeInTheDocument();
    expect(screen.getByLabelText('Company name')).toHaveValue('Nova Early');
    await user.clear(screen.getByLabelText('Business email'));
    await user.type(screen.getByLabelText('Business email'), 'nora@novaearly.test');
    await user.click(screen.getByRole('button', { name: 'Create my organisation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/start/verify-account'));
    const signups = db.list<{ id: number; email: string; company_name: string; sub_domain: string }>(db.tenant('public')!, 'signups');
    expect(signups.find((s) => s.email === 'nora@novaearly.test')).toMatchObject({ company_name: 'Nova Early', sub_domain: 'novaearly' });
  });
  it('/password-reset: the e-mail typed before hydration is the one sent; a mailed link (?token) shows its form once hydrated', async () => {
    await prerendered('/password-reset');
    expect(screen.getByLabelText('Email')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeDisabled();
    typeBeforeHydration('Email', 'hod@acme.test');
    await hydrate('/password-reset');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('We sent a password reset link to hod@acme.test. It is valid for 30 minutes.')).toBeInTheDocument();
    const link = new URL(latestMail('hod@acme.test').link!);
    pages.clear();

    // the same prerendered page (the query is the browser's), hydrated as it is, then the link's own form
    await prerendered('/password-reset');
    await hydrate(`${link.pathname}${link.search}`);
    expect(await screen.findByRole('heading', { name: 'Set a new password' })).toBeInTheDocument();
    expect(screen.getByText(/Choose a new password for hod@acme\.test/)).toBeInTheDocument();
  });
  it('/registration: the prerendered page says it is activating; hydrated without a token, the link is expired', async () => {
    await prerendered('/registration');
    expect(screen.getByRole('heading', { name: 'Activate your account' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Activating your account…');
    await hydrate('/registration');
    expect(await screen.findByText('This activation link has expired. You can sign up again or log in.')).toBeInTheDocument();
    expect(screen.queryByText('Activating your account…')).not.toBeInTheDocument();
  });
  it('/by_pass_client_admin: the prerendered page says it is signing in; hydrated without a token, the link is expired', async () => {
    await prerendered('/by_pass_client_admin');
    expect(screen.getByRole('heading', { name: 'Signing you in' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Signing you in…');
    await hydrate('/by_pass_client_admin');
    expect(await screen.findByText('This sign-in link has expired or was already used. You can sign up again or log in.')).toBeInTheDocument();
    expect(screen.queryByText('Signing you in…')).not.toBeInTheDocument();
  });
  it('/by_pass_client_admin?token=…: hydrated as it is, the link signs in and the session is handed on at /', async () => {
    const path = await supportLink('acme');
    await prerendered('/by_pass_client_admin');
    const router = await hydrate(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(loadPersistedSession()).toMatchObject({ authenticated: true, user: { email: 'admin@acme.test' } });
  });
  it('/sessionexpire: the prerendered page hydrates as it is, ends the stored session and moves on to the login', async () => {
    await storeSignedIn(await authorize('supervisor@acme.test', DEMO_PASSWORD));
    await prerendered('/sessionexpire');
    expect(screen.getByRole('heading', { name: 'Session expired' })).toBeInTheDocument();
    const router = await hydrate('/sessionexpire');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('Your session has expired. Please sign in again to continue.')).toBeInTheDocument();
    expect(loadPersistedSession()).toBeNull();
  });
  it('/start/verify-account opened by its address: prerendered as loading, then the pending sign-up\'s code screen; the code opens the new host', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const pending = await signUp({ full_name: 'Rea Load', email: 'rea@reload.test', company_name: 'Reload Co', sub_domain: 'reloadco', password: 'Secure#2026', password_confirmation: 'Secure#2026' });
    rememberSignup(pending);
    await prerendered('/start/verify-account');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    await hydrate(`/start/verify-account?signup=${encodeURIComponent(pending.signup_token)}`);
    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(screen.getByText(/rea@reload\.test/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Verification code'), latestMail('rea@reload.test').code!);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(String(assign.mock.calls[0][0])).toMatch(/^http:\/\/reloadco\.localhost:5173\/by_pass_client_admin\?token=/);
    assign.mockRestore();
  });
});
