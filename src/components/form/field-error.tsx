import type { ReactNode } from 'react';

/** the value at a Formik path (`a.b`, `list[0].name`) without loading formik: the light forms use this file too */
function at(from: unknown, path: string): unknown {
  return path
    .split(/[.[\]]+/)
    .filter(Boolean)
    .reduce<unknown>((o, k) => (o == null ? undefined : (o as Record<string, unknown>)[k]), from);
}

/** the error to show for a field (a non-empty string, once touched or after a submit attempt), else null */
export function fieldError(formik: { errors: object; touched: object; submitCount: number }, name: string): string | null {
  const error = at(formik.errors, name) as unknown;
  const touched = at(formik.touched, name) || formik.submitCount > 0;
  return typeof error === 'string' && error && touched ? error : null;
}

/** a field's error, referenced by its input's aria-describedby */
export function ErrorText({ id, error }: { id: string; error: string | null }) {
  if (!error) return null;
  return (
    <small id={id} className="field-error">
      {error}
    </small>
  );
}

/** a field's hint (under its label), referenced by its input's aria-describedby as `<id>-hint` */
export function HintText({ id, hint }: { id: string; hint?: ReactNode }) {
  if (!hint) return null;
  return (
    <small id={`${id}-hint`} className="hint">
      {hint}
    </small>
  );
}

/** the aria-describedby of field `id`: its hint and its error when shown (undefined when neither) */
export const describedBy = (id: string, hint: unknown, error: unknown): string | undefined => [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
