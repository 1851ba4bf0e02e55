import { HEADERS } from '@/config/constants';
import type { QueryOf } from '@/lib/api/contract';
import { baseApi } from '@/lib/api/base-api';
import { compactParams } from '@/lib/api/query-params';
import { displayStatusTab, matchesArgs, registerRealtimeCollection } from '@/lib/realtime/rtk-sync';
import type { components } from '@/lib/api/generated/openapi';
import type {
  IncidentFormData,
  IncidentInput,
  IncidentListResponse,
  IncidentRecord,
  IncidentStepPatch,
  Lesson,
  RootCauseSetting,
} from '../model';

/** the list filters (SPEC §2 incident list); GET /v2/incidents, period_status_counts and /incidents take them all */
/**
 * The register's filters: documented query parameters of GET /v2/incidents/period_status_counts (and of the list and
 * GET /incidents). `tab` open = every stored status but closed; closed = closed (ignored by the counts, which answer
 * both tabs); `pending_rating` 1 = only incidents whose rating is pending.
 */
export type IncidentFilters = Pick<
  QueryOf<'/v2/incidents/period_status_counts', 'get'>,
  'tab' | 'status' | 'type' | 'category' | 'site_id' | 'severity' | 'likelihood' | 'pending_rating' | 'from' | 'to' | 'search' | 'sort' | 'order'
>;

export type IncidentListArgs = IncidentFilters & Required<Pick<QueryOf<'/v2/incidents', 'get'>, 'page'>>;

/** GET /v2/incidents/period_status_counts: per displayed status, per tab, per classification cell and the pending ratings */
export type IncidentCountsResponse = components['schemas']['IncidentCounts'];

/** a chosen root-cause category with the names above it (GET /incidents/{id}/root_causes) */
export type RootCauseWithPath = components['schemas']['IncidentRootCauseWithPath'];

/** POST /lfi_lesson (`IncidentLessonInput` of api/openapi.yaml; the form sends every field) */
export type LessonInput = Pick<Lesson, 'incident_id' | 'title' | 'lesson' | 'incident_images' | 'inc_act_images' | 'published'>;

const cleanParams = (params: object) => compactParams(params, 'all', 0);

const LIST = { type: 'Incident' as const, id: 'LIST' };

// its own cache tags, and the tags of other modules' records it changes
export const incidentsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Incident', 'RootCause', 'Lesson', 'Action'] }).injectEndpoints({
  endpoints: (build) => ({
    getIncidents: build.query<IncidentListResponse, IncidentListArgs>({
      query: (params) => ({ url: '/v2/incidents', params: cleanParams(params satisfies QueryOf<'/v2/incidents', 'get'>) }),
      providesTags: (result) => [LIST, ...(result?.incidents ?? []).map((i) => ({ type: 'Incident' as const, id: i.id }))],
    }),
    getIncidentCounts: build.query<IncidentCountsResponse, IncidentFilters>({
      query: (params) => ({ url: '/v2/incidents/period_status_counts', params: cleanParams(params satisfies QueryOf<'/v2/incidents/period_status_counts', 'get'>) }),
      providesTags: [LIST, { type: 'Incident', id: 'COUNTS' }],
    }),
    /** every match (no paging) for the Excel export and the print preview; 422 above 250 rows */
    getAllIncidents: build.query<components['schemas']['IncidentExport'], IncidentFilters>({
      query: (params) => ({ url: '/incidents', params: cleanParams(params satisfies QueryOf<'/incidents', 'get'>) }),
      providesTags: [LIST],
    }),
    getIncident: build.query<IncidentRecord, number>({
      query: (id) => ({ url: `/incidents/${id}` }),
      providesTags: (_r, _e, id) => [{ type: 'Incident', id }],
    }),
    getIncidentFormData: build.query<IncidentFormData, void>({
      query: () => ({ url: '/incidents/incident_data' }),
      // lists the tenant's sites: a site saved in Settings > Sites invalidates it
      providesTags: [{ type: 'Site', id: 'LIST' }],
    }),
    /** `idempotencyKey`: sent as the Idempotency-Key header (the offline queue sends the same report again with it) */
    createIncident: build.mutation<IncidentRecord, IncidentInput & { idempotencyKey?: string }>({
      query: ({ idempotencyKey, ...data }) => ({ url: '/incidents', method: 'post', data, headers: idempotencyKey ? { [HEADERS.idempotencyKey]: idempotencyKey } : undefined }),
      invalidatesTags: [LIST],
    }),
    /** any investigation step: `{ id, step: 'team', team: {...} }` etc. (see IncidentStepPatch) */
    updateIncident: build.mutation<IncidentRecord, { id: number } & IncidentStepPatch>({
      query: ({ id, ...data }) => ({ url: `/incidents/${id}`, method: 'patch', data }),
      // The steps page lets a step open by the record it holds: it gets the saved one before the next step opens.
      // The refetch of what a save invalidates waits until no other request runs, and meanwhile the page sent the
      // user back a step (a CI journey; investigation.test.tsx).
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(incidentsApi.util.updateQueryData('getIncident', id, () => data));
        } catch {
          // the step shows the error
        }
      },
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Incident', id }, LIST, { type: 'Action', id: 'LIST' }, { type: 'RootCause', id: `incident-${id}` }],
    }),
    getIncidentRootCauses: build.query<components['schemas']['IncidentRootCauseList'], number>({
      query: (id) => ({ url: `/incidents/${id}/root_causes` }),
      providesTags: (_r, _e, id) => [{ type: 'RootCause', id: `incident-${id}` }, { type: 'RootCause', id: 'LIST' }],
    }),
    getRootCauseSettings: build.query<components['schemas']['IncidentRootCauseSettingList'], void>({
      query: () => ({ url: '/root_cause_settings' }),
      providesTags: [{ type: 'RootCause', id: 'LIST' }],
    }),
    createRootCauseSetting: build.mutation<RootCauseSetting, components['schemas']['IncidentRootCauseSettingInput']>({
      query: (data) => ({ url: '/root_cause_settings', method: 'post', data }),
      invalidatesTags: [{ type: 'RootCause', id: 'LIST' }],
    }),
    updateRootCauseSetting: build.mutation<RootCauseSetting, { id: number } & components['schemas']['IncidentRootCauseSettingPatch']>({
      query: ({ id, ...data }) => ({ url: `/root_cause_settings/${id}`, method: 'patch', data }),
      invalidatesTags: [{ type: 'RootCause', id: 'LIST' }],
    }),
    getRootCauseParentListing: build.query<components['schemas']['IncidentRootCauseParentListing'], number>({
      query: (id) => ({ url: `/root_cause_settings/${id}/root_cause_parent_listing` }),
      providesTags: [{ type: 'RootCause', id: 'LIST' }],
    }),
    getLessons: build.query<components['schemas']['IncidentLessonList'], Pick<QueryOf<'/lfi_lesson', 'get'>, 'incident_id' | 'search'>>({
      query: (params) => ({ url: '/lfi_lesson', params: cleanParams(params satisfies QueryOf<'/lfi_lesson', 'get'>) }),
      providesTags: (result) => [{ type: 'Lesson', id: 'LIST' }, ...(result?.lessons ?? []).map((l) => ({ type: 'Lesson' as const, id: l.id }))],
    }),
    createLesson: build.mutation<Lesson, LessonInput>({
      query: (data) => ({ url: '/lfi_lesson', method: 'post', data }),
      invalidatesTags: [{ type: 'Lesson', id: 'LIST' }],
    }),
    updateLesson: build.mutation<Lesson, { id: number } & components['schemas']['IncidentLessonPatch']>({
      query: ({ id, ...data }) => ({ url: `/lfi_lesson/${id}`, method: 'patch', data }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Lesson', id: 'LIST' }, { type: 'Lesson', id }],
    }),
  }),
});

export const {
  useGetIncidentsQuery,
  useGetIncidentCountsQuery,
  useGetAllIncidentsQuery,
  useLazyGetAllIncidentsQuery,
  useGetIncidentQuery,
  useGetIncidentFormDataQuery,
  useCreateIncidentMutation,
  useUpdateIncidentMutation,
  useGetIncidentRootCausesQuery,
  useGetRootCauseSettingsQuery,
  useCreateRootCauseSettingMutation,
  useUpdateRootCauseSettingMutation,
  useGetRootCauseParentListingQuery,
  useGetLessonsQuery,
  useCreateLessonMutation,
  useUpdateLessonMutation,
} = incidentsApi;

registerRealtimeCollection(baseApi, 'incidents', {
  tag: 'Incident',
  lists: [
    {
      endpoint: 'getIncidents',
      rows: (data) => (data as IncidentListResponse | undefined)?.incidents,
      // the open tab is every stored status but closed
      matches: matchesArgs(
        ['type', 'category', 'site_id', 'severity', 'likelihood'],
        (a, row) => (a.tab === 'closed' ? row.status === 'closed' : a.tab === 'open' ? row.status !== 'closed' : true) && displayStatusTab(a, row),
      ),
    },
  ],
  detail: { endpoint: 'getIncident' },
  onCreate: 'invalidate',
  counts: true,
});
