import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { db } from '@/mocks/db/db';
import type { DemoUser } from '@/mocks/db/types';
import { issueToken } from '@/mocks/handlers/session';
import { renderAsMaster } from '@/testing/render-app';
import { PLATFORM_ACCOUNT } from '../model';

/** the internal platform account calling the demo API on the platform host (API key 'public') */
async function callAsOps(method: string, path: string, body?: unknown) {
  const home = db.tenant('public')!;
  const u = db.list<DemoUser>(home, 'users').find((x) => x.email === PLATFORM_ACCOUNT.email)!;
  const token = issueToken(home, u);
  return fetch(`http://localhost:5173/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token.access_token}`, 'api-key': 'public', 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

describe('the internal platform account acts only on Organization (SPEC §2, §6)', () => {
  it('lands on the organisations register from /, with no other console entry, no create, delete or API settings', async () => {
    const user = userEvent.setup();
    const { router } = await renderAsMaster('/', PLATFORM_ACCOUNT.email);
    const table = await screen.findByRole('table', { name: '4 organisations' });
    expect(router.state.location.pathname).toBe('/organizations');
    const initech = within(table).getByRole('row', { name: /Initech Energy/ });
    expect(within(initech).getByRole('button', { name: 'Unlock Initech Energy' })).toBeInTheDocument();
    expect(within(initech).getByRole('link', { name: 'Edit Initech Energy' })).toBeInTheDocument();
    expect(within(initech).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(within(initech).queryByRole('link', { name: /API/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New organisation' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open the main menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getAllByRole('link').map((l) => l.textContent?.trim())).toEqual(['Organisations']);
  });

  it('is sent back to /organizations from the rest of the console and from tenant modules', async () => {
    const { router } = await renderAsMaster('/domains_control', PLATFORM_ACCOUNT.email);
    await screen.findByRole('table', { name: '4 organisations' });
    expect(router.state.location.pathname).toBe('/organizations');
    for (const path of ['/paymentsettings', '/permits', '/organizations/new']) {
      await act(() => router.navigate(path));
      await waitFor(() => expect(router.state.location.pathname).toBe('/organizations'));
    }
  });

  it('the demo backend lets it list, open and edit (lock) organisations', async () => {
    const initech = db.tenant('initech')!.organization!;
    expect((await callAsOps('GET', '/organizations')).status).toBe(200);
    expect((await callAsOps('GET', `/organizations/${initech.id}`)).status).toBe(200);
    const unlocked = await callAsOps('PATCH', `/organizations/${initech.id}`, { organization: { is_locked: false } });
    expect(unlocked.status).toBe(200);
    expect(db.tenant('initech')!.organization!.is_locked).toBe(false);
  });

  it.each([
    ['POST', '/organizations'],
    ['DELETE', '/organizations/101'],
    ['GET', '/organizations/101/api_settings'],
    ['GET', '/domains_controls'],
    ['GET', '/v1/org_free_trial_extend_requests'],
    ['GET', '/v1/payment_settings'],
    ['POST', '/msa_module_templates_cloning'],
    ['GET', '/code_releases'],
  ])('the demo backend refuses %s %s (403, as for anyone but the master)', async (method, path) => {
    const res = await callAsOps(method, path, method === 'GET' ? undefined : {});
    expect(res.status).toBe(403);
    expect(((await res.json()) as { errors: string[] }).errors).toEqual(['You are not authorized to perform this action']);
  });
});
