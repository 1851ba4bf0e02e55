import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { translateZoom, type ZoomLabels } from '@/lib/maps/zoom-control';
import { planMapOptions } from '@/lib/maps/plan-map-options';
import { fromLatLng, imageBounds, insideImage, toLatLng, type ImageSize, type PlanPin, type PlanPoint, type PlanZone } from '../model';

/**
 * The plan on a plain leaflet map with `CRS.Simple` (image pixels, no tiles, no internet): the image as an
 * `imageOverlay`, pins as draggable `divIcon` markers, zones as polygons, the zone being drawn and the keyboard
 * crosshair. Imperative and loaded only by the map view (`plan-map.tsx` imports this module lazily). Names go in
 * as text nodes (never HTML). The keyboard alternative is the page's lists and forms: markers and the map are not
 * focusable here (leaflet's keyboard handler is off) so the tab order is not flooded.
 */

export interface MapCallbacks {
  onMapClick(point: PlanPoint): void;
  onPinDrag(id: number, point: PlanPoint): void;
  onPinClick(id: number): void;
  onZoneClick(id: number): void;
}

export interface MapState {
  pins: PlanPin[];
  zones: PlanZone[];
  draggable: boolean;
  /** clicks go to the map (placing a pin, adding corners): zones take no clicks then */
  placing: boolean;
  selected: { type: 'pin' | 'zone'; id: number } | null;
  draft: PlanPoint[];
  crosshair: PlanPoint | null;
}

const text = (value: string) => {
  const el = document.createElement('span');
  el.textContent = value;
  return el;
};

export interface PlanMapController {
  setImage(url: string, size: ImageSize): void;
  render(state: MapState): void;
  resize(): void;
  destroy(): void;
}

export function createPlanMap(container: HTMLElement, callbacks: MapCallbacks, zoom?: ZoomLabels): PlanMapController {
  const map = L.map(container, planMapOptions({ minZoom: -6, maxZoom: 4, zoomControl: true }));
  translateZoom(map, zoom);
  const zonesLayer = L.layerGroup().addTo(map);
  const pinsLayer = L.layerGroup().addTo(map);
  const draftLayer = L.layerGroup().addTo(map);
  let overlay: L.ImageOverlay | null = null;
  let size: ImageSize | null = null;

  map.on('click', (e: L.LeafletMouseEvent) => {
    if (!size) return;
    callbacks.onMapClick(fromLatLng(e.latlng));
  });

  return {
    setImage(url, next) {
      const bounds = L.latLngBounds(imageBounds(next));
      if (overlay) overlay.remove();
      overlay = L.imageOverlay(url, bounds, { alt: '' }).addTo(map);
      overlay.bringToBack();
      size = next;
      map.setMaxBounds(bounds.pad(0.5));
      map.fitBounds(bounds);
      map.setMinZoom(Math.min(0, map.getZoom() - 1));
    },
    render(state) {
      zonesLayer.clearLayers();
      pinsLayer.clearLayers();
      draftLayer.clearLayers();
      for (const zone of state.zones) {
        const selected = state.selected?.type === 'zone' && state.selected.id === zone.id;
        const polygon = L.polygon(
          zone.points.map((p) => toLatLng(p)),
          { color: selected ? '#b91c1c' : '#1d4ed8', weight: selected ? 4 : 2, fillOpacity: selected ? 0.25 : 0.12, interactive: !state.placing, className: 'plan-zone' },
        );
        polygon.bindTooltip(text(zone.name), { permanent: true, direction: 'center', className: 'plan-zone-label' });
        polygon.on('click', () => callbacks.onZoneClick(zone.id));
        polygon.addTo(zonesLayer);
      }
      for (const pin of state.pins) {
        const selected = state.selected?.type === 'pin' && state.selected.id === pin.id;
        const marker = L.marker(toLatLng(pin), {
          draggable: state.draggable,
          keyboard: false,
          icon: L.divIcon({ className: `plan-pin plan-pin--${pin.kind}${selected ? ' plan-pin--selected' : ''}`, iconSize: [26, 26], iconAnchor: [13, 26], html: '<span class="plan-pin-head"></span>' }),
        });
        marker.bindTooltip(text(pin.name), { direction: 'top', offset: [0, -24] });
        marker.on('click', () => callbacks.onPinClick(pin.id));
        marker.on('dragend', () => {
          const p = fromLatLng(marker.getLatLng());
          if (size && !insideImage(p, size)) {
            // back where it was: the server would refuse a place off the plan
            marker.setLatLng(toLatLng(pin));
          }
          callbacks.onPinDrag(pin.id, size ? { x: Math.min(size.width, Math.max(0, p.x)), y: Math.min(size.height, Math.max(0, p.y)) } : p);
        });
        marker.addTo(pinsLayer);
        marker.getElement()?.setAttribute('data-pin-id', String(pin.id));
      }
      if (state.draft.length > 0) {
        const latlngs = state.draft.map((p) => toLatLng(p));
        (state.draft.length >= 3 ? L.polygon(latlngs, { color: '#b45309', dashArray: '6 4', interactive: false }) : L.polyline(latlngs, { color: '#b45309', dashArray: '6 4', interactive: false })).addTo(draftLayer);
        for (const p of state.draft) L.circleMarker(toLatLng(p), { radius: 5, color: '#b45309', fillOpacity: 1, interactive: false }).addTo(draftLayer);
      }
      if (state.crosshair) {
        L.marker(toLatLng(state.crosshair), { interactive: false, keyboard: false, icon: L.divIcon({ className: 'plan-crosshair', iconSize: [30, 30], iconAnchor: [15, 15], html: '' }) }).addTo(draftLayer);
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
