import { useEffect, useRef, useState } from 'react';
import { clearDraft, draftKey, readDraft, saveDraft } from '@/lib/drafts/draft-store';
import { DAY_MS } from '@/lib/dates';

const SAVE_DELAY_MS = 400;
/** a visitor's unsent report is brought back within a day */
const KEEP_MS = DAY_MS;

/**
 * The anonymous forms' local draft (issue 12, 6): what a visitor types is kept on the device while typing and
 * brought back by itself after a reload or a closed tab; photos are not kept (the notice says to attach them
 * again). `clear()` after a successful send; `discard()` starts over.
 */
export function usePublicDraft<V extends { attachments: unknown[] }>(form: string, values: V, restoreValues: (v: V) => void) {
  const key = draftKey(`public:${form}`, null);
  const [restored, setRestored] = useState(false);
  const done = useRef(false);
  const first = useRef(true);

  useEffect(() => {
    const draft = readDraft<V>(key);
    if (!draft || Date.now() - draft.savedAt > KEEP_MS) return;
    restoreValues({ ...draft.values, attachments: [] });
    setRestored(true);
    // restoring once on mount is the point
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (done.current) return;
    const timer = setTimeout(() => saveDraft(key, { ...values, attachments: [] }), SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key, values]);

  return {
    restored,
    /** after a successful send: nothing is kept, and nothing is written again */
    clear: () => {
      done.current = true;
      clearDraft(key);
    },
    discard: () => {
      clearDraft(key);
      setRestored(false);
    },
  };
}
