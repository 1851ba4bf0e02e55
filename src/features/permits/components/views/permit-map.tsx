import { useEffect, useRef } from 'react';
import { MAP_SUPPORTED, useLazyMap } from '@/lib/hooks/use-lazy-map';
import type { PermitMapState } from './leaflet-permit-map';
import type { ZoomLabels } from '@/lib/maps/zoom-control';


interface Props {
  image: { width: number; height: number; data_url: string };
  state: PermitMapState;
  label: string;
  unavailable: string;
  failed: string;
  onSelect(id: number): void;
  /** the zoom buttons' translated names */
  zoom?: ZoomLabels;
}

/** The leaflet map of the permits; leaflet and its CSS load with the first map shown, never with the route. */
export function PermitMap({ image, state, label, unavailable, failed: failedText, onSelect, zoom }: Props) {
  const select = useRef(onSelect);
  useEffect(() => {
    select.current = onSelect;
  });
  const { container, controller, ready, failed } = useLazyMap(() => import('./leaflet-permit-map').then(({ createPermitMap }) => (el: HTMLDivElement) => createPermitMap(el, (id) => select.current(id), zoom)));

  const { width, height, data_url } = image;
  useEffect(() => {
    if (ready) controller.current?.setImage(data_url, { width, height });
  }, [ready, data_url, width, height]);
  useEffect(() => {
    if (ready) controller.current?.render(state);
  }, [ready, state]);

  if (!MAP_SUPPORTED) return <p className="permit-map-note">{unavailable}</p>;
  return (
    <div className="permit-map-frame" role="group" aria-label={label}>
      {failed && <p role="alert">{failedText}</p>}
      <div ref={container} className="permit-map" data-ready={ready ? 'true' : 'false'} />
    </div>
  );
}
