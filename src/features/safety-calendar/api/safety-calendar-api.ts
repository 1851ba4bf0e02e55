import { baseApi } from '@/lib/api/base-api';
import type { QueryOf } from '@/lib/api/contract';
import type { components } from '@/lib/api/generated/openapi';
import type { CalendarEntry, CalendarFormData, ComplianceItem, EntryInput, GuestResponse } from '../model';

/** the range shown: documented (required) query parameters of GET /safety_calendars and /safety_calendars/compliance */
export type RangeArgs = Pick<QueryOf<'/safety_calendars', 'get'>, 'from' | 'to'>;

/** Safety calendar (SPEC §7 does not show its calls: Rails-like paths under /safety_calendars, see the README). */
export const safetyCalendarApi = baseApi.enhanceEndpoints({ addTagTypes: ['SafetyCalendar'] }).injectEndpoints({
  endpoints: (build) => ({
    getCalendarEntries: build.query<CalendarEntry[], RangeArgs>({
      query: (params) => ({ url: '/safety_calendars', params: params satisfies QueryOf<'/safety_calendars', 'get'> }),
      transformResponse: (r: components['schemas']['CalendarEntryList']) => r.safety_calendars,
      providesTags: [{ type: 'SafetyCalendar', id: 'LIST' }],
    }),
    getCompliance: build.query<ComplianceItem[], RangeArgs>({
      query: (params) => ({ url: '/safety_calendars/compliance', params: params satisfies QueryOf<'/safety_calendars/compliance', 'get'> }),
      transformResponse: (r: components['schemas']['CalendarCompliance']) => r.items,
    }),
    getCalendarFormData: build.query<CalendarFormData, void>({
      query: () => ({ url: '/safety_calendars/form_data' }),
      providesTags: [{ type: 'User', id: 'LIST' }, { type: 'Site', id: 'LIST' }],
    }),
    createCalendarEntry: build.mutation<CalendarEntry, EntryInput>({
      query: (data) => ({ url: '/safety_calendars', method: 'post', data }),
      invalidatesTags: ['SafetyCalendar'],
    }),
    updateCalendarEntry: build.mutation<CalendarEntry, { id: number } & EntryInput>({
      query: ({ id, ...data }) => ({ url: `/safety_calendars/${id}`, method: 'patch', data }),
      invalidatesTags: ['SafetyCalendar'],
    }),
    respondToEntry: build.mutation<CalendarEntry, { id: number; response: GuestResponse }>({
      query: ({ id, response }) => ({ url: `/safety_calendars/${id}/respond`, method: 'patch', data: { response } }),
      invalidatesTags: ['SafetyCalendar'],
    }),
    deleteCalendarEntry: build.mutation<components['schemas']['CalendarEntryDeleted'], number>({
      query: (id) => ({ url: `/safety_calendars/${id}`, method: 'delete' }),
      invalidatesTags: ['SafetyCalendar'],
    }),
  }),
});

export const { useGetCalendarEntriesQuery, useGetComplianceQuery, useGetCalendarFormDataQuery, useCreateCalendarEntryMutation, useUpdateCalendarEntryMutation, useRespondToEntryMutation, useDeleteCalendarEntryMutation } = safetyCalendarApi;
