import { forwardRef, useState, type ButtonHTMLAttributes, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Native inputs dressed in the PrimeReact theme's classes (the theme CSS is global). The signed-out and
 * public pages use these instead of PrimeReact's components, whose runtime (~50 KB gzip with its
 * base and icon modules) would otherwise be on their first paint.
 */
type InputProps = InputHTMLAttributes<HTMLInputElement> & { invalid?: boolean };

export const TextInput = forwardRef<HTMLInputElement, InputProps>(function TextInput({ invalid, className, ...rest }, ref) {
  return <input ref={ref} className={['p-inputtext p-component', invalid ? 'p-invalid' : '', className ?? ''].join(' ').trim()} aria-invalid={invalid || undefined} {...rest} />;
});

/** A password input with a show/hide toggle that has an accessible name and state. */
export function PasswordInput({ invalid, ...rest }: Omit<InputProps, 'type'>) {
  const { t } = useTranslation('common');
  const [shown, setShown] = useState(false);
  return (
    <span className="native-password">
      <TextInput {...rest} invalid={invalid} type={shown ? 'text' : 'password'} style={{ width: '100%' }} />
      <button type="button" className="native-password-toggle" aria-pressed={shown} aria-label={t('password.show')} onClick={() => setShown((s) => !s)}>
        <span className={shown ? 'pi pi-eye-slash' : 'pi pi-eye'} aria-hidden="true" />
      </button>
    </span>
  );
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { label: string; loading?: boolean; severity?: 'secondary' };

/** A themed button; while loading it is disabled and shows a spinner (its name stays the label). */
export function PlainButton({ label, loading, severity, className, disabled, ...rest }: ButtonProps) {
  return (
    <button className={['p-button p-component', severity ? `p-button-${severity}` : '', className ?? ''].join(' ').trim()} disabled={disabled || loading} aria-busy={loading || undefined} {...rest}>
      {loading && <span className="p-button-icon p-button-icon-left pi pi-spin pi-spinner" aria-hidden="true" />}
      <span className="p-button-label">{label}</span>
    </button>
  );
}
