import { useEffect, useRef } from 'react';

/**
 * After a submit that validation refused, moves focus to the first invalid field (WCAG 3.3.1: the user lands
 * on what to fix, not on <body>); fields are marked with aria-invalid="true". Give the returned ref to the form.
 */
export function useFocusInvalid(formik: { submitCount: number; isSubmitting: boolean; errors: object }) {
  const ref = useRef<HTMLFormElement>(null);
  const handled = useRef(0);
  useEffect(() => {
    if (formik.isSubmitting || formik.submitCount === handled.current) return;
    handled.current = formik.submitCount;
    if (Object.keys(formik.errors).length === 0) return;
    ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
  return ref;
}
