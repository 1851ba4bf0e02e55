import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { useAppSelector } from '@/lib/store/hooks';
import { selectRealtimeStatus } from '@/lib/realtime/realtime-slice';
import { toastApiError } from '@/lib/api/notify-error';
import { showToast } from '@/lib/feedback/toast-service';
import { useListState } from '@/components/list/list-state';
import {
  useGetNotificationsQuery,
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
} from '../api/notifications-api';
import { NotificationText } from '../components/notification-text';
import '../components/notifications.css';

/** Only in-app paths are followed from a notification (never a javascript: or external URL). */
function safeLink(link: unknown): string | null {
  return typeof link === 'string' && /^\/(?!\/)[\w\-/?=&.%]*$/.test(link) ? link : null;
}

const FILTER_KEYS = ['unread'] as const;

/**
 * /notification (SPEC §2): the user's notifications, newest first, live; mark read / all read. The page and the
 * "unread only" switch are in the URL (`useListState`: a link shares them, back returns to the list before). Not a
 * `Register`: a feed of messages with their own actions, newest first, with nothing to sort or search.
 */
export default function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const { page, setPage, filters, setFilter } = useListState<{ unread?: string }>({ base: '/notification', filterKeys: FILTER_KEYS, defaultSort: 'created_at' });
  const unreadOnly = filters.unread === '1';
  const { data, isLoading, isError, refetch, isFetching } = useGetNotificationsQuery({ page, unread: unreadOnly });
  const [markRead] = useMarkNotificationReadMutation();
  const [markAll, { isLoading: markingAll }] = useMarkAllNotificationsReadMutation();
  const status = useAppSelector(selectRealtimeStatus);
  const pages = data ? Math.max(1, Math.ceil(data.total_count / data.per_page)) : 1;

  const onMarkRead = async (id: number, is_read: boolean) => {
    const result = await markRead({ id, is_read });
    if ('error' in result && result.error) toastApiError(result.error);
  };
  const onMarkAll = async () => {
    const result = await markAll();
    if ('error' in result && result.error) toastApiError(result.error);
    else showToast({ severity: 'success', detail: t('page.allMarked') });
  };

  return (
    <section className="notifications-page" aria-labelledby="notifications-title">
      <header className="notifications-header">
        <h1 id="notifications-title">{t('page.title')}</h1>
        <p className="hint">{t('page.intro')}</p>
        <p role="status" className="hint realtime-status">
          <i className={`pi ${status === 'connected' ? 'pi-wifi' : 'pi-spinner'}`} aria-hidden="true" /> {t(`realtime.${status}`)}
        </p>
      </header>
      <div className="notifications-toolbar">
        <div className="field-checkbox">
          <Checkbox
            inputId="notifications-unread-only"
            checked={unreadOnly}
            onChange={(e) => setFilter('unread', e.checked ? '1' : undefined)}
          />
          <label htmlFor="notifications-unread-only">{t('page.showUnread')}</label>
        </div>
        <Button
          icon="pi pi-check-square"
          label={t('page.markAllRead')}
          onClick={() => void onMarkAll()}
          loading={markingAll}
          disabled={!data || data.unread_count === 0}
        />
      </div>

      {isLoading && <p role="status">{t('page.loading')}</p>}
      {isError && (
        <div role="alert" className="notifications-error">
          <p>{t('page.loadError')}</p>
          <Button outlined label={t('page.retry')} onClick={() => void refetch()} />
        </div>
      )}
      {data && data.notifications.length === 0 && <p>{unreadOnly ? t('page.emptyUnread') : t('page.empty')}</p>}
      {data && data.notifications.length > 0 && (
        <ul className="notification-list" aria-label={t('page.listLabel')} aria-busy={isFetching}>
          {data.notifications.map((n) => {
            const link = safeLink(n.link);
            return (
              <li key={n.id} className={`notification-item ${n.is_read ? 'read' : 'unread'}`}>
                <span className={`notification-dot ${n.is_read ? '' : 'on'}`} aria-hidden="true" />
                <NotificationText notification={n} onOpen={n.is_read ? undefined : () => void onMarkRead(n.id, true)} />
                <span className="sr-only">{n.is_read ? t('page.read') : t('page.unread')}</span>
                <div className="notification-actions">
                  {link && (
                    <Link to={link} className="p-button p-button-text p-button-sm">
                      {t('page.open')}
                    </Link>
                  )}
                  <Button
                    text
                    size="small"
                    label={n.is_read ? t('page.markUnread') : t('bell.markRead')}
                    aria-label={t('bell.itemLabel', { action: n.is_read ? t('page.markUnread') : t('bell.markRead'), title: n.title ?? '' })}
                    onClick={() => void onMarkRead(n.id, !n.is_read)}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {data && pages > 1 && (
        <nav className="notifications-pager" aria-label={t('page.pagination')}>
          <Button text icon="pi pi-angle-left" label={t('page.previous')} disabled={page <= 1} onClick={() => setPage(page - 1)} />
          <span>{t('page.pageOf', { page, pages })}</span>
          <Button text icon="pi pi-angle-right" iconPos="right" label={t('page.next')} disabled={page >= pages} onClick={() => setPage(page + 1)} />
        </nav>
      )}
    </section>
  );
}
