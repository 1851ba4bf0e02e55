/**
 * QR codes for field reporting (issue 18): which codes a site's sheet holds and the public form URL each one opens.
 * Pure (no React, no qrcode): the sheet, its PDF and the tests use it.
 *
 * The URL is the public form on the tenant's own host (the public forms know the tenant from the host name,
 * `config/tenant.ts`), with the place as query parameters that the forms read (`qrPrefill` in
 * `components/public-form/public-form.tsx`):
 *   `https://acme.example.com/observation?site_id=12&area_id=40&location=Main+entrance`
 * - `site_id`: always; `area_id`: an area's code (areas are the site's divisions, as in the report forms);
 * - `location`: a plan pin's code, as the pin's **name** (text the reporter sees and may still edit, the form's
 *   free-text location field), not its id: the public form needs no plan lookup and the report keeps the name.
 */

export const QR_FORMS = ['observation', 'incident'] as const;
export type QrForm = (typeof QR_FORMS)[number];
/** which form the codes open: one of them, or a code for each */
export type QrFormChoice = QrForm | 'both';

/** the query parameters the public forms read */
export const QR_PARAMS = { site: 'site_id', area: 'area_id', location: 'location' } as const;

/** the free-text location field's limit on the report forms (longer pin names are cut) */
export const QR_LOCATION_MAX = 200;

export interface Named {
  id: number;
  name: string;
}

/** one place a code stands for: the site itself, one of its areas, or one pin of its plan */
export type QrPlace = { kind: 'site'; site: Named } | { kind: 'area'; site: Named; area: Named } | { kind: 'location'; site: Named; pin: Named };

/** which codes the sheet holds */
export interface QrSelection {
  site: boolean;
  areas: boolean;
  locations: boolean;
}

/** one code of the sheet: its place, the form it opens and the URL it encodes */
export interface QrEntry {
  key: string;
  place: QrPlace;
  form: QrForm;
  url: string;
}

/** The places of a site's sheet: the site, then its areas, then its plan's pins (each group when chosen). */
export function qrPlaces(site: Named, areas: readonly Named[], pins: readonly Named[], selection: QrSelection): QrPlace[] {
  return [
    ...(selection.site ? [{ kind: 'site', site } as const] : []),
    ...(selection.areas ? areas.map((area) => ({ kind: 'area', site, area }) as const) : []),
    ...(selection.locations ? pins.map((pin) => ({ kind: 'location', site, pin }) as const) : []),
  ];
}

/** The public form URL of a place on `origin` (the tenant's host, e.g. `window.location.origin`). */
export function qrUrl(origin: string, form: QrForm, place: QrPlace): string {
  const url = new URL(`/${form}`, origin);
  url.searchParams.set(QR_PARAMS.site, String(place.site.id));
  if (place.kind === 'area') url.searchParams.set(QR_PARAMS.area, String(place.area.id));
  if (place.kind === 'location') url.searchParams.set(QR_PARAMS.location, place.pin.name.trim().slice(0, QR_LOCATION_MAX));
  return url.toString();
}

const placeKey = (p: QrPlace) => (p.kind === 'site' ? `site-${p.site.id}` : p.kind === 'area' ? `area-${p.area.id}` : `pin-${p.pin.id}`);

/** The sheet's codes: per place, one code per chosen form (observation first). */
export function qrEntries(origin: string, places: readonly QrPlace[], forms: QrFormChoice): QrEntry[] {
  const chosen = forms === 'both' ? QR_FORMS : [forms];
  return places.flatMap((place) => chosen.map((form) => ({ key: `${placeKey(place)}-${form}`, place, form, url: qrUrl(origin, form, place) })));
}

export { darkRuns, svgPath, type QrMatrix } from '@/lib/report/qr';

/** a file name part from a site name: letters and digits of any script, dashes between words */
export const fileSlug = (name: string) =>
  name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'site';
