/**
 * OSHA injury and illness recordkeeping (29 CFR Part 1904): Form 300 (the log), 300A (the annual summary) and 301
 * (the incident report), generated from the incidents' injured people. Pure and shared: the demo backend
 * (src/mocks/handlers/osha-logs/) computes every answer with it, the screens format and export with it.
 * Dates are YYYY-MM-DD strings compared as text.
 */
import type { components } from '@/lib/api/generated/openapi';
import { DAYS_LOST_CAP, daysLost, estimateManHours, type ManpowerRow } from '@/features/dashboard/public';
import { isCoveredWorker as coveredByRule, isRecordableCase, outcomeOf } from '@/lib/safety-figures/recordkeeping';
import { OSHA_CASE_TYPES, type OshaCaseType, type Victim } from '@/features/incidents/public';

export { OSHA_CASE_TYPES, type OshaCaseType };

type Schemas = components['schemas'];

/** 1904.7(b)(3)(vii): days away and days restricted stop being counted once their total reaches 180 */
export const OSHA_DAYS_CAP = DAYS_LOST_CAP;
/** 1904.33: the logs are kept five years after the year they cover; the year filter offers those */
export const OSHA_RETENTION_YEARS = 5;

/** Form 300 columns G–J: the most serious outcome of the case, one box only (1904.7(b)(2)–(5)) */
export const OUTCOMES = ['G', 'H', 'I', 'J'] as const satisfies readonly Schemas['OshaOutcome'][];
export type Outcome = (typeof OUTCOMES)[number];
/** G death, H days away from work, I job transfer or restriction, J other recordable case */
export const OUTCOME_KEYS: Record<Outcome, 'death' | 'daysAway' | 'restricted' | 'other'> = { G: 'death', H: 'daysAway', I: 'restricted', J: 'other' };
/** Form 300 column M: M1 injury … M6 all other illnesses */
export const caseColumn = (type: OshaCaseType): `M${1 | 2 | 3 | 4 | 5 | 6}` => `M${(OSHA_CASE_TYPES.indexOf(type) + 1) as 1 | 2 | 3 | 4 | 5 | 6}`;

/** an injured person as the log reads them (the incident's victim; OSHA fields missing on older records) */
export type OshaPerson = Pick<Victim, 'id' | 'type' | 'name' | 'treatment' | 'return_to_work_date'> & Partial<Victim>;

/** an incident as the log reads it */
export interface OshaIncident {
  id: number;
  number: string;
  type: string;
  description: string;
  site_id: number;
  site_name?: string;
  area_name?: string;
  location: string;
  machine_or_location?: string;
  occurred_at: string; // ISO date-time
  victims: OshaPerson[];
}

// ---------------------------------------------------------------------------------------------------------------
// Who is recorded, and which cases
// ---------------------------------------------------------------------------------------------------------------

/**
 * 1904.31: the log covers the employer's employees — those on its payroll, and workers not on its payroll (temporary,
 * agency, contractor staff) whom it supervises day to day. Other contractors go on their own employer's log;
 * visitors and members of the public on none.
 */
export const isCoveredWorker = (v: Pick<OshaPerson, 'type' | 'supervised_daily'>): boolean => coveredByRule(v);

const count = (n: number | null | undefined): number => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);

/**
 * 1904.7(a) general recording criteria: death, days away, restricted work or job transfer, or medical treatment
 * beyond first aid (the dashboard's injury class: treatment medical / restricted / lost time / hospitalised).
 * First aid only (1904.7(b)(5)(ii)) or no treatment is not recordable. Only covered workers are recorded.
 */
export function isOshaRecordable(v: OshaPerson): boolean {
  // the one rule of src/lib/safety-figures/recordkeeping.ts, also behind the dashboard's TRIR
  return isRecordableCase(v);
}

/**
 * The worst outcome (1904.29 / Form 300 instructions: check the box of the most serious result; update it when it
 * worsens): G a death; else H any day away from work (days counted, or a lost-time treatment); else I any day of job
 * transfer or restriction (days counted, or a restricted-work treatment); else J other recordable case.
 */
export function worstOutcome(v: OshaPerson): Outcome {
  return outcomeOf(v);
}

/**
 * Columns K and L. K = the days away counted on the victim form; when none were counted on a lost-time case, the
 * dashboard's days lost (incident date to the return-to-work date, or to `until` while still away). L = the days of
 * restriction or transfer counted. 1904.7(b)(3)(vii): counting stops when K + L reaches 180, so K is capped at 180 and
 * L at what is left of the 180 after K.
 */
export function dayCounts(v: OshaPerson, occurredAt: string, until: string, today: string): { away: number; restricted: number } {
  const enteredAway = v.days_away;
  const rawAway =
    typeof enteredAway === 'number' && Number.isFinite(enteredAway)
      ? count(enteredAway)
      : v.treatment === 'lost_time'
        ? daysLost({ type: v.type, supervised_daily: v.supervised_daily, treatment: v.treatment, return_to_work_date: v.return_to_work_date }, occurredAt, until, today)
        : 0;
  const away = Math.min(OSHA_DAYS_CAP, rawAway);
  const restricted = Math.min(OSHA_DAYS_CAP - away, count(v.days_restricted));
  return { away, restricted };
}

// ---------------------------------------------------------------------------------------------------------------
// Form 300: the log
// ---------------------------------------------------------------------------------------------------------------

/** one line of the OSHA 300 log (columns A–M), with what the screens link to: `OshaCase` of api/openapi.yaml */
export type OshaCase = Schemas['OshaCase'];

/** E: the victim's own "where", else the incident's location with its area and site */
export function whereOf(i: OshaIncident, v: OshaPerson): string {
  const own = (v.event_location ?? '').trim();
  if (own) return own;
  return [i.location, i.machine_or_location, i.area_name, i.site_name]
    .map((s) => (s ?? '').trim())
    .filter((s, k, all) => s && all.indexOf(s) === k)
    .join(', ');
}

/**
 * Column M from the injury itself (Form 300 instructions, 1904.29; the illness categories of 1904.46): a skin
 * disease or disorder (contact dermatitis, eczema, rash or irritation from chemicals such as a degreaser); a respiratory condition (asthma, pneumonitis, inhaled dust or fumes); poisoning (lead, carbon monoxide,
 * solvents or other poisons absorbed); hearing loss (noise-induced, 1904.10); otherwise, an occupational illness is
 * "all other illnesses" and anything else an injury. Matched on the injury details and the incident's description.
 */
const M_RULES: [OshaCaseType, RegExp][] = [
  ['hearing_loss', /hearing|deaf|tinnitus|noise[- ]induced|audiogram|threshold shift/i],
  ['poisoning', /poison|toxic|carbon monoxide|lead in blood|intoxicat/i],
  ['respiratory_condition', /respirat|asthma|breath|inhal|lung|pneumon|silicosis|bronch|fumes|dust/i],
  ['skin_disorder', /skin|dermat|eczema|rash|irritat|oil acne|degreaser/i],
];
export function caseTypeFromInjury(i: Pick<OshaIncident, 'type' | 'description'>, v: Pick<OshaPerson, 'injury_details'>): OshaCaseType {
  if (i.type !== 'occupational_illness') return 'injury';
  const text = `${v.injury_details ?? ''} ${i.description}`;
  return M_RULES.find(([, re]) => re.test(text))?.[0] ?? 'other_illness';
}

/** M: the type chosen on the person, else derived from the injury (`caseTypeFromInjury`) */
export function caseTypeOf(i: Pick<OshaIncident, 'type'> & Partial<Pick<OshaIncident, 'description'>>, v: OshaPerson): OshaCaseType {
  if (v.osha_case_type && (OSHA_CASE_TYPES as readonly string[]).includes(v.osha_case_type)) return v.osha_case_type;
  return caseTypeFromInjury({ type: i.type, description: i.description ?? '' }, v);
}

/** a year's dates: January 1 to December 31, or to today for the year in progress */
export function yearRange(year: number, today: string): { from: string; to: string } {
  const from = `${year}-01-01`;
  const end = `${year}-12-31`;
  return { from, to: end < today ? end : today };
}

export interface LogFilter {
  year: number;
  /** 0 = every site (one log per site is the OSHA establishment; "all" is the organisation's combined view) */
  site_id: number;
}

/** every recordable case of the year (and site), ordered by date of injury, then case number */
export function buildLog(incidents: readonly OshaIncident[], filter: LogFilter, today: string): OshaCase[] {
  const range = yearRange(filter.year, today);
  const out: OshaCase[] = [];
  for (const i of incidents) {
    const date = i.occurred_at.slice(0, 10);
    if (date < `${filter.year}-01-01` || date > `${filter.year}-12-31`) continue;
    if (filter.site_id && i.site_id !== filter.site_id) continue;
    i.victims.forEach((v, k) => {
      if (!isOshaRecordable(v)) return;
      const { away, restricted } = dayCounts(v, date, range.to < date ? date : range.to, today);
      const privacy = !!v.privacy_case;
      out.push({
        case_no: `${i.number}-${k + 1}`,
        incident_id: i.id,
        incident_number: i.number,
        victim_id: v.id,
        name: privacy ? null : v.name,
        privacy_case: privacy,
        job_title: v.job_title ?? '',
        date,
        where: whereOf(i, v),
        injury: (v.injury_details ?? '').trim(),
        body_parts: [...(v.body_parts ?? [])],
        what_happened: i.description,
        outcome: worstOutcome(v),
        days_away: away,
        days_restricted: restricted,
        case_type: caseTypeOf(i, v),
        site_id: i.site_id,
        site_name: i.site_name ?? '',
      });
    });
  }
  return out.sort((a, b) => a.date.localeCompare(b.date) || a.case_no.localeCompare(b.case_no));
}

/** F as one sentence: "Sprain (back, knee): Back strain while lifting …" with the body parts translated by the caller */
export function describeCase(c: Pick<OshaCase, 'injury' | 'body_parts' | 'what_happened'>, bodyPart: (part: string) => string = (p) => p): string {
  const parts = c.body_parts.map(bodyPart).join(', ');
  const injury = [c.injury, parts ? `(${parts})` : ''].filter(Boolean).join(' ');
  return [injury, c.what_happened].filter(Boolean).join(': ');
}

// ---------------------------------------------------------------------------------------------------------------
// Form 300A: the summary
// ---------------------------------------------------------------------------------------------------------------

/** the 300A figures of a year (`OshaSummary`) */
export type OshaSummary = Schemas['OshaSummary'];

/** 300A from the log's cases and the sites' manpower over the year (to today for the year in progress) */
export function buildSummary(cases: readonly OshaCase[], manpower: readonly ManpowerRow[], siteIds: readonly number[], year: number, today: string, weekdaysOf?: (siteId: number) => readonly number[]): OshaSummary {
  const types = Object.fromEntries(OSHA_CASE_TYPES.map((t) => [t, 0])) as Record<OshaCaseType, number>;
  const by = (o: Outcome) => cases.filter((c) => c.outcome === o).length;
  for (const c of cases) types[c.case_type]++;
  const range = yearRange(year, today);
  // the same hours as the dashboard's rates for the same sites and dates (src/lib/safety-figures/hours-worked.ts)
  const hours = estimateManHours(manpower, siteIds, range, weekdaysOf);
  const months = hours.months;
  return {
    year,
    deaths: by('G'),
    days_away_cases: by('H'),
    restricted_cases: by('I'),
    other_cases: by('J'),
    days_away: cases.reduce((s, c) => s + c.days_away, 0),
    days_restricted: cases.reduce((s, c) => s + c.days_restricted, 0),
    types,
    average_employees: hours.average_employees,
    total_hours: hours.hours,
    hours_basis: hours.basis,
    actual_site_months: hours.actual_site_months,
    site_months: hours.site_months,
    defaulted_months: hours.defaulted,
    months,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Form 301: the incident report of one case
// ---------------------------------------------------------------------------------------------------------------

/** the Form 301 fields the incident holds; `not_recorded` names the 301 fields it does not (`Osha301`) */
export type Osha301 = Schemas['Osha301'];

/** the Form 301 fields this product does not collect (address, birth and hire dates, physician, work start, task) */
export const NOT_RECORDED_301 = ['address', 'date_of_birth', 'date_hired', 'physician', 'facility', 'time_began_work', 'activity_before'] as const satisfies readonly Osha301['not_recorded'][number][];

/** the 301 of one person of one incident, or null when that person is not a recordable case of the log */
export function build301(i: OshaIncident, victimId: number, today: string): Osha301 | null {
  const v = i.victims.find((p) => p.id === victimId);
  if (!v || !isOshaRecordable(v)) return null;
  const year = Number(i.occurred_at.slice(0, 4));
  const c = buildLog([i], { year, site_id: 0 }, today).find((x) => x.victim_id === victimId);
  if (!c) return null;
  return {
    case: c,
    full_name: v.name,
    employee_id: v.employee_id ?? '',
    gender: v.gender ?? '',
    emergency_room: !!v.taken_to_hospital,
    inpatient: v.treatment === 'hospitalised',
    date_of_injury: c.date,
    time_of_event: i.occurred_at.slice(11, 16),
    what_happened: i.description,
    injury: c.injury,
    object_or_substance: (i.machine_or_location ?? '').trim(),
    date_of_death: v.fatal ? (v.date_of_death ?? null) : null,
    treatment: v.treatment ?? '',
    not_recorded: [...NOT_RECORDED_301],
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Filters ⇄ query parameters, API shapes
// ---------------------------------------------------------------------------------------------------------------

/** the years the filter offers: this year and the five before it (1904.33 retention) */
export const logYears = (today: string): number[] => {
  const y = Number(today.slice(0, 4));
  return Array.from({ length: OSHA_RETENTION_YEARS + 1 }, (_, k) => y - k);
};

/** year and site from query parameters; a missing or odd year is this year, a missing site is every site */
export function parseLogFilter(get: (key: string) => string | null | undefined, today: string): LogFilter {
  const thisYear = Number(today.slice(0, 4));
  const year = Number(get('year'));
  const site = Number(get('site_id') ?? 0);
  return { year: Number.isInteger(year) && year >= 1971 && year <= thisYear ? year : thisYear, site_id: Number.isInteger(site) && site > 0 ? site : 0 };
}

export interface SiteRef {
  id: number;
  name: string;
}

/** GET /osha/300 (`OshaLog`) */
export type Osha300Answer = Schemas['OshaLog'];

/** the establishment of a 300A / 301 (1904.32(b)(3), 300A "Establishment information"): one site, or the organisation's sites together (`OshaEstablishment`) */
export type Establishment = Schemas['OshaEstablishment'];

/** a site as the establishment block reads it */
export interface EstablishmentSite {
  id: number;
  name: string;
  address?: string;
  city?: string;
  state?: string;
  zip?: string;
  country?: string;
  naics_code?: string;
}

/** the establishment of a log: the chosen site; with every site, the organisation, its sites' NAICS codes and no single address */
export function establishmentOf(sites: readonly EstablishmentSite[], siteId: number, organizationName: string): Establishment {
  const site = siteId ? sites.find((s) => s.id === siteId) : undefined;
  if (site) return { name: site.name, street: site.address ?? '', city: site.city ?? '', state: site.state ?? '', zip: site.zip ?? '', country: site.country ?? '', naics_code: site.naics_code ?? '' };
  const codes = [...new Set(sites.map((s) => s.naics_code ?? '').filter(Boolean))].sort();
  return { name: organizationName, street: '', city: '', state: '', zip: '', country: '', naics_code: codes.join(', ') };
}

/** the one-line address of an establishment ('' when it has none: all sites together) */
export const addressLine = (e: Establishment): string => [e.street, [e.zip, e.city].filter(Boolean).join(' '), e.state, e.country].filter(Boolean).join(', ');

/** 1904.32(b)(3): a company executive certifies the 300A; these are the lines the signed form carries */
export const CERTIFICATION_FIELDS = ['executive', 'title', 'phone', 'date'] as const;

/** GET /osha/300a (`OshaSummaryAnswer`) */
export type Osha300aAnswer = Schemas['OshaSummaryAnswer'];

/** GET /osha/301/:incident_id?victim= (`Osha301Answer`) */
export type Osha301Answer = Schemas['Osha301Answer'];
