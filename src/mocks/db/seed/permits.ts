import { isQuestionVisible, questionsOf, type Question, type TemplateDefinition } from '@/features/permit-templates/model';
import { visibleAnswers } from '@/features/permit-templates/schemas/answers-schema';
import { closureSections, declarationSections, formSections, withDerivedAnswers, withTreeAnswers } from '@/features/permits/model/answers';
import type { PermitApproval, PermitExtension, PermitHandover, PermitHistoryEntry, PermitWorker, StoredPermitStatus } from '@/features/permits/model/types';
import type { TenantData } from '../db';
import type { DemoPermit, DemoPermitForm, DemoPermitFormVersion, DemoSite, DemoSitePlan, DemoUser } from '../types';
import { can, rulesForUser } from '../../policies';
import { ensurePermitForms } from './permit-templates';
import { createRandom, stringSeed, type Random } from './random';
import type { SeedContext } from './index';

/**
 * ~200 permits per organisation over the last 90 days (features/permits/README.md "Seed"): every stored and every
 * display status (closed, revoked, rejected, overdue, handed back = pending closure, active, extended, ending within
 * the hour, suspended, with handovers — some waiting for the incoming person —, approved for later, requested, pending
 * (part of a two-approver round), drafts, drafts sent to a colleague), pinned to the template version published
 * before each was made (older hot-work permits stay on v1), answers generated from that version's definition, and
 * clashing open permits today on the first site (same zone; hot work beside confined space) plus a shared isolation
 * point on the first site whose plan has one. Its own random stream; runs last, so nothing seeded before moves. Also
 * seeds a tenant stored before permits existed, or created by sign-up, on first use.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const FIRST = ['Ahmed', 'Beatriz', 'Chen', 'Dario', 'Emma', 'Femi', 'Goran', 'Hana', 'Igor', 'Jonas', 'Kemal', 'Lena', 'Marco', 'Nadia', 'Oscar', 'Priya', 'Rafael', 'Sofia', 'Tomasz', 'Yusuf'];
const LAST = ['Ali', 'Brandt', 'Ciobanu', 'Duarte', 'Evans', 'Fofana', 'Grün', 'Horvat', 'Ivanov', 'Jensen', 'Kaya', 'Lopez', 'Mensah', 'Novak', 'Okafor', 'Pereira'];
const COMPANIES = ['', '', 'Delta Mechanical Ltd', 'Spark Electrical Services', 'Northern Scaffolding', 'GroundWorks & Co'];
const PLACES = ['North wall of the boiler house', 'Pump room 2', 'Roof above bay 3', 'Substation B', 'Trench by gate 4', 'Tank T-101', 'Mezzanine walkway', 'Compressor house', 'Loading dock 2', 'Cooling tower deck'];
const TITLES: Record<string, string[]> = {
  hot_work: ['Welding a support bracket', 'Cutting out a corroded pipe section', 'Grinding flange faces', 'Brazing a copper line'],
  confined_space: ['Inspection inside tank T-101', 'Cleaning the sump pit', 'Valve replacement in the vessel', 'Sewer line survey'],
  work_at_height: ['Replacing roof sheets', 'Gutter cleaning', 'Lighting repair above the racking', 'Painting the mezzanine rail'],
  electrical: ['Replacing a motor starter', 'Isolating the conveyor drive', 'Panel maintenance in substation B', 'Cable termination'],
  excavation: ['Digging a trench for a water main', 'Exposing a gas line', 'Foundation for a new pump plinth', 'Drainage repair'],
  other: ['Routine maintenance', 'Equipment inspection'],
};
const TEXTS = ['Checked on site with the area owner', 'As agreed at the toolbox talk', 'See the method statement', 'Confirmed by the supervisor'];

type Kind =
  | 'closed'
  | 'revoked'
  | 'rejected'
  | 'overdue'
  | 'handed_back'
  | 'active'
  | 'extended'
  | 'ending'
  | 'suspended'
  | 'handover'
  | 'handover_waiting'
  | 'approved'
  | 'requested'
  | 'pending'
  | 'draft'
  | 'draft_shared';

/** how many of each (the clash permits come on top, then `closed` fills up to PERMIT_SEED_COUNT) */
const PLAN: [Kind, number][] = [
  ['revoked', 10],
  ['rejected', 12],
  ['overdue', 8],
  ['handed_back', 6],
  ['active', 14],
  ['extended', 8],
  ['ending', 3],
  ['suspended', 6],
  ['handover', 3],
  ['handover_waiting', 3],
  ['approved', 12],
  ['requested', 12],
  ['pending', 4],
  ['draft', 8],
  ['draft_shared', 4],
];
export const PERMIT_SEED_COUNT = 200;

const pickSome = <T>(random: Random, items: readonly T[], min = 1): T[] => {
  const out = items.filter(() => random.chance(0.6));
  return out.length >= min ? out : items.slice(0, Math.min(min, items.length));
};

/** a valid answer of one question (seeded answers pass the version's own schema) */
function answerOf(q: Question, random: Random, ctx: { siteId: number; userIds: number[]; at: string }): unknown {
  switch (q.type) {
    case 'checkbox':
    case 'multiple_choice':
      return pickSome(random, q.options);
    case 'radio':
    case 'single_select':
      return random.pick(q.options);
    case 'date':
      return ctx.at.slice(0, 10);
    case 'datetime':
      return ctx.at;
    case 'declaration':
      return true;
    case 'hidden':
      return q.default_value;
    case 'text_field':
      return /depth/i.test(q.label) ? String(random.int(5, 25) / 10) : /equipment|circuit/i.test(q.label) ? `MCC-${random.int(1, 9)} feeder ${random.int(1, 24)}` : /lock/i.test(q.label) ? `Isolator ${random.int(1, 12)}, lock ${random.int(100, 999)}` : random.pick(TEXTS);
    case 'text_area':
      return `${random.pick(TEXTS)}.`;
    case 'attachment':
      return q.required ? [{ name: 'work-area.png', type: 'image/png', size: 68, data_url: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=' }] : [];
    case 'grid':
      return Object.fromEntries(q.options.map((row) => [row, q.grid_columns[0]]));
    case 'site_list':
      return ctx.siteId;
    case 'user_list':
      return [random.pick(ctx.userIds)];
    case 'gas_test':
      return {
        readings: Object.fromEntries(q.gases.map((g) => [g.key, g.min != null && g.max != null ? Math.round(((g.min + g.max) / 2) * 10) / 10 : g.max != null ? Math.round(random.next() * g.max * 3) / 10 : 0])),
        flagged_unsafe: false,
        flag_note: '',
      };
    default:
      return '';
  }
}

/** answers of every shown question of `def` (show-if rules honoured: answered in order, hidden ones dropped) */
export function answersOf(def: Pick<TemplateDefinition, 'sections'>, random: Random, ctx: { siteId: number; userIds: number[]; at: string }): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const q of questionsOf(def.sections)) if (isQuestionVisible(q, def.sections, out)) out[q.key] = answerOf(q, random, ctx);
  return visibleAnswers(def, out);
}

interface Seeder {
  tenant: TenantData;
  random: Random;
  now: Date;
  users: DemoUser[];
  requestors: DemoUser[];
  approvers: DemoUser[];
  closers: DemoUser[];
  userIds: number[];
  numbers: Map<string, number>;
}

const iso = (ms: number) => new Date(ms).toISOString();
const roundHour = (ms: number) => Math.round(ms / HOUR) * HOUR;

function worker(random: Random, i: number): PermitWorker {
  const company = random.pick(COMPANIES);
  return {
    key: `w${i + 1}`,
    name: `${random.pick(FIRST)} ${random.pick(LAST)}`,
    photo: null,
    age: random.int(19, 62),
    phone: `+44 7${random.int(100, 999)} ${random.int(100000, 999999)}`,
    id_number: random.chance(0.5) ? `ID-${random.int(10000, 99999)}` : '',
    gender: random.pick(['Male', 'Female'] as const),
    company,
    contractor: company !== '',
  };
}

/** the version in force when a permit was made: the latest published before it, else the first */
function versionAt(versions: DemoPermitFormVersion[], at: number): DemoPermitFormVersion {
  const before = versions.filter((v) => new Date(v.published_at).getTime() <= at).sort((a, b) => b.number - a.number);
  return before[0] ?? [...versions].sort((a, b) => a.number - b.number)[0];
}

interface Spec {
  kind: Kind;
  form: DemoPermitForm;
  versions: DemoPermitFormVersion[];
  site: DemoSite;
  start: number;
  zoneId?: number | null;
  pinId?: number | null;
  isolation?: number[];
  title?: string;
}

const approvalRound = (kind: PermitApproval['kind'], who: DemoUser[], required: number): PermitApproval => ({ workflow_id: null, workflow_title: '', kind, approvers: who.map((u) => ({ id: u.id, name: u.full_name })), required, approvals: [] });

function makePermit(s: Seeder, spec: Spec): DemoPermit {
  const { random, tenant, now } = s;
  const nowMs = now.getTime();
  const { kind, form, site } = spec;
  const created = Math.min(nowMs - HOUR, spec.start - random.int(2, 48) * HOUR);
  const version = versionAt(spec.versions, created);
  const def = version.definition;
  const hours = def.default_hours;
  const start = spec.start;
  let end = start + hours * HOUR;
  const plan = (tenant.collections.site_plans as DemoSitePlan[] | undefined)?.find((p) => p.site_id === site.id);
  const division = site.divisions.length ? random.pick(site.divisions) : null;
  const department = division?.departments.length ? random.pick(division.departments) : null;
  const unit = department?.units.length ? random.pick(department.units) : null;
  const zoneId = spec.zoneId !== undefined ? spec.zoneId : plan?.zones.length && random.chance(0.2) ? random.pick(plan.zones).id : null;
  const pinId = spec.pinId !== undefined ? spec.pinId : plan?.pins.length && zoneId == null && random.chance(0.4) ? random.pick(plan.pins.filter((p) => p.kind !== 'isolation_point').length ? plan.pins.filter((p) => p.kind !== 'isolation_point') : plan.pins).id : null;
  const requestor = random.pick(s.requestors);
  // separation of duties (features/permits/model/duties.ts): never the requester (one draw, as before)
  const approver = random.pick(s.approvers.filter((u) => u.id !== requestor.id).length ? s.approvers.filter((u) => u.id !== requestor.id) : s.approvers);
  const closer = random.pick(s.closers);
  const type = form.permit_type ?? 'other';
  const workers = Array.from({ length: random.int(1, 4) }, (_, i) => worker(random, i));
  const location = {
    site_id: site.id,
    division_id: division?.id ?? null,
    department_id: department?.id ?? null,
    unit_id: unit?.id ?? null,
    description: random.pick(PLACES),
    pin_id: pinId,
    zone_id: zoneId,
    isolation_pin_ids: spec.isolation ?? [],
  };
  if (kind === 'ending') end = nowMs + random.int(15, 50) * 60_000;
  const at = { siteId: site.id, userIds: s.userIds, at: iso(start) };
  const formDef = formSections(def);
  // the Division / Department / Unit answers name the chosen units of the site's tree (SPEC §3), not random text
  const treeNames = { division: division?.name ?? '', department: department?.name ?? '', unit: unit?.name ?? '' };
  const answers = visibleAnswers(formDef, withDerivedAnswers(formDef, withTreeAnswers(formDef, answersOf(formDef, random, at), treeNames), { location, start_at: iso(start), end_at: iso(end) }));
  const prefix = def.prefix_id;
  const n = (s.numbers.get(prefix) ?? 0) + 1;
  s.numbers.set(prefix, n);

  const history: PermitHistoryEntry[] = [];
  const line = (atMs: number, who: DemoUser | null, action: PermitHistoryEntry['action'], from: StoredPermitStatus | null, to: StoredPermitStatus | null, comment = '', changes: PermitHistoryEntry['changes'] = []) =>
    history.push({ id: tenant.nextId++, at: iso(Math.min(atMs, nowMs)), by_id: who?.id ?? null, by_name: who?.full_name ?? '', action, from_status: from, to_status: to, comment, changes });

  const id = tenant.nextId++;
  line(created, requestor, 'create', null, 'draft');
  let status = 'draft' as StoredPermitStatus;
  let approval = null as PermitApproval | null;
  let approvedAt = null as string | null;
  let approvedBy = null as number | null;
  let closedAt: string | null = null;
  let suspendedReason = '';
  let rejection = '';
  let sharedBy: number | null = null;
  let sharedTo: number | null = null;
  const extensions: PermitExtension[] = [];
  const handovers: PermitHandover[] = [];
  let closure: Record<string, unknown> = {};
  const requestedAt = created + random.int(5, 60) * 60_000;
  const decidedAt = Math.min(start - 30 * 60_000, requestedAt + random.int(1, 6) * HOUR);
  const issue = () => {
    line(requestedAt, requestor, 'request', 'draft', 'requested');
    approval = { ...approvalRound('any', [], 1), approvals: [{ user_id: approver.id, name: approver.full_name, at: iso(decidedAt) }] };
    status = decidedAt >= start ? 'active' : 'approved';
    line(decidedAt, approver, 'approve', 'requested', status, random.pick(['', 'Precautions checked on site', 'OK to proceed']));
    approvedAt = iso(Math.min(decidedAt, nowMs));
    approvedBy = approver.id;
    if (start <= nowMs && status === 'approved') status = 'active';
  };
  const closureAnswers = (atMs: number) => answersOf(closureSections(def), random, { ...at, at: iso(atMs) });

  switch (kind) {
    case 'draft':
      break;
    case 'draft_shared': {
      const to = random.pick(s.requestors.filter((u) => u.id !== requestor.id).length ? s.requestors.filter((u) => u.id !== requestor.id) : s.requestors);
      sharedBy = requestor.id;
      sharedTo = to.id;
      line(created + 30 * 60_000, requestor, 'send_draft', 'draft', 'draft', `${requestor.full_name} → ${to.full_name}`, [['shared_to', '', to.full_name]]);
      break;
    }
    case 'requested':
    case 'pending': {
      line(requestedAt, requestor, 'request', 'draft', 'requested');
      status = 'requested';
      if (kind === 'pending' && s.approvers.length >= 2) {
        const two = [approver, s.approvers.find((u) => u.id !== approver.id && u.id !== requestor.id) ?? s.approvers.find((u) => u.id !== approver.id)!];
        approval = { ...approvalRound('sequential', two, 2), approvals: [{ user_id: approver.id, name: approver.full_name, at: iso(requestedAt + HOUR) }] };
        line(requestedAt + HOUR, approver, 'approve', 'requested', 'requested', 'First approval of two');
      } else approval = approvalRound('any', [], 1);
      break;
    }
    case 'rejected':
      line(requestedAt, requestor, 'request', 'draft', 'requested');
      status = 'rejected';
      approval = approvalRound('any', [], 1);
      rejection = random.pick(['Method statement missing', 'Gas test must be repeated on the day', 'Clashes with the shutdown plan']);
      line(decidedAt, approver, 'reject', 'requested', 'rejected', rejection);
      break;
    default:
      issue();
  }

  const startedMs = Math.max(start, decidedAt);
  switch (kind) {
    case 'closed': {
      const handBack = end - random.int(0, 90) * 60_000;
      closure = closureAnswers(handBack);
      line(handBack, requestor, 'handback', status, 'handed_back');
      closedAt = iso(Math.min(nowMs, handBack + random.int(10, 120) * 60_000));
      line(new Date(closedAt).getTime(), closer, 'close', 'handed_back', 'closed');
      status = 'closed';
      break;
    }
    case 'revoked': {
      const at2 = startedMs + random.int(1, Math.max(1, hours - 1)) * HOUR;
      line(at2, closer, 'revoke', status, 'revoked', random.pick(['Gas alarm in the area: work stopped', 'Scope changed: a new permit is needed', 'Precautions not in place on inspection']));
      status = 'revoked';
      break;
    }
    case 'handed_back': {
      const handBack = Math.min(nowMs - 10 * 60_000, end - random.int(0, 60) * 60_000);
      closure = closureAnswers(handBack);
      line(handBack, requestor, 'handback', status, 'handed_back', 'Area left clean and safe');
      status = 'handed_back';
      break;
    }
    case 'extended': {
      const count = random.int(1, 2);
      for (let i = 0; i < count; i++) {
        const extHours = def.extension_hours;
        const previous = end;
        end = previous + extHours * HOUR;
        const atMs = Math.min(nowMs - 5 * 60_000, previous - 30 * 60_000);
        const declaration = answersOf(declarationSections(def), random, { ...at, at: iso(atMs) });
        extensions.push({ at: iso(atMs), by_id: approver.id, by_name: approver.full_name, hours: extHours, previous_end: iso(previous), new_end: iso(end), declaration, comment: 'More time needed to finish safely' });
        line(atMs, approver, 'extend', status, status, `+${extHours} h`, [['end_at', iso(previous), iso(end)]]);
      }
      break;
    }
    case 'suspended':
      suspendedReason = random.pick(['Fire alarm test in the building', 'Weather: wind above the limit', 'Gas detector went off: area evacuated']);
      line(Math.min(nowMs - 10 * 60_000, startedMs + HOUR), closer, 'suspend', status, 'suspended', suspendedReason);
      status = 'suspended';
      break;
    case 'handover':
    case 'handover_waiting': {
      const incoming = random.pick(s.requestors.filter((u) => u.id !== requestor.id).length ? s.requestors.filter((u) => u.id !== requestor.id) : s.requestors);
      const atMs = Math.min(nowMs - 20 * 60_000, startedMs + 2 * HOUR);
      const confirmed = kind === 'handover' ? iso(atMs + 10 * 60_000) : null;
      handovers.push({ at: iso(atMs), outgoing_id: requestor.id, outgoing_name: requestor.full_name, incoming_id: incoming.id, incoming_name: incoming.full_name, outgoing_confirmed: true, incoming_confirmed_at: confirmed, notes: 'Shift change: isolations and barriers as listed' });
      line(atMs, requestor, 'handover', status, status, `${requestor.full_name} → ${incoming.full_name}`);
      if (confirmed) line(atMs + 10 * 60_000, incoming, 'handover_accept', status, status, `${requestor.full_name} → ${incoming.full_name}`);
      break;
    }
    default:
      break;
  }

  // a past-due "approved" (start come, never moved to active) reads as active
  if (status === 'approved' && start <= nowMs) status = 'active';
  const updated = history.at(-1)!.at;
  return {
    id,
    number: `${prefix}-${String(n).padStart(4, '0')}`,
    title: spec.title ?? random.pick(TITLES[type] ?? TITLES.other),
    description: `${random.pick(TEXTS)}. ${def.description}`,
    permit_form_id: form.id,
    permit_form_version_id: version.id,
    permit_form_version_number: version.number,
    template_name: def.name,
    permit_type: form.permit_type ?? null,
    low_risk: def.low_risk,
    status,
    requestor_id: requestor.id,
    requestor_name: requestor.full_name,
    issuing_officer_ids: random.chance(0.7) ? [approver.id] : [],
    location,
    start_at: iso(start),
    end_at: iso(end),
    workers,
    answers,
    extensions,
    handovers,
    closure_answers: closure,
    attachments: [],
    remarks: random.chance(0.3) ? 'Area owner informed.' : '',
    shared_by_id: sharedBy,
    shared_to_id: sharedTo,
    cloned_from_id: null,
    clash_acknowledgements: [],
    history,
    approved_by_id: approvedBy,
    approved_at: approvedAt,
    closed_at: closedAt,
    suspended_reason: suspendedReason,
    approval,
    rejection_reason: rejection,
    created_at: iso(created),
    updated_at: updated,
  };
}

/** the start of a permit of this kind, relative to now */
function startFor(kind: Kind, random: Random, nowMs: number, hours: number): number {
  switch (kind) {
    case 'closed':
    case 'revoked':
    case 'rejected':
      return roundHour(nowMs - random.int(2, 89) * DAY - random.int(0, 8) * HOUR);
    case 'overdue':
      return roundHour(nowMs - random.int(1, 4) * DAY - hours * HOUR - random.int(1, 10) * HOUR);
    case 'handed_back':
      return roundHour(nowMs - hours * HOUR - random.int(1, 20) * HOUR);
    case 'active':
    case 'suspended':
    case 'handover':
    case 'handover_waiting':
      return roundHour(nowMs - random.int(1, Math.max(1, hours - 3)) * HOUR);
    case 'extended':
      return roundHour(nowMs - (hours - 1) * HOUR - random.int(0, 2) * HOUR);
    case 'ending':
      return roundHour(nowMs - hours * HOUR);
    case 'approved':
      return roundHour(nowMs + random.int(2, 48) * HOUR);
    default:
      return roundHour(nowMs + random.int(1, 72) * HOUR);
  }
}

export function ensurePermits(tenant: TenantData, now = new Date()): boolean {
  if (!tenant.organization || tenant.collections.permits) return false;
  ensurePermitForms(tenant, now);
  const rows = (tenant.collections.permits = [] as DemoPermit[]);
  const random = createRandom(stringSeed(`${tenant.key}:permits`));
  const nowMs = now.getTime();
  const sites = ((tenant.collections.sites ?? []) as DemoSite[]).filter((x) => x.status === 'active');
  const users = ((tenant.collections.users ?? []) as DemoUser[]).filter((u) => u.status === 'Active' && u.role_name !== 'MasterSuperAdmin');
  const allVersions = (tenant.collections.permit_form_versions ?? []) as DemoPermitFormVersion[];
  const forms = ((tenant.collections.permit_forms ?? []) as DemoPermitForm[]).filter((f) => f.active && allVersions.some((v) => v.permit_form_id === f.id));
  const holders = (right: 'create' | 'approve' | 'close') => users.filter((u) => can(rulesForUser(tenant, u), right, 'Permit'));
  const requestors = holders('create').filter((u) => !u.is_contractor);
  const approvers = holders('approve');
  if (!sites.length || !forms.length || !requestors.length || !approvers.length) return true;
  const s: Seeder = { tenant, random, now, users, requestors, approvers, closers: holders('close').length ? holders('close') : approvers, userIds: users.filter((u) => !u.is_contractor).map((u) => u.id), numbers: new Map() };
  const versionsOf = (f: DemoPermitForm) => allVersions.filter((v) => v.permit_form_id === f.id);
  const byType = (t: string) => forms.find((f) => f.permit_type === t) ?? forms[0];

  // clashes today on the first site: two permits in the same zone, hot work beside confined space in the boiler zone,
  // and (on the first site whose plan has one) two permits on the same isolation point
  const first = sites[0];
  const plans = (tenant.collections.site_plans ?? []) as DemoSitePlan[];
  const zone = plans.find((p) => p.site_id === first.id)?.zones[0] ?? null;
  const specs: Spec[] = [];
  const today = (h: number) => roundHour(nowMs - h * HOUR);
  if (zone) {
    specs.push({ kind: 'active', form: byType('hot_work'), versions: versionsOf(byType('hot_work')), site: first, start: today(2), zoneId: zone.id, pinId: null, title: 'Welding on the boiler feed line' });
    specs.push({ kind: 'requested', form: byType('confined_space'), versions: versionsOf(byType('confined_space')), site: first, start: today(1), zoneId: zone.id, pinId: null, title: 'Entry into the boiler drum' });
    specs.push({ kind: 'active', form: byType('electrical'), versions: versionsOf(byType('electrical')), site: first, start: today(3), zoneId: zone.id, pinId: null, title: 'Isolating the boiler feed pump' });
    specs.push({ kind: 'approved', form: byType('work_at_height'), versions: versionsOf(byType('work_at_height')), site: first, start: roundHour(nowMs + 2 * HOUR), zoneId: zone.id, pinId: null, title: 'Flue inspection from a platform' });
  }
  const isoPlan = plans.find((p) => sites.some((x) => x.id === p.site_id) && p.pins.some((pin) => pin.kind === 'isolation_point'));
  const isoPin = isoPlan?.pins.find((pin) => pin.kind === 'isolation_point');
  const isoSite = isoPlan && sites.find((x) => x.id === isoPlan.site_id);
  if (isoPin && isoSite) {
    specs.push({ kind: 'active', form: byType('electrical'), versions: versionsOf(byType('electrical')), site: isoSite, start: today(1), zoneId: null, pinId: isoPin.id, isolation: [isoPin.id], title: 'Motor replacement behind the main isolator' });
    specs.push({ kind: 'requested', form: byType('excavation'), versions: versionsOf(byType('excavation')), site: isoSite, start: roundHour(nowMs + HOUR), zoneId: null, pinId: null, isolation: [isoPin.id], title: 'Cable trench from the main isolator' });
  }
  const planned: Kind[] = PLAN.flatMap(([k, count]) => Array.from({ length: count }, () => k));
  while (planned.length + specs.length < PERMIT_SEED_COUNT) planned.push('closed');
  for (const kind of planned) {
    const form = random.pick(forms);
    specs.push({ kind, form, versions: versionsOf(form), site: random.pick(sites), start: startFor(kind, random, nowMs, form.default_hours) });
  }
  // made in time order, so numbers rise with the dates
  specs.sort((a, b) => a.start - b.start);
  for (const spec of specs) rows.push(makePermit(s, spec));
  rows.reverse();
  return true;
}

/** runs last among the seeders: the ids it takes come after everything else */
export function seedPermits({ tenant, now }: SeedContext): void {
  ensurePermits(tenant, now);
}
