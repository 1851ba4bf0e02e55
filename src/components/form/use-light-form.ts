import { useRef, useState, type ChangeEvent, type FocusEvent, type FormEvent } from 'react';
import type { FieldErrors } from '@/lib/forms/first-errors';

/**
 * The part of formik that the small forms use (sign-in, the public observation; issue 18: formik is ≈ 11 KB gzip
 * of the JS those pages need to become interactive), with formik's behaviour: validation on every change and blur
 * (the newest check wins), a field's message once it was left or the form was sent, every field touched on submit,
 * no submit while invalid, `isSubmitting` during validation and the submit, `submitCount` for focusing the first
 * invalid field (use-focus-invalid).
 */
export function useLightForm<V extends object>({ initialValues, validate, onSubmit }: { initialValues: V | (() => V); validate: (values: V) => Promise<FieldErrors<V>>; onSubmit: (values: V) => Promise<void> }) {
  const [initial] = useState(initialValues);
  const [values, setValuesState] = useState<V>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const [submitCount, setSubmitCount] = useState(0);
  const current = useRef(values);
  const checks = useRef(0);

  const check = async (v: V) => {
    const n = ++checks.current;
    const found = await validate(v);
    if (n === checks.current) setErrors(found);
    return found;
  };
  const setValues = (next: V, shouldValidate = true) => {
    current.current = next;
    setValuesState(next);
    if (shouldValidate) void check(next);
  };
  const setFieldValue = <K extends keyof V>(name: K, value: V[K]) => setValues({ ...current.current, [name]: value });
  /** some fields at once, over the newest values (what was typed into a prerendered form before hydration) */
  const mergeValues = (partial: Partial<V>, shouldValidate = false) => setValues({ ...current.current, ...partial }, shouldValidate);
  /** an input's change by its `name` (formik's handleChange, for text inputs) */
  const handleChange = (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setFieldValue(e.target.name as keyof V, e.target.value as V[keyof V]);
  const handleBlur = (e: FocusEvent) => {
    setTouched((t) => ({ ...t, [(e.target as HTMLInputElement).name]: true }));
    void check(current.current);
  };
  const handleSubmit = async (e?: FormEvent) => {
    e?.preventDefault();
    setSubmitCount((n) => n + 1);
    setTouched(Object.fromEntries(Object.keys(current.current).map((k) => [k, true])) as Partial<Record<keyof V, boolean>>);
    setSubmitting(true);
    try {
      const found = await check(current.current);
      if (Object.keys(found).length === 0) await onSubmit(current.current);
    } finally {
      setSubmitting(false);
    }
  };
  const resetForm = () => {
    checks.current++;
    current.current = initial;
    setValuesState(initial);
    setErrors({});
    setTouched({});
    setSubmitCount(0);
  };
  return { values, touched, errors, isSubmitting, submitCount, setValues, setFieldValue, mergeValues, handleChange, handleBlur, handleSubmit, resetForm };
}
