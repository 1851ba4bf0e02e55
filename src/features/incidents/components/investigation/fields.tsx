import { getIn, type FormikProps } from 'formik';

/* Small Formik ↔ native field adapters for the investigation forms: every field has a visible label,
   its error is tied with aria-describedby and shown once touched or after a submit attempt. */

type AnyFormik<V> = FormikProps<V>;

export function fieldError<V>(formik: AnyFormik<V>, name: string): string | null {
  const error = getIn(formik.errors, name) as unknown;
  const touched = getIn(formik.touched, name) || formik.submitCount > 0;
  return touched && typeof error === 'string' ? error : null;
}

export function ErrorText({ id, error }: { id: string; error: string | null }) {
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

export function TextInput<V>({ formik, name, id, label, required, multiline, type = 'text', min, max, disabled }: { formik: AnyFormik<V>; name: string; id: string; label: string; required?: boolean; multiline?: boolean; type?: string; min?: string; max?: string; disabled?: boolean }) {
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
      {multiline ? <textarea {...props} rows={3} /> : <input {...props} type={type} min={min} max={max} />}
      <ErrorText id={`${id}-error`} error={error} />
    </div>
  );
}

export function SelectInput<V>({ formik, name, id, label, required, options, placeholder, numeric, disabled }: { formik: AnyFormik<V>; name: string; id: string; label: string; required?: boolean; options: [string, string][]; placeholder?: string; numeric?: boolean; disabled?: boolean }) {
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
      <ErrorText id={`${id}-error`} error={error} />
    </div>
  );
}

/** a group of checkboxes for a list of numeric ids (team members, approvers) */
export function CheckboxGroup<V>({ formik, name, id, legend, required, options, disabled }: { formik: AnyFormik<V>; name: string; id: string; legend: string; required?: boolean; options: [number, string][]; disabled?: boolean }) {
  const error = fieldError(formik, name);
  const value = (getIn(formik.values, name) as number[] | undefined) ?? [];
  return (
    <fieldset className="group" aria-describedby={error ? `${id}-error` : undefined} aria-required={required}>
      <legend>
        {legend}
        {required && <span aria-hidden="true"> *</span>}
      </legend>
      <div className="check-grid">
        {options.map(([v, text]) => (
          <label key={v} className="check">
            <input
              type="checkbox"
              name={name}
              disabled={disabled}
              checked={value.includes(v)}
              onChange={(e) => {
                void formik.setFieldTouched(name, true, false);
                void formik.setFieldValue(name, e.target.checked ? [...value, v] : value.filter((x) => x !== v));
              }}
            />
            {text}
          </label>
        ))}
      </div>
      <ErrorText id={`${id}-error`} error={error} />
    </fieldset>
  );
}
