import L from 'leaflet';
import { translateZoom } from '../zoom-control';

describe('translateZoom: the zoom buttons named in the user’s language (WCAG 4.1.2)', () => {
  it('replaces Leaflet’s English "Zoom in" / "Zoom out" with the given names, once', () => {
    const el = document.createElement('div');
    document.body.append(el);
    const map = L.map(el, { crs: L.CRS.Simple, attributionControl: false }).setView([0, 0], 0);
    expect(el.querySelector('.leaflet-control-zoom-in')?.getAttribute('aria-label')).toBe('Zoom in');
    translateZoom(map, { zoomIn: 'Vergrößern', zoomOut: 'Verkleinern' });
    const buttons = [...el.querySelectorAll('.leaflet-control-zoom a')].map((a) => [a.getAttribute('aria-label'), a.getAttribute('title')]);
    expect(buttons).toEqual([
      ['Vergrößern', 'Vergrößern'],
      ['Verkleinern', 'Verkleinern'],
    ]);
    map.remove();
    el.remove();
  });
});
