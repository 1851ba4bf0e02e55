import { describe, expect, it } from 'vitest';
import {
  OSHA_CASE_TYPES,
  build301,
  buildLog,
  buildSummary,
  addressLine,
  caseColumn,
  caseTypeFromInjury,
  caseTypeOf,
  establishmentOf,
  dayCounts,
  describeCase,
  isCoveredWorker,
  isOshaRecordable,
  logYears,
  parseLogFilter,
  whereOf,
  worstOutcome,
  yearRange,
  type OshaIncident,
  type OshaPerson,
} from '../model/osha';

const TODAY = '2026-11-25';
let nextId = 1;
const person = (over: Partial<OshaPerson> = {}): OshaPerson => ({ id: nextId++, type: 'employee', name: 'Ann Lee', treatment: 'medical_treatment', return_to_work_date: null, ...over });
const incident = (over: Partial<OshaIncident> = {}): OshaIncident => ({
  id: nextId++,
  number: 'INC-0001',
  type: 'injury',
  description: 'Slipped on oil',
  site_id: 1,
  site_name: 'Plant A',
  area_name: 'Press hall',
  location: 'Bay 3',
  machine_or_location: 'Press P-12',
  occurred_at: '2026-03-10T08:30:00.000Z',
  victims: [person()],
  ...over,
});

describe('who is recorded (1904.31)', () => {
  it('records employees and contractors supervised day to day, not other contractors, visitors or others', () => {
    expect(isCoveredWorker({ type: 'employee' })).toBe(true);
    expect(isCoveredWorker({ type: 'contractor', supervised_daily: true })).toBe(true);
    expect(isCoveredWorker({ type: 'contractor', supervised_daily: false })).toBe(false);
    expect(isCoveredWorker({ type: 'contractor' })).toBe(false);
    expect(isCoveredWorker({ type: 'visitor', supervised_daily: true })).toBe(false);
    expect(isCoveredWorker({ type: 'others' })).toBe(false);
  });
});

describe('recordability (1904.7: beyond first aid)', () => {
  it('is recordable with treatment beyond first aid, not with first aid or none', () => {
    for (const t of ['medical_treatment', 'restricted_work', 'lost_time', 'hospitalised'] as const) expect(isOshaRecordable(person({ treatment: t }))).toBe(true);
    for (const t of ['first_aid', 'none', ''] as const) expect(isOshaRecordable(person({ treatment: t }))).toBe(false);
  });
  it('a death, days away or days restricted make a case recordable whatever the treatment', () => {
    expect(isOshaRecordable(person({ treatment: 'first_aid', fatal: true }))).toBe(true);
    expect(isOshaRecordable(person({ treatment: 'none', days_away: 2 }))).toBe(true);
    expect(isOshaRecordable(person({ treatment: '', days_restricted: 1 }))).toBe(true);
    expect(isOshaRecordable(person({ treatment: 'first_aid', days_away: 0, days_restricted: 0 }))).toBe(false);
  });
  it('a contractor not supervised day to day is never on the log', () => {
    expect(isOshaRecordable(person({ type: 'contractor', treatment: 'lost_time' }))).toBe(false);
    expect(isOshaRecordable(person({ type: 'contractor', supervised_daily: true, treatment: 'lost_time' }))).toBe(true);
  });
});

describe('worst outcome (G–J, one box)', () => {
  it('death beats days away beats restriction beats other', () => {
    expect(worstOutcome(person({ fatal: true, days_away: 10, days_restricted: 5 }))).toBe('G');
    expect(worstOutcome(person({ days_away: 10, days_restricted: 5 }))).toBe('H');
    expect(worstOutcome(person({ days_restricted: 5 }))).toBe('I');
    expect(worstOutcome(person({ treatment: 'medical_treatment' }))).toBe('J');
  });
  it('reads the treatment when no days were counted', () => {
    expect(worstOutcome(person({ treatment: 'lost_time' }))).toBe('H');
    expect(worstOutcome(person({ treatment: 'restricted_work' }))).toBe('I');
    expect(worstOutcome(person({ treatment: 'hospitalised' }))).toBe('J');
  });
  it('moves when the outcome worsens', () => {
    const v = person({ treatment: 'medical_treatment' });
    expect(worstOutcome(v)).toBe('J');
    expect(worstOutcome({ ...v, days_restricted: 3 })).toBe('I');
    expect(worstOutcome({ ...v, days_restricted: 3, days_away: 1 })).toBe('H');
  });
});

describe('days away and restricted (K, L) with the 180-day cap', () => {
  it('counts the days entered', () => {
    expect(dayCounts(person({ days_away: 12, days_restricted: 4 }), '2026-03-10', '2026-11-25', TODAY)).toEqual({ away: 12, restricted: 4 });
  });
  it('caps days away at 180', () => {
    expect(dayCounts(person({ days_away: 240 }), '2026-03-10', '2026-11-25', TODAY)).toEqual({ away: 180, restricted: 0 });
  });
  it('caps the total of K and L at 180 (restriction counts only what is left)', () => {
    expect(dayCounts(person({ days_away: 150, days_restricted: 60 }), '2026-03-10', '2026-11-25', TODAY)).toEqual({ away: 150, restricted: 30 });
    expect(dayCounts(person({ days_away: 0, days_restricted: 400 }), '2026-03-10', '2026-11-25', TODAY)).toEqual({ away: 0, restricted: 180 });
    expect(dayCounts(person({ days_away: 180, days_restricted: 5 }), '2026-03-10', '2026-11-25', TODAY)).toEqual({ away: 180, restricted: 0 });
  });
  it('without a count, a lost-time case uses the days to the return-to-work date (the dashboard rule), capped', () => {
    expect(dayCounts(person({ treatment: 'lost_time', return_to_work_date: '2026-03-17' }), '2026-03-10', '2026-12-31', TODAY)).toEqual({ away: 7, restricted: 0 });
    expect(dayCounts(person({ treatment: 'lost_time', return_to_work_date: null }), '2026-01-02', '2026-12-31', TODAY).away).toBe(180);
  });
  it('a count of 0 entered wins over the return-to-work date; junk counts are 0', () => {
    expect(dayCounts(person({ treatment: 'lost_time', days_away: 0, return_to_work_date: '2026-03-17' }), '2026-03-10', '2026-12-31', TODAY).away).toBe(0);
    expect(dayCounts(person({ days_away: -4, days_restricted: Number.NaN }), '2026-03-10', '2026-12-31', TODAY)).toEqual({ away: 0, restricted: 0 });
  });
});

describe('columns A–M of Form 300', () => {
  it('builds one line per recordable covered person with every column', () => {
    const i = incident({ number: 'INC-0042', victims: [person({ name: 'Ann Lee', job_title: 'Welder', injury_details: 'Burn', body_parts: ['hand'], days_away: 3, osha_case_type: 'injury' })] });
    const [c] = buildLog([i], { year: 2026, site_id: 0 }, TODAY);
    expect(c).toMatchObject({
      case_no: 'INC-0042-1',
      name: 'Ann Lee',
      job_title: 'Welder',
      date: '2026-03-10',
      where: 'Bay 3, Press P-12, Press hall, Plant A',
      injury: 'Burn',
      body_parts: ['hand'],
      what_happened: 'Slipped on oil',
      outcome: 'H',
      days_away: 3,
      days_restricted: 0,
      case_type: 'injury',
      incident_id: i.id,
    });
  });
  it('shows no name on a privacy case (1904.29(b)(6))', () => {
    const [c] = buildLog([incident({ victims: [person({ privacy_case: true })] })], { year: 2026, site_id: 0 }, TODAY);
    expect(c.name).toBeNull();
    expect(c.privacy_case).toBe(true);
  });
  it('leaves out first aid, visitors, other years and other sites; numbers several people apart', () => {
    const i = incident({ number: 'INC-0007', victims: [person({ name: 'A' }), person({ name: 'B', treatment: 'first_aid' }), person({ name: 'C', type: 'visitor' }), person({ name: 'D', treatment: 'lost_time' })] });
    const log = buildLog([i, incident({ occurred_at: '2025-12-31T23:00:00Z' }), incident({ site_id: 2 })], { year: 2026, site_id: 1 }, TODAY);
    expect(log.map((c) => [c.case_no, c.name])).toEqual([
      ['INC-0007-1', 'A'],
      ['INC-0007-4', 'D'],
    ]);
  });
  it('orders by date of injury', () => {
    const log = buildLog([incident({ number: 'INC-0009', occurred_at: '2026-05-01T10:00:00Z' }), incident({ number: 'INC-0002', occurred_at: '2026-02-01T10:00:00Z' })], { year: 2026, site_id: 0 }, TODAY);
    expect(log.map((c) => c.incident_number)).toEqual(['INC-0002', 'INC-0009']);
  });
  it('E is the person’s own place when given; M falls back by incident type', () => {
    const i = incident({ type: 'occupational_illness' });
    expect(whereOf(i, person({ event_location: 'Loading dock' }))).toBe('Loading dock');
    expect(caseTypeOf(i, person())).toBe('other_illness');
    expect(caseTypeOf(incident(), person())).toBe('injury');
    expect(caseTypeOf(i, person({ osha_case_type: 'hearing_loss' }))).toBe('hearing_loss');
    expect(OSHA_CASE_TYPES.map(caseColumn)).toEqual(['M1', 'M2', 'M3', 'M4', 'M5', 'M6']);
  });
  it('F reads as one sentence', () => {
    expect(describeCase({ injury: 'Sprain', body_parts: ['back', 'knee'], what_happened: 'Lifted a box' }, (p) => p.toUpperCase())).toBe('Sprain (BACK, KNEE): Lifted a box');
    expect(describeCase({ injury: '', body_parts: [], what_happened: 'Lifted a box' })).toBe('Lifted a box');
  });
});

describe('Form 300A summary', () => {
  const log = buildLog(
    [
      incident({ victims: [person({ fatal: true, date_of_death: '2026-03-12' }), person({ days_away: 200, days_restricted: 10 }), person({ days_restricted: 4, osha_case_type: 'skin_disorder' })] }),
      incident({ victims: [person({ osha_case_type: 'hearing_loss' }), person({ days_away: 5, days_restricted: 2, osha_case_type: 'respiratory_condition' })] }),
    ],
    { year: 2026, site_id: 0 },
    TODAY,
  );
  it('totals G–J, K, L and M1–M6', () => {
    const s = buildSummary(log, [], [1], 2026, TODAY);
    expect([s.deaths, s.days_away_cases, s.restricted_cases, s.other_cases]).toEqual([1, 2, 1, 1]);
    expect(s.days_away).toBe(180 + 5);
    expect(s.days_restricted).toBe(0 + 4 + 2);
    expect(s.types).toEqual({ injury: 2, skin_disorder: 1, respiratory_condition: 1, poisoning: 0, hearing_loss: 1, other_illness: 0 });
  });
  it('average employees and hours from the manpower (months not entered at the SPEC default 100)', () => {
    const rows = [
      { site_id: 1, year: 2025, month: 1, manpower: 50 },
      { site_id: 2, year: 2025, month: 1, manpower: 70 },
    ];
    const s = buildSummary([], rows, [1, 2], 2025, TODAY);
    // site 1: 50 + 11×100, site 2: 70 + 11×100 → 2320 over 12 months (1904.32 worksheet: rounded up)
    expect(s.months).toBe(12);
    expect(s.average_employees).toBe(Math.ceil(2320 / 12));
    // hours: 8 h per person per working day (2025: 261 weekdays, 23 of them in January)
    // site 1: 50×8×23 + 100×8×238 = 9,200 + 190,400; site 2: 70×8×23 + 190,400 = 12,880 + 190,400
    expect(s.total_hours).toBe(199_600 + 203_280);
    expect(s.hours_basis).toBe('estimate');
    expect([s.site_months, s.defaulted_months]).toEqual([24, 22]);
  });
  it('the year in progress counts to today', () => {
    const s = buildSummary([], [], [1], 2026, TODAY);
    expect(s.months).toBe(11);
    expect(s.average_employees).toBe(100);
    expect(yearRange(2026, TODAY)).toEqual({ from: '2026-01-01', to: TODAY });
    expect(yearRange(2024, TODAY)).toEqual({ from: '2024-01-01', to: '2024-12-31' });
  });
});

describe('Form 301', () => {
  it('gives the case and the 301 fields, the full name even on a privacy case', () => {
    const v = person({ name: 'Ann Lee', privacy_case: true, taken_to_hospital: true, treatment: 'hospitalised', fatal: true, date_of_death: '2026-03-12', employee_id: 'E1' });
    const i = incident({ victims: [v] });
    const r = build301(i, v.id, TODAY)!;
    expect(r.case.name).toBeNull();
    expect(r.full_name).toBe('Ann Lee');
    expect(r).toMatchObject({ emergency_room: true, inpatient: true, date_of_injury: '2026-03-10', time_of_event: '08:30', object_or_substance: 'Press P-12', date_of_death: '2026-03-12' });
    expect(r.case.outcome).toBe('G');
    expect(r.not_recorded).toContain('physician');
  });
  it('is null for a person who is not a recordable case', () => {
    const v = person({ treatment: 'first_aid' });
    expect(build301(incident({ victims: [v] }), v.id, TODAY)).toBeNull();
    expect(build301(incident(), 999_999, TODAY)).toBeNull();
  });
});

describe('filters', () => {
  it('parses year and site, falling back to this year and every site', () => {
    expect(parseLogFilter((k) => ({ year: '2024', site_id: '5' })[k], TODAY)).toEqual({ year: 2024, site_id: 5 });
    expect(parseLogFilter((k) => ({ year: '2099', site_id: 'x' })[k], TODAY)).toEqual({ year: 2026, site_id: 0 });
    expect(parseLogFilter(() => null, TODAY)).toEqual({ year: 2026, site_id: 0 });
  });
  it('offers this year and the five kept before it', () => {
    expect(logYears(TODAY)).toEqual([2026, 2025, 2024, 2023, 2022, 2021]);
  });
});

describe('column M from the injury (Form 300 instructions, 1904.29)', () => {
  const illness = (description: string) => incident({ type: 'occupational_illness', description });
  it('a degreaser skin irritation is a skin disorder, not "all other illnesses"', () => {
    expect(caseTypeFromInjury(illness('Skin irritation reported after handling the new degreaser'), { injury_details: 'Contact dermatitis, prescription cream' })).toBe('skin_disorder');
    expect(caseTypeOf(illness('Skin irritation reported after handling the new degreaser'), person({ osha_case_type: '' }))).toBe('skin_disorder');
    expect(caseTypeFromInjury(illness('Wheezing after sanding'), { injury_details: 'Occupational asthma' })).toBe('respiratory_condition');
    expect(caseTypeFromInjury(illness('Headache in the paint store'), { injury_details: 'Carbon monoxide poisoning' })).toBe('poisoning');
    expect(caseTypeFromInjury(illness('Annual audiogram'), { injury_details: 'Noise-induced hearing loss' })).toBe('hearing_loss');
    expect(caseTypeFromInjury(illness('Tiredness'), { injury_details: 'Heat stress' })).toBe('other_illness');
    // an injury stays an injury whatever words it uses
    expect(caseTypeFromInjury(incident({ description: 'Hand cut on a sheet edge' }), { injury_details: 'Cut to the skin' })).toBe('injury');
    // a type chosen on the person wins
    expect(caseTypeOf(illness('Skin irritation'), person({ osha_case_type: 'poisoning' }))).toBe('poisoning');
  });
});

describe('300A establishment (1904.32(b)(3))', () => {
  const sites = [
    { id: 1, name: 'Plant A', address: '12 Main Road', city: 'Leeds', state: 'West Yorkshire', zip: 'LS1 1AA', country: 'United Kingdom', naics_code: '332710' },
    { id: 2, name: 'Store B', naics_code: '493110' },
  ];
  it('names the site, its address and NAICS code; all sites together: the organisation and every code', () => {
    const one = establishmentOf(sites, 1, 'Acme');
    expect(one).toMatchObject({ name: 'Plant A', naics_code: '332710' });
    expect(addressLine(one)).toBe('12 Main Road, LS1 1AA Leeds, West Yorkshire, United Kingdom');
    const all = establishmentOf(sites, 0, 'Acme');
    expect(all).toMatchObject({ name: 'Acme', naics_code: '332710, 493110' });
    expect(addressLine(all)).toBe('');
  });
});
