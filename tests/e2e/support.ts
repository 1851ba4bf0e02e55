import { expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export const DEMO_PASSWORD = 'Demo@12345';
const PORT = Number(process.env.E2E_PORT ?? 4173);

/** http://<tenant>.localhost:4173<path>; `null` = the platform host without a sub-domain. */
export function tenantUrl(tenant: string | null, path = '/'): string {
  return `http://${tenant ? `${tenant}.` : ''}localhost:${PORT}${path}`;
}

/** Sets demo backend knobs before the app loads (localStorage `ehs-demo-settings`). */
export async function setDemoSettings(page: Page, settings: Record<string, unknown>) {
  await page.addInitScript((value) => {
    const current = JSON.parse(localStorage.getItem('ehs-demo-settings') ?? '{}');
    localStorage.setItem('ehs-demo-settings', JSON.stringify({ ...current, ...value }));
  }, settings);
}

export async function signIn(page: Page, email: string, tenant: string | null = email.endsWith('@platform.test') ? null : email.split('@')[1].split('.')[0]) {
  await page.goto(tenantUrl(tenant, '/login'));
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(results.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }))).toEqual([]);
}
