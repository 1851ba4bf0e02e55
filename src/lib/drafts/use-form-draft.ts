import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { FormikProps } from 'formik';
import { useAppSelector } from '@/lib/store/hooks';
import { onBeforeReload } from '@/lib/browser';
import { clearDraft, draftKey, readDraft, saveDraft, type Draft } from './draft-store';

const SAVE_DELAY_MS = 400;
/** a draft the session renewal saved is restored by itself only this soon after (then it is offered) */
const RENEWED_RESTORE_MS = 10 * 60_000;

export interface FormDraft<V> {
  /** a saved draft waiting to be restored or discarded */
  pending: Draft<V> | null;
  restore(): void;
  discard(): void;
  /** call after a successful save */
  clear(): void;
  /** the form was restored by itself after the session was renewed mid-edit (nothing was sent) */
  renewed: boolean;
  /** …and the renewal interrupted its submit: the report was NOT sent, the notice says so plainly (issue 26) */
  unsent: boolean;
  dismissRenewed(): void;
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
  // the token refresh reloaded the page while the user was filling the form (often on submit): bring the
  // values back at once and say that nothing was sent, rather than offering an unexplained draft
  const [{ initial, autoRestore }] = useState(() => {
    const draft = enabled ? readDraft<V>(key) : null;
    return { initial: draft, autoRestore: !!draft?.renewed && Date.now() - draft.savedAt < RENEWED_RESTORE_MS };
  });
  const [pending, setPending] = useState<Draft<V> | null>(autoRestore ? null : initial);
  const [renewed, setRenewed] = useState(autoRestore);
  const unsent = renewed && !!initial?.unsent;
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

  useEffect(() => {
    if (!autoRestore || !initial) return;
    void latest.current.setValues({ ...latest.current.initialValues, ...initial.values }, false);
    // restored once: the stored copy becomes an ordinary draft, so a later reload offers it instead of
    // restoring again and again
    saveDraft(key, initial.values, initial.path);
  }, [autoRestore, initial, key]);

  // Save synchronously before an app-triggered reload (token refresh: marked to restore by itself) and
  // when the page is hidden.
  useEffect(() => {
    if (!enabled) return;
    const flush = (renewal: boolean) => {
      // a submit in flight when the session renewal reloads the page did not go through: keep the values even if
      // unchanged, and mark them so the form says plainly that the report was not sent
      const submitting = renewal && latest.current.isSubmitting;
      if (keep() || (submitting && !pendingRef.current)) saveDraft(key, latest.current.values, undefined, renewal, submitting);
    };
    // the reload's own pagehide comes after the hook and must keep the mark
    let renewing = false;
    const off = onBeforeReload(() => {
      renewing = true;
      flush(true);
    });
    const onHide = () => flush(renewing);
    window.addEventListener('pagehide', onHide);
    return () => {
      off();
      window.removeEventListener('pagehide', onHide);
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
    setRenewed(false);
  }, [key]);

  const dismissRenewed = useCallback(() => setRenewed(false), []);

  return { pending, restore, discard, clear, renewed, unsent, dismissRenewed };
}
