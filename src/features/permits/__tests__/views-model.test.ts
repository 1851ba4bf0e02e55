import type { Question } from '@/features/permit-templates/public';
import { answerRows, answerText, type AnswerWords } from '../components/views/answer-text';
import { baseQuery, columnCounts, dashboardAnswer, dashboardFiltersOf, kpiCounts, locationCounts, permitsLink, statusCounts, templateCounts, type CountablePermit } from '../model/views';

const row = (over: Partial<CountablePermit> = {}): CountablePermit => ({
  id: 1,
  status: 'active',
  display_status: 'active',
  board_column: 'approved',
  permit_form_id: 10,
  template_name: 'Hot work permit',
  location: { site_id: 100 },
  site_name: 'Northfield Plant',
  clash_count: 0,
  history: [],
  approved_at: null,
  ...over,
});

describe('permit dashboard counts', () => {
  const f = { from: '2026-05-01', to: '2026-05-31', site_id: null };
  const permits = [
    row({ id: 1 }),
    row({ id: 2, display_status: 'overdue', board_column: 'expired', clash_count: 2 }),
    row({ id: 3, status: 'requested', display_status: 'requested', board_column: 'requested', permit_form_id: 11, template_name: 'Excavation permit', location: { site_id: 200 }, site_name: 'Harbour Assembly' }),
    row({ id: 4, status: 'closed', display_status: 'closed', board_column: 'closed', history: [{ action: 'request', at: '2026-05-02T08:00:00Z' }], approved_at: '2026-05-02T10:00:00Z' }),
    row({ id: 5, display_status: 'extended', history: [{ action: 'create', at: '2026-05-03T08:00:00Z' }, { action: 'auto_approve', at: '2026-05-03T08:00:00Z' }], approved_at: '2026-05-03T08:00:00Z' }),
  ];

  it('reads and drops filters, and keeps them in every drill-down', () => {
    expect(dashboardFiltersOf((k) => ({ from: '2026-05-01', to: 'nonsense', site_id: '7' })[k] ?? null)).toEqual({ from: '2026-05-01', to: null, site_id: 7 });
    expect(dashboardFiltersOf(() => null)).toEqual({ from: null, to: null, site_id: null });
    expect(baseQuery({ from: '2026-05-01', to: null, site_id: 3 })).toEqual({ view: 'list', from: '2026-05-01', site_id: '3' });
    expect(permitsLink({ view: 'list', status: 'overdue', from: '' })).toBe('/permits?view=list&status=overdue');
    expect(permitsLink({})).toBe('/permits');
  });

  it('counts every display status, zeros included', () => {
    const items = statusCounts(permits, f);
    expect(items).toHaveLength(12);
    expect(items.find((i) => i.key === 'active')).toEqual({ key: 'active', label: 'active', count: 1, filter: { view: 'list', from: '2026-05-01', to: '2026-05-31', status: 'active' } });
    expect(items.find((i) => i.key === 'draft')!.count).toBe(0);
    expect(items.reduce((s, i) => s + i.count, 0)).toBe(5);
  });

  it('counts by site and template, largest first', () => {
    expect(locationCounts(permits, f).map((i) => [i.label, i.count, i.filter.site_id])).toEqual([
      ['Northfield Plant', 4, '100'],
      ['Harbour Assembly', 1, '200'],
    ]);
    expect(templateCounts(permits, f).map((i) => [i.label, i.count, i.filter.permit_form_id])).toEqual([
      ['Hot work permit', 4, '10'],
      ['Excavation permit', 1, '11'],
    ]);
  });

  it('computes the KPIs with their list filters', () => {
    const k = Object.fromEntries(kpiCounts(permits, f).map((i) => [i.key, i]));
    expect(k.total.count).toBe(5);
    expect(k.open).toMatchObject({ count: 3, filter: { tab: 'approved' } });
    expect(k.requested).toMatchObject({ count: 1, filter: { tab: 'requested' } });
    expect(k.overdue).toMatchObject({ count: 1, filter: { overdue: '1' } });
    expect(k.extended).toMatchObject({ count: 1, filter: { status: 'extended' } });
    expect(k.clashing).toMatchObject({ count: 1, filter: { clashing: '1' } });
    expect(k.closed).toMatchObject({ count: 1, filter: { tab: 'closed' } });
    expect(k.auto_approved).toMatchObject({ count: 1, filter: {} });
    // median of 2 h (request → approval) and 0 h (auto-approved at creation)
    expect(k.approval_hours).toMatchObject({ count: 1, filter: {} });
    expect(dashboardAnswer('permit_kpi', permits, f).total).toBe(5);
    expect(columnCounts(permits)).toEqual({ requested: 1, draft: 0, approved: 2, suspended: 0, revoked: 0, rejected: 0, closed: 1, expired: 1 });
  });
});

const q = (type: Question['type'], over: Partial<Question> = {}): Question =>
  ({ key: type, type, label: type, required: false, intro_text: '', options: [], grid_columns: [], declaration_text: '', default_value: '', max_file_count: 0, max_file_size_mb: 0, file_kind: 'any', gases: [], reference_image: null, show_if: null, ...over }) as Question;

describe('report answers as text', () => {
  const w: AnswerWords = { yes: 'Yes', no: 'No', pass: 'pass', fail: 'fail', missing: 'no reading', unsafe: 'Flagged unsafe', date: (d) => `D(${d})`, dateTime: (d) => `DT(${d})`, users: { 7: 'Ines Wang' }, sites: { 3: 'Northfield Plant' } };

  it('writes each answer type as plain text', () => {
    expect(answerText(q('declaration'), true, w)).toBe('Yes');
    expect(answerText(q('user_list'), [7, 8], w)).toBe('Ines Wang, 8');
    expect(answerText(q('site_list'), 3, w)).toBe('Northfield Plant');
    expect(answerText(q('date'), '2026-05-01', w)).toBe('D(2026-05-01)');
    expect(answerText(q('datetime'), '2026-05-01T08:00:00Z', w)).toBe('DT(2026-05-01T08:00:00Z)');
    expect(answerText(q('checkbox'), ['A', 'B'], w)).toBe('A, B');
    expect(answerText(q('attachment'), [{ name: 'a.png' }], w)).toBe('a.png');
    expect(answerText(q('grid'), { Row: 'Col' }, w)).toBe('Row: Col');
    expect(answerText(q('text_field'), '', w)).toBe('');
    const gases = [
      { key: 'o2', label: 'O₂', unit: 'percent_volume' as const, min: 19.5, max: 23.5 },
      { key: 'co', label: 'CO', unit: 'ppm' as const, min: null, max: 25 },
    ];
    expect(answerText(q('gas_test', { gases }), { readings: { o2: 20.9, co: 40 }, flagged_unsafe: true, flag_note: 'CO high' }, w)).toBe('O₂ 20.9 (pass); CO 40 (fail) — Flagged unsafe: CO high');
  });

  it('leaves out hidden questions, questions hidden by show-if, and empty sections', () => {
    const rows = answerRows(
      {
        sections: [
          { key: 's1', kind: 'custom', title: 'Hazards', intro_text: '', questions: [q('radio', { key: 'a', label: 'Flammable?', options: ['Yes', 'No'] }), q('text_field', { key: 'b', label: 'Which?', show_if: { question_key: 'a', operator: 'is', values: ['Yes'] } }), q('hidden', { key: 'h' })] },
          { key: 's2', kind: 'custom', title: 'Empty', intro_text: '', questions: [q('hidden', { key: 'h2' })] },
        ],
      },
      { a: 'No', b: 'petrol' },
      w,
    );
    expect(rows).toEqual([{ title: 'Hazards', rows: [['Flammable?', 'No']] }]);
  });
});
