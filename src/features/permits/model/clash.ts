import { pointInPolygon } from '@/features/site-plans/public';
import type { PermitType, PlanPin, PlanPoint, PlanZone } from '@/features/site-plans/public';
import { CLASH_KINDS, type ClashKind, type Permit, type PermitClash, type StoredPermitStatus } from './types';

/** what the clash rules read of a permit */
export type ClashCandidate = Pick<Permit, 'id' | 'number' | 'title' | 'status' | 'start_at' | 'end_at' | 'location' | 'permit_type' | 'clash_acknowledgements'>;

/** the site plan geometry the rules need (zones and pins in image pixels), per site id */
export type PlanGeometry = { zones: PlanZone[]; pins: PlanPin[] };

/*
 * Clash rules (issue 14 "clash detection", HSG250 "permit interaction"). Two permits clash when
 *   - both are on the same site and their [start_at, end_at) windows overlap, and
 *   - the OTHER permit is open (CLASH_OPEN_STATUSES: requested, approved, active, suspended, handed back — not draft,
 *     rejected, revoked or closed), and the permit checked is not finished (a draft or a request is checked too, so
 *     the form and the approver see its clashes before approval); and
 *   - at least one of:
 *     'zone'               the same zone_id;
 *     'zone_overlap'       their zones' polygons intersect (touching edges count), one's pin lies inside the other's
 *                          zone, or both name the same pin;
 *     'isolation_point'    they share an isolation-point pin id;
 *     'incompatible_types' their permit types are a pair of INCOMPATIBLE_PERMIT_TYPES and they are near: their
 *                          locations intersect as above, or their geometry (zone polygon, else pin) lies within
 *                          NEAR_DISTANCE_PX plan pixels.
 * A clash is `acknowledged` when the permit carries a clash acknowledgement for the other permit.
 */

/** stored statuses of a permit others clash with: open (not draft, rejected, revoked or closed) */
export const CLASH_OPEN_STATUSES: readonly StoredPermitStatus[] = ['requested', 'approved', 'active', 'suspended', 'handed_back'];
/** stored statuses of a permit whose clashes are looked for: open ones and drafts */
export const CLASH_CHECKED_STATUSES: readonly StoredPermitStatus[] = ['draft', ...CLASH_OPEN_STATUSES];

export const isClashOpen = (status: StoredPermitStatus) => CLASH_OPEN_STATUSES.includes(status);
export const isClashChecked = (status: StoredPermitStatus) => CLASH_CHECKED_STATUSES.includes(status);

/**
 * Permit types that must not run near each other at the same time (hot work ignites a confined space's or an
 * excavation's atmosphere; digging near live electrical work strikes cables; a crane lift over people at height).
 */
export const INCOMPATIBLE_PERMIT_TYPES: readonly (readonly [PermitType, PermitType])[] = [
  ['hot_work', 'confined_space'],
  ['hot_work', 'excavation'],
  ['electrical', 'excavation'],
  ['work_at_height', 'lifting'],
];

/**
 * "Near" for incompatible types: 80 image pixels of the site plan (the seeded plans are 800 × 560 px, so about a
 * tenth of the plan's width — the next room). Distances are between the zone polygons (0 when they intersect) or,
 * for a permit without a zone, its pin.
 */
export const NEAR_DISTANCE_PX = 80;

export function typesIncompatible(a: PermitType | null, b: PermitType | null): boolean {
  if (!a || !b) return false;
  return INCOMPATIBLE_PERMIT_TYPES.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
}

/** [start, end) windows overlap (a permit ending when the other starts does not clash) */
export function windowsOverlap(a: Pick<Permit, 'start_at' | 'end_at'>, b: Pick<Permit, 'start_at' | 'end_at'>): boolean {
  const as = Date.parse(a.start_at);
  const ae = Date.parse(a.end_at);
  const bs = Date.parse(b.start_at);
  const be = Date.parse(b.end_at);
  if (![as, ae, bs, be].every(Number.isFinite)) return false;
  return as < be && bs < ae;
}

/* ---------- geometry (image pixels) ---------- */

const EPS = 1e-9;
const cross = (a: PlanPoint, b: PlanPoint, c: PlanPoint) => (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
const between = (p: PlanPoint, a: PlanPoint, b: PlanPoint) => p.x >= Math.min(a.x, b.x) - EPS && p.x <= Math.max(a.x, b.x) + EPS && p.y >= Math.min(a.y, b.y) - EPS && p.y <= Math.max(a.y, b.y) + EPS;

/** True when the closed segments ab and cd share a point (touching counts). */
export function segmentsTouch(a: PlanPoint, b: PlanPoint, c: PlanPoint, d: PlanPoint): boolean {
  const d1 = cross(c, d, a);
  const d2 = cross(c, d, b);
  const d3 = cross(a, b, c);
  const d4 = cross(a, b, d);
  if (((d1 > EPS && d2 < -EPS) || (d1 < -EPS && d2 > EPS)) && ((d3 > EPS && d4 < -EPS) || (d3 < -EPS && d4 > EPS))) return true;
  return (Math.abs(d1) <= EPS && between(a, c, d)) || (Math.abs(d2) <= EPS && between(b, c, d)) || (Math.abs(d3) <= EPS && between(c, a, b)) || (Math.abs(d4) <= EPS && between(d, a, b));
}

/** True when two simple polygons share a point: an edge of one crosses or touches the other's, or one contains the other. */
export function polygonsIntersect(p: readonly PlanPoint[], q: readonly PlanPoint[]): boolean {
  if (p.length < 3 || q.length < 3) return false;
  if (!boxesOverlap(box(p), box(q), 0)) return false;
  for (let i = 0, j = p.length - 1; i < p.length; j = i++) {
    for (let k = 0, l = q.length - 1; k < q.length; l = k++) {
      if (segmentsTouch(p[j], p[i], q[l], q[k])) return true;
    }
  }
  return pointInPolygon(p[0], q) || pointInPolygon(q[0], p);
}

/** distance from point p to the segment ab */
export function pointSegmentDistance(p: PlanPoint, a: PlanPoint, b: PlanPoint): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

/** a permit's location on the plan: its zone's polygon and / or its pin */
export interface ClashShape {
  polygon: readonly PlanPoint[] | null;
  point: PlanPoint | null;
}

/** 0 when the shapes touch, else the shortest distance between them in image pixels (Infinity when either is empty) */
export function shapeDistance(a: ClashShape, b: ClashShape): number {
  const partsA = shapeParts(a);
  const partsB = shapeParts(b);
  let best = Infinity;
  for (const x of partsA) for (const y of partsB) best = Math.min(best, partDistance(x, y));
  return best;
}

type Part = { polygon: readonly PlanPoint[] } | { point: PlanPoint };

function shapeParts(s: ClashShape): Part[] {
  // the zone is the permit's area; a pin only stands for it when there is no zone
  if (s.polygon && s.polygon.length >= 3) return [{ polygon: s.polygon }];
  return s.point ? [{ point: s.point }] : [];
}

function partDistance(a: Part, b: Part): number {
  if ('point' in a && 'point' in b) return Math.hypot(a.point.x - b.point.x, a.point.y - b.point.y);
  if ('point' in a && 'polygon' in b) return pointPolygonDistance(a.point, b.polygon);
  if ('polygon' in a && 'point' in b) return pointPolygonDistance(b.point, a.polygon);
  if ('polygon' in a && 'polygon' in b) {
    if (polygonsIntersect(a.polygon, b.polygon)) return 0;
    let best = Infinity;
    for (const p of a.polygon) best = Math.min(best, edgesDistance(p, b.polygon));
    for (const p of b.polygon) best = Math.min(best, edgesDistance(p, a.polygon));
    return best;
  }
  return Infinity;
}

function edgesDistance(p: PlanPoint, polygon: readonly PlanPoint[]): number {
  let best = Infinity;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) best = Math.min(best, pointSegmentDistance(p, polygon[j], polygon[i]));
  return best;
}

function pointPolygonDistance(p: PlanPoint, polygon: readonly PlanPoint[]): number {
  return pointInPolygon(p, polygon) ? 0 : edgesDistance(p, polygon);
}

type Box = { minX: number; minY: number; maxX: number; maxY: number };
function box(points: readonly PlanPoint[]): Box {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const p of points) {
    minX = Math.min(minX, p.x);
    minY = Math.min(minY, p.y);
    maxX = Math.max(maxX, p.x);
    maxY = Math.max(maxY, p.y);
  }
  return { minX, minY, maxX, maxY };
}
const boxesOverlap = (a: Box, b: Box, margin: number) => a.minX <= b.maxX + margin + EPS && b.minX <= a.maxX + margin + EPS && a.minY <= b.maxY + margin + EPS && b.minY <= a.maxY + margin + EPS;

/* ---------- the rules ---------- */

/** the permit's zone polygon and pin point on its site's plan (null where the plan has no such zone / pin) */
export function clashShape(location: ClashCandidate['location'], plan: PlanGeometry | undefined): ClashShape {
  const zone = location.zone_id != null ? plan?.zones.find((z) => z.id === location.zone_id) : undefined;
  const pin = location.pin_id != null ? plan?.pins.find((p) => p.id === location.pin_id) : undefined;
  return { polygon: zone ? zone.points : null, point: pin ? { x: pin.x, y: pin.y } : null };
}

/** True when the two locations intersect: same zone, same pin, intersecting zones, or a pin inside the other's zone */
function locationsIntersect(a: ClashCandidate, b: ClashCandidate, sa: ClashShape, sb: ClashShape): boolean {
  if (a.location.zone_id != null && a.location.zone_id === b.location.zone_id) return true;
  if (a.location.pin_id != null && a.location.pin_id === b.location.pin_id) return true;
  if (sa.polygon && sb.polygon && polygonsIntersect(sa.polygon, sb.polygon)) return true;
  if (sa.point && sb.polygon && pointInPolygon(sa.point, sb.polygon)) return true;
  if (sb.point && sa.polygon && pointInPolygon(sb.point, sa.polygon)) return true;
  return false;
}

/**
 * The clash kinds between two permits on the same site whose windows overlap, ignoring statuses (in CLASH_KINDS
 * order; empty when they do not clash). `findClashes` applies the status, site and time rules first.
 */
export function clashKinds(a: ClashCandidate, b: ClashCandidate, plan: PlanGeometry | undefined): ClashKind[] {
  const kinds = new Set<ClashKind>();
  const sa = clashShape(a.location, plan);
  const sb = clashShape(b.location, plan);
  const sameZone = a.location.zone_id != null && a.location.zone_id === b.location.zone_id;
  const intersect = locationsIntersect(a, b, sa, sb);
  if (sameZone) kinds.add('zone');
  else if (intersect) kinds.add('zone_overlap');
  const isolation = new Set(a.location.isolation_pin_ids);
  if (b.location.isolation_pin_ids.some((id) => isolation.has(id))) kinds.add('isolation_point');
  if (typesIncompatible(a.permit_type, b.permit_type) && (intersect || shapeDistance(sa, sb) <= NEAR_DISTANCE_PX)) kinds.add('incompatible_types');
  return CLASH_KINDS.filter((k) => kinds.has(k));
}

/** True when the two permits may clash at all: different permits, same site, overlapping windows, statuses as above */
export function clashCandidates(permit: ClashCandidate, other: ClashCandidate): boolean {
  return other.id !== permit.id && isClashChecked(permit.status) && isClashOpen(other.status) && other.location.site_id === permit.location.site_id && windowsOverlap(permit, other);
}

const later = (a: string, b: string) => (Date.parse(a) >= Date.parse(b) ? a : b);
const earlier = (a: string, b: string) => (Date.parse(a) <= Date.parse(b) ? a : b);

/**
 * The clashes of `permit` with `others` (issue 14 "clash detection"), ordered by the overlap's start then number.
 * `plans` maps a site id to its plan's zones and pins (a site without a plan still clashes by zone, pin and
 * isolation-point ids). The demo backend, the form (live) and the views call it.
 */
export function findClashes(permit: ClashCandidate, others: readonly ClashCandidate[], plans: ReadonlyMap<number, PlanGeometry>): PermitClash[] {
  if (!isClashChecked(permit.status)) return [];
  // a draft saved before a site was chosen has none (and is never clash-checked)
  const plan = permit.location.site_id == null ? undefined : plans.get(permit.location.site_id);
  const clashes: PermitClash[] = [];
  for (const other of others) {
    if (!clashCandidates(permit, other)) continue;
    const kinds = clashKinds(permit, other, plan);
    if (kinds.length === 0) continue;
    clashes.push({
      other_permit_id: other.id,
      other_number: other.number,
      other_title: other.title,
      kinds,
      from: later(permit.start_at, other.start_at),
      to: earlier(permit.end_at, other.end_at),
      acknowledged: permit.clash_acknowledgements.some((a) => a.other_permit_id === other.id),
    });
  }
  return clashes.sort((x, y) => Date.parse(x.from) - Date.parse(y.from) || x.other_number.localeCompare(y.other_number));
}

/**
 * Every permit's clashes at once (for lists, the board's badges and the map): permit id → its clashes. Pairs are
 * grouped by site, so 200 permits cost a few thousand pair checks.
 */
export function clashesById(permits: readonly ClashCandidate[], plans: ReadonlyMap<number, PlanGeometry>): Map<number, PermitClash[]> {
  const bySite = new Map<number, ClashCandidate[]>();
  for (const p of permits) {
    const site = p.location.site_id;
    if (!isClashChecked(p.status) || site == null) continue;
    const list = bySite.get(site) ?? [];
    list.push(p);
    bySite.set(site, list);
  }
  const out = new Map<number, PermitClash[]>();
  for (const list of bySite.values()) {
    const open = list.filter((p) => isClashOpen(p.status));
    for (const p of list) {
      const found = findClashes(p, open, plans);
      if (found.length > 0) out.set(p.id, found);
    }
  }
  return out;
}

/** the clashes nobody has acknowledged yet (an approver must acknowledge each with a reason) */
export const unacknowledged = (clashes: readonly PermitClash[]) => clashes.filter((c) => !c.acknowledged);
