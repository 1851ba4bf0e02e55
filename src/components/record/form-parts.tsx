import { Button } from 'primereact/button';
import { Message } from 'primereact/message';

const BANNER = { width: '100%', marginBottom: '1rem' };

/** an error banner above a form's fields (an alert: PrimeReact's Message announces itself) */
export function FormError({ text }: { text: string }) {
  return <Message severity="error" role="alert" text={text} style={BANNER} />;
}

/** "fix the marked fields" (the module's `form.fixErrors`) once a submit was refused by the form's own checks */
export function FixErrors({ formik, text }: { formik: { submitCount: number; isValid: boolean }; text: string }) {
  return formik.submitCount > 0 && !formik.isValid ? <FormError text={text} /> : null;
}

/** a record form's buttons: submit (busy while saving) and cancel */
export function SubmitCancel({ submit, cancel, submitting, disabled, onCancel }: { submit: string; cancel: string; submitting: boolean; disabled?: boolean; onCancel(): void }) {
  return (
    <div className="form-actions">
      <Button type="submit" label={submit} icon="pi pi-check" loading={submitting} disabled={disabled} />
      <Button type="button" outlined label={cancel} onClick={onCancel} />
    </div>
  );
}
