import { HttpResponse } from 'msw';
import { ruleErrors } from '@/lib/forms/rule-errors';
import { db, type TenantData } from '@/mocks/db/db';
import { errors, jsonBody, secured, type AuthContext } from '@/mocks/http';
import { pageOf, queryOf, sortRows, statusCounts, whereSearch } from '@/mocks/list-query';
import { attachmentError } from '@/mocks/services/attachments';
import { DOCUMENT_TYPES, IMAGE_TYPES } from '@/lib/files/validate-upload';
import {
  CONTRACTORS_PER_PAGE,
  CONTRACTOR_STATUSES,
  DOCUMENTS_PER_PAGE,
  REVIEW_STATUSES,
  WORKERS_PER_PAGE,
  WORKER_BATCH_MAX,
  WORKER_PHOTO_LIMIT,
  WORKER_PHOTO_TYPES,
  reviewRefusal,
  validityState,
  type ContractorFormData,
  type ImportProblem,
  type ReviewDecision,
  type ReviewStatus,
} from '../model';
import { contractorSchema } from '../schemas/contractor-schema';
import { documentSchema, reviewSchema } from '../schemas/document-schema';
import { workerSchema } from '../schemas/worker-schema';
import { CONTRACTOR_RULE_FIELDS, CONTRACTOR_SERVER_ONLY_MESSAGES as M, contractorRuleKey, contractorServerT } from '../schemas/rule-messages';
import {
  CONTRACTORS,
  DOCUMENTS,
  WORKERS,
  contractorUsers,
  contractorsOf,
  documentsOf,
  liveSites,
  serializeContractor,
  serializeDocument,
  serializeWorker,
  skillsOf,
  today,
  workerFieldsOf,
  workersOf,
  type DemoContractor,
  type DemoContractorDocument,
  type DemoWorker,
} from './store';

/**
 * The contractors' demo backend (features/contractors/README.md), SPEC §7 "Contractors" paths as spelled there
 * (`conractor_workers_list`). Admins reach every contractor; a contractor user (is_contractor) only the companies
 * whose `user_ids` name them; anyone else gets 403 (SPEC §6).
 */

const FORBIDDEN = 'You are not authorized to perform this action';
const forbidden = () => errors(403, FORBIDDEN);
const notFound = () => errors(404, 'Record not found');

const idOf = (raw: string | undefined) => (raw && /^\d+$/.test(raw) ? Number(raw) : null);

/** SPEC §6: contractor routes admit admins and contractor users only */
function guard(ctx: AuthContext): Response | null {
  return ctx.user.is_admin || ctx.user.is_contractor ? null : forbidden();
}

/** the companies this user may see: all for an admin, their own for a contractor user */
function visibleContractors(ctx: AuthContext): DemoContractor[] {
  const all = contractorsOf(ctx.tenant);
  return ctx.user.is_admin ? all : all.filter((c) => c.user_ids.includes(ctx.user.id));
}

/** the contractor of the path, if this user may reach it (else the answer to send) */
function contractorOf(ctx: AuthContext, raw: string): DemoContractor | Response {
  const refused = guard(ctx);
  if (refused) return refused;
  const id = idOf(raw);
  const c = id === null ? undefined : contractorsOf(ctx.tenant).find((r) => r.id === id);
  if (!c) return notFound();
  if (!ctx.user.is_admin && !c.user_ids.includes(ctx.user.id)) return forbidden();
  return c;
}

const strings = (v: unknown) => (Array.isArray(v) ? [...new Set(v.filter((x): x is string => typeof x === 'string'))] : []);
const numbers = (v: unknown) => (Array.isArray(v) ? [...new Set(v.filter((x): x is number => typeof x === 'number'))] : []);
const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

// ── Contractors ──────────────────────────────────────────────────────────────────────────────────

async function contractorErrors(ctx: AuthContext, body: Record<string, unknown>, id: number | null): Promise<string[]> {
  const out = await ruleErrors(contractorSchema(contractorServerT), body);
  const skills = new Set(skillsOf(ctx.tenant).map((s) => s.code));
  if (strings(body.skills).some((s) => !skills.has(s))) out.push(contractorServerT('validation.skillsInvalid'));
  const sites = new Set(liveSites(ctx.tenant).map((s) => s.id));
  if (numbers(body.site_ids).some((s) => !sites.has(s))) out.push(contractorServerT('validation.sitesInvalid'));
  const users = new Set(contractorUsers(ctx.tenant).map((u) => u.id));
  if (numbers(body.user_ids).some((u) => !users.has(u))) out.push(contractorServerT('validation.usersInvalid'));
  const name = str(body.company_name).toLowerCase();
  if (name && contractorsOf(ctx.tenant).some((c) => c.id !== id && c.company_name.trim().toLowerCase() === name)) out.push(M['validation.companyTaken']);
  return [...new Set(out)];
}

const CONTRACTOR_TEXT = ['company_name', 'tax_id', 'primary_contact', 'address', 'city', 'state', 'country', 'zip'] as const;

function buildContractor(ctx: AuthContext, body: Record<string, unknown>, existing?: DemoContractor): DemoContractor {
  const now = new Date().toISOString();
  const text = Object.fromEntries(CONTRACTOR_TEXT.map((k) => [k, k in body ? str(body[k]) : (existing?.[k] ?? '')])) as Record<(typeof CONTRACTOR_TEXT)[number], string>;
  return {
    id: existing?.id ?? ctx.tenant.nextId++,
    ...text,
    skills: 'skills' in body ? strings(body.skills) : (existing?.skills ?? []),
    site_ids: 'site_ids' in body ? numbers(body.site_ids) : (existing?.site_ids ?? []),
    // only an admin says who belongs to a company
    user_ids: ctx.user.is_admin && 'user_ids' in body ? numbers(body.user_ids) : (existing?.user_ids ?? []),
    status: body.status === 'Inactive' ? 'Inactive' : body.status === 'Active' ? 'Active' : (existing?.status ?? 'Active'),
    created_at: existing?.created_at ?? now,
    updated_at: now,
  };
}

const contractorHandlers = [
  secured('get', '/contractors/form_data', null, (ctx) => {
    const refused = guard(ctx);
    if (refused) return refused;
    const body: ContractorFormData = {
      skills: skillsOf(ctx.tenant),
      sites: liveSites(ctx.tenant).map((s) => ({ id: s.id, name: s.name })),
      users: ctx.user.is_admin ? contractorUsers(ctx.tenant).map((u) => ({ id: u.id, full_name: u.full_name })) : [],
      worker_fields: workerFieldsOf(ctx.tenant),
    };
    return HttpResponse.json(body);
  }),
  /** the register: `search`, `status` (Active / Inactive / all), `skill`, `sort` / `order`, paging */
  secured('get', '/contractors', null, (ctx) => {
    const refused = guard(ctx);
    if (refused) return refused;
    const q = queryOf(ctx.request);
    let rows = visibleContractors(ctx).map((c) => serializeContractor(ctx.tenant, c));
    if (q('skill')) rows = rows.filter((c) => c.skills.includes(q('skill')));
    rows = whereSearch(rows, q, (c) => `${c.company_name} ${c.tax_id} ${c.primary_contact} ${c.city} ${c.country}`);
    const counts = statusCounts(rows, CONTRACTOR_STATUSES);
    if (q('status') && q('status') !== 'all') rows = rows.filter((c) => c.status === q('status'));
    const sorted = sortRows(rows, q, 'company_name', { company_name: (c) => c.company_name.toLowerCase() });
    const { rows: contractors, ...paging } = pageOf(sorted, q, CONTRACTORS_PER_PAGE, 100);
    return HttpResponse.json({ contractors, ...paging, status_counts: counts });
  }),
  secured<{ id: string }>('get', '/contractors/:id', null, (ctx) => {
    if (idOf(ctx.params.id) === null) return undefined;
    const c = contractorOf(ctx, ctx.params.id);
    return c instanceof Response ? c : HttpResponse.json(serializeContractor(ctx.tenant, c));
  }),
  /** only an admin adds a company (a contractor user edits their own) */
  secured('post', '/contractors', null, async (ctx) => {
    if (!ctx.user.is_admin) return forbidden();
    const body = { status: 'Active', skills: [], site_ids: [], user_ids: [], ...(await jsonBody(ctx.request)) };
    const problems = await contractorErrors(ctx, body, null);
    if (problems.length) return errors(422, ...problems);
    const row = db.commit(ctx.tenant, CONTRACTORS, 'create', buildContractor(ctx, body));
    return HttpResponse.json(serializeContractor(ctx.tenant, row), { status: 201 });
  }),
  secured<{ id: string }>('patch', '/contractors/:id', null, async (ctx) => {
    const c = contractorOf(ctx, ctx.params.id);
    if (c instanceof Response) return c;
    const body = { ...c, ...(await jsonBody(ctx.request)) } as Record<string, unknown>;
    // a contractor user cannot deactivate their company or change who belongs to it
    if (!ctx.user.is_admin) {
      body.status = c.status;
      body.user_ids = c.user_ids;
    }
    const problems = await contractorErrors(ctx, body, c.id);
    if (problems.length) return errors(422, ...problems);
    const row = db.commit(ctx.tenant, CONTRACTORS, 'update', buildContractor(ctx, body, c));
    return HttpResponse.json(serializeContractor(ctx.tenant, row));
  }),
];

// ── Reviews (workers and documents) ──────────────────────────────────────────────────────────────

/** a review decision on a worker or document: the schema, then who may decide (SPEC §4; never the submitter) */
async function reviewErrors(ctx: AuthContext, record: { status: ReviewStatus; submitted_by_id: number | null }, raw: unknown): Promise<string[] | { decision: ReviewDecision; reason: string }> {
  const body = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const out = await ruleErrors(reviewSchema(contractorServerT), body);
  if (out.length) return out;
  const decision = body.decision as ReviewDecision;
  const reason = str(body.reason);
  const refusal = reviewRefusal(record, ctx.user, decision, reason);
  if (refusal === 'notAdmin') return [M['validation.reviewAdminOnly']];
  if (refusal === 'ownSubmission') return [M['validation.ownSubmission']];
  if (refusal === 'reasonRequired') return [contractorServerT('validation.reasonRequired')];
  return { decision, reason };
}

function reviewed<R extends { status: ReviewStatus; status_reason: string; reviewed_by_id: number | null; reviewed_at: string | null; updated_at: string }>(ctx: AuthContext, row: R, decision: { decision: ReviewDecision; reason: string }): R {
  const now = new Date().toISOString();
  return { ...row, status: decision.decision, status_reason: decision.decision === 'rejected' ? decision.reason : '', reviewed_by_id: ctx.user.id, reviewed_at: now, updated_at: now };
}

/** a (re)submission: pending review again, submitted by this user now, the previous review cleared */
function submitted(ctx: AuthContext) {
  const now = new Date().toISOString();
  return { status: 'pending_review' as const, status_reason: '', submitted_by_id: ctx.user.id, submitted_at: now, reviewed_by_id: null, reviewed_at: null, updated_at: now };
}

// ── Workers ──────────────────────────────────────────────────────────────────────────────────────

const photoOptions = { maxBytes: WORKER_PHOTO_LIMIT, allowedTypes: [...WORKER_PHOTO_TYPES] };

async function workerErrors(tenant: TenantData, body: Record<string, unknown>): Promise<string[]> {
  const out = await ruleErrors(workerSchema(contractorServerT, workerFieldsOf(tenant)), body);
  if (body.photo) {
    const problem = await attachmentError([body.photo], photoOptions);
    if (problem) out.push(problem);
  }
  return [...new Set(out)];
}

function workerValues(body: Record<string, unknown>, existing?: DemoWorker) {
  const has = (k: string) => k in body;
  const age = has('age') ? (body.age === '' || body.age == null ? null : Number(body.age)) : (existing?.age ?? null);
  const photo = has('photo') ? ((body.photo as DemoWorker['photo']) ?? null) : (existing?.photo ?? null);
  return {
    name: has('name') ? str(body.name) : (existing?.name ?? ''),
    photo: photo ? { name: String(photo.name), type: String(photo.type), size: Number(photo.size), data_url: String(photo.data_url) } : null,
    age,
    phone: has('phone') ? str(body.phone) : (existing?.phone ?? ''),
    id_number: has('id_number') ? str(body.id_number) : (existing?.id_number ?? ''),
    gender: (has('gender') ? str(body.gender) : (existing?.gender ?? '')) as DemoWorker['gender'],
  };
}

function newWorker(ctx: AuthContext, contractorId: number | null, body: Record<string, unknown>): DemoWorker {
  const now = new Date().toISOString();
  return { id: ctx.tenant.nextId++, contractor_id: contractorId, ...workerValues(body), ...submitted(ctx), created_at: now };
}

function listWorkers(ctx: AuthContext, rows: DemoWorker[]) {
  const q = queryOf(ctx.request);
  let out = whereSearch(
    rows.map((w) => serializeWorker(ctx.tenant, w)),
    q,
    (w) => `${w.name} ${w.phone} ${w.id_number}`,
  );
  const counts = statusCounts(out, REVIEW_STATUSES);
  if (q('status') && q('status') !== 'all') out = out.filter((w) => w.status === q('status'));
  const sorted = sortRows(out, q, 'name', { name: (w) => w.name.toLowerCase() });
  const { rows: workers, ...paging } = pageOf(sorted, q, WORKERS_PER_PAGE, 100);
  return HttpResponse.json({ workers, ...paging, status_counts: counts });
}

/**
 * One bulk batch `{ workers: [{ row, ...worker }] }` (SPEC §5 / §9: up to 100): every row checked with the worker
 * schema; any problem → 422 `{ errors: ['data entered in incorrect format'], rows: [{ row, column, message }] }`
 * and nothing stored; otherwise every worker is created pending review.
 */
async function importWorkers(ctx: AuthContext, contractor: DemoContractor, workers: unknown): Promise<Response> {
  if (!Array.isArray(workers) || workers.some((w) => !w || typeof w !== 'object')) return errors(422, M['validation.importFormat']);
  if (workers.length === 0) return errors(422, M['validation.importEmpty']);
  if (workers.length > WORKER_BATCH_MAX) return errors(422, M['validation.importTooMany']);
  const rows: ImportProblem[] = [];
  const bodies = workers.map((raw, i) => {
    const entry = raw as Record<string, unknown>;
    return { row: Number.isInteger(entry.row) ? Number(entry.row) : i + 2, body: { ...workerValues(entry), photo: null } };
  });
  for (const { row, body } of bodies) {
    for (const message of await workerErrors(ctx.tenant, body)) {
      const key = contractorRuleKey(message);
      rows.push({ row, column: (key && CONTRACTOR_RULE_FIELDS[key]) || 'row', message });
    }
  }
  if (rows.length) return HttpResponse.json({ errors: [M['validation.importFormat']], rows }, { status: 422 });
  const created = bodies.map(({ body }) => db.commit(ctx.tenant, WORKERS, 'create', newWorker(ctx, contractor.id, body)));
  return HttpResponse.json({ imported: created.length }, { status: 201 });
}

/** PATCH …/update_contractor_worker and …/v2_update_contractor_worker `{ id, ...fields }` or `{ id, review }` */
async function updateWorker(ctx: AuthContext & { params: { id: string } }): Promise<Response> {
  if (ctx.params.id === '0') return updateUncategorised(ctx);
  const c = contractorOf(ctx, ctx.params.id);
  if (c instanceof Response) return c;
  const body = await jsonBody(ctx.request);
  const id = typeof body.id === 'number' ? body.id : Number(body.id);
  const worker = workersOf(ctx.tenant).find((w) => w.id === id);
  if (!worker) return notFound();
  // an admin assigns an uncategorised worker to this contractor
  if (worker.contractor_id === null) {
    if (!ctx.user.is_admin) return forbidden();
  } else if (worker.contractor_id !== c.id) return notFound();
  if (body.review !== undefined) {
    const decision = await reviewErrors(ctx, worker, body.review);
    if (Array.isArray(decision)) return errors(422, ...decision);
    const row = db.commit(ctx.tenant, WORKERS, 'update', reviewed(ctx, { ...worker, contractor_id: c.id }, decision));
    return HttpResponse.json(serializeWorker(ctx.tenant, row));
  }
  const values = workerValues(body, worker);
  const problems = await workerErrors(ctx.tenant, values);
  if (problems.length) return errors(422, ...problems);
  const row = db.commit(ctx.tenant, WORKERS, 'update', { ...worker, ...values, contractor_id: c.id, ...submitted(ctx) });
  return HttpResponse.json(serializeWorker(ctx.tenant, row));
}

/** contractor id 0: an admin edits an uncategorised worker, who stays uncategorised */
async function updateUncategorised(ctx: AuthContext): Promise<Response> {
  if (!ctx.user.is_admin) return forbidden();
  const body = await jsonBody(ctx.request);
  const worker = workersOf(ctx.tenant).find((w) => w.id === Number(body.id) && w.contractor_id === null);
  if (!worker) return notFound();
  const values = workerValues(body, worker);
  const problems = await workerErrors(ctx.tenant, values);
  if (problems.length) return errors(422, ...problems);
  const row = db.commit(ctx.tenant, WORKERS, 'update', { ...worker, ...values, ...submitted(ctx) });
  return HttpResponse.json(serializeWorker(ctx.tenant, row));
}

const workerHandlers = [
  secured<{ id: string }>('get', '/contractors/:id/conractor_workers_list', null, (ctx) => {
    const c = contractorOf(ctx, ctx.params.id);
    if (c instanceof Response) return c;
    return listWorkers(
      ctx,
      workersOf(ctx.tenant).filter((w) => w.contractor_id === c.id),
    );
  }),
  /** one worker of a contractor (or, for an admin, an uncategorised one) */
  secured<{ id: string; worId: string }>('get', '/contractors/:id/contractor_workers/:worId', null, (ctx) => {
    const refused = guard(ctx);
    if (refused) return refused;
    const worker = workersOf(ctx.tenant).find((w) => w.id === idOf(ctx.params.worId));
    if (!worker) return notFound();
    if (worker.contractor_id === null) return ctx.user.is_admin ? HttpResponse.json(serializeWorker(ctx.tenant, worker)) : forbidden();
    const c = contractorOf(ctx, String(worker.contractor_id));
    if (c instanceof Response) return c;
    return HttpResponse.json(serializeWorker(ctx.tenant, worker));
  }),
  /** admins only (SPEC §6): workers not yet tied to a contractor */
  secured('get', '/v1/work_profile/uncategorised_workers_list', null, (ctx) => {
    if (!ctx.user.is_admin) return forbidden();
    return listWorkers(
      ctx,
      workersOf(ctx.tenant).filter((w) => w.contractor_id === null),
    );
  }),
  /** `{ worker }` → one worker; `{ workers: [...] }` → a bulk batch. Contractor id 0: an uncategorised worker (admins) */
  secured<{ id: string }>('post', '/contractors/:id/create_contractor_worker', null, async (ctx) => {
    const body = await jsonBody(ctx.request);
    let contractor: DemoContractor | null = null;
    if (ctx.params.id === '0') {
      if (!ctx.user.is_admin) return forbidden();
    } else {
      const c = contractorOf(ctx, ctx.params.id);
      if (c instanceof Response) return c;
      contractor = c;
    }
    if ('workers' in body) return contractor ? importWorkers(ctx, contractor, body.workers) : errors(422, M['validation.importFormat']);
    const values = workerValues((body.worker ?? {}) as Record<string, unknown>);
    const problems = await workerErrors(ctx.tenant, values);
    if (problems.length) return errors(422, ...problems);
    const row = db.commit(ctx.tenant, WORKERS, 'create', newWorker(ctx, contractor?.id ?? null, values));
    return HttpResponse.json(serializeWorker(ctx.tenant, row), { status: 201 });
  }),
  secured<{ id: string }>('patch', '/contractors/:id/update_contractor_worker', null, updateWorker),
  secured<{ id: string }>('patch', '/contractors/:id/v2_update_contractor_worker', null, updateWorker),
];

// ── Documents ────────────────────────────────────────────────────────────────────────────────────

const documentOptions = { allowedTypes: ['application/pdf', ...IMAGE_TYPES, ...DOCUMENT_TYPES] };

async function documentErrors(body: Record<string, unknown>): Promise<string[]> {
  const out = await ruleErrors(
    documentSchema(contractorServerT, today),
    body,
  );
  if (Array.isArray(body.files) && body.files.length === 1) {
    const problem = await attachmentError(body.files, documentOptions);
    if (problem) out.push(problem);
  }
  return [...new Set(out)];
}

function documentValues(body: Record<string, unknown>) {
  const files = Array.isArray(body.files) ? (body.files as DemoContractorDocument['files']) : [];
  return { title: str(body.title), valid_until: str(body.valid_until), files: files.map((f) => ({ name: String(f.name), type: String(f.type), size: Number(f.size), data_url: String(f.data_url) })) };
}

const documentHandlers = [
  /** My work (SPEC §9, issue 27): the visible companies' documents ending within a month, soonest first */
  secured('get', '/contractor_documents/expiring', null, (ctx) => {
    const refused = guard(ctx);
    if (refused) return refused;
    const companies = visibleContractors(ctx);
    const documents = documentsOf(ctx.tenant)
      .map((d) => ({ d, c: companies.find((c) => c.id === d.contractor_id) }))
      .filter(({ d, c }) => c && d.status !== 'rejected' && serializeDocument(ctx.tenant, d).validity === 'expiring')
      .map(({ d, c }) => ({ id: d.id, contractor_id: d.contractor_id, company_name: c!.company_name, title: d.title, valid_until: d.valid_until }))
      .sort((a, b) => (a.valid_until < b.valid_until ? -1 : a.valid_until > b.valid_until ? 1 : a.id - b.id));
    return HttpResponse.json({ documents, total_count: documents.length });
  }),
  /** `status` (a display status or all), `search`, paging; the count of documents ending within a month */
  secured<{ id: string }>('get', '/contractors/:id/contractor_documents', null, (ctx) => {
    const c = contractorOf(ctx, ctx.params.id);
    if (c instanceof Response) return c;
    const q = queryOf(ctx.request);
    let rows = whereSearch(
      documentsOf(ctx.tenant)
        .filter((d) => d.contractor_id === c.id)
        .map((d) => serializeDocument(ctx.tenant, d)),
      q,
      (d) => d.title,
    );
    const counts = statusCounts(
      rows.map((d) => ({ status: d.display_status })),
      REVIEW_STATUSES,
    );
    const expiring = rows.filter((d) => d.display_status !== 'rejected' && d.validity === 'expiring').length;
    if (q('status') && q('status') !== 'all') rows = rows.filter((d) => d.display_status === q('status'));
    const sorted = sortRows(rows, q, 'valid_until', { title: (d) => d.title.toLowerCase() });
    const { rows: documents, ...paging } = pageOf(sorted, q, DOCUMENTS_PER_PAGE, 100);
    return HttpResponse.json({ documents, ...paging, status_counts: counts, expiring_count: expiring });
  }),
  secured<{ id: string; docId: string }>('get', '/contractors/:id/contractor_documents/:docId', null, (ctx) => {
    const c = contractorOf(ctx, ctx.params.id);
    if (c instanceof Response) return c;
    const d = documentsOf(ctx.tenant).find((r) => r.id === idOf(ctx.params.docId) && r.contractor_id === c.id);
    return d ? HttpResponse.json(serializeDocument(ctx.tenant, d)) : notFound();
  }),
  secured<{ id: string }>('post', '/contractors/:id/contractor_documents', null, async (ctx) => {
    const c = contractorOf(ctx, ctx.params.id);
    if (c instanceof Response) return c;
    const body = await jsonBody(ctx.request);
    const problems = await documentErrors(body);
    if (problems.length) return errors(422, ...problems);
    const now = new Date().toISOString();
    const row = db.commit(ctx.tenant, DOCUMENTS, 'create', { id: ctx.tenant.nextId++, contractor_id: c.id, ...documentValues(body), ...submitted(ctx), created_at: now } satisfies DemoContractorDocument);
    return HttpResponse.json(serializeDocument(ctx.tenant, row), { status: 201 });
  }),
  /** `{ title, valid_until, files }` (a resubmission) or `{ review: { decision, reason } }` */
  secured<{ id: string; docId: string }>('patch', '/contractors/:id/contractor_documents/:docId', null, async (ctx) => {
    const c = contractorOf(ctx, ctx.params.id);
    if (c instanceof Response) return c;
    const d = documentsOf(ctx.tenant).find((r) => r.id === idOf(ctx.params.docId) && r.contractor_id === c.id);
    if (!d) return notFound();
    const body = await jsonBody(ctx.request);
    if (body.review !== undefined) {
      const decision = await reviewErrors(ctx, d, body.review);
      if (Array.isArray(decision)) return errors(422, ...decision);
      // an expired document cannot be approved: its validity passed
      if (decision.decision === 'approved' && validityState(d.valid_until, today()) === 'expired') return errors(422, contractorServerT('validation.validityFuture'));
      const row = db.commit(ctx.tenant, DOCUMENTS, 'update', reviewed(ctx, d, decision));
      return HttpResponse.json(serializeDocument(ctx.tenant, row));
    }
    const merged = { title: d.title, valid_until: d.valid_until, files: d.files, ...body };
    const problems = await documentErrors(merged);
    if (problems.length) return errors(422, ...problems);
    const row = db.commit(ctx.tenant, DOCUMENTS, 'update', { ...d, ...documentValues(merged), ...submitted(ctx) });
    return HttpResponse.json(serializeDocument(ctx.tenant, row));
  }),
];

export const contractorDemoHandlers = [...workerHandlers, ...documentHandlers, ...contractorHandlers];
