import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from '@/lib/routing/nav';
import { useTranslation } from 'react-i18next';
import { localizeServerMessage } from '@/lib/api/notify-error';
import { startOfflineQueue, offlineQueue } from '@/lib/offline/offline-queue';
import type { QueueEntry, SentRecord } from '@/lib/offline/queue-model';
import type { ReopenState } from './use-reopened-entry';
import './offline-queue.css';

function useOnline() {
  const [online, setOnline] = useState(() => globalThis.navigator?.onLine !== false);
  useEffect(() => {
    const update = () => setOnline(globalThis.navigator?.onLine !== false);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

function EntryItem({ entry, onOpen }: { entry: QueueEntry; onOpen: (entry: QueueEntry) => void }) {
  const { t, i18n } = useTranslation('offline');
  const [confirming, setConfirming] = useState(false);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(entry.createdAt));
  return (
    <li className={`offline-entry offline-${entry.state}`}>
      <p className="offline-entry-what">
        <strong>{t(`kinds.${entry.kind}`)}</strong>
        {entry.summary && <span>: {entry.summary}</span>}
      </p>
      <p className="offline-entry-meta">
        {t('filedAt', { when })} · <span>{t(`states.${entry.state}`)}</span>
        {entry.state === 'waiting' && entry.attempts > 0 && <span> · {t('attempts', { count: entry.attempts })}</span>}
      </p>
      {entry.state === 'refused' && (
        <ul className="offline-entry-messages" aria-label={t('refused.messagesLabel')}>
          {entry.messages.map((m) => (
            <li key={m}>{localizeServerMessage(m)}</li>
          ))}
        </ul>
      )}
      {confirming ? (
        <div className="offline-entry-actions" role="group" aria-label={t('discard.confirmLabel')}>
          <span>{t('discard.question')}</span>
          <button type="button" className="p-button p-button-danger p-button-sm" onClick={() => void offlineQueue().discard(entry.id)}>
            {t('discard.confirm')}
          </button>
          <button type="button" className="p-button p-button-outlined p-button-sm" onClick={() => setConfirming(false)}>
            {t('discard.keep')}
          </button>
        </div>
      ) : (
        <div className="offline-entry-actions">
          {entry.state === 'refused' && (
            <button type="button" className="p-button p-button-sm" onClick={() => onOpen(entry)}>
              {t('refused.open')}
            </button>
          )}
          {entry.state !== 'sending' && (
            <button type="button" className="p-button p-button-outlined p-button-danger p-button-sm" onClick={() => setConfirming(true)}>
              {t('discard.button')}
            </button>
          )}
        </div>
      )}
    </li>
  );
}

/**
 * The offline queue on a page: the confirmation of each report sent (a status region), and while reports wait,
 * "Waiting to send (N)" which opens the list: what, when, state, the server's messages of a refused one with "Open"
 * (the form comes back filled in), "Discard" (asks first) and "Send now".
 */
export interface OfflineQueuePanelProps {
  className?: string;
  /**
   * The page's form takes a refused report back (public forms: the panel comes with their API client, so reading the
   * router state here keeps it out of their first paint). Without it, the page reads the state itself (`useReopenedEntry`).
   */
  onReopen?: (entry: { id: string; values: unknown; message: string }) => void;
}

export default function OfflineQueuePanel({ className, onReopen }: OfflineQueuePanelProps) {
  // no suspense: the page around it stays as it is while the strings load
  const { t, ready } = useTranslation('offline', { useSuspense: false });
  const navigate = useNavigate();
  const location = useLocation();
  const reopen = useRef(onReopen);
  useEffect(() => {
    reopen.current = onReopen;
  });
  // "Open and correct" lands here with the entry in the router state: hand it to the form once per navigation
  useEffect(() => {
    const entry = (location.state as ReopenState | null)?.offlineEntry;
    if (entry && reopen.current) reopen.current({ id: entry.id, values: entry.values, message: [entry.intro, ...entry.messages].join(' ') });
  }, [location.key, location.state]);
  const online = useOnline();
  const [entries, setEntries] = useState<QueueEntry[]>(() => offlineQueue().entries);
  const [sent, setSent] = useState<SentRecord[]>([]);
  /** this page just kept a report on the device */
  const [saved, setSaved] = useState(false);
  const [open, setOpen] = useState(false);
  const listId = useId();

  useEffect(() => {
    const queue = offlineQueue();
    const off = queue.subscribe((event) => {
      if (event.type === 'changed') setEntries(queue.entries);
      else if (event.type === 'queued') setSaved(true);
      else setSent((list) => (list.some((r) => r.number === event.record.number) ? list : [...list, event.record]));
    });
    void startOfflineQueue();
    return off;
  }, []);

  const refused = entries.filter((e) => e.state === 'refused').length;
  const onOpen = (entry: QueueEntry) => {
    setOpen(false);
    setSaved(false);
    const offlineEntry = { id: entry.id, values: entry.values, messages: entry.messages.map(localizeServerMessage), intro: t('refused.intro') };
    navigate(entry.path, { state: { offlineEntry } satisfies ReopenState });
  };

  if (!ready) return null;
  return (
    <div className={['offline-queue', className].filter(Boolean).join(' ')}>
      <div role="status" className="offline-sent">
        {saved && <p className="offline-saved">{t('savedOnDevice')}</p>}
        {sent.length > 0 && (
          <p>
            {t('sent', { count: sent.length, numbers: sent.map((r) => r.number).join(', ') })}{' '}
            <button type="button" className="p-button p-button-text p-button-sm" onClick={() => setSent([])}>
              {t('dismiss')}
            </button>
          </p>
        )}
      </div>
      {entries.length > 0 && (
        <div className="offline-waiting">
          <div className="offline-bar">
            <button type="button" className="p-button p-button-outlined p-button-sm offline-toggle" aria-expanded={open} aria-controls={open ? listId : undefined} onClick={() => setOpen((o) => !o)}>
              <i className="pi pi-cloud-upload" aria-hidden="true" /> {t('waiting', { count: entries.length })}
            </button>
            <span className="offline-note">{online ? (refused === entries.length ? t('refused.note', { count: refused }) : t('onlineNote')) : t('offlineNote')}</span>
            {online && refused < entries.length && (
              <button type="button" className="p-button p-button-sm" onClick={() => void offlineQueue().flush({ force: true })}>
                {t('sendNow')}
              </button>
            )}
          </div>
          {open && (
            <ul id={listId} className="offline-list" aria-label={t('listLabel')}>
              {entries.map((e) => (
                <EntryItem key={e.id} entry={e} onOpen={onOpen} />
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
