import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from 'primereact/button';
import { Badge } from 'primereact/badge';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { selectNotifications, selectUnreadCount } from '@/lib/realtime/realtime-slice';
import { toastApiError } from '@/lib/api/notify-error';
import { NotificationText } from './notification-text';
import './notifications.css';

const PANEL_LIMIT = 8;

/** Marks read through the API (loaded on first use); the cable pushes the change back to every tab. */
export async function markRead(dispatch: ReturnType<typeof useAppDispatch>, id: number) {
  const { notificationsApi } = await import('../api/notifications-api');
  const result = await dispatch(notificationsApi.endpoints.markNotificationRead.initiate({ id }));
  if ('error' in result && result.error) toastApiError(result.error);
}

function Panel({ id, titleId, onClose }: { id: string; titleId: string; onClose: () => void }) {
  const { t } = useTranslation('notifications');
  const dispatch = useAppDispatch();
  const unread = useAppSelector(selectNotifications).filter((n) => !n.is_read);
  return (
    <div id={id} className="notification-panel" role="dialog" aria-labelledby={titleId}>
      {/* "View all" in the head, not under the list: the list fills in (realtime's first data) and would move it under a pointer */}
      <div className="notification-panel-head">
        <h2 id={titleId} className="notification-panel-title">
          {t('bell.panelTitle')}
        </h2>
        <Link to="/notification" className="notification-view-all" onClick={onClose}>
          {t('bell.viewAll')}
        </Link>
      </div>
      {unread.length === 0 ? (
        <p className="hint">{t('bell.empty')}</p>
      ) : (
        <ul className="notification-list compact">
          {unread.slice(0, PANEL_LIMIT).map((n) => (
            <li key={n.id} className="notification-item unread">
              <NotificationText
                notification={n}
                onOpen={() => {
                  void markRead(dispatch, n.id);
                  onClose();
                }}
              />
              <Button
                text
                size="small"
                icon="pi pi-check"
                label={t('bell.markRead')}
                aria-label={t('bell.itemLabel', { action: t('bell.markRead'), title: n.title ?? '' })}
                onClick={() => void markRead(dispatch, n.id)}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Bell() {
  const { t } = useTranslation('notifications');
  const unread = useAppSelector(selectUnreadCount);
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const titleId = useId();
  const label = unread > 0 ? t('bell.labelUnread', { unread }) : t('bell.label');

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        wrapper.current?.querySelector('button')?.focus();
      }
    };
    const onPointer = (e: PointerEvent) => {
      if (wrapper.current && !wrapper.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div className="notification-bell-wrapper" ref={wrapper}>
      <Button
        text
        rounded
        className="notification-bell p-overlay-badge"
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        <i className="pi pi-bell" aria-hidden="true" style={{ fontSize: '1.25rem' }} />
        {unread > 0 && <Badge value={unread > 99 ? '99+' : String(unread)} severity="danger" aria-hidden="true" />}
      </Button>
      {open && <Panel id={panelId} titleId={titleId} onClose={() => setOpen(false)} />}
    </div>
  );
}

/** Header badge with the unread count ("Notifications, 3 unread"); opens the unread panel. */
export function NotificationBell() {
  const signedIn = useAppSelector((s) => s.session.authenticated);
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <Bell />
    </Suspense>
  );
}
