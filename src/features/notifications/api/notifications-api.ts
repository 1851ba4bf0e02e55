import { baseApi } from '@/lib/api/base-api';
import type { QueryOf } from '@/lib/api/contract';
import { registerRealtimeCollection } from '@/lib/realtime/rtk-sync';
import type { components } from '@/lib/api/generated/openapi';

type Schemas = components['schemas'];

/** a notification as the API answers it (`Notification` of api/openapi.yaml) */
export type Notification = Schemas['Notification'];

export type NotificationsPage = Schemas['NotificationPage'];

export interface NotificationsArgs {
  page: number;
  unread: boolean;
}

/** GET /v1/notifications (SPEC §7) and marking read; the list is patched live by NotificationChannel. */
// its own cache tag
export const notificationsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Notification'] }).injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<NotificationsPage, NotificationsArgs>({
      query: ({ page, unread }) => ({ url: '/v1/notifications', params: { page, ...(unread ? { unread: true } : {}) } satisfies QueryOf<'/v1/notifications', 'get'> }),
      providesTags: [{ type: 'Notification', id: 'LIST' }],
    }),
    markNotificationRead: build.mutation<Schemas['NotificationRecord'], { id: number } & Schemas['NotificationReadInput']>({
      query: ({ id, is_read = true }) => ({ url: `/v1/notifications/${id}`, method: 'patch', data: { is_read } }),
    }),
    markAllNotificationsRead: build.mutation<Schemas['NotificationsMarkedRead'], void>({
      query: () => ({ url: '/v1/notifications/mark_all_read', method: 'post' }),
    }),
  }),
});

export const { useGetNotificationsQuery, useMarkNotificationReadMutation, useMarkAllNotificationsReadMutation } = notificationsApi;

// Live updates: a read/unread change is patched into every cached page; a new notification
// refetches the pages (the server decides order and paging).
registerRealtimeCollection(baseApi, 'notifications', {
  tag: 'Notification',
  lists: [{ endpoint: 'getNotifications', rows: (data) => (data as NotificationsPage | undefined)?.notifications }],
  onCreate: 'invalidate',
});
