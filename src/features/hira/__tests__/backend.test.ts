import { securedClient } from '@/lib/api/clients';
import { failure, signIn } from '@/testing/backend';
import { db } from '@/mocks/db/db';
import type { DemoHiraRecord, DemoSite, DemoToken, DemoUser } from '@/mocks/db/types';
import { HIRA_SEED_COUNT } from '@/mocks/db/seed/hira';
import { HEADERS } from '@/config/constants';
import { env } from '@/config/env';
import { apiKeyFor, currentApiKey } from '@/lib/api/api-key';
import { HIRA_STATUSES, type HiraDropdowns, type HiraInput, type HiraListResponse, type HiraRecord } from '../model';
import { HIRA_SERVER_MESSAGES, HIRA_SERVER_ONLY_MESSAGES } from '../schemas/rule-messages';

const tenant = (key: string) => db.tenant(key)!;
const risks = (key: string) => db.list<DemoHiraRecord>(tenant(key), 'hira_records');
const userOf = (key: string, email: string) => db.list<DemoUser>(tenant(key), 'users').find((u) => u.email === email)!;
const siteOf = (key: string) => db.list<DemoSite>(tenant(key), 'sites').find((s) => s.status === 'active' && s.divisions.length)!;

/** raw requests as `email` (a 403 through the app's client would start a token refresh) */
async function rawCalls(email: string) {
  const store = await signIn(email);
  const headers = { Authorization: `Bearer ${store.getState().session.accessToken}`, [HEADERS.apiKey]: await currentApiKey(false), 'Content-Type': 'application/json' };
  return (method: string, path: string, body?: unknown) => fetch(`${env.apiBaseUrl}${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
}

function newRisk(key = 'acme', extra: Partial<HiraInput> = {}): HiraInput {
  const site = siteOf(key);
  return {
    reference_id: 'ACM-NEW-1',
    title: 'Roof access for solar panel cleaning',
    classification: 'non_routine',
    site_id: site.id,
    area_id: site.divisions[0].id,
    hazard: 'Fragile roof lights',
    risk: 'Fall through the roof',
    consequence: 'Death',
    review_frequency: 'half_yearly',
    inherent_likelihood: 'likely',
    inherent_severity: 'catastrophic',
    residual_likelihood: 'rare',
    residual_severity: 'catastrophic',
    target_likelihood: '',
    target_severity: '',
    controls: [{ text: 'Fixed covers over roof lights', type: 'engineering', kind: 'available' }],
    tags: ['roof'],
    assessed_by_id: userOf(key, key === 'acme' ? 'hod@acme.test' : 'owner@globex.test').id,
    assessed_at: '2026-01-10',
    ...extra,
  };
}

describe('demo backend: HIRA', () => {
  it('seeds ~120 risks per organisation in every status, across sites and areas, with versions', () => {
    for (const key of ['acme', 'globex', 'initech']) {
      const rows = risks(key);
      expect(rows).toHaveLength(HIRA_SEED_COUNT);
      expect(HIRA_SEED_COUNT).toBeGreaterThanOrEqual(110);
      expect(new Set(rows.map((r) => r.status))).toEqual(new Set(HIRA_STATUSES));
      expect(rows.filter((r) => r.versions.length > 1).length).toBeGreaterThan(0);
    }
    expect(new Set(risks('acme').map((r) => r.site_id)).size).toBeGreaterThan(1);
    expect(risks('public')).toHaveLength(0);
  });

  it('filters the register (SPEC §7 ra_filter) with tab counts and both matrices, and a matrix cell narrows it', async () => {
    await signIn('admin@acme.test');
    const all = (await securedClient.post<HiraListResponse>('/risk_assessments/ra_filter', { tab: 'published' })).data;
    const live = risks('acme').filter((r) => r.status === 'published' || r.status === 'approved');
    expect(all.total_count).toBe(live.length);
    expect(all.counts).toEqual({
      published: live.length,
      draft: risks('acme').filter((r) => r.status === 'draft' || r.status === 'rejected').length,
      waiting: risks('acme').filter((r) => r.status === 'waiting_for_approval').length,
      archive: risks('acme').filter((r) => r.status === 'archive').length,
    });
    expect(all.matrices.inherent).toHaveLength(25);
    expect(all.matrices.residual.reduce((n, c) => n + c.count, 0)).toBe(live.length);
    const cell = all.matrices.residual.find((c) => c.count > 0)!;
    const narrowed = (await securedClient.post<HiraListResponse>('/risk_assessments/ra_filter', { tab: 'published', matrix: 'residual', likelihood: cell.likelihood, severity: cell.severity })).data;
    expect(narrowed.total_count).toBe(cell.count);
    expect(narrowed.risk_assessments.every((r) => r.residual_likelihood === cell.likelihood && r.residual_severity === cell.severity)).toBe(true);
    // the matrices keep every cell of the other filters
    expect(narrowed.matrices.residual).toEqual(all.matrices.residual);
    const high = (await securedClient.post<HiraListResponse>('/risk_assessments/ra_filter', { tab: 'published', rating: 'high', per_page: 100 })).data;
    expect(high.risk_assessments.every((r) => r.residual_band === 'high')).toBe(true);
    expect(all.risk_assessments.some((r) => r.review_overdue)).toBe(true);
    const dropdowns = (await securedClient.get<HiraDropdowns>('/risk_assessments/filter_dropdown')).data;
    expect(dropdowns.bands).toEqual(['low', 'medium', 'high', 'extreme']);
    expect(dropdowns.sites.length).toBeGreaterThan(0);
    const exported = (await securedClient.get<{ risk_assessments: HiraRecord[] }>('/risk_assessments', { params: { tab: 'waiting' } })).data;
    expect(exported.risk_assessments).toHaveLength(all.counts.waiting);
  });

  it('runs draft → submit → approve → edit (version 2) → archive through db.commit', async () => {
    await signIn('hod@acme.test');
    const seen: string[] = [];
    const off = db.subscribe((c) => seen.push(`${c.collection}:${c.verb}`));
    const draft = await securedClient.post<HiraRecord>('/risk_assessments', { ...newRisk(), inherent_likelihood: '', intent: 'draft' });
    expect(draft.status).toBe(201);
    expect(draft.data).toMatchObject({ status: 'draft', version: 1, number: 'ACM-NEW-1' });
    // SPEC §5: the rating must be classified before submit
    const refused = await failure(securedClient.post(`/risk_assessments/${draft.data.id}/submit`));
    expect(refused).toEqual({ status: 422, data: { errors: [HIRA_SERVER_MESSAGES['validation.inherentRequired']] } });
    await securedClient.patch(`/risk_assessments/${draft.data.id}`, { inherent_likelihood: 'likely' });
    const waiting = (await securedClient.post<HiraRecord>(`/risk_assessments/${draft.data.id}/submit`)).data;
    expect(waiting.status).toBe('waiting_for_approval');
    // the seeded HIRA workflow names Hugo Dalton and Alice Admin (one approval is enough), but Hugo assessed this
    // risk: separation of duties leaves Alice Admin, and Hugo's own approval is refused
    expect(waiting).toMatchObject({ approver_names: ['Alice Admin'], assessor_excluded: true, substitute_names: [] });
    expect(await failure(securedClient.post(`/risk_assessments/${draft.data.id}/approve`))).toEqual({ status: 422, data: { errors: [HIRA_SERVER_ONLY_MESSAGES['validation.ownRisk']] } });
    await signIn('admin@acme.test');
    const approved = (await securedClient.post<HiraRecord>(`/risk_assessments/${draft.data.id}/approve`)).data;
    expect(approved).toMatchObject({ status: 'approved', approved_by_name: 'Alice Admin', version: 1, next_review: '2026-07-10' });
    expect(approved.versions).toHaveLength(1);
    const edited = (await securedClient.patch<HiraRecord>(`/risk_assessments/${draft.data.id}`, { ...newRisk(), residual_likelihood: 'possible' })).data;
    expect(edited).toMatchObject({ status: 'draft', version: 2 });
    expect(edited.versions[0].snapshot.residual_likelihood).toBe('rare');
    expect(edited.history.map((e) => e.event)).toEqual(['created', 'updated', 'submitted', 'approved', 'new_version']);
    const archived = (await securedClient.post<HiraRecord>(`/risk_assessments/${draft.data.id}/archive`)).data;
    expect(archived.status).toBe('archive');
    expect((await failure(securedClient.patch(`/risk_assessments/${draft.data.id}`, { title: 'x' }))).status).toBe(422);
    off();
    expect(seen.filter((s) => s.startsWith('hira_records:'))).toEqual(['hira_records:create', ...Array(5).fill('hira_records:update')]);
  });

  it('keeps the published version in force (Published tab, next review, its approver) until the revision is approved', async () => {
    const assessor = userOf('acme', 'supervisor@acme.test');
    await signIn('hod@acme.test');
    const tab = async (name: string) => (await securedClient.post<HiraListResponse>('/risk_assessments/ra_filter', { tab: name, search: 'ACM-REV-1' })).data;
    const created = (await securedClient.post<HiraRecord>('/risk_assessments', { ...newRisk('acme', { reference_id: 'ACM-REV-1', assessed_by_id: assessor.id }), intent: 'submit' })).data;
    expect(created.approver_names.sort()).toEqual(['Alice Admin', 'Hugo Dalton']);
    expect((await securedClient.post<HiraRecord>(`/risk_assessments/${created.id}/approve`)).data).toMatchObject({ status: 'approved', approved_by_name: 'Hugo Dalton' });
    const before = await tab('published');

    // version 2 as a draft: version 1 is still listed as Published, with its own title, rating, approver and review
    const v2 = (await securedClient.patch<HiraRecord>(`/risk_assessments/${created.id}`, { title: 'Roof access, revised', residual_likelihood: 'possible', assessed_at: '2026-02-01' })).data;
    expect(v2).toMatchObject({ status: 'draft', version: 2, approved_by_name: null, approved_at: null, reviewed_by_name: null, next_review: null });
    expect(v2.in_force).toMatchObject({ version: 1, approved_by_name: 'Hugo Dalton', next_review: '2026-07-10' });
    const published = await tab('published');
    expect(published.counts).toMatchObject({ published: before.counts.published, draft: 1 });
    expect(published.risk_assessments).toHaveLength(1);
    expect(published.risk_assessments[0]).toMatchObject({ id: created.id, version: 1, status: 'approved', title: 'Roof access for solar panel cleaning', residual_likelihood: 'rare', next_review: '2026-07-10', approved_by_name: 'Hugo Dalton', revision: { version: 2, status: 'draft' } });
    expect((await tab('draft')).risk_assessments[0]).toMatchObject({ version: 2, title: 'Roof access, revised', approved_by_name: null, revision: null });
    // the export of the Published tab carries the version in force too
    const exported = (await securedClient.get<{ risk_assessments: HiraRecord[] }>('/risk_assessments', { params: { tab: 'published', search: 'ACM-REV-1' } })).data;
    expect(exported.risk_assessments.map((r) => r.version)).toEqual([1]);

    // sent, then rejected: version 1 stays in force throughout
    await securedClient.post(`/risk_assessments/${created.id}/submit`);
    expect((await tab('published')).risk_assessments[0]).toMatchObject({ version: 1, revision: { version: 2, status: 'waiting_for_approval' } });
    expect((await tab('waiting')).risk_assessments[0]).toMatchObject({ version: 2, approvals: [] });
    await securedClient.post(`/risk_assessments/${created.id}/reject`, { reason: 'Say why the likelihood went up.' });
    expect((await tab('published')).risk_assessments[0]).toMatchObject({ version: 1, revision: { version: 2, status: 'rejected' } });

    // approved: version 2 replaces version 1, with its own approver; version 1 keeps Hugo's
    await securedClient.post(`/risk_assessments/${created.id}/submit`);
    await signIn('admin@acme.test');
    const live = (await securedClient.post<HiraRecord>(`/risk_assessments/${created.id}/approve`)).data;
    expect(live).toMatchObject({ status: 'approved', version: 2, approved_by_name: 'Alice Admin', in_force: null, next_review: '2026-08-01' });
    expect(live.versions.map((v) => [v.version, v.approvals?.map((a) => a.name) ?? [v.published_by_name]])).toEqual([
      [1, ['Hugo Dalton']],
      [2, ['Alice Admin']],
    ]);
    const after = await tab('published');
    expect(after.risk_assessments[0]).toMatchObject({ version: 2, title: 'Roof access, revised', revision: null });
    expect(after.counts).toMatchObject({ published: before.counts.published, draft: 0, waiting: 0 });
  });

  it('never lets the assessor approve their own risk: the other reviewers, else the super admin, decide', async () => {
    // the workflow names Hugo and Alice; Alice assessed it, so Hugo alone approves and Alice is refused with 422
    await signIn('admin@acme.test');
    const alice = userOf('acme', 'admin@acme.test');
    const sent = (await securedClient.post<HiraRecord>('/risk_assessments', { ...newRisk('acme', { reference_id: 'ACM-SOD-1', assessed_by_id: alice.id }), intent: 'submit' })).data;
    expect(sent).toMatchObject({ approver_names: ['Hugo Dalton'], assessor_excluded: true });
    expect(await failure(securedClient.post(`/risk_assessments/${sent.id}/approve`))).toEqual({ status: 422, data: { errors: [HIRA_SERVER_ONLY_MESSAGES['validation.ownRisk']] } });
    // even a stored round that names the assessor (older data) does not let them approve
    const row = risks('acme').find((r) => r.id === sent.id)!;
    row.round = { ...row.round!, approver_ids: [alice.id], required: 1 };
    expect((await failure(securedClient.post(`/risk_assessments/${sent.id}/approve`))).status).toBe(422);
  });

  it('rejects only with a reason, and only an approver may decide', async () => {
    const hod = userOf('acme', 'hod@acme.test');
    const admin = userOf('acme', 'admin@acme.test');
    const row = risks('acme').find((r) => r.status === 'waiting_for_approval' && r.assessed_by_id !== hod.id && r.assessed_by_id !== admin.id)!;
    await signIn('hod@acme.test');
    const noReason = await failure(securedClient.post(`/risk_assessments/${row.id}/reject`, { reason: ' ' }));
    expect(noReason).toEqual({ status: 422, data: { errors: [HIRA_SERVER_MESSAGES['validation.reasonRequired']] } });
    const rejected = (await securedClient.post<HiraRecord>(`/risk_assessments/${row.id}/reject`, { reason: 'Controls do not match the site.' })).data;
    expect(rejected).toMatchObject({ status: 'rejected', rejection_reason: 'Controls do not match the site.', reviewed_by_name: 'Hugo Dalton' });
    await securedClient.post(`/risk_assessments/${row.id}/submit`);
    await signIn('admin@acme.test');
    // a risk of another site with the same org-wide workflow: the admin is an approver too
    expect((await securedClient.post<HiraRecord>(`/risk_assessments/${row.id}/approve`)).data.status).toBe('approved');
  });

  it('answers 422 with the schema’s messages and server-only rules, 403 by role, and keeps tenants apart', async () => {
    await signIn('admin@acme.test');
    const empty = await failure(securedClient.post('/risk_assessments', { intent: 'submit' }));
    expect(empty.status).toBe(422);
    expect((empty.data as { errors: string[] }).errors).toEqual(
      expect.arrayContaining([HIRA_SERVER_MESSAGES['validation.referenceRequired'], HIRA_SERVER_MESSAGES['validation.titleRequired'], HIRA_SERVER_MESSAGES['validation.inherentRequired'], HIRA_SERVER_MESSAGES['validation.controlsRequired']]),
    );
    const taken = await failure(securedClient.post('/risk_assessments', newRisk('acme', { reference_id: risks('acme')[0].reference_id })));
    expect((taken.data as { errors: string[] }).errors).toEqual(['Risk assessment id has already been taken']);
    expect(risks('acme')).toHaveLength(HIRA_SEED_COUNT);

    const supervisor = await rawCalls('supervisor@acme.test');
    expect((await supervisor('POST', '/risk_assessments/ra_filter', {})).status).toBe(403);
    expect((await supervisor('GET', '/risk_assessments/filter_dropdown')).status).toBe(403);
    const hod = await rawCalls('hod@acme.test');
    // HOD reads and writes HIRA but may not delete, nor approve a risk whose round does not name them
    expect((await hod('DELETE', `/risk_assessments/${risks('acme')[0].id}`)).status).toBe(403);
    const admin = await rawCalls('admin@acme.test');
    expect((await admin('DELETE', `/risk_assessments/${risks('acme')[0].id}`)).status).toBe(200);

    // globex's owner, with globex's API key, cannot see an acme risk
    const globex = tenant('globex');
    const owner = userOf('globex', 'owner@globex.test');
    const token = { id: db.newId(globex), access_token: 'globex-hira-token', refresh_token: 'r', csrf_token: 'c', user_id: owner.id, expires_at: Date.now() + 3_600_000, refresh_expires_at: Date.now() + 3_600_000 };
    db.list<DemoToken>(globex, 'tokens').push(token);
    const headers = { Authorization: `Bearer ${token.access_token}`, [HEADERS.apiKey]: await apiKeyFor('globex'), 'Content-Type': 'application/json' };
    const acmeRisk = risks('acme')[0];
    expect((await fetch(`${env.apiBaseUrl}/risk_assessments/${acmeRisk.id}`, { headers })).status).toBe(404);
    const list = (await (await fetch(`${env.apiBaseUrl}/risk_assessments/ra_filter`, { method: 'POST', headers, body: JSON.stringify({ tab: 'published', per_page: 100 }) })).json()) as HiraListResponse;
    expect(list.risk_assessments.every((r) => r.reference_id.startsWith('GLO-'))).toBe(true);
  });
});
