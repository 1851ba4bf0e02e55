/**
 * Who counts and which cases — one pure rule for the dashboard, statistics, reports and the OSHA 300 / 300A, so
 * the same year gives the same TRIR everywhere.
 *
 * - 29 CFR 1904.31 (covered employees): the employer records the injuries of its employees — those on its payroll and
 *   workers it supervises day to day though not on its payroll (temporary, agency, contractor staff). Contractors it
 *   does not supervise day to day go on their own employer's log; visitors and members of the public on none. Their
 *   injuries are still reported as incidents, but never enter the rates.
 * - 1904.7 (general recording criteria): a case is recordable when it results in death, days away from work,
 *   restricted work or job transfer, or medical treatment beyond first aid (1904.7(b)(5): first aid is not).
 * - Form 300 columns G–J, the most serious outcome (1904.7(b)(2)–(5)): G death, H days away, I job transfer or
 *   restriction, J other recordable case.
 * - Rates: TRIR = recordable cases (G+H+I+J) × 200,000 ÷ hours worked; DART = (H+I) × 200,000 ÷ hours (the OSHA
 *   200,000-hour base: 100 full-time workers × 40 h × 50 weeks); LTIFR = lost-time injuries (deaths and days-away
 *   cases, G+H, ANSI Z16.1) × 1,000,000 ÷ hours (SPEC §9).
 */

/** an injured person as the rates read them (the incident's victim; OSHA fields optional on older records) */
export interface CasePerson {
  type: string; // employee | contractor | visitor | others
  supervised_daily?: boolean;
  treatment?: string | null; // none | first_aid | medical_treatment | restricted_work | lost_time | hospitalised | ''
  fatal?: boolean;
  days_away?: number | null;
  days_restricted?: number | null;
}

/** who an injured person is for the rates */
export type Population = 'employee' | 'contractor' | 'not_covered';

/** 1904.31: employees, and contractors under day-to-day supervision; everyone else is not covered */
export function populationOf(p: Pick<CasePerson, 'type' | 'supervised_daily'>): Population {
  if (p.type === 'employee') return 'employee';
  if (p.type === 'contractor' && p.supervised_daily) return 'contractor';
  return 'not_covered';
}
export const isCoveredWorker = (p: Pick<CasePerson, 'type' | 'supervised_daily'>): boolean => populationOf(p) !== 'not_covered';

const positive = (n: number | null | undefined): boolean => typeof n === 'number' && Number.isFinite(n) && n > 0;

/** treatments beyond first aid (1904.7(b)(5)) */
export const BEYOND_FIRST_AID = ['medical_treatment', 'restricted_work', 'lost_time', 'hospitalised'] as const;

/** 1904.7(a) for anyone, covered or not: death, days away, restriction or treatment beyond first aid */
export function meetsRecordingCriteria(p: CasePerson): boolean {
  return !!p.fatal || positive(p.days_away) || positive(p.days_restricted) || (BEYOND_FIRST_AID as readonly string[]).includes(p.treatment ?? '');
}

/** a recordable case of the employer's log and rates: a covered worker (1904.31) meeting 1904.7 */
export const isRecordableCase = (p: CasePerson): boolean => isCoveredWorker(p) && meetsRecordingCriteria(p);

export type Outcome = 'G' | 'H' | 'I' | 'J';

/** the most serious outcome (Form 300 G–J); meaningful for a case that meets the recording criteria */
export function outcomeOf(p: CasePerson): Outcome {
  if (p.fatal) return 'G';
  if (positive(p.days_away) || p.treatment === 'lost_time') return 'H';
  if (positive(p.days_restricted) || p.treatment === 'restricted_work') return 'I';
  return 'J';
}

/** a DART case: a recordable case with days away or restriction / transfer (columns H + I) */
export const isDartCase = (p: CasePerson): boolean => isRecordableCase(p) && ['H', 'I'].includes(outcomeOf(p));
/** a lost-time injury (ANSI Z16.1): a recordable case ending in death or days away (columns G + H) */
export const isLostTimeCase = (p: CasePerson): boolean => isRecordableCase(p) && ['G', 'H'].includes(outcomeOf(p));

/** OSHA rate base: 200,000 hours = 100 full-time workers × 40 h × 50 weeks */
export const OSHA_RATE_BASE = 200_000;
/** ANSI Z16.1 / SPEC §9 LTIFR base */
export const LTIFR_RATE_BASE = 1_000_000;

/** cases × base ÷ hours, or null without hours */
export const rateOf = (cases: number, hours: number, base: number): number | null => (hours > 0 ? (cases * base) / hours : null);
