import type { ReactNode } from 'react';
import { ErrorText, HintText, describedBy } from './field-error';

/**
 * A labelled control the caller renders itself (a value that is parsed or computed, a path the caller builds: the
 * audits' schedule, template and decision forms), with the required marker, its hint and its error; the control takes
 * `controlProps(id, error)` for its id, aria-invalid and aria-describedby. `className` keeps a module's layout.
 */
export function LabelledControl({ id, label, required, hint, error, className = 'field', children }: { id: string; label: string; required?: boolean; hint?: string; error?: string | null; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children}
      <HintText id={id} hint={hint} />
      <ErrorText id={`${id}-error`} error={error || null} />
    </div>
  );
}

/** what the control of a LabelledControl takes: its id, aria-invalid and aria-describedby (the error when shown) */
export const controlProps = (id: string, error?: string | null) => ({ id, 'aria-invalid': error ? ('true' as const) : undefined, 'aria-describedby': describedBy(id, null, error) });
