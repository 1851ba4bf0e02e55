/**
 * Every dashboard figure computed from the records themselves (pure; the demo backend feeds it the tenant's rows,
 * a real backend answers the same shapes). Each figure carries the ids of the records behind it and, where it is
 * derived, its formula with the numbers used, so the page can explain it and list what it counts.
 */
import {
  AGEING_BUCKETS,
  LTIFR_BASE,
  PYRAMID_LEVELS,
  ageingBucket,
  daysBetween,
  daysLost,
  dartRate,
  estimateManHours,
  inRange,
  incidentPyramidLevel,
  isDart,
  isLostTime,
  isRecordable,
  ltifr,
  observationPyramidLevel,
  percent,
  rank,
  roundRate,
  severityRate,
  trir,
  workerGroup,
  type DashboardFilters,
  type DateRange,
  type InjuredPerson,
  type ManHoursEstimate,
  type ManpowerRow,
} from './indicators';

export type DashModule = 'observations' | 'incidents' | 'actions';
export type FigureKind = 'count' | 'rate' | 'days' | 'hours' | 'percent';

export interface Formula {
  /** `dashboard:formula.<key>` */
  key: string;
  values: Record<string, number | string | null>;
}

export interface Figure {
  /** `dashboard:figure.<key>` (unless `label` names it: a person, a root cause) */
  key: string;
  label?: string;
  value: number | null;
  kind: FigureKind;
  module: DashModule;
  /** the records behind the figure */
  ids: number[];
  formula?: Formula;
}

export interface Section {
  /** `dashboard:section.<key>` */
  key: string;
  figures: Figure[];
  /** drawn as a chart too (with its data table) */
  chart?: 'bar' | 'doughnut';
  /** `dashboard:note.<key>`: what the section does not cover, said plainly */
  notes?: string[];
}

export interface DashboardAnswer {
  range: DateRange;
  today: string;
  sections: Section[];
}

// minimal shapes of the records (the modules' own types are wider)
export interface ObsRow {
  id: number;
  type: string;
  site_id: number;
  status: string;
  due_date: string | null;
  risk_level: string;
  observed_at: string;
  created_at: string;
  reporter_id: number | null;
  anonymous: boolean;
}
export interface IncRow {
  id: number;
  type: string;
  site_id: number;
  occurred_at: string;
  created_at: string;
  victims: (InjuredPerson & { id: number })[];
  root_cause: { root_cause_ids: number[] } | null;
}
export interface ActRow {
  id: number;
  type: string;
  site_id: number | null;
  status: string;
  due_date: string;
  created_at: string;
  completed_at: string | null;
}

export interface Context {
  filters: DashboardFilters;
  range: DateRange;
  today: string;
}

/** a count of injured people: its records are the incidents they were hurt in (one incident may hurt several) */
const injuries = (key: string, value: number, incidentIds: number[]): Figure => ({ key, value, kind: 'count', module: 'incidents', ids: incidentIds, formula: { key: 'injuries', values: { injuries: value, incidents: incidentIds.length } } });

const bySite = <T extends { site_id: number | null }>(rows: readonly T[], site: number) => (site ? rows.filter((r) => r.site_id === site) : rows.slice());
const ids = (rows: readonly { id: number }[]) => rows.map((r) => r.id);
const count = (key: string, module: DashModule, rows: readonly { id: number }[], extra: Partial<Figure> = {}): Figure => ({ key, value: rows.length, kind: 'count', module, ids: ids(rows), ...extra });

const obsDate = (o: ObsRow, f: DashboardFilters) => (f.date_type === 'event_date' ? o.observed_at : o.created_at);
const incDate = (i: IncRow, f: DashboardFilters) => (f.date_type === 'event_date' ? i.occurred_at : i.created_at);
/** an action's "event" date is its due date */
const actDate = (a: ActRow, f: DashboardFilters) => (f.date_type === 'event_date' ? a.due_date : a.created_at);

const isClosed = (status: string) => status === 'completed' || status === 'closed';
const isOverdue = (status: string, due: string | null, today: string) => (status === 'open' || status === 'in_progress') && !!due && due < today;

export const observationsInScope = (rows: readonly ObsRow[], c: Context) => bySite(rows, c.filters.site_id).filter((o) => inRange(obsDate(o, c.filters), c.range));
export const incidentsInScope = (rows: readonly IncRow[], c: Context) => bySite(rows, c.filters.site_id).filter((i) => inRange(incDate(i, c.filters), c.range));
export const actionsInScope = (rows: readonly ActRow[], c: Context) => bySite(rows, c.filters.site_id).filter((a) => inRange(actDate(a, c.filters), c.range));

// ---------------------------------------------------------------------------------------------------------------
// Observations (leading indicators, safety champions)
// ---------------------------------------------------------------------------------------------------------------

export const OBSERVATION_TYPE_KEYS = ['unsafe_act', 'unsafe_condition', 'near_miss', 'good_practice'] as const;

export function leadingIndicators(rows: readonly ObsRow[], c: Context): Section[] {
  const obs = observationsInScope(rows, c);
  const closed = obs.filter((o) => isClosed(o.status));
  const open = obs.filter((o) => !isClosed(o.status));
  const overdue = obs.filter((o) => isOverdue(o.status, o.due_date, c.today));
  const highRisk = obs.filter((o) => o.risk_level === 'high' || o.risk_level === 'critical');
  return [
    {
      key: 'observations',
      figures: [
        count('observations_total', 'observations', obs),
        count('observations_open', 'observations', open),
        count('observations_overdue', 'observations', overdue),
        count('observations_closed', 'observations', closed, { formula: { key: 'closed_share', values: { closed: closed.length, total: obs.length, result: percent(closed.length, obs.length) } } }),
        count('observations_high_risk', 'observations', highRisk),
      ],
    },
    {
      key: 'observation_types',
      chart: 'bar',
      figures: OBSERVATION_TYPE_KEYS.map((t) => count(`type_${t}`, 'observations', obs.filter((o) => o.type === t))),
    },
  ];
}

/** Most observations reported (named reporters only: anonymous reports have nobody to credit); first = champion. */
export function safetyChampions(rows: readonly ObsRow[], c: Context, userName: (id: number) => string): Section[] {
  const obs = observationsInScope(rows, c).filter((o) => o.reporter_id !== null && !o.anonymous);
  const ranking = rank(obs, (o) => [o.reporter_id!], userName, (o) => o.id, 5);
  return [
    {
      key: 'champions',
      chart: 'bar',
      figures: ranking.map((r, i) => ({ key: i === 0 ? 'champion' : 'champion_rank', label: r.label, value: r.count, kind: 'count', module: 'observations', ids: r.ids })),
      notes: ranking.length ? ['champion_rule'] : ['no_champion'],
    },
  ];
}

// ---------------------------------------------------------------------------------------------------------------
// Incidents (lagging indicators, pyramid, root causes)
// ---------------------------------------------------------------------------------------------------------------

interface InjuryTally {
  lti: number;
  recordable: number;
  dart: number;
  days: number;
  ltiIds: number[];
  recordableIds: number[];
  dartIds: number[];
  daysIds: number[];
}

const addOnce = (list: number[], id: number) => list.includes(id) || list.push(id);

function tallyInjuries(incidents: readonly IncRow[], c: Context, group?: 'employee' | 'contractor' | 'other'): InjuryTally {
  const t: InjuryTally = { lti: 0, recordable: 0, dart: 0, days: 0, ltiIds: [], recordableIds: [], dartIds: [], daysIds: [] };
  for (const inc of incidents) {
    for (const v of inc.victims) {
      if (group && workerGroup(v) !== group) continue;
      if (isLostTime(v)) {
        t.lti++;
        addOnce(t.ltiIds, inc.id);
        const d = daysLost(v, inc.occurred_at, c.range.to, c.today);
        t.days += d;
        if (d > 0) addOnce(t.daysIds, inc.id);
      }
      if (isRecordable(v)) {
        t.recordable++;
        addOnce(t.recordableIds, inc.id);
      }
      if (isDart(v)) {
        t.dart++;
        addOnce(t.dartIds, inc.id);
      }
    }
  }
  return t;
}

/** the most recent lost-time incident of the site filter, whatever the period */
function lastLostTime(rows: readonly IncRow[], c: Context): IncRow | null {
  const ltis = bySite(rows, c.filters.site_id).filter((i) => i.victims.some(isLostTime) && i.occurred_at.slice(0, 10) <= c.today);
  return ltis.sort((a, b) => b.occurred_at.localeCompare(a.occurred_at))[0] ?? null;
}

export function laggingIndicators(rows: readonly IncRow[], manpower: ManHoursEstimate, c: Context): Section[] {
  const inc = incidentsInScope(rows, c);
  const t = tallyInjuries(inc, c);
  const hours = manpower.man_hours;
  const base = c.filters.base;
  const rate = (key: string, value: number | null, cases: number, caseIds: number[], rateBase: number): Figure => ({
    key,
    value: roundRate(value),
    kind: 'rate',
    module: 'incidents',
    ids: caseIds,
    formula: { key, values: { cases, base: rateBase, man_hours: hours, result: roundRate(value) } },
  });
  const groups = (['employee', 'contractor', 'other'] as const).map((g) => ({ g, t: tallyInjuries(inc, c, g) }));
  const last = lastLostTime(rows, c);
  const safeDays = last ? Math.max(0, daysBetween(last.occurred_at, c.today)) : null;
  return [
    {
      key: 'lagging',
      figures: [
        count('incidents_total', 'incidents', inc),
        injuries('lost_time_injuries', t.lti, t.ltiIds),
        injuries('recordable_injuries', t.recordable, t.recordableIds),
        injuries('dart_cases', t.dart, t.dartIds),
        { key: 'days_lost', value: t.days, kind: 'days', module: 'incidents', ids: t.daysIds, formula: { key: 'days_lost', values: { days: t.days, cap: 180 } } },
        {
          key: 'man_hours',
          value: hours,
          kind: 'hours',
          module: 'incidents',
          ids: [],
          formula: { key: 'man_hours', values: { manpower: manpower.manpower, man_hours: hours, site_months: manpower.site_months, defaulted: manpower.defaulted } },
        },
      ],
    },
    {
      key: 'rates',
      figures: [rate('ltifr', ltifr(t.lti, hours), t.lti, t.ltiIds, LTIFR_BASE), rate('trir', trir(t.recordable, hours, base), t.recordable, t.recordableIds, base), rate('dart_rate', dartRate(t.dart, hours, base), t.dart, t.dartIds, base), rate('severity_rate', severityRate(t.days, hours, base), t.days, t.daysIds, base)],
      notes: ['man_hours_estimate', 'rates_not_split'],
    },
    {
      key: 'workers',
      figures: groups.flatMap(({ g, t: gt }) => [injuries(`lti_${g}`, gt.lti, gt.ltiIds), injuries(`recordable_${g}`, gt.recordable, gt.recordableIds)]),
    },
    {
      key: 'safe_days',
      figures: [
        {
          key: 'safe_days',
          value: safeDays,
          kind: 'days',
          module: 'incidents',
          ids: last ? [last.id] : [],
          formula: { key: last ? 'safe_days' : 'safe_days_none', values: { last: last ? last.occurred_at.slice(0, 10) : null, today: c.today, result: safeDays } },
        },
      ],
      notes: ['whatever_period'],
    },
  ];
}

/** Incidents at their worst level, with near misses and unsafe acts / conditions from observations when readable. */
export function safetyPyramid(incRows: readonly IncRow[], obsRows: readonly ObsRow[] | null, c: Context): Section[] {
  const inc = incidentsInScope(incRows, c);
  const obs = obsRows ? observationsInScope(obsRows, c) : [];
  const figures: Figure[] = [];
  for (const level of PYRAMID_LEVELS) {
    if (level === 'unsafe' && !obsRows) continue;
    const incIds = inc.filter((i) => incidentPyramidLevel(i) === level).map((i) => i.id);
    if (level !== 'unsafe') figures.push({ key: `pyramid_${level}`, value: incIds.length, kind: 'count', module: 'incidents', ids: incIds });
    if (obsRows && (level === 'near_miss' || level === 'unsafe')) {
      const obsIds = obs.filter((o) => observationPyramidLevel(o) === level).map((o) => o.id);
      figures.push({ key: `pyramid_${level}_observations`, value: obsIds.length, kind: 'count', module: 'observations', ids: obsIds });
    }
  }
  return [{ key: 'pyramid', chart: 'bar', figures, notes: obsRows ? ['pyramid_rule'] : ['pyramid_rule', 'pyramid_no_observations'] }];
}

export function topRootCauses(rows: readonly IncRow[], c: Context, causeName: (id: number) => string): Section[] {
  const inc = incidentsInScope(rows, c).filter((i) => (i.root_cause?.root_cause_ids.length ?? 0) > 0);
  const ranking = rank(inc, (i) => i.root_cause!.root_cause_ids, causeName, (i) => i.id, 5);
  return [
    {
      key: 'root_causes',
      chart: 'bar',
      figures: ranking.map((r) => ({ key: 'root_cause', label: r.label, value: r.count, kind: 'count', module: 'incidents', ids: r.ids })),
      notes: ranking.length ? ['root_causes_rule'] : ['no_root_causes'],
    },
  ];
}

// ---------------------------------------------------------------------------------------------------------------
// Actions (summary, ageing, closure)
// ---------------------------------------------------------------------------------------------------------------

export const ACTION_STATUS_KEYS = ['open', 'in_progress', 'overdue', 'completed', 'closed'] as const;
export const ACTION_TYPE_KEYS = ['Observation', 'Incident', 'Audit', 'Action'] as const;

const displayStatus = (a: ActRow, today: string) => (isOverdue(a.status, a.due_date, today) ? 'overdue' : a.status);

export function actionSummary(rows: readonly ActRow[], c: Context): Section[] {
  const acts = actionsInScope(rows, c);
  return [
    { key: 'action_status', chart: 'doughnut', figures: ACTION_STATUS_KEYS.map((s) => count(`action_${s}`, 'actions', acts.filter((a) => displayStatus(a, c.today) === s))) },
    { key: 'action_types', figures: ACTION_TYPE_KEYS.map((t) => count(`action_type_${t.toLowerCase()}`, 'actions', acts.filter((a) => a.type === t))) },
  ];
}

/** every action still open or in progress today (site filter only: ageing is a snapshot of now) */
export function actionAgeing(rows: readonly ActRow[], c: Context): Section[] {
  const open = bySite(rows, c.filters.site_id).filter((a) => !isClosed(a.status));
  return [
    {
      key: 'ageing',
      chart: 'bar',
      figures: AGEING_BUCKETS.map((b) => count(`ageing_${b.key}`, 'actions', open.filter((a) => ageingBucket(a.created_at, c.today) === b.key))),
      notes: ['ageing_rule'],
    },
  ];
}

/** actions completed in the period (by completion date): on time when completed on or before the due date */
export function closureReport(rows: readonly ActRow[], c: Context): Section[] {
  const done = bySite(rows, c.filters.site_id).filter((a) => isClosed(a.status) && a.completed_at && inRange(a.completed_at, c.range));
  const onTime = done.filter((a) => a.completed_at!.slice(0, 10) <= a.due_date);
  const late = done.filter((a) => a.completed_at!.slice(0, 10) > a.due_date);
  const totalDays = done.reduce((n, a) => n + Math.max(0, daysBetween(a.created_at, a.completed_at!)), 0);
  const avg = done.length ? Math.round((totalDays / done.length) * 10) / 10 : null;
  return [
    {
      key: 'closure',
      figures: [
        count('closed_in_period', 'actions', done),
        count('closed_on_time', 'actions', onTime),
        count('closed_late', 'actions', late),
        { key: 'on_time_rate', value: percent(onTime.length, done.length), kind: 'percent', module: 'actions', ids: ids(onTime), formula: { key: 'on_time_rate', values: { on_time: onTime.length, total: done.length, result: percent(onTime.length, done.length) } } },
        { key: 'avg_days_to_close', value: avg, kind: 'days', module: 'actions', ids: ids(done), formula: { key: 'avg_days_to_close', values: { days: totalDays, total: done.length, result: avg } } },
      ],
      notes: ['closure_rule'],
    },
  ];
}

export { estimateManHours, type ManpowerRow };
