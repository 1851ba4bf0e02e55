import { getIn, type FormikProps } from 'formik';
import type { PermitAnswers } from '@/features/permit-templates/public';

/**
 * The generated questions (`PermitQuestions` of permit-templates) read and write their answers at the top of a
 * Formik form. The permit form keeps them under one key (`answers`, `declaration`, `closure_answers`) of its own
 * Formik, so one form, one schema, one draft: this view of the parent form scopes values, errors, touched and the
 * setters to that key.
 */
export function nestedFormik<V>(formik: FormikProps<V>, key: string): FormikProps<PermitAnswers> {
  const prefix = `${key}.`;
  return {
    ...(formik as unknown as FormikProps<PermitAnswers>),
    values: (getIn(formik.values, key) ?? {}) as PermitAnswers,
    errors: (getIn(formik.errors, key) ?? {}) as FormikProps<PermitAnswers>['errors'],
    touched: (getIn(formik.touched, key) ?? {}) as FormikProps<PermitAnswers>['touched'],
    setFieldValue: (field: string, value: unknown, validate?: boolean) => formik.setFieldValue(prefix + field, value, validate) as Promise<void>,
    setFieldTouched: (field: string, touched?: boolean, validate?: boolean) => formik.setFieldTouched(prefix + field, touched, validate) as Promise<void>,
  };
}
