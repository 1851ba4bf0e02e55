import type { ChangeEvent, FocusEvent, ReactNode } from 'react';
import { ErrorText, HintText, describedBy, fieldError } from './field-error';
import { PasswordInput, TextInput } from './native-inputs';

/** what a field needs of its form: Formik's props, or the light form of the sign-in-like pages (use-light-form) */
export interface BoundForm<V> {
  values: V;
  errors: object;
  touched: object;
  submitCount: number;
  handleChange(e: ChangeEvent<HTMLInputElement>): void;
  handleBlur(e: FocusEvent<HTMLInputElement>): void;
}

interface FieldProps<V> {
  formik: BoundForm<V>;
  name: keyof V & string;
  id: string;
  label: string;
  hint?: ReactNode;
  type?: 'text' | 'email' | 'password' | 'new-password';
  autoComplete?: string;
  inputMode?: 'numeric' | 'email' | 'text';
  maxLength?: number;
  autoFocus?: boolean;
}

/** A labelled text or password input (sign-in, sign-up, account forms) with its hint and error wired to aria-describedby (WCAG: visible label, announced error). */
export function FormField<V>({ formik, name, id, label, hint, type = 'text', autoComplete, inputMode, maxLength, autoFocus }: FieldProps<V>) {
  const error = fieldError(formik, name);
  const value = String((formik.values as Record<string, unknown>)[name] ?? '');
  // what both inputs take
  const common = { id, name, value, onChange: formik.handleChange, onBlur: formik.handleBlur, invalid: !!error, autoFocus, 'aria-describedby': describedBy(id, hint, error) };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {type === 'password' || type === 'new-password' ? (
        <PasswordInput {...common} autoComplete={autoComplete ?? (type === 'new-password' ? 'new-password' : 'current-password')} />
      ) : (
        <TextInput {...common} type={type} autoComplete={autoComplete} inputMode={inputMode} maxLength={maxLength} />
      )}
      <HintText id={id} hint={hint} />
      <ErrorText id={`${id}-error`} error={error} />
    </div>
  );
}
