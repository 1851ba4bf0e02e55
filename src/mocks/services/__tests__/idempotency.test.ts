import { plainClient, securedClient } from '@/lib/api/clients';
import { apiKeyFor } from '@/lib/api/api-key';
import { HEADERS } from '@/config/constants';
import { failure, signIn, signedOut } from '@/testing/backend';
import { incidentReport } from '@/testing/incident-report';
import { db } from '@/mocks/db/db';
import { reportFormData } from '@/mocks/report-form-data';
import { IDEMPOTENCY_REUSED } from '../idempotency';

/** Idempotency-Key on the report creates (the offline queue's "exactly once"). */
const tenant = (key: string) => db.tenant(key)!;
const count = (key: string, collection: string) => db.list(tenant(key), collection).length;
const siteOf = (key: string) => reportFormData(tenant(key), false).sites[0].id;
const observation = (key: string, extra: Record<string, unknown> = {}) => ({ type: 'near_miss', description: 'Loose cable by the stairs', site_id: siteOf(key), observed_at: OBSERVED_AT, risk_level: 'low', anonymous: true, reporter_name: null, ...extra });
// one fixed time: the same report sent twice is the same body
const OBSERVED_AT = new Date(Date.now() - 60_000).toISOString();
const withKey = (key: string, apiKey?: string) => ({ headers: { [HEADERS.idempotencyKey]: key, ...(apiKey ? { [HEADERS.apiKey]: apiKey } : {}) } });

describe('demo backend: Idempotency-Key', () => {
  it('a public observation sent twice with one key is created once and both answers are the same', async () => {
    await signedOut();
    const before = count('acme', 'observations');
    const first = await plainClient.post('/outer_observations', observation('acme'), withKey('k-obs-1'));
    const again = await plainClient.post('/outer_observations', observation('acme'), withKey('k-obs-1'));
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.data).toEqual(first.data);
    expect(count('acme', 'observations')).toBe(before + 1);
    // another key is another report; no key behaves as before
    await plainClient.post('/outer_observations', observation('acme'), withKey('k-obs-2'));
    await plainClient.post('/outer_observations', observation('acme'));
    expect(count('acme', 'observations')).toBe(before + 3);
  });

  it('two requests with one key at the same time still create one record', async () => {
    await signedOut();
    const before = count('acme', 'incidents');
    const body = { ...incidentReport({ site_id: siteOf('acme'), occurred_at: new Date(Date.now() - 3_600_000).toISOString() }), anonymous: true };
    const [a, b] = await Promise.all([plainClient.post('/outer_incidents', body, withKey('k-inc-1')), plainClient.post('/outer_incidents', body, withKey('k-inc-1'))]);
    expect(a.data).toEqual(b.data);
    expect(count('acme', 'incidents')).toBe(before + 1);
  });

  it('the same key with another body is refused; a refusal (422) is not remembered', async () => {
    await signedOut();
    await plainClient.post('/outer_observations', observation('acme'), withKey('k-obs-3'));
    expect(await failure(plainClient.post('/outer_observations', observation('acme', { description: 'Something else' }), withKey('k-obs-3')))).toMatchObject({ status: 422, data: { errors: [IDEMPOTENCY_REUSED] } });
    const before = count('acme', 'observations');
    expect((await failure(plainClient.post('/outer_observations', observation('acme', { description: '' }), withKey('k-obs-4')))).status).toBe(422);
    expect(count('acme', 'observations')).toBe(before);
    // corrected and sent again with the same key: judged again, created once
    const fixed = await plainClient.post('/outer_observations', observation('acme'), withKey('k-obs-4'));
    expect(fixed.status).toBe(201);
    expect((await plainClient.post('/outer_observations', observation('acme'), withKey('k-obs-4'))).data).toEqual(fixed.data);
    expect(count('acme', 'observations')).toBe(before + 1);
  });

  it('keys are kept per tenant and per endpoint', async () => {
    await signedOut();
    const acmeBefore = count('acme', 'observations');
    const globexBefore = count('globex', 'observations');
    const globexKey = await apiKeyFor('globex');
    const a = await plainClient.post('/outer_observations', observation('acme'), withKey('shared-key'));
    // the app's clients always send this host's key: another tenant's request is made by hand
    const g = await fetch('http://globex.localhost:5173/api/outer_observations', { method: 'POST', body: JSON.stringify(observation('globex')), headers: { 'Content-Type': 'application/json', ...withKey('shared-key', globexKey).headers } });
    expect(g.status).toBe(201);
    expect(await g.json()).not.toEqual(a.data);
    expect(count('acme', 'observations')).toBe(acmeBefore + 1);
    expect(count('globex', 'observations')).toBe(globexBefore + 1);
    // the same key on another endpoint of the same tenant is another request
    const body = { ...incidentReport({ site_id: siteOf('acme'), occurred_at: new Date(Date.now() - 3_600_000).toISOString() }), anonymous: true };
    expect((await plainClient.post('/outer_incidents', body, withKey('shared-key'))).status).toBe(201);
  });

  it('the signed-in creates honour the key too', async () => {
    await signIn('supervisor@acme.test');
    const obsBefore = count('acme', 'observations');
    const signedInObs = { ...observation('acme'), anonymous: false, action_required: false, no_action_reason: 'Fixed on the spot', comment: 'Cable tied back' };
    const o1 = await securedClient.post('/observations', signedInObs, withKey('k-s-obs'));
    const o2 = await securedClient.post('/observations', signedInObs, withKey('k-s-obs'));
    expect(o2.data).toEqual(o1.data);
    expect(count('acme', 'observations')).toBe(obsBefore + 1);
    const incBefore = count('acme', 'incidents');
    const body = incidentReport({ site_id: siteOf('acme'), occurred_at: new Date(Date.now() - 3_600_000).toISOString() });
    const i1 = await securedClient.post('/incidents', body, withKey('k-s-inc'));
    const i2 = await securedClient.post('/incidents', body, withKey('k-s-inc'));
    expect([i1.status, i2.status]).toEqual([201, 201]);
    expect(i2.data).toEqual(i1.data);
    expect(count('acme', 'incidents')).toBe(incBefore + 1);
  });
});
