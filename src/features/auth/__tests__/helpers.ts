import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { db } from '@/mocks/db/db';
import type { DemoMail } from '@/mocks/db/types';
import { DEMO_PASSWORD } from '@/mocks/db/seed';
import { encodeCredentials } from '../api/sign-in';

/** The mails the demo backend "sent" (newest first). */
export function sentMails(to?: string): DemoMail[] {
  const mails = db.list<DemoMail>(db.tenant('public')!, 'mails');
  return to ? mails.filter((m) => m.to === to) : mails;
}

export function latestMail(to: string): DemoMail {
  const mail = sentMails(to)[0];
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

export interface SignupInput {
  full_name?: string;
  email: string;
  company?: string;
  sub: string;
  password?: string;
  confirmation?: string;
}

export async function fillSignup(user: UserEvent, input: SignupInput) {
  await user.type(await screen.findByLabelText('Full name'), input.full_name ?? 'Nora Vance');
  await user.type(screen.getByLabelText('Business email'), input.email);
  await user.type(screen.getByLabelText('Company name'), input.company ?? 'Nova Works');
  await user.type(screen.getByLabelText('Sub-domain'), input.sub);
  await user.type(screen.getByLabelText('Password', { exact: true }), input.password ?? 'Secure#2026');
  await user.type(screen.getByLabelText('Confirm password'), input.confirmation ?? input.password ?? 'Secure#2026');
}

/** A master super admin's one-time support link into an organisation (POST /v1/by_pass_tokens): its path, /by_pass_client_admin?token=… */
export async function supportLink(subDomain = 'acme'): Promise<string> {
  const signedIn = await fetch('http://localhost:5173/api/v1/authorize', {
    headers: { 'api-key': 'public', 'X-Credentials': encodeCredentials({ email: 'master@platform.test', password: DEMO_PASSWORD }) },
  });
  const { access_token } = (await signedIn.json()) as { access_token: string };
  const issued = await fetch(`http://${subDomain}.localhost:5173/api/v1/by_pass_tokens`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${access_token}`, 'api-key': 'public' },
    body: JSON.stringify({ sub_domain: subDomain }),
  });
  if (issued.status !== 200) throw new Error(`support link: ${issued.status}`);
  return ((await issued.json()) as { path: string }).path;
}

/** the reset link's form: both password fields (emptied first) and "Save new password" */
export async function setNewPassword(user: UserEvent, password: string, confirm = password) {
  await user.clear(screen.getByLabelText('New password'));
  await user.clear(screen.getByLabelText('Confirm password'));
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Save new password' }));
}
