import { plainClient, securedClient } from '@/lib/api/clients';
import { failure, signIn, signedOut } from '@/testing/backend';
import { db } from '@/mocks/db/db';
import { setDemoSettingsOverride } from '@/mocks/settings';
import type { DemoAction } from '@/mocks/db/seed/actions';
import type { DemoObservation } from '@/mocks/db/seed/observations';
import type { DemoMail } from '@/mocks/db/types';
import { FREE_PLAN_LIMITS } from '@/mocks/services/plan-limits';
import { EXPORT_MAX_ROWS, HEADERS } from '@/config/constants';
import { env } from '@/config/env';
import { currentApiKey } from '@/lib/api/api-key';


const acme = () => db.tenant('acme')!;
const users = () => acme().collections.users as { id: number; email: string }[];
const b64 = (bytes: number[]) => btoa(String.fromCharCode(...bytes));
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const anAction = () => ({ type: 'Action', description: 'Guard the belt', control_type: 'engineering', responsible_user_id: users()[1].id, due_date: '2031-01-01', status: 'open' });

afterEach(() => setDemoSettingsOverride({ latencyMs: 0 }));

describe('demo backend: actions', () => {
  it('validates with 422 {errors} (SPEC §5 rules and proof to complete)', async () => {
    await signIn('supervisor@acme.test');
    const res = await failure(securedClient.post('/actions', { type: 'Action', description: 'x', status: 'completed' }));
    expect(res.status).toBe(422);
    expect((res.data as { errors: string[] }).errors).toEqual(['Control type is required', 'Responsible person is required', 'Due date is required', 'Completion proof is required to complete an action']);
  });

  it('re-checks uploaded files and answers 422 with the SPEC message', async () => {
    await signIn('supervisor@acme.test');
    const fake = { name: 'photo.png', type: 'image/png', size: 2, data_url: `data:image/png;base64,${b64([0x4d, 0x5a])}` };
    const res = await failure(securedClient.post('/actions', { ...anAction(), image: [fake] }));
    expect(res.data).toEqual({ errors: ['File content does not match PNG format (photo.png)'] });
    const ok = await securedClient.post<DemoAction>('/actions', { ...anAction(), image: [{ ...fake, data_url: `data:image/png;base64,${b64(PNG)}` }] });
    expect(ok.status).toBe(201);
  });

  it('refuses action writes with "Memory has exhausted" while memory is exhausted', async () => {
    await signIn('supervisor@acme.test');
    const existing = db.list<DemoAction>(acme(), 'actions')[0];
    setDemoSettingsOverride({ latencyMs: 0, memoryExhausted: true });
    expect((await failure(securedClient.post('/actions', anAction()))).data).toEqual({ errors: ['Memory has exhausted'] });
    expect((await failure(securedClient.patch(`/actions/${existing.id}`, { remarks: 'x' }))).data).toEqual({ errors: ['Memory has exhausted'] });
  });

  it('answers 403 by role', async () => {
    // raw requests: the secured client would treat a 403 as a session problem and refresh (SPEC §8)
    const store = await signIn('permits@acme.test');
    const headers = { Authorization: `Bearer ${store.getState().session.accessToken}`, [HEADERS.apiKey]: await currentApiKey(false), 'Content-Type': 'application/json' };
    const call = (method: string, path: string, body?: unknown) => fetch(`${env.apiBaseUrl}${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
    expect((await call('GET', '/actions/all')).status).toBe(403);
    expect((await call('POST', '/actions', anAction())).status).toBe(403);
    expect((await call('GET', '/v2/observations')).status).toBe(403);
    expect((await call('GET', '/observations/obs_data')).status).toBe(403);
    // the supervisor may read observation actions (Incident read) but the same call works
    const sup = await signIn('supervisor@acme.test');
    const supHeaders = { ...headers, Authorization: `Bearer ${sup.getState().session.accessToken}` };
    expect((await fetch(`${env.apiBaseUrl}/observation_action_datas`, { headers: supHeaders })).status).toBe(200);
  });

  it('applies the free-plan monthly limits (decided: 50 observations, 100 actions)', async () => {
    const org = acme().organization!;
    const saved = { ...org };
    Object.assign(org, { plan: 'free_trial', subscription_type: 'trial' });
    const actions = db.list<DemoAction>(acme(), 'actions');
    const month = new Date().toISOString();
    const fillers = Array.from({ length: FREE_PLAN_LIMITS.actions }, (_, i) => ({ ...actions[0], id: 900_000 + i, created_at: month }));
    actions.push(...fillers);
    try {
      await signIn('supervisor@acme.test');
      expect((await failure(securedClient.post('/actions', anAction()))).data).toEqual({ errors: ['Your free action limit for this month is reached. Please upgrade'] });
    } finally {
      acme().collections.actions = actions.filter((a) => a.id < 900_000);
      Object.assign(org, saved);
    }
  });
});

describe('demo backend: observations', () => {
  const site = () => (acme().collections.sites as { id: number }[])[0].id;
  const obs = () => ({ type: 'unsafe_act', description: 'No harness', site_id: site(), observed_at: new Date(Date.now() - 3_600_000).toISOString(), risk_level: 'high', action_required: false, no_action_reason: 'Stopped the job', comment: 'ok' });

  it('refuses a future date and missing fields (422)', async () => {
    await signIn('supervisor@acme.test');
    const res = await failure(securedClient.post('/observations', { ...obs(), observed_at: '2999-01-01T00:00:00Z', comment: '', risk_level: '' }));
    expect((res.data as { errors: string[] }).errors).toEqual(['A future date and time may not be chosen', 'Risk level is required', 'Comment is required']);
    const noActions = await failure(securedClient.post('/observations', { ...obs(), action_required: true, actions: [] }));
    expect((noActions.data as { errors: string[] }).errors).toContain('At least one action is required');
  });

  it('an observation with actions creates them, linked both ways and listed under observation actions', async () => {
    await signIn('supervisor@acme.test');
    const res = await securedClient.post<DemoObservation & { actions: DemoAction[] }>('/observations', {
      ...obs(),
      action_required: true,
      actions: [{ description: 'Buy harnesses', control_type: 'ppe', responsible_user_id: users()[2].id, due_date: '2031-02-01', category: 'ppe' }],
    });
    expect(res.data.actions).toHaveLength(1);
    const action = res.data.actions[0];
    expect(action).toMatchObject({ type: 'Observation', source_id: res.data.id, source_number: res.data.number });
    const list = await securedClient.get<{ actions: DemoAction[] }>('/observation_action_datas', { params: { search: 'Buy harnesses' } });
    expect(list.data.actions.map((a) => a.id)).toContain(action.id);
  });

  it('re-checks anonymous uploads on the decoded bytes: name, type, content and the public photo list (issue 12, 1)', async () => {
    await signedOut();
    const data = await plainClient.get<{ sites: { id: number }[] }>('/outer_obs_data');
    const report = (attachments: unknown[]) => ({ type: 'near_miss', description: 'Blocked exit', site_id: data.data.sites[0].id, observed_at: new Date().toISOString(), risk_level: 'low', anonymous: true, attachments });
    const text = (s: string) => b64([...new TextEncoder().encode(s)]);
    const att = (name: string, type: string, payload: string, urlType = type) => ({ name, type, size: 10, data_url: `data:${urlType};base64,${payload}` });
    const attempts: [unknown, string][] = [
      [att('update.hta', 'text/plain', text('<script>x</script>')), "File type 'text/plain' not allowed (update.hta)"],
      [att('invoice.html', 'TEXT/PLAIN', text('<html>')), "File type 'text/plain' not allowed (invoice.html)"],
      [att('run.pdf', 'application/pdf', text('%PDF-1.4 /OpenAction << /S /JavaScript >>')), 'Executable file detected (run.pdf)'],
      [att('x.jpg', 'image/jpeg', text('<svg onload=alert(1)>')), 'File content does not match JPEG format (x.jpg)'],
      [att('notes.txt', 'text/plain', text('hello')), "File type 'text/plain' not allowed (notes.txt)"],
      [att('photo.png', 'image/png', b64(PNG), 'text/html'), 'File content does not match image/png format (photo.png)'],
    ];
    for (const [file, message] of attempts) {
      expect(await failure(plainClient.post('/outer_observations', report([file])))).toMatchObject({ status: 422, data: { errors: [message] } });
    }
    expect((await plainClient.post('/outer_observations', report([att('photo.png', 'image/png', b64(PNG))]))).status).toBe(201);
    // where text files are allowed, the name and the bytes still have to agree with the type
    await signIn('supervisor@acme.test');
    for (const [file, message] of [
      [att('update.hta', 'text/plain', text('x')), 'Suspicious filename pattern detected (update.hta)'],
      [att('setup.ps1', 'text/plain', text('x')), 'Suspicious filename pattern detected (setup.ps1)'],
      [att('notes.docx', 'text/plain', text('x')), 'File content does not match TXT format (notes.docx)'],
      [att('page.txt', 'text/plain', text('<!doctype html><script>x</script>')), 'File content does not match TXT format (page.txt)'],
    ] as const) {
      expect(await failure(securedClient.post('/actions', { ...anAction(), image: [file] }))).toMatchObject({ status: 422, data: { errors: [message] } });
    }
  });

  it('POST /observations refuses the issue 26 files: SVG links spelt with character references or set by <animate>, markup after a text file\'s first line, CSV formula cells', async () => {
    await signIn('supervisor@acme.test');
    const text = (s: string) => b64([...new TextEncoder().encode(s)]);
    const att = (name: string, type: string, content: string) => ({ name, type, size: content.length, data_url: `data:${type};base64,${text(content)}` });
    const svgOf = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg">${body}</svg>`;
    for (const file of [
      att('a.svg', 'image/svg+xml', svgOf('<a href="jav&#x61;script:alert(1)"><text>x</text></a>')),
      att('b.svg', 'image/svg+xml', svgOf('<a><animate attributeName="href" values="javascript:alert(1)"/><text>x</text></a>')),
      att('c.txt', 'text/plain', 'Toolbox talk\n<script>alert(1)</script>'),
      att('d.csv', 'text/csv', "name,note\nPump,=cmd|' /C calc'!A0\n"),
      att('e.csv', 'text/csv', 'name,note\nPump,@SUM(1+1)\n'),
    ]) {
      expect(await failure(securedClient.post('/observations', { ...obs(), attachments: [file] }))).toMatchObject({ status: 422, data: { errors: [`Executable file detected (${file.name})`] } });
    }
    const fine = att('contacts.csv', 'text/csv', 'name,phone\nAnna,+44 20 7946 0958\n');
    expect((await securedClient.post('/observations', { ...obs(), attachments: [fine] })).status).toBe(201);
  });

  it('the public form stores no identity when anonymous, and the created mail call follows', async () => {
    await signedOut();
    const before = db.list<DemoMail>(acme(), 'mails').length;
    const data = await plainClient.get<{ sites: { id: number }[]; users: unknown[] }>('/outer_obs_data');
    expect(data.data.users).toEqual([]);
    // what the public form sends for an anonymous report: null name and location
    const unnamed = await plainClient.post<{ id: number }>('/outer_observations', { type: 'near_miss', description: 'Loose cable', site_id: data.data.sites[0].id, observed_at: new Date().toISOString(), risk_level: 'low', anonymous: true, reporter_name: null, location: null });
    expect(unnamed.status).toBe(201);
    const created = await plainClient.post<{ id: number }>('/outer_observations', { type: 'near_miss', description: 'Wet floor, no sign', site_id: data.data.sites[0].id, observed_at: new Date().toISOString(), risk_level: 'low', anonymous: true, reporter_name: 'Should Not Be Stored' });
    const row = db.find<DemoObservation>(acme(), 'observations', created.data.id)!;
    // the server checks the form's limits and invisible text too (issue 12, 9)
    const site0 = data.data.sites[0].id;
    const long = await failure(plainClient.post('/outer_observations', { type: 'near_miss', description: 'x'.repeat(100_000), location: 'y'.repeat(100_000), site_id: site0, observed_at: new Date().toISOString(), risk_level: 'low' }));
    expect(long).toMatchObject({ status: 422, data: { errors: ['Text is too long'] } });
    const invisible = await failure(plainClient.post('/outer_observations', { type: 'near_miss', description: '\u200B\u200B', site_id: site0, observed_at: new Date().toISOString(), risk_level: 'low' }));
    expect(invisible).toMatchObject({ status: 422, data: { errors: ['Description is required'] } });
    // unreviewed (a reviewer decides whether action is required) and the empty optional category stays empty
    expect(row).toMatchObject({ anonymous: true, reporter_id: null, action_required: null, no_action_reason: '', category: null });
    expect(JSON.stringify(row)).not.toContain('Should Not Be Stored');
    await plainClient.post('/send_observation_created_mail', { id: created.data.id });
    expect(db.list<DemoMail>(acme(), 'mails').length).toBe(before + 1);
    // only once, and never for another record (issue 12, 12: not a mail relay)
    expect(await failure(plainClient.post('/send_observation_created_mail', { id: created.data.id }))).toMatchObject({ status: 404 });
    const other = db.list<DemoObservation>(acme(), 'observations').find((o) => o.id !== created.data.id && o.id !== unnamed.data.id)!;
    expect(await failure(plainClient.post('/send_observation_created_mail', { id: other.id }))).toMatchObject({ status: 404 });
    expect(db.list<DemoMail>(acme(), 'mails').length).toBe(before + 1);
  });

  it('bulk upload is all or nothing with row-level errors', async () => {
    await signIn('supervisor@acme.test');
    const count = db.list(acme(), 'observations').length;
    const good = { row: 2, type: 'unsafe_act', description: 'a', site_id: site(), observed_at: new Date(Date.now() - 86_400_000).toISOString(), risk_level: 'low' };
    const res = await failure(securedClient.post('/observations_bulk_upload', { rows: [good, { ...good, row: 3, site_id: 1, risk_level: 'wild' }] }));
    expect(res.data).toEqual({ errors: ['data entered in incorrect format'], rows: [{ row: 3, errors: ['Risk level is required', 'A site or area must be selected'] }] });
    expect(db.list(acme(), 'observations').length).toBe(count);
    const ok = await securedClient.post('/observations_bulk_upload', { rows: [good, { ...good, row: 3 }] });
    expect(ok.data).toEqual({ imported: 2 });
    expect(db.list(acme(), 'observations').length).toBe(count + 2);
  });
});

describe('demo backend: Excel export alert (SPEC §8)', () => {
  it('exports the seeded year (300) in one go, refuses more than EXPORT_MAX_ROWS (10,000) naming it, and allows a filtered one', async () => {
    await signIn('hod@acme.test');
    const year = await securedClient.get<{ observations: unknown[] }>('/v2/observations', { params: { export: 1 } });
    expect(year.data.observations).toHaveLength(db.list(acme(), 'observations').length);
    expect(EXPORT_MAX_ROWS).toBe(10_000);
    const rows = db.list<DemoObservation>(acme(), 'observations');
    const last = rows[rows.length - 1];
    rows.push(...Array.from({ length: EXPORT_MAX_ROWS + 1 - rows.length }, (_, k) => ({ ...last, id: 900_000 + k })));
    try {
      const all = await failure(securedClient.get('/v2/observations', { params: { export: 1 } }));
      expect(all.status).toBe(422);
      expect((all.data as { errors: string[] }).errors).toEqual(['The chosen range holds more than 10000 records. Apply filters to export.']);
    } finally {
      acme().collections.observations = rows.filter((o) => o.id < 900_000);
    }
    const filtered = await securedClient.get<{ observations: unknown[]; total_count: number }>('/v2/observations', { params: { export: 1, risk_level: 'critical' } });
    expect(filtered.data.observations.length).toBe(filtered.data.total_count);
    expect(filtered.data.total_count).toBeGreaterThan(15);
  });
});

describe('demo backend: observation status flow', () => {
  it('moves open → in progress → completed → closed and never back', async () => {
    await signIn('hod@acme.test');
    const site = (acme().collections.sites as { id: number }[])[0].id;
    const created = await securedClient.post<DemoObservation>('/observations', { type: 'unsafe_act', description: 'flow', site_id: site, observed_at: new Date(Date.now() - 60_000).toISOString(), risk_level: 'low', action_required: false, no_action_reason: 'n/a', comment: 'c' });
    expect(created.data.status).toBe('open');
    for (const status of ['in_progress', 'completed', 'closed']) {
      const res = await securedClient.patch<DemoObservation>(`/observations/${created.data.id}`, { status });
      expect(res.data.status).toBe(status);
    }
    const back = await failure(securedClient.patch(`/observations/${created.data.id}`, { status: 'open' }));
    expect(back.data).toEqual({ errors: ['The status cannot change from closed to open'] });
  });

  it('shows an open observation past its due date as overdue', async () => {
    await signIn('hod@acme.test');
    const overdue = await securedClient.get<{ observations: DemoObservation[] }>('/v2/observations', { params: { status: 'overdue' } });
    const today = new Date().toISOString().slice(0, 10);
    expect(overdue.data.observations.length).toBeGreaterThan(0);
    for (const o of overdue.data.observations) {
      expect(['open', 'in_progress']).toContain(o.status);
      expect(o.due_date! < today).toBe(true);
    }
  });
});
