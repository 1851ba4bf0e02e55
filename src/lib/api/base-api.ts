import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { isAxiosError, type AxiosRequestConfig } from 'axios';
import { securedClient } from './clients';
import { dynamicMiddleware, rootReducer } from '@/lib/store/store';

export interface AxiosQueryArgs {
  url: string;
  method?: AxiosRequestConfig['method'];
  data?: unknown;
  params?: AxiosRequestConfig['params'];
  headers?: AxiosRequestConfig['headers'];
}

export interface ApiQueryError {
  status: number | 'FETCH_ERROR' | 'SESSION';
  data: unknown;
  statusText?: string;
}

/** RTK Query over the secured axios client, so every endpoint gets the session rules. */
export const axiosBaseQuery: BaseQueryFn<AxiosQueryArgs | string, unknown, ApiQueryError> = async (args, api) => {
  const { url, method = 'get', data, params, headers } = typeof args === 'string' ? { url: args } : args;
  try {
    // a forced query is a refetch after a save or a realtime change, not something the user asked for: its
    // failure does not count towards the three-failure sign-out (see interceptors)
    const result = await securedClient.request({ url, method, data, params, headers, background: api.forced === true } as AxiosRequestConfig);
    return { data: result.data };
  } catch (err) {
    if (isAxiosError(err)) {
      return {
        error: {
          status: err.response?.status ?? 'FETCH_ERROR',
          data: err.response?.data ?? err.message,
          statusText: err.response?.statusText,
        },
      };
    }
    return { error: { status: 'SESSION', data: String(err) } };
  }
};

/** The one API slice; features inject their endpoints (`baseApi.injectEndpoints`). */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery,
  // tags of entities every module shares; a feature adds its own (`baseApi.enhanceEndpoints({ addTagTypes })`)
  tagTypes: ['Profile', 'User', 'Site', 'Role'],
  endpoints: () => ({}),
});

// Registers the cache and its middleware with every store (see LazyLoadedSlices in app/store.ts).
rootReducer.inject(baseApi);
dynamicMiddleware.addMiddleware(baseApi.middleware);
