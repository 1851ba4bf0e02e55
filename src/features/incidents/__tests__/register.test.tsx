import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@/mocks/db/db';
import type { DemoRole, DemoUser } from '@/mocks/db/types';
import type { DemoIncident } from '@/mocks/db/seed/incidents';
import { renderApp } from '@/testing/render-app';
import { draftKey, readDraft } from '@/lib/drafts/draft-store';
import { ratingBand, ratingScore, type IncidentLikelihood, type IncidentSeverity } from '../model';

// the machine is shared and busy: give lazy chunks and the demo backend time

const acme = () => db.tenant('acme')!;
const incidents = () => db.list<DemoIncident>(acme(), 'incidents');
const SEVERITY: Record<IncidentSeverity, string> = { minor: 'Minor', serious: 'Serious', major: 'Major', fatal: 'Fatal', critical: 'Critical' };
const LIKELIHOOD: Record<IncidentLikelihood, string> = { very_low: 'Very low', unlikely: 'Unlikely or rare', likely: 'Likely or intermittent', frequent: 'Frequent or repetitive', almost_certain: 'Almost certain or cyclic' };
const BAND = { pending: 'Pending', low: 'Low', medium: 'Medium', high: 'High', extreme: 'Extreme' } as const;
const key = (i: DemoIncident) => `${i.severity}|${i.likelihood}`;
const listTable = (count: number) => screen.findByRole('table', { name: `Incidents: ${count} found` });

describe('incident register', () => {
  it('opens on the Open tab with the counts of both tabs, 50 rows a page', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/incidents', { as: 'hod@acme.test' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/incidents/new'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Incidents' })).toBeInTheDocument();
    const open = incidents().filter((i) => i.status !== 'closed').length;
    const closed = incidents().length - open;
    const table = await listTable(open);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(Math.min(open, 50) + 1));
    const openTab = screen.getByRole('tab', { name: /^Open/ });
    expect(openTab).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(openTab).toHaveTextContent(String(open)));
    expect(screen.getByRole('tab', { name: /^Closed/ })).toHaveTextContent(String(closed));
    await user.click(screen.getByRole('tab', { name: /^Closed/ }));
    const closedTable = await listTable(closed);
    for (const row of within(closedTable).getAllByRole('row').slice(1)) expect(row).toHaveTextContent('Closed');
    // rows link to the summary
    const first = within(closedTable).getAllByRole('row')[1];
    await user.click(within(first).getByRole('link', { name: /^INC-/ }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/incidents\/summary\/\d+$/));
    expect(await screen.findByRole('heading', { name: /^Incident INC-/ })).toBeInTheDocument();
  });

  it('an investigation waiting for approval says so in the list and on its summary (not a green "Completed")', async () => {
    const waiting = incidents().find((i) => i.status === 'completed')!;
    expect(waiting).toBeDefined();
    await renderApp(`/incidents/summary/${waiting.id}`, { as: 'hod@acme.test' });
    expect(await screen.findByRole('heading', { name: `Incident ${waiting.number}` })).toBeInTheDocument();
    const row = (await screen.findByRole('link', { name: waiting.number })).closest('tr')!;
    expect(within(row).getByText('Awaiting approval', { selector: '.badge' })).toHaveClass('badge-awaiting');
    expect(within(row).queryByText('Completed')).not.toBeInTheDocument();
    expect(screen.getAllByText('Awaiting approval', { selector: '.badge' }).length).toBeGreaterThanOrEqual(2);
  });

  it('filters the list by a classification-matrix cell and by the pending rating', async () => {
    const user = userEvent.setup();
    await renderApp('/incidents/new', { as: 'hod@acme.test' });
    const open = incidents().filter((i) => i.status !== 'closed');
    await listTable(open.length);
    // the busiest cell among open incidents
    const rated = open.filter((i) => i.severity && i.likelihood);
    const busiest = [...new Set(rated.map(key))].sort((a, b) => rated.filter((i) => key(i) === b).length - rated.filter((i) => key(i) === a).length)[0];
    const [severity, likelihood] = busiest.split('|') as [IncidentSeverity, IncidentLikelihood];
    const score = ratingScore(severity, likelihood)!;
    const band = BAND[ratingBand(score)];
    const cellCount = incidents().filter((i) => key(i) === busiest).length;
    const cell = await screen.findByRole('button', { name: `${cellCount} ${band}: severity ${SEVERITY[severity]}, likelihood ${LIKELIHOOD[likelihood]}` });
    await user.click(cell);
    expect(cell).toHaveAttribute('aria-pressed', 'true');
    const inCell = open.filter((i) => key(i) === busiest);
    expect(inCell.length).toBeGreaterThan(0);
    const table = await listTable(inCell.length);
    for (const row of within(table).getAllByRole('row').slice(1)) expect(row).toHaveTextContent(`${SEVERITY[severity]} × ${LIKELIHOOD[likelihood]} (${score}, ${band})`);
    expect(screen.getByLabelText('Severity', { selector: 'select#inc-f-severity' })).toHaveValue(severity);
    expect(screen.getByLabelText('Likelihood', { selector: 'select#inc-f-likelihood' })).toHaveValue(likelihood);
    // the pending-rating count
    const pendingAll = incidents().filter((i) => !i.severity || !i.likelihood);
    await user.click(screen.getByRole('button', { name: `Rating pending: ${pendingAll.length}` }));
    await listTable(open.filter((i) => !i.severity || !i.likelihood).length);
    expect(cell).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Show every rating' }));
    await listTable(open.length);
  });

  it('print preview lists every filtered incident (not just one page) and goes back to the list', async () => {
    const user = userEvent.setup();
    await renderApp('/incidents/new', { as: 'hod@acme.test' });
    const open = incidents().filter((i) => i.status !== 'closed');
    await listTable(open.length);
    // more than one page (50) of open incidents: the preview holds them all
    expect(open.length).toBeGreaterThan(50);
    await user.click(screen.getByRole('button', { name: 'Print preview' }));
    expect(await screen.findByRole('heading', { name: 'Incident register' })).toBeInTheDocument();
    expect(screen.getByText('Filters: Open')).toBeInTheDocument();
    const all = screen.getByRole('table', { name: `Incidents in the print preview: ${open.length}` });
    expect(within(all).getAllByRole('row')).toHaveLength(open.length + 1);
    await user.click(screen.getByRole('button', { name: 'Back to the list' }));
    // and it follows the filters
    await user.selectOptions(await screen.findByLabelText('Type', { selector: 'select#inc-f-type' }), 'injury');
    const injuries = open.filter((i) => i.type === 'injury');
    await listTable(injuries.length);
    await user.click(screen.getByRole('button', { name: 'Print preview' }));
    expect(await screen.findByText('Filters: Open · Type: Injury')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: `Incidents in the print preview: ${injuries.length}` })).getAllByRole('row')).toHaveLength(injuries.length + 1);
  });

  it('a role that can only read sees no create or edit', async () => {
    const hod = (acme().collections.users as DemoUser[]).find((u) => u.email === 'hod@acme.test')!;
    const role = (acme().collections.roles as DemoRole[]).find((r) => r.id === hod.role_id)!;
    const saved = structuredClone(role.role_actions_attributes);
    for (const ra of role.role_actions_attributes) if (ra.name === 'Incident') Object.assign(ra, { r_add: false, r_edit: false });
    const first = incidents().find((i) => i.status !== 'closed')!;
    try {
      await renderApp(`/incidents/summary/${first.id}`, { as: 'hod@acme.test' });
      expect(await screen.findByRole('heading', { name: `Incident ${first.number}` })).toBeInTheDocument();
      await screen.findByRole('table', { name: /Incidents: \d+ found/ });
      expect(screen.queryByRole('link', { name: 'Report an incident' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /^Edit INC-/ })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeInTheDocument();
    } finally {
      role.role_actions_attributes = saved;
    }
  });
});

async function fillValidReport(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(await screen.findByLabelText(/^Type/, { selector: 'select#inc-new-type' }), 'injury');
  await user.selectOptions(screen.getByLabelText(/^Category/, { selector: 'select#inc-new-category' }), 'slip_trip_fall');
  await user.type(screen.getByLabelText(/^Description/, { selector: 'textarea' }), 'Operator slipped on oil near press 4');
  await user.selectOptions(screen.getByLabelText(/^Site/, { selector: 'select#inc-new-site' }), 'Northfield Plant');
  await user.selectOptions(screen.getByLabelText(/^Risk level/, { selector: 'select#inc-new-risk' }), 'high');
  await user.selectOptions(screen.getByLabelText('Severity', { selector: 'select#inc-new-severity' }), 'serious');
  await user.selectOptions(screen.getByLabelText('Likelihood', { selector: 'select#inc-new-likelihood' }), 'likely');
}

describe('incident report form', () => {
  it('shows the SPEC §5 messages, including the victims rules', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/incidents/new', { as: 'supervisor@acme.test' });
    const form = await screen.findByRole('form', { name: 'Report an incident' });
    const submit = within(form).getByRole('button', { name: 'Submit incident' });
    await user.clear(within(form).getByLabelText(/^Date and time of the incident/));
    await user.click(submit);
    expect(await within(form).findByText('Choose the type of incident.')).toBeInTheDocument();
    expect(within(form).getByText('Describe what happened.')).toBeInTheDocument();
    expect(within(form).getByText('Select a site or area.')).toBeInTheDocument();
    expect(within(form).getByText('Select the date and time of the incident.')).toBeInTheDocument();
    expect(within(form).getByText('Choose a risk level.')).toBeInTheDocument();
    expect(within(form).getByText('Choose both severity and likelihood, or leave the rating pending.')).toBeInTheDocument();
    // half a rating is refused too; "pending" is accepted
    await user.selectOptions(within(form).getByLabelText('Severity', { selector: 'select' }), 'major');
    await user.click(submit);
    expect(await within(form).findByText('Choose both severity and likelihood, or leave the rating pending.')).toBeInTheDocument();
    await user.click(within(form).getByLabelText(/^Rating pending/));
    await waitFor(() => expect(within(form).queryByText('Choose both severity and likelihood, or leave the rating pending.')).not.toBeInTheDocument());
    // a future date
    await user.type(within(form).getByLabelText(/^Date and time of the incident/), '2999-01-01T10:00');
    await user.click(submit);
    expect(await within(form).findByText('The date and time cannot be in the future.')).toBeInTheDocument();
    // victims: "yes" needs at least one
    const hasVictims = within(form).getByRole('group', { name: 'Were there victims?' });
    await user.click(within(hasVictims).getByRole('radio', { name: 'Yes' }));
    await user.click(submit);
    expect(await within(form).findByText('Add at least one victim, or say there were no victims.')).toBeInTheDocument();
    // the victim dialog is a child route
    await user.click(within(form).getByRole('link', { name: 'Add a victim' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/incidents/new/victim/new'));
    const dialog = await screen.findByRole('dialog', { name: 'Add a victim' });
    await user.click(within(dialog).getByRole('button', { name: 'Save victim' }));
    expect(await within(dialog).findByText('Choose the victim type.')).toBeInTheDocument();
    expect(within(dialog).getByText("Enter the victim's name.")).toBeInTheDocument();
    expect(within(dialog).getByText("Choose the victim's gender.")).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Victim name/), 'J@ne');
    await user.click(within(dialog).getByRole('button', { name: 'Save victim' }));
    expect(await within(dialog).findByText('The name may contain only letters, digits and spaces.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/incidents/new'));
    // focus is back where the dialog was opened from (issue 12, 10)
    await waitFor(() => expect(within(form).getByRole('link', { name: 'Add a victim' })).toHaveFocus());
    // what was typed before is still there
    expect(within(form).getByLabelText(/^Rating pending/)).toBeChecked();
  });

  it('keeps a draft of the report (victims included) and offers it back when the form opens again', async () => {
    const user = userEvent.setup();
    const first = await renderApp('/incidents/new', { as: 'supervisor@acme.test' });
    await screen.findByRole('form', { name: 'Report an incident' });
    await user.type(screen.getByLabelText(/^Description/, { selector: 'textarea' }), 'Draft: ladder slipped');
    await user.click(within(screen.getByRole('group', { name: 'Were there victims?' })).getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('link', { name: 'Add a victim' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a victim' });
    await user.selectOptions(within(dialog).getByLabelText(/^Victim type/), 'visitor');
    await user.type(within(dialog).getByLabelText(/^Victim name/), 'Omar Haddad');
    await user.selectOptions(within(dialog).getByLabelText(/^Gender/), 'male');
    await user.click(within(dialog).getByRole('button', { name: 'Save victim' }));
    await screen.findByRole('cell', { name: 'Omar Haddad' });
    // the draft is saved while typing (debounced): wait for it, not for a fixed time
    const supervisorId = db.list<DemoUser>(acme(), 'users').find((u) => u.email === 'supervisor@acme.test')!.id;
    await waitFor(() => expect(readDraft<{ victims: unknown[] }>(draftKey('incident:new', supervisorId))?.values.victims).toHaveLength(1));
    first.unmount();
    await renderApp('/incidents/new', { as: 'supervisor@acme.test' });
    await screen.findByRole('form', { name: 'Report an incident' });
    expect(screen.getByLabelText(/^Description/, { selector: 'textarea' })).toHaveValue('');
    await user.click(await screen.findByRole('button', { name: 'Restore my draft' }));
    expect(screen.getByLabelText(/^Description/, { selector: 'textarea' })).toHaveValue('Draft: ladder slipped');
    expect(await screen.findByRole('cell', { name: 'Omar Haddad' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit incident' }));
    // still invalid (no type, site, risk): nothing is sent and the draft stays
    expect(await screen.findByText('Choose the type of incident.')).toBeInTheDocument();
    for (const k of Object.keys(localStorage)) if (k.endsWith(':incident:new')) localStorage.removeItem(k);
  });

  it('keeps what the user typed and shows the server message when the save is refused', async () => {
    const user = userEvent.setup();
    await renderApp('/incidents/new', { as: 'supervisor@acme.test' });
    await screen.findByRole('form', { name: 'Report an incident' });
    await fillValidReport(user);
    // the site disappears on the server meanwhile → 422 from the demo backend
    const tenant = acme();
    const sites = tenant.collections.sites;
    tenant.collections.sites = sites.filter((s) => (s as unknown as { name: string }).name !== 'Northfield Plant');
    try {
      await user.click(screen.getByRole('button', { name: 'Submit incident' }));
      expect(await screen.findByText('The incident was not saved:')).toBeInTheDocument();
      expect(screen.getByText('A site or area must be selected')).toBeInTheDocument();
    } finally {
      tenant.collections.sites = sites;
    }
    expect(screen.getByLabelText(/^Description/, { selector: 'textarea' })).toHaveValue('Operator slipped on oil near press 4');
    expect(screen.getByLabelText('Severity', { selector: 'select#inc-new-severity' })).toHaveValue('serious');
  });

  it('reports an incident with a victim; it opens on its summary and heads the list', async () => {
    const user = userEvent.setup();
    const before = incidents().length;
    const { router } = await renderApp('/incidents/new', { as: 'supervisor@acme.test' });
    await screen.findByRole('form', { name: 'Report an incident' });
    await fillValidReport(user);
    const hasVictims = screen.getByRole('group', { name: 'Were there victims?' });
    await user.click(within(hasVictims).getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('link', { name: 'Add a victim' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a victim' });
    await user.selectOptions(within(dialog).getByLabelText(/^Victim type/), 'employee');
    await user.type(within(dialog).getByLabelText(/^Victim name/), 'Ravi Kumar 2');
    await user.selectOptions(within(dialog).getByLabelText(/^Gender/), 'male');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Hand' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save victim' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/incidents/new'));
    expect(await screen.findByRole('cell', { name: 'Ravi Kumar 2' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit incident' }));
    expect(await screen.findByText(/^Incident INC-\d+ was reported\.$/)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/incidents\/summary\/\d+$/));
    const saved = incidents().find((i) => i.description === 'Operator slipped on oil near press 4')!;
    expect(incidents()).toHaveLength(before + 1);
    expect(saved).toMatchObject({ step_completed: 1, type: 'injury', severity: 'serious', likelihood: 'likely', has_victims: true, reporter_id: expect.any(Number) });
    expect(saved.victims).toEqual([expect.objectContaining({ name: 'Ravi Kumar 2', gender: 'male', type: 'employee', body_parts: ['hand'] })]);
    expect(await screen.findByRole('heading', { name: `Incident ${saved.number}` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue investigation' })).toHaveAttribute('href', `/incidents/${saved.id}/steps/2`);
    const table = await screen.findByRole('table', { name: /Incidents: \d+ found/ });
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent(saved.number));
  });
});

describe('incident edit', () => {
  it('edits a victim of an existing incident through victim/edit/:victimId and saves the report step', async () => {
    const user = userEvent.setup();
    const target = incidents().find((i) => i.status === 'open' && i.victims.length > 0 && i.step_completed <= 1)!;
    // copies: the demo db record changes under the test
    const victim = { ...target.victims[0] };
    const victimCount = target.victims.length;
    const { router } = await renderApp(`/incidents/edit/${target.id}`, { as: 'hod@acme.test' });
    const form = await screen.findByRole('form', { name: `Edit incident ${target.number}` });
    expect(within(form).getByLabelText(/^Description/, { selector: 'textarea' })).toHaveValue(target.description);
    await user.click(within(form).getByRole('link', { name: `Edit victim ${victim.name}` }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/incidents/edit/${target.id}/victim/edit/${victim.id}`));
    const dialog = await screen.findByRole('dialog', { name: 'Edit victim' });
    const name = within(dialog).getByLabelText(/^Victim name/);
    expect(name).toHaveValue(victim.name);
    await user.clear(name);
    await user.type(name, 'Renamed Person 7');
    await user.click(within(dialog).getByRole('button', { name: 'Save victim' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/incidents/edit/${target.id}`));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(`Incident ${target.number} was saved.`)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/incidents/summary/${target.id}`));
    const saved = db.find<DemoIncident>(acme(), 'incidents', target.id)!;
    expect(saved.victims.find((v) => v.id === victim.id)?.name).toBe('Renamed Person 7');
    expect(saved.victims).toHaveLength(victimCount);
  });
});
