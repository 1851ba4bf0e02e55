import { getIn, type FormikProps } from 'formik';

/** the error to show for a field (a non-empty string, once touched or after a submit attempt), else null */
export function fieldError<V>(formik: FormikProps<V>, name: string): string | null {
  const error = getIn(formik.errors, name) as unknown;
  const touched = getIn(formik.touched, name) || formik.submitCount > 0;
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
