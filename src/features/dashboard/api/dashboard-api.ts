import { baseApi } from '@/lib/api/base-api';
import type { QueryOf, QueryText } from '@/lib/api/contract';
import type { components } from '@/lib/api/generated/openapi';
import { FIGURES_LIST, FIGURES_TAG, registerFigureSources } from '@/lib/realtime/figures-sync';
import type { DashModule, DashboardAnswer } from '../model/figures';
import type { DashboardQuery } from '../model/indicators';

/** GET /dashboards/settings (SPEC §3 "Dashboard settings"): `DashboardSettings` of api/openapi.yaml */
export type DashboardSettings = components['schemas']['DashboardSettings'];

/** one record behind a figure (GET /dashboards/records): `DashboardDrillRecord` */
export type DrillRecord = components['schemas']['DashboardDrillRecord'];

/** the SPEC §7 dashboard endpoints this page reads, by tab */
export const SECTION_ENDPOINTS = {
  observations: ['leading_indicators', 'safety_champions'],
  incidents: ['lagging_indicators', 'safety_pyramids', 'root_causes'],
  actions: ['action_summaries', 'action_aging_analyses_reports', 'closure_reports'],
  audits: ['audit_summaries'],
  hira: ['hira_summaries'],
  permits: ['permit_summaries'],
} as const satisfies Record<DashModule, readonly string[]>;
export type SectionEndpoint = (typeof SECTION_ENDPOINTS)[DashModule][number];

const TAG = { observations: 'Observation', incidents: 'Incident', actions: 'Action', audits: 'Audit', hira: 'HIRA', permits: 'Permit' } as const satisfies Record<DashModule, string>;

/**
 * The dashboard's reads. Every figure is computed by the server from the records; the answers provide the modules'
 * LIST tags, so a save anywhere (or a realtime change) refetches the figures.
 */
export const dashboardApi = baseApi.enhanceEndpoints({ addTagTypes: ['Action', 'Incident', 'Observation', 'Site', 'Audit', 'HIRA', 'StatisticsTarget', 'Permit', FIGURES_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    getDashboardSettings: build.query<DashboardSettings, void>({
      query: () => ({ url: '/dashboards/settings' }),
      providesTags: [{ type: 'Site', id: 'LIST' }],
    }),
    getDashboardSection: build.query<DashboardAnswer, { endpoint: SectionEndpoint; params: DashboardQuery }>({
      query: ({ endpoint, params }) => ({ url: `/dashboards/${endpoint}`, params: params satisfies QueryText<QueryOf<`/dashboards/${SectionEndpoint}`, 'get'>> }),
      providesTags: [
        { type: 'Observation', id: 'LIST' },
        { type: 'Incident', id: 'LIST' },
        { type: 'Action', id: 'LIST' },
        { type: 'Audit', id: 'LIST' },
        { type: 'HIRA', id: 'LIST' },
        { type: 'Permit', id: 'LIST' },
        { type: 'StatisticsTarget', id: 'LIST' },
        FIGURES_LIST,
      ],
    }),
    getDrillRecords: build.query<components['schemas']['DashboardDrillRecords'], { module: DashModule; ids: number[] }>({
      query: ({ module, ids }) => ({ url: '/dashboards/records', params: { module, ids: ids.join(',') } satisfies QueryOf<'/dashboards/records', 'get'> }),
      providesTags: (_r, _e, { module }) => [{ type: TAG[module], id: 'LIST' }],
    }),
  }),
});

// a record changed in another page (realtime) refetches the figures, live
registerFigureSources(baseApi);

export const { useGetDashboardSettingsQuery, useGetDashboardSectionQuery, useGetDrillRecordsQuery } = dashboardApi;
