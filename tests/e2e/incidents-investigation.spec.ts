import { constants, publicEncrypt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, openInApp, signInAndWait as signIn, signInAt } from './support';

/**
 * Incident investigation (SPEC §2 five steps) in Chromium against the demo build: the HOD forms the team, does a
 * 5-why, raises two CAPA actions, sets an approver; the approver rejects (a reason is required), the actions are
 * completed, the approver approves, the incident closes and a published lesson appears among the cards.
 */

// The API key header is the sub-domain encrypted with the configured public key (as the app does).
function apiKey(subdomain: string): string {
  const line = readFileSync('.env', 'utf8').split('\n').find((l) => l.startsWith('VITE_RSA_PUBLIC_KEY='))!;
  const body = line.slice('VITE_RSA_PUBLIC_KEY='.length).trim();
  const pem = `-----BEGIN PUBLIC KEY-----\n${body.match(/.{1,64}/g)!.join('\n')}\n-----END PUBLIC KEY-----`;
  return publicEncrypt({ key: pem, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(subdomain)).toString('base64');
}

/** a call to this window's demo API as the signed-in user */
async function api<T = Record<string, unknown>>(page: Page, method: string, url: string, body?: unknown): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, url, body, key }) => {
      const session = JSON.parse(localStorage.getItem('ehs-session') ?? 'null') as { accessToken: string };
      const init: RequestInit = {
        method,
        headers: { Authorization: `Bearer ${session.accessToken}`, 'api-key': key, 'Content-Type': 'application/json', Accept: 'application/json' },
      };
      if (body !== undefined) init.body = JSON.stringify(body);
      const res = await fetch(`/api${url}`, init);
      return { status: res.status, body: (await res.json()) as never };
    },
    { method, url, body, key: apiKey('acme') },
  );
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
// a 1×1 PNG: the completion proof the action rules ask for
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

async function stepHeading(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible({ timeout: 15_000 });
}

test('HOD investigates an incident through the five steps, it closes after approval, a lesson is published', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'hod@acme.test');

  // an open incident created through the API (the HOD's own report)
  const formData = await api<{ sites: { id: number }[] }>(page, 'GET', '/incidents/incident_data');
  const description = `Oil leak at press P-12 (${Date.now()})`;
  const created = await api<{ id: number; number: string }>(page, 'POST', '/incidents', {
    type: 'injury',
    category: 'slip_trip_fall',
    description,
    site_id: formData.body.sites[0].id,
    area_id: null,
    location: 'Press shop',
    shift: 'morning',
    occurred_at: new Date(Date.now() - 3_600_000).toISOString(),
    attachments: [],
    risk_level: 'high',
    severity: 'serious',
    likelihood: 'likely',
    investigation_required: true,
    machine_or_location: 'P-12',
    extent_of_damage: '',
    immediate_action: 'Area taped off',
    remarks: '',
    has_victims: false,
    victims: [],
  });
  expect(created.status).toBe(201);
  const { id, number } = created.body;

  // /steps opens the next step to do (the report is step 1, done); step 1 stays revisitable
  await openInApp(page, `/incidents/${id}/steps`);
  await stepHeading(page, 'Investigation team');
  await expect(page.getByRole('heading', { level: 1, name: `Investigation of ${number}` })).toBeVisible();
  await page.getByRole('link', { name: /^Step 1:\s*Incident report\s*,\s*Completed$/ }).click();
  await stepHeading(page, 'Incident report');
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save changes' }).click();

  // step 2: the team
  await stepHeading(page, 'Investigation team');
  await page.getByRole('button', { name: 'Save the team' }).click();
  await expect(page.getByText('Choose the team lead.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Team lead').selectOption({ label: 'Hugo Dalton' });
  // the people picker: type part of a name, tap the match
  const members = page.getByRole('combobox', { name: /^Team members/ });
  for (const name of ['Sara Petrova', 'Alice Admin']) {
    await members.fill(name.split(' ')[0]);
    await page.getByRole('listbox', { name: /^Team members/ }).getByRole('option', { name }).click();
  }
  await members.press('Escape');
  await expect(page.getByRole('list', { name: '2 chosen' })).toContainText('Alice Admin');
  await page.getByLabel('Target date').fill(day(14));
  await page.getByRole('button', { name: 'Save the team' }).click();

  // step 3: the 5-why
  await stepHeading(page, 'Root cause analysis');
  await expectNoAxeViolations(page);
  await page.getByLabel('Question 1').fill('Why did the operator slip?');
  await page.getByLabel('Answer 1', { exact: true }).fill('Hydraulic oil on the floor');
  await page.getByRole('button', { name: 'Ask another why' }).click();
  await page.getByLabel('Question 2').fill('Why was there oil on the floor?');
  await page.getByLabel('Answer 2', { exact: true }).fill('The press seal was worn');
  await page.getByLabel('Root-cause category of answer 2').selectOption({ label: '— Worn or damaged part' });
  await page.getByRole('checkbox', { name: 'Inadequate maintenance' }).check();
  await page.getByRole('button', { name: 'Save the root cause analysis' }).click();

  // step 4: two CAPA actions
  await stepHeading(page, 'Corrective and preventive actions');
  await expect(page.getByText('No actions have been raised for this incident yet.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Description of action 1').fill('Replace the press seal');
  await page.getByLabel('Control type of action 1').selectOption('engineering');
  await page.getByLabel('Responsible person for action 1').selectOption({ label: 'Sara Petrova' });
  await page.getByLabel('Due date of action 1').fill(day(10));
  await page.getByRole('button', { name: 'Add an action' }).click();
  await page.getByLabel('Description of action 2').fill('Add the seal to the maintenance plan');
  await page.getByLabel('Control type of action 2').selectOption('administrative');
  await page.getByLabel('Responsible person for action 2').selectOption({ label: 'Hugo Dalton' });
  await page.getByLabel('Due date of action 2').fill(day(20));
  await page.getByRole('button', { name: 'Create the actions (2) and continue' }).click();

  // step 5: approver, reject with a required reason
  await stepHeading(page, 'Review and closure');
  await expect(page.getByRole('button', { name: 'Close incident' })).toBeDisabled();
  await expect(page.getByText('All corrective actions must be completed before closure.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('combobox', { name: /^Approvers/ }).fill('Hugo');
  await page.getByRole('listbox', { name: /^Approvers/ }).getByRole('option', { name: 'Hugo Dalton' }).click();
  await page.getByRole('combobox', { name: /^Approvers/ }).press('Escape');
  await page.getByRole('button', { name: 'Save the approvers' }).click();
  await page.getByRole('button', { name: 'Reject the investigation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject the investigation' });
  await dialog.getByRole('button', { name: 'Reject with this reason' }).click();
  await expect(dialog.getByText('Give the reason for the rejection.')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('textbox', { name: /^Reason/ }).fill('The second why needs evidence from maintenance records');
  await dialog.getByRole('button', { name: 'Reject with this reason' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('An approver rejected the investigation; revise it and ask again.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close incident' })).toBeDisabled();

  // the two actions are real incident actions; they get completed (PATCH /actions with a completion proof)
  const detail = await api<{ actions: { id: number; number: string }[] }>(page, 'GET', `/incidents/${id}`);
  expect(detail.body.actions).toHaveLength(2);
  for (const action of detail.body.actions) {
    const done = await api(page, 'PATCH', `/actions/${action.id}`, { status: 'completed', completion_proof: [{ name: 'proof.png', type: 'image/png', size: 70, data_url: PNG }] });
    expect(done.status).toBe(200);
  }

  // asked again, the approver approves; the incident can close
  await page.getByRole('button', { name: 'Save the approvers' }).click();
  await page.getByRole('button', { name: 'Approve the investigation' }).click();
  await expect(page.getByText('Every approver approved and every action is complete: the incident can be closed.')).toBeVisible();
  await page.getByRole('button', { name: 'Close incident' }).click();
  await expect(page.getByText(/^The incident was closed on/)).toBeVisible();
  await expect(page.getByText('This incident is closed. The investigation can be viewed but not changed.')).toBeVisible();
  await expectNoAxeViolations(page);

  // the actions list shows them as incident actions
  await openInApp(page, '/actions/incidents');
  await expect(page.getByRole('link', { name: detail.body.actions[0].number, exact: true })).toBeVisible({ timeout: 15_000 });

  // a lesson learned, published, appears among the cards
  await openInApp(page, `/incidents/lfi/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `New lesson learned from ${number}` })).toBeVisible({ timeout: 15_000 });
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: /^Title/ }).fill('Check press seals weekly');
  await page.getByRole('textbox', { name: /^Lesson learned/ }).fill('Worn seals leak oil onto walkways.\nInspect them every week.');
  await page.getByLabel('Incident pictures').setInputFiles({ name: 'leak.png', mimeType: 'image/png', buffer: Buffer.from(PNG.split(',')[1], 'base64') });
  await expect(page.getByRole('list', { name: /Incident pictures/ }).getByText('leak.png')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Publish this lesson for everyone' }).check();
  await page.getByRole('button', { name: 'Save the lesson' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check press seals weekly' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Cards' }).click();
  const card = page.getByRole('article', { name: 'Check press seals weekly' });
  await expect(card).toBeVisible();
  await expect(card.getByText(`From incident ${number}`)).toBeVisible();
  await expect(card.getByRole('img', { name: 'Picture for Check press seals weekly' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Table' }).click();
  await page.getByLabel('Search lessons').fill('press seals weekly');
  await expect(page.getByRole('table', { name: 'Lessons learned: 1 found' }).getByRole('link', { name: 'Check press seals weekly', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('root-cause categories: add and rename with axe checks', async ({ page }) => {
  await signInAt(page, 'hod@acme.test', '/whyanalysis');
  const table = page.getByRole('table', { name: 'Root-cause categories' });
  await expect(table.getByRole('link', { name: 'People' })).toBeVisible({ timeout: 15_000 });
  await expectNoAxeViolations(page);
  const name = `Tooling ${Date.now() % 10000}`;
  await page.getByLabel('New category name').fill(name);
  await page.getByRole('button', { name: 'Add category' }).click();
  await expect(table.getByRole('link', { name })).toBeVisible();
  await page.getByRole('button', { name: `Rename or move ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${name}` });
  await dialog.getByLabel('Name').fill(`${name} and fixtures`);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(table.getByRole('link', { name: `${name} and fixtures` })).toBeVisible();
  await table.getByRole('link', { name: 'Equipment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sub-categories of Equipment' })).toBeVisible();
  await expectNoAxeViolations(page);
});
