import type { Row } from '../db';
import type { DemoSite, DemoUser } from '../types';
import type { SeedContext } from './index';
import { SEED_PROOF, type DemoAction } from './actions';
import { createRandom, stringSeed, type Random } from './random';
import { CONTROL_TYPES, RISK_LEVELS, type StoredActionStatus } from '@/features/actions/model';
import {
  AGE_RANGES,
  BODY_PARTS,
  GENDERS,
  INCIDENT_LIKELIHOODS,
  INCIDENT_SEVERITIES,
  SHIFTS,
  TREATMENTS,
  VICTIM_TYPES,
  type Approval,
  type BodyPart,
  type IncidentCategory,
  type OshaCaseType,
  type IncidentRecord,
  type IncidentType,
  type Lesson,
  type RootCauseSetting,
  type StoredIncidentStatus,
  type Victim,
} from '@/features/incidents/model';
import { DAY_MS as DAY } from '@/lib/dates';

export type DemoIncident = IncidentRecord & Row;
export type DemoRootCause = RootCauseSetting & Row;
export type DemoLesson = Lesson & Row & { created_by_id: number | null };

export const INCIDENTS_PER_TENANT = 150;

/** the tenant's root-cause master (RC Master, /whyanalysis): 5 top categories, 3–5 children each, one retired */
export const ROOT_CAUSE_TREE: [string, string[]][] = [
  ['People', ['Training gap', 'Fatigue', 'Procedure not followed', 'Communication failure']],
  ['Equipment', ['Worn or damaged part', 'Missing guard', 'Inadequate maintenance', 'Wrong tool for the job']],
  ['Process', ['Unclear procedure', 'No risk assessment', 'Poor job planning', 'Inadequate supervision', 'Change not managed']],
  ['Environment', ['Poor lighting', 'Wet or slippery surface', 'Extreme temperature']],
  ['Management', ['Not enough resources', 'Conflicting priorities', 'Weak safety culture']],
];
const RETIRED = 'Weather (old category)';

/**
 * What an injured person of a story suffered, so injury, body part, description, treatment and outcome agree
 * (issue 26): the injury by how far the treatment went (none / first aid → minor; medical treatment or restricted work
 * → treated; lost time or hospital → serious), the OSHA 300 column M type, and the most days away it can plausibly cost.
 */
interface Harm {
  body_parts: BodyPart[];
  minor: string;
  treated: string;
  serious: string;
  case_type: OshaCaseType;
  max_days_away: number;
}
const HARM = {
  wrist: { body_parts: ['hand'], minor: 'Bruised wrist', treated: 'Sprained wrist, strapped by a doctor', serious: 'Fractured wrist', case_type: 'injury', max_days_away: 60 },
  back: { body_parts: ['back'], minor: 'Mild back strain', treated: 'Back strain, prescribed physiotherapy', serious: 'Lower back strain, unable to lift', case_type: 'injury', max_days_away: 90 },
  finger: { body_parts: ['fingers'], minor: 'Pinched finger', treated: 'Cut finger needing stitches', serious: 'Fractured finger', case_type: 'injury', max_days_away: 45 },
  shoulder: { body_parts: ['shoulder'], minor: 'Bruised shoulder', treated: 'Shoulder contusion, prescription painkillers', serious: 'Dislocated shoulder', case_type: 'injury', max_days_away: 120 },
  neck: { body_parts: ['neck'], minor: 'Stiff neck after the jolt', treated: 'Whiplash, prescription medication', serious: 'Whiplash, unable to drive', case_type: 'injury', max_days_away: 30 },
  skin: { body_parts: ['hand', 'arm'], minor: 'Redness of the skin on the hands', treated: 'Contact dermatitis, prescription cream', serious: 'Severe contact dermatitis of hands and forearms', case_type: 'skin_disorder', max_days_away: 14 },
} satisfies Record<string, Harm>;

const STORIES: Record<IncidentType, { category: IncidentCategory; text: string; harm?: Harm }[]> = {
  injury: [
    { category: 'slip_trip_fall', text: 'Operator slipped on hydraulic oil next to press P-12 and hurt a wrist', harm: HARM.wrist },
    { category: 'manual_handling', text: 'Back strain while lifting a 30 kg box at the packing line', harm: HARM.back },
    { category: 'caught_in', text: 'Finger caught between the conveyor belt and a roller during cleaning', harm: HARM.finger },
    { category: 'struck_by', text: 'Worker hit on the shoulder by a falling carton from the top rack', harm: HARM.shoulder },
  ],
  near_miss: [
    { category: 'transport', text: 'Forklift reversed without its alarm and nearly hit a pedestrian' },
    { category: 'working_at_height', text: 'Spanner dropped from the mezzanine landed next to a fitter' },
    { category: 'electrical', text: 'Live cable found exposed behind panel B during inspection' },
  ],
  property_damage: [
    { category: 'transport', text: 'Reach truck struck the racking upright in aisle 4' },
    { category: 'machinery', text: 'Compressor K-2 overheated and damaged its motor' },
  ],
  environmental: [
    { category: 'spill_release', text: 'About 40 litres of diesel spilled at the refuelling point' },
    { category: 'chemical_exposure', text: 'Solvent vapour released when a drum lid was left open' },
  ],
  fire: [{ category: 'fire_explosion', text: 'Small fire in the waste skip behind the workshop, put out with an extinguisher' }],
  vehicle: [{ category: 'transport', text: 'Delivery van scraped the gate barrier while turning in the yard; the driver was jolted', harm: HARM.neck }],
  security: [{ category: 'other', text: 'Unknown person found in the store room after hours' }],
  occupational_illness: [{ category: 'chemical_exposure', text: 'Skin irritation reported after handling the new degreaser', harm: HARM.skin }],
};
const TYPE_WEIGHTS: IncidentType[] = ['injury', 'injury', 'injury', 'near_miss', 'near_miss', 'near_miss', 'property_damage', 'environmental', 'fire', 'vehicle', 'security', 'occupational_illness'];
const WHYS = [
  ['Why did it happen?', 'The floor was wet with oil from a leaking hose'],
  ['Why was the hose leaking?', 'The hose was past its replacement date'],
  ['Why was it not replaced?', 'The maintenance plan did not list it'],
  ['Why was it not listed?', 'The plan was not updated after the line change'],
  ['Why was the plan not updated?', 'Nobody owned the change process'],
];
const CAPA = ['Replace the worn hose and add it to the maintenance plan', 'Retrain the shift on the lockout procedure', 'Fit a guard to the conveyor drive', 'Mark a pedestrian walkway in the yard', 'Install a spill kit at the refuelling point', 'Review the risk assessment for the task'];
const NAMES = ['Amira Khan', 'Ben Carter', 'Chen Wei', 'Dana Petrova', 'Emre Yilmaz', 'Lucia Rossi', 'Marc Dubois', 'Noor Haddad'];

const JOB_TITLES = ['Machine operator', 'Forklift driver', 'Packer', 'Maintenance fitter', 'Warehouse associate', 'Electrician', 'Welder', 'Line supervisor'];
const EVENT_PLACES = ['Loading dock, north end', 'Press line 2', 'Packing line, station 4', 'Warehouse aisle 4', 'Workshop bench 3'];

/**
 * The OSHA recordkeeping fields of a seeded injured person (src/features/osha-logs), drawn from their own random
 * stream so adding them changed no other seeded value: job title, injury or illness type (illnesses for
 * occupational-illness incidents), days away for lost-time cases (from the return-to-work date, or still counting;
 * some beyond the 180-day cap), days restricted, a few privacy cases, contractors sometimes supervised day to day.
 */
function oshaFields(r: Random, v: Victim, harm: Harm, occurred: Date, now: Date): Partial<Victim> {
  const treatment = v.treatment;
  const serious = treatment === 'lost_time' || treatment === 'hospitalised';
  const treated = treatment === 'medical_treatment' || treatment === 'restricted_work';
  // away from work only for the days the injury plausibly costs; back at work by then (or still away if that is later than today)
  const away = treatment === 'lost_time' ? r.int(2, harm.max_days_away) : null;
  const back = away !== null ? new Date(occurred.getTime() + away * DAY) : null;
  return {
    body_parts: [...harm.body_parts],
    injury_details: serious ? harm.serious : treated ? harm.treated : harm.minor,
    // a hospital in-patient was taken to hospital
    taken_to_hospital: v.taken_to_hospital || treatment === 'hospitalised',
    return_to_work_date: back && back < now ? day(back) : treatment === 'restricted_work' || treatment === 'hospitalised' ? v.return_to_work_date : null,
    job_title: r.pick(JOB_TITLES),
    supervised_daily: v.type === 'contractor' && r.chance(0.5),
    // none of the seeded stories is one anybody dies of
    fatal: false,
    date_of_death: null,
    days_away: away,
    days_restricted: treatment === 'restricted_work' ? r.int(2, Math.min(30, harm.max_days_away)) : treatment === 'lost_time' && r.chance(0.3) ? r.int(1, 10) : null,
    osha_case_type: harm.case_type,
    privacy_case: r.chance(0.08),
    event_location: r.chance(0.4) ? r.pick(EVENT_PLACES) : '',
  };
}

const iso = (d: Date) => d.toISOString();
const day = (d: Date) => d.toISOString().slice(0, 10);

/** root-cause settings, ~150 incidents over the 12 months before `now` in every status and step, their CAPA actions, ~6 lessons */
export function seedIncidents(ctx: SeedContext): void {
  const { tenant, random, now } = ctx;
  const sites = (tenant.collections.sites ?? []) as DemoSite[];
  const users = ((tenant.collections.users ?? []) as DemoUser[]).filter((u) => u.status === 'Active' && !u.is_contractor);
  const incidents = (tenant.collections.incidents = [] as DemoIncident[]);
  const settings = (tenant.collections.root_cause_settings = [] as DemoRootCause[]);
  const lessons = (tenant.collections.lessons = [] as DemoLesson[]);
  if (!tenant.organization || sites.length === 0 || users.length === 0) return;
  const actions = (tenant.collections.actions ??= []) as DemoAction[];
  // the OSHA fields' own stream: the main stream draws exactly what it drew before they existed
  const oshaRandom = createRandom(stringSeed(`${tenant.key}:osha`));

  const leaves: number[] = [];
  for (const [top, children] of ROOT_CAUSE_TREE) {
    const parent = { id: tenant.nextId++, name: top, parent_id: null, active: true };
    settings.push(parent);
    for (const name of children) {
      const child = { id: tenant.nextId++, name, parent_id: parent.id, active: true };
      settings.push(child);
      leaves.push(child.id);
    }
  }
  settings.push({ id: tenant.nextId++, name: RETIRED, parent_id: settings.find((s) => s.name === 'Environment')!.id, active: false });

  const newActions: DemoAction[] = [];
  const makeAction = (inc: DemoIncident, created: Date, status: StoredActionStatus): DemoAction => {
    const due = new Date(created.getTime() + random.int(7, 40) * DAY);
    const done = status === 'completed' || status === 'closed';
    const responsible = random.pick(users);
    return {
      id: tenant.nextId++,
      number: '', // numbered with the rest below
      type: 'Incident',
      description: random.pick(CAPA),
      category: 'machinery',
      control_type: random.pick(CONTROL_TYPES),
      risk_level: inc.risk_level,
      responsible_user_id: responsible.id,
      assigned_to_id: responsible.id,
      assigned_by_id: inc.team?.lead_id ?? responsible.id,
      due_date: day(due),
      status,
      remarks: done ? 'Done and checked on site' : '',
      site_id: inc.site_id,
      area_id: inc.area_id,
      image: [],
      completion_proof: done ? [SEED_PROOF] : [],
      source_id: inc.id,
      created_at: iso(created),
      updated_at: iso(created),
      completed_at: done ? iso(new Date(Math.max(created.getTime(), Math.min(now.getTime() - 3_600_000, due.getTime())))) : null,
    };
  };

  let inProgressSeen = 0;
  let openSeen = 0;
  for (let i = 0; i < INCIDENTS_PER_TENANT; i++) {
    const ageDays = Math.max(0, Math.floor(((INCIDENTS_PER_TENANT - i) / INCIDENTS_PER_TENANT) * 360) - random.int(0, 3));
    const occurred = new Date(now.getTime() - ageDays * DAY - random.int(1, 10) * 3_600_000);
    const type = random.pick(TYPE_WEIGHTS);
    const story = random.pick(STORIES[type]);
    const site = random.pick(sites);
    const area = random.pick(site.divisions) ?? null;
    const anonymous = random.chance(0.05);
    const reporter = random.pick(users);

    // status by age: recent ones open / in progress, older ones mostly closed, a few stuck (overdue)
    let status: StoredIncidentStatus;
    let rejected = false;
    let pendingPick = false;
    if (ageDays > 120) status = random.chance(0.85) ? 'closed' : random.pick(['in_progress', 'completed'] as const);
    else if (ageDays > 30) status = random.pick(['closed', 'closed', 'closed', 'completed', 'in_progress', 'in_progress', 'open'] as const);
    else status = random.pick(['open', 'open', 'open', 'in_progress', 'in_progress', 'completed'] as const);
    // every fourth investigation still in progress was sent back by an approver
    if (status === 'in_progress' && ++inProgressSeen % 4 === 0) rejected = true;
    if (status === 'open') pendingPick = ++openSeen % 3 !== 0;

    let step: IncidentRecord['step_completed'] = status === 'open' ? (random.chance(0.5) ? 0 : 1) : status === 'closed' ? 5 : 4;
    if (status === 'in_progress' && !rejected) step = random.pick([2, 3, 4] as const);
    // rating pending on two of three open reports (only ever before the team step)
    const pendingRating = step <= 1 && pendingPick;

    const hasVictims = type === 'injury' || type === 'occupational_illness' || (type === 'vehicle' && random.chance(0.5));
    const victims: Victim[] = hasVictims
      ? Array.from({ length: random.chance(0.2) ? 2 : 1 }, () => {
          const hospital = random.chance(0.25);
          return {
            id: tenant.nextId++,
            type: random.pick(VICTIM_TYPES),
            name: random.pick(NAMES),
            gender: random.pick(GENDERS),
            employee_id: random.chance(0.7) ? `E${random.int(1000, 9999)}` : '',
            age_range: random.pick(AGE_RANGES),
            body_parts: [random.pick(BODY_PARTS)],
            injury_details: random.pick(['Bruising', 'Sprain', 'Cut needing stitches', 'Minor burn', 'Strain']),
            taken_to_hospital: hospital,
            treatment: hospital ? random.pick(['medical_treatment', 'hospitalised', 'lost_time'] as const) : random.pick(TREATMENTS),
            return_to_work_date: random.chance(0.6) ? day(new Date(occurred.getTime() + random.int(0, 20) * DAY)) : null,
          };
        })
      : [];
    for (const v of victims) Object.assign(v, oshaFields(oshaRandom, v, story.harm ?? HARM.wrist, occurred, now));

    const teamAt = new Date(Math.min(now.getTime() - 2 * 3_600_000, occurred.getTime() + random.int(1, 3) * DAY));
    // an open investigation's target date: mostly ahead, but ones that dragged on are past it (overdue)
    let target = new Date(teamAt.getTime() + random.int(14, 45) * DAY);
    // most long-running investigations had their target date moved on; the rest are overdue
    if (status === 'in_progress' && target.getTime() < now.getTime() && random.chance(0.6)) target = new Date(now.getTime() + random.int(3, 30) * DAY);
    const lead = random.pick(users);
    const members = users.filter((u) => u.id !== lead.id).slice(0, random.int(1, 3));
    const inc: DemoIncident = {
      id: tenant.nextId++,
      number: `INC-${String(i + 1).padStart(4, '0')}`,
      type,
      category: story.category,
      description: story.text,
      site_id: site.id,
      area_id: area?.id ?? null,
      location: `${area?.name ?? site.name}, ${random.pick(['bay 3', 'gate 2', 'workshop', 'yard', 'level 1', 'store room'])}`,
      shift: random.pick(SHIFTS),
      occurred_at: iso(occurred),
      attachments: [],
      risk_level: random.pick(RISK_LEVELS),
      severity: pendingRating ? null : random.pick(INCIDENT_SEVERITIES.slice(0, type === 'near_miss' ? 2 : 5)),
      likelihood: pendingRating ? null : random.pick(INCIDENT_LIKELIHOODS),
      investigation_required: status !== 'open' || random.chance(0.6),
      machine_or_location: random.chance(0.5) ? random.pick(['Press P-12', 'Forklift FL-07', 'Conveyor C-3', 'Compressor K-2']) : '',
      extent_of_damage: type === 'property_damage' || type === 'fire' ? 'Repair needed, estimated two days' : '',
      immediate_action: random.pick(['Area made safe and cordoned off', 'First aid given on site', 'Machine stopped and locked out', 'Spill contained with absorbent']),
      remarks: '',
      has_victims: hasVictims,
      victims,
      reporter_id: anonymous ? null : reporter.id,
      anonymous,
      status,
      step_completed: step,
      team: step >= 2 ? { lead_id: lead.id, member_ids: members.map((m) => m.id), target_date: day(target) } : null,
      root_cause:
        step >= 3
          ? {
              whys: WHYS.slice(0, random.int(2, 5)).map(([question, answer]) => ({ question, answer, root_cause_setting_id: null })),
              root_cause_ids: [random.pick(leaves), ...(random.chance(0.4) ? [random.pick(leaves)] : [])].filter((v, k, all) => all.indexOf(v) === k),
              notes: random.chance(0.5) ? 'Discussed with the team at the site review' : '',
            }
          : null,
      action_ids: [],
      approvals: [],
      closed_at: null,
      created_at: iso(occurred),
      updated_at: iso(occurred),
    };

    if (step >= 4) {
      const count = random.int(1, 2);
      for (let k = 0; k < count; k++) {
        let aStatus: StoredActionStatus;
        if (status === 'closed') aStatus = random.pick(['completed', 'closed'] as const);
        else if (status === 'completed') aStatus = random.pick(['completed', 'closed', 'in_progress'] as const);
        else aStatus = random.pick(['open', 'in_progress', 'completed'] as const);
        const action = makeAction(inc, new Date(Math.min(now.getTime() - 3_600_000, teamAt.getTime() + random.int(2, 10) * DAY)), aStatus);
        newActions.push(action);
        inc.action_ids.push(action.id);
      }
    }

    const approvers = users.filter((u) => u.id !== lead.id).slice(-2).slice(0, random.int(1, 2));
    const decided = new Date(Math.max(teamAt.getTime(), Math.min(now.getTime() - 3_600_000, target.getTime())));
    if (status === 'closed') {
      inc.approvals = approvers.map((a): Approval => ({ approver_id: a.id, decision: 'approved', reason: '', decided_at: iso(decided) }));
      inc.closed_at = iso(new Date(decided.getTime() + 3_600_000));
    } else if (status === 'completed') {
      inc.approvals = approvers.map((a, k): Approval => (k === 0 && random.chance(0.4) ? { approver_id: a.id, decision: 'approved', reason: '', decided_at: iso(decided) } : { approver_id: a.id, decision: 'pending', reason: '', decided_at: null }));
    } else if (rejected) {
      inc.approvals = approvers.map((a, k): Approval => (k === 0 ? { approver_id: a.id, decision: 'rejected', reason: 'The root cause does not explain why the guard was missing', decided_at: iso(decided) } : { approver_id: a.id, decision: 'pending', reason: '', decided_at: null }));
    }
    inc.updated_at = inc.closed_at ?? (step >= 2 ? iso(new Date(Math.min(now.getTime(), teamAt.getTime()))) : inc.created_at);
    incidents.unshift(inc);
  }
  // the actions seed's unlinked "Incident" actions are replaced by these linked ones; the total stays the same
  // (ACTIONS_PER_TENANT) by dropping as many unlinked audit / other actions, alternately, oldest first
  const total = actions.length;
  let kept = actions.filter((a) => !(a.type === 'Incident' && a.source_id === null));
  let excess = kept.length + newActions.length - total;
  const spare = [...kept].reverse().filter((a) => a.source_id === null && (a.type === 'Audit' || a.type === 'Action'));
  const audits = spare.filter((a) => a.type === 'Audit');
  const others = spare.filter((a) => a.type === 'Action');
  const drop = new Set<number>();
  for (let k = 0; excess > 0 && (audits.length || others.length); k++, excess--) {
    const from = (k % 2 === 0 && audits.length) || !others.length ? audits : others;
    drop.add(from.shift()!.id);
  }
  kept = kept.filter((a) => !drop.has(a.id));
  actions.length = 0;
  actions.push(...kept, ...newActions);
  actions.sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
  actions.forEach((a, k) => (a.number = `ACT-${String(actions.length - k).padStart(5, '0')}`));

  // lessons learned from a few closed incidents (two still drafts)
  const closed = incidents.filter((i) => i.status === 'closed').slice(0, 6);
  const LESSONS = [
    ['Replace hoses by date, not by look', 'Hydraulic hoses fail from the inside. Replace them on the planned date even when they look fine.'],
    ['Walkways stay clear at shift change', 'Most trips happened at shift change when pallets were left in the walkway. Clear them before handover.'],
    ['Reversing alarms are checked daily', 'Add the reversing alarm to the forklift pre-use check so a silent truck never leaves the bay.'],
    ['Spill kits where fuel is handled', 'A spill kit at the refuelling point cut the clean-up time from an hour to ten minutes.'],
    ['Guards go back before restart', 'No machine restarts after cleaning until the supervisor has seen every guard back in place.'],
    ['Lift with the hoist above 25 kg', 'Boxes over 25 kg are lifted with the hoist; the packing line now has one at each station.'],
  ];
  closed.forEach((inc, k) => {
    const [title, lesson] = LESSONS[k % LESSONS.length];
    const author = random.pick(users);
    lessons.push({
      id: tenant.nextId++,
      incident_id: inc.id,
      title,
      lesson,
      incident_images: [],
      inc_act_images: [],
      published: k < 4,
      created_by_id: author.id,
      // written the day after the closure, never after today
      created_at: iso(new Date(Math.min(now.getTime(), new Date(inc.closed_at ?? inc.created_at).getTime() + DAY))),
    });
  });
}
