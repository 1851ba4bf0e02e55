import * as yup from 'yup';
import type { ReactNode } from 'react';

/** field → first message of a yup schema for these values (the same schema the demo backend runs) */
export function fieldErrors(schema: yup.AnySchema, values: unknown): Record<string, string> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (e) {
    if (!(e instanceof yup.ValidationError)) throw e;
    const out: Record<string, string> = {};
    for (const inner of e.inner.length ? e.inner : [e]) if (inner.path !== undefined && !out[inner.path]) out[inner.path] = inner.message;
    if (!e.inner.length && !e.path) out[''] = e.message;
    return out;
  }
}

/** focus the first invalid field of a form after a refused submit */
export function focusFirstInvalid(form: HTMLElement | null) {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

/** a labelled field with its error wired to the control (aria-describedby / aria-invalid set by the caller) */
export function Field({ id, label, error, required, children, hint }: { id: string; label: string; error?: string; required?: boolean; hint?: string; children: ReactNode }) {
  return (
    <div className="audit-field">
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children}
      {hint && (
        <small id={`${id}-hint`} className="audit-hint">
          {hint}
        </small>
      )}
      {error && (
        <small id={`${id}-error`} className="p-error" role="alert">
          {error}
        </small>
      )}
    </div>
  );
}

export const invalidProps = (id: string, error?: string) => ({ id, 'aria-invalid': error ? ('true' as const) : undefined, 'aria-describedby': error ? `${id}-error` : undefined });
