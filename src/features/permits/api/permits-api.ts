import { baseApi } from '@/lib/api/base-api';
import type { BeforeCompact, QueryOf } from '@/lib/api/contract';
import { compactParams } from '@/lib/api/query-params';
import { registerRealtimeCollection } from '@/lib/realtime/rtk-sync';
import type { components } from '@/lib/api/generated/openapi';
import type { PermitType } from '@/features/site-plans/public';
import { matchesPermitFilters, type PermitListArgs } from '../model/filters';
import type { PermitActionInput, PermitDetail, PermitInput, PermitListResponse, PermitSummary, PermitWorker, RecentWorker } from '../model/types';

/** GET /permits/clashes: the clashes a permit being written would have (the form shows them live) */
type ClashQuery = QueryOf<'/permits/clashes', 'get'>;
export type PermitClashArgs = Required<Pick<ClashQuery, 'start_at' | 'end_at' | 'site_id'>> &
  BeforeCompact<Pick<ClashQuery, 'zone_id' | 'pin_id' | 'permit_type' | 'exclude_id'>> & {
    isolation_pin_ids?: readonly number[];
    permit_type?: PermitType | null;
    /** the permit itself when editing */
    exclude_id?: number | null;
  };

/**
 * The permit lifecycle's endpoints (features/permits/README.md; SPEC §7 "Permits"): the register / board, one permit,
 * create / edit (draft or request), the lifecycle actions, clone, send draft, clashes, recent workers, the map.
 * Tags: 'Permit' (LIST + ids); a realtime `db_action` on `permits` patches cached lists and the open permit.
 */
export const permitsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Permit'] }).injectEndpoints({
  endpoints: (build) => ({
    getPermits: build.query<PermitListResponse, PermitListArgs>({
      query: (args) => ({ url: '/permits', params: compactParams(args satisfies QueryOf<'/permits', 'get'>, 'all') }),
      providesTags: (result) => [{ type: 'Permit', id: 'LIST' }, { type: 'Permit', id: 'COUNTS' }, ...(result?.permits ?? []).map((p) => ({ type: 'Permit' as const, id: p.id }))],
    }),
    getPermit: build.query<PermitDetail, number>({
      query: (id) => ({ url: `/permits/${id}` }),
      providesTags: (_r, _e, id) => [{ type: 'Permit', id }],
    }),
    createPermit: build.mutation<PermitDetail, { permit: PermitInput; submit: boolean }>({
      query: (data) => ({ url: '/permits', method: 'post', data }),
      invalidatesTags: [{ type: 'Permit', id: 'LIST' }],
    }),
    updatePermit: build.mutation<PermitDetail, { id: number; permit: Partial<PermitInput>; submit: boolean }>({
      query: ({ id, ...data }) => ({ url: `/permits/${id}`, method: 'patch', data }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Permit', id: 'LIST' }, { type: 'Permit', id }],
    }),
    permitAction: build.mutation<PermitDetail, { id: number } & PermitActionInput>({
      query: ({ id, ...data }) => ({ url: `/permits/${id}/actions`, method: 'post', data }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Permit', id: 'LIST' }, { type: 'Permit', id }],
    }),
    /** a new draft from a permit (the hazard and gas sections are left to answer again) */
    clonePermit: build.mutation<PermitDetail, number>({
      query: (id) => ({ url: `/permits/${id}/clone`, method: 'post', data: {} }),
      invalidatesTags: [{ type: 'Permit', id: 'LIST' }],
    }),
    /** SPEC §7 POST /permit_form_questions/{id}/permit_request_send_draft: share a draft with one user */
    sendPermitDraft: build.mutation<PermitDetail, { id: number } & components['schemas']['PermitSendDraft']>({
      query: ({ id, ...data }) => ({ url: `/permit_form_questions/${id}/permit_request_send_draft`, method: 'post', data }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Permit', id: 'LIST' }, { type: 'Permit', id }],
    }),
    getPermitClashes: build.query<components['schemas']['PermitClashList'], PermitClashArgs>({
      query: ({ isolation_pin_ids, ...rest }) => ({ url: '/permits/clashes', params: compactParams({ ...rest, isolation_pin_ids: isolation_pin_ids?.length ? isolation_pin_ids.join(',') : undefined } satisfies BeforeCompact<ClashQuery>) }),
      providesTags: [{ type: 'Permit', id: 'LIST' }],
    }),
    /**
     * SPEC §7 GET /v1/work_profile/find_recent_workers: the tenant's last 20 distinct workers, then the active
     * contractors' workers with their eligibility (issue 27), merged into one list
     */
    getRecentWorkers: build.query<{ workers: RecentWorker[] }, void>({
      query: () => ({ url: '/v1/work_profile/find_recent_workers' }),
      transformResponse: (r: components['schemas']['PermitRecentWorkers']) => {
        const offers = (r.contractor_workers ?? []).map((o): RecentWorker => ({ ...o.worker, ineligible: o.reason }));
        const same = (a: PermitWorker, b: PermitWorker) => a.name.trim().toLowerCase() === b.name.trim().toLowerCase() && a.id_number === b.id_number;
        // a recent worker who is a contractor's worker carries their eligibility today; the other contractor workers follow
        const recent = r.workers.map((w): RecentWorker => offers.find((o) => same(o, w)) ?? w);
        return { workers: [...recent, ...offers.filter((o) => !recent.some((w) => same(o, w)))] };
      },
      providesTags: [{ type: 'Permit', id: 'LIST' }],
    }),
    /** the open permits of a site with their location (the map view) */
    getPermitMap: build.query<components['schemas']['PermitMapList'], number>({
      query: (siteId) => ({ url: '/permits/map', params: { site_id: siteId } satisfies QueryOf<'/permits/map', 'get'> }),
      providesTags: [{ type: 'Permit', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetPermitsQuery,
  useGetPermitQuery,
  useCreatePermitMutation,
  useUpdatePermitMutation,
  usePermitActionMutation,
  useClonePermitMutation,
  useSendPermitDraftMutation,
  useGetPermitClashesQuery,
  useGetRecentWorkersQuery,
  useGetPermitMapQuery,
} = permitsApi;

// realtime: a permit changed elsewhere is patched in the cached lists (and leaves a list whose filters it no longer
// matches; the counts come with the list, which is then refetched) and in its open summary; a new one refetches
registerRealtimeCollection(baseApi, 'permits', {
  tag: 'Permit',
  lists: [{ endpoint: 'getPermits', rows: (data) => (data as PermitListResponse).permits, matches: (args, row) => matchesPermitFilters(row as unknown as PermitSummary, (args ?? {}) as PermitListArgs) }],
  detail: { endpoint: 'getPermit' },
  // the board's per-column counts come with the list: any change refetches it (after the instant patch)
  counts: true,
});
