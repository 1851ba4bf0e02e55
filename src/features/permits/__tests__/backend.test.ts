import { HEADERS } from '@/config/constants';
import { env } from '@/config/env';
import { apiKeyFor } from '@/lib/api/api-key';
import { globexOwnerCalls, rawCallsAs } from '@/testing/backend';
import { db } from '@/mocks/db/db';
import type { DemoPermit, DemoPermitForm, DemoPermitFormVersion, DemoSite, DemoSitePlan, DemoToken, DemoUser } from '@/mocks/db/types';
import { answersOf } from '@/mocks/db/seed/permits';
import { serializeForCable } from '@/mocks/handlers/permits/serialize';
import { createRandom } from '@/mocks/db/seed/random';
import { ruleErrors } from '@/lib/forms/rule-errors';
import { answersServerT } from '@/features/permit-templates/schemas/rule-messages';
import { BOARD_COLUMNS, DISPLAY_PERMIT_STATUSES, STORED_PERMIT_STATUSES, type PermitDetail, type PermitInput, type PermitListResponse, type PermitSummary } from '../model/types';
import { displayStatus } from '../model/status';
import { declarationSections, formSections } from '../model/answers';
import { permitSchema } from '../schemas/permit-schema';
import { PERMIT_SERVER_MESSAGES, PERMIT_SERVER_ONLY_MESSAGES, permitServerT } from '../schemas/rule-messages';

type Json = Record<string, unknown> & { errors?: string[] };
const acme = () => db.tenant('acme')!;
const permits = () => db.list<DemoPermit>(acme(), 'permits');
const forms = () => db.list<DemoPermitForm>(acme(), 'permit_forms');
const versions = () => db.list<DemoPermitFormVersion>(acme(), 'permit_form_versions');
const formOf = (prefix: string) => forms().find((f) => f.prefix_id === prefix)!;
const latest = (prefix: string) => versions().filter((v) => v.permit_form_id === formOf(prefix).id).sort((a, b) => b.number - a.number)[0];
const userOf = (email: string) => db.list<DemoUser>(acme(), 'users').find((u) => u.email === email)!;
const sites = () => db.list<DemoSite>(acme(), 'sites').filter((s) => s.status === 'active');

async function calls(email: string) {
  const raw = await rawCallsAs(email);
  return async <T = Json>(method: string, path: string, body?: unknown) => {
    const r = await raw(method, path, body);
    return { status: r.status, body: (await r.json().catch(() => null)) as T & Json };
  };
}

const HOUR = 3_600_000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

/** a complete permit of the template's latest version on a site with no plan location (so nothing clashes) */
function input(prefix = 'EI', over: Partial<PermitInput> = {}): PermitInput {
  const version = latest(prefix);
  const site = sites()[1] ?? sites()[0];
  const users = db.list<DemoUser>(acme(), 'users').map((u) => u.id);
  return {
    title: 'Replace the pump motor',
    description: 'Swap the motor of pump P-3',
    permit_form_version_id: version.id,
    issuing_officer_ids: [userOf('hod@acme.test').id],
    location: { site_id: site.id, division_id: null, department_id: null, unit_id: null, description: 'Pump room 2', pin_id: null, zone_id: null, isolation_pin_ids: [] },
    start_at: at(-1),
    end_at: at(7),
    workers: [{ key: 'w1', name: 'Ahmed Ali', photo: null, age: 34, phone: '+44 7700 900123', id_number: '', gender: 'Male', company: '', contractor: false }],
    answers: answersOf(formSections(version.definition), createRandom(7), { siteId: site.id, userIds: users, at: at(-1) }),
    attachments: [],
    remarks: '',
    ...over,
  };
}

/** calls as a seeded colleague who has no password (a token of their own) */
async function callsAsUser(user: DemoUser) {
  const token: DemoToken = { id: db.newId(acme()), access_token: `permits-test-${user.id}`, refresh_token: 'r', csrf_token: 'c', user_id: user.id, issued_at: Date.now(), expires_at: Date.now() + HOUR, refresh_expires_at: Date.now() + HOUR };
  db.list<DemoToken>(acme(), 'tokens').push(token);
  const headers = { Authorization: `Bearer ${token.access_token}`, [HEADERS.apiKey]: await apiKeyFor('acme'), 'Content-Type': 'application/json' };
  return async (method: string, path: string, body?: unknown) => {
    const r = await fetch(`${env.apiBaseUrl}${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
    return { status: r.status, body: (await r.json().catch(() => null)) as Json };
  };
}

const list = async (api: Awaited<ReturnType<typeof calls>>, query = '') => (await api<PermitListResponse>('GET', `/permits?per_page=500${query}`)).body;

describe('demo backend: permits — the seed', () => {
  it('seeds ~200 permits per organisation in every stored, display status and board column, pinned and valid', async () => {
    for (const key of ['acme', 'globex', 'initech']) {
      const rows = db.list<DemoPermit>(db.tenant(key)!, 'permits');
      if (key !== 'acme' && rows.length === 0) continue; // a tenant without sites or approvers
      expect({ key, count: rows.length }).toEqual({ key, count: 200 });
    }
    const rows = permits();
    expect(new Set(rows.map((p) => p.status))).toEqual(new Set(STORED_PERMIT_STATUSES));
    expect(new Set(rows.map((p) => displayStatus(p)))).toEqual(new Set(DISPLAY_PERMIT_STATUSES));
    const { counts } = await list(await calls('admin@acme.test'));
    for (const column of BOARD_COLUMNS) expect({ column, some: counts[column] > 0 }).toEqual({ column, some: true });
    expect(rows.some((p) => p.extensions.length > 0) && rows.some((p) => p.handovers.some((h) => !h.incoming_confirmed_at)) && rows.some((p) => p.handovers.some((h) => h.incoming_confirmed_at))).toBe(true);
    // every permit pinned to a version of its template, older hot-work permits still on v1
    const byId = new Map(versions().map((v) => [v.id, v]));
    for (const p of rows) expect(byId.get(p.permit_form_version_id)?.permit_form_id).toBe(p.permit_form_id);
    expect(rows.some((p) => p.number.startsWith('HW-') && p.permit_form_version_number === 1)).toBe(true);
    expect(rows.some((p) => p.number.startsWith('HW-') && p.permit_form_version_number === 2)).toBe(true);
    // every permit passes the ONE schema with its pinned version's definition
    for (const p of rows.filter((r) => r.status !== 'draft')) {
      const problems = await ruleErrors(permitSchema(permitServerT, { intent: 'submit', definition: byId.get(p.permit_form_version_id)!.definition, answersT: answersServerT }), p);
      expect({ number: p.number, problems }).toEqual({ number: p.number, problems: [] });
    }
    expect(new Set(rows.map((p) => p.number)).size).toBe(rows.length);
  });

  it('seeds clashing open permits today on the first site (at least three pairs)', async () => {
    const api = await calls('admin@acme.test');
    const first = sites()[0];
    const { permits: rows } = await list(api, `&clashing=1&site_id=${first.id}`);
    const today = rows.filter((p) => p.start_at.slice(0, 10) <= new Date().toISOString().slice(0, 10) || p.display_status === 'approved');
    expect(today.length).toBeGreaterThanOrEqual(3);
    const clashes = (await Promise.all(today.map((p) => api<PermitDetail>('GET', `/permits/${p.id}`)))).flatMap((r) => r.body.clashes.map((c) => [r.body.id, c.other_permit_id].sort().join('-')));
    expect(new Set(clashes).size).toBeGreaterThanOrEqual(3);
  });
});

describe('demo backend: permits — list and rights', () => {
  it('lists with filters, per-column counts and per_page up to 500; drafts only for their sender and recipient (SPEC §6)', async () => {
    const admin = await calls('admin@acme.test');
    const all = await list(admin);
    expect(all.per_page).toBe(500);
    const drafts = permits().filter((p) => p.status === 'draft');
    const adminId = userOf('admin@acme.test').id;
    const mine = drafts.filter((p) => p.requestor_id === adminId || p.shared_to_id === adminId || p.shared_by_id === adminId);
    expect(all.total_count).toBe(permits().length - drafts.length + mine.length);
    expect(all.permits.every((p) => p.status !== 'draft' || mine.some((m) => m.id === p.id))).toBe(true);
    const hidden = drafts.find((p) => !mine.includes(p))!;
    expect((await admin('GET', `/permits/${hidden.id}`)).status).toBe(404);
    const closed = await list(admin, '&tab=closed');
    expect(closed.permits.every((p) => p.status === 'closed')).toBe(true);
    expect(closed.counts).toEqual(all.counts);
    const overdue = await list(admin, '&overdue=1');
    expect(overdue.permits.length).toBeGreaterThan(0);
    expect(overdue.permits.every((p) => p.display_status === 'overdue' && p.board_column === 'expired')).toBe(true);
    const searched = await list(admin, `&search=${encodeURIComponent(all.permits[0].number)}`);
    expect(searched.permits.map((p) => p.number)).toContain(all.permits[0].number);
    const paged = (await admin<PermitListResponse>('GET', '/permits?page=2')).body;
    expect([paged.page, paged.per_page, paged.permits.length]).toEqual([2, 25, 25]);
  });

  it('answers 403 by role: no Permit read, no create, no action right, not the next approver', async () => {
    expect((await (await calls('permits@acme.test'))('GET', '/permits')).status).toBe(403);
    const reader = await calls('supervisor@acme.test');
    expect((await reader('GET', '/permits')).status).toBe(200);
    expect((await reader('POST', '/permits', { permit: input(), submit: false })).status).toBe(403);
    const active = permits().find((p) => p.status === 'active')!;
    const refused = await reader('POST', `/permits/${active.id}/actions`, { action: 'revoke', comment: 'No' });
    expect([refused.status, refused.body.errors]).toEqual([403, [PERMIT_SERVER_ONLY_MESSAGES['server.forbidden']]]);
    // the contractor may create but not approve
    const contractor = await calls('contractor@acme.test');
    const made = await contractor<PermitDetail>('POST', '/permits', { permit: input(), submit: true });
    expect([made.status, made.body.status]).toEqual([201, 'requested']);
    expect((await contractor('POST', `/permits/${made.body.id}/actions`, { action: 'approve', comment: '' })).status).toBe(403);
    // the round of the acme Permit workflow names Hugo (its other reviewer holds no approve right): a Site Head may not
    expect(made.body.approval).toMatchObject({ kind: 'sequential', approvers: [{ id: userOf('hod@acme.test').id }], required: 1 });
    const siteHead = db.list<DemoUser>(acme(), 'users').find((u) => u.role_name === 'Site Head' && u.status === 'Active')!;
    const notNext = await (await callsAsUser(siteHead))('POST', `/permits/${made.body.id}/actions`, { action: 'approve', comment: '' });
    expect([notNext.status, notNext.body.errors]).toEqual([403, [PERMIT_SERVER_ONLY_MESSAGES['server.notApprover']]]);
    // and someone else's permit is not theirs to edit
    expect((await (await calls('hod@acme.test'))('PATCH', `/permits/${made.body.id}`, { permit: { title: 'Mine now' } })).status).toBe(403);
  });

  it('keeps tenants apart', async () => {
    const globex = await globexOwnerCalls();
    const globexTenant = db.tenant('globex')!;
    const globexIds = new Set(db.list<DemoPermit>(globexTenant, 'permits').map((p) => p.id));
    const acmeOnly = permits().find((p) => !globexIds.has(p.id) && p.status === 'active')!;
    expect((await globex('GET', `/permits/${acmeOnly.id}`)).status).toBe(404);
    expect((await globex('POST', `/permits/${acmeOnly.id}/actions`, { action: 'revoke', comment: 'x' })).status).toBe(404);
    const body = (await (await globex('GET', '/permits?per_page=500')).json()) as PermitListResponse;
    const globexNames = new Set(db.list<DemoUser>(globexTenant, 'users').map((u) => u.full_name));
    expect(body.permits.every((p) => globexNames.has(p.requestor_name))).toBe(true);
  });
});

describe('demo backend: permits — 422 from the one schema and the server rules', () => {
  it('refuses a request without workers, with end before start, or with an answer missing; a draft is kept as it is', async () => {
    const api = await calls('hod@acme.test');
    const version = latest('EI');
    const required = formSections(version.definition).sections.find((s) => s.kind === 'custom')!.questions.find((q) => q.required)!;
    const answers = { ...input().answers };
    delete answers[required.key];
    const refused = await api('POST', '/permits', { permit: input('EI', { workers: [], end_at: at(-2), answers }), submit: true });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual(expect.arrayContaining([PERMIT_SERVER_MESSAGES['validation.workersRequired'], PERMIT_SERVER_MESSAGES['validation.endBeforeStart'], `${required.label}: is required`]));
    const draft = await api<PermitDetail>('POST', '/permits', { permit: { permit_form_version_id: version.id, title: '', workers: [], answers: {} }, submit: false });
    expect([draft.status, draft.body.status, draft.body.number]).toEqual([201, 'draft', expect.stringMatching(/^EI-\d{4}$/)]);
    expect(draft.body.history.map((h) => h.action)).toEqual(['create']);
    // requesting the incomplete draft is refused by the same schema
    const request = await api('POST', `/permits/${draft.body.id}/actions`, { action: 'request', comment: '' });
    expect(request.status).toBe(422);
    expect(request.body.errors).toContain(PERMIT_SERVER_MESSAGES['validation.titleRequired']);
  });

  it('refuses reject and revoke without a comment, and suspend without a reason (SPEC §4, §5)', async () => {
    const api = await calls('admin@acme.test');
    const requested = permits().find((p) => p.status === 'requested')!;
    const active = permits().find((p) => p.status === 'active')!;
    expect((await api('POST', `/permits/${requested.id}/actions`, { action: 'reject', comment: ' ' })).body.errors).toEqual([PERMIT_SERVER_MESSAGES['validation.reasonRequired']]);
    expect((await api('POST', `/permits/${active.id}/actions`, { action: 'revoke', comment: '' })).body.errors).toEqual([PERMIT_SERVER_MESSAGES['validation.commentRequired']]);
    expect((await api('POST', `/permits/${active.id}/actions`, { action: 'suspend' })).body.errors).toEqual([PERMIT_SERVER_MESSAGES['validation.suspendReasonRequired']]);
    const revoked = await api<PermitDetail>('POST', `/permits/${active.id}/actions`, { action: 'revoke', comment: 'Scope changed' });
    expect([revoked.status, revoked.body.status, revoked.body.history.at(-1)]).toEqual([200, 'revoked', expect.objectContaining({ action: 'revoke', comment: 'Scope changed', from_status: 'active', to_status: 'revoked' })]);
    expect((await api('POST', `/permits/${active.id}/actions`, { action: 'revoke', comment: 'Again' })).body.errors).toEqual([PERMIT_SERVER_ONLY_MESSAGES['server.wrongStatus']]);
  });

  it('no edit after issue; a cancelled subscription blocks create and update', async () => {
    const api = await calls('admin@acme.test');
    const mine = await api<PermitDetail>('POST', '/permits', { permit: input(), submit: true });
    // the requester never approves their own permit (separation of duties): the workflow's reviewer does
    const approved = await (await calls('hod@acme.test'))<PermitDetail>('POST', `/permits/${mine.body.id}/actions`, { action: 'approve', comment: 'OK' });
    expect(approved.body.status).toBe('active');
    const edit = await api('PATCH', `/permits/${mine.body.id}`, { permit: { title: 'Silent change' } });
    expect([edit.status, edit.body.errors]).toEqual([422, [PERMIT_SERVER_ONLY_MESSAGES['server.locked']]]);
    db.tenant('acme')!.organization = { ...acme().organization!, subscription_type: 'cancelled' };
    expect((await api('POST', '/permits', { permit: input(), submit: false })).body.errors).toEqual([PERMIT_SERVER_ONLY_MESSAGES['server.subscriptionCancelled']]);
    const draft = permits().find((p) => p.status === 'draft' && p.requestor_id === userOf('admin@acme.test').id);
    if (draft) expect((await api('PATCH', `/permits/${draft.id}`, { permit: { title: 'x' } })).status).toBe(422);
  });

  it('the free plan creates no permit (0 a month), by form or by clone; the free trial and paid plans do', async () => {
    const api = await calls('admin@acme.test');
    const source = await api<PermitDetail>('POST', '/permits', { permit: input(), submit: false });
    expect(source.status).toBe(201);
    const count = permits().length;
    db.tenant('acme')!.organization = { ...acme().organization!, plan: 'free', subscription_type: 'active' };
    const created = await api('POST', '/permits', { permit: input(), submit: true });
    expect([created.status, created.body.errors]).toEqual([422, [PERMIT_SERVER_ONLY_MESSAGES['server.freePlanLimit']]]);
    const cloned = await api('POST', `/permits/${source.body.id}/clone`);
    expect([cloned.status, cloned.body.errors]).toEqual([422, [PERMIT_SERVER_ONLY_MESSAGES['server.freePlanLimit']]]);
    expect(permits()).toHaveLength(count);
    // an existing permit of the organisation can still be edited
    expect((await api('PATCH', `/permits/${source.body.id}`, { permit: { title: 'Still editable' } })).status).toBe(200);
    db.tenant('acme')!.organization = { ...acme().organization!, plan: 'free_trial', subscription_type: 'trial' };
    expect((await api('POST', '/permits', { permit: input(), submit: false })).status).toBe(201);
  });
});

describe('demo backend: permits — the lifecycle end to end', () => {
  it('draft → send draft → request → approve → suspend → re-issue → extend → handover → hand-back → close, every step in the history', async () => {
    const hod = await calls('hod@acme.test');
    const admin = await calls('admin@acme.test');
    const supervisor = await calls('supervisor@acme.test');
    const draft = await hod<PermitDetail>('POST', '/permits', { permit: input(), submit: false });
    const id = draft.body.id;
    // only the sender and the recipient see a draft
    expect((await admin('GET', `/permits/${id}`)).status).toBe(404);
    const sent = await hod<PermitDetail>('POST', `/permit_form_questions/${id}/permit_request_send_draft`, { shared_to_id: userOf('admin@acme.test').id });
    expect([sent.status, sent.body.shared_to_id]).toEqual([200, userOf('admin@acme.test').id]);
    expect((await admin('GET', `/permits/${id}`)).status).toBe(200);
    expect((await supervisor('GET', `/permits/${id}`)).status).toBe(404);
    // the recipient edits it, then requests it
    const edited = await admin<PermitDetail>('PATCH', `/permits/${id}`, { permit: { title: 'Replace the pump motor and coupling' }, submit: false });
    expect(edited.body.history.at(-1)).toMatchObject({ action: 'update', changes: [['title', 'Replace the pump motor', 'Replace the pump motor and coupling']] });
    const requested = await admin<PermitDetail>('POST', `/permits/${id}/actions`, { action: 'request', comment: 'Ready' });
    expect([requested.body.status, requested.body.display_status]).toEqual(['requested', 'requested']);
    // Hugo requested it (its requestor) and is the workflow's only approver: the super admin takes his place
    expect(requested.body.approval).toMatchObject({ approvers: [{ id: userOf('admin@acme.test').id }], requester_excluded: { id: userOf('hod@acme.test').id, substitute: { id: userOf('admin@acme.test').id } } });
    const own = await hod('POST', `/permits/${id}/actions`, { action: 'approve', comment: 'Mine' });
    expect([own.status, own.body.errors]).toEqual([403, [PERMIT_SERVER_ONLY_MESSAGES['server.ownPermit']]]);
    const approved = await admin<PermitDetail>('POST', `/permits/${id}/actions`, { action: 'approve', comment: 'Checked on site' });
    expect([approved.body.status, approved.body.approved_by_id]).toEqual(['active', userOf('admin@acme.test').id]);
    expect((await hod('POST', `/permits/${id}/actions`, { action: 'suspend', comment: 'Fire alarm test' })).body).toMatchObject({ status: 'suspended', suspended_reason: 'Fire alarm test', display_status: 'suspended' });
    expect((await hod('POST', `/permits/${id}/actions`, { action: 'reissue', comment: '' })).body).toMatchObject({ status: 'active', suspended_reason: '' });
    // extend: the Declaration section must be answered; default hours from the version (4)
    const declaration = declarationSections(latest('EI').definition).sections[0].questions[0];
    const noDecl = await hod('POST', `/permits/${id}/actions`, { action: 'extend', comment: '' });
    expect([noDecl.status, noDecl.body.errors]).toEqual([422, [`${declaration.label}: must be confirmed`]]);
    const before = (await hod<PermitDetail>('GET', `/permits/${id}`)).body.end_at;
    const extended = await hod<PermitDetail>('POST', `/permits/${id}/actions`, { action: 'extend', comment: '', declaration: { [declaration.key]: true } });
    expect(extended.body.extensions).toEqual([expect.objectContaining({ hours: 4, previous_end: before, new_end: new Date(new Date(before).getTime() + 4 * HOUR).toISOString() })]);
    expect(extended.body.display_status).toBe('extended');
    // handover: the outgoing person names the incoming one, who confirms
    const handedOver = await hod<PermitDetail>('POST', `/permits/${id}/actions`, { action: 'handover', incoming_id: userOf('admin@acme.test').id, notes: 'Isolations in place', comment: '' });
    expect(handedOver.body.handovers).toEqual([expect.objectContaining({ outgoing_confirmed: true, incoming_confirmed_at: null, notes: 'Isolations in place' })]);
    expect((await hod('POST', `/permits/${id}/actions`, { action: 'handover', incoming_id: userOf('admin@acme.test').id, comment: '' })).status).toBe(403);
    const confirmed = await admin<PermitDetail>('POST', `/permits/${id}/actions`, { action: 'handover', comment: '' });
    expect(confirmed.body.handovers[0].incoming_confirmed_at).toEqual(expect.any(String));
    // hand-back needs the Closure Checklist
    const closure = latest('EI').definition.sections.find((s) => s.kind === 'closure')!.questions[0];
    expect((await admin('POST', `/permits/${id}/actions`, { action: 'handback', comment: '', closure_answers: {} })).status).toBe(422);
    const handedBack = await admin<PermitDetail>('POST', `/permits/${id}/actions`, { action: 'handback', comment: '', closure_answers: { [closure.key]: [closure.options[0]] } });
    expect([handedBack.body.status, handedBack.body.display_status]).toEqual(['handed_back', 'pending_closure']);
    const closed = await hod<PermitDetail>('POST', `/permits/${id}/actions`, { action: 'close', comment: 'Area inspected' });
    expect([closed.body.status, closed.body.closed_at !== null, closed.body.closure_answers]).toEqual(['closed', true, { [closure.key]: [closure.options[0]] }]);
    expect(closed.body.history.map((h) => h.action)).toEqual(['create', 'send_draft', 'update', 'request', 'approve', 'suspend', 'reissue', 'extend', 'handover', 'handover_accept', 'handback', 'close']);
    expect(closed.body.history.every((h) => h.by_name && h.at)).toBe(true);
  });

  it('adds workers, checks them with the worker profile setting; clones into a draft without the hazard and gas answers', async () => {
    const hod = await calls('hod@acme.test');
    const made = await hod<PermitDetail>('POST', '/permits', { permit: input('HW', { location: { ...input().location, site_id: sites()[1]?.id ?? sites()[0].id } }), submit: true });
    expect(made.status).toBe(201);
    const bad = await hod('POST', `/permits/${made.body.id}/actions`, { action: 'add_workers', comment: '', workers: [{ name: '', age: 7 }] });
    expect(bad.body.errors).toEqual(expect.arrayContaining([PERMIT_SERVER_MESSAGES['validation.workerNameRequired'], PERMIT_SERVER_MESSAGES['validation.workerAgeInvalid']]));
    const added = await hod<PermitDetail>('POST', `/permits/${made.body.id}/actions`, { action: 'add_workers', comment: '', workers: [{ name: 'Lena Kaya', age: 29, gender: 'Female', phone: '', id_number: '', company: 'Delta Mechanical Ltd', contractor: true, photo: null }] });
    expect(added.body.workers.map((w) => w.name)).toEqual(['Ahmed Ali', 'Lena Kaya']);
    const clone = await hod<PermitDetail>('POST', `/permits/${made.body.id}/clone`);
    expect([clone.status, clone.body.status, clone.body.cloned_from_id, clone.body.history[0].action]).toEqual([201, 'draft', made.body.id, 'clone']);
    const custom = latest('HW').definition.sections.filter((s) => s.kind === 'custom').flatMap((s) => s.questions.map((q) => q.key));
    expect(custom.some((k) => k in made.body.answers)).toBe(true);
    expect(custom.filter((k) => k in clone.body.answers)).toEqual([]);
  });

  it('auto-approves a low-risk template on submission (SPEC §4)', async () => {
    const admin = await calls('admin@acme.test');
    const gw = formOf('GW');
    expect((await admin('POST', `/permit_forms/${gw.id}/publish`)).status).toBe(201);
    const made = await admin<PermitDetail>('POST', '/permits', { permit: input('GW'), submit: true });
    expect([made.status, made.body.status, made.body.low_risk]).toEqual([201, 'active', true]);
    expect(made.body.history.map((h) => h.action)).toEqual(['create', 'request', 'auto_approve']);
  });

  it('an approver must acknowledge every clash with a reason (issue 14)', async () => {
    const hod = await calls('hod@acme.test');
    const first = sites()[0];
    const zone = db.list<DemoSitePlan>(acme(), 'site_plans').find((p) => p.site_id === first.id)!.zones[0];
    const clashing = await hod('GET', `/permits/clashes?site_id=${first.id}&zone_id=${zone.id}&start_at=${encodeURIComponent(at(0))}&end_at=${encodeURIComponent(at(4))}&permit_type=hot_work`);
    const found = clashing.body.clashes as PermitDetail['clashes'];
    expect(found.length).toBeGreaterThan(0);
    const made = await (await calls('admin@acme.test'))<PermitDetail>('POST', '/permits', { permit: input('EI', { location: { ...input().location, site_id: first.id, zone_id: zone.id }, start_at: at(0), end_at: at(4) }), submit: true });
    expect(made.body.clashes.length).toBeGreaterThan(0);
    const refused = await hod('POST', `/permits/${made.body.id}/actions`, { action: 'approve', comment: '' });
    expect([refused.status, refused.body.errors]).toEqual([422, [PERMIT_SERVER_ONLY_MESSAGES['server.clashNotAcknowledged']]]);
    const acks = made.body.clashes.map((c) => ({ other_permit_id: c.other_permit_id, reason: 'Work sequenced with the other team' }));
    const approved = await hod<PermitDetail>('POST', `/permits/${made.body.id}/actions`, { action: 'approve', comment: '', clash_acknowledgements: acks });
    expect(approved.status).toBe(200);
    expect(approved.body.clash_acknowledgements.map((a) => a.other_permit_id).sort()).toEqual(acks.map((a) => a.other_permit_id).sort());
    expect(approved.body.clashes.every((c) => c.acknowledged)).toBe(true);
    expect(approved.body.history.filter((h) => h.action === 'clash_ack')).toHaveLength(acks.length);
  });
});

describe('demo backend: permits — version pinning', () => {
  it('a permit keeps its version: the template edited and v3 published, the permit still shows and validates with v2', async () => {
    const admin = await calls('admin@acme.test');
    const hw = formOf('HW');
    const v2 = latest('HW');
    const v2Input = input('HW');
    const made = await admin<PermitDetail>('POST', '/permits', { permit: v2Input, submit: false });
    expect([made.body.permit_form_version_id, made.body.permit_form_version_number]).toEqual([v2.id, 2]);
    // the template changes: a question renamed and a new required one
    const sections = hw.sections.map((s) => (s.kind === 'custom' ? { ...s, questions: [...s.questions.map((q, i) => (i === 0 ? { ...q, label: 'Renamed in v3' } : q)), { ...s.questions[0], key: 'hw-new', label: 'New in v3', required: true, type: 'text_field' as const, options: [] }] } : s));
    expect((await admin('PATCH', `/permit_forms/${hw.id}`, { sections })).status).toBe(200);
    const published = await admin<{ version: { number: number } }>('POST', `/permit_forms/${hw.id}/publish`);
    expect(published.body.version.number).toBe(3);
    // the permit: same version, same answers; requesting it validates against v2 (v3's new question is not asked)
    const after = await admin<PermitDetail>('GET', `/permits/${made.body.id}`);
    expect([after.body.permit_form_version_id, after.body.answers]).toEqual([v2.id, made.body.answers]);
    const requested = await admin<PermitDetail>('POST', `/permits/${made.body.id}/actions`, { action: 'request', comment: '' });
    expect([requested.status, requested.body.status, requested.body.permit_form_version_number]).toEqual([200, 'requested', 2]);
    // a new permit pins v3 and must answer the new question
    const v3 = latest('HW');
    const refused = await admin('POST', '/permits', { permit: { ...v2Input, permit_form_version_id: v3.id }, submit: true });
    expect(refused.body.errors).toContain('New in v3: is required');
    // a seeded v1 hot-work permit still reads as v1
    const old = permits().find((p) => p.number.startsWith('HW-') && p.permit_form_version_number === 1 && p.status !== 'draft')!;
    expect((await admin<PermitDetail>('GET', `/permits/${old.id}`)).body.permit_form_version_number).toBe(1);
  });
});

describe('demo backend: permits — lookups', () => {
  it('lists the last 20 distinct workers and the open permits of a site with a location (map)', async () => {
    const api = await calls('supervisor@acme.test');
    const workers = (await api<{ workers: { name: string }[] }>('GET', '/v1/work_profile/find_recent_workers')).body.workers;
    expect(workers.length).toBe(20);
    expect(new Set(workers.map((w) => w.name)).size).toBeGreaterThan(15);
    const first = sites()[0];
    const map = (await api<{ permits: PermitSummary[] }>('GET', `/permits/map?site_id=${first.id}`)).body.permits;
    expect(map.length).toBeGreaterThan(0);
    expect(map.every((p) => p.location.site_id === first.id && (p.location.pin_id != null || p.location.zone_id != null) && ['requested', 'approved', 'active', 'suspended', 'handed_back'].includes(p.status))).toBe(true);
    expect(map.some((p) => p.clash_count > 0)).toBe(true);
  });
});

describe('demo backend: permit templates carry a permit type; the cable carries the permit', () => {
  it('refuses an unknown type, keeps a known one in the published version, and a new permit copies it', async () => {
    const admin = await calls('admin@acme.test');
    const ei = formOf('EI');
    expect(ei.permit_type).toBe('electrical');
    const refused = await admin('PATCH', `/permit_forms/${ei.id}`, { permit_type: 'juggling' });
    expect([refused.status, refused.body.errors]).toEqual([422, ['Permit type is not known']]);
    const saved = await admin('PATCH', `/permit_forms/${ei.id}`, { permit_type: 'lifting' });
    expect([saved.status, saved.body.permit_type]).toEqual([200, 'lifting']);
    expect((await admin('POST', `/permit_forms/${ei.id}/publish`)).status).toBe(201);
    expect(latest('EI').definition.permit_type).toBe('lifting');
    const made = await admin<PermitDetail>('POST', '/permits', { permit: input('EI'), submit: false });
    expect(made.body.permit_type).toBe('lifting');
  });

  it('refuses a worker photo that is not a JPEG or PNG under 500 KB (SPEC §5)', async () => {
    const api = await calls('hod@acme.test');
    const worker = input().workers[0];
    const refused = await api('POST', '/permits', { permit: input('EI', { workers: [{ ...worker, photo: { name: 'me.gif', type: 'image/gif', size: 1000, data_url: 'data:image/gif;base64,R0lGOD' } }] }), submit: true });
    expect(refused.body.errors).toEqual([PERMIT_SERVER_MESSAGES['validation.workerPhotoInvalid']]);
    const big = await api('POST', '/permits', { permit: input('EI', { workers: [{ ...worker, photo: { name: 'me.png', type: 'image/png', size: 600 * 1024, data_url: 'data:image/png;base64,iVBOR' } }] }), submit: true });
    expect(big.body.errors).toEqual([PERMIT_SERVER_MESSAGES['validation.workerPhotoInvalid']]);
  });

  it('checks a worker photo and the attachments on their bytes, not on the declared type (SPEC §5)', async () => {
    const api = await calls('hod@acme.test');
    const worker = input().workers[0];
    const gifBytes = btoa('GIF89a\x01\x00\x01\x00\x00\x00\x00;');
    const photo = { name: 'me.png', type: 'image/png', size: 14, data_url: `data:image/png;base64,${gifBytes}` };
    const refused = await api('POST', '/permits', { permit: input('EI', { workers: [{ ...worker, photo }] }), submit: true });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([expect.stringMatching(/^File content does not match .*\(me\.png\)$/)]);
    const file = { name: 'method.pdf', type: 'application/pdf', size: 14, data_url: `data:application/pdf;base64,${gifBytes}` };
    const refusedFile = await api('POST', '/permits', { permit: input('EI', { attachments: [file] }), submit: true });
    expect(refusedFile.body.errors).toEqual([expect.stringMatching(/^File content does not match .*\(method\.pdf\)$/)]);
  });

  it('serialises a permit for the cable as the detail plus the summary fields (cached lists and the open permit are patched)', () => {
    const p = permits().find((r) => r.status === 'active')!;
    const row = serializeForCable(acme(), p);
    expect(row).toMatchObject({ id: p.id, display_status: displayStatus(p), board_column: expect.any(String), extension_count: p.extensions.length, clash_count: row.clashes.length, site_name: expect.any(String) });
    expect(row.history).toEqual(p.history);
  });
});
