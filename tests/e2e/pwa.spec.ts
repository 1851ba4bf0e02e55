import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, offlineCopyStored, tenantUrl } from './support';

/**
 * Installable app and the app shell offline (issue 18): the manifest and its icons, the app's service worker (in the
 * demo build combined with the demo backend's), and a public form that opens without network after one visit, keeps
 * a report on the device and sends it once the network is back.
 */
test('the app is installable, and the public observation form opens offline and sends its report later', async ({ context, page }) => {
  await page.goto(tenantUrl('acme', '/observation'));
  await expect(page.getByRole('heading', { level: 1, name: 'Report an observation' })).toBeVisible();
  await expect(page.getByLabel(/^Type( \*)?$/)).toBeVisible();
  // the prerendered form is there before its data: the data (the organisation's name) is what the device keeps for offline
  await expect(page.getByText('Acme Manufacturing', { exact: true })).toBeVisible();

  // the manifest: a name, a start page, a standalone window and the icons a phone needs
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  // (fetched by the page: the tenant host resolves in the browser only)
  const manifest = await page.evaluate(async (url) => (await fetch(url)).json() as Promise<{ name: string; start_url: string; display: string; icons: { sizes: string }[] }>, href!);
  expect(manifest).toMatchObject({ name: 'SafeSite EHS', start_url: '/', display: 'standalone' });
  expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of ['/icons/icon-192.png', '/icons/icon-512.png']) {
    expect(await page.evaluate(async (url) => (await fetch(url)).headers.get('content-type'), icon)).toBe('image/png');
  }

  // one worker controls the page: the app's, with the demo backend inside it; it stores the app shell once the page
  // has loaded
  const script = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? '');
  expect(new URL(script).pathname).toBe('/sw.js');
  await offlineCopyStored(page);

  // without network, the form opens again from the device: the shell from the worker, the lists it last saw
  await context.setOffline(true);
  const offline = page;
  await offline.reload();
  await expect(offline.getByRole('heading', { level: 1, name: 'Report an observation' })).toBeVisible();
  await offline.getByLabel(/^Type( \*)?$/).selectOption({ label: 'Unsafe condition' });
  await offline.getByLabel(/^Description( \*)?$/).fill(`Oil on the stairs of the shed, reported without network (${Date.now().toString(36)})`);
  await offline.getByLabel(/^Site( \*)?$/).selectOption({ label: 'Northfield Plant' });
  await offline.getByRole('radio', { name: 'High' }).check();
  await offline.getByRole('button', { name: 'Send report' }).click();
  await expect(offline.getByRole('status').filter({ hasText: 'Saved on this device — it will be sent when you are back online.' })).toBeVisible();
  await expectNoAxeViolations(offline);

  // back online: the queue sends it by itself
  await context.setOffline(false);
  await expect(offline.getByRole('status').filter({ hasText: /Report OBS-\d+ was sent\./ })).toBeVisible();
  await expect(offline.getByRole('button', { name: /^Waiting to send/ })).toHaveCount(0);
});
