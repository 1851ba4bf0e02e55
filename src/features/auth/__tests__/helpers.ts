import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { db } from '@/mocks/db/db';
import type { DemoMail } from '@/mocks/db/types';

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
