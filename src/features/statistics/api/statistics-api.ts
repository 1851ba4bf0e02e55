import { baseApi } from '@/lib/api/base-api';
import { FIGURES_LIST, FIGURES_TAG, registerFigureSources } from '@/lib/realtime/figures-sync';
import type { RateBase } from '@/features/dashboard/public';
import type { SiteTargetInput, StatModule, StatisticsAnswer, StatisticsSettings } from '../model';

export interface StatisticsSettingsAnswer {
  settings: StatisticsSettings;
  can_edit: boolean;
  sites: { id: number; name: string; can_set_targets: boolean }[];
}
export interface SiteTargetRow extends SiteTargetInput {
  site_name: string;
  editable: boolean;
}
export interface TargetsAnswer {
  year: number;
  targets: SiteTargetRow[];
}

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
    saveStatisticsSettings: build.mutation<{ settings: StatisticsSettings }, StatisticsSettings>({
      query: (body) => ({ url: '/statistics/settings', method: 'put', data: body }),
      invalidatesTags: [{ type: 'StatisticsSettings', id: 'ONE' }],
    }),
    getTargets: build.query<TargetsAnswer, number>({
      query: (year) => ({ url: '/statistics/targets', params: { year } }),
      providesTags: [{ type: 'StatisticsTarget', id: 'LIST' }],
    }),
    saveTarget: build.mutation<TargetsAnswer, SiteTargetInput>({
      query: (body) => ({ url: '/statistics/targets', method: 'put', data: body }),
      invalidatesTags: [{ type: 'StatisticsTarget', id: 'LIST' }],
    }),
    getStatistics: build.query<StatisticsAnswer, { module: StatModule; year: number; site_id: number; base: RateBase }>({
      query: (params) => ({ url: '/statistics', params }),
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
