import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';

export interface SignInValues {
  email: string;
  password: string;
}
type Field = keyof SignInValues;
export type SignInErrors = Partial<Record<Field, string>>;

/**
 * The sign-in form's state without a form library (issue 18: formik was ≈ 11.6 KB gzip of the JS /login needs to
 * become interactive). It does what formik did for this form: values; validation on change, on blur and on submit
 * (the newest check wins); a field's message once it was left; every field touched on submit; no submit while
 * invalid; `isSubmitting` during validation and the submit.
 */
export function useSignInForm(validate: (values: SignInValues) => Promise<SignInErrors>, onSubmit: (values: SignInValues) => Promise<void>) {
  const [values, setValues] = useState<SignInValues>({ email: '', password: '' });
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [errors, setErrors] = useState<SignInErrors>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const current = useRef(values);
  const checks = useRef(0);

  const check = async (v: SignInValues) => {
    const n = ++checks.current;
    const found = await validate(v);
    if (n === checks.current) setErrors(found);
    return found;
  };
  const handleChange = (e: ChangeEvent<HTMLInputElement>) => {
    const next = { ...current.current, [e.target.name as Field]: e.target.value };
    current.current = next;
    setValues(next);
    void check(next);
  };
  const handleBlur = (e: { target: { name: string } }) => {
    const name = e.target.name as Field;
    setTouched((t) => ({ ...t, [name]: true }));
    void check(current.current);
  };
  const handleSubmit = async (e?: FormEvent) => {
    e?.preventDefault();
    setTouched({ email: true, password: true });
    setSubmitting(true);
    try {
      const found = await check(current.current);
      if (Object.keys(found).length === 0) await onSubmit(current.current);
    } finally {
      setSubmitting(false);
    }
  };
  return { values, touched, errors, isSubmitting, handleChange, handleBlur, handleSubmit };
}

/** yup's errors as one message per field (the first), as formik reported them; empty strings count as missing */
export async function validateSignIn(values: SignInValues, schema: () => Promise<import('yup').Schema>): Promise<SignInErrors> {
  const [loaded, { ValidationError }] = await Promise.all([schema(), import('yup')]);
  const data = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v === '' ? undefined : v]));
  try {
    await loaded.validate(data, { abortEarly: false });
    return {};
  } catch (e) {
    if (!(e instanceof ValidationError)) throw e;
    const out: SignInErrors = {};
    for (const err of e.inner) if (err.path && !(err.path in out)) out[err.path as Field] = err.message;
    return out;
  }
}
