import L from 'leaflet';

/**
 * The options every plan map starts with (a site plan's image in Leaflet's flat CRS, zoomed in quarter steps; the
 * pins and zones have their own keyboard access, so Leaflet's map keyboard is off), plus the map's own zoom range.
 * No fade: Leaflet leaves a removed tooltip in the page for 200 ms at opacity 0 while it fades out (it does not read
 * prefers-reduced-motion), and a plan map draws its pins and zones again on each change, so for 200 ms after one a
 * tooltip had no visible name (axe's aria-tooltip-name: the site-plans phone journey in ci15). Import it only from
 * modules that are themselves loaded lazily with Leaflet.
 */
export function planMapOptions(own: Pick<L.MapOptions, 'minZoom' | 'maxZoom' | 'zoomControl'>): L.MapOptions {
  return { crs: L.CRS.Simple, zoomSnap: 0.25, keyboard: false, attributionControl: false, fadeAnimation: false, ...own };
}
