import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RealtimeNotification } from '@/lib/realtime/realtime-slice';

const KINDS = new Set(['action_assigned', 'record_created', 'system', 'approval_requested', 'approval_rejected', 'investigation_assigned', 'public_report', 'overdue', 'audit_finding', 'permit_handover', 'contractor_document_expiring']);

/**
 * A notification's kind, its title (plain text: React escapes it) and when it arrived. With a link, the title opens
 * the record and `onOpen` runs (marks it read).
 */
export function NotificationText({ notification, onOpen }: { notification: RealtimeNotification; onOpen?: () => void }) {
  const { t, i18n } = useTranslation('notifications');
  const kind = notification.kind && KINDS.has(notification.kind) ? notification.kind : 'system';
  const at = notification.created_at ? new Date(notification.created_at) : null;
  return (
    <div className="notification-text">
      <strong>{t(`kinds.${kind}`)}</strong>
      {notification.title &&
        (notification.link?.startsWith('/') ? (
          <Link className="notification-title" to={notification.link} onClick={onOpen}>
            {notification.title}
          </Link>
        ) : (
          <span className="notification-title">{notification.title}</span>
        ))}
      {at && !Number.isNaN(at.getTime()) && (
        <time className="hint" dateTime={at.toISOString()}>
          {new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(at)}
        </time>
      )}
    </div>
  );
}
