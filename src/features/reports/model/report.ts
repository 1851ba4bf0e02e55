/**
 * The reports (issue 17, SPEC §2 /reports, "Screens known only from labels": site-wise, user-wise, category-wise,
 * permit-wise and control-wise; §7 GET /reports/*). Pure and shared: the demo backend computes every report with
 * these functions from the tenant's records (src/mocks/handlers/reports/), the page and the exports read the answer.
 *
 * A report is a table: rows (sites, tree nodes, users, categories, templates, control types), columns (counts of
 * records by module and status, and shares), and in every count cell the ids of the records it counts, so a cell
 * drills down to exactly those records and the export is exactly the table on screen.
 */
import type { components } from '@/lib/api/generated/openapi';

type Schemas = components['schemas'];

export const REPORT_KINDS = ['observations', 'divisions', 'users', 'categories', 'permit_templates', 'action_controls'] as const satisfies readonly Schemas['ReportKind'][];
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_MODULES = ['observations', 'incidents', 'actions', 'permits'] as const satisfies readonly Schemas['ReportModule'][];
export type ReportModule = (typeof REPORT_MODULES)[number];

/** the modules a report can be run on (the first is the default); empty: the report mixes modules in its columns */
export const KIND_MODULES: Record<ReportKind, readonly ReportModule[]> = {
  observations: [],
  divisions: ['observations', 'incidents', 'actions', 'permits'],
  users: [],
  categories: ['observations', 'incidents', 'actions'],
  permit_templates: [],
  action_controls: [],
};

export const isReportKind = (v: string | null | undefined): v is ReportKind => REPORT_KINDS.includes(v as ReportKind);

/** the module a report runs on: the asked one when the report offers it, else its default (null: not relevant) */
export function moduleOf(kind: ReportKind, raw: string | null | undefined): ReportModule | null {
  const list = KIND_MODULES[kind];
  if (list.length === 0) return null;
  return list.includes(raw as ReportModule) ? (raw as ReportModule) : list[0];
}

/** the hierarchy of control, most effective first (the actions module's control types) */
export const CONTROL_ORDER = ['elimination', 'substitution', 'engineering', 'administrative', 'ppe'] as const;
/** the lower-order controls: relying on people rather than removing the hazard */
export const LOWER_ORDER_CONTROLS: readonly string[] = ['administrative', 'ppe'];

export const OBSERVATION_TYPE_ORDER = ['unsafe_act', 'unsafe_condition', 'near_miss', 'good_practice'] as const;

// ---------------------------------------------------------------------------------------------------------------
// Records, as the reports see them
// ---------------------------------------------------------------------------------------------------------------

/** where a record stands: one of these per module (see STATUS_GROUPS) */
export type StatusGroup = 'open' | 'overdue' | 'closed' | 'requested' | 'issued' | 'refused';

/** every module's record reduced to what the reports count */
export interface ReportRecord {
  id: number;
  module: ReportModule;
  site_id: number | null;
  division_id: number | null;
  department_id: number | null;
  unit_id: number | null;
  /** when it was reported (created) and when it happened (observed, occurred, due, work start): YYYY-MM-DD… */
  reported_at: string;
  event_at: string;
  /** the status as shown (overdue derived) */
  status: string;
  group: StatusGroup;
  type: string | null;
  category: string | null;
  risk: string | null;
  control_type: string | null;
  /** the reporter (observations, incidents; null when anonymous) or the responsible person (actions) */
  person_id: number | null;
  /** actions: completed on or before the due date (null while not completed) */
  on_time: boolean | null;
  /** permits: the template */
  form_id: number | null;
}

const closedStatus = (s: string) => s === 'completed' || s === 'closed';
const day = (v: string | null | undefined) => (v ? v.slice(0, 10) : '');

/** open / in progress past the due date shows as overdue (SPEC §4) */
function shown(status: string, due: string | null | undefined, today: string): { status: string; group: StatusGroup } {
  if (closedStatus(status)) return { status, group: 'closed' };
  if ((status === 'open' || status === 'in_progress') && due && day(due) < today) return { status: 'overdue', group: 'overdue' };
  return { status, group: 'open' };
}

const blank = { division_id: null, department_id: null, unit_id: null, type: null, category: null, risk: null, control_type: null, person_id: null, on_time: null, form_id: null };

/** what an observation's and an incident's rows share */
interface ReportedRow {
  id: number;
  type: string;
  category: string | null;
  site_id: number;
  area_id: number | null;
  status: string;
  risk_level: string;
  created_at: string;
  reporter_id: number | null;
  anonymous: boolean;
}

export interface ObsRow extends ReportedRow {
  due_date: string | null;
  observed_at: string;
}
export function fromObservation(o: ObsRow, today: string): ReportRecord {
  return {
    ...blank,
    id: o.id,
    module: 'observations',
    site_id: o.site_id,
    division_id: o.area_id,
    reported_at: o.created_at,
    event_at: o.observed_at,
    ...shown(o.status, o.due_date, today),
    type: o.type,
    category: o.category,
    risk: o.risk_level,
    person_id: o.anonymous ? null : o.reporter_id,
  };
}

export interface IncRow extends ReportedRow {
  occurred_at: string;
  /** the investigation's target date: an open incident past it is overdue (the incidents module's rule) */
  team: { target_date?: string | null } | null;
}
export function fromIncident(i: IncRow, today: string): ReportRecord {
  return {
    ...blank,
    id: i.id,
    module: 'incidents',
    site_id: i.site_id,
    division_id: i.area_id,
    reported_at: i.created_at,
    event_at: i.occurred_at,
    ...shown(i.status, i.team?.target_date ?? null, today),
    type: i.type,
    category: i.category,
    risk: i.risk_level,
    person_id: i.anonymous ? null : i.reporter_id,
  };
}

export interface ActRow {
  id: number;
  type: string;
  category: string | null;
  control_type: string | null;
  risk_level: string;
  site_id: number | null;
  area_id: number | null;
  status: string;
  due_date: string;
  created_at: string;
  completed_at: string | null;
  responsible_user_id: number | null;
}
export function fromAction(a: ActRow, today: string): ReportRecord {
  const done = closedStatus(a.status);
  return {
    ...blank,
    id: a.id,
    module: 'actions',
    site_id: a.site_id,
    division_id: a.area_id,
    reported_at: a.created_at,
    // an action's "event" date is its due date (as on the dashboard)
    event_at: a.due_date,
    ...shown(a.status, a.due_date, today),
    type: a.type,
    category: a.category,
    risk: a.risk_level,
    control_type: a.control_type,
    person_id: a.responsible_user_id,
    on_time: done ? !!a.completed_at && day(a.completed_at) <= day(a.due_date) : null,
  };
}

/**
 * What the reports read of a permit (the permits module owns the record; only these fields are relied on, each
 * optional beyond the first three so an older or partial row still counts).
 */
export interface PermitRow {
  id: number;
  permit_form_id: number;
  status: string;
  start_at: string;
  end_at?: string | null;
  created_at?: string | null;
  site_id?: number | null;
  location?: { site_id?: number | null; division_id?: number | null; department_id?: number | null; unit_id?: number | null } | null;
}
const PERMIT_REQUESTED = ['draft', 'requested', 'pending'];
const PERMIT_ISSUED = ['approved', 'active', 'suspended', 'handed_back', 'extended', 'pending_closure'];
const PERMIT_REFUSED = ['rejected', 'revoked'];
export function fromPermit(p: PermitRow, today: string): ReportRecord {
  let group: StatusGroup = 'requested';
  let status = p.status;
  if (p.status === 'closed') group = 'closed';
  else if (PERMIT_REFUSED.includes(p.status)) group = 'refused';
  else if (PERMIT_ISSUED.includes(p.status)) {
    // issued and past its end without being handed back: overdue (the permits module's rule)
    if (p.status !== 'handed_back' && p.end_at && day(p.end_at) < today) {
      group = 'overdue';
      status = 'overdue';
    } else group = 'issued';
  } else if (!PERMIT_REQUESTED.includes(p.status)) group = 'requested';
  return {
    ...blank,
    id: p.id,
    module: 'permits',
    site_id: p.location?.site_id ?? p.site_id ?? null,
    division_id: p.location?.division_id ?? null,
    department_id: p.location?.department_id ?? null,
    unit_id: p.location?.unit_id ?? null,
    reported_at: p.created_at ?? p.start_at,
    event_at: p.start_at,
    status,
    group,
    form_id: p.permit_form_id,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Filters and scope
// ---------------------------------------------------------------------------------------------------------------

export type ReportDateType = 'reported_date' | 'event_date';

/** a period, YYYY-MM-DD inclusive (`DashboardDateRange` of api/openapi.yaml) */
export type DateRange = Schemas['DashboardDateRange'];

/** what a report is computed for: the period already resolved (the dashboard's periods), the record date, the site */
export interface ReportScope {
  range: DateRange;
  today: string;
  date_type: ReportDateType;
  /** 0 = all sites */
  site_id: number;
}

/** the records of the period (by the chosen record date) and site */
export function inScope(records: readonly ReportRecord[], s: ReportScope): ReportRecord[] {
  return records.filter((r) => {
    const d = day(s.date_type === 'event_date' ? r.event_at : r.reported_at);
    return d >= s.range.from && d <= s.range.to && (!s.site_id || r.site_id === s.site_id);
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The answer
// ---------------------------------------------------------------------------------------------------------------

/** a column of a report: `ReportColumn` of api/openapi.yaml (`reports:columns.<key>`) */
export type ReportColumn = Schemas['ReportColumn'];

/** a count (or share) with the records counted (`ReportCell`) */
export type ReportCell = Schemas['ReportCell'];

/** a row: a site, division, user, category, template, type or control (`ReportRow`) */
export type ReportRow = Schemas['ReportRow'];

/** `reports:notes.<key>` with its values (`ReportNote`) */
export type ReportNote = Schemas['ReportNote'];

/** one report (`ReportAnswer`; GET /reports/<kind> adds the site filter's options: `ReportResponse`) */
export type ReportAnswer = Schemas['ReportAnswer'];

/** how a column counts: a filter on the records (count) or a share of two count columns ('*' = the column's total) */
type ColumnDef =
  | { key: string; module: ReportModule; kind: 'count'; test: (r: ReportRecord) => boolean }
  | { key: string; module: ReportModule; kind: 'percent'; of: [string, string] };

interface RowDef {
  key: string;
  label?: string;
  label_key?: string;
  depth: number;
  match: (r: ReportRecord) => boolean;
}

/** percentage, one decimal; null when nothing to divide */
export const share = (part: number, whole: number): number | null => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : null);

function build(kind: ReportKind, module: ReportModule | null, scope: ReportScope, records: readonly ReportRecord[], defs: ColumnDef[], rowDefs: RowDef[], chartColumn: string, notes: ReportNote[] = [], chartRows?: string[]): ReportAnswer {
  const columns: ReportColumn[] = defs.map((d) => ({ key: d.key, module: d.module, kind: d.kind }));
  const countCells = (keep: (r: ReportRecord) => boolean): (ReportCell | null)[] => defs.map((d) => (d.kind === 'count' ? { value: 0, ids: records.filter((r) => d.test(r) && keep(r)).map((r) => r.id) } : null));
  const shares = (cells: (ReportCell | null)[], grand: (ReportCell | null)[]): ReportCell[] =>
    defs.map((d, i) => {
      if (d.kind === 'count') {
        const c = cells[i]!;
        return { value: c.ids.length, ids: c.ids };
      }
      const num = cells[defs.findIndex((x) => x.key === d.of[0])]?.ids.length ?? 0;
      const denIndex = defs.findIndex((x) => x.key === (d.of[1] === '*' ? d.of[0] : d.of[1]));
      const den = (d.of[1] === '*' ? grand : cells)[denIndex]?.ids.length ?? 0;
      return { value: share(num, den), ids: [] };
    });
  const top = rowDefs.filter((r) => r.depth === 0);
  const totalRaw = countCells((r) => top.some((t) => t.match(r)));
  const rows: ReportRow[] = rowDefs.map((rd) => ({ key: rd.key, label: rd.label ?? null, label_key: rd.label_key ?? null, depth: rd.depth, cells: shares(countCells(rd.match), totalRaw) }));
  const totals = shares(totalRaw, totalRaw);
  const ci = defs.findIndex((d) => d.key === chartColumn);
  const chosen = chartRows ?? top.map((r) => r.key);
  const chart = {
    column: chartColumn,
    rows: rows
      .filter((r) => chosen.includes(r.key) && (r.cells[ci]?.value ?? 0) > 0)
      .sort((a, b) => (b.cells[ci].value ?? 0) - (a.cells[ci].value ?? 0))
      .slice(0, CHART_ROWS)
      .map((r) => r.key),
  };
  return { kind, module, range: scope.range, today: scope.today, columns, rows, totals, chart, notes };
}

/** a chart shows at most this many rows (the largest); the table has them all */
export const CHART_ROWS = 12;

const count = (key: string, module: ReportModule, test: (r: ReportRecord) => boolean = () => true): ColumnDef => ({ key, module, kind: 'count', test: (r) => r.module === module && test(r) });
const pct = (key: string, module: ReportModule, of: [string, string]): ColumnDef => ({ key, module, kind: 'percent', of });

/** the status columns of a module: total, then where the records stand */
export function statusColumns(module: ReportModule): ColumnDef[] {
  const g = (key: StatusGroup) => count(key, module, (r) => r.group === key);
  const total = count('total', module);
  if (module === 'permits') return [total, g('requested'), g('issued'), g('overdue'), g('closed'), g('refused')];
  return [total, g('open'), g('overdue'), g('closed'), pct('closed_share', module, ['closed', 'total'])];
}

// ---------------------------------------------------------------------------------------------------------------
// The six reports
// ---------------------------------------------------------------------------------------------------------------

export interface SiteRef {
  id: number;
  name: string;
  status?: string;
}
/** a site with its divisions → departments → units tree */
export interface SiteTree extends SiteRef {
  divisions: { id: number; name: string; departments?: { id: number; name: string; units?: { id: number; name: string }[] }[] }[];
}

/** the sites a report lists: the active ones and any other that has records of the period; by name; the site filter */
function sitesFor<S extends SiteRef>(sites: readonly S[], records: readonly ReportRecord[], scope: ReportScope): S[] {
  const used = new Set(records.map((r) => r.site_id));
  return sites
    .filter((s) => (s.status === undefined || s.status === 'active' || used.has(s.id)) && (!scope.site_id || s.id === scope.site_id))
    .slice()
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Site-wise observations: per site, by type, high risk and where they stand. */
export function observationReport(all: readonly ReportRecord[], sites: readonly SiteRef[], scope: ReportScope): ReportAnswer {
  const records = inScope(all, scope).filter((r) => r.module === 'observations');
  const m = 'observations';
  const defs: ColumnDef[] = [
    count('total', m),
    ...OBSERVATION_TYPE_ORDER.map((t) => count(`type_${t}`, m, (r) => r.type === t)),
    count('high_risk', m, (r) => r.risk === 'high' || r.risk === 'critical'),
    count('open', m, (r) => r.group === 'open'),
    count('overdue', m, (r) => r.group === 'overdue'),
    count('closed', m, (r) => r.group === 'closed'),
    pct('closed_share', m, ['closed', 'total']),
  ];
  const rowDefs: RowDef[] = sitesFor(sites, records, scope).map((s) => ({ key: `site-${s.id}`, label: s.name, depth: 0, match: (r) => r.site_id === s.id }));
  return build('observations', null, scope, records, defs, rowDefs, 'total');
}

/**
 * By the site tree: each site, its divisions, their departments and units; a node counts its own records and those
 * of the nodes below it. Observations, incidents and actions are placed at a division (their area) only; permits
 * name the department and unit too. Records without a division count on their site's "no division" row.
 */
export function divisionReport(all: readonly ReportRecord[], sites: readonly SiteTree[], module: ReportModule, scope: ReportScope): ReportAnswer {
  const records = inScope(all, scope).filter((r) => r.module === module);
  const deep = module === 'permits';
  const rowDefs: RowDef[] = [];
  const depth1: string[] = [];
  for (const s of sitesFor(sites, records, scope)) {
    rowDefs.push({ key: `site-${s.id}`, label: s.name, depth: 0, match: (r) => r.site_id === s.id });
    const divisionIds = new Set(s.divisions.map((d) => d.id));
    for (const d of s.divisions) {
      rowDefs.push({ key: `division-${d.id}`, label: d.name, depth: 1, match: (r) => r.site_id === s.id && r.division_id === d.id });
      depth1.push(`division-${d.id}`);
      if (!deep) continue;
      for (const dep of d.departments ?? []) {
        rowDefs.push({ key: `department-${dep.id}`, label: dep.name, depth: 2, match: (r) => r.site_id === s.id && r.division_id === d.id && r.department_id === dep.id });
        for (const u of dep.units ?? []) rowDefs.push({ key: `unit-${u.id}`, label: u.name, depth: 3, match: (r) => r.site_id === s.id && r.department_id === dep.id && r.unit_id === u.id });
      }
    }
    rowDefs.push({ key: `nodivision-${s.id}`, label_key: 'rows.noDivision', depth: 1, match: (r) => r.site_id === s.id && (r.division_id === null || !divisionIds.has(r.division_id)) });
  }
  const notes: ReportNote[] = deep ? [] : [{ key: 'divisionOnly' }];
  // one site chosen: the chart compares its divisions; all sites: the sites
  return build('divisions', module, scope, records, statusColumns(module), rowDefs, 'total', notes, scope.site_id ? depth1 : undefined);
}

export interface UserRef {
  id: number;
  full_name: string;
}

/**
 * User-wise: what each person reported (observations, incidents; anonymous reports are credited to nobody) and the
 * actions they are responsible for: assigned, completed, completed on time, overdue, and the on-time share.
 * People with nothing in the period are left out.
 */
export function userReport(all: readonly ReportRecord[], users: readonly UserRef[], scope: ReportScope): ReportAnswer {
  const records = inScope(all, scope).filter((r) => r.module !== 'permits');
  const defs: ColumnDef[] = [
    count('observations_reported', 'observations'),
    count('incidents_reported', 'incidents'),
    count('actions_assigned', 'actions'),
    count('actions_completed', 'actions', (r) => r.group === 'closed'),
    count('actions_on_time', 'actions', (r) => r.on_time === true),
    count('actions_overdue', 'actions', (r) => r.group === 'overdue'),
    pct('on_time_share', 'actions', ['actions_on_time', 'actions_completed']),
  ];
  const active = new Set(records.map((r) => r.person_id));
  const people = users
    .filter((u) => active.has(u.id))
    .slice()
    .sort((a, b) => a.full_name.localeCompare(b.full_name));
  const rowDefs: RowDef[] = people.map((u) => ({ key: `user-${u.id}`, label: u.full_name, depth: 0, match: (r) => r.person_id === u.id }));
  const anonymous = records.filter((r) => r.module !== 'actions' && r.person_id === null).length;
  return build('users', null, scope, records, defs, rowDefs, 'actions_assigned', anonymous ? [{ key: 'anonymous', values: { count: anonymous } }] : []);
}

export interface CategoryRef {
  id: number;
  name: string;
  parent_id: number | null;
  /** the value records store */
  code: string;
}

/**
 * Category-wise, for one module: the tenant's categories of that module (Settings › Categories), each followed by
 * its sub-categories; a category counts its sub-categories' records. Records whose category is none of them (none
 * chosen, or a category since removed) count on "Uncategorised".
 */
export function categoryReport(all: readonly ReportRecord[], categories: readonly CategoryRef[], module: ReportModule, scope: ReportScope): ReportAnswer {
  const records = inScope(all, scope).filter((r) => r.module === module);
  const tops = categories.filter((c) => c.parent_id === null).sort((a, b) => a.name.localeCompare(b.name));
  const known = new Set(categories.map((c) => c.code));
  const rowDefs: RowDef[] = [];
  for (const top of tops) {
    const subs = categories.filter((c) => c.parent_id === top.id).sort((a, b) => a.name.localeCompare(b.name));
    const codes = new Set([top.code, ...subs.map((s) => s.code)]);
    rowDefs.push({ key: `category-${top.id}`, label: top.name, depth: 0, match: (r) => r.category !== null && codes.has(r.category) });
    for (const sub of subs) rowDefs.push({ key: `category-${sub.id}`, label: sub.name, depth: 1, match: (r) => r.category === sub.code });
  }
  rowDefs.push({ key: 'uncategorised', label_key: 'rows.uncategorised', depth: 0, match: (r) => r.category === null || !known.has(r.category) });
  return build('categories', module, scope, records, statusColumns(module), rowDefs, 'total');
}

export interface TemplateRef {
  id: number;
  name: string;
  active?: boolean;
}

/**
 * Permit-template-wise: every template (Settings › Permit templates) with its permits of the period, by where they
 * stand; permits of a template that no longer exists count on "Unknown template".
 */
export function permitTemplateReport(all: readonly ReportRecord[], templates: readonly TemplateRef[], scope: ReportScope): ReportAnswer {
  const records = inScope(all, scope).filter((r) => r.module === 'permits');
  const known = new Set(templates.map((t) => t.id));
  const rowDefs: RowDef[] = templates
    .slice()
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((t) => ({ key: `template-${t.id}`, label: t.name, depth: 0, match: (r) => r.form_id === t.id }));
  if (records.some((r) => r.form_id === null || !known.has(r.form_id))) rowDefs.push({ key: 'template-unknown', label_key: 'rows.unknownTemplate', depth: 0, match: (r) => r.form_id === null || !known.has(r.form_id) });
  const notes: ReportNote[] = [{ key: 'templates', values: { count: templates.length, active: templates.filter((t) => t.active !== false).length } }];
  return build('permit_templates', 'permits', scope, records, statusColumns('permits'), rowDefs, 'total', notes);
}

/**
 * Control-wise: actions by the hierarchy of control (elimination first, PPE last) and status; overdue derived from
 * the due date; completed on time; each control's share of all actions. A note gives the share resting on the
 * lower-order controls (administrative, PPE).
 */
export function actionControlReport(all: readonly ReportRecord[], scope: ReportScope): ReportAnswer {
  const records = inScope(all, scope).filter((r) => r.module === 'actions');
  const m = 'actions';
  const st = (s: string) => count(`status_${s}`, m, (r) => r.status === s);
  const defs: ColumnDef[] = [
    count('total', m),
    pct('share_of_all', m, ['total', '*']),
    st('open'),
    st('in_progress'),
    st('overdue'),
    st('completed'),
    st('closed'),
    count('actions_on_time', m, (r) => r.on_time === true),
    count('actions_completed', m, (r) => r.group === 'closed'),
    pct('on_time_share', m, ['actions_on_time', 'actions_completed']),
  ];
  const known: readonly string[] = CONTROL_ORDER;
  const rowDefs: RowDef[] = CONTROL_ORDER.map((c) => ({ key: `control-${c}`, label_key: `controls.${c}`, depth: 0, match: (r) => r.control_type === c }));
  if (records.some((r) => !r.control_type || !known.includes(r.control_type))) rowDefs.push({ key: 'control-none', label_key: 'controls.none', depth: 0, match: (r) => !r.control_type || !known.includes(r.control_type) });
  const lower = records.filter((r) => r.control_type !== null && LOWER_ORDER_CONTROLS.includes(r.control_type)).length;
  const notes: ReportNote[] = records.length ? [{ key: 'lowerOrder', values: { count: lower, total: records.length, share: share(lower, records.length) ?? 0 } }] : [];
  return build('action_controls', null, scope, records, defs, rowDefs, 'total', notes);
}

// ---------------------------------------------------------------------------------------------------------------
// Export: the table on screen as a matrix (the same for CSV, Excel and PDF)
// ---------------------------------------------------------------------------------------------------------------

export interface ExportLabels {
  /** the first column's header (Site, User, Category …) */
  rowHeader: string;
  column(c: ReportColumn): string;
  row(r: ReportRow): string;
  total: string;
}

const exportValue = (c: ReportCell) => (c.value === null ? '' : c.value);

/** header, one line per row (deeper rows indented with "› "), the totals line; shares as numbers (percent) */
export function reportMatrix(a: ReportAnswer, L: ExportLabels): (string | number)[][] {
  const value = exportValue;
  return [
    [L.rowHeader, ...a.columns.map(L.column)],
    ...a.rows.map((r) => [`${'› '.repeat(r.depth)}${L.row(r)}`, ...r.cells.map(value)]),
    [L.total, ...a.totals.map(value)],
  ];
}

/** RFC 4180 CSV with formula cells escaped: the one export helper (lib/excel/safe-cells.ts, OWASP CSV injection) */
export { toCsv } from '@/lib/excel/safe-cells';
