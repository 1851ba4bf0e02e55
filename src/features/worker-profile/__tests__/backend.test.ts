import { db } from '@/mocks/db/db';
import type { DemoToken, DemoUser, DemoWorkerProfileSetting } from '@/mocks/db/types';
import { HEADERS } from '@/config/constants';
import { env } from '@/config/env';
import { apiKeyFor } from '@/lib/api/api-key';
import { defaultWorkerProfile, type WorkerProfileSetting } from '../model';

const HOUR = 3_600_000;
const tenant = (key: string) => db.tenant(key)!;
const settingOf = (key: string) => db.list<DemoWorkerProfileSetting>(tenant(key), 'worker_profile_settings')[0];

async function rawCalls(key: string, email: string) {
  const t = tenant(key);
  const user = db.list<DemoUser>(t, 'users').find((u) => u.email === email)!;
  const token = { id: db.newId(t), access_token: `${key}-wp-${user.id}`, refresh_token: 'r', csrf_token: 'c', user_id: user.id, expires_at: Date.now() + HOUR, refresh_expires_at: Date.now() + HOUR };
  db.list<DemoToken>(t, 'tokens').push(token);
  const headers = { Authorization: `Bearer ${token.access_token}`, [HEADERS.apiKey]: await apiKeyFor(key), 'Content-Type': 'application/json' };
  return (method: string, path: string, body?: unknown) => fetch(`${env.apiBaseUrl}${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
}

const withId = defaultWorkerProfile().fields.map((f) => (f.key === 'id' ? { ...f, enabled: true } : f));

describe('demo backend: worker profile setting', () => {
  it('seeds the SPEC defaults; saves through db.commit; 422 from the schema; 403 by permission', async () => {
    expect(settingOf('acme').fields).toEqual(defaultWorkerProfile().fields);
    const admin = await rawCalls('acme', 'admin@acme.test');
    expect(((await (await admin('GET', '/worker_profile_setting')).json()) as WorkerProfileSetting).fields).toEqual(defaultWorkerProfile().fields);
    const seen: string[] = [];
    const off = db.subscribe((c) => seen.push(`${c.collection}:${c.verb}`));
    expect((await admin('PUT', '/worker_profile_setting', { fields: withId })).status).toBe(200);
    off();
    expect(seen).toEqual(['worker_profile_settings:update']);
    expect(settingOf('acme').fields.find((f) => f.key === 'id')!.enabled).toBe(true);

    const bad = await admin('PUT', '/worker_profile_setting', { fields: withId.map((f) => (f.key === 'age' ? { ...f, enabled: false, required: true } : f)) });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toEqual({ errors: ['A required field must be asked'] });

    // Permit Coordinator: Permit Form Setting read, not update
    const reader = await rawCalls('acme', 'permits@acme.test');
    expect((await reader('GET', '/worker_profile_setting')).status).toBe(200);
    expect((await reader('PUT', '/worker_profile_setting', { fields: defaultWorkerProfile().fields })).status).toBe(403);
    const none = await rawCalls('acme', 'noaccess@acme.test');
    expect((await none('GET', '/worker_profile_setting')).status).toBe(403);
  });

  it('keeps tenants apart', async () => {
    const acme = await rawCalls('acme', 'admin@acme.test');
    expect((await acme('PUT', '/worker_profile_setting', { fields: withId })).status).toBe(200);
    const globex = await rawCalls('globex', 'owner@globex.test');
    const theirs = (await (await globex('GET', '/worker_profile_setting')).json()) as WorkerProfileSetting;
    expect(theirs.fields).toEqual(defaultWorkerProfile().fields);
    expect(settingOf('globex').fields.find((f) => f.key === 'id')!.enabled).toBe(false);
  });
});
