import { baseApi } from '@/lib/api/base-api';
import type { QueryOf, QueryText } from '@/lib/api/contract';
import type { components } from '@/lib/api/generated/openapi';
import { FIGURES_TAG, registerFigureSources } from '@/lib/realtime/figures-sync';
import type { ReportKind, ReportModule } from '../model/report';


/** a report's filters as the address holds them: documented query parameters of the reports (`module`: divisions, categories) */
export type ReportQuery = QueryText<Pick<QueryOf<'/reports/divisions', 'get'>, 'period' | 'date_type' | 'fy' | 'site_id' | 'from' | 'to' | 'module'>>;
/** GET /reports/<kind>: the report plus the sites the site filter offers (`ReportResponse` of api/openapi.yaml) */
export type ReportResponse = components['schemas']['ReportResponse'];

/** one record behind a cell (GET /reports/records answers `DashboardDrillRecords`, as the dashboard's drill-down) */
export type ReportRecordRow = components['schemas']['DashboardDrillRecord'];

/**
 * The reports' reads (SPEC §7 "GET /reports/*"). The server computes each report from the records; the answers
 * provide the modules' LIST tags, so a save anywhere (or a realtime change) refetches the open report.
 */
export const reportsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Action', 'Incident', 'Observation', 'Permit', 'PermitForm', 'Site', 'Category', 'User', FIGURES_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    getReport: build.query<ReportResponse, { kind: ReportKind; params: ReportQuery }>({
      query: ({ kind, params }) => ({ url: `/reports/${kind}`, params: params satisfies QueryText<QueryOf<'/reports/divisions', 'get'> & QueryOf<'/reports/categories', 'get'>> }),
      providesTags: ['Observation', 'Incident', 'Action', 'Permit', 'PermitForm', 'Site', 'Category', 'User', FIGURES_TAG].map((type) => ({ type: type as 'Action', id: 'LIST' })),
    }),
    getReportRecords: build.query<components['schemas']['DashboardDrillRecords'], { module: ReportModule; ids: number[] }>({
      query: ({ module, ids }) => ({ url: '/reports/records', params: { module, ids: ids.join(',') } satisfies QueryOf<'/reports/records', 'get'> }),
    }),
  }),
});

// a record changed in another page (realtime) refetches the open report, live
registerFigureSources(baseApi);

export const { useGetReportQuery, useGetReportRecordsQuery } = reportsApi;
