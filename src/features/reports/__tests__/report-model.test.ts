import {
  actionControlReport,
  categoryReport,
  divisionReport,
  fromAction,
  fromIncident,
  fromObservation,
  fromPermit,
  inScope,
  moduleOf,
  observationReport,
  permitTemplateReport,
  reportMatrix,
  share,
  toCsv,
  userReport,
  type ActRow,
  type ObsRow,
  type ReportAnswer,
  type ReportScope,
} from '../model/report';

const TODAY = '2026-11-25';
const scope = (over: Partial<ReportScope> = {}): ReportScope => ({ range: { from: '2026-11-01', to: TODAY }, today: TODAY, date_type: 'reported_date', site_id: 0, ...over });
const obs = (id: number, over: Partial<ObsRow> = {}): ObsRow => ({ id, type: 'unsafe_act', category: 'ppe', site_id: 1, area_id: 11, status: 'open', due_date: null, risk_level: 'low', observed_at: '2026-11-10T08:00:00Z', created_at: '2026-11-10T09:00:00Z', reporter_id: 7, anonymous: false, ...over });
const act = (id: number, over: Partial<ActRow> = {}): ActRow => ({ id, type: 'Action', category: 'ppe', control_type: 'engineering', risk_level: 'low', site_id: 1, area_id: 11, status: 'open', due_date: '2026-12-01', created_at: '2026-11-05T00:00:00Z', completed_at: null, responsible_user_id: 7, ...over });
const cell = (a: ReportAnswer, row: string, col: string) => a.rows.find((r) => r.key === row)!.cells[a.columns.findIndex((c) => c.key === col)];
const total = (a: ReportAnswer, col: string) => a.totals[a.columns.findIndex((c) => c.key === col)];
const SITES = [
  { id: 1, name: 'Plant B', status: 'active', divisions: [{ id: 11, name: 'Production', departments: [{ id: 111, name: 'Packing', units: [{ id: 1111, name: 'Line 2' }] }] }, { id: 12, name: 'Stores', departments: [] }] },
  { id: 2, name: 'Plant A', status: 'active', divisions: [] },
  { id: 3, name: 'Old depot', status: 'inactive', divisions: [] },
];

describe('reports: records as the reports see them', () => {
  it('derives overdue from the due date and closed from completed / closed', () => {
    expect(fromObservation(obs(1, { due_date: '2026-11-20' }), TODAY)).toMatchObject({ status: 'overdue', group: 'overdue' });
    expect(fromObservation(obs(1, { due_date: '2026-11-25' }), TODAY)).toMatchObject({ status: 'open', group: 'open' });
    expect(fromObservation(obs(1, { status: 'completed', due_date: '2020-01-01' }), TODAY)).toMatchObject({ group: 'closed' });
    expect(fromObservation(obs(1, { anonymous: true }), TODAY).person_id).toBeNull();
    expect(fromIncident({ id: 1, type: 'injury', category: null, site_id: 1, area_id: null, status: 'in_progress', risk_level: 'high', occurred_at: '2026-11-01', created_at: '2026-11-02', reporter_id: 3, anonymous: false, team: { target_date: '2026-11-10' } }, TODAY)).toMatchObject({ group: 'overdue', person_id: 3 });
  });

  it('marks an action completed on time when completed on or before its due date', () => {
    expect(fromAction(act(1, { status: 'completed', completed_at: '2026-12-01T17:00:00Z' }), TODAY).on_time).toBe(true);
    expect(fromAction(act(1, { status: 'closed', completed_at: '2026-12-02T08:00:00Z' }), TODAY).on_time).toBe(false);
    expect(fromAction(act(1), TODAY).on_time).toBeNull();
    expect(fromAction(act(1), TODAY).event_at).toBe('2026-12-01');
  });

  it('groups permits: requested, issued, overdue past the end, closed, refused; the location or the site', () => {
    const p = (status: string, end: string | null = null) => fromPermit({ id: 1, permit_form_id: 5, status, start_at: '2026-11-20T08:00:00Z', end_at: end, location: { site_id: 2, division_id: 21, department_id: 211, unit_id: null } }, TODAY);
    expect(p('draft').group).toBe('requested');
    expect(p('requested').group).toBe('requested');
    expect(p('active', '2026-11-30T00:00:00Z').group).toBe('issued');
    expect(p('active', '2026-11-21T00:00:00Z')).toMatchObject({ group: 'overdue', status: 'overdue' });
    expect(p('handed_back', '2026-11-21T00:00:00Z').group).toBe('issued');
    expect(p('closed').group).toBe('closed');
    expect(p('revoked').group).toBe('refused');
    expect(p('closed')).toMatchObject({ site_id: 2, division_id: 21, department_id: 211, reported_at: '2026-11-20T08:00:00Z' });
    expect(fromPermit({ id: 2, permit_form_id: 5, status: 'closed', start_at: '2026-11-20', site_id: 4 }, TODAY).site_id).toBe(4);
  });

  it('keeps the records of the period by the chosen record date, and of the chosen site', () => {
    const rows = [obs(1), obs(2, { created_at: '2026-10-31T23:00:00Z' }), obs(3, { observed_at: '2026-10-20', site_id: 2 })].map((o) => fromObservation(o, TODAY));
    expect(inScope(rows, scope()).map((r) => r.id)).toEqual([1, 3]);
    expect(inScope(rows, scope({ date_type: 'event_date' })).map((r) => r.id)).toEqual([1, 2]);
    expect(inScope(rows, scope({ site_id: 2 })).map((r) => r.id)).toEqual([3]);
  });

  it('chooses the module a report runs on', () => {
    expect(moduleOf('divisions', 'permits')).toBe('permits');
    expect(moduleOf('divisions', 'nonsense')).toBe('observations');
    expect(moduleOf('categories', 'permits')).toBe('observations');
    expect(moduleOf('users', 'actions')).toBeNull();
  });
});

describe('reports: the six tables', () => {
  it('site-wise observations: a row per active site (and any other with records), types, risk, status, the closed share, totals', () => {
    const rows = [obs(1), obs(2, { type: 'near_miss', risk_level: 'critical', status: 'closed' }), obs(3, { site_id: 3, due_date: '2026-11-01' }), obs(4, { created_at: '2026-09-01' })].map((o) => fromObservation(o, TODAY));
    const a = observationReport(rows, SITES, scope());
    expect(a.rows.map((r) => r.label)).toEqual(['Old depot', 'Plant A', 'Plant B']);
    expect(cell(a, 'site-1', 'total')).toEqual({ value: 2, ids: [1, 2] });
    expect(cell(a, 'site-1', 'type_near_miss').ids).toEqual([2]);
    expect(cell(a, 'site-1', 'high_risk').ids).toEqual([2]);
    expect(cell(a, 'site-1', 'closed_share')).toEqual({ value: 50, ids: [] });
    expect(cell(a, 'site-3', 'overdue').ids).toEqual([3]);
    expect(total(a, 'total')).toEqual({ value: 3, ids: [1, 2, 3] });
    expect(total(a, 'closed_share').value).toBe(33.3);
    expect(a.chart).toEqual({ column: 'total', rows: ['site-1', 'site-3'] });
    // the site filter
    expect(observationReport(rows, SITES, scope({ site_id: 2 })).rows.map((r) => r.key)).toEqual(['site-2']);
  });

  it('by division: a node counts the nodes below it; records without a division count on "no division"; permits go down to units', () => {
    const records = [obs(1), obs(2, { area_id: 12 }), obs(3, { area_id: null }), obs(4, { area_id: 99 })].map((o) => fromObservation(o, TODAY));
    const a = divisionReport(records, SITES, 'observations', scope());
    expect(a.rows.filter((r) => r.key.startsWith('department'))).toEqual([]);
    expect(cell(a, 'site-1', 'total').value).toBe(4);
    expect(cell(a, 'division-11', 'total').ids).toEqual([1]);
    expect(cell(a, 'nodivision-1', 'total').ids).toEqual([3, 4]);
    expect(a.notes).toEqual([{ key: 'divisionOnly' }]);

    const permits = [
      fromPermit({ id: 5, permit_form_id: 1, status: 'active', start_at: '2026-11-20', location: { site_id: 1, division_id: 11, department_id: 111, unit_id: 1111 } }, TODAY),
      fromPermit({ id: 6, permit_form_id: 1, status: 'closed', start_at: '2026-11-20', location: { site_id: 1, division_id: 11, department_id: 111, unit_id: null } }, TODAY),
    ];
    const p = divisionReport(permits, SITES, 'permits', scope({ site_id: 1 }));
    expect(p.columns.map((c) => c.key)).toEqual(['total', 'requested', 'issued', 'overdue', 'closed', 'refused']);
    expect(p.rows.map((r) => [r.key, r.depth])).toEqual([
      ['site-1', 0],
      ['division-11', 1],
      ['department-111', 2],
      ['unit-1111', 3],
      ['division-12', 1],
      ['nodivision-1', 1],
    ]);
    expect(cell(p, 'department-111', 'total').ids).toEqual([5, 6]);
    expect(cell(p, 'unit-1111', 'issued').ids).toEqual([5]);
    // one site chosen: the chart compares its divisions
    expect(p.chart.rows).toEqual(['division-11']);
  });

  it('user-wise: reported, responsible, completed on time, overdue and the on-time share; anonymous reports credited to nobody', () => {
    const records = [
      fromObservation(obs(1), TODAY),
      fromObservation(obs(2, { anonymous: true }), TODAY),
      fromAction(act(3, { status: 'completed', completed_at: '2026-11-20' }), TODAY),
      fromAction(act(4, { status: 'completed', completed_at: '2026-12-03', responsible_user_id: 8 }), TODAY),
      fromAction(act(5, { due_date: '2026-11-10' }), TODAY),
    ];
    const a = userReport(records, [{ id: 8, full_name: 'Zoe' }, { id: 7, full_name: 'Adam' }, { id: 9, full_name: 'Idle' }], scope());
    expect(a.rows.map((r) => r.label)).toEqual(['Adam', 'Zoe']);
    expect(cell(a, 'user-7', 'observations_reported').ids).toEqual([1]);
    expect(cell(a, 'user-7', 'actions_assigned').ids).toEqual([3, 5]);
    expect(cell(a, 'user-7', 'actions_overdue').ids).toEqual([5]);
    expect(cell(a, 'user-7', 'on_time_share').value).toBe(100);
    expect(cell(a, 'user-8', 'on_time_share').value).toBe(0);
    expect(total(a, 'on_time_share').value).toBe(50);
    expect(a.notes).toEqual([{ key: 'anonymous', values: { count: 1 } }]);
  });

  it('category-wise: categories with their sub-categories (which roll up), uncategorised last', () => {
    const cats = [
      { id: 1, name: 'PPE', parent_id: null, code: 'ppe' },
      { id: 2, name: 'Gloves', parent_id: 1, code: 'PPE › Gloves' },
      { id: 3, name: 'Electrical', parent_id: null, code: 'electrical' },
    ];
    const records = [obs(1), obs(2, { category: 'PPE › Gloves' }), obs(3, { category: null }), obs(4, { category: 'retired' })].map((o) => fromObservation(o, TODAY));
    const a = categoryReport(records, cats, 'observations', scope());
    expect(a.rows.map((r) => [r.key, r.depth])).toEqual([
      ['category-3', 0],
      ['category-1', 0],
      ['category-2', 1],
      ['uncategorised', 0],
    ]);
    expect(cell(a, 'category-1', 'total').ids).toEqual([1, 2]);
    expect(cell(a, 'category-2', 'total').ids).toEqual([2]);
    expect(cell(a, 'uncategorised', 'total').ids).toEqual([3, 4]);
    expect(total(a, 'total').value).toBe(4);
  });

  it('permit-template-wise: every template, unknown templates apart, an empty permit list', () => {
    const templates = [{ id: 1, name: 'Hot work', active: true }, { id: 2, name: 'Confined space', active: false }];
    const empty = permitTemplateReport([], templates, scope());
    expect(empty.rows.map((r) => r.label)).toEqual(['Confined space', 'Hot work']);
    expect(total(empty, 'total').value).toBe(0);
    expect(empty.chart.rows).toEqual([]);
    expect(empty.notes).toEqual([{ key: 'templates', values: { count: 2, active: 1 } }]);
    const permits = [fromPermit({ id: 7, permit_form_id: 1, status: 'requested', start_at: '2026-11-21' }, TODAY), fromPermit({ id: 8, permit_form_id: 42, status: 'rejected', start_at: '2026-11-21' }, TODAY)];
    const a = permitTemplateReport(permits, templates, scope());
    expect(cell(a, 'template-1', 'requested').ids).toEqual([7]);
    expect(cell(a, 'template-unknown', 'refused').ids).toEqual([8]);
  });

  it('control-wise: the hierarchy of control in order, statuses, on time, share of all, the lower-order note', () => {
    const records = [act(1, { control_type: 'elimination' }), act(2, { control_type: 'ppe', status: 'in_progress', due_date: '2026-11-01' }), act(3, { control_type: 'administrative', status: 'closed', completed_at: '2026-11-06' }), act(4, { control_type: 'ppe' })].map((x) => fromAction(x, TODAY));
    const a = actionControlReport(records, scope());
    expect(a.rows.map((r) => r.label_key)).toEqual(['controls.elimination', 'controls.substitution', 'controls.engineering', 'controls.administrative', 'controls.ppe']);
    expect(cell(a, 'control-ppe', 'status_overdue').ids).toEqual([2]);
    expect(cell(a, 'control-ppe', 'share_of_all').value).toBe(50);
    expect(cell(a, 'control-administrative', 'on_time_share').value).toBe(100);
    expect(a.notes).toEqual([{ key: 'lowerOrder', values: { count: 3, total: 4, share: 75 } }]);
    expect(actionControlReport([fromAction(act(9, { control_type: null }), TODAY)], scope()).rows.at(-1)!.key).toBe('control-none');
  });
});

describe('reports: export', () => {
  it('is the table on screen: header, rows (indented by depth), totals; CSV quoted, formula-safe, with a BOM', () => {
    const a = categoryReport([fromObservation(obs(1, { category: 'PPE › Gloves' }), TODAY)], [{ id: 1, name: '=PPE, "hands"', parent_id: null, code: 'ppe' }, { id: 2, name: 'Gloves', parent_id: 1, code: 'PPE › Gloves' }], 'observations', scope());
    const m = reportMatrix(a, { rowHeader: 'Category', column: (c) => c.key, row: (r) => r.label ?? r.label_key!, total: 'Total' });
    expect(m[0]).toEqual(['Category', 'total', 'open', 'overdue', 'closed', 'closed_share']);
    expect(m[2]).toEqual(['› Gloves', 1, 1, 0, 0, 0]);
    expect(m.at(-1)).toEqual(['Total', 1, 1, 0, 0, 0]);
    const csv = toCsv(m);
    expect(csv.startsWith('\ufeffCategory,total')).toBe(true);
    expect(csv).toContain(`"'=PPE, ""hands""",1,1,0,0,0\r\n`);
    expect(share(1, 3)).toBe(33.3);
    expect(share(1, 0)).toBeNull();
  });
});
