import { baseApi } from '@/lib/api/base-api';
import { registerRealtimeCollection } from '@/lib/realtime/rtk-sync';
import { PROBE_PER_PAGE, type ProbeItem, type ProbeList } from '../model';

const named = (p: ProbeItem) => ({ ...p, number: p.name });

export const probeApi = baseApi.enhanceEndpoints({ addTagTypes: ['ProbeItem'] }).injectEndpoints({
  endpoints: (build) => ({
    getProbeItems: build.query<ProbeList, { page: number }>({
      query: ({ page }) => ({ url: '/probe_items', params: { page, per_page: PROBE_PER_PAGE } }),
      transformResponse: (r: ProbeList) => ({ ...r, probe_items: r.probe_items.map(named) }),
      providesTags: [{ type: 'ProbeItem', id: 'LIST' }],
    }),
    getProbeItem: build.query<ProbeItem, number>({ query: (id) => ({ url: `/probe_items/${id}` }), transformResponse: named }),
    createProbeItem: build.mutation<ProbeItem, { name: string }>({
      query: (data) => ({ url: '/probe_items', method: 'post', data }),
      transformResponse: named,
      invalidatesTags: ['ProbeItem'],
    }),
  }),
});

registerRealtimeCollection(baseApi, 'probe_items', { tag: 'ProbeItem', onCreate: 'invalidate' });

export const { useGetProbeItemsQuery, useGetProbeItemQuery, useCreateProbeItemMutation } = probeApi;
