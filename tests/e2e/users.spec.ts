import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectNoAxeViolations, openInApp, signInAt } from './support';

/** Users settings (issue 13): the register, the editor, the Excel import, new users, permissions and the profile, in Chromium. */

const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const documentWidth = (page: Page) => page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** a name of letters only for row i: "Worker Ab", "Worker Ac", … */
const nameOf = (i: number) => `Worker ${String.fromCharCode(65 + Math.floor(i / 26))}${String.fromCharCode(97 + (i % 26))}`;

/** 20 users as the template's columns (acme holds 42 of its 65 licences); `broken` replaces cells of given data rows (0-based) */
async function usersFile(broken: Record<number, Partial<Record<'email' | 'role', string>>> = {}): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Users');
  ws.addRow(['Full name', 'Email', 'Employee ID', 'Phone', 'Role', 'Sites', 'Gender', 'Shift', 'Contractor', 'Permits', 'Incidents', 'Audits', 'Power user']);
  for (let i = 0; i < 20; i++) {
    const row = { email: `worker.${i + 1}@acme.test`, role: i % 2 ? 'Supervisor' : 'Auditor', ...broken[i] };
    ws.addRow([nameOf(i), row.email, `W${1000 + i}`, '', row.role, i % 3 ? 'Northfield Plant' : 'Harbour Assembly, Northfield Plant', i % 2 ? 'Female' : 'Male', 'General shift', 'No', i % 2 ? 'Yes' : 'No', 'Yes', 'No', 'No']);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

test.describe('users', () => {
  test('an admin creates a user, who waits in "Invited" and under new users', async ({ page }) => {
    await signInAt(page, 'admin@acme.test', '/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect(page.getByRole('table', { name: /^Users: \d+ found$/ })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'New user', exact: true }).click();
    const form = page.getByRole('form', { name: 'New user' });
    await form.getByLabel(/^Full name/).fill('Maria Lopez');
    await form.getByLabel(/^Email/).fill('maria.lopez@acme.test');
    await form.getByLabel('Employee ID').fill('E1042');
    await form.getByLabel('Phone').fill('+44 7700 900123');
    await form.getByLabel(/^Role/).selectOption({ label: 'Supervisor' });
    const sites = form.getByRole('combobox', { name: /^Sites/ });
    await sites.fill('North');
    await form.getByRole('listbox', { name: /^Sites/ }).getByRole('option', { name: 'Northfield Plant' }).click();
    await sites.press('Escape');
    await form.getByLabel('Gender').selectOption({ label: 'Female' });
    await form.getByRole('checkbox', { name: /^Permits/ }).check();
    await expectNoAxeViolations(page);
    await form.getByRole('button', { name: 'Invite user' }).click();
    await expect(page.getByText('User Maria Lopez was invited.')).toBeVisible();
    await expect(page).toHaveURL(/\/users\/edit\/\d+/);

    await page.getByRole('tab', { name: /^Invited/ }).click();
    await expect(page.getByRole('table', { name: /^Users: \d+ found$/ }).getByRole('row', { name: /Maria Lopez/ })).toContainText('Invited');
    await openInApp(page, '/newusers');
    await expect(page.getByRole('table', { name: /^Invited users who have not activated their account/ }).getByRole('row', { name: /Maria Lopez/ })).toBeVisible();
    await page.getByRole('button', { name: 'Resend invitation to Maria Lopez' }).click();
    await expect(page.getByText('The invitation was sent again to maria.lopez@acme.test.')).toBeVisible();
  });

  test('a 20-row import with 3 bad rows reports exactly those rows and imports nothing; the fixed file is previewed, then imports all 20 (within the free licences)', async ({ page }) => {
    await signInAt(page, 'admin@acme.test', '/users?tab=all&q=worker.');
    await expect(page.getByRole('table', { name: 'Users: 0 found' })).toBeVisible();
    const importButton = page.getByRole('button', { name: 'Import from Excel' });
    await expect(importButton).toBeEnabled();
    await importButton.click();
    const dialog = page.getByRole('dialog', { name: 'Import users from Excel' });
    await expect(dialog).toBeVisible();

    // the template downloads
    const [template] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download the template' }).click()]);
    expect(template.suggestedFilename()).toBe('users-import-template.xlsx');

    // rows 11, 14 and 19 of the sheet (data rows 10, 13, 18) are wrong; every other row is fine
    const bad = await usersFile({ 9: { email: 'worker.10@' }, 12: { role: 'Astronaut' }, 17: { email: 'worker.5@acme.test' } });
    await dialog.getByLabel('Excel file (.xlsx)').setInputFiles({ name: 'users.xlsx', mimeType: XLSX, buffer: bad });
    const report = dialog.getByRole('table', { name: 'Problems found in the file: 3' });
    await expect(report).toBeVisible();
    const rows = report.getByRole('row');
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(1)).toHaveText(['11', 'Email', 'Enter a correct email address.'].join(''));
    await expect(rows.nth(2)).toHaveText(['14', 'Role', 'No role has this name.'].join(''));
    await expect(rows.nth(3)).toHaveText(['19', 'Email', 'This email appears more than once in the file.'].join(''));
    await expect(dialog.getByRole('alert')).toContainText('Nothing was imported.');
    await expectNoAxeViolations(page);

    const fixed = await usersFile();
    await dialog.getByLabel('Excel file (.xlsx)').setInputFiles({ name: 'users.xlsx', mimeType: XLSX, buffer: fixed });
    // the checked file is previewed (users and invitations) and created only when confirmed
    await expect(dialog.getByRole('table', { name: 'Users to be created: 20' })).toBeVisible();
    await expect(dialog.getByText('20 invitation emails will be sent, one to each address above.')).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Create 20 users and send invitations' }).click();
    await expect(page.getByText('20 users imported and invited.')).toBeVisible();
    await expect(dialog).toBeHidden();
    const register = page.getByRole('table', { name: 'Users: 20 found' });
    await expect(register).toBeVisible();
    await expect(register.getByRole('row', { name: /Worker Ab/ })).toContainText('Invited');

    // the filtered register exports to Excel
    const [exported] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export to Excel' }).click()]);
    expect(exported.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.xlsx$/);
  });

  test('new users, permissions and profile pass axe', async ({ page }) => {
    await signInAt(page, 'admin@acme.test', '/newusers');
    await expect(page.getByRole('heading', { level: 1, name: 'New users' })).toBeVisible();
    await expect(page.getByRole('table', { name: /^Invited users who have not activated their account: [1-9]/ })).toBeVisible();
    await expectNoAxeViolations(page);

    await openInApp(page, '/users?q=hugo');
    await page.getByRole('link', { name: 'Permissions of Hugo Dalton' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Permissions of Hugo Dalton' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Permissions of the role HOD Safety Manager by module' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Permits' })).toBeChecked();
    await expectNoAxeViolations(page);

    await openInApp(page, '/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Personal details' }).getByLabel(/^Full name/)).toHaveValue('Alice Admin');
    await expectNoAxeViolations(page);
  });

  test.describe('on a 360 px phone', () => {
    test.use(PHONE);

    test('users, new users, permissions and profile do not scroll sideways and pass axe', async ({ page }) => {
      await signInAt(page, 'admin@acme.test', '/users');
      await expect(page.getByRole('table', { name: /^Users: \d+ found$/ })).toBeVisible();
      expect(await documentWidth(page)).toBeLessThanOrEqual(360);
      await expectNoAxeViolations(page);

      await openInApp(page, '/newusers');
      await expect(page.getByRole('table', { name: /^Invited users who have not activated their account: [1-9]/ })).toBeVisible();
      expect(await documentWidth(page)).toBeLessThanOrEqual(360);
      await expectNoAxeViolations(page);

      await openInApp(page, '/users?q=sara');
      await page.getByRole('link', { name: 'Permissions of Sara Petrova' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Permissions of Sara Petrova' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Permissions of the role Supervisor by module' })).toBeVisible();
      expect(await documentWidth(page)).toBeLessThanOrEqual(360);
      await expectNoAxeViolations(page);

      await openInApp(page, '/profile');
      await expect(page.getByRole('form', { name: 'Personal details' })).toBeVisible();
      expect(await documentWidth(page)).toBeLessThanOrEqual(360);
      await expectNoAxeViolations(page);
    });
  });
});
