import { useFormik, type FormikErrors, type FormikHelpers, type FormikValues } from 'formik';
import type { AnySchema } from 'yup';
import { useFocusInvalid } from '@/components/form/use-focus-invalid';
import { useFormDraft } from '@/lib/drafts/use-form-draft';

interface RecordFormOptions<V extends FormikValues> {
  initialValues: V;
  /** the entity's one yup schema (the demo backend validates with the same) */
  schema?: AnySchema;
  /** rules past one schema (a typed text parsed first, a whole-record rule put on a field); with `schema`, both run */
  validate?(values: V): Promise<FormikErrors<V>> | FormikErrors<V>;
  /** where the unsent values are kept (`lib/drafts`); none: the form keeps no draft (a dialog, a password) */
  draftKey?: string;
  /** saves; false when refused (the form keeps what was typed; field errors were set through `helpers`) */
  onSubmit(values: V, helpers: FormikHelpers<V>): Promise<boolean>;
}

/**
 * The kit's record form: Formik with the entity's schema (re-initialised when the record arrives), a draft that
 * survives a reload and is cleared once saved, and the focus on the first invalid field after a refused submit.
 * Spread `focusRef` on the `<form ref>` and give `draft` to `DraftNotice`.
 */
export function useRecordForm<V extends FormikValues>({ initialValues, schema, validate, draftKey, onSubmit }: RecordFormOptions<V>) {
  const formik = useFormik<V>({
    initialValues,
    enableReinitialize: true,
    validationSchema: schema,
    validate,
    onSubmit: async (values, helpers) => {
      if (await onSubmit(values, helpers)) draft.clear();
    },
  });
  const focusRef = useFocusInvalid(formik);
  const draft = useFormDraft(draftKey ?? '', formik, { enabled: draftKey !== undefined });
  return { formik, focusRef, draft };
}
