import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { translateZoom, type ZoomLabels } from '@/lib/maps/zoom-control';
import { planMapOptions } from '@/lib/maps/plan-map-options';
import type { ImageSize, PlanPin, PlanZone } from '@/features/site-plans/public';

/**
 * The site plan as a small leaflet map (`CRS.Simple`, image pixels: lat = −y, lng = x; no tiles): the plan image, its
 * pins and zones; a tap on a pin or a zone picks it. Loaded only by `plan-picker.tsx` through `import()` (useLazyMap). Names are
 * text nodes. The keyboard and screen-reader way to pick is the form's Pin / Zone selects beside the map.
 */
export interface PickerMap {
  show(state: { pins: PlanPin[]; zones: PlanZone[]; pinId: number | null; zoneId: number | null }): void;
  resize(): void;
  destroy(): void;
}

const label = (value: string) => {
  const el = document.createElement('span');
  el.textContent = value;
  return el;
};

export function createPickerMap(el: HTMLElement, image: { data_url: string } & ImageSize, pick: (what: { pin_id?: number; zone_id?: number }) => void, zoom?: ZoomLabels): PickerMap {
  const bounds: L.LatLngBoundsExpression = [
    [-image.height, 0],
    [0, image.width],
  ];
  const map = L.map(el, planMapOptions({ minZoom: -4, maxZoom: 3 }));
  translateZoom(map, zoom);
  L.imageOverlay(image.data_url, bounds).addTo(map);
  map.fitBounds(bounds);
  const layer = L.layerGroup().addTo(map);
  return {
    show({ pins, zones, pinId, zoneId }) {
      layer.clearLayers();
      for (const z of zones) {
        const poly = L.polygon(
          z.points.map((p) => [-p.y, p.x] as [number, number]),
          { color: z.id === zoneId ? '#b42318' : '#1d4ed8', weight: z.id === zoneId ? 4 : 2, fillOpacity: 0.15 },
        );
        poly.bindTooltip(label(z.name));
        poly.on('click', () => pick({ zone_id: z.id }));
        poly.addTo(layer);
      }
      for (const p of pins) {
        const marker = L.marker([-p.y, p.x], {
          icon: L.divIcon({ className: p.id === pinId ? 'permit-pin permit-pin-chosen' : 'permit-pin', iconSize: [18, 18] }),
          keyboard: false,
        });
        marker.bindTooltip(label(p.name));
        marker.on('click', () => pick({ pin_id: p.id }));
        marker.addTo(layer);
      }
    },
    resize() {
      map.invalidateSize();
    },
    destroy() {
      map.remove();
    },
  };
}
