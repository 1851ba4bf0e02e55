import type { Schema } from 'yup';

export type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

/**
 * yup's verdict as formik gave it, without formik: one message per field (the first), empty strings counting as
 * missing. The forms that must stay small (sign-in, the public reports; issue 18) load yup with their schema.
 */
export async function firstErrors<V extends object>(schema: Schema, values: V): Promise<FieldErrors<V>> {
  const { ValidationError } = await import('yup');
  const data = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v === '' ? undefined : v]));
  try {
    await schema.validate(data, { abortEarly: false });
    return {};
  } catch (e) {
    if (!(e instanceof ValidationError)) throw e;
    const out: Record<string, string> = {};
    for (const err of e.inner) {
      const field = err.path?.split(/[.[]/)[0];
      if (field && !(field in out)) out[field] = err.message;
    }
    return out as FieldErrors<V>;
  }
}

/**
 * yup's verdict by path, for a form of nested records (a template's sections and questions): the first message of
 * each path as yup names it (`definition.sections[0].title`; '' for a rule on the whole record). A form of the kit
 * passes it as `validate` and reads a field's message by its path.
 */
export async function pathErrors(schema: Schema, values: unknown): Promise<Record<string, string>> {
  const { ValidationError } = await import('yup');
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (e) {
    if (!(e instanceof ValidationError)) throw e;
    const out: Record<string, string> = {};
    for (const err of e.inner.length ? e.inner : [e]) {
      const path = err.path ?? '';
      if (!(path in out)) out[path] = err.message;
    }
    return out;
  }
}
