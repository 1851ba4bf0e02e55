import { rawCallsAs } from '@/testing/backend';
import { db } from '@/mocks/db/db';
import type { DemoPermit, DemoPermitForm, DemoPermitFormVersion, DemoSite, DemoUser } from '@/mocks/db/types';
import type { DemoNotification } from '@/mocks/cable/payloads';
import { answersOf } from '@/mocks/db/seed/permits';
import { createRandom } from '@/mocks/db/seed/random';
import type { PermitDetail, PermitInput, PermitListResponse } from '../model/types';
import { formSections, treeQuestionKeys } from '../model/answers';
import { PERMIT_SERVER_MESSAGES, PERMIT_SERVER_ONLY_MESSAGES } from '../schemas/rule-messages';

type Json = Record<string, unknown> & { errors?: string[] };
const acme = () => db.tenant('acme')!;
const versions = () => db.list<DemoPermitFormVersion>(acme(), 'permit_form_versions');
const formOf = (prefix: string) => db.list<DemoPermitForm>(acme(), 'permit_forms').find((f) => f.prefix_id === prefix)!;
const latest = (prefix: string) => versions().filter((v) => v.permit_form_id === formOf(prefix).id).sort((a, b) => b.number - a.number)[0];
const userOf = (email: string) => db.list<DemoUser>(acme(), 'users').find((u) => u.email === email)!;
const sites = () => db.list<DemoSite>(acme(), 'sites').filter((s) => s.status === 'active');
const HOUR = 3_600_000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

async function calls(email: string) {
  const raw = await rawCallsAs(email);
  return async <T = Json>(method: string, path: string, body?: unknown) => {
    const r = await raw(method, path, body);
    return { status: r.status, body: (await r.json().catch(() => null)) as T & Json };
  };
}

const gasKey = () => formSections(latest('CSE').definition).sections.flatMap((s) => s.questions).find((q) => q.type === 'gas_test')!.key;
const SAFE = { o2: 20.9, lfl: 0, h2s: 0, co: 0 };

/** a complete confined-space permit (answers valid, the gas test passing unless `gas` says otherwise) */
function cse(gas?: Record<string, unknown>): PermitInput {
  const version = latest('CSE');
  const site = sites()[1] ?? sites()[0];
  const answers = answersOf(formSections(version.definition), createRandom(11), { siteId: site.id, userIds: [userOf('hod@acme.test').id], at: at(-1) });
  return {
    title: 'Inspect tank T-4',
    description: 'Internal inspection of the tank',
    permit_form_version_id: version.id,
    issuing_officer_ids: [],
    location: { site_id: site.id, division_id: null, department_id: null, unit_id: null, description: 'Tank farm', pin_id: null, zone_id: null, isolation_pin_ids: [] },
    start_at: at(-1),
    end_at: at(7),
    workers: [{ key: 'w1', name: 'Ahmed Ali', photo: null, age: 34, phone: '', id_number: '', gender: '', company: '', contractor: false }],
    answers: gas ? { ...answers, [gasKey()]: gas } : answers,
    attachments: [],
    remarks: '',
  };
}

const GATE = PERMIT_SERVER_MESSAGES['validation.gasTestFailed'];

describe('demo backend: the gas-test gate (OSHA 1910.146(d)(5))', () => {
  it('a failed test, even flagged unsafe with a note, blocks the request (422); a draft keeps it; a passing re-test lets it through', async () => {
    const api = await calls('admin@acme.test');
    const failed = { readings: { ...SAFE, o2: 18.2 }, flagged_unsafe: true, flag_note: 'Low oxygen: ventilating' };
    const refused = await api('POST', '/permits', { permit: cse(failed), submit: true });
    expect([refused.status, refused.body.errors]).toEqual([422, [GATE]]);
    const draft = await api<PermitDetail>('POST', '/permits', { permit: cse(failed), submit: false });
    expect(draft.status).toBe(201);
    expect((await api('POST', `/permits/${draft.body.id}/actions`, { action: 'request', comment: '' })).body.errors).toEqual([GATE]);
    // a second failing re-test does not help; a passing one does — the failure stays recorded
    const stillBad = { ...failed, retests: [{ readings: { ...SAFE, h2s: 12 }, at: at(0) }] };
    expect((await api('PATCH', `/permits/${draft.body.id}`, { permit: { answers: cse(stillBad).answers }, submit: true })).body.errors).toEqual([GATE]);
    const retested = { ...failed, retests: [...stillBad.retests, { readings: SAFE, at: at(0) }] };
    const ok = await api<PermitDetail>('PATCH', `/permits/${draft.body.id}`, { permit: { answers: cse(retested).answers }, submit: true });
    expect([ok.status, ok.body.status]).toEqual([200, 'requested']);
    expect(ok.body.answers[gasKey()]).toMatchObject({ flagged_unsafe: true, flag_note: 'Low oxygen: ventilating', retests: [{}, {}] });
  });

  it('approval is refused while the latest test fails (a permit requested before the rule), and allowed after a passing re-test', async () => {
    const admin = await calls('admin@acme.test');
    const made = await admin<PermitDetail>('POST', '/permits', { permit: cse(), submit: true });
    expect(made.body.status).toBe('requested');
    const row = db.list<DemoPermit>(acme(), 'permits').find((p) => p.id === made.body.id)!;
    row.answers = { ...row.answers, [gasKey()]: { readings: { ...SAFE, lfl: 12 }, flagged_unsafe: true, flag_note: 'Vapour in the sump' } };
    const hod = await calls('hod@acme.test');
    const refused = await hod('POST', `/permits/${made.body.id}/actions`, { action: 'approve', comment: '' });
    expect([refused.status, refused.body.errors]).toEqual([422, [GATE]]);
    row.answers = { ...row.answers, [gasKey()]: { ...(row.answers[gasKey()] as object), retests: [{ readings: SAFE, at: at(0) }] } };
    const approved = await hod<PermitDetail>('POST', `/permits/${made.body.id}/actions`, { action: 'approve', comment: '' });
    expect([approved.status, approved.body.status]).toEqual([200, 'active']);
  });
});

describe('demo backend: separation of duties and the two-person handover (HSG250)', () => {
  it('the requester cannot approve their own confined-space permit, even as the admin; another approver can', async () => {
    const admin = await calls('admin@acme.test');
    const made = await admin<PermitDetail>('POST', '/permits', { permit: cse(), submit: true });
    const own = await admin('POST', `/permits/${made.body.id}/actions`, { action: 'approve', comment: '' });
    expect([own.status, own.body.errors]).toEqual([403, [PERMIT_SERVER_ONLY_MESSAGES['server.ownPermit']]]);
    const other = await (await calls('hod@acme.test'))<PermitDetail>('POST', `/permits/${made.body.id}/actions`, { action: 'approve', comment: '' });
    expect([other.status, other.body.approved_by_id]).toEqual([200, userOf('hod@acme.test').id]);
  });

  it('no seeded permit was approved by its requester', () => {
    const rows = db.list<DemoPermit>(acme(), 'permits');
    expect(rows.filter((p) => p.approved_by_id != null).length).toBeGreaterThan(50);
    expect(rows.filter((p) => p.approved_by_id === p.requestor_id || p.approval?.approvals.some((a) => a.user_id === p.requestor_id))).toEqual([]);
  });

  it('the outgoing person holds the permit until the incoming one accepts; the incoming one is told; the history shows both sides', async () => {
    const admin = await calls('admin@acme.test');
    const hod = await calls('hod@acme.test');
    const made = await admin<PermitDetail>('POST', '/permits', { permit: cse(), submit: true });
    await hod('POST', `/permits/${made.body.id}/actions`, { action: 'approve', comment: '' });
    const before = db.list<DemoNotification>(acme(), 'notifications').filter((n) => n.user_id === userOf('hod@acme.test').id).length;
    await admin('POST', `/permits/${made.body.id}/actions`, { action: 'handover', incoming_id: userOf('hod@acme.test').id, notes: 'Ventilation running', comment: '' });
    const told = db.list<DemoNotification>(acme(), 'notifications').filter((n) => n.user_id === userOf('hod@acme.test').id);
    expect(told.length).toBe(before + 1);
    expect(told.at(-1)).toMatchObject({ kind: 'permit_handover', link: `/permit/${made.body.id}/summary` });
    const row = async () => (await admin<PermitListResponse>('GET', `/permits?per_page=500&search=${encodeURIComponent(made.body.number)}`)).body.permits.find((p) => p.id === made.body.id)!;
    expect(await row()).toMatchObject({ holder: { id: userOf('admin@acme.test').id }, handover_to: { id: userOf('hod@acme.test').id } });
    const map = (await admin<{ permits: PermitListResponse['permits'] }>('GET', `/permits/map?site_id=${made.body.location.site_id}`)).body.permits;
    expect(map.every((p) => p.holder && 'handover_to' in p)).toBe(true);
    const accepted = await hod<PermitDetail>('POST', `/permits/${made.body.id}/actions`, { action: 'handover', comment: '' });
    expect(accepted.body.history.slice(-2).map((h) => [h.action, h.by_name])).toEqual([
      ['handover', userOf('admin@acme.test').full_name],
      ['handover_accept', userOf('hod@acme.test').full_name],
    ]);
    expect(await row()).toMatchObject({ holder: { id: userOf('hod@acme.test').id }, handover_to: null });
  });
});

describe('demo backend: Division / Department / Unit answers come from the site tree (SPEC §3)', () => {
  it('a saved permit names the chosen units whatever text was sent; every seeded permit names its own units', async () => {
    const site = sites().find((s) => s.divisions.some((d) => d.departments.length))!;
    const division = site.divisions.find((d) => d.departments.length)!;
    const department = division.departments[0];
    const keys = treeQuestionKeys(latest('CSE').definition);
    const typed = Object.fromEntries([...keys.keys()].map((k) => [k, 'typed by hand']));
    const input = cse();
    const made = await (await calls('admin@acme.test'))<PermitDetail>('POST', '/permits', {
      permit: { ...input, answers: { ...input.answers, ...typed }, location: { ...input.location, site_id: site.id, division_id: division.id, department_id: department.id } },
      submit: false,
    });
    const byLevel = Object.fromEntries([...keys].map(([k, level]) => [level, made.body.answers[k]]));
    expect(byLevel).toEqual({ division: division.name, department: department.name, unit: '' });
    for (const p of db.list<DemoPermit>(acme(), 'permits').slice(0, 60)) {
      const version = versions().find((v) => v.id === p.permit_form_version_id)!;
      const s = sites().find((x) => x.id === p.location.site_id);
      const d = s?.divisions.find((x) => x.id === p.location.division_id);
      for (const [k, level] of treeQuestionKeys(version.definition)) if (level === 'division' && k in p.answers) expect(p.answers[k]).toBe(d?.name ?? '');
    }
  });
});

describe('demo backend: statuses after extend and hand-back read as the views showed them', () => {
  it('an extended permit handed back reads "Extended → Pending closure", not "Active → Handed back"', async () => {
    const admin = await calls('admin@acme.test');
    const hod = await calls('hod@acme.test');
    const made = await admin<PermitDetail>('POST', '/permits', { permit: cse(), submit: true });
    const approved = await hod<PermitDetail>('POST', `/permits/${made.body.id}/actions`, { action: 'approve', comment: '' });
    expect(approved.body.history.at(-1)).toMatchObject({ from_display: 'requested', to_display: 'active' });
    const declaration = latest('CSE').definition.sections.find((s) => s.kind === 'declaration')!.questions[0];
    const extended = await hod<PermitDetail>('POST', `/permits/${made.body.id}/actions`, { action: 'extend', comment: '', declaration: { [declaration.key]: true } });
    expect([extended.body.display_status, extended.body.history.at(-1)]).toEqual(['extended', expect.objectContaining({ action: 'extend', from_display: 'active', to_display: 'extended' })]);
    const closure = latest('CSE').definition.sections.find((s) => s.kind === 'closure')!.questions[0];
    const back = await admin<PermitDetail>('POST', `/permits/${made.body.id}/actions`, { action: 'handback', comment: '', closure_answers: { [closure.key]: [closure.options[0]] } });
    expect([back.body.display_status, back.body.history.at(-1)]).toEqual(['pending_closure', expect.objectContaining({ action: 'handback', from_display: 'extended', to_display: 'pending_closure' })]);
  });
});
