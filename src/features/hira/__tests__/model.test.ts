import { BANDS, LIKELIHOODS, SEVERITIES, bandOf, isReviewOverdue, matchesFilters, nextReview, ratingOf, riskScore, tabOf, weakControlsWarning, type HiraInput } from '../model';
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
