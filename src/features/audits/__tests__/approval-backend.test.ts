import { securedClient } from '@/lib/api/clients';
import { failure, signIn } from '@/testing/backend';
import { db } from '@/mocks/db/db';
import type { DemoAudit, DemoAuditTemplate, DemoUser, DemoWorkflow } from '@/mocks/db/types';
import { HEADERS } from '@/config/constants';
import { env } from '@/config/env';
import { currentApiKey } from '@/lib/api/api-key';
import type { AuditWithDefinition } from '../model';
import { AUDIT_SERVER_ONLY_MESSAGES } from '../schemas/rule-messages';

const acme = () => db.tenant('acme')!;
const userOf = (email: string) => db.list<DemoUser>(acme(), 'users').find((u) => u.email === email)!;
const template = (name: string) => db.list<DemoAuditTemplate>(acme(), 'audit_templates').find((t) => t.name === name)!;

/** an audit of the template waiting for approval, without a stored round (it gets one from the workflows on read) */
function waitingAudit(templateName: string, auditor = 'supervisor@acme.test'): DemoAudit {
  const a = db.list<DemoAudit>(acme(), 'audits').find((x) => x.template_id === template(templateName).id && x.percent != null)!;
  Object.assign(a, { status: 'completed', round: undefined, decided_at: null, decided_by_id: null, reason: '', auditor_id: userOf(auditor).id });
  return a;
}

function addWorkflow(w: Pick<DemoWorkflow, 'title' | 'workflow_type' | 'reviewer_ids' | 'approvals_required'> & { form_ids: number[] }) {
  const at = new Date().toISOString();
  db.list<DemoWorkflow>(acme(), 'workflows').push({ ...w, id: db.newId(acme()), module: 'Audit', site_ids: [], lead_time_value: 1, lead_time_unit: 'days', escalation_user_id: null, created_at: at, updated_at: at });
}

/** a decision through plain fetch as `email` (the app's client would first try a refresh on a 403) */
async function decideAs(email: string, id: number, decision: 'approve' | 'reject', reason = '') {
  const store = await signIn(email);
  const headers = { Authorization: `Bearer ${store.getState().session.accessToken}`, [HEADERS.apiKey]: await currentApiKey(false), 'Content-Type': 'application/json' };
  return fetch(`${env.apiBaseUrl}/modify_audits/${id}`, { method: 'PATCH', headers, body: JSON.stringify({ decision, reason }) });
}

const decide = (id: number, decision: 'approve' | 'reject', reason = '') => securedClient.patch<AuditWithDefinition>(`/modify_audits/${id}`, { decision, reason });

describe('demo backend: audit approval by workflow reviewers', () => {
  it('seeds completed audits with their approvers; without an audit workflow only the super admin approves', async () => {
    await signIn('admin@acme.test');
    const admin = userOf('admin@acme.test');
    const seeded = db.list<DemoAudit>(acme(), 'audits');
    expect(seeded.filter((a) => a.status === 'completed').every((a) => a.round?.approver_ids.includes(admin.id))).toBe(true);
    expect(seeded.filter((a) => a.status === 'approved').every((a) => a.round && a.round.approvals.length >= a.round.required)).toBe(true);
    const audit = waitingAudit('Site safety walk');

    expect((await decideAs('hod@acme.test', audit.id, 'approve')).status).toBe(403);
    await signIn('hod@acme.test');
    const shown = (await securedClient.get<AuditWithDefinition>(`/audits/${audit.id}`)).data;
    expect(shown).toMatchObject({ approval_kind: 'super_admin', current_approver_ids: [admin.id], approvers: [{ name: 'Alice Admin', approved_at: null }] });

    await signIn('admin@acme.test');
    const approved = (await decide(audit.id, 'approve')).data;
    expect(approved).toMatchObject({ status: 'approved', decided_by_name: 'Alice Admin', current_approver_ids: [] });
    expect(approved.approvers[0].approved_at).not.toBeNull();
  });

  it('sequential: the approvers decide in order, the last approval approves', async () => {
    const hod = userOf('hod@acme.test');
    const admin = userOf('admin@acme.test');
    addWorkflow({ title: 'Fire sign-off', workflow_type: 'sequential', reviewer_ids: [hod.id, admin.id], approvals_required: null, form_ids: [template('Fire safety inspection').id] });
    const audit = waitingAudit('Fire safety inspection');

    // the super admin is second in line: not yet; the supervisor is no approver at all
    expect((await decideAs('admin@acme.test', audit.id, 'approve')).status).toBe(403);
    expect((await decideAs('supervisor@acme.test', audit.id, 'approve')).status).toBe(403);
    await signIn('hod@acme.test');
    const first = (await decide(audit.id, 'approve')).data;
    expect(first).toMatchObject({ status: 'completed', approval_kind: 'sequential', approval_workflow: 'Fire sign-off', current_approver_ids: [admin.id] });
    expect(first.approvers.map((a) => [a.name, a.approved_at != null])).toEqual([
      ['Hugo Dalton', true],
      ['Alice Admin', false],
    ]);
    expect((await decideAs('hod@acme.test', audit.id, 'approve')).status).toBe(403);
    await signIn('admin@acme.test');
    expect((await decide(audit.id, 'approve')).data).toMatchObject({ status: 'approved', decided_by_name: 'Alice Admin' });
  });

  it('parallel "N agree": N approvals approve; a reject with a reason by any current approver ends it', async () => {
    const hod = userOf('hod@acme.test');
    const admin = userOf('admin@acme.test');
    addWorkflow({ title: 'PPE review', workflow_type: 'parallel', reviewer_ids: [hod.id, admin.id], approvals_required: 2, form_ids: [template('PPE compliance').id] });
    const audit = waitingAudit('PPE compliance');

    await signIn('admin@acme.test');
    const one = (await decide(audit.id, 'approve')).data;
    expect(one).toMatchObject({ status: 'completed', approval_kind: 'parallel', approvals_required: 2, current_approver_ids: [hod.id] });
    expect((await decideAs('admin@acme.test', audit.id, 'approve')).status).toBe(403);
    await signIn('hod@acme.test');
    expect((await decide(audit.id, 'approve')).data.status).toBe('approved');

    const other = waitingAudit('PPE compliance');
    expect(other.id).toBe(audit.id);
    await signIn('admin@acme.test');
    expect((await failure(decide(other.id, 'reject', ' '))).status).toBe(422);
    const rejected = (await decide(other.id, 'reject', 'Gloves missing on line 2')).data;
    expect(rejected).toMatchObject({ status: 'rejected', reason: 'Gloves missing on line 2', decided_by_name: 'Alice Admin', current_approver_ids: [] });
  });

  it('never lets the auditor approve their own audit: the next reviewer decides, and with nobody else it says so', async () => {
    const hod = userOf('hod@acme.test');
    const admin = userOf('admin@acme.test');
    const own = { status: 422, data: { errors: [AUDIT_SERVER_ONLY_MESSAGES['validation.ownAudit']] } };

    // no Audit workflow: the super admin approves, but the super admin is the auditor and the only administrator
    const alone = waitingAudit('Site safety walk', 'admin@acme.test');
    await signIn('admin@acme.test');
    expect((await securedClient.get<AuditWithDefinition>(`/audits/${alone.id}`)).data).toMatchObject({ approvers: [], current_approver_ids: [], auditor_excluded: true });
    expect(await failure(decide(alone.id, 'approve'))).toEqual(own);
    expect(await failure(decide(alone.id, 'reject', 'Not mine to reject'))).toEqual(own);

    // sequential Hugo → Alice, audited by Hugo: Alice alone approves
    addWorkflow({ title: 'Fire sign-off', workflow_type: 'sequential', reviewer_ids: [hod.id, admin.id], approvals_required: null, form_ids: [template('Fire safety inspection').id] });
    const byHugo = waitingAudit('Fire safety inspection', 'hod@acme.test');
    await signIn('hod@acme.test');
    expect(await failure(decide(byHugo.id, 'approve'))).toEqual(own);
    await signIn('admin@acme.test');
    const approved = (await decide(byHugo.id, 'approve')).data;
    expect(approved).toMatchObject({ status: 'approved', approvers: [{ name: 'Alice Admin' }], approvals_required: 1, auditor_excluded: true, substitute_names: [] });

    // parallel "2 of 2", audited by Alice: Hugo's single approval is enough (N capped at those left)
    addWorkflow({ title: 'PPE review', workflow_type: 'parallel', reviewer_ids: [hod.id, admin.id], approvals_required: 2, form_ids: [template('PPE compliance').id] });
    const byAlice = waitingAudit('PPE compliance', 'admin@acme.test');
    await signIn('hod@acme.test');
    expect((await decide(byAlice.id, 'approve')).data).toMatchObject({ status: 'approved', approvals_required: 1, decided_by_name: 'Hugo Dalton' });

    // a round stored before this rule that names the auditor still refuses them
    const stored = waitingAudit('Site safety walk', 'hod@acme.test');
    stored.round = { kind: 'super_admin', workflow_id: null, workflow_title: null, approver_ids: [hod.id], required: 1, approvals: [] };
    expect(await failure(decide(stored.id, 'approve'))).toEqual(own);
  });
});
