import type { Attachment } from '@/lib/files/attachment';
import type { Row } from '../db';
import type { DemoSite, DemoUser } from '../types';
import type { SeedContext } from './index';
import type { DemoObservation } from './observations';
import { ACTION_CATEGORIES, CONTROL_TYPES, RISK_LEVELS, type ActionRecord, type ActionType, type StoredActionStatus } from '@/features/actions/model';
import { DAY_MS as DAY } from '@/lib/dates';

export type DemoAction = ActionRecord & Row;

/** the photo a seeded completed/closed action carries as its completion proof (the API requires one) */
export const SEED_PROOF: Attachment = { name: 'completion-photo.png', type: 'image/png', size: 79, data_url: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR42mPQqzUiCTGMahjVMHw1AAB63t0BySdljwAAAABJRU5ErkJggg==' };

export const ACTIONS_PER_TENANT = 500;

const TASKS = [
  'Replace the damaged guard and test the interlock',
  'Re-mark the pedestrian walkway in yellow',
  'Retrain the shift on safe lifting',
  'Install a spill tray under the drum store',
  'Repair the emergency stop on line 2',
  'Label every chemical container in the lab',
  'Inspect and re-tag all fire extinguishers',
  'Fit a reversing alarm to the forklift',
  'Add a guard rail to the mezzanine edge',
  'Update the safety data sheet folder',
  'Clear the fire exit and mark a keep-clear zone',
  'Provide cut-resistant gloves to the packing team',
];

/** ~500 actions: one per observation that needs action, the rest from audits, incidents and other sources. */
export function seedActions(ctx: SeedContext): void {
  const { tenant, random, now } = ctx;
  const sites = (tenant.collections.sites ?? []) as DemoSite[];
  const users = ((tenant.collections.users ?? []) as DemoUser[]).filter((u) => u.status === 'Active' && !u.is_contractor);
  const observations = (tenant.collections.observations ?? []) as DemoObservation[];
  const rows = (tenant.collections.actions = [] as DemoAction[]);
  if (sites.length === 0 || users.length === 0) return;
  let n = 0;
  const make = (type: ActionType, created: Date, siteId: number, areaId: number | null, sourceId: number | null, risk?: ActionRecord['risk_level']): DemoAction => {
    const due = new Date(created.getTime() + random.int(5, 45) * DAY);
    const dueIso = due.toISOString().slice(0, 10);
    const age = (now.getTime() - created.getTime()) / DAY;
    let status: StoredActionStatus;
    if (age > 90) status = random.chance(0.85) ? random.pick(['completed', 'closed'] as const) : random.pick(['open', 'in_progress'] as const);
    else status = random.pick(['open', 'in_progress', 'in_progress', 'completed', 'closed'] as const);
    const done = status === 'completed' || status === 'closed';
    const responsible = random.pick(users);
    return {
      id: tenant.nextId++,
      number: `ACT-${String(++n).padStart(5, '0')}`,
      type,
      description: random.pick(TASKS),
      category: random.pick(ACTION_CATEGORIES),
      control_type: random.pick(CONTROL_TYPES),
      risk_level: risk ?? random.pick(RISK_LEVELS),
      responsible_user_id: responsible.id,
      assigned_to_id: responsible.id,
      assigned_by_id: random.pick(users).id,
      due_date: dueIso,
      status,
      remarks: done ? 'Done and checked on site' : '',
      site_id: siteId,
      area_id: areaId,
      image: [],
      completion_proof: done ? [SEED_PROOF] : [],
      source_id: sourceId,
      created_at: created.toISOString(),
      updated_at: created.toISOString(),
      completed_at: done ? new Date(Math.min(now.getTime(), due.getTime() - DAY)).toISOString() : null,
    };
  };
  const all: DemoAction[] = [];
  for (const obs of observations) {
    if (!obs.action_required) continue;
    const action = make('Observation', new Date(obs.observed_at), obs.site_id, obs.area_id, obs.id, obs.risk_level);
    obs.action_ids = [action.id];
    all.push(action);
  }
  const others: ActionType[] = ['Audit', 'Incident', 'Action'];
  while (all.length < ACTIONS_PER_TENANT) {
    const created = new Date(now.getTime() - random.int(1, 360) * DAY);
    const site = random.pick(sites);
    all.push(make(random.pick(others), created, site.id, random.pick(site.divisions)?.id ?? null, null));
  }
  all.sort((a, b) => b.created_at.localeCompare(a.created_at));
  rows.push(...all);
}
