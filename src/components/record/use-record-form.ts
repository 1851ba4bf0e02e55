import { useFormik, type FormikErrors, type FormikHelpers, type FormikValues } from 'formik';
import type { AnySchema } from 'yup';
import { useFocusInvalid } from '@/components/form/use-focus-invalid';
import { useFormDraft } from '@/lib/drafts/use-form-draft';

interface RecordFormOptions<V extends FormikValues> {
  initialValues: V;
  /** the entity's one yup schema (the demo backend validates with the same); a function when it depends on what the
   * form's own values load (names taken among the chosen parent's children...): it is read when validating */
  schema?: AnySchema | (() => AnySchema);
  /** checks the schema cannot express (across fields, against other records); merged with the schema's errors */
  validate?(values: V): FormikErrors<V> | Promise<FormikErrors<V>>;
  /** where the unsent values are kept (`lib/drafts`); none (dialogs, read-only views): no draft is kept */
  draftKey?: string | null;
  /** re-initialise when `initialValues` change (the record arrived); default true */
  enableReinitialize?: boolean;
  /** saves; false when refused (the form keeps what was typed; field errors were set through `helpers`) */
  onSubmit(values: V, helpers: FormikHelpers<V>): Promise<boolean>;
}

/**
 * The kit's record form: Formik with the entity's schema (re-initialised when the record arrives), a draft that
 * survives a reload and is cleared once saved, and the focus on the first invalid field after a refused submit.
 * Spread `focusRef` on the `<form ref>` and give `draft` to `DraftNotice`. Child components that read the form
 * through `useFormikContext` get it from `<FormikProvider value={formik}>`.
 */
export function useRecordForm<V extends FormikValues>({ initialValues, schema, validate, draftKey, enableReinitialize = true, onSubmit }: RecordFormOptions<V>) {
  const formik = useFormik<V>({
    initialValues,
    enableReinitialize,
    validationSchema: schema,
    validate,
    onSubmit: async (values, helpers) => {
      if (await onSubmit(values, helpers)) draft.clear();
    },
  });
  const focusRef = useFocusInvalid(formik);
  const draft = useFormDraft(draftKey ?? '', formik, { enabled: !!draftKey });
  return { formik, focusRef, draft };
}
