import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db, type Row } from '@/mocks/db/db';
import { rawCallsAs } from '@/testing/backend';
import { renderApp } from '@/testing/render-app';
import { dashboardLoaded } from '@/testing/dashboard';
import type { MailerScenario } from '../model';

const acme = () => db.tenant('acme')!;
const modules = () => db.list<Row & { key: string }>(acme(), 'mailer_modules');
const scenario = (key: string) => db.list<MailerScenario & Row>(acme(), 'mailer_scenarios').find((s) => s.key === key)!;
const moduleOf = (key: string) => modules().find((m) => m.key === key)!;

describe('mailers: demo backend', () => {
  it('is for admins; refuses an unknown placeholder and an English subject left empty with 422', async () => {
    const hod = await rawCallsAs('hod@acme.test');
    expect((await hod('GET', `/organizations/${acme().organization!.id}/mailer_modules`)).status).toBe(403);
    expect((await hod('PUT', `/mailer_scenarios/${scenario('incident_reported').id}`, {})).status).toBe(403);
    const admin = await rawCallsAs('admin@acme.test');
    const list = await admin('GET', `/organizations/${acme().organization!.id}/mailer_modules`);
    expect(((await list.json()) as { mailer_modules: { key: string }[] }).mailer_modules.map((m) => m.key)).toEqual(['incidents', 'actions', 'permits', 'audits']);
    const s = scenario('action_overdue');
    const templates = { ...s.templates, en: { ...s.templates.en, subject: ' ' }, de: { ...s.templates.de, body: 'Standort {{sitte}}' } };
    const refused = await admin('PUT', `/mailer_scenarios/${s.id}`, { templates, notify_user_ids: [999_999] });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { errors: string[] }).errors).toEqual([
      'Subject is required in English',
      'uses a placeholder this module does not offer',
      'Users to notify include a user who is not in the organisation',
    ]);
  });

  it('keeps each user’s subscriptions apart; a scenario is on until switched off', async () => {
    const hod = await rawCallsAs('hod@acme.test');
    const id = scenario('permit_approved').id;
    const off = await hod('PUT', `/email_subscriptions/${id}`, { enabled: false });
    expect(((await off.json()) as { email_subscriptions: { scenario_id: number; enabled: boolean }[] }).email_subscriptions.find((s) => s.scenario_id === id)?.enabled).toBe(false);
    const admin = await rawCallsAs('admin@acme.test');
    const theirs = (await (await admin('GET', '/email_subscriptions')).json()) as { email_subscriptions: { scenario_id: number; enabled: boolean }[] };
    expect(theirs.email_subscriptions.every((s) => s.enabled)).toBe(true);
    expect((await hod('PUT', `/email_subscriptions/${id}`, { enabled: 'no' })).status).toBe(422);
  });
});

describe('mailers: screens', () => {
  it('an admin goes from the modules to a scenario, inserts a placeholder, previews safely and saves', async () => {
    const user = userEvent.setup();
    await renderApp('/mailers', { as: 'admin@acme.test' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Email templates' })).toBeInTheDocument();
    await user.click(await screen.findByRole('link', { name: 'Actions' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Email templates: Actions' })).toBeInTheDocument();
    await user.click(await screen.findByRole('link', { name: 'Action overdue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Email template: Action overdue' })).toBeInTheDocument();
    const subject = await screen.findByLabelText(/Subject/);
    expect(subject).toHaveValue('Action {{record_number}} is overdue (due {{due_date}})');

    const body = screen.getByLabelText(/Body/);
    await user.clear(body);
    await user.click(body);
    await user.paste('<p onclick="x()">Site: </p><script>alert(1)</script><a href="javascript:alert(1)">bad</a>');
    // the caret after "Site: " (before the closing </p>)
    const caret = (body as HTMLTextAreaElement).value.indexOf('</p>');
    (body as HTMLTextAreaElement).setSelectionRange(caret, caret);
    await user.click(screen.getByRole('button', { name: 'Insert {{site}}' }));
    expect(body).toHaveValue('<p onclick="x()">Site: {{site}}</p><script>alert(1)</script><a href="javascript:alert(1)">bad</a>');
    const preview = screen.getByTestId('mailer-preview');
    expect(preview.innerHTML).toBe('<p>Site: North plant</p><a>bad</a>');

    await user.click(screen.getByRole('button', { name: 'Deutsch' }));
    expect(screen.getByLabelText(/Subject/)).toHaveValue('Maßnahme {{record_number}} ist überfällig (fällig am {{due_date}})');
    await user.clear(screen.getByLabelText(/Subject/));
    await user.type(screen.getByLabelText(/Subject/), 'Überfällig: {{{{record_number}}');
    await user.click(screen.getByRole('checkbox', { name: 'Alice Admin' }));
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('The email template was saved.')).toBeInTheDocument();
    const saved = scenario('action_overdue');
    expect(saved.templates.de.subject).toBe('Überfällig: {{record_number}}');
    expect(saved.templates.en.body).toContain('{{site}}');
    expect(saved.notify_user_ids).toHaveLength(1);
  });

  it('refuses an unknown placeholder on its field and keeps the text', async () => {
    const user = userEvent.setup();
    const s = scenario('incident_reported');
    await renderApp(`/mailers/incidents/${moduleOf('incidents').id}/scenario/${s.id}`, { as: 'admin@acme.test' });
    const message = await screen.findByLabelText(/In-app message/);
    await user.clear(message);
    await user.type(message, 'Due {{{{due_date}}');
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('This text uses a placeholder the module does not offer; choose one from the list.')).toBeInTheDocument();
    expect(message).toHaveValue('Due {{due_date}}');
    expect(scenario('incident_reported').templates.en.message).toBe(s.templates.en.message);
  });

  it('sends a non-admin from /mailers to /', async () => {
    const { router } = await renderApp('/mailers', { as: 'hod@acme.test' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('heading', { name: 'Email templates' })).not.toBeInTheDocument();
    // the home page it was sent to, loaded: a test that stops at the address leaves its lazy screen loading
    await dashboardLoaded();
  });

  it('any user switches a notification off on /emailsubscription', async () => {
    const user = userEvent.setup();
    await renderApp('/emailsubscription', { as: 'hod@acme.test' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Email subscriptions' })).toBeInTheDocument();
    const permits = await screen.findByRole('group', { name: 'Permits to work' });
    const approved = within(permits).getByRole('switch', { name: 'Permit approved' });
    expect(approved).toBeChecked();
    await user.click(approved);
    expect(await within(permits).findByRole('switch', { name: 'Permit approved', checked: false })).toBeInTheDocument();
    const stored = db.list<Row & { scenario_id: number; enabled: boolean }>(acme(), 'email_subscriptions');
    expect(stored).toEqual([expect.objectContaining({ scenario_id: scenario('permit_approved').id, enabled: false })]);
  });
});
