import { useTranslation } from 'react-i18next';
import type { RealtimeNotification } from '@/lib/realtime/realtime-slice';

const KINDS = new Set(['action_assigned', 'record_created', 'system']);

/** A notification's kind, its title (plain text: React escapes it) and when it arrived. */
export function NotificationText({ notification }: { notification: RealtimeNotification }) {
  const { t, i18n } = useTranslation('notifications');
  const kind = notification.kind && KINDS.has(notification.kind) ? notification.kind : 'system';
  const at = notification.created_at ? new Date(notification.created_at) : null;
  return (
    <div className="notification-text">
      <strong>{t(`kinds.${kind}`)}</strong>
      {notification.title && <span className="notification-title">{notification.title}</span>}
      {at && !Number.isNaN(at.getTime()) && (
        <time className="hint" dateTime={at.toISOString()}>
          {new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(at)}
        </time>
      )}
    </div>
  );
}
