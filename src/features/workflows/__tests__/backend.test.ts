import { securedClient } from '@/lib/api/clients';
import { failure, globexOwnerCalls, rawCallsAs, signIn } from '@/testing/backend';
import { db } from '@/mocks/db/db';
import type { DemoPermit, DemoRole, DemoSite, DemoUser, DemoWorkflow, DemoWorkflowReview } from '@/mocks/db/types';
import type { DemoObservation } from '@/mocks/db/seed/observations';
import type { WorkflowFormData, WorkflowImpact, WorkflowListResponse, WorkflowRecord } from '../model';

const tenant = (key: string) => db.tenant(key)!;
const userOf = (key: string, email: string) => db.list<DemoUser>(tenant(key), 'users').find((u) => u.email === email)!;
const siteOf = (key: string, name: string) => db.list<DemoSite>(tenant(key), 'sites').find((s) => s.name === name)!;
const workflows = (key: string) => db.list<DemoWorkflow>(tenant(key), 'workflows');
const reviews = (key: string) => db.list<DemoWorkflowReview>(tenant(key), 'workflow_reviews');
/** the acme observations waiting for review at a site */
const inReviewAt = (siteId: number) => db.list<DemoObservation>(tenant('acme'), 'observations').filter((o) => o.site_id === siteId && o.status === 'completed');

const rawCalls = rawCallsAs;

const globexCalls = globexOwnerCalls;

function harbourParallel() {
  const ids = ['hod@acme.test', 'supervisor@acme.test', 'permits@acme.test'].map((e) => userOf('acme', e).id);
  return { title: 'Harbour observation review', workflow_type: 'parallel', module: 'Observation', form_ids: [], site_ids: [siteOf('acme', 'Harbour Assembly').id], reviewer_ids: ids, approvals_required: 2, lead_time_value: 24, lead_time_unit: 'hours', escalation_user_id: userOf('acme', 'admin@acme.test').id };
}

describe('demo backend: workflows', () => {
  it('seeds 2–4 workflows per organisation and lists them with search, module filter and sort', async () => {
    expect(workflows('acme')).toHaveLength(4);
    expect(workflows('globex')).toHaveLength(2);
    expect(workflows('initech')).toHaveLength(2);
    await signIn('admin@acme.test');
    const all = (await securedClient.get<WorkflowListResponse>('/workflows')).data;
    expect(all.workflows.map((w) => w.title)).toEqual(['HIRA review', 'Incident investigation sign-off', 'Observation close-out – Northfield Plant', 'Permit to work approval']);
    expect(all.workflows[2]).toMatchObject({ workflow_type: 'parallel', approvals_required: 2, site_names: ['Northfield Plant'], reviewer_names: expect.arrayContaining(['Hugo Dalton', 'Sara Petrova']), escalation_user_name: 'Alice Admin' });
    const incidents = (await securedClient.get<WorkflowListResponse>('/workflows', { params: { module: 'Incident' } })).data;
    expect(incidents.workflows.map((w) => w.title)).toEqual(['Incident investigation sign-off']);
    const searched = (await securedClient.get<WorkflowListResponse>('/workflows', { params: { search: 'northfield' } })).data;
    expect(searched.total_count).toBe(1);
    const byModule = (await securedClient.get<WorkflowListResponse>('/workflows', { params: { sort: 'module', order: 'desc' } })).data;
    expect(byModule.workflows.map((w) => w.module)).toEqual(['Permit', 'Observation', 'Incident', 'HIRA']);
    const form = (await securedClient.get<WorkflowFormData>('/workflows/form_data')).data;
    expect(form.modules).toEqual(['Incident', 'Observation', 'Permit', 'Audit', 'HIRA']);
    // the permit and audit templates their modules seed are the forms a workflow can cover
    expect(form.forms.Permit?.map((f) => f.name)).toEqual(expect.arrayContaining(['Hot work permit', 'Confined space entry permit']));
    expect(form.forms.Audit?.map((f) => f.name)).toEqual(expect.arrayContaining(['Site safety walk', 'PPE compliance']));
    expect(form.sites).toHaveLength(4);
    expect(form.super_admin).toEqual({ id: userOf('acme', 'admin@acme.test').id, full_name: 'Alice Admin' });
    expect(form.users.map((u) => u.full_name)).not.toContain('Ivan Idle');
    expect(form.users.map((u) => u.full_name)).not.toContain('Carl Builder');
  });

  it('creates, previews an edit (dry run saves nothing) and updates, restarting the reviews through db.commit', async () => {
    await signIn('admin@acme.test');
    const harbour = siteOf('acme', 'Harbour Assembly');
    const waiting = inReviewAt(harbour.id);
    expect(waiting.length).toBeGreaterThan(0);
    const seen: string[] = [];
    const off = db.subscribe((c) => seen.push(`${c.collection}:${c.verb}`));

    const dryCreate = await securedClient.post<{ impact: WorkflowImpact }>('/workflows', harbourParallel(), { params: { dry_run: true } });
    expect(dryCreate.data.impact.total).toBe(waiting.length);
    expect(workflows('acme')).toHaveLength(4);
    expect(seen).toEqual([]);

    const created = await securedClient.post<WorkflowRecord & { restarted: number }>('/workflows', harbourParallel());
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ title: 'Harbour observation review', approvals_required: 2, reviewer_names: ['Hugo Dalton', 'Sara Petrova', 'Pablo Ortega'], restarted: waiting.length });
    expect(seen.filter((s) => s === 'workflows:create')).toHaveLength(1);
    expect(seen.filter((s) => s === 'workflow_reviews:create')).toHaveLength(waiting.length);

    const id = created.data.id;
    const edit = { workflow_type: 'sequential', reviewer_ids: created.data.reviewer_ids.slice().reverse(), approvals_required: null };
    const preview = await securedClient.patch<{ impact: WorkflowImpact }>(`/workflows/${id}`, edit, { params: { dry_run: true } });
    expect(preview.data.impact.records.map((r) => r.record_id).sort()).toEqual(waiting.map((o) => o.id).sort());
    expect(preview.data.impact.records[0]).toMatchObject({ module: 'Observation', site_name: 'Harbour Assembly', status: 'completed', plan: { kind: 'sequential', first_approver_id: userOf('acme', 'permits@acme.test').id }, approver_names: ['Pablo Ortega', 'Sara Petrova', 'Hugo Dalton'] });
    expect(workflows('acme').find((w) => w.id === id)!.workflow_type).toBe('parallel');

    const updated = await securedClient.patch<WorkflowRecord & { restarted: number }>(`/workflows/${id}`, edit);
    expect(updated.data).toMatchObject({ workflow_type: 'sequential', approvals_required: null, reviewer_names: ['Pablo Ortega', 'Sara Petrova', 'Hugo Dalton'], restarted: waiting.length });
    off();
    const review = reviews('acme').find((r) => r.record_id === waiting[0].id)!;
    expect(review).toMatchObject({ workflow_id: id, round: 2, reason: 'workflow_updated', plan: { kind: 'sequential', approver_ids: updated.data.reviewer_ids } });
  });

  it('a requested permit the change covers gets its approval round drawn again: approvals given are dropped, the history says why', async () => {
    await signIn('admin@acme.test');
    const permits = () => db.list<DemoPermit>(tenant('acme'), 'permits');
    // a seeded permit half-way through a two-approver round
    const pending = permits().find((p) => p.status === 'requested' && (p.approval?.approvals.length ?? 0) > 0)!;
    const untouched = permits().find((p) => p.status === 'active' && p.location.site_id === pending.location.site_id);
    const admin = userOf('acme', 'admin@acme.test');
    const body = { title: 'One-site permit approval', workflow_type: 'sequential', module: 'Permit', form_ids: [pending.permit_form_id], site_ids: [pending.location.site_id], reviewer_ids: [admin.id], approvals_required: null, lead_time_value: 4, lead_time_unit: 'hours', escalation_user_id: null };
    const dry = await securedClient.post<{ impact: WorkflowImpact }>('/workflows', body, { params: { dry_run: true } });
    expect(dry.data.impact.records.find((r) => r.record_id === pending.id)).toMatchObject({ module: 'Permit', approver_names: ['Alice Admin'] });
    expect(permits().find((p) => p.id === pending.id)!.approval!.approvals.length).toBeGreaterThan(0);

    const created = await securedClient.post<WorkflowRecord>('/workflows', body);
    const after = permits().find((p) => p.id === pending.id)!;
    expect(after.approval).toMatchObject({ workflow_id: created.data.id, workflow_title: 'One-site permit approval', kind: 'sequential', approvers: [{ id: admin.id, name: 'Alice Admin' }], required: 1, approvals: [] });
    expect(after.history.at(-1)).toMatchObject({ action: 'review_restart', by_name: 'Alice Admin', comment: 'One-site permit approval', from_status: 'requested', to_status: 'requested' });
    if (untouched) expect(permits().find((p) => p.id === untouched.id)!.history).toEqual(untouched.history);
  });

  it('deleting hands the records to the super admin (no other workflow covers them), dry run first', async () => {
    await signIn('admin@acme.test');
    const northfield = siteOf('acme', 'Northfield Plant');
    const seeded = workflows('acme').find((w) => w.module === 'Observation')!;
    const admin = userOf('acme', 'admin@acme.test');
    const dry = await securedClient.delete<{ impact: WorkflowImpact; super_admin: { id: number; full_name: string } }>(`/workflows/${seeded.id}`, { params: { dry_run: true } });
    expect(dry.data.super_admin).toEqual({ id: admin.id, full_name: 'Alice Admin' });
    expect(dry.data.impact.total).toBe(inReviewAt(northfield.id).length);
    expect(dry.data.impact.records.every((r) => r.plan.kind === 'super_admin' && r.approver_names.join() === 'Alice Admin')).toBe(true);
    expect(workflows('acme')).toHaveLength(4);

    const done = await securedClient.delete<{ restarted: number }>(`/workflows/${seeded.id}`);
    expect(done.data.restarted).toBe(inReviewAt(northfield.id).length);
    expect(workflows('acme').map((w) => w.id)).not.toContain(seeded.id);
    const fallback = reviews('acme').filter((r) => r.reason === 'workflow_deleted');
    expect(fallback).toHaveLength(inReviewAt(northfield.id).length);
    expect(fallback.every((r) => r.workflow_id === null && r.plan.kind === 'super_admin' && r.plan.approver_ids[0] === admin.id)).toBe(true);
    expect((await failure(securedClient.get(`/workflows/${seeded.id}`))).status).toBe(404);
  });

  it('answers 422 with the schema’s messages and the server-only rules, and saves nothing', async () => {
    await signIn('admin@acme.test');
    const empty = await failure(securedClient.post('/workflows', { title: '', module: '', reviewer_ids: [] }));
    expect(empty.status).toBe(422);
    expect(empty.data).toEqual({ errors: ['Title is required', 'Module must be chosen', 'A reviewer must be selected', 'Lead time is required'] });
    const body = harbourParallel();
    const six = await failure(securedClient.post('/workflows', { ...body, reviewer_ids: [...body.reviewer_ids, 1, 2, 3], approvals_required: 7 }));
    expect(six.data).toEqual({ errors: ['A workflow can have at most 5 reviewers', 'Approvals required must be between 1 and the number of reviewers', 'Reviewers must be active users'] });
    const inactive = userOf('acme', 'inactive@acme.test').id;
    const other = await failure(securedClient.post('/workflows', { ...body, title: 'HIRA review', reviewer_ids: [inactive], approvals_required: 1, escalation_user_id: 999_999, site_ids: [siteOf('globex', 'Central Depot').id] }));
    expect(other.data).toEqual({ errors: ['Reviewers must be active users', 'Escalation user must be an active user', 'Sites must be sites of the organisation', 'Title has already been taken'] });
    const clash = await failure(securedClient.post('/workflows', { ...body, site_ids: [siteOf('acme', 'Northfield Plant').id] }));
    expect(clash.data).toEqual({ errors: ['Another workflow already covers this module for these sites and forms'] });
    const dry = await failure(securedClient.patch(`/workflows/${workflows('acme')[0].id}`, { lead_time_unit: 'hours', lead_time_value: 500 }, { params: { dry_run: true } }));
    expect(dry.data).toEqual({ errors: ['Lead time must be from 1 to 168 hours'] });
    expect(workflows('acme')).toHaveLength(4);
  });

  it('answers 403 by WorkFlow rights', async () => {
    const w = workflows('acme')[0];
    const supervisor = await rawCalls('supervisor@acme.test');
    expect((await supervisor('GET', '/workflows')).status).toBe(403);
    expect((await supervisor('GET', '/workflows/form_data')).status).toBe(403);
    expect((await supervisor('GET', `/workflows/${w.id}`)).status).toBe(403);
    // HOD Safety Manager reads, adds and edits but may not delete
    const hod = await rawCalls('hod@acme.test');
    expect((await hod('GET', '/workflows')).status).toBe(200);
    expect((await hod('DELETE', `/workflows/${w.id}`)).status).toBe(403);
    expect((await hod('DELETE', `/workflows/${w.id}?dry_run=true`)).status).toBe(403);
    // a read-only role
    const reader = userOf('acme', 'permits@acme.test');
    const role = db.list<DemoRole>(tenant('acme'), 'roles').find((r) => r.name === 'Permit Coordinator')!;
    role.role_actions_attributes = role.role_actions_attributes.map((a) => (a.name === 'WorkFlow' ? { ...a, status: true, r_view: true } : a));
    expect(reader.role_id).toBe(role.id);
    const readOnly = await rawCalls('permits@acme.test');
    expect((await readOnly('GET', '/workflows')).status).toBe(200);
    expect((await readOnly('POST', '/workflows', harbourParallel())).status).toBe(403);
    expect((await readOnly('PATCH', `/workflows/${w.id}?dry_run=true`, { title: 'x' })).status).toBe(403);
    expect(workflows('acme')).toHaveLength(4);
  });

  it('keeps tenants apart', async () => {
    const acmeWorkflow = { ...workflows('acme')[0] };
    const globex = await globexCalls();
    const list = (await (await globex('GET', '/workflows')).json()) as WorkflowListResponse;
    expect(list.workflows.map((w) => w.title).sort()).toEqual(['Incident investigation sign-off', 'Observation close-out']);
    expect(list.workflows.every((w) => w.reviewer_names.join() === 'Olga Owens')).toBe(true);
    expect((await globex('GET', `/workflows/${acmeWorkflow.id}`)).status).toBe(404);
    expect((await globex('PATCH', `/workflows/${acmeWorkflow.id}`, { title: 'Mine' })).status).toBe(404);
    expect((await globex('DELETE', `/workflows/${acmeWorkflow.id}`)).status).toBe(404);
    // ids are per tenant: an acme user whose id no globex user has
    const globexIds = new Set(db.list<DemoUser>(tenant('globex'), 'users').map((u) => u.id));
    const stranger = db.list<DemoUser>(tenant('acme'), 'users').find((u) => u.status === 'Active' && !globexIds.has(u.id))!;
    const refused = await globex('POST', '/workflows', { title: 'Cross-tenant', workflow_type: 'sequential', module: 'Audit', reviewer_ids: [stranger.id], lead_time_value: 1, lead_time_unit: 'days', site_ids: [Math.max(...db.list<DemoSite>(tenant('acme'), 'sites').map((x) => x.id))] });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({ errors: ['Reviewers must be active users', 'Sites must be sites of the organisation'] });
    const form = (await (await globex('GET', '/workflows/form_data')).json()) as WorkflowFormData;
    expect(form.super_admin?.full_name).toBe('Olga Owens');
    expect(form.sites.map((x) => x.name)).toEqual(['Central Depot']);
    expect(workflows('acme')[0]).toEqual(acmeWorkflow);
  });
});
