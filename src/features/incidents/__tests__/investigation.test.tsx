import { todayIso } from '@/lib/forms/dates';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { renderApp } from '@/testing/render-app';
import { server } from '@/mocks/node';
import { incidentsApi } from '../api/incidents-api';
import { draftKey, readDraft } from '@/lib/drafts/draft-store';
import { db } from '@/mocks/db/db';
import type { DemoRole } from '@/mocks/db/types';
import type { DemoAction } from '@/mocks/db/seed/actions';
import type { DemoIncident, DemoLesson, DemoRootCause } from '@/mocks/db/seed/incidents';

/** the people picker as a person uses it: type part of the name, tap the match, the search clears for the next */
async function choosePeople(user: ReturnType<typeof userEvent.setup>, label: RegExp, names: string[]) {
  const box = screen.getByRole('combobox', { name: label });
  for (const name of names) {
    await user.clear(box);
    await user.type(box, name.split(' ')[0]);
    await user.click(await within(screen.getByRole('listbox', { name: label })).findByRole('option', { name }));
  }
  await user.keyboard('{Escape}');
}

// the machine is shared and busy: give lazy chunks and the demo backend time

const acme = () => db.tenant('acme')!;
const incidents = () => db.list<DemoIncident>(acme(), 'incidents');
const incidentActions = (id: number) => db.list<DemoAction>(acme(), 'actions').filter((a) => a.type === 'Incident' && a.source_id === id);
const inDays = (n: number) => todayIso(new Date(Date.now() + n * 86_400_000));

let picked = 0;
/** an open incident put in a known state (each test takes a different one) */
function freshIncident(patch: Partial<DemoIncident> = {}): DemoIncident {
  const open = incidents().filter((i) => i.status !== 'closed');
  const inc = open[picked++];
  acme().collections.actions = db.list<DemoAction>(acme(), 'actions').filter((a) => !(a.type === 'Incident' && a.source_id === inc.id));
  Object.assign(inc, { status: 'open', step_completed: 1, team: null, root_cause: null, action_ids: [], approvals: [], severity: 'serious', likelihood: 'likely', closed_at: null, ...patch });
  return inc;
}

/** the stored row (the backend replaces rows on commit) */
const stored = (id: number) => db.find<DemoIncident>(acme(), 'incidents', id)!;
const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });

describe('investigation steps', () => {
  it('runs team → 5-why → CAPA → review: validation per step, real actions, reject needs a reason, closure waits for actions', async () => {
    const user = userEvent.setup();
    const inc = freshIncident();
    await renderApp(`/incidents/${inc.id}/steps`, { as: 'hod@acme.test' });
    // /steps opens the next step to do
    await stepHeading('Investigation team');
    expect(screen.getByRole('navigation', { name: 'Investigation progress: 1 of 5 steps completed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Step 2:\s*Investigation team\s*,\s*To do$/ })).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('link', { name: /^Step 1:\s*Incident report\s*,\s*Completed$/ })).toBeInTheDocument();

    // step 2: team (each step is a lazy chunk)
    await user.click(await screen.findByRole('button', { name: 'Save the team' }));
    expect(await screen.findByText('Choose the team lead.')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one team member.')).toBeInTheDocument();
    expect(screen.getByText('Choose a target date.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/^Team lead/), 'Hugo Dalton');
    await choosePeople(user, /^Team members/, ['Sara Petrova', 'Alice Admin']);
    expect(screen.getByRole('list', { name: '2 chosen' })).toHaveTextContent(/Sara Petrova.*Alice Admin/);
    await user.type(screen.getByLabelText(/^Target date/), inDays(-3));
    await user.click(screen.getByRole('button', { name: 'Save the team' }));
    expect(await screen.findByText('The target date cannot be in the past.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Target date/));
    await user.type(screen.getByLabelText(/^Target date/), inDays(14));
    await user.click(screen.getByRole('button', { name: 'Save the team' }));

    // step 3: root cause
    await stepHeading('Root cause analysis');
    expect(stored(inc.id).step_completed).toBeGreaterThanOrEqual(2);
    expect(stored(inc.id).team).toMatchObject({ member_ids: expect.arrayContaining([expect.any(Number)]), target_date: inDays(14) });
    await user.click(await screen.findByRole('button', { name: 'Save the root cause analysis' }));
    expect(await screen.findByText('Answer at least one why.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Question 1'), 'Why did the operator slip?');
    await user.type(screen.getByLabelText('Answer 1'), 'Oil leaked from the press');
    await user.click(screen.getByRole('button', { name: 'Ask another why' }));
    await user.type(screen.getByLabelText('Question 2'), 'Why did oil leak?');
    await user.type(screen.getByLabelText('Answer 2'), 'The seal was worn');
    const worn = db.list<DemoRootCause>(acme(), 'root_cause_settings').find((s) => s.name === 'Worn or damaged part')!;
    await user.selectOptions(screen.getByLabelText('Root-cause category of answer 2'), String(worn.id));
    await user.click(screen.getByRole('checkbox', { name: 'Inadequate maintenance' }));
    await user.click(screen.getByRole('button', { name: 'Save the root cause analysis' }));

    // step 4: CAPA
    await stepHeading('Corrective and preventive actions');
    expect(stored(inc.id).root_cause?.whys).toHaveLength(2);
    expect(stored(inc.id).root_cause?.whys[1].root_cause_setting_id).toBe(worn.id);
    expect(await screen.findByText('No actions have been raised for this incident yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create the actions (1) and continue' }));
    expect(await screen.findByText('Describe the action to take.')).toBeInTheDocument();
    expect(screen.getByText('Choose a control type.')).toBeInTheDocument();
    expect(screen.getByText('Choose the responsible person.')).toBeInTheDocument();
    expect(screen.getByText('Choose a due date.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Description of action 1/), 'Replace the press seal');
    await user.selectOptions(screen.getByLabelText(/^Control type of action 1/), 'engineering');
    await user.selectOptions(screen.getByLabelText(/^Responsible person for action 1/), 'Sara Petrova');
    await user.type(screen.getByLabelText(/^Due date of action 1/), inDays(10));
    await user.click(screen.getByRole('button', { name: 'Add an action' }));
    await user.type(screen.getByLabelText(/^Description of action 2/), 'Add the seal to the maintenance plan');
    await user.selectOptions(screen.getByLabelText(/^Control type of action 2/), 'administrative');
    await user.selectOptions(screen.getByLabelText(/^Responsible person for action 2/), 'Hugo Dalton');
    await user.type(screen.getByLabelText(/^Due date of action 2/), inDays(20));
    await user.click(screen.getByRole('button', { name: 'Create the actions (2) and continue' }));

    // step 5: review; the two actions are real actions of type Incident
    await stepHeading('Review and closure');
    const created = incidentActions(inc.id);
    expect(created.map((a) => a.description).sort()).toEqual(['Add the seal to the maintenance plan', 'Replace the press seal']);
    expect(stored(inc.id).step_completed).toBeGreaterThanOrEqual(4);
    const closeButton = await screen.findByRole('button', { name: 'Close incident' });
    expect(closeButton).toBeDisabled();
    expect(screen.getByText('Choose at least one approver.')).toBeInTheDocument(); // the blocker, in words
    expect(screen.getByText('All corrective actions must be completed before closure.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save the approvers' }));
    expect(await screen.findByText('Choose at least one approver.', { selector: '.field-error' })).toBeInTheDocument();
    await choosePeople(user, /^Approvers/, ['Hugo Dalton']);
    await user.click(screen.getByRole('button', { name: 'Save the approvers' }));
    const approvals = await screen.findByRole('table', { name: 'Approvals' });
    expect(within(approvals).getByText('Pending')).toBeInTheDocument();

    // reject needs a reason
    await user.click(screen.getByRole('button', { name: 'Reject the investigation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the investigation' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject with this reason' }));
    expect(await within(dialog).findByText('Give the reason for the rejection.')).toBeInTheDocument();
    expect(stored(inc.id).approvals[0].decision).toBe('pending');
    await user.type(within(dialog).getByLabelText(/^Reason/), 'The 5-why stops too early');
    await user.click(within(dialog).getByRole('button', { name: 'Reject with this reason' }));
    await waitFor(() => expect(stored(inc.id).approvals[0]).toMatchObject({ decision: 'rejected', reason: 'The 5-why stops too early' }));
    expect(await screen.findByText('An approver rejected the investigation; revise it and ask again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close incident' })).toBeDisabled();

    // asked again, the approver approves; closing still waits for the actions
    await user.click(screen.getByRole('button', { name: 'Save the approvers' }));
    await waitFor(() => expect(stored(inc.id).approvals[0].decision).toBe('pending'));
    await user.click(await screen.findByRole('button', { name: 'Approve the investigation' }));
    await waitFor(() => expect(stored(inc.id).approvals[0].decision).toBe('approved'));
    expect(screen.getByRole('button', { name: 'Close incident' })).toBeDisabled();
    expect(screen.getByText('All corrective actions must be completed before closure.')).toBeInTheDocument();

    // the actions get completed on the action screens; the step shows it when opened again
    for (const a of incidentActions(inc.id)) a.status = 'completed';
    await user.click(screen.getByRole('link', { name: /Corrective and preventive actions/ }));
    await stepHeading('Corrective and preventive actions');
    const actionsTable = await screen.findByRole('table', { name: 'Actions of this incident (2)' });
    await waitFor(() => expect(within(actionsTable).getAllByText('Completed', { selector: '.badge' })).toHaveLength(2));
    await user.click(screen.getByRole('link', { name: /Review and closure/ }));
    await stepHeading('Review and closure');
    await screen.findByText('Every approver approved and every action is complete: the incident can be closed.');
    await user.click(screen.getByRole('button', { name: 'Close incident' }));
    expect(await screen.findByText(/^The incident was closed on/)).toBeInTheDocument();
    expect(stored(inc.id).status).toBe('closed');
    expect(await screen.findByText('This incident is closed. The investigation can be viewed but not changed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save the approvers' })).not.toBeInTheDocument();
  }, 120_000);

  it('step 1 is the reporting form: the victim dialog opens under the step, a save goes on to the team', async () => {
    const user = userEvent.setup();
    const inc = freshIncident({ has_victims: false, victims: [] });
    const { router } = await renderApp(`/incidents/${inc.id}/steps/1/victim/new`, { as: 'hod@acme.test' });
    await stepHeading('Incident report');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/incidents/${inc.id}/steps/1`));
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    await stepHeading('Investigation team');
    expect(router.state.location.pathname).toBe(`/incidents/${inc.id}/steps/2`);
  });

  it('is read-only for a user who may read but not update incidents', async () => {
    const inc = freshIncident({ step_completed: 2, status: 'in_progress', team: { lead_id: incidents()[0].reporter_id ?? 1, member_ids: [], target_date: inDays(5) } });
    const role = db.list<DemoRole>(acme(), 'roles').find((r) => r.name === 'Permit Coordinator')!;
    const saved = role.role_actions_attributes;
    role.role_actions_attributes = saved.map((ra) => (ra.name === 'Incident' ? { ...ra, status: true, r_view: true } : ra));
    try {
      const user = userEvent.setup();
      await renderApp(`/incidents/${inc.id}/steps/2`, { as: 'permits@acme.test' });
      await stepHeading('Investigation team');
      expect(await screen.findByText('Team lead')).toBeInTheDocument();
      expect(screen.getByText('You can view this investigation, but you do not have permission to change incidents.')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Save the team' })).not.toBeInTheDocument();
      expect(screen.getByText('Team lead')).toBeInTheDocument();
      await user.click(screen.getByRole('link', { name: /Root cause analysis/ }));
      await stepHeading('Root cause analysis');
      expect(await screen.findByText('No root cause analysis has been recorded yet.')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Save the root cause analysis' })).not.toBeInTheDocument();
      // later steps are not reachable yet
      expect(screen.queryByRole('link', { name: /Review and closure/ })).not.toBeInTheDocument();
    } finally {
      role.role_actions_attributes = saved;
    }
  });

  it('keeps a draft of a step form and offers it back', async () => {
    const user = userEvent.setup();
    const inc = freshIncident();
    const first = await renderApp(`/incidents/${inc.id}/steps/2`, { as: 'hod@acme.test' });
    await user.type(await screen.findByLabelText(/^Target date/), inDays(9));
    await user.selectOptions(screen.getByLabelText(/^Team lead/), 'Sara Petrova');
    // the draft is saved after a short pause: wait for it, not for a fixed time
    const hod = db.list<{ id: number; email: string }>(db.tenant('acme')!, 'users').find((u) => u.email === 'hod@acme.test')!;
    await waitFor(() => expect(readDraft<{ lead_id: unknown }>(draftKey(`incident:${inc.id}:team`, hod.id))?.values.lead_id).toBeTruthy());
    first.unmount();
    await renderApp(`/incidents/${inc.id}/steps/2`, { as: 'hod@acme.test' });
    await user.click(await screen.findByRole('button', { name: 'Restore my draft' }));
    expect(screen.getByLabelText(/^Target date/)).toHaveValue(inDays(9));
    expect(screen.getByLabelText(/^Team lead/)).toHaveDisplayValue('Sara Petrova');
  });

  it('opens the next step after a save while another request holds back the record’s refetch', async () => {
    // RTK Query refetches what a save invalidates only once no other request is running: until then the steps page
    // has the record as it was before the save. It sent a CI journey back from step 4 to step 3 (a request of the
    // page was still running), so the save now puts its answer in the page's record itself.
    const user = userEvent.setup();
    const inc = freshIncident({ step_completed: 2 });
    const { store, router } = await renderApp(`/incidents/${inc.id}/steps/3`, { as: 'hod@acme.test' });
    await user.type(await screen.findByLabelText('Question 1'), 'Why did the operator slip?');
    await user.type(screen.getByRole('textbox', { name: 'Answer 1' }), 'Hydraulic oil on the floor');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // answered by the demo's own handler once released (a resolver that returns nothing passes the request on)
    server.use(http.get('*/api/incidents/incident_data', () => held.then(() => undefined), { once: true }));
    const running = store.dispatch(incidentsApi.endpoints.getIncidentFormData.initiate(undefined, { forceRefetch: true }));
    await user.click(screen.getByRole('button', { name: 'Save the root cause analysis' }));
    expect(await stepHeading('Corrective and preventive actions')).toBeInTheDocument();
    const record = () => store.getState().api?.queries[`getIncident(${inc.id})`];
    const before = record()?.startedTimeStamp ?? 0;
    release();
    await running;
    running.unsubscribe();
    // the refetch ran once released, and the page stays on step 4
    await waitFor(() => expect(record()!.startedTimeStamp).toBeGreaterThan(before));
    await waitFor(() => expect(record()!.status).toBe('fulfilled'));
    expect(router.state.location.pathname).toBe(`/incidents/${inc.id}/steps/4`);
    expect(screen.getByRole('heading', { level: 2, name: 'Corrective and preventive actions' })).toBeInTheDocument();
  });

  it('asks for the classification before the team when the rating is pending', async () => {
    const inc = freshIncident({ severity: null, likelihood: null });
    await renderApp(`/incidents/${inc.id}/steps/2`, { as: 'hod@acme.test' });
    expect(await screen.findByText('Classify the incident (severity and likelihood) before forming the team.')).toBeInTheDocument();
  });
});

describe('root-cause categories (/whyanalysis)', () => {
  it('adds and renames a top category, refuses a duplicate, and manages a sub-level', async () => {
    const user = userEvent.setup();
    await renderApp('/whyanalysis', { as: 'hod@acme.test' });
    const table = await screen.findByRole('table', { name: 'Root-cause categories' });
    expect(within(table).getByRole('link', { name: 'People' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    expect(await screen.findByText('The name must be 2 to 80 characters long.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^New category name/), 'people');
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    expect(await screen.findByText('This name is already used at this level.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^New category name/));
    await user.type(screen.getByLabelText(/^New category name/), 'Tooling');
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    expect(await within(table).findByRole('link', { name: 'Tooling' })).toBeInTheDocument();
    expect(db.list<DemoRootCause>(acme(), 'root_cause_settings').some((s) => s.name === 'Tooling' && s.parent_id === null)).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Rename or move Tooling' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Tooling' });
    await user.clear(within(dialog).getByLabelText(/^Name/));
    await user.type(within(dialog).getByLabelText(/^Name/), 'Tools and fixtures');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(table).findByRole('link', { name: 'Tools and fixtures' })).toBeInTheDocument();

    // a sub-level: breadcrumb, add a child, deactivate it
    await user.click(within(table).getByRole('link', { name: 'Equipment' }));
    expect(await screen.findByRole('heading', { name: 'Sub-categories of Equipment' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Category path' });
    expect(within(crumbs).getByRole('link', { name: 'Root-cause categories' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^New sub-category name/), 'Corroded pipework');
    await user.click(screen.getByRole('button', { name: 'Add sub-category' }));
    const children = await screen.findByRole('table', { name: 'Sub-categories of Equipment' });
    expect(await within(children).findByRole('link', { name: 'Corroded pipework' })).toBeInTheDocument();
    await user.click(within(children).getByRole('button', { name: 'Deactivate Corroded pipework' }));
    await waitFor(() => expect(db.list<DemoRootCause>(acme(), 'root_cause_settings').find((s) => s.name === 'Corroded pipework')?.active).toBe(false));
    expect(await within(children).findByRole('button', { name: 'Activate Corroded pipework' })).toBeInTheDocument();

    // move it under another top category (the parent select offers no place inside itself)
    await user.click(within(children).getByRole('button', { name: 'Rename or move Corroded pipework' }));
    const move = await screen.findByRole('dialog', { name: 'Edit Corroded pipework' });
    const parent = within(move).getByLabelText('Parent category');
    expect(within(parent).queryByRole('option', { name: 'Equipment › Corroded pipework' })).not.toBeInTheDocument();
    await user.selectOptions(parent, 'Process');
    await user.click(within(move).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(within(children).queryByRole('link', { name: 'Corroded pipework' })).not.toBeInTheDocument());
    const all = db.list<DemoRootCause>(acme(), 'root_cause_settings');
    expect(all.find((s) => s.name === 'Corroded pipework')?.parent_id).toBe(all.find((s) => s.name === 'Process')!.id);
  });

  it('shows the server’s 422 message and keeps the typed name', async () => {
    const user = userEvent.setup();
    await renderApp('/whyanalysis', { as: 'hod@acme.test' });
    await screen.findByRole('table', { name: 'Root-cause categories' });
    // another administrator adds the same name meanwhile: only the server knows
    const tenant = acme();
    db.commit(tenant, 'root_cause_settings', 'create', { id: db.newId(tenant), name: 'Contractors', parent_id: null, active: true });
    await user.type(screen.getByLabelText(/^New category name/), 'Contractors');
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Name is already used at this level');
    expect(screen.getByLabelText(/^New category name/)).toHaveValue('Contractors');
  });
});

describe('lessons learned', () => {
  it('records a lesson for a closed incident and shows it as plain text, in the list and as a card', async () => {
    const user = userEvent.setup();
    const closed = incidents().find((i) => i.status === 'closed')!;
    await renderApp(`/incidents/lfi/${closed.id}`, { as: 'hod@acme.test' });
    await screen.findByRole('heading', { name: `New lesson learned from ${closed.number}` });
    await user.click(screen.getByRole('button', { name: 'Save the lesson' }));
    expect(await screen.findByText('Enter a title for the lesson.')).toBeInTheDocument();
    expect(screen.getByText('Write the lesson learned.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Title/), 'Check seals weekly');
    await user.type(screen.getByLabelText(/^Lesson learned/), 'Worn seals leak oil.{enter}<b>Inspect</b> them every week.');
    await user.click(screen.getByRole('checkbox', { name: 'Publish this lesson for everyone' }));
    await user.click(screen.getByRole('button', { name: 'Save the lesson' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Check seals weekly' })).toBeInTheDocument();
    const text = screen.getByText(/Worn seals leak oil\./);
    expect(text.textContent).toBe('Worn seals leak oil.\n<b>Inspect</b> them every week.');
    expect(text.querySelector('b')).toBeNull();
    const saved = db.list<DemoLesson>(acme(), 'lessons').find((l) => l.title === 'Check seals weekly')!;
    expect(saved).toMatchObject({ incident_id: closed.id, published: true });

    await user.click(screen.getByRole('link', { name: 'Cards' }));
    const cards = await screen.findByRole('list', { name: 'Lessons learned: published cards' });
    const card = await within(cards).findByRole('article', { name: 'Check seals weekly' });
    expect(within(card).getByText(`From incident ${closed.number}`)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Table' }));
    await user.type(await screen.findByLabelText('Search lessons'), 'seals weekly');
    const table = await screen.findByRole('table', { name: 'Lessons learned: 1 found' });
    expect(within(table).getByRole('link', { name: 'Check seals weekly' })).toBeInTheDocument();
  });

  it('refuses a lesson for an incident that is not closed', async () => {
    const inc = freshIncident();
    await renderApp(`/incidents/lfi/${inc.id}`, { as: 'hod@acme.test' });
    expect(await screen.findByText(`Incident ${inc.number} is not closed yet. Lessons can be recorded only for closed incidents.`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save the lesson' })).not.toBeInTheDocument();
  });
});
