import { baseApi } from '@/lib/api/base-api';
import { registerRealtimeCollection } from '@/lib/realtime/rtk-sync';
import type { RealtimeNotification } from '@/lib/realtime/realtime-slice';

export type Notification = RealtimeNotification;

export interface NotificationsPage {
  notifications: Notification[];
  total_count: number;
  unread_count: number;
  page: number;
  per_page: number;
}

export interface NotificationsArgs {
  page: number;
  unread: boolean;
}

/** GET /v1/notifications (SPEC §7) and marking read; the list is patched live by NotificationChannel. */
// its own cache tag
export const notificationsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Notification'] }).injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<NotificationsPage, NotificationsArgs>({
      query: ({ page, unread }) => ({ url: '/v1/notifications', params: { page, ...(unread ? { unread: true } : {}) } }),
      providesTags: [{ type: 'Notification', id: 'LIST' }],
    }),
    markNotificationRead: build.mutation<{ notification: Notification }, { id: number; is_read?: boolean }>({
      query: ({ id, is_read = true }) => ({ url: `/v1/notifications/${id}`, method: 'patch', data: { is_read } }),
    }),
    markAllNotificationsRead: build.mutation<{ updated: number }, void>({
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
