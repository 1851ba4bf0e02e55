import { HIRA_FIELDS, LIKELIHOODS, SEVERITIES, nextReview, type ControlType, type HiraControl, type HiraEvent, type HiraInput, type HiraStatus, type HiraVersion, type Likelihood, type ReviewFrequency, type Severity } from '@/features/hira/model';
import type { TenantData } from '../db';
import type { DemoHiraRecord, DemoSite, DemoUser } from '../types';
import { createRandom, stringSeed } from './random';
import type { SeedContext } from './index';
import { DAY_MS as DAY } from '@/lib/dates';

/** The register's hazards: what, the risk, its consequence, and the controls in place and planned. */
const LIBRARY: { title: string; hazard: string; risk: string; consequence: string; classification: HiraInput['classification']; tags: string[]; controls: [ControlType, string][]; extra: [ControlType, string][] }[] = [
  { title: 'Work at height on mezzanine racking', hazard: 'Unprotected edge above 2 m', risk: 'Fall from height while picking stock', consequence: 'Fractures, head injury or death', classification: 'routine', tags: ['height', 'warehouse'], controls: [['engineering', 'Fixed guard rails on open edges'], ['administrative', 'Work at height permit']], extra: [['engineering', 'Self-closing safety gates at loading points']] },
  { title: 'Forklift and pedestrian interface', hazard: 'Moving forklifts in shared aisles', risk: 'Pedestrian struck by a forklift', consequence: 'Crush injury or death', classification: 'routine', tags: ['traffic', 'forklift'], controls: [['engineering', 'Segregated pedestrian walkways with barriers'], ['administrative', 'Speed limit 8 km/h']], extra: [['engineering', 'Blue-spot warning lights on forklifts']] },
  { title: 'Manual handling of cement bags', hazard: '25 kg bags lifted from floor level', risk: 'Back strain from repeated lifting', consequence: 'Musculoskeletal disorder, lost time', classification: 'routine', tags: ['ergonomics'], controls: [['administrative', 'Manual handling training'], ['ppe', 'Gloves with grip']], extra: [['engineering', 'Vacuum lifter at the mixing station']] },
  { title: 'Confined space entry into storage tank', hazard: 'Oxygen-deficient atmosphere', risk: 'Asphyxiation of the entrant', consequence: 'Death of one or more workers', classification: 'non_routine', tags: ['confined space', 'permit'], controls: [['administrative', 'Confined space permit with gas test'], ['ppe', 'Breathing apparatus']], extra: [['elimination', 'Inspect by camera instead of entry']] },
  { title: 'Hot work near flammable stores', hazard: 'Sparks from welding and grinding', risk: 'Fire in the solvent store', consequence: 'Burns, property loss, evacuation', classification: 'non_routine', tags: ['fire', 'hot work'], controls: [['administrative', 'Hot work permit and fire watch'], ['engineering', 'Fire blankets and screens']], extra: [['substitution', 'Cold cutting where possible']] },
  { title: 'Noise in the press shop', hazard: 'Noise above 85 dB(A)', risk: 'Hearing damage over time', consequence: 'Permanent hearing loss', classification: 'routine', tags: ['noise', 'health'], controls: [['ppe', 'Ear defenders'], ['administrative', 'Hearing protection zone signs']], extra: [['engineering', 'Acoustic enclosure on press 3']] },
  { title: 'Chemical handling in the paint line', hazard: 'Isocyanate-based paint', risk: 'Inhalation of vapour during spraying', consequence: 'Occupational asthma', classification: 'routine', tags: ['chemical', 'health'], controls: [['engineering', 'Extracted spray booth'], ['ppe', 'Air-fed respirator']], extra: [['substitution', 'Water-based paint for interior parts']] },
  { title: 'Electrical maintenance on switchboards', hazard: 'Live 400 V conductors', risk: 'Electric shock or arc flash', consequence: 'Burns, cardiac arrest', classification: 'non_routine', tags: ['electrical', 'LOTO'], controls: [['administrative', 'Lock-out tag-out procedure'], ['ppe', 'Arc-rated clothing']], extra: [['engineering', 'Finger-safe terminal covers']] },
  { title: 'Rotating conveyor drive', hazard: 'Exposed nip points', risk: 'Entanglement of hands or clothing', consequence: 'Amputation', classification: 'routine', tags: ['machinery'], controls: [['engineering', 'Fixed guards over drive pulleys'], ['engineering', 'Emergency pull-cord along the belt']], extra: [['administrative', 'Weekly guard inspection']] },
  { title: 'Driving between sites', hazard: 'Road traffic', risk: 'Collision during business travel', consequence: 'Serious injury', classification: 'routine', tags: ['driving'], controls: [['administrative', 'Journey planning and rest breaks'], ['administrative', 'Vehicle checks']], extra: [['elimination', 'Video meetings instead of routine trips']] },
  { title: 'Slips on wet floors in the canteen', hazard: 'Spilled liquids', risk: 'Slip and fall', consequence: 'Sprains, fractures', classification: 'routine', tags: ['housekeeping'], controls: [['administrative', 'Cleaning schedule with wet-floor signs'], ['ppe', 'Slip-resistant shoes']], extra: [['engineering', 'Anti-slip floor coating']] },
  { title: 'Compressed gas cylinders', hazard: 'Unsecured cylinders', risk: 'Cylinder falls and valve shears', consequence: 'Projectile injury, gas release', classification: 'routine', tags: ['gas'], controls: [['engineering', 'Chained cylinder racks']], extra: [['administrative', 'Cylinder handling training']] },
  { title: 'Lone working on night shift', hazard: 'Working alone out of sight', risk: 'Delayed help after an accident', consequence: 'Worsened injury', classification: 'routine', tags: ['lone work'], controls: [['administrative', 'Check-in calls every 2 hours']], extra: [['engineering', 'Man-down alarms']] },
  { title: 'Emergency evacuation of the plant', hazard: 'Fire or gas release', risk: 'Blocked escape routes', consequence: 'Multiple casualties', classification: 'emergency', tags: ['emergency', 'fire'], controls: [['engineering', 'Emergency lighting and signage'], ['administrative', 'Evacuation drills twice a year']], extra: [['administrative', 'Marshal cover on every shift']] },
  { title: 'Chemical spill in the dispatch yard', hazard: 'Leaking drums of corrosive liquid', risk: 'Skin contact during clean-up', consequence: 'Chemical burns, environmental release', classification: 'emergency', tags: ['spill', 'environment'], controls: [['engineering', 'Bunded drum storage'], ['ppe', 'Chemical suits in the spill kit']], extra: [['administrative', 'Spill response training']] },
  { title: 'Silica dust from cutting concrete', hazard: 'Respirable crystalline silica', risk: 'Inhalation of dust', consequence: 'Silicosis', classification: 'non_routine', tags: ['dust', 'health'], controls: [['engineering', 'Water suppression on saws'], ['ppe', 'FFP3 masks']], extra: [['engineering', 'On-tool extraction']] },
];

const FREQUENCIES: ReviewFrequency[] = ['yearly', 'yearly', 'half_yearly', 'monthly'];

/** how many of each status a tenant's ~120 risks have (every SPEC §4 status) */
const STATUS_PLAN: [HiraStatus, number][] = [
  ['published', 46],
  ['approved', 28],
  ['draft', 16],
  ['rejected', 6],
  ['waiting_for_approval', 12],
  ['archive', 12],
];

export const HIRA_SEED_COUNT = STATUS_PLAN.reduce((n, [, c]) => n + c, 0);

const day = (d: Date) => d.toISOString().slice(0, 10);
const lower = <T>(levels: readonly T[], v: T, by: number) => levels[Math.max(0, levels.indexOf(v) - by)];
export const snapshotOf = (r: HiraInput): HiraInput => JSON.parse(JSON.stringify(Object.fromEntries(HIRA_FIELDS.map((k) => [k, r[k]])))) as HiraInput;

/**
 * ~120 risks per organisation across its sites and areas, in every status, published ones with one to three
 * versions; some reviews overdue. Its own random stream (nothing else in the seed moves). Also seeds a tenant stored
 * before HIRA existed, or created by sign-up, on first use.
 */
export function ensureHira(tenant: TenantData, now = new Date()): boolean {
  if (!tenant.organization || tenant.collections.hira_records) return false;
  const rows = (tenant.collections.hira_records = [] as DemoHiraRecord[]);
  const random = createRandom(stringSeed(`${tenant.key}:hira`));
  const sites = ((tenant.collections.sites ?? []) as DemoSite[]).filter((s) => s.status === 'active');
  const users = ((tenant.collections.users ?? []) as DemoUser[]).filter((u) => u.status === 'Active' && !u.is_contractor && u.role_name !== 'MasterSuperAdmin');
  if (!sites.length || !users.length) return true;
  const owner = users.find((u) => u.is_admin) ?? users[0];
  const hod = users.find((u) => u.email === `hod@${tenant.key}.test`) ?? owner;
  const prefix = tenant.key.slice(0, 3).toUpperCase();
  let n = 0;
  for (const [status, count] of STATUS_PLAN) {
    for (let i = 0; i < count; i++) {
      n += 1;
      const item = LIBRARY[(n * 7) % LIBRARY.length];
      const site = sites[n % sites.length];
      const area = site.divisions.length ? site.divisions[random.int(0, site.divisions.length - 1)] : null;
      const assessor = random.pick(users);
      const assessedAt = new Date(now.getTime() - random.int(20, 540) * DAY);
      const il: Likelihood = random.pick(LIKELIHOODS.slice(1));
      const is: Severity = random.pick(SEVERITIES.slice(1));
      const classified = status !== 'draft' || random.chance(0.6);
      const available: HiraControl[] = item.controls.map(([type, text]) => ({ type, text, kind: 'available' }));
      const additional: HiraControl[] = item.extra.map(([type, text]) => ({ type, text, kind: 'additional' }));
      const input: HiraInput = {
        reference_id: `${prefix}-HIRA-${String(n).padStart(3, '0')}`,
        title: `${item.title} – ${site.name}`,
        classification: item.classification,
        site_id: site.id,
        area_id: area?.id ?? null,
        hazard: item.hazard,
        risk: item.risk,
        consequence: item.consequence,
        review_frequency: random.pick(FREQUENCIES),
        inherent_likelihood: classified ? il : '',
        inherent_severity: classified ? is : '',
        residual_likelihood: classified ? lower(LIKELIHOODS, il, random.int(1, 2)) : '',
        residual_severity: classified ? lower(SEVERITIES, is, random.int(0, 1)) : '',
        target_likelihood: classified && random.chance(0.5) ? 'rare' : '',
        target_severity: '',
        controls: [...available, ...additional],
        tags: item.tags,
        assessed_by_id: assessor.id,
        assessed_at: day(assessedAt),
      };
      if (input.target_likelihood) input.target_severity = lower(SEVERITIES, is, 1);
      const id = tenant.nextId++;
      const history: HiraEvent[] = [{ at: assessedAt.toISOString(), by_id: assessor.id, by_name: assessor.full_name, event: 'created', version: 1 }];
      const versions: HiraVersion[] = [];
      let version = 1;
      let approvedAt: Date | null = null;
      const published = status === 'published' || status === 'approved' || status === 'archive';
      if (published) {
        // one to three published versions, each a little later; the earlier ones had fewer controls or a higher residual
        const wanted = random.int(1, 3);
        const times: Date[] = [];
        for (let v = 1; v <= wanted; v++) {
          const at = new Date(assessedAt.getTime() + (v === 1 ? random.int(2, 10) : v * random.int(5, 40)) * DAY);
          if (at <= now) times.push(at);
        }
        times.forEach((at, i) => {
          const v = i + 1;
          version = v;
          approvedAt = at;
          const snapshot = snapshotOf(input);
          if (v < times.length) {
            snapshot.controls = available;
            snapshot.residual_likelihood = input.inherent_likelihood;
          }
          if (v > 1) history.push({ at: at.toISOString(), by_id: assessor.id, by_name: assessor.full_name, event: 'new_version', version: v });
          history.push({ at: at.toISOString(), by_id: hod.id, by_name: hod.full_name, event: 'approved', version: v });
          versions.push({ version: v, published_at: at.toISOString(), published_by_name: hod.full_name, snapshot });
        });
        // the last published version is the record's current text
        Object.assign(input, snapshotOf(versions[versions.length - 1].snapshot));
      }
      if (status === 'archive') history.push({ at: now.toISOString(), by_id: owner.id, by_name: owner.full_name, event: 'archived', version });
      if (status === 'waiting_for_approval') history.push({ at: assessedAt.toISOString(), by_id: assessor.id, by_name: assessor.full_name, event: 'submitted', version });
      const rejected = status === 'rejected';
      if (rejected) history.push({ at: new Date(assessedAt.getTime() + 3 * DAY).toISOString(), by_id: hod.id, by_name: hod.full_name, event: 'rejected', version, reason: 'The residual rating is not supported by the controls listed.' });
      const at = (approvedAt ?? assessedAt).toISOString();
      rows.push({
        id,
        number: input.reference_id,
        ...input,
        status,
        version,
        created_by_id: assessor.id,
        reviewed_by_id: published || rejected ? hod.id : null,
        reviewed_at: published ? at : rejected ? history[history.length - 1].at : null,
        approved_by_id: published ? hod.id : null,
        approved_at: published ? at : null,
        round: null,
        rejection_reason: rejected ? (history[history.length - 1].reason ?? null) : null,
        history,
        versions,
        created_at: assessedAt.toISOString(),
        updated_at: at,
      });
    }
  }
  return true;
}

/** the next review of a seeded risk (used by tests: some published reviews are overdue) */
export const seededNextReview = (r: DemoHiraRecord) => (r.review_frequency ? nextReview(r.assessed_at, r.review_frequency) : null);

/** runs after every other seeder: the ids it takes come last, nothing else moves */
export function seedHira({ tenant, now }: SeedContext): void {
  ensureHira(tenant, now);
}
