import L from 'leaflet';
import { planMapOptions } from '../plan-map-options';

/** a plan map as the browser has it (Leaflet fades only where 3D transforms exist, which jsdom lacks) */
function mapWith(options: L.MapOptions) {
  const el = document.createElement('div');
  document.body.append(el);
  const any3d = L.Browser.any3d;
  (L.Browser as { any3d: boolean }).any3d = true;
  try {
    return { el, map: L.map(el, options).setView([0, 0], 0) };
  } finally {
    (L.Browser as { any3d: boolean }).any3d = any3d;
  }
}

describe('planMapOptions: what every plan map starts with', () => {
  it('a zone label drawn again leaves at once: no nameless tooltip stays in the page while it fades (axe aria-tooltip-name)', () => {
    for (const [options, lingers] of [
      [planMapOptions({ minZoom: -4, maxZoom: 3 }), false],
      // Leaflet's default, for comparison: the removed label stays 200 ms at opacity 0
      [{ ...planMapOptions({ minZoom: -4, maxZoom: 3 }), fadeAnimation: true }, true],
    ] as const) {
      const { el, map } = mapWith(options);
      const zone = L.polygon([[0, 0], [0, 10], [10, 10]]).bindTooltip('Boiler house', { permanent: true }).addTo(map);
      expect(el.querySelectorAll('.leaflet-tooltip')).toHaveLength(1);
      zone.remove();
      expect(el.querySelectorAll('.leaflet-tooltip')).toHaveLength(lingers ? 1 : 0);
      map.remove();
      el.remove();
    }
  });

  it('keeps the map’s own zoom range and Leaflet’s keyboard off (pins and zones have their own)', () => {
    expect(planMapOptions({ minZoom: -6, maxZoom: 4 })).toMatchObject({ crs: L.CRS.Simple, minZoom: -6, maxZoom: 4, zoomSnap: 0.25, keyboard: false, fadeAnimation: false });
  });
});
