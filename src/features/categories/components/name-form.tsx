import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import * as yup from 'yup';
import { Button } from 'primereact/button';
import { ErrorText } from '@/components/form/fields';
import { categorySchema } from '../schemas/category-schema';
import { useCategoryLabels } from './labels';
import { fieldErrorsOf } from './server-errors';

interface Props {
  id: string;
  label: string;
  initial?: string;
  submitLabel: string;
  /** names already used beside this one (the duplicate check of the category schema) */
  taken: readonly string[];
  /** the save's refusal, or null when saved (the form then empties, or closes) */
  onSave(name: string): Promise<unknown>;
  /** inline rename: Cancel button and Escape close it */
  onCancel?(): void;
  autoFocus?: boolean;
}

/** One name, validated by the category schema's own name rule; a refusal shows under the field and the text stays. */
export function NameForm({ id, label, initial = '', submitLabel, taken, onSave, onCancel, autoFocus }: Props) {
  const { t } = useCategoryLabels();
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (autoFocus) input.current?.focus();
  }, [autoFocus]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await categorySchema(t, { takenNames: taken }).validateAt('name', { name });
    } catch (err) {
      setError(err instanceof yup.ValidationError ? err.message : String(err));
      input.current?.focus();
      return;
    }
    setBusy(true);
    const refusal = await onSave(name.trim());
    setBusy(false);
    if (!refusal) {
      setError(null);
      if (!onCancel) setName('');
      return;
    }
    const key = fieldErrorsOf(refusal).name;
    if (key) setError(t(key));
    input.current?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && onCancel) {
      e.preventDefault();
      onCancel();
    }
  };

  return (
    <form className="inline-name-form" onSubmit={(e) => void submit(e)} noValidate>
      <div className="field">
        <label htmlFor={id}>
          {label}
          <span aria-hidden="true"> *</span>
        </label>
        <input
          ref={input}
          id={id}
          className="native-input"
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            if (error) setError(null);
          }}
          onKeyDown={onKeyDown}
          aria-required
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <ErrorText id={`${id}-error`} error={error} />
      </div>
      <div className="form-actions">
        <Button type="submit" label={submitLabel} icon="pi pi-check" loading={busy} />
        {onCancel && <Button type="button" outlined label={t('form.cancel')} onClick={onCancel} />}
      </div>
    </form>
  );
}
