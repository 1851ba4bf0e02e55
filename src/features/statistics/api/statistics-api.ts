import { baseApi } from '@/lib/api/base-api';
import type { OnlyDocumented, QueryOf } from '@/lib/api/contract';
import type { components } from '@/lib/api/generated/openapi';
import { FIGURES_LIST, FIGURES_TAG, registerFigureSources } from '@/lib/realtime/figures-sync';
import type { RateBase } from '@/features/dashboard/public';
import type { SiteTargetInput, StatModule, StatisticsAnswer, StatisticsSettings } from '../model';

type Schemas = components['schemas'];

/** GET /statistics/settings: `StatisticsSettingsAnswer` of api/openapi.yaml */
export type StatisticsSettingsAnswer = Schemas['StatisticsSettingsAnswer'];
/** a site's targets of one year as listed, with its name and whether the user may set them (`StatisticsTargetRow`) */
export type SiteTargetRow = Schemas['StatisticsTargetRow'];
/** GET and PUT /statistics/targets (`StatisticsTargets`) */
export type TargetsAnswer = Schemas['StatisticsTargets'];

/**
 * GET/PUT /statistics/settings, GET/PUT /statistics/targets, GET /statistics. The figures provide the modules' LIST
 * tags (a save anywhere refetches them) and the settings' and targets' tags (a saved target moves the gap).
 */
export const statisticsApi = baseApi.enhanceEndpoints({ addTagTypes: ['StatisticsSettings', 'StatisticsTarget', 'Observation', 'Incident', 'Action', 'Audit', 'HIRA', 'Site', FIGURES_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    getStatisticsSettings: build.query<StatisticsSettingsAnswer, void>({
      query: () => ({ url: '/statistics/settings' }),
      providesTags: [{ type: 'StatisticsSettings', id: 'ONE' }, { type: 'Site', id: 'LIST' }],
    }),
    saveStatisticsSettings: build.mutation<Schemas['StatisticsSettingsSaved'], StatisticsSettings>({
      query: (body) => ({ url: '/statistics/settings', method: 'put', data: body }),
      invalidatesTags: [{ type: 'StatisticsSettings', id: 'ONE' }],
    }),
    getTargets: build.query<TargetsAnswer, number>({
      query: (year) => ({ url: '/statistics/targets', params: { year } satisfies QueryOf<'/statistics/targets', 'get'> }),
      providesTags: [{ type: 'StatisticsTarget', id: 'LIST' }],
    }),
    saveTarget: build.mutation<TargetsAnswer, SiteTargetInput>({
      query: (body) => ({ url: '/statistics/targets', method: 'put', data: body }),
      invalidatesTags: [{ type: 'StatisticsTarget', id: 'LIST' }],
    }),
    getStatistics: build.query<StatisticsAnswer, { module: StatModule; year: number; site_id: number; base: RateBase } & QueryOf<'/statistics', 'get'>>({
      query: (params) => ({ url: '/statistics', params: params satisfies OnlyDocumented<typeof params, QueryOf<'/statistics', 'get'>> }),
      providesTags: [
        { type: 'StatisticsSettings', id: 'ONE' },
        { type: 'StatisticsTarget', id: 'LIST' },
        { type: 'Observation', id: 'LIST' },
        { type: 'Incident', id: 'LIST' },
        { type: 'Action', id: 'LIST' },
        { type: 'Audit', id: 'LIST' },
        { type: 'HIRA', id: 'LIST' },
        FIGURES_LIST,
      ],
    }),
  }),
});

// a record changed in another page (realtime) refetches the figures, live
registerFigureSources(baseApi);

export const { useGetStatisticsSettingsQuery, useSaveStatisticsSettingsMutation, useGetTargetsQuery, useSaveTargetMutation, useGetStatisticsQuery } = statisticsApi;
