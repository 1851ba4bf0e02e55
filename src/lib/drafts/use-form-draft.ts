import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { FormikProps } from 'formik';
import { useAppSelector } from '@/lib/store/hooks';
import { onBeforeReload } from '@/lib/browser';
import { clearDraft, draftKey, readDraft, saveDraft, type Draft } from './draft-store';

const SAVE_DELAY_MS = 400;

export interface FormDraft<V> {
  /** a saved draft waiting to be restored or discarded */
  pending: Draft<V> | null;
  restore(): void;
  discard(): void;
  /** call after a successful save */
  clear(): void;
}

/**
 * Keeps a Formik form's values as a local draft while the user types (debounced, and right before
 * a reload the app triggers), and offers a saved draft back when the form opens again.
 * One mechanism for every form: `const draft = useFormDraft('observation:new', formik)` +
 * `<DraftNotice draft={draft} />`, and `draft.clear()` after the save succeeds.
 */
export function useFormDraft<V>(form: string, formik: FormikProps<V>, options: { enabled?: boolean } = {}): FormDraft<V> {
  const enabled = options.enabled ?? true;
  const userId = useAppSelector((s) => s.session.user?.id ?? null);
  const key = draftKey(form, userId);
  const [pending, setPending] = useState<Draft<V> | null>(() => (enabled ? readDraft<V>(key) : null));
  const latest = useRef(formik);
  const pendingRef = useRef(pending);
  /** the values a successful save cleared the draft for: they are never written back as a draft */
  const savedValues = useRef<V | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const keep = () => latest.current.dirty && !pendingRef.current && latest.current.values !== savedValues.current;
  useLayoutEffect(() => {
    latest.current = formik;
    pendingRef.current = pending;
  });

  // Save while typing; never overwrite a pending draft before the user chose what to do with it.
  useEffect(() => {
    if (!enabled || !formik.dirty || pendingRef.current) return;
    timer.current = setTimeout(() => keep() && saveDraft(key, latest.current.values), SAVE_DELAY_MS);
    return () => clearTimeout(timer.current);
  }, [enabled, key, formik.values, formik.dirty]);

  // Save synchronously before an app-triggered reload (token refresh) and when the page is hidden.
  useEffect(() => {
    if (!enabled) return;
    const flush = () => {
      if (keep()) saveDraft(key, latest.current.values);
    };
    const off = onBeforeReload(flush);
    window.addEventListener('pagehide', flush);
    return () => {
      off();
      window.removeEventListener('pagehide', flush);
    };
  }, [enabled, key]);

  const restore = useCallback(() => {
    const draft = pendingRef.current;
    if (!draft) return;
    void latest.current.setValues({ ...latest.current.initialValues, ...draft.values }, false);
    setPending(null);
  }, []);

  const discard = useCallback(() => {
    clearDraft(key);
    setPending(null);
  }, [key]);

  // A save navigates away, but the form stays mounted while the next screen loads (a transition): the
  // typing timer or a pagehide must not write the saved values back as an "unsaved draft".
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    savedValues.current = latest.current.values;
    clearDraft(key);
    setPending(null);
  }, [key]);

  return { pending, restore, discard, clear };
}
