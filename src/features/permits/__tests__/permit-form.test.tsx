import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@/mocks/db/db';
import type { DemoPermit, DemoPermitForm, DemoPermitFormVersion } from '@/mocks/db/types';
import { renderApp } from '@/testing/render-app';
import { rawCallsAs } from '@/testing/backend';


const acme = () => db.tenant('acme')!;
const permits = () => db.list<DemoPermit>(acme(), 'permits');
const formOf = (name: string) => db.list<DemoPermitForm>(acme(), 'permit_forms').find((f) => f.name === name)!;
const latestVersion = (formId: number) =>
  db
    .list<DemoPermitFormVersion>(acme(), 'permit_form_versions')
    .filter((v) => v.permit_form_id === formId)
    .sort((a, b) => b.number - a.number)[0];

type User = ReturnType<typeof userEvent.setup>;

/** the hot-work permit's own fields, as a requester fills them */
async function fillBasics(user: User, f: ReturnType<typeof within>) {
  await user.type(f.getByLabelText(/^Description of work/), 'Welding a new bracket');
  await user.type(f.getByLabelText(/^Details of the work/), 'Two welds on the pipe rack support.');
  const site = f.getByLabelText(/^Site/) as HTMLSelectElement;
  await user.selectOptions(site, site.options[1].value);
  await user.type(f.getByLabelText(/^Exact location/), 'Pipe rack, bay 2');
  await user.type(f.getByLabelText(/^Name/), 'Femi Okafor');
}

describe('permit form', () => {
  it('lists only published, active templates and refuses an empty request with the schema’s messages', async () => {
    const user = userEvent.setup();
    await renderApp('/permit-form-questions/new', { as: 'hod@acme.test' });
    expect(await screen.findByRole('heading', { name: 'New permit: choose a template' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start a Hot work permit' })).toBeInTheDocument();
    // the low-risk template is not published in the seed
    expect(screen.queryByRole('link', { name: /General low-risk work/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Start a Hot work permit' }));
    const form = await screen.findByRole('form', { name: 'New permit' });
    const f = within(form);
    const hot = formOf('Hot work permit');
    expect(f.getByText(`Template: Hot work permit, version ${latestVersion(hot.id).number}`)).toBeInTheDocument();
    // start / end default to the template's 8 hours
    const start = new Date((f.getByLabelText(/^Start date and time/) as HTMLInputElement).value).getTime();
    const end = new Date((f.getByLabelText(/^End date and time/) as HTMLInputElement).value).getTime();
    expect(end - start).toBe(8 * 3_600_000);
    const before = permits().length;
    await user.click(f.getByRole('button', { name: 'Submit request' }));
    expect(await f.findByText('Enter a short description of the work.')).toBeInTheDocument();
    expect(f.getByText('Select a site.')).toBeInTheDocument();
    expect(f.getByText('Enter where the work takes place.')).toBeInTheDocument();
    expect(f.getByText("Enter the worker's name.")).toBeInTheDocument();
    await waitFor(() => expect(f.getByLabelText(/^Description of work/)).toHaveFocus());
    expect(permits()).toHaveLength(before);
  });

  it('a requester fills a hot work permit (recent worker, gas test) and submits it: requested, pinned to the latest version', async () => {
    const user = userEvent.setup();
    const hot = formOf('Hot work permit');
    const version = latestVersion(hot.id);
    const { router } = await renderApp(`/permit-form-questions/new/${hot.id}`, { as: 'hod@acme.test' });
    const form = await screen.findByRole('form', { name: 'New permit' });
    const f = within(form);
    await fillBasics(user, f);
    // a second worker from the recent workers
    const recent = f.getByLabelText('Recent workers') as HTMLSelectElement;
    // the seeded permits' workers share keys ('w1' in each permit): every choice is still its own
    const values = [...recent.options].map((o) => o.value);
    expect(new Set(values).size).toBe(values.length);
    const third = recent.options[3].text.split(' · ')[0];
    await user.selectOptions(recent, recent.options[3].value);
    await user.click(f.getByRole('button', { name: 'Add this worker' }));
    expect(f.getAllByRole('group', { name: /^Worker \d/ })).toHaveLength(2);
    expect(f.getAllByRole('textbox', { name: /^Name/ }).map((i) => (i as HTMLInputElement).value)).toContain(third);
    // the questions of the pinned version: precautions, then the gas test shown when vapours may be present
    const precautions = f.getByRole('group', { name: /Precautions in place/ });
    await user.click(within(precautions).getByLabelText('Fire extinguisher within reach'));
    expect(f.queryByRole('group', { name: /Gas test before hot work/ })).not.toBeInTheDocument();
    await user.click(within(f.getByRole('group', { name: /Could flammable vapours be present/ })).getByLabelText('Yes'));
    const gas = await f.findByRole('group', { name: /Gas test before hot work/ });
    await user.type(within(gas).getByLabelText(/^O₂ reading/), '18');
    await user.type(within(gas).getByLabelText(/^Flammable gas \(LFL\) reading/), '2');
    await user.type(within(gas).getByLabelText(/^CO reading/), '3');
    if (version.number > 1) {
      const fireWatch = f.queryByLabelText(/^Fire watch/);
      if (fireWatch) await user.selectOptions(fireWatch, (fireWatch as HTMLSelectElement).options[0].value);
    }
    await user.click(f.getByRole('button', { name: 'Submit request' }));
    // an O₂ reading below 19.5 % is refused unless flagged
    expect(await within(gas).findByText(/outside its safe limits/)).toBeInTheDocument();
    await user.clear(within(gas).getByLabelText(/^O₂ reading/));
    await user.type(within(gas).getByLabelText(/^O₂ reading/), '20.9');
    await user.click(f.getByRole('button', { name: 'Submit request' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/permit\/\d+\/summary$/));
    const saved = permits().find((p) => p.title === 'Welding a new bracket')!;
    expect(saved.status).toBe('requested');
    expect(saved.permit_form_version_id).toBe(version.id);
    expect(saved.workers).toHaveLength(2);
    expect(saved.workers[0].name).toBe('Femi Okafor');
    const gasKey = version.definition.sections.flatMap((s) => s.questions).find((q) => q.type === 'gas_test')!.key;
    expect((saved.answers[gasKey] as { readings: Record<string, unknown> }).readings.o2).toBe('20.9');
    expect(await screen.findByRole('heading', { name: `Permit ${saved.number}: Welding a new bracket` })).toBeInTheDocument();
  });

  it('saves a partial permit as a draft, and sends a draft to a colleague', async () => {
    const user = userEvent.setup();
    const hot = formOf('Hot work permit');
    const { router } = await renderApp(`/permit-form-questions/new/${hot.id}`, { as: 'hod@acme.test' });
    const form = await screen.findByRole('form', { name: 'New permit' });
    const f = within(form);
    await user.type(f.getByLabelText(/^Description of work/), 'Draft for later');
    await user.click(f.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/permit\/\d+\/summary$/));
    const draft = permits().find((p) => p.title === 'Draft for later')!;
    expect(draft.status).toBe('draft');

    // the draft is edited and sent to a colleague
    await act(() => router.navigate(`/permit-form-questions/edit/${draft.id}`));
    const edit = within(await screen.findByRole('form', { name: `Edit permit ${draft.number}` }));
    await user.click(edit.getByRole('button', { name: 'Save and send draft' }));
    expect(await edit.findByText('Choose who receives the draft.')).toBeInTheDocument();
    await user.selectOptions(edit.getByLabelText('Send the draft to'), 'Alice Admin');
    await user.click(edit.getByRole('button', { name: 'Save and send draft' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/permit/${draft.id}/summary`));
    // the page it leads to, loaded: a test that stops at the address leaves its lazy screen and requests loading
    expect(await screen.findByRole('heading', { name: /^Permit \S+: / })).toBeInTheDocument();
    const sent = permits().find((p) => p.id === draft.id)!;
    expect(sent.shared_to_id).toBe(db.list<{ id: number; email: string }>(acme(), 'users').find((u) => u.email === 'admin@acme.test')!.id);
  });

  it('an edit of a requested permit says its approval restarts, and saving it drops the approvals given', async () => {
    const user = userEvent.setup();
    const pending = permits().find((p) => p.status === 'requested' && (p.approval?.approvals.length ?? 0) > 0)!;
    const { router } = await renderApp(`/permit-form-questions/edit/${pending.id}`, { as: 'admin@acme.test' });
    const f = within(await screen.findByRole('form', { name: `Edit permit ${pending.number}` }));
    expect(f.getByText('This permit is waiting for approval: saving your changes restarts its approval, and approvals already given are dropped.')).toBeInTheDocument();
    expect(f.queryByRole('button', { name: 'Save draft' })).not.toBeInTheDocument();
    const details = f.getByLabelText(/^Details of the work/);
    await user.clear(details);
    await user.type(details, 'Scope narrowed to one weld.');
    await user.click(f.getByRole('button', { name: 'Save and restart approval' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/permit/${pending.id}/summary`));
    // the page it leads to, loaded: a test that stops at the address leaves its lazy screen and requests loading
    expect(await screen.findByRole('heading', { name: /^Permit \S+: / })).toBeInTheDocument();
    const saved = permits().find((p) => p.id === pending.id)!;
    expect([saved.status, saved.description, saved.approval?.approvals]).toEqual(['requested', 'Scope narrowed to one weld.', []]);
  });

  it('refuses to edit a permit after issue', async () => {
    const issued = permits().find((p) => p.status === 'active')!;
    await renderApp(`/permit-form-questions/edit/${issued.id}`, { as: 'admin@acme.test' });
    expect(await screen.findByText(new RegExp(`Permit ${issued.number} cannot be edited any more`))).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: /Edit permit/ })).not.toBeInTheDocument();
  });

  it('a contractor (Permit create, no template-setting or site read) gets the form data; a user without Permit access is refused', async () => {
    const call = await rawCallsAs('contractor@acme.test');
    const res = await call('GET', '/permits/form_data');
    expect(res.status).toBe(200);
    const data = (await res.json()) as { templates: { name: string; latest_version_id: number; latest_version_number: number }[]; sites: { divisions: unknown[] }[]; users: unknown[]; worker_profile: { fields: unknown[] } };
    const hot = data.templates.find((t) => t.name === 'Hot work permit')!;
    expect(hot.latest_version_id).toBe(latestVersion(formOf('Hot work permit').id).id);
    // unpublished (the low-risk draft) and inactive templates are not offered
    expect(data.templates.map((t) => t.name)).not.toContain('General low-risk work');
    expect(data.sites.length).toBeGreaterThan(0);
    expect(data.users.length).toBeGreaterThan(0);
    expect(data.worker_profile.fields.length).toBeGreaterThan(0);
    const refused = await (await rawCallsAs('noaccess@acme.test'))('GET', '/permits/form_data');
    expect(refused.status).toBe(403);
  });

  it('on the free plan (0 permits a month) the chooser says so before a form is filled, and a refused save keeps what was typed', async () => {
    const user = userEvent.setup();
    acme().organization = { ...acme().organization!, plan: 'free', subscription_type: 'active' };
    const { router } = await renderApp('/permit-form-questions/new', { as: 'hod@acme.test' });
    expect(await screen.findByText('Your organisation is on the free plan, which includes 0 permits a month. Ask your administrator to upgrade the plan.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Start a / })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Compare plans' })).not.toBeInTheDocument();
    // a template's form opened by its address: the server refuses, the page says why, nothing typed is lost
    const before = permits().length;
    await act(() => router.navigate(`/permit-form-questions/new/${formOf('Hot work permit').id}`));
    const f = within(await screen.findByRole('form', { name: 'New permit' }));
    await user.type(f.getByLabelText(/^Description of work/), 'Draft on the free plan');
    await user.click(f.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText("Your organisation's free plan includes 0 permits a month. Please upgrade to request permits.")).toBeInTheDocument();
    expect(f.getByLabelText(/^Description of work/)).toHaveValue('Draft on the free plan');
    expect(permits()).toHaveLength(before);
  });

  it('on the free plan an administrator is offered the plans', async () => {
    acme().organization = { ...acme().organization!, plan: 'free', subscription_type: 'active' };
    await renderApp('/permit-form-questions/new', { as: 'admin@acme.test' });
    expect(await screen.findByText('Your organisation is on the free plan, which includes 0 permits a month. Upgrade the plan to request permits.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Compare plans' })).toHaveAttribute('href', '/pricing');
  });

  it('a contractor opens the form of a template with its pin / zone lists from the site plan', async () => {
    const user = userEvent.setup();
    await renderApp('/permit-form-questions/new', { as: 'contractor@acme.test' });
    await user.click(await screen.findByRole('link', { name: 'Start a Confined space entry permit' }));
    const f = within(await screen.findByRole('form', { name: 'New permit' }));
    const site = f.getByLabelText(/^Site/) as HTMLSelectElement;
    await user.selectOptions(site, site.options[1].value);
    expect(await f.findByLabelText('Zone of the site plan')).toBeInTheDocument();
    expect(f.getByRole('group', { name: /^Worker 1/ })).toBeInTheDocument();
  });
});
