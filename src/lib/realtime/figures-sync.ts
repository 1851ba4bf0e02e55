/**
 * Live figures (issue 26): the computed figures of the dashboard, statistics, reports and OSHA logs are answers the
 * server derives from many collections, so no row can be patched into them. Each of those queries provides
 * `{ type: FIGURES_TAG, id: 'LIST' }`; a realtime `db_action` on any collection they are computed from refetches them —
 * whether or not the module's own register (and its realtime registration) has been loaded in this page.
 */
import type { baseApi } from '@/lib/api/base-api';
import { registerRealtimeCollection } from './rtk-sync';

/** the tag of every computed figure */
export const FIGURES_TAG = 'Figures' as const;
export const FIGURES_LIST = { type: FIGURES_TAG, id: 'LIST' } as const;

/** the collections the figures are computed from (records, site manpower and working days, sites, targets) */
export const FIGURE_SOURCES = ['incidents', 'observations', 'actions', 'audits', 'hira_records', 'permits', 'manpower', 'working_days', 'sites', 'site_targets'] as const;

let registered = false;

/** Registers the sources once (each figures API calls it; the first call wins). */
export function registerFigureSources(api: typeof baseApi): void {
  if (registered) return;
  registered = true;
  for (const collection of FIGURE_SOURCES) registerRealtimeCollection(api, collection, { tag: FIGURES_TAG, refetch: true });
}
