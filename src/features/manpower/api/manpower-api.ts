import { baseApi } from '@/lib/api/base-api';
import type { QueryOf } from '@/lib/api/contract';
import { FIGURES_LIST, FIGURES_TAG } from '@/lib/realtime/figures-sync';
import type { ManpowerInput, ManpowerYear } from '../model';

/**
 * Beyond SPEC §7 (which names no manpower call): GET /manpower?year=… and PUT /manpower. The answer of a save is the
 * year as stored, written straight into the cache.
 */
export const manpowerApi = baseApi.enhanceEndpoints({ addTagTypes: [FIGURES_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    getManpower: build.query<ManpowerYear, number>({
      query: (year) => ({ url: '/manpower', params: { year } satisfies QueryOf<'/manpower', 'get'> }),
      providesTags: [{ type: 'Site', id: 'MANPOWER' }],
    }),
    saveManpower: build.mutation<ManpowerYear, ManpowerInput>({
      query: (data) => ({ url: '/manpower', method: 'put', data }),
      // the rates and the OSHA 300A divide by these hours
      invalidatesTags: [FIGURES_LIST],
      async onQueryStarted({ year }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(manpowerApi.util.upsertQueryData('getManpower', year, data));
        } catch {
          // a refused save keeps the cache (and the grid keeps what was typed)
        }
      },
    }),
  }),
});

export const { useGetManpowerQuery, useSaveManpowerMutation } = manpowerApi;
