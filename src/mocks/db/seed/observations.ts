import type { Row } from '../db';
import type { DemoSite, DemoUser } from '../types';
import type { SeedContext } from './index';
import { OBSERVATION_CATEGORIES, OBSERVATION_TYPES, SEVERITIES, type ObservationRecord, type StoredObservationStatus } from '@/features/observations/model';
import { RISK_LEVELS } from '@/features/actions/model';
import { DAY_MS as DAY } from '@/lib/dates';

export type DemoObservation = ObservationRecord & Row;

export const OBSERVATIONS_PER_TENANT = 300;

const FINDINGS: Record<string, string[]> = {
  housekeeping: ['Pallets stacked in the walkway next to the loading bay', 'Oil spill left on the floor near the press', 'Cables trailing across the corridor'],
  ppe: ['Operator grinding without safety glasses', 'Visitor on the shop floor without a hard hat', 'Gloves worn out and torn at the fingertips'],
  electrical: ['Open junction box cover on panel B', 'Extension lead daisy-chained under the desk', 'Damaged plug on the floor scrubber'],
  working_at_height: ['Ladder used without a second person footing it', 'Guard rail missing on the mezzanine edge', 'Harness not clipped on while on the scissor lift'],
  fire_safety: ['Fire exit partly blocked by boxes', 'Extinguisher inspection tag out of date', 'Fire door wedged open'],
  chemicals: ['Unlabelled container of solvent on the bench', 'Safety data sheet missing for the new degreaser', 'Drum stored without a spill tray'],
  vehicles: ['Forklift reversing without its alarm working', 'Pedestrian crossing marking worn away', 'Speeding in the yard reported by the gate'],
  ergonomics: ['Repetitive lifting above shoulder height at the packing line', 'Workstation chair broken and not adjustable', 'Heavy boxes lifted without the hoist'],
  machinery: ['Guard removed from the conveyor drive', 'Emergency stop button not working on line 2', 'Lockout tag missing during maintenance'],
  environment: ['Waste bins overflowing at the rear gate', 'Compressed air leak left running overnight', 'Rainwater drain blocked with debris'],
};
const GOOD = ['Team cleaned and re-marked the walkways on their own initiative', 'Supervisor stopped the job to fix a guard before restarting', 'Near-miss reported promptly with photos'];
const EQUIPMENT = ['Forklift FL-07', 'Press P-12', 'Conveyor C-3', 'Compressor K-2', 'Scissor lift SL-1', 'Panel B', ''];

/** ~300 observations per tenant with sites, over the 12 months before `now` (deterministic). */
export function seedObservations(ctx: SeedContext): void {
  const { tenant, random, now } = ctx;
  const sites = (tenant.collections.sites ?? []) as DemoSite[];
  const users = ((tenant.collections.users ?? []) as DemoUser[]).filter((u) => u.status === 'Active' && !u.is_contractor);
  const rows = (tenant.collections.observations = [] as DemoObservation[]);
  if (sites.length === 0 || users.length === 0) return;
  let unreviewedCount = 0;
  for (let i = 0; i < OBSERVATIONS_PER_TENANT; i++) {
    // older first; the list shows newest first
    const ageDays = Math.floor(((OBSERVATIONS_PER_TENANT - i) / OBSERVATIONS_PER_TENANT) * 360) + random.int(0, 4);
    const observed = new Date(now.getTime() - ageDays * DAY - random.int(0, 10) * 3_600_000);
    const type = random.pick(OBSERVATION_TYPES);
    const category = random.pick(OBSERVATION_CATEGORIES);
    const site = random.pick(sites);
    const area = random.pick(site.divisions);
    const anonymous = random.chance(0.12);
    const reporter = random.pick(users);
    const age = (now.getTime() - observed.getTime()) / DAY;
    let status: StoredObservationStatus = 'open';
    if (age > 60) status = random.chance(0.8) ? 'closed' : random.pick(['completed', 'in_progress', 'open'] as const);
    else if (age > 14) status = random.pick(['open', 'in_progress', 'completed', 'closed'] as const);
    else status = random.pick(['open', 'open', 'in_progress'] as const);
    const due = new Date(observed.getTime() + random.int(7, 30) * DAY);
    // some recent anonymous reports came through the public form: nobody has reviewed them yet, and the
    // reporter left the optional category empty (it stays empty; nothing is invented)
    const unreviewed = anonymous && age < 45;
    if (unreviewed) status = 'open';
    const noCategory = unreviewed && unreviewedCount++ % 2 === 0;
    const actionRequired = unreviewed ? null : type !== 'good_practice' && random.chance(0.7);
    rows.unshift({
      id: tenant.nextId++,
      number: `OBS-${String(i + 1).padStart(5, '0')}`,
      type,
      category: noCategory ? null : category,
      description: type === 'good_practice' ? random.pick(GOOD) : random.pick(FINDINGS[category]),
      site_id: site.id,
      area_id: area?.id ?? null,
      location: `${area?.name ?? site.name}, ${random.pick(['north bay', 'gate 2', 'workshop', 'yard', 'level 1', 'store room'])}`,
      observed_at: observed.toISOString(),
      risk_level: random.pick(RISK_LEVELS),
      action_required: actionRequired,
      no_action_reason: actionRequired === false ? 'Fixed on the spot by the team' : '',
      comment: random.pick(['Discussed with the shift lead', 'Raised at the toolbox talk', 'Photographed and reported', 'Area supervisor informed']),
      attachments: [],
      equipment_name: random.pick(EQUIPMENT),
      serial_number: random.chance(0.4) ? `SN-${random.int(10000, 99999)}` : '',
      submittal_number: random.chance(0.2) ? `SUB-${random.int(100, 999)}` : '',
      severity: random.pick(SEVERITIES),
      reporter_id: anonymous ? null : reporter.id,
      anonymous,
      status,
      due_date: due.toISOString().slice(0, 10),
      created_at: observed.toISOString(),
      updated_at: observed.toISOString(),
      action_ids: [],
    });
  }
}
