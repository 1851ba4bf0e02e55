/** Header slot for the unread-notifications badge (filled by the realtime/notifications work). */
export function NotificationBell() {
  return null;
}
