import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImageSize } from '../model';
import type { MapCallbacks, MapState, PlanMapController } from './leaflet-map';

/**
 * jsdom (the integration tests) has no layout, so leaflet cannot size a map there: the tests drive the keyboard
 * alternative (the lists and forms) and the Chromium journey drives the map (README "Tests").
 */
const MAP_SUPPORTED = typeof navigator !== 'undefined' && !/jsdom/i.test(navigator.userAgent);

interface Props extends MapCallbacks {
  imageUrl: string;
  size: ImageSize;
  state: MapState;
  label: string;
}

/** The leaflet map of a plan; leaflet and its CSS load with the first map shown, never with the route. */
export function PlanMap({ imageUrl, size, state, label, ...callbacks }: Props) {
  const { t } = useTranslation('sitePlans');
  const container = useRef<HTMLDivElement>(null);
  const controller = useRef<PlanMapController | null>(null);
  const handlers = useRef(callbacks);
  useEffect(() => {
    handlers.current = callbacks;
  });
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!MAP_SUPPORTED || !container.current) return;
    let cancelled = false;
    let observer: ResizeObserver | null = null;
    import('./leaflet-map')
      .then(({ createPlanMap }) => {
        if (cancelled || !container.current) return;
        controller.current = createPlanMap(container.current, {
          onMapClick: (p) => handlers.current.onMapClick(p),
          onPinDrag: (id, p) => handlers.current.onPinDrag(id, p),
          onPinClick: (id) => handlers.current.onPinClick(id),
          onZoneClick: (id) => handlers.current.onZoneClick(id),
        });
        if (typeof ResizeObserver !== 'undefined') {
          observer = new ResizeObserver(() => controller.current?.resize());
          observer.observe(container.current);
        }
        setReady(true);
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      observer?.disconnect();
      controller.current?.destroy();
      controller.current = null;
    };
  }, []);

  useEffect(() => {
    if (ready) controller.current?.setImage(imageUrl, size);
  }, [ready, imageUrl, size]);

  useEffect(() => {
    if (ready) controller.current?.render(state);
  }, [ready, state]);

  if (!MAP_SUPPORTED) return <p className="plan-map-note">{t('map.unavailable')}</p>;
  return (
    <div className="plan-map-frame" role="group" aria-label={label}>
      {failed && <p role="alert">{t('map.loadFailed')}</p>}
      <div ref={container} className={`plan-map${state.placing ? ' plan-map--placing' : ''}`} data-ready={ready ? 'true' : 'false'} />
    </div>
  );
}
