import { HttpResponse } from 'msw';
import { db, type TenantData } from '../db/db';
import { errors, jsonBody, secured } from '../http';
import type { DemoNotification } from './payloads';

/**
 * Demo notifications (SPEC §3 "Current user: notifications, each with is_read"; §7 GET
 * /v1/notifications): one row per recipient, written through `db.commit` so the cable server
 * pushes them on the recipient's NotificationChannel.
 */
export function createNotification(
  tenant: TenantData,
  userId: number,
  fields: { kind: DemoNotification['kind']; title: string; body?: string; link?: string | null },
): DemoNotification {
  const row: DemoNotification = {
    id: db.newId(tenant),
    user_id: userId,
    kind: fields.kind,
    title: fields.title,
    body: fields.body ?? '',
    link: fields.link ?? null,
    is_read: false,
    created_at: new Date().toISOString(),
  };
  return db.commit(tenant, 'notifications', 'create', row);
}

const PAGE_SIZE = 50;

export const notificationHandlers = [
  /** The signed-in user's notifications, newest first; `?unread=true` for unread only; paged. */
  secured('get', '/v1/notifications', null, ({ tenant, user, request }) => {
    const url = new URL(request.url);
    const unreadOnly = url.searchParams.get('unread') === 'true';
    const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
    const mine = db
      .list<DemoNotification>(tenant, 'notifications')
      .filter((n) => n.user_id === user.id && (!unreadOnly || !n.is_read))
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
    const notifications = mine.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
    return HttpResponse.json({
      notifications,
      total_count: mine.length,
      unread_count: db.list<DemoNotification>(tenant, 'notifications').filter((n) => n.user_id === user.id && !n.is_read).length,
      page,
      per_page: PAGE_SIZE,
    });
  }),

  /** Mark one notification read (or unread with {is_read:false}); only the recipient may. */
  secured<{ id: string }>('patch', '/v1/notifications/:id', null, async ({ tenant, user, params, request }) => {
    const row = db.find<DemoNotification>(tenant, 'notifications', Number(params.id));
    if (!row || row.user_id !== user.id) return errors(404, 'Notification not found');
    const body = await jsonBody<{ is_read?: unknown }>(request);
    if (body.is_read !== undefined && typeof body.is_read !== 'boolean') return errors(422, 'is_read must be true or false');
    const updated = db.commit(tenant, 'notifications', 'update', { ...row, is_read: body.is_read ?? true });
    return HttpResponse.json({ notification: updated });
  }),

  /** Mark all of the user's notifications read. */
  secured('post', '/v1/notifications/mark_all_read', null, ({ tenant, user }) => {
    const unread = db.list<DemoNotification>(tenant, 'notifications').filter((n) => n.user_id === user.id && !n.is_read);
    for (const row of unread) db.commit(tenant, 'notifications', 'update', { ...row, is_read: true });
    return HttpResponse.json({ updated: unread.length });
  }),
];
