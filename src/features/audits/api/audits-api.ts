import { baseApi } from '@/lib/api/base-api';
import type { QueryOf } from '@/lib/api/contract';
import type { components } from '@/lib/api/generated/openapi';
import { compactParams } from '@/lib/api/query-params';
import { registerRealtimeCollection } from '@/lib/realtime/rtk-sync';
import type {
  AuditDecisionInput,
  AuditListResponse,
  AuditListType,
  AuditSchedule,
  AuditStarter,
  AuditSummaryInfo,
  ScheduleOccurrence,
  AuditScheduleInput,
  AuditTemplate,
  AuditTemplateInput,
  AuditUpdateInput,
  AuditWithDefinition,
  StartAuditInput,
} from '../model';

type Schemas = components['schemas'];

/** GET /audits/form_data: the active, published templates, the sites and the auditors */
export type AuditFormData = Schemas['AuditFormData'];

/** the register's query: documented parameters of GET /audits (`type` is the register tab) */
export type AuditListArgs = { type: AuditListType } & Required<Pick<QueryOf<'/audits', 'get'>, 'page'>> & Pick<QueryOf<'/audits', 'get'>, 'type' | 'site_id' | 'template_id' | 'search'>;

const AUDIT = 'Audit' as const;
const TEMPLATE = 'AuditTemplate' as const;
const SCHEDULE = 'AuditSchedule' as const;

/** Audits, their templates and schedules (SPEC §7 "Audits"; features/audits/README.md). */
export const auditsApi = baseApi.enhanceEndpoints({ addTagTypes: [AUDIT, TEMPLATE, SCHEDULE] }).injectEndpoints({
  endpoints: (build) => ({
    getAuditTemplates: build.query<AuditTemplate[], void>({
      query: () => ({ url: '/audit_templates' }),
      transformResponse: (r: Schemas['AuditTemplateList']) => r.audit_templates,
      providesTags: [{ type: TEMPLATE, id: 'LIST' }],
    }),
    getAuditStarters: build.query<AuditStarter[], void>({
      query: () => ({ url: '/audit_templates/starters' }),
      transformResponse: (r: Schemas['AuditStarterList']) => r.starter_templates,
      providesTags: [{ type: TEMPLATE, id: 'STARTERS' }],
    }),
    importAuditStarter: build.mutation<AuditTemplate, string>({
      query: (key) => ({ url: '/audit_templates/import_starter', method: 'post', data: { key } }),
      invalidatesTags: [{ type: TEMPLATE, id: 'LIST' }, { type: TEMPLATE, id: 'STARTERS' }],
    }),
    getAuditTemplate: build.query<AuditTemplate, number>({
      query: (id) => ({ url: `/audit_templates/${id}` }),
      providesTags: (_r, _e, id) => [{ type: TEMPLATE, id }],
    }),
    createAuditTemplate: build.mutation<AuditTemplate, AuditTemplateInput>({
      query: (data) => ({ url: '/audit_templates', method: 'post', data }),
      invalidatesTags: [{ type: TEMPLATE, id: 'LIST' }],
    }),
    updateAuditTemplate: build.mutation<AuditTemplate, { id: number } & Schemas['AuditTemplatePatch']>({
      query: ({ id, ...data }) => ({ url: `/audit_templates/${id}`, method: 'patch', data }),
      invalidatesTags: (_r, _e, { id }) => [{ type: TEMPLATE, id: 'LIST' }, { type: TEMPLATE, id }],
    }),
    publishAuditTemplate: build.mutation<AuditTemplate, number>({
      query: (id) => ({ url: `/audit_templates/${id}/publish`, method: 'post' }),
      invalidatesTags: (_r, _e, id) => [{ type: TEMPLATE, id: 'LIST' }, { type: TEMPLATE, id }, { type: AUDIT, id: 'FORM' }],
    }),
    getAuditFormData: build.query<AuditFormData, void>({
      query: () => ({ url: '/audits/form_data' }),
      providesTags: [{ type: AUDIT, id: 'FORM' }],
    }),
    getAudits: build.query<AuditListResponse, AuditListArgs>({
      query: (params) => ({ url: '/audits', params: compactParams({ ...params } satisfies QueryOf<'/audits', 'get'>) }),
      providesTags: [{ type: AUDIT, id: 'LIST' }],
    }),
    getAudit: build.query<AuditWithDefinition, number>({
      query: (id) => ({ url: `/audits/${id}` }),
      providesTags: (_r, _e, id) => [{ type: AUDIT, id }],
    }),
    startAudit: build.mutation<AuditWithDefinition, StartAuditInput>({
      query: (data) => ({ url: '/audits', method: 'post', data }),
      invalidatesTags: [{ type: AUDIT, id: 'LIST' }, { type: SCHEDULE, id: 'LIST' }],
    }),
    updateAudit: build.mutation<AuditWithDefinition, { id: number } & AuditUpdateInput>({
      query: ({ id, ...data }) => ({ url: `/audits/${id}`, method: 'patch', data }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(auditsApi.util.upsertQueryData('getAudit', id, data));
          dispatch(auditsApi.util.invalidateTags([{ type: AUDIT, id: 'LIST' }]));
        } catch {
          // the caller shows the error
        }
      },
    }),
    decideAudit: build.mutation<AuditWithDefinition, { id: number } & AuditDecisionInput>({
      query: ({ id, ...data }) => ({ url: `/modify_audits/${id}`, method: 'patch', data }),
      invalidatesTags: (_r, _e, { id }) => [{ type: AUDIT, id }, { type: AUDIT, id: 'LIST' }],
    }),
    getAuditSchedules: build.query<AuditSchedule[], void>({
      query: () => ({ url: '/audit_schedules' }),
      transformResponse: (r: Schemas['AuditScheduleList']) => r.audit_schedules,
      providesTags: [{ type: SCHEDULE, id: 'LIST' }],
    }),
    getAuditSummary: build.query<AuditSummaryInfo, void>({
      query: () => ({ url: '/audits/auditSummaryInfo', method: 'post' }),
      providesTags: [{ type: AUDIT, id: 'LIST' }, { type: SCHEDULE, id: 'LIST' }],
    }),
    getScheduleOccurrences: build.query<ScheduleOccurrence[], { from: string; to: string }>({
      query: (data) => ({ url: '/audits/schedulesinfo', method: 'post', data }),
      transformResponse: (r: Schemas['AuditSchedulesInfo']) => r.occurrences,
      providesTags: [{ type: SCHEDULE, id: 'LIST' }, { type: AUDIT, id: 'LIST' }],
    }),
    createAuditSchedule: build.mutation<AuditSchedule, AuditScheduleInput>({
      query: (data) => ({ url: '/audit_schedules', method: 'post', data }),
      invalidatesTags: [{ type: SCHEDULE, id: 'LIST' }],
    }),
    setScheduleActive: build.mutation<AuditSchedule, { id: number; active: boolean }>({
      query: ({ id, active }) => ({ url: `/audit_schedules/${id}`, method: 'patch', data: { active } }),
      invalidatesTags: [{ type: SCHEDULE, id: 'LIST' }],
    }),
  }),
});

export const {
  useGetAuditTemplatesQuery,
  useGetAuditTemplateQuery,
  useGetAuditStartersQuery,
  useImportAuditStarterMutation,
  useCreateAuditTemplateMutation,
  useUpdateAuditTemplateMutation,
  usePublishAuditTemplateMutation,
  useGetAuditFormDataQuery,
  useGetAuditsQuery,
  useGetAuditQuery,
  useStartAuditMutation,
  useUpdateAuditMutation,
  useDecideAuditMutation,
  useGetAuditSchedulesQuery,
  useSetScheduleActiveMutation,
  useCreateAuditScheduleMutation,
  useGetScheduleOccurrencesQuery,
  useGetAuditSummaryQuery,
} = auditsApi;

// realtime: an audit started, answered, submitted or approved elsewhere refetches the audit lists (their filters and
// scores are the server's); an audit being conducted keeps its answers (its record is not refetched)
registerRealtimeCollection(baseApi, 'audits', { tag: AUDIT, refetch: true });
