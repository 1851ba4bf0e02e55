import { useEffect, useRef, useState } from 'react';
import { DAY_MS } from '@/lib/dates';

const SAVE_DELAY_MS = 400;
/** a visitor's unsent report is brought back within a day */
const KEEP_MS = DAY_MS;

/** the draft store loads with the page's first effects, not before hydration (issue 30: JS to interactive) */
const draftStore = () => import('@/lib/drafts/draft-store');

/**
 * The anonymous forms' local draft (issue 12, 6): what a visitor types is kept on the device while typing and
 * brought back by itself after a reload or a closed tab; photos are not kept (the notice says to attach them
 * again). `clear()` after a successful send; `discard()` starts over. A draft is not brought back over what the
 * visitor has typed meanwhile (the store arrives just after hydration, and a prerendered form takes input before).
 */
export function usePublicDraft<V extends { attachments: unknown[] }>(form: string, values: V, restoreValues: (v: V) => void) {
  const name = `public:${form}`;
  const [restored, setRestored] = useState(false);
  const done = useRef(false);
  /** the values the form was mounted with: once they change (typed), no draft comes back over them */
  const mounted = useRef(values);
  const changed = useRef(false);

  useEffect(() => {
    let live = true;
    void draftStore().then(({ draftKey, readDraft }) => {
      if (!live || changed.current) return;
      const draft = readDraft<V>(draftKey(name, null));
      if (!draft || Date.now() - draft.savedAt > KEEP_MS) return;
      restoreValues({ ...draft.values, attachments: [] });
      setRestored(true);
    });
    return () => {
      live = false;
    };
    // restoring once on mount is the point
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (values === mounted.current) return;
    changed.current = true;
    if (done.current) return;
    const timer = setTimeout(() => void draftStore().then(({ draftKey, saveDraft }) => !done.current && saveDraft(draftKey(name, null), { ...values, attachments: [] })), SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [name, values]);

  return {
    restored,
    /** after a successful send: nothing is kept, and nothing is written again */
    clear: () => {
      done.current = true;
      void draftStore().then(({ clearDraft, draftKey }) => clearDraft(draftKey(name, null)));
    },
    discard: () => {
      void draftStore().then(({ clearDraft, draftKey }) => clearDraft(draftKey(name, null)));
      setRestored(false);
    },
  };
}
