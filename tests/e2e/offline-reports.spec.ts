import { expect, test, type Page } from '@playwright/test';
import { PNG, expectNoAxeViolations, offlineCopyStored, signInAndWait, tenantUrl } from './support';

/**
 * The offline queue (issue 18) in Chromium: two public reports with photos filed without network, the page closed,
 * a new page opened online sends both by itself, exactly once, and the admin finds them in the register.
 */

const stamp = Date.now().toString(36);
const DESCRIPTIONS = [`Oil leak under press 4 (${stamp})`, `Blocked fire exit in hall B (${stamp})`];

async function registerCount(page: Page): Promise<number> {
  await page.goto(tenantUrl('acme', '/observations/new'));
  // acme has observations: wait for the loaded count (the caption says 0 while the list loads)
  const table = page.getByRole('table', { name: /Observations: [1-9]\d* found/ });
  await expect(table).toBeVisible();
  const name = (await table.locator('caption').textContent()) ?? '';
  return Number(/Observations: (\d+) found/.exec(name)?.[1]);
}

async function fileReport(page: Page, description: string, photo: string) {
  await page.getByLabel(/^Type( \*)?$/).selectOption({ label: 'Unsafe condition' });
  await page.getByLabel(/^Description( \*)?$/).fill(description);
  await page.getByLabel(/^Site( \*)?$/).selectOption({ label: 'Northfield Plant' });
  await page.getByRole('radio', { name: 'High' }).check();
  await page.getByLabel(/^Photos or documents( \*)?$/).setInputFiles({ name: photo, mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText(photo)).toBeVisible();
  await page.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved on this device — it will be sent when you are back online.' })).toBeVisible();
  await expect(page.getByLabel(/^Description( \*)?$/)).toHaveValue('');
}

test('two public reports filed offline with photos are sent once when a page opens online, and are in the register', async ({ browser }) => {
  const context = await browser.newContext();
  try {
    // before: how many observations the admin's register shows
    const admin = await context.newPage();
    await signInAndWait(admin, 'admin@acme.test');
    const before = await registerCount(admin);
    await admin.close();

    // a visitor opens the public form, then loses the network
    const visitor = await context.newPage();
    await visitor.goto(tenantUrl('acme', '/observation'));
    await expect(visitor.getByLabel(/^Site( \*)?$/)).toBeVisible();
    // the prerendered form is there before its data: wait for the data (the organisation's name) before the network goes
    await expect(visitor.getByText('Acme Manufacturing', { exact: true })).toBeVisible();
    await expectNoAxeViolations(visitor);
    await offlineCopyStored(visitor);
    await context.setOffline(true);
    await expect.poll(() => visitor.evaluate(() => navigator.onLine)).toBe(false);

    await fileReport(visitor, DESCRIPTIONS[0], 'leak.png');
    await fileReport(visitor, DESCRIPTIONS[1], 'exit.png');
    await expect(visitor.getByText('You are offline. Reports are kept on this device and sent when you are back online.')).toBeVisible();
    const waiting = visitor.getByRole('button', { name: 'Waiting to send (2)' });
    await expect(waiting).toBeVisible();
    await waiting.click();
    const list = visitor.getByRole('list', { name: 'Reports waiting to send' });
    for (const d of DESCRIPTIONS) await expect(list).toContainText(d);
    await expect(list.getByText('Waiting to send', { exact: true })).toHaveCount(2);
    await expectNoAxeViolations(visitor);
    await visitor.setViewportSize({ width: 360, height: 740 });
    await expectNoAxeViolations(visitor);
    // the tab is closed while still offline
    await visitor.close();

    // the network is back; a new page sends both by itself
    await context.setOffline(false);
    const again = await context.newPage();
    await again.setViewportSize({ width: 360, height: 740 });
    await again.goto(tenantUrl('acme', '/observation'));
    await expect(again.getByRole('status').filter({ hasText: /^Reports OBS-\d+, OBS-\d+ were sent\./ })).toBeVisible();
    await expect(again.getByRole('button', { name: /^Waiting to send/ })).toHaveCount(0);
    await expectNoAxeViolations(again);
    await again.setViewportSize({ width: 1280, height: 800 });
    await expectNoAxeViolations(again);

    // the admin (still signed in in this browser) finds each report once
    expect(await registerCount(again)).toBe(before + 2);
    for (const d of DESCRIPTIONS) {
      await again.getByLabel(/^Search( \*)?$/).fill(d);
      await expect(again.getByRole('table', { name: 'Observations: 1 found' })).toBeVisible();
    }
  } finally {
    await context.close();
  }
});
