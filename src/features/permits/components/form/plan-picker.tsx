import { useEffect, useRef, useState } from 'react';
import { Button } from 'primereact/button';
import type { PlanPin, PlanZone } from '@/features/site-plans/public';
import type { PermitFormLabels } from '../labels';
import type { PickerMap } from './plan-picker-map';

/** jsdom (integration tests) cannot lay out a map: the Pin / Zone selects are the way there */
const MAP_SUPPORTED = typeof navigator !== 'undefined' && !/jsdom/i.test(navigator.userAgent);

interface Props {
  /** the plan image (null: the site has none) */
  image: { width: number; height: number; data_url: string } | null;
  pins: PlanPin[];
  zones: PlanZone[];
  pinId: number | null;
  zoneId: number | null;
  onPick(what: { pin_id?: number; zone_id?: number }): void;
  L: PermitFormLabels;
}

/**
 * "Pick on the plan": the site plan on a map, loaded (leaflet and the image) only when asked for. A tap on a pin or a
 * zone fills the form's Pin / Zone fields, which stay the keyboard way to choose.
 */
export function PlanPicker({ image, pins, zones, pinId, zoneId, onPick, L }: Props) {
  const { t } = L;
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<PickerMap | null>(null);
  const pick = useRef(onPick);
  useEffect(() => {
    pick.current = onPick;
  });

  useEffect(() => {
    const data = image;
    if (!open || !data || !box.current) return;
    let cancelled = false;
    const el = box.current;
    void import('./plan-picker-map').then(({ createPickerMap }) => {
      if (cancelled) return;
      map.current = createPickerMap(el, data, (what) => pick.current(what));
      map.current.show({ pins, zones, pinId, zoneId });
    });
    return () => {
      cancelled = true;
      map.current?.destroy();
      map.current = null;
    };
    // the map is built once per image; pins and the choice are redrawn below
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, image]);

  useEffect(() => {
    map.current?.show({ pins, zones, pinId, zoneId });
  }, [pins, zones, pinId, zoneId]);

  if (!MAP_SUPPORTED) return null;
  return (
    <div className="permit-plan-picker">
      <Button type="button" outlined size="small" icon="pi pi-map" label={open ? t('form.hidePlan') : t('form.showPlan')} aria-expanded={open} onClick={() => setOpen(!open)} />
      {open && (
        <>
          <p className="hint">{image ? t('form.planHint') : t('form.noPlanImage')}</p>
          {image && <div ref={box} className="permit-plan-map" role="region" aria-label={t('form.planLabel')} />}
        </>
      )}
    </div>
  );
}
