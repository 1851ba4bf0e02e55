import type { ReactNode } from 'react';

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
