import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImageSize } from '../model';
import type { MapCallbacks, MapState } from './leaflet-map';
import { MAP_SUPPORTED, useLazyMap } from '@/lib/hooks/use-lazy-map';

interface Props extends MapCallbacks {
  imageUrl: string;
  size: ImageSize;
  state: MapState;
  label: string;
}

/** The leaflet map of a plan; leaflet and its CSS load with the first map shown, never with the route. */
export function PlanMap({ imageUrl, size, state, label, ...callbacks }: Props) {
  const { t } = useTranslation('sitePlans');
  const handlers = useRef(callbacks);
  useEffect(() => {
    handlers.current = callbacks;
  });
  const { container, controller, ready, failed } = useLazyMap(() =>
    import('./leaflet-map').then(({ createPlanMap }) => (el: HTMLDivElement) =>
      createPlanMap(el, {
        onMapClick: (p) => handlers.current.onMapClick(p),
        onPinDrag: (id, p) => handlers.current.onPinDrag(id, p),
        onPinClick: (id) => handlers.current.onPinClick(id),
        onZoneClick: (id) => handlers.current.onZoneClick(id),
      }, { zoomIn: t('map.zoomIn'), zoomOut: t('map.zoomOut') }),
    ),
  );

  useEffect(() => {
    if (ready) controller.current?.setImage(imageUrl, size);
  }, [ready, imageUrl, size]);

  useEffect(() => {
    if (ready) controller.current?.render(state);
  }, [ready, state]);

  // Leaflet puts its own classes on this element (leaflet-container, leaflet-touch, leaflet-grab…: touch-action and
  // cursors). React must never rewrite its className, so the placing state is toggled on the class list (issue 26).
  const placing = !!state.placing;
  useEffect(() => {
    container.current?.classList.toggle('plan-map--placing', placing);
  }, [container, placing, ready]);

  if (!MAP_SUPPORTED) return <p className="plan-map-note">{t('map.unavailable')}</p>;
  return (
    <div className="plan-map-frame" role="group" aria-label={label}>
      {failed && <p role="alert">{t('map.loadFailed')}</p>}
      <div ref={container} className="plan-map" data-ready={ready ? 'true' : 'false'} />
    </div>
  );
}
