import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { freshStore } from '@/testing/render-app';
import { baseApi } from '../base-api';
import { securedClient } from '../clients';

const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<{ ok: boolean }, void>({ query: () => ({ url: '/probe' }), providesTags: [{ type: 'Profile', id: 'PROBE' }] }),
  }),
});

describe('requests the app makes by itself are marked as background', () => {
  it('a query the user opens is not; its refetch after an invalidation is', async () => {
    server.use(http.get('*/api/probe', () => HttpResponse.json({ ok: true })));
    const seen: boolean[] = [];
    const id = securedClient.interceptors.request.use((config) => {
      if (config.url === '/probe') seen.push(!!(config as { background?: boolean }).background);
      return config;
    });
    try {
      const { store } = await freshStore('hod@acme.test');
      const sub = store.dispatch(probeApi.endpoints.probe.initiate());
      await sub.unwrap();
      store.dispatch(baseApi.util.invalidateTags([{ type: 'Profile', id: 'PROBE' }]));
      await vi.waitFor(() => expect(seen).toEqual([false, true]));
      sub.unsubscribe();
    } finally {
      securedClient.interceptors.request.eject(id);
    }
  });
});
