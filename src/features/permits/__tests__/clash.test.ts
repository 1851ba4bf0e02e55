import type { PermitType, PlanPoint } from '@/features/site-plans/public';
import { clashesById, clashKinds, findClashes, INCOMPATIBLE_PERMIT_TYPES, NEAR_DISTANCE_PX, polygonsIntersect, shapeDistance, typesIncompatible, unacknowledged, windowsOverlap, type ClashCandidate, type PlanGeometry } from '../model/clash';
import type { StoredPermitStatus } from '../model/types';

const rect = (x: number, y: number, w: number, h: number): PlanPoint[] => [
  { x, y },
  { x: x + w, y },
  { x: x + w, y: y + h },
  { x, y: y + h },
];

/** site 1's plan: zone 1 and zone 2 overlap, zone 3 is 50 px right of zone 2, zone 4 far away */
const plan: PlanGeometry = {
  zones: [
    { id: 1, name: 'Boiler house', points: rect(0, 0, 100, 100), required_permits: [] },
    { id: 2, name: 'Annex', points: rect(80, 80, 100, 100), required_permits: [] },
    { id: 3, name: 'Yard', points: rect(230, 80, 100, 100), required_permits: [] },
    { id: 4, name: 'Gate', points: rect(600, 400, 50, 50), required_permits: [] },
  ],
  pins: [
    { id: 10, name: 'Pump', kind: 'location', x: 50, y: 50 },
    { id: 11, name: 'Valve V-1', kind: 'isolation_point', x: 400, y: 300 },
    { id: 12, name: 'Far pin', kind: 'location', x: 700, y: 20 },
    { id: 13, name: 'Near gate', kind: 'location', x: 560, y: 420 },
  ],
};
const plans = new Map<number, PlanGeometry>([[1, plan]]);

let nextId = 1;
function permit(over: Partial<Omit<ClashCandidate, 'location'>> & { location?: Partial<ClashCandidate['location']> } = {}): ClashCandidate {
  const id = over.id ?? nextId++;
  return {
    id,
    number: over.number ?? `PTW-${id}`,
    title: over.title ?? `Permit ${id}`,
    status: over.status ?? 'active',
    start_at: over.start_at ?? '2026-05-01T08:00:00.000Z',
    end_at: over.end_at ?? '2026-05-01T16:00:00.000Z',
    permit_type: over.permit_type ?? null,
    clash_acknowledgements: over.clash_acknowledgements ?? [],
    location: { site_id: 1, division_id: null, department_id: null, unit_id: null, description: 'x', pin_id: null, zone_id: null, isolation_pin_ids: [], ...over.location },
  };
}

describe('clash geometry', () => {
  it('finds intersecting, touching, nested and separate polygons', () => {
    expect(polygonsIntersect(rect(0, 0, 10, 10), rect(5, 5, 10, 10))).toBe(true);
    expect(polygonsIntersect(rect(0, 0, 10, 10), rect(10, 0, 10, 10))).toBe(true); // shared edge
    expect(polygonsIntersect(rect(0, 0, 100, 100), rect(10, 10, 5, 5))).toBe(true); // nested
    expect(polygonsIntersect(rect(10, 10, 5, 5), rect(0, 0, 100, 100))).toBe(true);
    expect(polygonsIntersect(rect(0, 0, 10, 10), rect(11, 0, 10, 10))).toBe(false);
    // a concave "C" around a square that it does not touch
    const c = [
      { x: 0, y: 0 },
      { x: 30, y: 0 },
      { x: 30, y: 5 },
      { x: 5, y: 5 },
      { x: 5, y: 25 },
      { x: 30, y: 25 },
      { x: 30, y: 30 },
      { x: 0, y: 30 },
    ];
    expect(polygonsIntersect(c, rect(10, 10, 10, 10))).toBe(false);
    expect(polygonsIntersect(c, rect(3, 10, 10, 10))).toBe(true);
  });

  it('measures distances between zones and pins', () => {
    expect(shapeDistance({ polygon: rect(0, 0, 10, 10), point: null }, { polygon: rect(20, 0, 10, 10), point: null })).toBe(10);
    expect(shapeDistance({ polygon: null, point: { x: 0, y: 0 } }, { polygon: null, point: { x: 3, y: 4 } })).toBe(5);
    expect(shapeDistance({ polygon: rect(0, 0, 10, 10), point: null }, { polygon: null, point: { x: 5, y: 5 } })).toBe(0);
    expect(shapeDistance({ polygon: rect(0, 0, 10, 10), point: null }, { polygon: null, point: { x: 13, y: 14 } })).toBe(5);
    expect(shapeDistance({ polygon: null, point: null }, { polygon: null, point: { x: 0, y: 0 } })).toBe(Infinity);
  });

  it('treats [start, end) windows as half open', () => {
    const a = { start_at: '2026-05-01T08:00:00Z', end_at: '2026-05-01T12:00:00Z' };
    expect(windowsOverlap(a, { start_at: '2026-05-01T11:59:00Z', end_at: '2026-05-01T13:00:00Z' })).toBe(true);
    expect(windowsOverlap(a, { start_at: '2026-05-01T12:00:00Z', end_at: '2026-05-01T13:00:00Z' })).toBe(false);
    expect(windowsOverlap(a, { start_at: '2026-05-01T06:00:00Z', end_at: '2026-05-01T08:00:00Z' })).toBe(false);
    expect(windowsOverlap(a, { start_at: '2026-05-01T09:00:00Z', end_at: '2026-05-01T10:00:00Z' })).toBe(true);
    expect(windowsOverlap(a, { start_at: 'nonsense', end_at: '2026-05-01T10:00:00Z' })).toBe(false);
  });
});

describe('incompatible permit types', () => {
  it('lists the four pairs, in either order', () => {
    expect(INCOMPATIBLE_PERMIT_TYPES).toHaveLength(4);
    const pairs: [PermitType, PermitType][] = [
      ['hot_work', 'confined_space'],
      ['hot_work', 'excavation'],
      ['electrical', 'excavation'],
      ['work_at_height', 'lifting'],
    ];
    for (const [a, b] of pairs) {
      expect(typesIncompatible(a, b)).toBe(true);
      expect(typesIncompatible(b, a)).toBe(true);
    }
    expect(typesIncompatible('hot_work', 'hot_work')).toBe(false);
    expect(typesIncompatible('hot_work', 'electrical')).toBe(false);
    expect(typesIncompatible('cold_work', 'lifting')).toBe(false);
    expect(typesIncompatible(null, 'lifting')).toBe(false);
  });
});

describe('findClashes', () => {
  it('flags the same zone as "zone" (not also zone_overlap)', () => {
    const a = permit({ location: { zone_id: 1 } });
    const b = permit({ location: { zone_id: 1 }, number: 'HW-7', title: 'Welding' });
    const [clash] = findClashes(a, [b], plans);
    expect(clash).toEqual({ other_permit_id: b.id, other_number: 'HW-7', other_title: 'Welding', kinds: ['zone'], from: a.start_at, to: a.end_at, acknowledged: false });
  });

  it('flags intersecting zones and a pin inside the other zone as "zone_overlap"', () => {
    const a = permit({ location: { zone_id: 1 } });
    expect(findClashes(a, [permit({ location: { zone_id: 2 } })], plans)[0].kinds).toEqual(['zone_overlap']);
    expect(findClashes(a, [permit({ location: { zone_id: 3 } })], plans)).toEqual([]);
    // pin 10 (50, 50) lies in zone 1, both ways round
    const pinned = permit({ location: { pin_id: 10 } });
    expect(findClashes(a, [pinned], plans)[0].kinds).toEqual(['zone_overlap']);
    expect(findClashes(pinned, [a], plans)[0].kinds).toEqual(['zone_overlap']);
    // the same pin
    expect(findClashes(pinned, [permit({ location: { pin_id: 10 } })], plans)[0].kinds).toEqual(['zone_overlap']);
    // a pin outside
    expect(findClashes(a, [permit({ location: { pin_id: 12 } })], plans)).toEqual([]);
  });

  it('flags a shared isolation point', () => {
    const a = permit({ location: { zone_id: 1, isolation_pin_ids: [11, 99] } });
    const b = permit({ location: { zone_id: 4, isolation_pin_ids: [11] } });
    expect(findClashes(a, [b], plans)[0].kinds).toEqual(['isolation_point']);
    expect(findClashes(a, [permit({ location: { zone_id: 4, isolation_pin_ids: [12] } })], plans)).toEqual([]);
  });

  it('flags incompatible types only when near', () => {
    const hot = permit({ permit_type: 'hot_work', location: { zone_id: 2 } });
    // zone 3 is 50 px from zone 2 (≤ NEAR_DISTANCE_PX): near, locations do not intersect
    expect(NEAR_DISTANCE_PX).toBeGreaterThanOrEqual(50);
    expect(findClashes(hot, [permit({ permit_type: 'confined_space', location: { zone_id: 3 } })], plans)[0].kinds).toEqual(['incompatible_types']);
    // same zone: both kinds, in CLASH_KINDS order
    expect(findClashes(hot, [permit({ permit_type: 'excavation', location: { zone_id: 2 } })], plans)[0].kinds).toEqual(['zone', 'incompatible_types']);
    // far apart: nothing
    expect(findClashes(hot, [permit({ permit_type: 'confined_space', location: { zone_id: 4 } })], plans)).toEqual([]);
    // compatible types in neighbouring zones: nothing
    expect(findClashes(hot, [permit({ permit_type: 'electrical', location: { zone_id: 3 } })], plans)).toEqual([]);
    // a pin 40 px from zone 4 counts as near
    const lift = permit({ permit_type: 'lifting', location: { zone_id: 4 } });
    expect(findClashes(lift, [permit({ permit_type: 'work_at_height', location: { pin_id: 13 } })], plans)[0].kinds).toEqual(['incompatible_types']);
    // pins far apart
    const a = permit({ permit_type: 'electrical', location: { pin_id: 10 } });
    expect(findClashes(a, [permit({ permit_type: 'excavation', location: { pin_id: 12 } })], plans)).toEqual([]);
  });

  it('needs the same site and overlapping windows', () => {
    const a = permit({ location: { zone_id: 1 } });
    expect(findClashes(a, [permit({ location: { zone_id: 1, site_id: 2 } })], plans)).toEqual([]);
    expect(findClashes(a, [permit({ location: { zone_id: 1 }, start_at: a.end_at, end_at: '2026-05-01T20:00:00.000Z' })], plans)).toEqual([]);
    const partial = permit({ location: { zone_id: 1 }, start_at: '2026-05-01T12:00:00.000Z', end_at: '2026-05-01T20:00:00.000Z' });
    const [c] = findClashes(a, [partial], plans);
    expect([c.from, c.to]).toEqual(['2026-05-01T12:00:00.000Z', a.end_at]);
  });

  it('checks drafts and requests against open permits only', () => {
    const statuses: StoredPermitStatus[] = ['draft', 'requested', 'approved', 'active', 'suspended', 'handed_back', 'rejected', 'revoked', 'closed'];
    const others = statuses.map((status) => permit({ status, location: { zone_id: 1 } }));
    const draft = permit({ status: 'draft', location: { zone_id: 1 } });
    const found = findClashes(draft, others, plans).map((c) => others.find((o) => o.id === c.other_permit_id)?.status);
    expect(found.sort()).toEqual(['active', 'approved', 'handed_back', 'requested', 'suspended']);
    expect(findClashes(permit({ status: 'requested', location: { zone_id: 1 } }), others, plans)).toHaveLength(5);
    for (const status of ['rejected', 'revoked', 'closed'] as const) expect(findClashes(permit({ status, location: { zone_id: 1 } }), others, plans)).toEqual([]);
  });

  it('never clashes with itself and works without a plan', () => {
    const a = permit({ location: { zone_id: 1, isolation_pin_ids: [11] } });
    expect(findClashes(a, [a], plans)).toEqual([]);
    const b = permit({ location: { zone_id: 1 } });
    const c = permit({ location: { zone_id: 2, isolation_pin_ids: [11] } });
    const noPlans = new Map<number, PlanGeometry>();
    expect(findClashes(a, [b, c], noPlans).map((x) => x.kinds)).toEqual([['zone'], ['isolation_point']]);
  });

  it('marks acknowledged clashes', () => {
    const b = permit({ location: { zone_id: 1 } });
    const c = permit({ location: { zone_id: 1 } });
    const a = permit({ status: 'requested', location: { zone_id: 1 }, clash_acknowledgements: [{ other_permit_id: b.id, kinds: ['zone'], by_id: 1, by_name: 'Ann', at: '2026-05-01T07:00:00Z', reason: 'Barriers between the jobs' }] });
    const found = findClashes(a, [b, c], plans);
    expect(found.map((x) => [x.other_permit_id, x.acknowledged])).toEqual([
      [b.id, true],
      [c.id, false],
    ]);
    expect(unacknowledged(found).map((x) => x.other_permit_id)).toEqual([c.id]);
  });

  it('clashKinds is symmetric for the seeded-like pairs', () => {
    const pairs: [ClashCandidate, ClashCandidate][] = [
      [permit({ location: { zone_id: 1 } }), permit({ location: { pin_id: 10 } })],
      [permit({ permit_type: 'hot_work', location: { zone_id: 2 } }), permit({ permit_type: 'confined_space', location: { zone_id: 3 } })],
      [permit({ location: { isolation_pin_ids: [11] } }), permit({ location: { isolation_pin_ids: [11] } })],
    ];
    for (const [a, b] of pairs) expect(clashKinds(a, b, plan)).toEqual(clashKinds(b, a, plan));
  });
});

describe('clashesById', () => {
  it('gives every clashing permit its clashes, drafts included, and skips finished ones', () => {
    const a = permit({ location: { zone_id: 1 } });
    const b = permit({ location: { zone_id: 1 } });
    const draft = permit({ status: 'draft', location: { zone_id: 1 } });
    const closed = permit({ status: 'closed', location: { zone_id: 1 } });
    const alone = permit({ location: { zone_id: 4 } });
    const other = permit({ location: { zone_id: 1, site_id: 2 } });
    const map = clashesById([a, b, draft, closed, alone, other], plans);
    expect([...map.keys()].sort((x, y) => x - y)).toEqual([a.id, b.id, draft.id].sort((x, y) => x - y));
    expect(map.get(a.id)?.map((c) => c.other_permit_id)).toEqual([b.id]);
    expect(map.get(draft.id)?.map((c) => c.other_permit_id).sort((x, y) => x - y)).toEqual([a.id, b.id].sort((x, y) => x - y));
  });

  // its speed is measured by `npm run bench:permit-board`, never by a timed test (a busy machine fails those)
  it('gives every permit of a 200-permit site its entry', () => {
    const many = Array.from({ length: 200 }, (_, i) => permit({ permit_type: i % 2 ? 'hot_work' : 'confined_space', location: { zone_id: (i % 4) + 1, pin_id: 10 + (i % 4) } }));
    const map = clashesById(many, plans);
    expect(map.size).toBe(200);
  });
});
