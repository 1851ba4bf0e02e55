import { getIn, type FormikProps } from 'formik';

/* Native inputs bound to Formik, with a visible label, required marker and the error tied by aria-describedby. */

type AnyFormik<V> = FormikProps<V>;

export function fieldError<V>(formik: AnyFormik<V>, name: string): string | null {
  const error = getIn(formik.errors, name) as unknown;
  const touched = getIn(formik.touched, name) || formik.submitCount > 0;
  return typeof error === 'string' && error && touched ? error : null;
}

export function ErrorText<V>({ formik, name, id }: { formik: AnyFormik<V>; name: string; id: string }) {
  const error = fieldError(formik, name);
  if (!error) return null;
  return (
    <small id={id} className="field-error">
      {error}
    </small>
  );
}

function Label({ id, label, required }: { id: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={id}>
      {label}
      {required && <span aria-hidden="true"> *</span>}
    </label>
  );
}

export function TextField<V>({ formik, name, id, label, required, multiline, type = 'text', max, disabled }: { formik: AnyFormik<V>; name: string; id: string; label: string; required?: boolean; multiline?: boolean; type?: string; max?: string; disabled?: boolean }) {
  const error = fieldError(formik, name);
  const props = {
    id,
    name,
    className: 'native-input',
    value: (getIn(formik.values, name) as string | null) ?? '',
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    disabled,
    'aria-invalid': !!error,
    'aria-required': required,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
  return (
    <div className="field">
      <Label id={id} label={label} required={required} />
      {multiline ? <textarea {...props} rows={3} /> : <input {...props} type={type} max={max} />}
      <ErrorText formik={formik} name={name} id={`${id}-error`} />
    </div>
  );
}

export function SelectField<V>({ formik, name, id, label, required, options, placeholder, numeric, onValue, disabled }: { formik: AnyFormik<V>; name: string; id: string; label: string; required?: boolean; options: [string, string][]; placeholder?: string; numeric?: boolean; onValue?(v: string): void; disabled?: boolean }) {
  const error = fieldError(formik, name);
  const value = getIn(formik.values, name) as string | number | null;
  return (
    <div className="field">
      <Label id={id} label={label} required={required} />
      <select
        id={id}
        name={name}
        className="native-input"
        value={value == null ? '' : String(value)}
        disabled={disabled}
        onChange={(e) => {
          const v = e.target.value;
          void formik.setFieldValue(name, numeric ? (v ? Number(v) : null) : v);
          onValue?.(v);
        }}
        onBlur={formik.handleBlur}
        aria-invalid={!!error}
        aria-required={required}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
      <ErrorText formik={formik} name={name} id={`${id}-error`} />
    </div>
  );
}

/** a yes/no question as two radios in a fieldset (the legend is the question) */
export function YesNoField<V>({ formik, name, id, legend, yes, no, required }: { formik: AnyFormik<V>; name: string; id: string; legend: string; yes: string; no: string; required?: boolean }) {
  const error = fieldError(formik, name);
  const value = getIn(formik.values, name) as boolean | null;
  return (
    <fieldset className="group" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>
        {legend}
        {required && <span aria-hidden="true"> *</span>}
      </legend>
      <div className="radio-row">
        {[true, false].map((v) => (
          <label key={String(v)}>
            <input type="radio" name={name} checked={value === v} onChange={() => void formik.setFieldValue(name, v)} />
            {v ? yes : no}
          </label>
        ))}
      </div>
      <ErrorText formik={formik} name={name} id={`${id}-error`} />
    </fieldset>
  );
}
