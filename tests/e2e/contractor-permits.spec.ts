import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signInAt } from './support';

/**
 * Issue 27, contractors and permits (prequalification): a permit's worker list offers contractors' approved workers,
 * shows a worker of a contractor with an expired document as not eligible with the reason, and a request naming that
 * worker is refused with the reason while the form keeps what was typed.
 */
test('an approved contract worker is offered in a permit; one whose contractor has an expired document is refused with the reason', async ({ page }) => {
  test.setTimeout(240_000);
  await signInAt(page, 'hod@acme.test', '/permit-form-questions/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New permit: choose a template' })).toBeVisible();
  await page.getByRole('link', { name: 'Start a Hot work permit' }).click();
  const form = page.getByRole('form', { name: 'New permit' });
  await expect(page.getByRole('heading', { level: 1, name: 'New permit' })).toBeVisible();

  // the lookup: eligible contract workers ("Name · Company") beside ones that are not, with why
  const recent = form.getByLabel('Recent workers');
  const offered = recent.locator('option:not([disabled])', { hasText: ' · ' });
  await expect(offered.first()).toBeAttached();
  const refused = recent.locator('option[disabled]', { hasText: 'not eligible, a mandatory contractor document has expired' }).first();
  await expect(refused).toBeAttached();
  const label = (await refused.textContent())!.trim();
  const [person, rest] = label.split(' · ');
  const company = rest.split(':')[0];
  await expectNoAxeViolations(page);

  await form.getByLabel(/^Description of work/).fill('Welding by a contractor');
  await form.getByLabel(/^Details of the work/).fill('One weld on the pipe rack.');
  await form.getByLabel(/^Site/).selectOption({ index: 1 });
  await form.getByLabel(/^Exact location/).fill('Pipe rack, bay 3');
  await form.getByLabel(/^Name/).fill(person);
  await form.getByLabel(/^Company/).fill(company);
  await form.getByRole('group', { name: /Precautions in place/ }).getByLabel('Fire extinguisher within reach').check();
  await form.getByRole('group', { name: /Could flammable vapours be present/ }).getByLabel('No').check();
  await form.getByLabel(/^Fire watch/).selectOption({ index: 0 });
  await form.getByRole('button', { name: 'Submit request' }).click();

  await expect(page.getByText(`${person} is not eligible: a mandatory document of the worker's contractor has expired`).first()).toBeVisible();
  await expect(form.getByLabel(/^Description of work/)).toHaveValue('Welding by a contractor');
  await expect(form.getByLabel(/^Name/)).toHaveValue(person);
  expect(new URL(page.url()).pathname).toMatch(/^\/permit-form-questions\/new/);
});
