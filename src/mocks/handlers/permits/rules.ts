import { WORKER_PHOTO_RULE, normalizeFields } from '@/features/worker-profile/model';
import { FILE_KIND_TYPES, questionsOf } from '@/features/permit-templates/model';
import { attachmentError } from '../../services/attachments';
import { governingWorkflow, reviewPlan } from '@/features/workflows/model/impact';
import { formSections, treeNamesOf, withDerivedAnswers, withTreeAnswers } from '@/features/permits/model/answers';
import { separateDuties } from '@/features/permits/model/duties';
import { permitSchema } from '@/features/permits/schemas/permit-schema';
import { PERMIT_SERVER_ONLY_MESSAGES, permitServerT } from '@/features/permits/schemas/rule-messages';
import type { PermitApproval, PermitHistoryEntry, PermitInput, PermitWorker, StoredPermitStatus } from '@/features/permits/model/types';
import { answersServerT } from '@/features/permit-templates/schemas/rule-messages';
import { visibleAnswers } from '@/features/permit-templates/schemas/answers-schema';
import { ensurePermitForms } from '../../db/seed/permit-templates';
import { ensureWorkflows, superAdminOf } from '../../db/seed/workflows';
import { ruleErrors } from '@/lib/forms/rule-errors';
import { db, type Row, type TenantData } from '../../db/db';
import type { DemoPermit, DemoPermitForm, DemoPermitFormVersion, DemoSite, DemoSitePlan, DemoUser, DemoWorkerProfileSetting, DemoWorkflow } from '../../db/types';
import { can, rulesForUser } from '../../policies';
import { createdThisMonth } from '../../services/plan-limits';
import { FREE_PLAN_PERMITS_PER_MONTH } from '@/config/constants';
import { todayIso } from '@/lib/forms/dates';
import { INELIGIBLE_REASON_TEXT, workerIneligibility, type IneligibleReason, type ReviewStatus } from '@/features/contractors/model';

/** What only the demo server knows about permits: pinned versions, the tenant's sites / plans / users, approval rounds. */

export const msg = (key: keyof typeof PERMIT_SERVER_ONLY_MESSAGES) => PERMIT_SERVER_ONLY_MESSAGES[key];

export function formsOf(tenant: TenantData): DemoPermitForm[] {
  if (ensurePermitForms(tenant)) db.touch(tenant);
  return db.list<DemoPermitForm>(tenant, 'permit_forms');
}

export const versionOf = (tenant: TenantData, id: unknown) => (formsOf(tenant), db.list<DemoPermitFormVersion>(tenant, 'permit_form_versions').find((v) => v.id === Number(id)));

export const latestVersionOf = (tenant: TenantData, formId: number) =>
  db
    .list<DemoPermitFormVersion>(tenant, 'permit_form_versions')
    .filter((v) => v.permit_form_id === formId)
    .sort((a, b) => b.number - a.number)[0];

export const activeUsers = (tenant: TenantData) => db.list<DemoUser>(tenant, 'users').filter((u) => u.status === 'Active' && u.role_name !== 'MasterSuperAdmin');
export const liveSites = (tenant: TenantData) => db.list<DemoSite>(tenant, 'sites').filter((s) => s.status !== 'deleted');

export const workerFieldsOf = (tenant: TenantData) => normalizeFields(db.list<DemoWorkerProfileSetting>(tenant, 'worker_profile_settings')[0]?.fields);

export const holdsPermitRight = (tenant: TenantData, u: DemoUser, right: 'read' | 'approve') => can(rulesForUser(tenant, u), right, 'Permit');

export const subscriptionCancelled = (tenant: TenantData) => tenant.organization?.subscription_type === 'cancelled';

/** SPEC §9: an organisation on the free plan (not the free trial) may create FREE_PLAN_PERMITS_PER_MONTH permits a month. */
export const freePlanPermitsUsed = (tenant: TenantData, permits: { created_at: string }[]) =>
  tenant.organization?.plan === 'free' && createdThisMonth(permits) >= FREE_PLAN_PERMITS_PER_MONTH;

/**
 * The approval round of a permit of this site and template (SPEC §4 "approve", §6 permit approve right): the governing
 * Permit workflow (Settings › Workflows, `governingWorkflow` / `reviewPlan` of the workflows feature), its reviewers
 * who hold the Permit approve right, in order; none (no workflow, or no reviewer with the right): any holder approves.
 */
export function approvalFor(tenant: TenantData, siteId: number | null, formId: number, requester?: { id: number; name: string }): PermitApproval {
  const round = workflowRound(tenant, siteId, formId);
  if (!requester) return round;
  // separation of duties (features/permits/model/duties.ts): the requester never approves their own permit
  const admin = superAdminOf(tenant);
  return separateDuties(round, requester, admin && holdsPermitRight(tenant, admin, 'approve') ? { id: admin.id, name: admin.full_name } : null);
}

function workflowRound(tenant: TenantData, siteId: number | null, formId: number): PermitApproval {
  if (ensureWorkflows(tenant)) db.touch(tenant);
  const workflows = db.list<DemoWorkflow>(tenant, 'workflows');
  const w = siteId == null ? null : governingWorkflow({ module: 'Permit', record_id: 0, site_id: siteId, status: 'requested', form_id: formId }, workflows);
  const plan = reviewPlan(w, superAdminOf(tenant)?.id ?? null);
  const users = new Map(activeUsers(tenant).map((u) => [u.id, u]));
  const approvers = w
    ? plan.approver_ids
        .map((id) => users.get(id))
        .filter((u): u is DemoUser => !!u && holdsPermitRight(tenant, u, 'approve'))
        .map((u) => ({ id: u.id, name: u.full_name }))
    : [];
  if (!w || approvers.length === 0) return { workflow_id: w?.id ?? null, workflow_title: w?.title ?? '', kind: 'any', approvers: [], required: 1, approvals: [] };
  const required = plan.kind === 'parallel' ? Math.min(approvers.length, Math.max(1, plan.required)) : approvers.length;
  return { workflow_id: w.id, workflow_title: w.title, kind: plan.kind === 'parallel' ? 'parallel' : 'sequential', approvers, required, approvals: [] };
}

const num = (v: unknown) => (v === '' || v == null || Number.isNaN(Number(v)) ? null : Number(v));
const nums = (v: unknown) => (Array.isArray(v) ? v.map(Number).filter((n) => Number.isInteger(n)) : []);
const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** the body's permit, shaped (unknown keys dropped; what the schema then checks) */
export function inputOf(raw: unknown, base?: Partial<PermitInput>): PermitInput {
  const b = { ...base, ...((raw && typeof raw === 'object' ? raw : {}) as Partial<PermitInput>) };
  const loc = { ...base?.location, ...((b.location && typeof b.location === 'object' ? b.location : {}) as Partial<PermitInput['location']>) };
  return {
    title: str(b.title).trim(),
    description: str(b.description).trim(),
    permit_form_version_id: Number(b.permit_form_version_id),
    issuing_officer_ids: [...new Set(nums(b.issuing_officer_ids))],
    location: {
      site_id: num(loc.site_id) as number,
      division_id: num(loc.division_id),
      department_id: num(loc.department_id),
      unit_id: num(loc.unit_id),
      description: str(loc.description).trim(),
      pin_id: num(loc.pin_id),
      zone_id: num(loc.zone_id),
      isolation_pin_ids: [...new Set(nums(loc.isolation_pin_ids))],
    },
    start_at: str(b.start_at),
    end_at: str(b.end_at),
    workers: Array.isArray(b.workers) ? b.workers.map((w, i) => workerOf(w, i)) : [],
    answers: b.answers && typeof b.answers === 'object' && !Array.isArray(b.answers) ? (b.answers as PermitInput['answers']) : {},
    attachments: Array.isArray(b.attachments) ? b.attachments : [],
    remarks: str(b.remarks).trim(),
  };
}

export function workerOf(raw: unknown, i: number): PermitWorker {
  const w = (raw && typeof raw === 'object' ? raw : {}) as Partial<PermitWorker>;
  const age = w.age === null || (w.age as unknown) === '' || w.age === undefined ? null : Number(w.age);
  return {
    key: typeof w.key === 'string' && w.key ? w.key : `w${Date.now().toString(36)}${i}`,
    name: typeof w.name === 'string' ? w.name.trim() : '',
    photo: w.photo ?? null,
    age: age as number | null,
    phone: typeof w.phone === 'string' ? w.phone.trim() : '',
    id_number: typeof w.id_number === 'string' ? w.id_number.trim() : '',
    gender: w.gender === 'Male' || w.gender === 'Female' ? w.gender : '',
    company: typeof w.company === 'string' ? w.company.trim() : '',
    contractor: w.contractor === true,
  };
}

/** the permit's form through the ONE permit schema (the pinned version's definition), then what only the server knows */
export async function permitErrors(tenant: TenantData, input: PermitInput, version: DemoPermitFormVersion, intent: 'draft' | 'submit'): Promise<string[]> {
  const out = await ruleErrors(permitSchema(permitServerT, { intent, definition: version.definition, workerFields: workerFieldsOf(tenant), answersT: answersServerT }), input);
  const site = liveSites(tenant).find((s) => s.id === input.location.site_id);
  if (input.location.site_id != null && !site) out.push(msg('server.siteInvalid'));
  if (site) {
    const { division_id, department_id, unit_id } = input.location;
    const division = site.divisions.find((d) => d.id === division_id);
    const department = division?.departments.find((d) => d.id === department_id);
    const badTree = (division_id != null && !division) || (department_id != null && !department) || (unit_id != null && !department?.units.some((u) => u.id === unit_id));
    if (badTree) out.push(permitServerT('validation.unitInvalid'));
    const plan = db.list<DemoSitePlan>(tenant, 'site_plans').find((p) => p.site_id === site.id);
    const { pin_id, zone_id, isolation_pin_ids } = input.location;
    const pinOk = (id: number) => !!plan?.pins.some((p) => p.id === id);
    const badPlan =
      (pin_id != null && !pinOk(pin_id)) ||
      (zone_id != null && !plan?.zones.some((z) => z.id === zone_id)) ||
      isolation_pin_ids.some((id) => !plan?.pins.some((p) => p.id === id && p.kind === 'isolation_point'));
    if (badPlan) out.push(msg('server.pinInvalid'));
  }
  const users = new Set(activeUsers(tenant).map((u) => u.id));
  if (input.issuing_officer_ids.some((id) => !users.has(id))) out.push(msg('server.officerInvalid'));
  // answers that name records or carry files: the tenant's sites and users; SPEC §5 on the files' bytes
  const siteIds = new Set(liveSites(tenant).map((s) => s.id));
  for (const q of questionsOf(formSections(version.definition).sections)) {
    const v = input.answers[q.key];
    if (q.type === 'site_list' && v != null && v !== '' && !siteIds.has(Number(v))) out.push(`${q.label}: ${msg('server.siteInvalid')}`);
    if (q.type === 'user_list' && Array.isArray(v) && v.some((id) => !users.has(Number(id)))) out.push(`${q.label}: ${msg('server.answerUsersInvalid')}`);
    // the bytes are checked once the declared names, types and sizes passed the schema (one message per problem)
    if (q.type === 'attachment' && Array.isArray(v) && v.length && !out.length) {
      const bad = await attachmentError(v, { maxBytes: q.max_file_size_mb * 1024 * 1024, allowedTypes: FILE_KIND_TYPES[q.file_kind] });
      if (bad) out.push(`${q.label}: ${bad}`);
    }
  }
  const photos = input.workers.map((w) => w.photo).filter((p) => p != null);
  const badPhoto = photos.length && !out.length ? await attachmentError(photos, { maxBytes: WORKER_PHOTO_RULE.maxBytes, allowedTypes: WORKER_PHOTO_RULE.types }) : null;
  if (badPhoto) out.push(badPhoto);
  const badFile = out.length ? null : await attachmentError(input.attachments);
  if (badFile) out.push(badFile);
  if (intent === 'submit') out.push(...ineligibleWorkerErrors(tenant, input.workers));
  return [...new Set(out)];
}

// the contractors module's demo rows (features/contractors/demo/store.ts), as far as the permits use them
type ContractorRow = Row & { company_name: string; status: string };
type ContractorWorkerRow = Row & Omit<PermitWorker, 'key' | 'company' | 'contractor'> & { contractor_id: number | null; status: ReviewStatus };
type ContractorDocRow = Row & { contractor_id: number; status: ReviewStatus; valid_until: string };

/** A contractor's worker offered to a permit (issue 27): the permit worker, and why they may not work (null: eligible). */
export interface ContractorWorkerOffer {
  worker: PermitWorker;
  reason: IneligibleReason | null;
}

/** Every worker of the tenant's active contractors, with their eligibility today (contractors/model workerIneligibility). */
export function contractorWorkerOffers(tenant: TenantData, today = todayIso()): ContractorWorkerOffer[] {
  const contractors = db.list<ContractorRow>(tenant, 'contractors').filter((c) => c.status === 'Active');
  const docs = db.list<ContractorDocRow>(tenant, 'contractor_documents');
  const out: ContractorWorkerOffer[] = [];
  for (const w of db.list<ContractorWorkerRow>(tenant, 'contractor_workers')) {
    const c = contractors.find((x) => x.id === w.contractor_id);
    if (!c) continue;
    const reason = workerIneligibility(w, docs.filter((d) => d.contractor_id === c.id), today);
    out.push({ worker: { key: `cw${w.id}`, name: w.name, photo: w.photo ?? null, age: w.age ?? null, phone: w.phone ?? '', id_number: w.id_number ?? '', gender: w.gender ?? '', company: c.company_name, contractor: true }, reason });
  }
  return out;
}

const norm = (x: string) => x.trim().toLowerCase();

/** SPEC §6 / issue 27: a permit may name only eligible contractor workers ("<name> is not eligible: <reason>"). */
export function ineligibleWorkerErrors(tenant: TenantData, workers: readonly PermitWorker[], today = todayIso()): string[] {
  const offers = contractorWorkerOffers(tenant, today);
  const out: string[] = [];
  for (const w of workers) {
    const match = offers.find((o) => norm(o.worker.name) === norm(w.name) && (w.contractor || (!!w.company.trim() && norm(o.worker.company) === norm(w.company))) && (!w.id_number.trim() || !o.worker.id_number || o.worker.id_number === w.id_number.trim()));
    if (match?.reason) out.push(`${w.name.trim()} is not eligible: ${INELIGIBLE_REASON_TEXT[match.reason]}`);
  }
  return out;
}

/** the answers kept: the pinned version's shown questions, with the location / duration answers from the permit's fields */
export function keptAnswers(version: DemoPermitFormVersion, input: PermitInput, tenant?: TenantData) {
  const def = formSections(version.definition);
  // Division / Department / Unit answers name the chosen units of the site's tree (never free text, SPEC §3)
  const site = tenant ? liveSites(tenant).find((x) => x.id === input.location.site_id) : null;
  const full = withDerivedAnswers(def, tenant ? withTreeAnswers(def, input.answers, treeNamesOf(site, input.location)) : input.answers, input);
  return visibleAnswers(def, full);
}

/** `<prefix>-<n>`: the next number of the template's prefix in this tenant */
export function nextNumber(tenant: TenantData, prefix: string): string {
  const re = new RegExp(`^${prefix.replace(/[^A-Za-z0-9-]/g, '')}-(\\d+)$`);
  let max = 0;
  for (const p of db.list<DemoPermit>(tenant, 'permits')) {
    const m = re.exec(p.number);
    if (m) max = Math.max(max, Number(m[1]));
  }
  return `${prefix}-${String(max + 1).padStart(4, '0')}`;
}

/** one history line */
export function historyEntry(
  tenant: TenantData,
  by: { id: number; full_name: string } | null,
  action: PermitHistoryEntry['action'],
  from: StoredPermitStatus | null,
  to: StoredPermitStatus | null,
  comment = '',
  changes: PermitHistoryEntry['changes'] = [],
  at = new Date().toISOString(),
): PermitHistoryEntry {
  return { id: db.newId(tenant), at, by_id: by?.id ?? null, by_name: by?.full_name ?? '', action, from_status: from, to_status: to, comment, changes };
}

const show = (v: unknown) => (v == null ? '' : Array.isArray(v) ? v.join(', ') : typeof v === 'object' ? JSON.stringify(v) : String(v));

/** field-level changes of an edit: [field, before, after] (answers are counted, not spelled out) */
export function changesOf(before: DemoPermit, after: PermitInput): PermitHistoryEntry['changes'] {
  const out: PermitHistoryEntry['changes'] = [];
  const pairs: [string, unknown, unknown][] = [
    ['title', before.title, after.title],
    ['description', before.description, after.description],
    ['site', before.location.site_id, after.location.site_id],
    ['location', before.location.description, after.location.description],
    ['zone', before.location.zone_id, after.location.zone_id],
    ['pin', before.location.pin_id, after.location.pin_id],
    ['isolation_pins', before.location.isolation_pin_ids, after.location.isolation_pin_ids],
    ['start_at', before.start_at, after.start_at],
    ['end_at', before.end_at, after.end_at],
    ['issuing_officers', before.issuing_officer_ids, after.issuing_officer_ids],
    ['workers', before.workers.map((w) => w.name), after.workers.map((w) => w.name)],
    ['remarks', before.remarks, after.remarks],
  ];
  for (const [field, a, b] of pairs) if (show(a) !== show(b)) out.push([field, show(a), show(b)]);
  const keys = new Set([...Object.keys(before.answers), ...Object.keys(after.answers)]);
  const changed = [...keys].filter((k) => show(before.answers[k]) !== show(after.answers[k])).length;
  if (changed) out.push(['answers', '', String(changed)]);
  return out;
}
