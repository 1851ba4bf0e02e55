import { INCIDENT_LIKELIHOODS, INCIDENT_SEVERITIES, closureBlockers, displayIncidentStatus, ratingBand, ratingScore, type Approval } from '../model';

describe('rating matrix (SPEC §9: severity × likelihood, 5 × 5)', () => {
  it('scores the corners and the middle', () => {
    expect(ratingScore('minor', 'very_low')).toBe(1);
    expect(ratingScore('critical', 'almost_certain')).toBe(25);
    expect(ratingScore('major', 'likely')).toBe(9);
    expect(ratingScore('minor', 'almost_certain')).toBe(5);
    expect(ratingScore('critical', 'very_low')).toBe(5);
  });

  it('is pending while either axis is missing', () => {
    expect(ratingScore(null, null)).toBeNull();
    expect(ratingScore('major', null)).toBeNull();
    expect(ratingScore(null, 'likely')).toBeNull();
    expect(ratingBand(null)).toBe('pending');
  });

  it('bands every cell: low ≤ 4 < medium ≤ 9 < high ≤ 15 < extreme', () => {
    expect([1, 4, 5, 9, 10, 15, 16, 25].map(ratingBand)).toEqual(['low', 'low', 'medium', 'medium', 'high', 'high', 'extreme', 'extreme']);
    const bands = INCIDENT_SEVERITIES.flatMap((s) => INCIDENT_LIKELIHOODS.map((l) => ratingBand(ratingScore(s, l))));
    expect(bands).toHaveLength(25);
    expect(new Set(bands)).toEqual(new Set(['low', 'medium', 'high', 'extreme']));
  });

  it('grows with each axis', () => {
    for (const s of INCIDENT_SEVERITIES)
      for (let i = 1; i < INCIDENT_LIKELIHOODS.length; i++) expect(ratingScore(s, INCIDENT_LIKELIHOODS[i])!).toBeGreaterThan(ratingScore(s, INCIDENT_LIKELIHOODS[i - 1])!);
  });
});

const team = (target_date: string) => ({ lead_id: 1, member_ids: [2], target_date });
describe('displayIncidentStatus (SPEC §4)', () => {
  it('is overdue when open or in progress past the team target date', () => {
    expect(displayIncidentStatus({ status: 'in_progress', team: team('2025-06-14') }, '2025-06-15')).toBe('overdue');
    expect(displayIncidentStatus({ status: 'open', team: team('2025-06-14') }, '2025-06-15')).toBe('overdue');
  });
  it('is not overdue on the target date itself, without a team, or once completed or closed', () => {
    expect(displayIncidentStatus({ status: 'in_progress', team: team('2025-06-15') }, '2025-06-15')).toBe('in_progress');
    expect(displayIncidentStatus({ status: 'open', team: null }, '2025-06-15')).toBe('open');
    expect(displayIncidentStatus({ status: 'completed', team: team('2025-01-01') }, '2025-06-15')).toBe('completed');
    expect(displayIncidentStatus({ status: 'closed', team: team('2025-01-01') }, '2025-06-15')).toBe('closed');
  });
});

const a = (decision: Approval['decision']): Approval => ({ approver_id: 1, decision, reason: decision === 'rejected' ? 'No' : '', decided_at: null });
describe('closureBlockers (SPEC §4 closure rule)', () => {
  const done = [{ status: 'completed' as const }, { status: 'closed' as const }];
  it('allows closure when every approver approved and every action is done', () => {
    expect(closureBlockers({ approvals: [a('approved'), a('approved')] }, done)).toEqual([]);
  });
  it('names each reason it cannot close', () => {
    expect(closureBlockers({ approvals: [] }, done)).toEqual(['no_approvers']);
    expect(closureBlockers({ approvals: [a('approved'), a('pending')] }, done)).toEqual(['approvals_pending']);
    expect(closureBlockers({ approvals: [a('rejected'), a('pending')] }, done)).toEqual(['approval_rejected']);
    expect(closureBlockers({ approvals: [a('approved')] }, [...done, { status: 'in_progress' }])).toEqual(['actions_open']);
    expect(closureBlockers({ approvals: [a('pending')] }, [{ status: 'open' }])).toEqual(['approvals_pending', 'actions_open']);
  });
});
