import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { centroid } from '@/features/site-plans/public';
import { clashesById, type PlanGeometry } from '../model/clash';
import type { PermitClash, PermitSummary } from '../model/types';
import { holderText } from '../components/views/permit-card';
import { useGetPermitMapQuery } from '../api/permits-api';
import { useGetPermitMapPlanQuery, useGetPermitViewOptionsQuery, type MapPlan } from '../api/permit-views-api';
import { PermitMap } from '../components/views/permit-map';
import type { MapMarker } from '../components/views/leaflet-permit-map';
import { statusBadge, usePermitViewLabels, type PermitViewLabels } from '../components/views/labels';
import '@/components/list/module.css';
import '../components/views/views.css';
import { useListState } from '@/components/list/list-state';

const SITE_KEY = ['site_id'] as const;

/** where a permit goes on the plan: its pin, else around its zone's centroid; several at one spot are spread on a small ring */
function markersOf(permits: readonly PermitSummary[], plan: MapPlan, clashes: ReadonlyMap<number, PermitClash[]>): MapMarker[] {
  const taken = new Map<string, number>();
  const out: MapMarker[] = [];
  for (const p of permits) {
    const pin = p.location.pin_id != null ? plan.pins.find((x) => x.id === p.location.pin_id) : undefined;
    const zone = p.location.zone_id != null ? plan.zones.find((z) => z.id === p.location.zone_id) : undefined;
    const at = pin ? { x: pin.x, y: pin.y } : zone ? centroid(zone.points) : null;
    if (!at) continue;
    const key = `${Math.round(at.x)},${Math.round(at.y)}`;
    const n = taken.get(key) ?? 0;
    taken.set(key, n + 1);
    // a zone's centre carries its name: its permits stand on a ring around it, beside the label
    const ring = pin ? (n === 0 ? 0 : 14) : 34;
    const turn = pin ? n * 1.2 : (n * Math.PI) / 4 - Math.PI / 2;
    const point = ring === 0 ? at : { x: at.x + ring * Math.cos(turn), y: at.y + ring * Math.sin(turn) };
    const kind = (clashes.get(p.id) ?? []).length > 0 ? 'clash' : p.display_status === 'overdue' ? 'overdue' : 'open';
    out.push({ id: p.id, point, label: `${p.number} · ${p.title}`, kind });
  }
  return out;
}

function placeOf(p: PermitSummary, plan: MapPlan | undefined, L: PermitViewLabels): string {
  const zone = plan?.zones.find((z) => z.id === p.location.zone_id)?.name;
  const pin = plan?.pins.find((x) => x.id === p.location.pin_id)?.name;
  const parts = [zone && L.t('map.zone', { name: zone }), pin && L.t('map.pin', { name: pin })].filter(Boolean);
  return parts.length ? parts.join(' · ') : L.t('map.noPlace');
}

/**
 * /permits/map-view (Permit create): a site chooser, the site plan (leaflet, lazy) with a marker per open permit at
 * its pin or zone centroid, clashing permits flagged (orange) and overdue ones (red), a legend, and the same permits
 * as a list beside the map (the keyboard and screen-reader way: each with its clashes and a "Show on the map"). The
 * chosen site is in the URL (`useListState`: back returns to the site before).
 */
export default function MapViewPage() {
  const L = usePermitViewLabels();
  const { t } = L;
  const { filters, setFilter } = useListState<{ site_id?: number }>({ base: '/permits/map-view', filterKeys: SITE_KEY, defaultSort: '' });
  const options = useGetPermitViewOptionsQuery();
  const sites = options.data?.sites ?? [];
  const siteId = filters.site_id || sites.find((s) => s.has_plan)?.id || sites[0]?.id || 0;
  const plan = useGetPermitMapPlanQuery(siteId, { skip: !siteId });
  const permits = useGetPermitMapQuery(siteId, { skip: !siteId });
  const [selected, setSelected] = useState<number | null>(null);

  const rows = useMemo(() => permits.data?.permits ?? [], [permits.data]);
  const clashes = useMemo(() => {
    if (!plan.data) return new Map<number, PermitClash[]>();
    const geometry = new Map<number, PlanGeometry>([[siteId, { zones: plan.data.zones, pins: plan.data.pins }]]);
    return clashesById(rows, geometry);
  }, [rows, plan.data, siteId]);
  const mapState = useMemo(() => ({ zones: plan.data?.zones ?? [], markers: plan.data ? markersOf(rows, plan.data, clashes) : [], selected }), [plan.data, rows, clashes, selected]);
  const clashing = rows.filter((p) => (clashes.get(p.id) ?? []).length > 0).length;
  const numberOf = (id: number) => rows.find((p) => p.id === id)?.number ?? `#${id}`;

  return (
    <div className="module-page">
      <div className="module-head">
        <h1>{t('map.title')}</h1>
        <span className="permit-views-head">
          <Link to="/permits">{t('links.board')}</Link>
        </span>
      </div>
      <div className="panel">
        <div className="field" style={{ maxWidth: '24rem' }}>
          <label htmlFor="permit-map-site">{t('map.site')}</label>
          <select
            id="permit-map-site"
            className="native-input"
            value={siteId || ''}
            onChange={(e) => {
              setSelected(null);
              setFilter('site_id', e.target.value ? Number(e.target.value) : undefined);
            }}
          >
            {sites.length === 0 && <option value="">{t('map.noSites')}</option>}
            {sites.map((s) => (
              <option key={s.id} value={s.id}>
                {s.has_plan ? s.name : t('map.siteNoPlan', { name: s.name })}
              </option>
            ))}
          </select>
        </div>
        {options.isError || plan.isError || permits.isError ? (
          <p role="alert">{t('loadFailed')}</p>
        ) : !plan.data || !permits.data ? (
          siteId ? <p aria-busy="true">{t('loading')}</p> : null
        ) : (
          <>
            <p role="status">{t('map.summary', { count: rows.length, clashing })}</p>
            <div className="permit-map-layout">
              <div>
                {plan.data.image ? (
                  <PermitMap image={plan.data.image} state={mapState} label={t('map.mapLabel', { site: plan.data.site.name })} unavailable={t('map.unavailable')} failed={t('map.loadFailed')} onSelect={setSelected} zoom={{ zoomIn: t('map.zoomIn'), zoomOut: t('map.zoomOut') }} />
                ) : (
                  <p className="permit-map-note">{t('map.noPlan')}</p>
                )}
                <ul className="permit-legend" aria-label={t('map.legend')}>
                  <li>
                    <span className="swatch swatch-open" aria-hidden="true" /> {t('map.legendOpen')}
                  </li>
                  <li>
                    <span className="swatch swatch-clash" aria-hidden="true" /> {t('map.legendClash')}
                  </li>
                  <li>
                    <span className="swatch swatch-overdue" aria-hidden="true" /> {t('map.legendOverdue')}
                  </li>
                  <li>
                    <span className="swatch swatch-zone" aria-hidden="true" /> {t('map.legendZone')}
                  </li>
                </ul>
              </div>
              <section aria-labelledby="permit-map-list-title">
                <h2 id="permit-map-list-title">{t('map.listTitle', { count: rows.length })}</h2>
                {rows.length === 0 ? (
                  <p>{t('map.none')}</p>
                ) : (
                  <ul className="permit-map-list">
                    {rows.map((p) => {
                      const own = clashes.get(p.id) ?? [];
                      return (
                        <li key={p.id} className={`${selected === p.id ? 'is-selected' : ''}${own.length ? ' is-clashing' : ''}`} data-permit-id={p.id}>
                          <Link to={`/permit/${p.id}/summary`}>{`${p.number} · ${p.title}`}</Link>
                          <span>{placeOf(p, plan.data, L)}</span>
                          <span>{L.window(p.start_at, p.end_at)}</span>
                          {holderText(p, L) && <span>{holderText(p, L)}</span>}
                          <span className="permit-flags">
                            <span className={`badge badge-${statusBadge(p.display_status)}`}>{L.status(p.display_status)}</span>
                            {p.permit_type && <span className="badge badge-closed">{L.permitType(p.permit_type)}</span>}
                          </span>
                          {own.length > 0 && (
                            <ul aria-label={t('map.clashesOf', { number: p.number })}>
                              {own.map((c) => (
                                <li key={c.other_permit_id} style={{ border: 0, padding: 0 }}>
                                  <span className="badge badge-clash">
                                    <i className="pi pi-exclamation-triangle" aria-hidden="true" /> {t('clash.label')}
                                  </span>{' '}
                                  {t('clash.with', { number: numberOf(c.other_permit_id), kinds: c.kinds.map(L.clashKind).join(', ') })}
                                  {c.acknowledged && ` (${t('clash.acknowledged')})`}
                                </li>
                              ))}
                            </ul>
                          )}
                          {plan.data?.image && (
                            <button type="button" className="p-button p-button-text p-button-sm" aria-pressed={selected === p.id} onClick={() => setSelected(selected === p.id ? null : p.id)}>
                              {t('map.showOnMap', { number: p.number })}
                            </button>
                          )}
                        </li>
                      );
                    })}
                  </ul>
                )}
              </section>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
