import { useEffect, useRef, useState } from 'react';
import type { PermitMapController, PermitMapState } from './leaflet-permit-map';

/** jsdom (the integration tests) has no layout: the list beside the map is what they read (README "Tests"). */
const MAP_SUPPORTED = typeof navigator !== 'undefined' && !/jsdom/i.test(navigator.userAgent);

interface Props {
  image: { width: number; height: number; data_url: string };
  state: PermitMapState;
  label: string;
  unavailable: string;
  failed: string;
  onSelect(id: number): void;
}

/** The leaflet map of the permits; leaflet and its CSS load with the first map shown, never with the route. */
export function PermitMap({ image, state, label, unavailable, failed: failedText, onSelect }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const controller = useRef<PermitMapController | null>(null);
  const select = useRef(onSelect);
  useEffect(() => {
    select.current = onSelect;
  });
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!MAP_SUPPORTED || !container.current) return;
    let cancelled = false;
    let observer: ResizeObserver | null = null;
    import('./leaflet-permit-map')
      .then(({ createPermitMap }) => {
        if (cancelled || !container.current) return;
        controller.current = createPermitMap(container.current, (id) => select.current(id));
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
