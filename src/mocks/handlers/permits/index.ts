import { HttpResponse } from 'msw';
import { ruleErrors } from '@/lib/forms/rule-errors';
import { answersSchema } from '@/features/permit-templates/schemas/answers-schema';
import { answersServerT } from '@/features/permit-templates/schemas/rule-messages';
import { cloneAnswers, closureSections, declarationSections, formSections } from '@/features/permits/model/answers';
import { findClashes, type ClashCandidate } from '@/features/permits/model/clash';
import { isOwnPermit } from '@/features/permits/model/duties';
import { failedGasTests } from '@/features/permits/model/gas-gate';
import { PERMITS_MAX_PER_PAGE, PERMITS_PER_PAGE, matchesPermitFilters, permitArgsOf } from '@/features/permits/model/filters';
import { actionRefusal, canEdit, displayStatus, canSeeDraft, isEditable, issuedStatus, mayApprove, nextStatus, openHandover, rightsOf, type PermitActor } from '@/features/permits/model/status';
import { BOARD_COLUMNS, PERMIT_ACTIONS, type BoardColumn, type PermitAction, type PermitActionInput, type PermitSummary, type PermitWorker } from '@/features/permits/model/types';
import { actionCommentSchema, permitSchema } from '@/features/permits/schemas/permit-schema';
import { permitServerT } from '@/features/permits/schemas/rule-messages';
import { PERMIT_TYPES, type PermitType } from '@/features/site-plans/model';
import { db } from '../../db/db';
import type { DemoPermit, DemoPermitFormVersion } from '../../db/types';
import { errors, jsonBody, secured, type AuthContext } from '../../http';
import { pageOf, queryOf, sortRows } from '../../list-query';
import { registerRecordAudience, registerRecordSerializer } from '../../cable/server';
import { createNotification } from '../../cable/notifications';
import { clashContext, clashesFor, permitsOf, serializeDetail, serializeForCable, serializeSummary } from './serialize';
import {
  activeUsers,
  approvalFor,
  changesOf,
  contractorWorkerOffers,
  formsOf,
  historyEntry,
  holdsPermitRight,
  ineligibleWorkerErrors,
  inputOf,
  keptAnswers,
  latestVersionOf,
  msg,
  nextNumber,
  permitErrors,
  subscriptionCancelled,
  freePlanPermitsUsed,
  versionOf,
  workerFieldsOf,
} from './rules';

/**
 * The permit lifecycle (features/permits/README.md): SPEC §7 "Permits" GET / POST /permits, PATCH /permits/{id},
 * POST /permit_form_questions/{id}/permit_request_send_draft, GET /v1/work_profile/find_recent_workers, plus the
 * lifecycle actions, clone, clashes and the map. Tenant from the API key; every write through `db.commit()`; every
 * change appends a history line.
 */

const COLLECTION = 'permits';

registerRecordSerializer(COLLECTION, (tenant, row) => serializeForCable(tenant, row as DemoPermit) as unknown as DemoPermit);
// SPEC §6: a draft reaches only its requestor, sender and recipient, over the cable as over GET
registerRecordAudience(COLLECTION, (row, userId) => canSeeDraft(row as unknown as DemoPermit, userId));

const idOf = (raw: string) => (/^\d+$/.test(raw) ? Number(raw) : null);

const actorOf = (ctx: AuthContext): PermitActor => ({ id: ctx.user.id, rights: rightsOf((r) => ctx.can(r, 'Permit')), is_admin: ctx.user.is_admin });
const by = (ctx: AuthContext) => ({ id: ctx.user.id, full_name: ctx.user.full_name });

/** a permit the user may see: another tenant's id or a draft neither sent nor received is "not found" (SPEC §6) */
function visible(ctx: AuthContext, raw: string): DemoPermit | undefined {
  const id = idOf(raw);
  const p = id == null ? undefined : permitsOf(ctx.tenant).find((r) => r.id === id);
  return p && canSeeDraft(p, ctx.user.id) ? p : undefined;
}

function save(ctx: AuthContext, row: DemoPermit, verb: 'create' | 'update', before?: DemoPermit) {
  // the lines this change adds carry the status the views showed before and after (types.ts PermitHistoryEntry)
  if (before) {
    const now = new Date();
    const from = displayStatus(before, now);
    const to = displayStatus(row, now);
    row = { ...row, history: row.history.map((h, i) => (i < before.history.length ? h : { ...h, from_display: from, to_display: to })) };
  }
  db.commit(ctx.tenant, COLLECTION, verb, row);
  return HttpResponse.json(serializeDetail(ctx.tenant, row), { status: verb === 'create' ? 201 : 200 });
}

/** a new draft's own fields: a fresh id and number, pinned to `version`, the caller as requestor (create and clone) */
const newDraftOf = (ctx: AuthContext, version: DemoPermitFormVersion) => ({
  id: db.newId(ctx.tenant),
  number: nextNumber(ctx.tenant, version.definition.prefix_id),
  permit_form_version_id: version.id,
  permit_form_version_number: version.number,
  template_name: version.definition.name,
  permit_type: version.definition.permit_type ?? null,
  low_risk: version.definition.low_risk,
  status: 'draft' as const,
  requestor_id: ctx.user.id,
  requestor_name: ctx.user.full_name,
});

const SORT_KEYS: Record<string, (r: PermitSummary) => string | number> = {
  start_at: (r) => r.start_at,
  end_at: (r) => r.end_at,
  number: (r) => r.number,
  updated_at: (r) => r.updated_at,
};

/** request → requested with its approval round; a low-risk template without clashes is approved at once (SPEC §4) */
function submitted(ctx: AuthContext, row: DemoPermit, version: DemoPermitFormVersion, now = new Date()): DemoPermit {
  const from = row.status;
  const requested: DemoPermit = { ...row, status: 'requested', approval: approvalFor(ctx.tenant, row.location.site_id, row.permit_form_id, { id: row.requestor_id, name: row.requestor_name }), rejection_reason: '' };
  const history = [...row.history, historyEntry(ctx.tenant, by(ctx), 'request', from, 'requested')];
  const clashes = clashesFor(requested, { ...clashContext(ctx.tenant) });
  if (version.definition.low_risk && clashes.length === 0) {
    const to = issuedStatus(row, now);
    const at = now.toISOString();
    return { ...requested, status: to, approved_by_id: null, approved_at: at, history: [...history, historyEntry(ctx.tenant, null, 'auto_approve', 'requested', to, 'Low-risk template: approved on submission')] };
  }
  return { ...requested, history };
}

type Body = { permit?: unknown; submit?: unknown };

/** the lifecycle of a new draft (created or cloned): nothing extended, handed over, shared, approved or closed yet; its first history entry */
function freshLifecycle(first: DemoPermit['history'][number], clonedFrom: number | null, at: string) {
  return {
    extensions: [],
    handovers: [],
    closure_answers: {},
    shared_by_id: null,
    shared_to_id: null,
    cloned_from_id: clonedFrom,
    clash_acknowledgements: [],
    history: [first],
    approved_by_id: null,
    approved_at: null,
    closed_at: null,
    suspended_reason: '',
    approval: null,
    rejection_reason: '',
    created_at: at,
    updated_at: at,
  } satisfies Partial<DemoPermit>;
}
export const permitHandlers = [
  /** the register / board: filters (permits-plan.md), sorted, paged (≤ 500), with per-column counts; drafts only for their sender / recipient */
  secured('get', '/permits', ['read', 'Permit'], ({ tenant, request, user }) => {
    const q = queryOf(request);
    const args = permitArgsOf(q);
    const now = new Date();
    const ctx = clashContext(tenant);
    const all = permitsOf(tenant)
      .filter((p) => canSeeDraft(p, user.id))
      .map((p) => serializeSummary(tenant, p, ctx, now));
    const counts = Object.fromEntries(BOARD_COLUMNS.map((c) => [c, 0])) as Record<BoardColumn, number>;
    for (const p of all) if (matchesPermitFilters(p, args, now, { tab: true, column: true })) counts[p.board_column] += 1;
    const rows = all.filter((p) => matchesPermitFilters(p, args, now));
    const sorted = sortRows(rows, q, 'start_at', SORT_KEYS);
    const { rows: page, ...rest } = pageOf(sorted, q, PERMITS_PER_PAGE, PERMITS_MAX_PER_PAGE);
    return HttpResponse.json({ permits: page, ...rest, counts });
  }),
  /** the clashes a permit being written would have (the form shows them live) */
  secured('get', '/permits/clashes', ['read', 'Permit'], ({ tenant, request }) => {
    const q = queryOf(request);
    const excludeId = Number(q('exclude_id')) || 0;
    const existing = excludeId ? permitsOf(tenant).find((p) => p.id === excludeId) : undefined;
    const num = (k: string) => (Number(q(k)) > 0 ? Number(q(k)) : null);
    const type = q('permit_type');
    const candidate: ClashCandidate = {
      id: excludeId,
      number: existing?.number ?? '',
      title: existing?.title ?? '',
      status: 'requested',
      start_at: q('start_at'),
      end_at: q('end_at'),
      permit_type: (PERMIT_TYPES as readonly string[]).includes(type) ? (type as PermitType) : null,
      clash_acknowledgements: existing?.clash_acknowledgements ?? [],
      location: {
        site_id: num('site_id') ?? 0,
        division_id: null,
        department_id: null,
        unit_id: null,
        description: '',
        pin_id: num('pin_id'),
        zone_id: num('zone_id'),
        isolation_pin_ids: q('isolation_pin_ids')
          .split(',')
          .map(Number)
          .filter((n) => n > 0),
      },
    };
    if (!candidate.location.site_id || Number.isNaN(Date.parse(candidate.start_at)) || Number.isNaN(Date.parse(candidate.end_at))) return HttpResponse.json({ clashes: [] });
    const ctx = clashContext(tenant);
    return HttpResponse.json({ clashes: findClashes(candidate, ctx.live.filter((o) => o.id !== excludeId), ctx.plans) });
  }),
  /** the open permits of a site that have a pin or zone (the map view) */
  secured('get', '/permits/map', ['read', 'Permit'], ({ tenant, request, user }) => {
    const siteId = Number(queryOf(request)('site_id'));
    const now = new Date();
    const ctx = clashContext(tenant);
    const rows = permitsOf(tenant)
      .filter((p) => p.location.site_id === siteId && ['requested', 'approved', 'active', 'suspended', 'handed_back'].includes(p.status) && canSeeDraft(p, user.id))
      .filter((p) => p.location.pin_id != null || p.location.zone_id != null)
      .map((p) => serializeSummary(tenant, p, ctx, now));
    return HttpResponse.json({ permits: sortRows(rows, () => '', 'start_at', SORT_KEYS) });
  }),
  secured<{ id: string }>('get', '/permits/:id', ['read', 'Permit'], (ctx) => {
    if (idOf(ctx.params.id) === null) return undefined;
    const p = visible(ctx, ctx.params.id);
    return p ? HttpResponse.json(serializeDetail(ctx.tenant, p)) : errors(404, 'Record not found');
  }),
  /** a new permit pinned to a published version: a draft, or submitted at once (`submit: true`) */
  secured('post', '/permits', ['create', 'Permit'], async (ctx) => {
    if (subscriptionCancelled(ctx.tenant)) return errors(422, msg('server.subscriptionCancelled'));
    if (freePlanPermitsUsed(ctx.tenant, permitsOf(ctx.tenant))) return errors(422, msg('server.freePlanLimit'));
    const body = await jsonBody<Body>(ctx.request);
    const submit = body.submit === true;
    const input = inputOf(body.permit);
    const version = versionOf(ctx.tenant, input.permit_form_version_id);
    if (!version) return errors(422, msg('server.versionUnknown'));
    const form = formsOf(ctx.tenant).find((f) => f.id === version.permit_form_id);
    if (!form?.active) return errors(422, msg('server.templateInactive'));
    const problems = await permitErrors(ctx.tenant, input, version, submit ? 'submit' : 'draft');
    if (problems.length) return errors(422, ...problems);
    const now = new Date();
    const at = now.toISOString();
    let row: DemoPermit = {
      ...input,
      answers: keptAnswers(version, input, ctx.tenant),
      permit_form_id: form.id,
      ...newDraftOf(ctx, version),
      ...freshLifecycle(historyEntry(ctx.tenant, by(ctx), 'create', null, 'draft'), null, at),
    };
    if (submit) row = submitted(ctx, row, version, now);
    return save(ctx, row, 'create');
  }),
  /** an edit before issue (draft / requested) by the requestor or the draft's recipient; `submit` requests a draft */
  secured<{ id: string }>('patch', '/permits/:id', ['update', 'Permit'], async (ctx) => {
    const existing = visible(ctx, ctx.params.id);
    if (!existing) return errors(404, 'Record not found');
    if (subscriptionCancelled(ctx.tenant)) return errors(422, msg('server.subscriptionCancelled'));
    if (!isEditable(existing.status)) return errors(422, msg('server.locked'));
    if (!canEdit(existing, { id: ctx.user.id, rights: rightsOf((r) => ctx.can(r, 'Permit')), is_admin: ctx.user.is_admin })) return errors(403, msg('server.notEditor'));
    const body = await jsonBody<Body>(ctx.request);
    const submit = body.submit === true || existing.status === 'requested';
    // the version stays pinned: an edit never moves a permit to another version
    const input = { ...inputOf(body.permit, existing), permit_form_version_id: existing.permit_form_version_id };
    const version = versionOf(ctx.tenant, existing.permit_form_version_id);
    if (!version) return errors(422, msg('server.versionUnknown'));
    const problems = await permitErrors(ctx.tenant, input, version, submit ? 'submit' : 'draft');
    if (problems.length) return errors(422, ...problems);
    const changes = changesOf(existing, { ...input, answers: keptAnswers(version, input, ctx.tenant) });
    let row: DemoPermit = {
      ...existing,
      ...input,
      answers: keptAnswers(version, input, ctx.tenant),
      history: [...existing.history, historyEntry(ctx.tenant, by(ctx), 'update', existing.status, existing.status, '', changes)],
      updated_at: new Date().toISOString(),
    };
    // an edit of a requested permit restarts its approval round (clash acknowledgements are given again)
    if (existing.status === 'requested') row = { ...row, approval: approvalFor(ctx.tenant, row.location.site_id, row.permit_form_id, { id: row.requestor_id, name: row.requestor_name }), clash_acknowledgements: [] };
    else if (body.submit === true) row = submitted(ctx, row, version);
    return save(ctx, row, 'update');
  }),
  /** a lifecycle action (model/status.ts: what the status allows, the right it needs — SPEC §6) */
  secured<{ id: string }>('post', '/permits/:id/actions', ['read', 'Permit'], async (ctx) => {
    const existing = visible(ctx, ctx.params.id);
    if (!existing) return errors(404, 'Record not found');
    const body = await jsonBody<Partial<PermitActionInput>>(ctx.request);
    const action = body.action as PermitAction;
    if (!(PERMIT_ACTIONS as readonly string[]).includes(action)) return errors(422, msg('server.wrongStatus'));
    const actor = actorOf(ctx);
    const now = new Date();
    const refusal = actionRefusal(existing, action, actor, now);
    if (refusal === 'wrongStatus') return errors(422, msg('server.wrongStatus'));
    if (refusal && action === 'approve' && isOwnPermit(existing, actor.id)) return errors(403, msg('server.ownPermit'));
    if (refusal) return errors(403, action === 'approve' && actor.rights instanceof Set && actor.rights.has('approve') ? msg('server.notApprover') : msg('server.forbidden'));
    const commentProblems = await ruleErrors(actionCommentSchema(permitServerT, action), { comment: body.comment ?? '' });
    if (commentProblems.length) return errors(422, ...commentProblems);
    const comment = String(body.comment ?? '').trim();
    const version = versionOf(ctx.tenant, existing.permit_form_version_id);
    if (!version) return errors(422, msg('server.versionUnknown'));
    const at = now.toISOString();
    const line = (to = existing.status, extra = comment, name: PermitAction | 'clash_ack' | 'handover_accept' = action) => historyEntry(ctx.tenant, by(ctx), name, existing.status, to, extra, [], at);
    const base = { ...existing, updated_at: at };

    switch (action) {
      case 'request': {
        if (subscriptionCancelled(ctx.tenant)) return errors(422, msg('server.subscriptionCancelled'));
        const problems = await permitErrors(ctx.tenant, { ...existing }, version, 'submit');
        if (problems.length) return errors(422, ...problems);
        const row = submitted(ctx, base, version, now);
        // the request line carries the requester's comment
        if (comment) row.history = row.history.map((h, i) => (i === existing.history.length ? { ...h, comment } : h));
        return save(ctx, row, 'update', existing);
      }
      case 'approve': {
        if (!mayApprove(existing, actor)) return errors(403, msg('server.notApprover'));
        // the gas-test gate (model/gas-gate.ts): a failed latest test blocks approval until a passing re-test
        if (failedGasTests(version.definition, existing.answers).length) return errors(422, permitServerT('validation.gasTestFailed'));
        const clashes = clashesFor(existing, clashContext(ctx.tenant)).filter((c) => !c.acknowledged);
        const given = new Map((body.clash_acknowledgements ?? []).filter((a) => a && String(a.reason ?? '').trim()).map((a) => [Number(a.other_permit_id), String(a.reason).trim()]));
        if (clashes.some((c) => !given.has(c.other_permit_id))) return errors(422, msg('server.clashNotAcknowledged'));
        const acks = clashes.map((c) => ({ other_permit_id: c.other_permit_id, kinds: c.kinds, by_id: ctx.user.id, by_name: ctx.user.full_name, at, reason: given.get(c.other_permit_id)! }));
        const approval = existing.approval ?? approvalFor(ctx.tenant, existing.location.site_id, existing.permit_form_id, { id: existing.requestor_id, name: existing.requestor_name });
        const next = { ...approval, approvals: [...approval.approvals, { user_id: ctx.user.id, name: ctx.user.full_name, at }] };
        const done = next.approvals.length >= next.required || next.kind === 'any';
        const to = done ? nextStatus('approve', existing, now) : existing.status;
        const history = [...existing.history, ...acks.map((a) => historyEntry(ctx.tenant, by(ctx), 'clash_ack', existing.status, existing.status, `${clashes.find((c) => c.other_permit_id === a.other_permit_id)?.other_number ?? ''}: ${a.reason}`, [], at)), line(to)];
        return save(ctx, { ...base, status: to, approval: next, clash_acknowledgements: [...existing.clash_acknowledgements, ...acks], history, ...(done ? { approved_by_id: ctx.user.id, approved_at: at } : {}) }, 'update', existing);
      }
      case 'reject':
        return save(ctx, { ...base, status: 'rejected', rejection_reason: comment, history: [...existing.history, line('rejected')] }, 'update', existing);
      case 'suspend':
        return save(ctx, { ...base, status: 'suspended', suspended_reason: comment, history: [...existing.history, line('suspended')] }, 'update', existing);
      case 'reissue': {
        const to = nextStatus('reissue', existing, now);
        return save(ctx, { ...base, status: to, suspended_reason: '', history: [...existing.history, line(to)] }, 'update', existing);
      }
      case 'revoke':
        return save(ctx, { ...base, status: 'revoked', history: [...existing.history, line('revoked')] }, 'update', existing);
      case 'extend': {
        const hours = body.hours === undefined || body.hours === null ? version.definition.extension_hours : Number(body.hours);
        if (!Number.isInteger(hours) || hours < 1 || hours > 72) return errors(422, msg('server.extensionHoursInvalid'));
        const def = declarationSections(version.definition);
        const declaration = (body.declaration && typeof body.declaration === 'object' ? body.declaration : {}) as Record<string, unknown>;
        const problems = await ruleErrors(answersSchema(def, answersServerT), declaration);
        if (problems.length) return errors(422, ...problems);
        const newEnd = new Date(new Date(existing.end_at).getTime() + hours * 3_600_000).toISOString();
        const to = nextStatus('extend', existing, now);
        const extension = { at, by_id: ctx.user.id, by_name: ctx.user.full_name, hours, previous_end: existing.end_at, new_end: newEnd, declaration, comment };
        return save(ctx, { ...base, status: to, end_at: newEnd, extensions: [...existing.extensions, extension], history: [...existing.history, { ...line(to, comment || `+${hours} h`), changes: [['end_at', existing.end_at, newEnd]] }] }, 'update', existing);
      }
      case 'handover': {
        const waiting = openHandover(existing);
        if (waiting) {
          // the incoming person confirms (allowedActions let only them through)
          // the incoming person's side of the handover (HSG250: two people): from now on they hold the permit
          const handovers = existing.handovers.map((h) => (h === waiting ? { ...h, incoming_confirmed_at: at } : h));
          return save(ctx, { ...base, handovers, history: [...existing.history, line(existing.status, comment || `${waiting.outgoing_name} → ${waiting.incoming_name}`, 'handover_accept')] }, 'update', existing);
        }
        const incoming = activeUsers(ctx.tenant).find((u) => u.id === Number(body.incoming_id));
        if (!incoming || incoming.id === ctx.user.id || !holdsPermitRight(ctx.tenant, incoming, 'read')) return errors(422, msg('server.incomingRequired'));
        const handover = { at, outgoing_id: ctx.user.id, outgoing_name: ctx.user.full_name, incoming_id: incoming.id, incoming_name: incoming.full_name, outgoing_confirmed: true, incoming_confirmed_at: null, notes: String(body.notes ?? '').trim() };
        const to = nextStatus('handover', existing, now);
        // the incoming person is told: the permit waits for them to accept it
        createNotification(ctx.tenant, incoming.id, { kind: 'permit_handover', title: `${existing.number}: ${existing.title}`.slice(0, 120), link: `/permit/${existing.id}/summary` });
        return save(ctx, { ...base, status: to, handovers: [...existing.handovers, handover], history: [...existing.history, line(to, comment || `${ctx.user.full_name} → ${incoming.full_name}`)] }, 'update', existing);
      }
      case 'handback':
      case 'close': {
        const def = closureSections(version.definition);
        const given = body.closure_answers && typeof body.closure_answers === 'object' ? (body.closure_answers as Record<string, unknown>) : null;
        // closing a handed-back permit may keep the checklist given at hand-back
        const answers = given ?? (existing.status === 'handed_back' ? existing.closure_answers : {});
        const problems = await ruleErrors(answersSchema(def, answersServerT), answers);
        if (problems.length) return errors(422, ...problems);
        const to = nextStatus(action, existing, now);
        return save(ctx, { ...base, status: to, closure_answers: answers, ...(action === 'close' ? { closed_at: at } : {}), history: [...existing.history, line(to)] }, 'update', existing);
      }
      case 'add_workers': {
        const added: PermitWorker[] = (Array.isArray(body.workers) ? body.workers : []).map((w, i) => ({ ...w, key: `w${existing.id}-${existing.workers.length + i + 1}` }) as PermitWorker);
        if (!added.length) return errors(422, msg('server.workersRequired'));
        const workers = [...existing.workers, ...added];
        const schema = permitSchema(permitServerT, { intent: 'submit', definition: null, workerFields: workerFieldsOf(ctx.tenant) }).pick(['workers']);
        const problems = [...(await ruleErrors(schema, { workers })), ...ineligibleWorkerErrors(ctx.tenant, added)];
        if (problems.length) return errors(422, ...problems);
        const to = nextStatus('add_workers', existing, now);
        return save(ctx, { ...base, status: to, workers, history: [...existing.history, { ...line(to, comment || added.map((w) => w.name).join(', ')), changes: [['workers', String(existing.workers.length), String(workers.length)]] }] }, 'update', existing);
      }
      default:
        return errors(422, msg('server.wrongStatus'));
    }
  }),
  /** a new draft from a permit, pinned to its template's latest version; the hazard and gas answers are left to give again */
  secured<{ id: string }>('post', '/permits/:id/clone', ['create', 'Permit'], (ctx) => {
    const source = visible(ctx, ctx.params.id);
    if (!source) return errors(404, 'Record not found');
    if (subscriptionCancelled(ctx.tenant)) return errors(422, msg('server.subscriptionCancelled'));
    if (freePlanPermitsUsed(ctx.tenant, permitsOf(ctx.tenant))) return errors(422, msg('server.freePlanLimit'));
    const form = formsOf(ctx.tenant).find((f) => f.id === source.permit_form_id);
    const version = latestVersionOf(ctx.tenant, source.permit_form_id);
    if (!form?.active || !version) return errors(422, msg('server.templateInactive'));
    const now = new Date();
    const at = now.toISOString();
    const start = new Date(Math.ceil(now.getTime() / 3_600_000) * 3_600_000);
    const end = new Date(start.getTime() + version.definition.default_hours * 3_600_000);
    const keys = new Set(formSections(version.definition).sections.flatMap((s) => s.questions.map((q) => q.key)));
    const answers = Object.fromEntries(Object.entries(cloneAnswers(version.definition, source.answers)).filter(([k]) => keys.has(k)));
    const row: DemoPermit = {
      ...source,
      ...newDraftOf(ctx, version),
      start_at: start.toISOString(),
      end_at: end.toISOString(),
      workers: source.workers.map((w, i) => ({ ...w, key: `w${i + 1}` })),
      answers,
      ...freshLifecycle(historyEntry(ctx.tenant, by(ctx), 'clone', null, 'draft', source.number), source.id, at),
    };
    return save(ctx, row, 'create');
  }),
  /** SPEC §7 "send draft" / §6: the draft's sender shares it with one user; only they two see it */
  secured<{ id: string }>('post', '/permit_form_questions/:id/permit_request_send_draft', ['read', 'Permit'], async (ctx) => {
    const existing = visible(ctx, ctx.params.id);
    if (!existing) return errors(404, 'Record not found');
    if (existing.status !== 'draft') return errors(422, msg('server.notDraft'));
    if (existing.requestor_id !== ctx.user.id && existing.shared_to_id !== ctx.user.id) return errors(403, msg('server.forbidden'));
    const body = await jsonBody<{ shared_to_id?: unknown; comment?: unknown }>(ctx.request);
    const to = activeUsers(ctx.tenant).find((u) => u.id === Number(body.shared_to_id));
    if (!to || to.id === ctx.user.id || !holdsPermitRight(ctx.tenant, to, 'read')) return errors(422, msg('server.recipientInvalid'));
    const at = new Date().toISOString();
    const line = historyEntry(ctx.tenant, by(ctx), 'send_draft', 'draft', 'draft', String(body.comment ?? '').trim() || `${ctx.user.full_name} → ${to.full_name}`, [['shared_to', '', to.full_name]], at);
    return save(ctx, { ...existing, shared_by_id: ctx.user.id, shared_to_id: to.id, history: [...existing.history, line], updated_at: at }, 'update');
  }),
  /** SPEC §7: the tenant's last 20 distinct workers (by name and id number), newest permits first */
  secured('get', '/v1/work_profile/find_recent_workers', ['read', 'Permit'], ({ tenant, user }) => {
    const seen = new Set<string>();
    const workers: PermitWorker[] = [];
    // others' unsent drafts stay private (SPEC §6)
    const newest = permitsOf(tenant)
      .filter((p) => canSeeDraft(p, user.id))
      .sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : b.id - a.id));
    for (const p of newest) {
      for (const w of p.workers) {
        const key = `${w.name.toLowerCase()}|${w.id_number}`;
        if (seen.has(key)) continue;
        seen.add(key);
        workers.push(w);
        if (workers.length >= 20) break;
      }
      if (workers.length >= 20) break;
    }
    // issue 27: the active contractors' workers, each with why they may not be named (null: eligible)
    const contractor_workers = contractorWorkerOffers(tenant);
    return HttpResponse.json({ workers, contractor_workers });
  }),
];
