import { useCallback, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainButton } from '@/components/form/native-inputs';
import { showToast } from '@/lib/feedback/toast-service';
import { clampPoint, formatPoint, insideImage, roundPoint, zoneAt, type ImageSize, type PinInput, type PlanPoint, type SitePlan } from '../model';
import { useAddPinMutation, useAddZoneMutation, useDeletePinMutation, useDeleteZoneMutation, useUpdatePinMutation, useUpdateZoneMutation } from '../api/site-plans-api';
import { PinForm, ZoneForm, refusedMessages, serverFieldErrors, type SubmitResult, type ZoneFormInput } from './plan-forms';
import { PlanMap } from './plan-map';
import type { MapState } from './leaflet-map';

type Mode = 'idle' | 'add-pin' | 'draw-zone';
type Editing = { type: 'pin'; id: number | null; initial: PinInput } | { type: 'zone'; id: number | null; initial: ZoneFormInput } | null;
type Selected = MapState['selected'];

interface Props {
  plan: SitePlan & { image: NonNullable<SitePlan['image']> };
  imageUrl: string | null;
  canEdit: boolean;
}

const STEP = 10;

/**
 * The plan of a site: the leaflet map (mouse and touch) and beside it the full keyboard and screen-reader
 * alternative — lists of pins and zones with their coordinates and buttons, the pin and zone forms, and a crosshair
 * moved with the arrow keys. Every change is one request; the plan shown is the server's answer. Announcements go
 * to one polite live region.
 */
export function PlanEditor({ plan, imageUrl, canEdit }: Props) {
  const { t } = useTranslation('sitePlans');
  const siteId = plan.site.id;
  const size: ImageSize = useMemo(() => ({ width: plan.image.width, height: plan.image.height }), [plan.image.width, plan.image.height]);
  const [mode, setMode] = useState<Mode>('idle');
  const [draft, setDraft] = useState<PlanPoint[]>([]);
  const [editing, setEditing] = useState<Editing>(null);
  const [selected, setSelected] = useState<Selected>(null);
  const [crosshair, setCrosshair] = useState<PlanPoint>(() => roundPoint({ x: size.width / 2, y: size.height / 2 }));
  const [crosshairShown, setCrosshairShown] = useState(false);
  const [confirming, setConfirming] = useState<{ type: 'pin' | 'zone'; id: number } | null>(null);
  const [message, setMessage] = useState('');
  const formArea = useRef<HTMLDivElement>(null);

  const [addPin] = useAddPinMutation();
  const [updatePin] = useUpdatePinMutation();
  const [deletePin] = useDeletePinMutation();
  const [addZone] = useAddZoneMutation();
  const [updateZone] = useUpdateZoneMutation();
  const [deleteZone] = useDeleteZoneMutation();

  const announce = useCallback((text: string) => setMessage(text), []);

  const failed = (error: unknown, zone: boolean): SubmitResult => {
    const messages = refusedMessages(error);
    if (messages) return { ok: false, ...serverFieldErrors(messages, t, zone) };
    return { ok: false, fields: {}, other: [t('errors.saveFailed')] };
  };

  const toast422 = (error: unknown) => {
    const messages = refusedMessages(error);
    const text = messages ? serverFieldErrors(messages, t, false) : null;
    const detail = text ? [...Object.values(text.fields), ...text.other].join(' ') : t('errors.saveFailed');
    showToast({ severity: 'error', detail });
    announce(detail);
  };

  /* ---------- map callbacks ---------- */

  const openPinForm = (p: PlanPoint) => {
    setEditing({ type: 'pin', id: null, initial: { name: '', kind: 'location', ...roundPoint(p) } });
    setMode('idle');
    announce(t('live.pinPlaced', { point: formatPoint(p) }));
  };

  const onMapClick = (p: PlanPoint) => {
    if (!canEdit) return;
    if (mode === 'idle') return;
    if (!insideImage(p, size)) {
      announce(t('live.outside'));
      return;
    }
    if (mode === 'add-pin') openPinForm(p);
    else {
      const corner = roundPoint(p);
      setDraft((d) => [...d, corner]);
      announce(t('live.cornerAdded', { n: draft.length + 1, point: formatPoint(corner) }));
    }
  };

  const onPinDrag = async (id: number, p: PlanPoint) => {
    const pin = plan.pins.find((x) => x.id === id);
    if (!pin || !canEdit) return;
    const point = roundPoint(clampPoint(p, size));
    const result = await updatePin({ siteId, pinId: id, ...point });
    if (result.error) toast422(result.error);
    else announce(t('live.pinMoved', { name: pin.name, point: formatPoint(point) }));
  };

  const selectPin = (id: number) => {
    const pin = plan.pins.find((x) => x.id === id);
    if (!pin) return;
    setSelected({ type: 'pin', id });
    if (canEdit && mode === 'idle') setEditing({ type: 'pin', id, initial: { name: pin.name, kind: pin.kind, x: pin.x, y: pin.y } });
  };

  const selectZone = (id: number) => {
    const zone = plan.zones.find((z) => z.id === id);
    if (!zone) return;
    setSelected({ type: 'zone', id });
    if (canEdit && mode === 'idle') setEditing({ type: 'zone', id, initial: { name: zone.name, points: zone.points, required_permits: zone.required_permits } });
  };

  /* ---------- toolbar ---------- */

  const startAddPin = () => {
    setEditing(null);
    setDraft([]);
    setMode((m) => (m === 'add-pin' ? 'idle' : 'add-pin'));
    announce(mode === 'add-pin' ? t('live.cancelled') : t('live.addPinMode'));
  };
  const startZone = () => {
    setEditing(null);
    setDraft([]);
    setMode((m) => (m === 'draw-zone' ? 'idle' : 'draw-zone'));
    announce(mode === 'draw-zone' ? t('live.cancelled') : t('live.drawZoneMode'));
  };
  const finishZone = () => {
    setEditing({ type: 'zone', id: null, initial: { name: '', points: draft, required_permits: [] } });
    setMode('idle');
    announce(t('live.zoneFinished', { n: draft.length }));
  };
  const undoCorner = () => {
    setDraft((d) => d.slice(0, -1));
    announce(t('live.cornerRemoved'));
  };
  const cancelMode = () => {
    setMode('idle');
    setDraft([]);
    announce(t('live.cancelled'));
  };

  /* ---------- crosshair ---------- */

  const onCrosshairKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    const step = e.shiftKey ? 1 : STEP;
    const moves: Record<string, PlanPoint> = { ArrowLeft: { x: -step, y: 0 }, ArrowRight: { x: step, y: 0 }, ArrowUp: { x: 0, y: -step }, ArrowDown: { x: 0, y: step } };
    const move = moves[e.key];
    if (!move) return;
    e.preventDefault();
    const next = roundPoint(clampPoint({ x: crosshair.x + move.x, y: crosshair.y + move.y }, size));
    setCrosshair(next);
    setCrosshairShown(true);
    announce(t('keyboard.crosshairLabel', { point: formatPoint(next), zone: zoneAt(next, plan.zones)?.name ?? t('keyboard.noZone') }));
  };
  /** Enter or a click on the crosshair: a pin there, or a corner while drawing (read-only: where it is) */
  const onCrosshairClick = () => {
    if (!canEdit) announce(t('keyboard.crosshairLabel', { point: formatPoint(crosshair), zone: zoneAt(crosshair, plan.zones)?.name ?? t('keyboard.noZone') }));
    else if (mode === 'draw-zone') addCornerAtCrosshair();
    else openPinForm(crosshair);
  };
  const addCornerAtCrosshair = () => {
    setDraft((d) => [...d, crosshair]);
    announce(t('live.cornerAdded', { n: draft.length + 1, point: formatPoint(crosshair) }));
  };

  /* ---------- saves ---------- */

  const savePin = async (values: PinInput): Promise<SubmitResult> => {
    if (!editing || editing.type !== 'pin') return { ok: true };
    const result = editing.id === null ? await addPin({ siteId, ...values }) : await updatePin({ siteId, pinId: editing.id, ...values });
    if (result.error) return failed(result.error, false);
    const id = editing.id ?? result.data.pin_id ?? null;
    setEditing(null);
    setSelected(id ? { type: 'pin', id } : null);
    announce(editing.id === null ? t('live.pinAdded', { name: values.name.trim(), point: formatPoint(values) }) : t('live.pinSaved', { name: values.name.trim() }));
    return { ok: true };
  };

  const saveZone = async (values: ZoneFormInput): Promise<SubmitResult> => {
    if (!editing || editing.type !== 'zone') return { ok: true };
    const result = editing.id === null ? await addZone({ siteId, ...values }) : await updateZone({ siteId, zoneId: editing.id, ...values });
    if (result.error) return failed(result.error, true);
    const id = editing.id ?? result.data.zone_id ?? null;
    setEditing(null);
    setDraft([]);
    setSelected(id ? { type: 'zone', id } : null);
    announce(editing.id === null ? t('live.zoneAdded', { name: values.name.trim(), n: values.points.length }) : t('live.zoneSaved', { name: values.name.trim() }));
    return { ok: true };
  };

  const cancelForm = () => {
    setEditing(null);
    setDraft([]);
    announce(t('live.cancelled'));
  };

  const remove = async (type: 'pin' | 'zone', id: number, name: string) => {
    const result = type === 'pin' ? await deletePin({ siteId, pinId: id }) : await deleteZone({ siteId, zoneId: id });
    setConfirming(null);
    if (result.error) {
      toast422(result.error);
      return;
    }
    if (editing && editing.type === type && editing.id === id) setEditing(null);
    if (selected?.type === type && selected.id === id) setSelected(null);
    announce(t(type === 'pin' ? 'live.pinDeleted' : 'live.zoneDeleted', { name }));
  };

  const mapState: MapState = useMemo(
    () => ({
      pins: plan.pins,
      zones: plan.zones,
      draggable: canEdit && mode === 'idle',
      placing: mode !== 'idle',
      selected,
      draft: editing?.type === 'zone' && editing.id === null ? editing.initial.points : draft,
      crosshair: crosshairShown ? crosshair : null,
    }),
    [plan.pins, plan.zones, canEdit, mode, selected, editing, draft, crosshairShown, crosshair],
  );

  const pinNames = (except: number | null) => plan.pins.filter((p) => p.id !== except).map((p) => p.name);
  const zoneNames = (except: number | null) => plan.zones.filter((z) => z.id !== except).map((z) => z.name);

  return (
    <div className="plan-editor">
      <p className="sr-only" role="status" aria-live="polite" aria-atomic="true" data-testid="plan-live">
        {message}
      </p>
      <div className="plan-map-column">
        {canEdit && (
          <div className="plan-toolbar" role="toolbar" aria-label={t('toolbar.label')}>
            <PlainButton type="button" label={t('toolbar.addPin')} aria-pressed={mode === 'add-pin'} onClick={startAddPin} />
            <PlainButton type="button" label={t('toolbar.drawZone')} aria-pressed={mode === 'draw-zone'} onClick={startZone} />
            {mode === 'draw-zone' && (
              <>
                <PlainButton type="button" label={t('toolbar.finishZone')} disabled={draft.length < 3} onClick={finishZone} />
                <PlainButton type="button" severity="secondary" label={t('toolbar.undoCorner')} disabled={draft.length === 0} onClick={undoCorner} />
              </>
            )}
            {mode !== 'idle' && <PlainButton type="button" severity="secondary" label={t('toolbar.cancel')} onClick={cancelMode} />}
          </div>
        )}
        {mode !== 'idle' && (
          <p className="plan-mode-hint" id="plan-mode-hint">
            {mode === 'add-pin' ? t('toolbar.addPinHint') : t('toolbar.drawZoneHint', { n: draft.length })}
          </p>
        )}
        {imageUrl ? (
          <PlanMap imageUrl={imageUrl} size={size} state={mapState} label={t('map.label', { name: plan.site.name })} onMapClick={onMapClick} onPinDrag={(id, p) => void onPinDrag(id, p)} onPinClick={selectPin} onZoneClick={selectZone} />
        ) : (
          <p role="status">{t('map.loadingImage')}</p>
        )}
        <p className="plan-image-meta">{t('image.meta', { name: plan.image.name, width: plan.image.width, height: plan.image.height })}</p>
      </div>

      <div className="plan-side">
        <div ref={formArea}>
          {editing?.type === 'pin' && (
            <PinForm
              idPrefix="pin-form"
              title={editing.id === null ? t('pinForm.newTitle') : t('pinForm.editTitle', { name: editing.initial.name })}
              initial={editing.initial}
              size={size}
              otherNames={pinNames(editing.id)}
              onSubmit={savePin}
              onCancel={cancelForm}
            />
          )}
          {editing?.type === 'zone' && (
            <ZoneForm
              idPrefix="zone-form"
              title={editing.id === null ? t('zoneForm.newTitle') : t('zoneForm.editTitle', { name: editing.initial.name })}
              initial={editing.initial}
              size={size}
              otherNames={zoneNames(editing.id)}
              onSubmit={saveZone}
              onCancel={cancelForm}
            />
          )}
        </div>

        <section aria-labelledby="plan-keyboard-title" className="plan-keyboard">
          <h2 id="plan-keyboard-title">{t('keyboard.title')}</h2>
          <p id="plan-crosshair-help" className="hint">
            {canEdit ? t('keyboard.help') : t('keyboard.helpReadOnly')}
          </p>
          <button
            type="button"
            className="plan-crosshair-pad"
            aria-describedby="plan-crosshair-help"
            onFocus={() => setCrosshairShown(true)}
            onKeyDown={onCrosshairKey}
            onClick={onCrosshairClick}
          >
            {t('keyboard.crosshairLabel', { point: formatPoint(crosshair), zone: zoneAt(crosshair, plan.zones)?.name ?? t('keyboard.noZone') })}
          </button>
          {canEdit && (
            <div className="plan-buttons">
              <PlainButton type="button" label={t('keyboard.addPinHere')} onClick={() => openPinForm(crosshair)} />
              {mode === 'draw-zone' ? (
                <PlainButton type="button" label={t('keyboard.addCornerHere')} onClick={addCornerAtCrosshair} />
              ) : (
                <PlainButton
                  type="button"
                  label={t('keyboard.newZone')}
                  onClick={() => {
                    setMode('idle');
                    setEditing({ type: 'zone', id: null, initial: { name: '', points: [], required_permits: [] } });
                  }}
                />
              )}
            </div>
          )}
        </section>

        <section aria-labelledby="plan-pins-title">
          <h2 id="plan-pins-title">{t('pins.title', { n: plan.pins.length })}</h2>
          {plan.pins.length === 0 ? (
            <p>{t('pins.empty')}</p>
          ) : (
            <ul className="plan-items">
              {plan.pins.map((pin) => {
                const zone = zoneAt(pin, plan.zones);
                return (
                  <li key={pin.id} className={selected?.type === 'pin' && selected.id === pin.id ? 'is-selected' : undefined}>
                    <span className="plan-item-name">{pin.name}</span>
                    <span className="plan-item-details">
                      {t(`kinds.${pin.kind}`)} · {t('pins.at', { point: formatPoint(pin) })} · {zone ? t('pins.inZone', { zone: zone.name }) : t('pins.noZone')}
                    </span>
                    {canEdit &&
                      (confirming?.type === 'pin' && confirming.id === pin.id ? (
                        <span className="plan-buttons" role="group" aria-label={t('confirm.label', { name: pin.name })}>
                          <PlainButton type="button" label={t('confirm.delete', { name: pin.name })} onClick={() => void remove('pin', pin.id, pin.name)} autoFocus />
                          <PlainButton type="button" severity="secondary" label={t('confirm.keep')} onClick={() => setConfirming(null)} />
                        </span>
                      ) : (
                        <span className="plan-buttons">
                          <PlainButton type="button" severity="secondary" label={t('pins.edit')} aria-label={t('pins.editNamed', { name: pin.name })} onClick={() => selectPin(pin.id)} />
                          <PlainButton type="button" severity="secondary" label={t('pins.delete')} aria-label={t('pins.deleteNamed', { name: pin.name })} onClick={() => setConfirming({ type: 'pin', id: pin.id })} />
                        </span>
                      ))}
                  </li>
                );
              })}
            </ul>
          )}
        </section>

        <section aria-labelledby="plan-zones-title">
          <h2 id="plan-zones-title">{t('zones.title', { n: plan.zones.length })}</h2>
          {plan.zones.length === 0 ? (
            <p>{t('zones.empty')}</p>
          ) : (
            <ul className="plan-items">
              {plan.zones.map((zone) => (
                <li key={zone.id} className={selected?.type === 'zone' && selected.id === zone.id ? 'is-selected' : undefined}>
                  <span className="plan-item-name">{zone.name}</span>
                  <span className="plan-item-details">
                    {t('zones.corners', { n: zone.points.length, points: zone.points.map(formatPoint).join('; ') })}
                  </span>
                  <span className="plan-item-details">{zone.required_permits.length ? t('zones.permits', { list: zone.required_permits.map((p) => t(`permits.${p}`)).join(', ') }) : t('zones.noPermits')}</span>
                  {canEdit &&
                    (confirming?.type === 'zone' && confirming.id === zone.id ? (
                      <span className="plan-buttons" role="group" aria-label={t('confirm.label', { name: zone.name })}>
                        <PlainButton type="button" label={t('confirm.delete', { name: zone.name })} onClick={() => void remove('zone', zone.id, zone.name)} autoFocus />
                        <PlainButton type="button" severity="secondary" label={t('confirm.keep')} onClick={() => setConfirming(null)} />
                      </span>
                    ) : (
                      <span className="plan-buttons">
                        <PlainButton type="button" severity="secondary" label={t('zones.edit')} aria-label={t('zones.editNamed', { name: zone.name })} onClick={() => selectZone(zone.id)} />
                        <PlainButton type="button" severity="secondary" label={t('zones.delete')} aria-label={t('zones.deleteNamed', { name: zone.name })} onClick={() => setConfirming({ type: 'zone', id: zone.id })} />
                      </span>
                    ))}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
