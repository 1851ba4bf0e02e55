import L from 'leaflet';

/** the zoom buttons' names in the user's language (Leaflet's own are "Zoom in" / "Zoom out" in every language) */
export interface ZoomLabels {
  zoomIn: string;
  zoomOut: string;
}

/**
 * Replaces the map's default zoom control with one whose buttons carry the translated names (Leaflet sets them as
 * the buttons' `title` and `aria-label`; WCAG 2.2 SC 4.1.2 name, SC 3.1.2 language of parts). Import it only from
 * modules that are themselves loaded lazily with Leaflet.
 */
export function translateZoom(map: L.Map, labels: ZoomLabels | undefined): void {
  if (!labels) return;
  map.zoomControl?.remove();
  map.zoomControl = L.control.zoom({ zoomInTitle: labels.zoomIn, zoomOutTitle: labels.zoomOut }).addTo(map);
}
