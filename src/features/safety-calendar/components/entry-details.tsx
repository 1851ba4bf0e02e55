import { useEffect, useRef, useState } from 'react';
import { PlainButton } from '@/components/form/native-inputs';
import { toastApiError } from '@/lib/api/notify-error';
import { showToast } from '@/lib/feedback/toast-service';
import { useAppSelector } from '@/lib/store/hooks';
import { GUEST_RESPONSES, canEditEntry, type CalendarEntry, type GuestResponse } from '../model';
import { useDeleteCalendarEntryMutation, useRespondToEntryMutation } from '../api/safety-calendar-api';
import { useCalendarLabels } from './labels';

interface Props {
  entry: CalendarEntry;
  onEdit(): void;
  onClose(): void;
}

/** One entry: when, where, who organises, the guests and their answers; the signed-in guest answers here. */
export function EntryDetails({ entry, onEdit, onClose }: Props) {
  const L = useCalendarLabels();
  const { t } = L;
  const user = useAppSelector((s) => s.session.user);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [entry.id]);
  const [respond, responding] = useRespondToEntryMutation();
  const [remove, removing] = useDeleteCalendarEntryMutation();
  const mine = entry.guests.find((g) => g.user_id === user?.id) ?? null;
  const editable = canEditEntry(entry, user ?? null);
  const [confirming, setConfirming] = useState(false);

  const answer = async (response: GuestResponse) => {
    const result = await respond({ id: entry.id, response });
    if ('error' in result && result.error) return toastApiError(result.error);
    showToast({ severity: 'success', detail: t('details.answered', { response: L.response(response) }) });
  };
  const del = async () => {
    const result = await remove(entry.id);
    if ('error' in result && result.error) return toastApiError(result.error);
    showToast({ severity: 'success', detail: t('details.deleted', { title: entry.title }) });
    onClose();
  };

  return (
    <section className="calendar-panel" aria-labelledby="calendar-details-heading">
      <h2 id="calendar-details-heading" ref={heading} tabIndex={-1}>
        {entry.title}
      </h2>
      <dl className="calendar-details">
        <dt>{t('fields.type')}</dt>
        <dd>{L.type(entry.entry_type)}</dd>
        <dt>{t('fields.mode')}</dt>
        <dd>{L.mode(entry.mode)}</dd>
        <dt>{t('details.when')}</dt>
        <dd>
          {L.dateTime(entry.start_at)} – {L.dateTime(entry.end_at)}
        </dd>
        {entry.online_link && (
          <>
            <dt>{t('fields.onlineLink')}</dt>
            <dd>
              <a href={entry.online_link} target="_blank" rel="noopener noreferrer">
                {entry.online_link}
              </a>
            </dd>
          </>
        )}
        {entry.location && (
          <>
            <dt>{t('fields.location')}</dt>
            <dd>{entry.location}</dd>
          </>
        )}
        <dt>{t('fields.site')}</dt>
        <dd>{entry.site_name ?? t('details.noSite')}</dd>
        <dt>{t('fields.organiser')}</dt>
        <dd>{entry.organiser_name}</dd>
        {entry.description && (
          <>
            <dt>{t('fields.description')}</dt>
            <dd className="calendar-description">{entry.description}</dd>
          </>
        )}
      </dl>
      <h3>{t('details.guests', { count: entry.guests.length })}</h3>
      {entry.guests.length ? (
        <table className="calendar-guests">
          <caption className="sr-only">{t('details.guestsCaption', { title: entry.title })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('details.guest')}</th>
              <th scope="col">{t('details.response')}</th>
            </tr>
          </thead>
          <tbody>
            {entry.guests.map((g) => (
              <tr key={g.user_id}>
                <td>{g.full_name}</td>
                <td>
                  <span className={`calendar-response calendar-response-${g.response}`}>{L.response(g.response)}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>{t('details.noGuests')}</p>
      )}
      {mine && (
        <fieldset className="calendar-answer">
          <legend>{t('details.yourAnswer', { response: L.response(mine.response) })}</legend>
          {GUEST_RESPONSES.map((r) => (
            <PlainButton key={r} type="button" severity={mine.response === r ? undefined : 'secondary'} aria-pressed={mine.response === r} label={L.response(r)} disabled={responding.isLoading} onClick={() => void answer(r)} />
          ))}
        </fieldset>
      )}
      <div className="calendar-form-actions">
        {editable && <PlainButton type="button" label={t('details.edit')} onClick={onEdit} />}
        {editable && !confirming && <PlainButton type="button" severity="secondary" label={t('details.delete')} onClick={() => setConfirming(true)} />}
        {editable && confirming && <PlainButton type="button" label={t('details.confirmDelete', { title: entry.title })} loading={removing.isLoading} onClick={() => void del()} />}
        <PlainButton type="button" severity="secondary" label={t('details.close')} onClick={onClose} />
      </div>
    </section>
  );
}
