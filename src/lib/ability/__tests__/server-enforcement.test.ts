import { apiKeyFor } from '@/lib/api/api-key';
import { HEADERS } from '@/config/constants';
import { authorize } from '@/features/auth/public';
import { DEMO_PASSWORD } from '@/mocks/db/seed';

/**
 * The demo backend checks the very rules the client receives: a missing permission is a 403.
 * Plain fetch (no interceptors) so the answer is the server's own.
 */
async function statusAs(email: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<number> {
  const session = await authorize(email, DEMO_PASSWORD);
  const headers = {
    Authorization: `Bearer ${session.access_token}`,
    [HEADERS.apiKey]: await apiKeyFor('acme'),
    [HEADERS.csrf]: session.csrf_token,
    'Content-Type': 'application/json',
  };
  const url = `http://acme.localhost:5173/api${path}`;
  const res = method === 'GET' ? await fetch(url, { headers }) : await fetch(url, { method: 'POST', headers, body: JSON.stringify(body ?? {}) });
  return res.status;
}

describe('demo backend enforces the role rules (SPEC §6)', () => {
  it('lets readers read and refuses others with 403', async () => {
    expect(await statusAs('supervisor@acme.test', 'GET', '/v2/observations')).toBe(200);
    expect(await statusAs('permits@acme.test', 'GET', '/v2/observations')).toBe(403);
    expect(await statusAs('noaccess@acme.test', 'GET', '/actions/form_data')).toBe(403);
    expect(await statusAs('admin@acme.test', 'GET', '/actions/form_data')).toBe(200);
  });

  it('checks create separately from read', async () => {
    // the contractor role may read and add permits only; observations are out of reach entirely
    expect(await statusAs('contractor@acme.test', 'POST', '/observations', {})).toBe(403);
  });
});
