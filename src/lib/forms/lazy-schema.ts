import { validateYupSchema, yupToFormErrors, type FormikErrors, type FormikValues } from 'formik';
import type { Schema } from 'yup';

/**
 * A formik `validate` that loads its yup schema on first use. Pages whose first paint must stay small
 * (sign-in, the public report forms) keep yup (~11 KB gzip) out of their initial chunks: the schema
 * arrives while the user types, before the first blur or submit needs it.
 */
export function lazySchema<V extends FormikValues>(load: () => Promise<Schema>): (values: V) => Promise<FormikErrors<V>> {
  // `load` runs on every validation (a loaded module's import() resolves at once), so a schema built
  // from current state (the step, the language) is always fresh.
  return async (values: V) => {
    const schema = await load();
    try {
      await validateYupSchema(values, schema);
      return {};
    } catch (err) {
      if ((err as { name?: string }).name === 'ValidationError') return yupToFormErrors<V>(err);
      throw err;
    }
  };
}
