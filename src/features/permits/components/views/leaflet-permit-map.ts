import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { translateZoom, type ZoomLabels } from '@/lib/maps/zoom-control';
import { planMapOptions } from '@/lib/maps/plan-map-options';
import type { PlanPoint, PlanZone } from '@/features/site-plans/public';

/**
 * The permit map on plain leaflet with `CRS.Simple` (image pixels, no tiles): the plan image, its zones, one marker
 * per permit. Loaded only by `permit-map.tsx` through `import()`. Names go in as text nodes (never HTML). Markers are
 * not focusable: the list beside the map is the keyboard and screen-reader way to the same permits.
 */

export interface MapMarker {
  id: number;
  point: PlanPoint;
  label: string;
  kind: 'open' | 'clash' | 'overdue';
}

export interface PermitMapState {
  zones: PlanZone[];
  markers: MapMarker[];
  selected: number | null;
}

export interface PermitMapController {
  setImage(url: string, size: { width: number; height: number }): void;
  render(state: PermitMapState): void;
  resize(): void;
  destroy(): void;
}

/** image coordinates → CRS.Simple lat/lng (lat = −y, lng = x) */
const latLng = (p: PlanPoint): [number, number] => [-p.y, p.x];

const text = (value: string) => {
  const el = document.createElement('span');
  el.textContent = value;
  return el;
};

export function createPermitMap(container: HTMLElement, onSelect: (id: number) => void, zoom?: ZoomLabels): PermitMapController {
  const map = L.map(container, planMapOptions({ minZoom: -6, maxZoom: 4 }));
  translateZoom(map, zoom);
  const zonesLayer = L.layerGroup().addTo(map);
  const markersLayer = L.layerGroup().addTo(map);
  let overlay: L.ImageOverlay | null = null;
  return {
    setImage(url, size) {
      const bounds = L.latLngBounds([
        [-size.height, 0],
        [0, size.width],
      ]);
      overlay?.remove();
      overlay = L.imageOverlay(url, bounds, { alt: '' }).addTo(map);
      overlay.bringToBack();
      map.setMaxBounds(bounds.pad(0.5));
      map.fitBounds(bounds);
    },
    render(state) {
      zonesLayer.clearLayers();
      markersLayer.clearLayers();
      for (const zone of state.zones) {
        L.polygon(
          zone.points.map((p) => latLng(p)),
          { color: '#1d4ed8', weight: 2, fillOpacity: 0.1, interactive: false },
        )
          .bindTooltip(text(zone.name), { permanent: true, direction: 'center', className: 'permit-zone-label' })
          .addTo(zonesLayer);
      }
      for (const m of state.markers) {
        const selected = state.selected === m.id;
        const marker = L.marker(latLng(m.point), {
          keyboard: false,
          zIndexOffset: m.kind === 'clash' ? 500 : 0,
          icon: L.divIcon({ className: `permit-pin permit-pin--${m.kind}${selected ? ' permit-pin--selected' : ''}`, iconSize: [26, 26], iconAnchor: [13, 26], html: '<span class="permit-pin-head"></span>' }),
        });
        marker.bindTooltip(text(m.label), { direction: 'top', offset: [0, -24], permanent: selected });
        marker.on('click', () => onSelect(m.id));
        marker.addTo(markersLayer);
        marker.getElement()?.setAttribute('data-permit-id', String(m.id));
        marker.getElement()?.setAttribute('data-kind', m.kind);
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
