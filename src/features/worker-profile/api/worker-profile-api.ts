import { baseApi } from '@/lib/api/base-api';
import type { components } from '@/lib/api/generated/openapi';
import type { WorkerProfileSetting } from '../model';

/** Beyond SPEC §7 (which names no call for it): GET and PUT /worker_profile_setting. */
export const workerProfileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getWorkerProfileSetting: build.query<WorkerProfileSetting, void>({
      query: () => ({ url: '/worker_profile_setting' }),
    }),
    saveWorkerProfileSetting: build.mutation<WorkerProfileSetting, components['schemas']['WorkerProfileSettingInput']>({
      query: (data) => ({ url: '/worker_profile_setting', method: 'put', data }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(workerProfileApi.util.upsertQueryData('getWorkerProfileSetting', undefined, data));
        } catch {
          // a refused save keeps the form as typed
        }
      },
    }),
  }),
});

export const { useGetWorkerProfileSettingQuery, useSaveWorkerProfileSettingMutation } = workerProfileApi;
