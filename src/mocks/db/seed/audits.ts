import { displayAuditStatus, type AuditStatus, type KeyFinding, type TemplateIcon, type TemplateVersion } from '@/features/audits/model';
import { parseOptions } from '@/features/audits/model/options';
import { nthOccurrence, type Frequency } from '@/features/audits/model/recurrence';
import { scoreAudit } from '@/features/audits/model/scoring';
import { visibleQuestionIds, type Answers, type TemplateDefinition, type TemplateQuestion, type TemplateSection } from '@/features/audits/model/template';
import { approvalRound, approve } from '@/features/audits/model/approval';
import type { TenantData } from '../db';
import type { DemoAudit, DemoAuditSchedule, DemoAuditTemplate, DemoSite, DemoUser, DemoWorkflow } from '../types';
import { ensureWorkflows, superAdminOf } from './workflows';
import { createRandom, stringSeed } from './random';
import type { SeedContext } from './index';
import { DAY_MS as DAY } from '@/lib/dates';

const YES_NO = 'Yes / 2//No / 0//N/A';
const YES_NO_FAIL = 'Yes / 2//No / 0 !//N/A';
const RATING = 'Good / 3//Fair / 1//Poor / 0//N/A';

type QSpec = [text: string, options: string, extra?: Partial<TemplateQuestion> & { children?: QSpec[]; opensOn?: string }];

/** builds a definition with stable ids ('t1s1q2', options 't1s1q2o1' …); a child opens on its parent's option label */
function definition(prefix: string, passMark: number | null, sections: [title: string, passMark: number | null, questions: QSpec[]][]): TemplateDefinition {
  const out: TemplateSection[] = sections.map(([title, sectionPass, specs], si) => {
    const questions: TemplateQuestion[] = [];
    let qn = 0;
    const add = (spec: QSpec, parent: TemplateQuestion | null) => {
      const [text, options, extra = {}] = spec;
      const { children, opensOn, ...rest } = extra;
      const id = `${prefix}s${si + 1}q${++qn}`;
      const q: TemplateQuestion = { id, text, response_type: options ? 'options' : 'text', options: options ? parseOptions(options, `${id}o`) : [], ...rest };
      if (parent) {
        q.parent_id = parent.id;
        q.show_if = parent.options.filter((o) => o.label === (opensOn ?? 'No')).map((o) => o.id);
      }
      questions.push(q);
      for (const c of children ?? []) add(c, q);
    };
    specs.forEach((s) => add(s, null));
    return { id: `${prefix}s${si + 1}`, title, pass_mark: sectionPass, questions };
  });
  return { scoring: true, pass_mark: passMark, sections: out };
}

const photoOnNo = (q: TemplateQuestion): TemplateQuestion => ({ ...q, options: q.options.map((o) => (o.label === 'No' || o.label === 'Poor' ? { ...o, requires: ['photo', 'note'] } : o)) });

export const SEED_TEMPLATES: { name: string; description: string; icon: TemplateIcon; def: (p: string) => TemplateDefinition }[] = [
  {
    name: 'Site safety walk',
    description: 'Weekly walk-through of access routes, housekeeping, work at height and traffic.',
    icon: 'pi-building',
    def: (p) =>
      definition(p, 75, [
        ['Access and housekeeping', 60, [['Walkways are clear of obstructions', YES_NO, { is_attach: true }], ['Spills are cleaned up or contained', YES_NO, { is_attach: true, children: [['Is a spill kit within reach?', YES_NO]] }], ['Waste is segregated in the marked bins', RATING]]],
        ['Work at height', 70, [['Guard rails are fitted on open edges', YES_NO_FAIL, { critical: true, is_attach: true, is_notify: true }], ['Ladders are inspected and tagged', YES_NO]]],
        ['Traffic', null, [['Pedestrian routes are marked', YES_NO], ['Speed limit signs are visible', YES_NO], ['Remarks on traffic', '']]],
      ]),
  },
  {
    name: 'Fire safety inspection',
    description: 'Monthly check of extinguishers, exits, alarms and hot work.',
    icon: 'pi-bolt',
    def: (p) =>
      definition(p, 80, [
        ['Escape routes', 80, [['Fire exits are unlocked and unobstructed', YES_NO_FAIL, { critical: true, is_attach: true, is_notify: true }], ['Exit signs are lit', YES_NO], ['Assembly point is signposted', YES_NO]]],
        ['Equipment', 70, [['Extinguishers are in place and in date', YES_NO, { is_attach: true, children: [['Which extinguishers are missing or expired?', '']] }], ['Fire alarm was tested this week', YES_NO], ['Sprinkler heads are not obstructed', RATING]]],
      ]),
  },
  {
    name: 'PPE compliance',
    description: 'Spot check that people wear the PPE their task requires.',
    icon: 'pi-user',
    def: (p) =>
      definition(p, 85, [
        ['Head, eyes and hands', null, [['Hard hats worn in marked zones', YES_NO], ['Safety glasses worn at machines', YES_NO], ['PPE seen in use', 'Helmet / 1//Gloves / 1//Glasses / 1//Hi-vis vest / 1', { is_multi: true }]]],
        ['Hearing and respiratory', null, [['Hearing protection worn above 85 dB(A)', YES_NO], ['Respirators are fit-tested', YES_NO_FAIL, { critical: true }]]],
      ]),
  },
  {
    name: '5S workplace audit',
    description: 'Sort, set in order, shine, standardise, sustain.',
    icon: 'pi-check-square',
    def: (p) =>
      definition(p, 70, [
        ['Sort', null, [['Only needed items are at the workstation', RATING]]],
        ['Set in order', null, [['Tools have marked places', RATING], ['Floor markings are intact', RATING]]],
        ['Shine', null, [['Machines and floors are clean', RATING, { is_attach: true }]]],
        ['Standardise and sustain', null, [['Checklists are posted and used', RATING], ['Last 5S actions are closed', YES_NO]]],
      ]),
  },
];

const withPhotoRules = (def: TemplateDefinition): TemplateDefinition => ({ ...def, sections: def.sections.map((s) => ({ ...s, questions: s.questions.map((q) => (q.is_attach ? photoOnNo(q) : q)) })) });

const FINDINGS = ['Blocked fire exit on the east side', 'Missing guard rail on the mezzanine', 'Extinguisher past its service date', 'Spill left near the loading bay', 'PPE not worn at the grinder'];
const PLAN: { template: number; frequency: Frequency; window: number }[] = [
  { template: 0, frequency: 'monthly', window: 7 },
  { template: 1, frequency: 'monthly', window: 5 },
  { template: 2, frequency: 'quarterly', window: 14 },
  { template: 3, frequency: 'monthly', window: 7 },
];

const iso = (d: Date) => d.toISOString().slice(0, 10);

function randomAnswers(def: TemplateDefinition, random: ReturnType<typeof createRandom>, good: number, upto = 1): Answers {
  const answers: Answers = {};
  const all = def.sections.flatMap((s) => s.questions);
  const count = Math.round(all.length * upto);
  for (const q of all.slice(0, count)) {
    if (q.response_type !== 'options') {
      answers[q.id] = { value: random.chance(0.5) ? 'Checked, nothing to add' : '' };
      continue;
    }
    const opts = q.options.filter((o) => !o.na);
    if (q.is_multi) answers[q.id] = { option_ids: opts.filter(() => random.chance(good)).map((o) => o.id) };
    else if (random.chance(0.05)) answers[q.id] = { option_ids: q.options.filter((o) => o.na).map((o) => o.id) };
    else answers[q.id] = { option_ids: [random.chance(good) ? opts[0].id : random.pick(opts.slice(1)).id] };
  }
  const visible = visibleQuestionIds(def, answers);
  for (const id of Object.keys(answers)) if (!visible.has(id)) delete answers[id];
  return answers;
}

/**
 * Four published templates per organisation, a schedule per template at the first sites, and a year of audits from
 * those schedules: past ones approved, some rejected or waiting for approval, a few missed (no audit) and some still
 * open (overdue); the next one scheduled. Its own random stream. Also seeds a tenant stored before audits existed.
 */
export function ensureAudits(tenant: TenantData, now = new Date()): boolean {
  if (!tenant.organization || tenant.collections.audit_templates) return false;
  const templates = (tenant.collections.audit_templates = [] as DemoAuditTemplate[]);
  const schedules = (tenant.collections.audit_schedules = [] as DemoAuditSchedule[]);
  const audits = (tenant.collections.audits ??= []) as DemoAudit[];
  const random = createRandom(stringSeed(`${tenant.key}:audits`));
  const sites = ((tenant.collections.sites ?? []) as DemoSite[]).filter((s) => s.status === 'active');
  const users = ((tenant.collections.users ?? []) as DemoUser[]).filter((u) => u.status === 'Active' && !u.is_contractor && u.role_name !== 'MasterSuperAdmin');
  const owner = users.find((u) => u.is_admin) ?? users[0];
  const stamp = new Date(now.getTime() - 400 * DAY).toISOString();
  SEED_TEMPLATES.forEach((t, i) => {
    const id = tenant.nextId++;
    const def = withPhotoRules(t.def(`t${i + 1}`));
    const version: TemplateVersion = { version: 1, published_at: stamp, published_by: owner?.full_name ?? '', name: t.name, definition: def };
    templates.push({ id, name: t.name, description: t.description, icon: t.icon, definition: def, version: 1, dirty: false, active: true, versions: [version], created_at: stamp, updated_at: stamp });
  });
  if (!sites.length || !users.length) return true;
  const today = iso(now);
  ensureWorkflows(tenant, now);
  const workflows = (tenant.collections.workflows ?? []) as DemoWorkflow[];
  const superAdminId = superAdminOf(tenant)?.id ?? null;
  const prefix = tenant.key.slice(0, 3).toUpperCase();
  let n = 0;
  PLAN.forEach((plan, i) => {
    const template = templates[plan.template];
    const site = sites[i % sites.length];
    const auditor = users[(i + 1) % users.length];
    const auditee = users[(i + 2) % users.length];
    const start = iso(new Date(now.getTime() - (360 - i * 3) * DAY));
    const schedule: DemoAuditSchedule = { id: tenant.nextId++, template_id: template.id, site_id: site.id, auditor_id: auditor.id, auditee_id: auditee.id, frequency: plan.frequency, start_date: start, end_date: null, window_days: plan.window, active: true, created_at: `${start}T08:00:00.000Z` };
    schedules.push(schedule);
    for (let k = 0; ; k++) {
      const due = nthOccurrence(schedule, k);
      if (!due || due > iso(new Date(now.getTime() + 31 * DAY))) break;
      const past = due < today;
      const recent = due >= iso(new Date(now.getTime() - 20 * DAY));
      if (past && !recent && random.chance(0.1)) continue; // missed: no audit was started
      let status: AuditStatus = 'scheduled';
      let upto = 0;
      if (past) {
        const r = random.next();
        status = recent ? (r < 0.5 ? 'in_progress' : 'completed') : r < 0.75 ? 'approved' : r < 0.85 ? 'rejected' : r < 0.93 ? 'completed' : 'in_progress';
        upto = status === 'in_progress' ? 0.5 : 1;
      }
      const def = template.definition;
      const answers = upto ? randomAnswers(def, random, 0.55 + random.next() * 0.4, upto) : {};
      const score = scoreAudit(def, answers);
      const findings: KeyFinding[] = score.passed === false ? [{ id: `f${n + 1}`, text: random.pick(FINDINGS), severity: random.pick(['medium', 'high'] as const), question_id: null }] : [];
      const dueAt = `${due}T09:00:00.000Z`;
      const doneAt = new Date(new Date(dueAt).getTime() + random.int(0, plan.window) * DAY).toISOString();
      const decided = status === 'approved' || status === 'rejected';
      // submitted audits carry their approvers (model/approval.ts); approved ones every approval needed, in order
      let round = status === 'in_progress' || status === 'scheduled' ? null : approvalRound({ site_id: site.id, template_id: template.id }, workflows, superAdminId);
      if (round && status === 'approved') while (round.approvals.length < round.required) round = approve(round, round.approver_ids[round.approvals.length], doneAt).round;
      const decider = round ? (status === 'approved' ? round.approvals[round.approvals.length - 1]?.user_id : round.approver_ids[0]) : undefined;
      audits.push({
        id: tenant.nextId++,
        number: `${prefix}-AUD-${String(++n).padStart(4, '0')}`,
        template_id: template.id,
        template_version: 1,
        schedule_id: schedule.id,
        site_id: site.id,
        auditor_id: auditor.id,
        auditee_id: auditee.id,
        due_date: due,
        status,
        answers,
        key_findings: findings,
        percent: upto === 1 ? score.percent : null,
        passed: upto === 1 ? score.passed : null,
        started_at: past ? dueAt : null,
        completed_at: past && status !== 'in_progress' ? doneAt : null,
        decided_at: decided ? doneAt : null,
        decided_by_id: decided ? (decider ?? owner?.id ?? null) : null,
        round,
        reason: status === 'rejected' ? 'Photos of the failed items are missing; please add them and resubmit.' : decided ? 'Checked on site.' : '',
        created_at: dueAt,
        updated_at: decided || status === 'completed' ? doneAt : dueAt,
      });
    }
  });
  // newest first, as the register shows them
  audits.sort((a, b) => b.due_date.localeCompare(a.due_date));
  void displayAuditStatus;
  return true;
}

export function seedAudits({ tenant, now }: SeedContext): void {
  ensureAudits(tenant, now);
}
