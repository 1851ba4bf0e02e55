import { baseApi } from '@/lib/api/base-api';
import type { QueryOf } from '@/lib/api/contract';
import { FIGURES_LIST, FIGURES_TAG, registerFigureSources } from '@/lib/realtime/figures-sync';
import type { Osha300Answer, Osha300aAnswer, Osha301Answer } from '../model/osha';

/** a log's year and site: documented query parameters of GET /osha/300 and /osha/300a */
export type LogArgs = Required<Pick<QueryOf<'/osha/300', 'get'> & QueryOf<'/osha/300a', 'get'>, 'year' | 'site_id'>>;

/**
 * The OSHA forms (beyond SPEC; src/mocks/handlers/osha-logs/). Computed by the server from the incidents; the answers
 * provide the Incident LIST tag, so a saved incident (or a realtime change) refetches the log.
 */
export const oshaApi = baseApi.enhanceEndpoints({ addTagTypes: ['Incident', 'Site', FIGURES_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    getOsha300: build.query<Osha300Answer, LogArgs>({
      query: (params) => ({ url: '/osha/300', params: params satisfies QueryOf<'/osha/300', 'get'> }),
      providesTags: [{ type: 'Incident', id: 'LIST' }, FIGURES_LIST],
    }),
    getOsha300a: build.query<Osha300aAnswer, LogArgs>({
      query: (params) => ({ url: '/osha/300a', params: params satisfies QueryOf<'/osha/300a', 'get'> }),
      providesTags: [{ type: 'Incident', id: 'LIST' }, { type: 'Site', id: 'LIST' }, FIGURES_LIST],
    }),
    getOsha301: build.query<Osha301Answer, { incident: number; victim: number }>({
      query: ({ incident, victim }) => ({ url: `/osha/301/${incident}`, params: { victim } satisfies QueryOf<'/osha/301/{incidentId}', 'get'> }),
      providesTags: (_r, _e, a) => [{ type: 'Incident', id: a.incident }],
    }),
  }),
});

// an incident or the manpower changed in another page (realtime) refetches the forms, live
registerFigureSources(baseApi);

export const { useGetOsha300Query, useGetOsha300aQuery, useGetOsha301Query } = oshaApi;
