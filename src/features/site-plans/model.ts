/**
 * Site plans (issue 13, SPEC §2 "A site-plan map view where users tag map pointers to locations", §3 "Site"): the
 * plan image of a site with its pins and zones, all in **image coordinates** (pixels of the uploaded image, x to
 * the right, y down from the top-left corner). Pure: the demo backend, the schemas and later modules (permits,
 * observations, HIRA through `public.ts`) import it.
 */

import type { components } from '@/lib/api/generated/openapi';

type Schemas = components['schemas'];

export type PlanPoint = Schemas['SitePlanPoint'];

export interface ImageSize {
  width: number;
  height: number;
}

/** what a pin marks (the shared plan layers of research/modules.md §9: locations, muster and isolation points …) */
export const PIN_KINDS = ['location', 'muster_point', 'first_aid', 'fire_equipment', 'isolation_point', 'hazard'] as const;
export type PinKind = (typeof PIN_KINDS)[number];

/**
 * Permit types a zone may require. SPEC §3 "Permit" names no types (a permit's type is its template), so this is the
 * documented list of the usual permit-to-work types (README); a zone stores the keys in `required_permits`.
 */
export const PERMIT_TYPES = ['hot_work', 'cold_work', 'confined_space', 'work_at_height', 'electrical', 'excavation', 'lifting'] as const;
export type PermitType = (typeof PERMIT_TYPES)[number];

/** SPEC §5 "Image and attachment limits": site images under 10 MB, JPEG, PNG or GIF */
export const PLAN_IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/gif'] as const;
export const PLAN_IMAGE_ACCEPT = '.jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif';
/** names of pins and zones */
export const PLAN_NAME_MAX = 100;
/** a zone's corners (a polygon needs 3; more than this is a drawing accident) */
export const ZONE_MIN_POINTS = 3;
export const ZONE_MAX_POINTS = 100;
/** the largest image side accepted (a plan is a picture, not a survey raster) */
export const PLAN_MAX_SIDE = 20_000;

/** a pin (`SitePlanPin` of api/openapi.yaml) */
export type PlanPin = Schemas['SitePlanPin'];

/** a zone (`SitePlanZone`): `required_permits`, the permit types work inside it needs (/site-permits) */
export type PlanZone = Schemas['SitePlanZone'];

/** the plan image as the API describes it (the bytes come from GET /sites/:id/plan/image) */
export type PlanImageMeta = Schemas['SitePlanImageMeta'];

/** GET /sites/:id/plan */
export type SitePlan = Schemas['SitePlan'];

/** GET /site_plans: one row per (not deleted) site */
export type SitePlanSummary = Schemas['SitePlanSummary'];

/** GET /sites/:id/plan/image */
export type PlanImageData = Schemas['SitePlanImage'];

export type PinInput = Pick<PlanPin, 'name' | 'kind' | 'x' | 'y'>;
export type ZoneInput = Pick<PlanZone, 'name' | 'points' | 'required_permits'>;

/* ---------- geometry ---------- */

const EPS = 1e-9;

/** cross product of (b − a) × (c − a): > 0 left turn, < 0 right turn, 0 collinear */
const cross = (a: PlanPoint, b: PlanPoint, c: PlanPoint) => (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);

function onSegment(p: PlanPoint, a: PlanPoint, b: PlanPoint): boolean {
  return Math.abs(cross(a, b, p)) <= EPS * Math.max(1, Math.hypot(b.x - a.x, b.y - a.y)) && p.x >= Math.min(a.x, b.x) - EPS && p.x <= Math.max(a.x, b.x) + EPS && p.y >= Math.min(a.y, b.y) - EPS && p.y <= Math.max(a.y, b.y) + EPS;
}

/** True when the point lies inside the polygon or on its edge (ray casting; the polygon is closed implicitly). */
export function pointInPolygon(point: PlanPoint, polygon: readonly PlanPoint[]): boolean {
  if (polygon.length < 3) return false;
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i];
    const b = polygon[j];
    if (onSegment(point, a, b)) return true;
    if (a.y > point.y !== b.y > point.y && point.x < ((b.x - a.x) * (point.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/** The zones that contain the point, in the order given (zones may overlap). */
export function zonesAt<Z extends Pick<PlanZone, 'points'>>(point: PlanPoint, zones: readonly Z[]): Z[] {
  return zones.filter((z) => pointInPolygon(point, z.points));
}

/** The first zone that contains the point, or null: where a pin, a permit or an observation lies. */
export function zoneAt<Z extends Pick<PlanZone, 'points'>>(point: PlanPoint, zones: readonly Z[]): Z | null {
  return zones.find((z) => pointInPolygon(point, z.points)) ?? null;
}

/** True when the closed segments ab and cd share a point. */
export function segmentsIntersect(a: PlanPoint, b: PlanPoint, c: PlanPoint, d: PlanPoint): boolean {
  const d1 = cross(c, d, a);
  const d2 = cross(c, d, b);
  const d3 = cross(a, b, c);
  const d4 = cross(a, b, d);
  if (((d1 > EPS && d2 < -EPS) || (d1 < -EPS && d2 > EPS)) && ((d3 > EPS && d4 < -EPS) || (d3 < -EPS && d4 > EPS))) return true;
  return onSegment(a, c, d) || onSegment(b, c, d) || onSegment(c, a, b) || onSegment(d, a, b);
}

/** True when two edges of the closed polygon cross or touch (other than neighbours at their shared corner), or two corners coincide. */
export function isSelfIntersecting(points: readonly PlanPoint[]): boolean {
  const n = points.length;
  if (n < 3) return false;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      if (Math.abs(points[i].x - points[j].x) <= EPS && Math.abs(points[i].y - points[j].y) <= EPS) return true;
    }
  }
  for (let i = 0; i < n; i++) {
    const a = points[i];
    const b = points[(i + 1) % n];
    for (let j = i + 1; j < n; j++) {
      const adjacent = j === i + 1 || (i === 0 && j === n - 1);
      if (adjacent) continue;
      if (segmentsIntersect(a, b, points[j], points[(j + 1) % n])) return true;
    }
  }
  // three corners on one line make a zero-width spike
  return Math.abs(polygonArea(points)) <= EPS;
}

/** signed area (shoelace) in square image pixels */
export function polygonArea(points: readonly PlanPoint[]): number {
  let sum = 0;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) sum += (points[j].x + points[i].x) * (points[j].y - points[i].y);
  return sum / 2;
}

/** the average of the corners (where a zone's label goes) */
export function centroid(points: readonly PlanPoint[]): PlanPoint {
  if (points.length === 0) return { x: 0, y: 0 };
  const x = points.reduce((s, p) => s + p.x, 0) / points.length;
  const y = points.reduce((s, p) => s + p.y, 0) / points.length;
  return roundPoint({ x, y });
}

/** True when the point is on the image (edges included). */
export const insideImage = (p: PlanPoint, size: ImageSize) => Number.isFinite(p.x) && Number.isFinite(p.y) && p.x >= 0 && p.y >= 0 && p.x <= size.width && p.y <= size.height;

/** the point moved onto the image */
export const clampPoint = (p: PlanPoint, size: ImageSize): PlanPoint => ({ x: Math.min(size.width, Math.max(0, p.x)), y: Math.min(size.height, Math.max(0, p.y)) });

/** coordinates are kept to one decimal of an image pixel */
export const roundPoint = (p: PlanPoint): PlanPoint => ({ x: Math.round(p.x * 10) / 10, y: Math.round(p.y * 10) / 10 });

/* ---------- leaflet CRS.Simple ---------- */

/**
 * Image coordinates ↔ leaflet `CRS.Simple` lat/lng. In CRS.Simple one unit is one pixel at zoom 0 and lat grows
 * upwards, so the image spans lat −height..0 and lng 0..width: `lat = −y`, `lng = x`.
 */
export const toLatLng = (p: PlanPoint): [number, number] => [-p.y, p.x];
export const fromLatLng = (ll: { lat: number; lng: number }): PlanPoint => ({ x: ll.lng, y: ll.lat === 0 ? 0 : -ll.lat });
/** the image's corners as leaflet bounds: [[south, west], [north, east]] */
export const imageBounds = (size: ImageSize): [[number, number], [number, number]] => [
  [-size.height, 0],
  [0, size.width],
];

/* ---------- image header ---------- */

const u16be = (b: Uint8Array, at: number) => (b[at] << 8) | b[at + 1];
const u16le = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8);
const u32be = (b: Uint8Array, at: number) => ((b[at] << 24) | (b[at + 1] << 16) | (b[at + 2] << 8) | b[at + 3]) >>> 0;

/**
 * Width and height from a PNG (IHDR), GIF (logical screen) or JPEG (first SOFn marker) header, or null. The server
 * needs them to check that pins and zones lie on the image; the client shows the same numbers.
 */
const positive = (s: ImageSize) => (s.width > 0 && s.height > 0 ? s : null);

export function imageSize(bytes: Uint8Array): ImageSize | null {
  const ok = positive;
  if (bytes.length >= 24 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) {
    return ok({ width: u32be(bytes, 16), height: u32be(bytes, 20) });
  }
  if (bytes.length >= 10 && bytes[0] === 0x47 && bytes[1] === 0x49 && bytes[2] === 0x46 && bytes[3] === 0x38) {
    return ok({ width: u16le(bytes, 6), height: u16le(bytes, 8) });
  }
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) {
    let at = 2;
    while (at + 9 < bytes.length) {
      if (bytes[at] !== 0xff) return null;
      const marker = bytes[at + 1];
      if (marker === 0xff) {
        at += 1;
        continue;
      }
      // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC)
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return ok({ height: u16be(bytes, at + 5), width: u16be(bytes, at + 7) });
      }
      if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
        at += 2;
        continue;
      }
      at += 2 + u16be(bytes, at + 2);
    }
  }
  return null;
}

/** case-insensitive, trimmed: is the name used by another pin (or zone) of the site */
export const nameTaken = (name: string, others: readonly string[]) => {
  const n = name.trim().toLowerCase();
  return n.length > 0 && others.some((o) => o.trim().toLowerCase() === n);
};

/** "120, 45" — a point as people read it */
export const formatPoint = (p: PlanPoint) => `${Math.round(p.x)}, ${Math.round(p.y)}`;
