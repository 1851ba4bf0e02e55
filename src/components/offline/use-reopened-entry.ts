import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** A refused report of the offline queue, opened to be corrected: what the queue's "Open" hands to the form. */
export interface ReopenedEntry<V> {
  /** the queue entry (it leaves the queue once the corrected report is sent or queued again) */
  id: string;
  /** the form's values as the user left them, photos included */
  values: V;
  /** the server's messages, in the user's language where known */
  messages: string[];
  /** "The server did not accept this report. Correct it and send it again:" */
  intro: string;
}

/** the router state "Open" navigates with (the entry itself: the form needs no queue code to show it) */
export interface ReopenState {
  offlineEntry?: ReopenedEntry<unknown>;
}

/**
 * A form's side of a refused report: when the page is opened with `{ offlineEntry }` (the queue's "Open"), the form
 * gets the entry's values and the server's messages. Nothing is imported here, so first paint pays nothing for it.
 */
export function useReopenedEntry<V>(onEntry: (reopened: ReopenedEntry<V>) => void) {
  const location = useLocation();
  const entry = (location.state as ReopenState | null)?.offlineEntry as ReopenedEntry<V> | undefined;
  const latest = useRef(onEntry);
  useEffect(() => {
    latest.current = onEntry;
  });
  useEffect(() => {
    if (entry) latest.current(entry);
    // each navigation of "Open" (a new location key) hands the entry over once
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
}
