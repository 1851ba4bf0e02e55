import { useEffect, useRef, useState } from 'react';
import { Button } from 'primereact/button';
import type { PlanPin, PlanZone } from '@/features/site-plans/public';
import type { PermitFormLabels } from '../labels';
import type { ZoomLabels } from '@/lib/maps/zoom-control';
import { MAP_SUPPORTED, useLazyMap } from '@/lib/hooks/use-lazy-map';

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
  if (!MAP_SUPPORTED) return null;
  return (
    <div className="permit-plan-picker">
      <Button type="button" outlined size="small" icon="pi pi-map" label={open ? t('form.hidePlan') : t('form.showPlan')} aria-expanded={open} onClick={() => setOpen(!open)} />
      {open && (
        <>
          <p className="hint">{image ? t('form.planHint') : t('form.noPlanImage')}</p>
          {/* one map per plan image: another site's plan builds a new one */}
          {image && <PickerMapView key={image.data_url} image={image} pins={pins} zones={zones} pinId={pinId} zoneId={zoneId} onPick={onPick} label={t('form.planLabel')} zoom={{ zoomIn: t('form.zoomIn'), zoomOut: t('form.zoomOut') }} />}
        </>
      )}
    </div>
  );
}

/** the plan's map (lib/hooks/use-lazy-map.ts: leaflet loads with it, it follows its box's size); pins and the choice are redrawn on change */
function PickerMapView({ image, pins, zones, pinId, zoneId, onPick, label, zoom }: Omit<Props, 'image' | 'L'> & { image: NonNullable<Props['image']>; label: string; zoom: ZoomLabels }) {
  const pick = useRef(onPick);
  useEffect(() => {
    pick.current = onPick;
  });
  const { container, controller, ready } = useLazyMap(() => import('./plan-picker-map').then(({ createPickerMap }) => (el: HTMLDivElement) => createPickerMap(el, image, (what) => pick.current(what), zoom)));
  useEffect(() => {
    controller.current?.show({ pins, zones, pinId, zoneId });
  }, [controller, ready, pins, zones, pinId, zoneId]);
  return <div ref={container} className="permit-plan-map" role="region" aria-label={label} />;
}
