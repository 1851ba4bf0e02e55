import { BANDS, LIKELIHOODS, SEVERITIES, bandOf, inForceOf, inForceRow, inPublishedTab, isReviewOverdue, matchesFilters, nextReview, ratingOf, riskScore, tabOf, versionInForce, weakControlsWarning, type HiraInput, type HiraRecord, type HiraVersion } from '../model';
import { controlChanges, diffVersions } from '../model/diff';

const base: HiraInput = {
  reference_id: 'R-1',
  title: 'Work at height',
  classification: 'routine',
  site_id: 1,
  area_id: 2,
  hazard: 'Open edge',
  risk: 'Fall',
  consequence: 'Fracture',
  review_frequency: 'yearly',
  inherent_likelihood: 'likely',
  inherent_severity: 'major',
  residual_likelihood: 'possible',
  residual_severity: 'major',
  target_likelihood: '',
  target_severity: '',
  controls: [{ text: 'Guard rails', type: 'engineering', kind: 'available' }],
  tags: ['height'],
  assessed_by_id: 7,
  assessed_at: '2026-01-31',
};

describe('HIRA rating', () => {
  it('scores likelihood × severity on 1–5 each', () => {
    expect(riskScore('rare', 'insignificant')).toBe(1);
    expect(riskScore('likely', 'major')).toBe(12);
    expect(riskScore('certain', 'catastrophic')).toBe(25);
  });

  it('puts every score 1–25 in exactly one band, 1–4 low … 15–25 extreme', () => {
    expect([1, 4, 5, 9, 10, 14, 15, 25].map(bandOf)).toEqual(['low', 'low', 'medium', 'medium', 'high', 'high', 'extreme', 'extreme']);
    for (let s = 1; s <= 25; s++) expect(BANDS.filter((b) => s >= b.min && s <= b.max)).toHaveLength(1);
    expect(() => bandOf(0)).toThrow(RangeError);
    expect(() => bandOf(26)).toThrow(RangeError);
    // every cell of the 5×5 matrix has a band
    for (const l of LIKELIHOODS) for (const s of SEVERITIES) expect(ratingOf(l, s)?.band).toBeTruthy();
  });

  it('is not classified until both levels are chosen', () => {
    expect(ratingOf('likely', '')).toBeNull();
    expect(ratingOf('', 'major')).toBeNull();
    expect(ratingOf('sometimes', 'major')).toBeNull();
    expect(ratingOf('often', 'moderate')).toEqual({ likelihood: 'often', severity: 'moderate', score: 12, band: 'high' });
  });
});

describe('next review', () => {
  it('adds the frequency to the assessment day, clamped to the month end', () => {
    expect(nextReview('2026-03-15', 'yearly')).toBe('2027-03-15');
    expect(nextReview('2026-03-15', 'half_yearly')).toBe('2026-09-15');
    expect(nextReview('2026-11-30', 'half_yearly')).toBe('2027-05-30');
    expect(nextReview('2026-12-10', 'monthly')).toBe('2027-01-10');
    expect(nextReview('2026-01-31', 'monthly')).toBe('2026-02-28');
    expect(nextReview('2028-01-31', 'monthly')).toBe('2028-02-29');
    expect(nextReview('2026-08-31T22:10:00.000Z', 'half_yearly')).toBe('2027-02-28');
  });

  it('flags an overdue review only on a live risk', () => {
    expect(isReviewOverdue('2026-05-01', 'published', '2026-05-02')).toBe(true);
    expect(isReviewOverdue('2026-05-01', 'approved', '2026-05-02')).toBe(true);
    expect(isReviewOverdue('2026-05-02', 'approved', '2026-05-02')).toBe(false);
    expect(isReviewOverdue('2026-05-01', 'draft', '2026-05-02')).toBe(false);
    expect(isReviewOverdue('2026-05-01', 'archive', '2026-05-02')).toBe(false);
    expect(isReviewOverdue(null, 'published', '2026-05-02')).toBe(false);
  });
});

describe('weak controls warning', () => {
  const inherent = ratingOf('likely', 'major');
  const residual = ratingOf('possible', 'major');
  it('warns when the residual drops and administrative / PPE controls outnumber the others', () => {
    expect(weakControlsWarning(inherent, residual, [{ type: 'ppe' }, { type: 'administrative' }, { type: 'engineering' }])).toBe(true);
    expect(weakControlsWarning(inherent, residual, [{ type: 'ppe' }])).toBe(true);
  });
  it('does not warn when stronger controls carry the drop, nothing drops, or a rating is missing', () => {
    expect(weakControlsWarning(inherent, residual, [{ type: 'ppe' }, { type: 'engineering' }])).toBe(false);
    expect(weakControlsWarning(inherent, residual, [{ type: 'elimination' }])).toBe(false);
    expect(weakControlsWarning(inherent, residual, [])).toBe(false);
    expect(weakControlsWarning(inherent, inherent, [{ type: 'ppe' }])).toBe(false);
    expect(weakControlsWarning(inherent, null, [{ type: 'ppe' }])).toBe(false);
  });
});

describe('tabs and filters', () => {
  it('maps each SPEC status to one register tab', () => {
    expect(tabOf('published')).toBe('published');
    expect(tabOf('approved')).toBe('published');
    expect(tabOf('draft')).toBe('draft');
    expect(tabOf('rejected')).toBe('draft');
    expect(tabOf('waiting_for_approval')).toBe('waiting');
    expect(tabOf('archive')).toBe('archive');
  });

  it('filters by tab, residual band, area, assessment dates and a matrix cell', () => {
    const r = { ...base, status: 'approved' as const, residual_band: 'medium' as const };
    expect(matchesFilters(r, { tab: 'published', rating: 'medium', area_id: 2, from: '2026-01-01', to: '2026-01-31' })).toBe(true);
    expect(matchesFilters(r, { tab: 'draft' })).toBe(false);
    expect(matchesFilters(r, { rating: 'high' })).toBe(false);
    expect(matchesFilters(r, { area_id: 3 })).toBe(false);
    expect(matchesFilters(r, { from: '2026-02-01' })).toBe(false);
    expect(matchesFilters(r, { matrix: 'inherent', likelihood: 'likely', severity: 'major' })).toBe(true);
    expect(matchesFilters(r, { matrix: 'residual', likelihood: 'likely', severity: 'major' })).toBe(false);
    expect(matchesFilters(r, { matrix: 'residual', likelihood: 'likely', severity: 'major' }, { cell: false })).toBe(true);
    expect(matchesFilters(r, { search: 'HEIGHT' })).toBe(true);
  });
});

describe('version diff', () => {
  it('lists the changed fields only, ratings and location as one field each', () => {
    const next: HiraInput = { ...base, title: 'Work at height on racking', residual_likelihood: 'rare', area_id: 3, controls: [...base.controls, { text: 'Harness', type: 'ppe', kind: 'additional' }] };
    const changes = diffVersions(base, next);
    expect(changes.map((c) => c.field)).toEqual(['title', 'location', 'residual', 'controls']);
    expect(changes[2]).toEqual({ field: 'residual', before: { likelihood: 'possible', severity: 'major' }, after: { likelihood: 'rare', severity: 'major' } });
    expect(diffVersions(base, { ...base, title: ' Work at height ' })).toEqual([]);
  });

  it('finds the controls added and removed', () => {
    const harness = { text: 'Harness', type: 'ppe' as const, kind: 'additional' as const };
    expect(controlChanges(base.controls, [harness])).toEqual({ added: [harness], removed: base.controls });
  });
});

describe('the version in force (ISO 45001 7.5.3)', () => {
  const v1: HiraVersion = { version: 1, published_at: '2026-01-05T10:00:00Z', published_by_name: 'Hugo', snapshot: { ...base, assessed_at: '2026-01-01' }, approvals: [{ user_id: 3, name: 'Hugo', at: '2026-01-05T10:00:00Z' }] };
  const v2: HiraVersion = { version: 2, published_at: '2026-03-01T10:00:00Z', published_by_name: 'Alice', snapshot: { ...base, title: 'Work at height, v2', assessed_at: '2026-02-10' } };
  const record = (status: HiraRecord['status'], version: number, versions: HiraVersion[]) =>
    ({ ...base, id: 9, number: 'R-1', status, version, versions, site_name: 'S', area_name: 'A', assessed_by_name: 'X', approved_by_name: null, approved_at: null, revision: null, in_force: null }) as unknown as HiraRecord;

  it('a live risk is its own version; a draft, waiting or rejected revision leaves the last published one in force; archived or never published has none', () => {
    expect(versionInForce(record('approved', 2, [v1, v2]))?.version).toBe(2);
    for (const status of ['draft', 'waiting_for_approval', 'rejected'] as const) expect(versionInForce(record(status, 3, [v1, v2]))?.version).toBe(2);
    expect(versionInForce(record('draft', 2, [v1]))?.version).toBe(1);
    expect(versionInForce(record('archive', 2, [v1, v2]))).toBeNull();
    expect(versionInForce(record('draft', 1, []))).toBeNull();
    expect(inPublishedTab(record('waiting_for_approval', 2, [v1]))).toBe(true);
    expect(inPublishedTab(record('draft', 1, []))).toBe(false);
  });

  it('the in-force summary carries that version\'s approver and next review (yearly: 1 Jan → 1 Jan next year), not the revision\'s', () => {
    expect(inForceOf(record('draft', 2, [v1]), '2026-06-01')).toEqual({ version: 1, status: 'approved', approved_by_name: 'Hugo', approved_at: v1.published_at, next_review: '2027-01-01', review_overdue: false });
    expect(inForceOf(record('draft', 2, [v1]), '2027-01-02')?.review_overdue).toBe(true);
    // a version stored before per-version approvals names who published it
    expect(inForceOf(record('rejected', 3, [v1, v2]), '2026-06-01')).toMatchObject({ version: 2, status: 'published', approved_by_name: 'Alice', next_review: '2027-02-10' });
    expect(inForceOf(record('approved', 2, [v1, v2]), '2026-06-01')).toBeNull();
  });

  it('the Published row shows the version in force with the revision under way', () => {
    const working = { ...record('waiting_for_approval', 3, [v1, v2]), title: 'Draft three' } as HiraRecord;
    const row = inForceRow(working, '2026-06-01', () => ({ site_name: 'Site', area_name: 'Area', assessed_by_name: 'Y' }))!;
    expect(row).toMatchObject({ id: 9, version: 2, title: 'Work at height, v2', status: 'published', approved_by_name: 'Alice', next_review: '2027-02-10', residual_score: 8, revision: { version: 3, status: 'waiting_for_approval' } });
    expect(inForceRow(record('draft', 1, []), '2026-06-01', () => ({ site_name: '', area_name: '', assessed_by_name: '' }))).toBeNull();
    const live = record('approved', 2, [v1, v2]);
    expect(inForceRow(live, '2026-06-01', () => ({ site_name: '', area_name: '', assessed_by_name: '' }))).toBe(live);
  });
});
