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
  gapOf,
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
  type RateBase,
  type RateTargets,
  median,
} from './indicators';
import type { components } from '@/lib/api/generated/openapi';
import { meetsRecordingCriteria, outcomeOf } from '@/lib/safety-figures/recordkeeping';

type Schemas = components['schemas'];

export type DashModule = Schemas['DashboardModule'];
export type FigureKind = Schemas['DashboardFigure']['kind'];

/** how a derived figure was computed: `DashboardFormula` of api/openapi.yaml (`dashboard:formula.<key>`) */
export type Formula = Schemas['DashboardFormula'];

/** one figure with the records behind it, its formula and a site's target (`DashboardFigure`) */
export type Figure = Schemas['DashboardFigure'];

/** a titled group of figures, maybe drawn as a chart (`DashboardSection`) */
export type Section = Schemas['DashboardSection'];

/** what every GET /dashboards/<figures> answers (`DashboardAnswer`) */
export type DashboardAnswer = Schemas['DashboardAnswer'];

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

export interface InjuryTally {
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
      // people outside the rates' population (1904.31) are counted by the recording criteria alone, never in a rate
      const covered = group !== 'other';
      const recordable = covered ? isRecordable(v) : meetsRecordingCriteria(v);
      if (!recordable) continue;
      const outcome = outcomeOf(v);
      if (covered ? isLostTime(v) : outcome === 'G' || outcome === 'H') {
        t.lti++;
        addOnce(t.ltiIds, inc.id);
        const d = daysLost(v, inc.occurred_at, c.range.to, c.today);
        t.days += d;
        if (d > 0) addOnce(t.daysIds, inc.id);
      }
      t.recordable++;
      addOnce(t.recordableIds, inc.id);
      if (covered ? isDart(v) : outcome === 'H' || outcome === 'I') {
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

/** a figure with its target and gap, when a target is set */
const withTarget = (f: Figure, target: number | null | undefined): Figure => {
  const gap = target === undefined ? null : gapOf(f.value, target);
  return gap ? { ...f, target: gap } : f;
};

/**
 * Lagging indicators. `targets`: the chosen site's targets for the period's year (statistics settings); each rate
 * (and the incident count, against its maximum) then carries its target and the gap.
 */
export function laggingIndicators(rows: readonly IncRow[], manpower: ManHoursEstimate, c: Context, targets: RateTargets | null = null): Section[] {
  const inc = incidentsInScope(rows, c);
  const t = tallyInjuries(inc, c);
  const hours = manpower.hours;
  const basis = manpower.basis;
  const base = c.filters.base;
  const rate = (key: string, value: number | null, cases: number, caseIds: number[], rateBase: number, target?: number | null): Figure =>
    withTarget(
      {
        key,
        value: roundRate(value),
        kind: 'rate',
        module: 'incidents',
        ids: caseIds,
        formula: { key, values: { cases, base: rateBase, man_hours: hours, hours_basis: basis, result: roundRate(value) } },
      },
      target,
    );
  const groups = (['employee', 'contractor', 'other'] as const).map((g) => ({ g, t: tallyInjuries(inc, c, g) }));
  const last = lastLostTime(rows, c);
  const safeDays = last ? Math.max(0, daysBetween(last.occurred_at, c.today)) : null;
  return [
    {
      key: 'lagging',
      figures: [
        withTarget(count('incidents_total', 'incidents', inc), targets?.max_incidents),
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
          formula: {
            key: `man_hours_${basis === 'none' ? 'estimate' : basis}`,
            values: {
              manpower: manpower.headcount,
              man_hours: hours,
              hours_basis: basis,
              estimated_hours: manpower.estimated_hours,
              actual_hours: manpower.actual_hours,
              working_days: manpower.working_days,
              site_months: manpower.site_months,
              actual_site_months: manpower.actual_site_months,
              defaulted: manpower.defaulted,
            },
          },
        },
      ],
    },
    {
      key: 'rates',
      figures: [
        rate('ltifr', ltifr(t.lti, hours), t.lti, t.ltiIds, LTIFR_BASE, targets?.ltifr),
        rate('trir', trir(t.recordable, hours, base), t.recordable, t.recordableIds, base, targets?.trir),
        rate('dart_rate', dartRate(t.dart, hours, base), t.dart, t.dartIds, base, targets?.dart),
        rate('severity_rate', severityRate(t.days, hours, base), t.days, t.daysIds, base),
      ],
      notes: [`hours_${basis === 'none' ? 'estimate' : basis}`, 'rates_population', 'rates_split', ...(c.filters.site_id ? (targets ? [] : ['no_targets']) : ['targets_per_site'])],
    },
    {
      key: 'workers',
      figures: groups.flatMap(({ g, t: gt }) => [injuries(`lti_${g}`, gt.lti, gt.ltiIds), injuries(`recordable_${g}`, gt.recordable, gt.recordableIds)]),
    },
    {
      key: 'rates_by_worker',
      figures: groupRates(groups.filter((x) => x.g !== 'other'), hours, base, basis),
      notes: ['rates_split_rule'],
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

/**
 * Employee and contractor rates apart (issue 17). Manpower is one figure per site and month (no split), so each
 * group's rate is its own cases over **all** man-hours: the group's share of the overall rate (employee + contractor +
 * others = the overall rate). The formula says so; a real split of hours would only change the denominator.
 */
export function groupRates(groups: readonly { g: 'employee' | 'contractor' | 'other'; t: InjuryTally }[], hours: number, base: RateBase, basis: string = 'estimate'): Figure[] {
  const out: Figure[] = [];
  for (const { g, t } of groups) {
    const one = (key: string, value: number | null, cases: number, caseIds: number[], rateBase: number): Figure => ({
      key: `${key}_${g}`,
      value: roundRate(value),
      kind: 'rate',
      module: 'incidents',
      ids: caseIds,
      formula: { key: `group_${key}`, values: { group: g, cases, base: rateBase, man_hours: hours, hours_basis: basis, result: roundRate(value) } },
    });
    out.push(
      one('ltifr', ltifr(t.lti, hours), t.lti, t.ltiIds, LTIFR_BASE),
      one('trir', trir(t.recordable, hours, base), t.recordable, t.recordableIds, base),
      one('dart_rate', dartRate(t.dart, hours, base), t.dart, t.dartIds, base),
      one('severity_rate', severityRate(t.days, hours, base), t.days, t.daysIds, base),
    );
  }
  return out;
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

// ---------------------------------------------------------------------------------------------------------------
// Audits and HIRA (the demo backend derives the display status, residual band and review state with those modules'
// own pure rules before calling these)
// ---------------------------------------------------------------------------------------------------------------

export interface AudRow {
  id: number;
  site_id: number;
  /** as shown: an open audit past its due date is overdue */
  display_status: string;
  due_date: string;
  created_at: string;
  percent: number | null;
  key_findings: { severity: string }[];
}
export interface HiraRow {
  id: number;
  site_id: number | null;
  status: string;
  /** published or approved: in force */
  live: boolean;
  residual_band: string | null;
  review_overdue: boolean;
  assessed_at: string;
}

export const AUDIT_STATE_KEYS = ['scheduled', 'in_progress', 'overdue', 'completed', 'approved', 'rejected'] as const;
export const FINDING_SEVERITIES = ['high', 'medium', 'low'] as const;
export const RISK_BANDS = ['extreme', 'high', 'medium', 'low'] as const;
/** submitted for scoring: completed, approved or rejected */
const SUBMITTED = new Set(['completed', 'approved', 'rejected', 'pending']);

/** an audit's date: when it was scheduled (reported) or when it is due (the date it happens) */
const audDate = (a: AudRow, f: DashboardFilters) => (f.date_type === 'event_date' ? a.due_date : a.created_at);
export const auditsInScope = (rows: readonly AudRow[], c: Context) => bySite(rows, c.filters.site_id).filter((a) => inRange(audDate(a, c.filters), c.range));

/** audits of the period: scheduled, completed, overdue; average score of the submitted ones; key findings by severity */
export function auditSummary(rows: readonly AudRow[], c: Context): Section[] {
  const audits = auditsInScope(rows, c);
  const submitted = audits.filter((a) => SUBMITTED.has(a.display_status));
  const scored = submitted.filter((a) => a.percent !== null);
  const total = scored.reduce((n, a) => n + (a.percent ?? 0), 0);
  const avg = scored.length ? Math.round((total / scored.length) * 10) / 10 : null;
  return [
    {
      key: 'audits',
      figures: [
        count('audits_scheduled', 'audits', audits),
        count('audits_completed', 'audits', submitted),
        count('audits_overdue', 'audits', audits.filter((a) => a.display_status === 'overdue')),
        { key: 'audits_avg_score', value: avg, kind: 'percent', module: 'audits', ids: ids(scored), formula: { key: 'avg_score', values: { total: Math.round(total * 10) / 10, count: scored.length, result: avg } } },
      ],
      notes: ['audits_rule'],
    },
    { key: 'audit_status', chart: 'doughnut', figures: AUDIT_STATE_KEYS.map((s) => count(`audit_${s}`, 'audits', audits.filter((a) => a.display_status === s))) },
    {
      key: 'findings',
      chart: 'bar',
      figures: FINDING_SEVERITIES.map((sev) => {
        const withSev = audits.filter((a) => a.key_findings.some((k) => k.severity === sev));
        const n = audits.reduce((m, a) => m + a.key_findings.filter((k) => k.severity === sev).length, 0);
        return { key: `findings_${sev}`, value: n, kind: 'count', module: 'audits', ids: ids(withSev), formula: { key: 'findings', values: { findings: n, audits: withSev.length } } } satisfies Figure;
      }),
      notes: ['findings_rule'],
    },
  ];
}

/**
 * HIRA: the register as it stands today (site filter only: risks in force by residual level, reviews overdue, risks
 * waiting for approval) and the risks assessed in the period by residual level.
 */
export function hiraSummary(rows: readonly HiraRow[], c: Context): Section[] {
  const risks = bySite(rows, c.filters.site_id);
  const live = risks.filter((r) => r.live);
  const assessed = risks.filter((r) => r.status !== 'archive' && inRange(r.assessed_at, c.range));
  const byBand = (list: readonly HiraRow[], prefix: string) => [
    ...RISK_BANDS.map((b) => count(`${prefix}_${b}`, 'hira', list.filter((r) => r.residual_band === b))),
    count(`${prefix}_unrated`, 'hira', list.filter((r) => r.residual_band === null)),
  ];
  return [
    {
      key: 'hira_register',
      figures: [count('hira_live', 'hira', live), count('hira_review_overdue', 'hira', live.filter((r) => r.review_overdue)), count('hira_waiting', 'hira', risks.filter((r) => r.status === 'waiting_for_approval'))],
      notes: ['hira_snapshot'],
    },
    { key: 'hira_levels', chart: 'bar', figures: byBand(live, 'residual'), notes: ['hira_levels_rule'] },
    { key: 'hira_assessed', figures: byBand(assessed, 'assessed') },
  ];
}

// ---------------------------------------------------------------------------------------------------------------
// Permits (the demo backend derives display status, board column, overdue and clashes with the permits module's own
// rules before calling this, so this file imports no other feature)
// ---------------------------------------------------------------------------------------------------------------

export interface PermRow {
  id: number;
  site_id: number;
  site_name: string;
  permit_form_id: number;
  template_name: string;
  permit_type: string | null;
  /** as stored (draft rows are never counted) */
  status: string;
  /** as every permit view shows it (permits' `displayStatus`) */
  display_status: string;
  /** issued and not finished: approved, active, suspended, expired or handed back (permits' `boardColumn`) */
  open: boolean;
  /** permits' `isOverdue`: issued and past its end */
  overdue: boolean;
  created_at: string;
  start_at: string;
  end_at: string;
  /** when it was requested (the history's request line; else when it was created) */
  requested_at: string | null;
  approved_at: string | null;
  auto_approved: boolean;
  extended: boolean;
  /** suspended at least once (history) */
  suspended: boolean;
  /** clashes with another open permit (permits' clash rules) */
  clashing: boolean;
}

/** the statuses the permit tab counts (drafts are their sender's own business, SPEC §6) */
export const PERMIT_STATUS_KEYS = ['requested', 'pending', 'approved', 'active', 'extended', 'suspended', 'pending_closure', 'overdue', 'rejected', 'revoked', 'closed'] as const;

/** a permit's dates: reported = created; event = when the work starts */
const permDate = (p: PermRow, f: DashboardFilters) => (f.date_type === 'event_date' ? p.start_at : p.created_at);
export const permitsInScope = (rows: readonly PermRow[], c: Context) => bySite(rows, c.filters.site_id).filter((p) => p.status !== 'draft' && inRange(permDate(p, c.filters), c.range));

/** hours from request to approval (one decimal), or null when either is missing or the order is wrong */
export const approvalHours = (p: Pick<PermRow, 'requested_at' | 'approved_at'>): number | null => {
  if (!p.requested_at || !p.approved_at) return null;
  const h = (Date.parse(p.approved_at) - Date.parse(p.requested_at)) / 3_600_000;
  return Number.isFinite(h) && h >= 0 ? Math.round(h * 10) / 10 : null;
};

/**
 * The permit tab: permits of the period (issued, extended, suspended, revoked, low-risk auto-approved, median hours
 * from request to approval; by status, permit type, template and site) and the permits open now (open, overdue,
 * pending closure, clashing: site filter only, a snapshot like the ageing of actions).
 */
export function permitSummary(rows: readonly PermRow[], c: Context): Section[] {
  const scoped = permitsInScope(rows, c);
  const issued = scoped.filter((p) => p.approved_at !== null);
  const timed = issued.filter((p) => approvalHours(p) !== null);
  const hours = timed.map((p) => approvalHours(p)!);
  const med = median(hours);
  const now = bySite(rows, c.filters.site_id).filter((p) => p.status !== 'draft' && p.open);
  const byKey = <K extends string | number>(list: readonly PermRow[], keyOf: (p: PermRow) => K) => {
    const m = new Map<K, PermRow[]>();
    for (const p of list) m.set(keyOf(p), [...(m.get(keyOf(p)) ?? []), p]);
    return [...m];
  };
  const ranked = (key: string, groups: [string, PermRow[]][], labelled: boolean, limit = 10): Figure[] =>
    groups
      .sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]))
      .slice(0, limit)
      .map(([k, list]) => count(labelled ? key : `${key}_${k}`, 'permits', list, labelled ? { label: k } : {}));
  return [
    {
      key: 'permits',
      figures: [
        count('permits_raised', 'permits', scoped),
        count('permits_issued', 'permits', issued),
        count('permits_extended', 'permits', scoped.filter((p) => p.extended)),
        count('permits_suspended', 'permits', scoped.filter((p) => p.suspended)),
        count('permits_revoked', 'permits', scoped.filter((p) => p.status === 'revoked')),
        count('permits_auto_approved', 'permits', scoped.filter((p) => p.auto_approved)),
        { key: 'permits_approval_hours', value: med, kind: 'hours', module: 'permits', ids: ids(timed), formula: { key: 'median_hours', values: { count: timed.length, result: med } } },
      ],
      notes: ['permits_rule'],
    },
    {
      key: 'permits_now',
      figures: [
        count('permits_open_now', 'permits', now),
        count('permits_overdue', 'permits', now.filter((p) => p.overdue)),
        count('permits_pending_closure', 'permits', now.filter((p) => p.display_status === 'pending_closure')),
        count('permits_clashing', 'permits', now.filter((p) => p.clashing)),
      ],
      notes: ['permits_snapshot'],
    },
    { key: 'permit_status', chart: 'doughnut', figures: PERMIT_STATUS_KEYS.map((s) => count(`permit_${s}`, 'permits', scoped.filter((p) => p.display_status === s))) },
    { key: 'permit_types', chart: 'bar', figures: ranked('ptype', byKey(scoped, (p) => p.permit_type ?? 'none'), false) },
    { key: 'permit_templates', chart: 'bar', figures: ranked('permit_template', byKey(scoped, (p) => p.template_name), true), notes: ['top_ten'] },
    { key: 'permit_sites', chart: 'bar', figures: ranked('permit_site', byKey(scoped, (p) => p.site_name), true), notes: ['top_ten'] },
  ];
}

export { estimateManHours, type ManpowerRow };
