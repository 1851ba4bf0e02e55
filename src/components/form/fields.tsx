import type { SiteOption } from '@/lib/api/lookups';
import { getIn, type FormikProps } from 'formik';
import type { ReactNode } from 'react';
import { ErrorText, HintText, describedBy, fieldError } from './field-error';
import { OptionList } from './option-list';
import { PeoplePicker } from './people-picker';

export { ErrorText, fieldError };

/*
 * Native inputs bound to Formik (observations, actions, incident report and investigation forms): every field
 * has a visible label and required marker; its error shows once the field is touched or after a submit attempt
 * and is tied to the input by aria-describedby. Plain elements only (no PrimeReact runtime).
 */

type AnyFormik<V> = FormikProps<V>;

function Label({ id, label, required }: { id: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={id}>
      {label}
      {required && <span aria-hidden="true"> *</span>}
    </label>
  );
}

function Legend({ legend, required }: { legend: string; required?: boolean }) {
  return (
    <legend>
      {legend}
      {required && <span aria-hidden="true"> *</span>}
    </legend>
  );
}


interface FieldProps<V> {
  formik: AnyFormik<V>;
  name: string;
  id: string;
  label: string;
  required?: boolean;
  disabled?: boolean;
}

export function TextField<V>({ formik, name, id, label, required, multiline, type = 'text', min, max, disabled }: FieldProps<V> & { multiline?: boolean; type?: string; min?: string; max?: string }) {
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

/** a native select; `numeric` stores the chosen id as a number (null when empty), `onValue` sees the raw value */
export function SelectField<V>({ formik, name, id, label, required, options, placeholder, numeric, onValue, disabled }: FieldProps<V> & { options: [string, string][]; placeholder?: string; numeric?: boolean; onValue?(v: string): void }) {
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
        <OptionList options={options} />
      </select>
      <ErrorText id={`${id}-error`} error={error} />
    </div>
  );
}

/** the `site_id` select and the `area_id` select of the chosen site's areas; choosing another site clears the area */
export function SiteAreaFields<V>({ formik, idp, sites, siteLabel, areaLabel, placeholder, siteRequired }: { formik: AnyFormik<V>; idp: string; sites: SiteOption[]; siteLabel: string; areaLabel: string; placeholder: string; siteRequired?: boolean }) {
  const siteId = getIn(formik.values, 'site_id') as number | null;
  const areas = sites.find((s) => s.id === siteId)?.areas ?? [];
  return (
    <>
      <SelectField
        formik={formik}
        name="site_id"
        id={`${idp}-site`}
        label={siteLabel}
        required={siteRequired}
        numeric
        options={sites.map((s) => [String(s.id), s.name])}
        placeholder={placeholder}
        // no second validation: it would run on the values from before the site changed and could win the race
        onValue={() => void formik.setFieldValue('area_id', null, false)}
      />
      <SelectField formik={formik} name="area_id" id={`${idp}-area`} label={areaLabel} numeric options={areas.map((a) => [String(a.id), a.name])} placeholder={placeholder} />
    </>
  );
}

export const ADDRESS_KEYS = ['address', 'city', 'state', 'country', 'zip'] as const;
export type AddressValues = Record<(typeof ADDRESS_KEYS)[number], string>;

/** the AddressFields' values of a record ('' for a new record or an empty field) */
export function initialAddress(record?: Partial<Record<(typeof ADDRESS_KEYS)[number], string | null>>): AddressValues {
  return Object.fromEntries(ADDRESS_KEYS.map((k) => [k, record?.[k] ?? ''])) as AddressValues;
}

/** a postal address (sites, contractors, billing): street lines, then city, state, country and post code in a grid;
 * `children` adds fields to the grid (a site's coordinates). `label` gives each field's translated label. */
export function AddressFields<V>({ formik, idp, label, children }: { formik: AnyFormik<V>; idp: string; label(field: 'address' | 'city' | 'state' | 'country' | 'zip'): string; children?: ReactNode }) {
  return (
    <>
      <TextField formik={formik} name="address" id={`${idp}-address`} label={label('address')} multiline />
      <div className="form-grid two">
        <TextField formik={formik} name="city" id={`${idp}-city`} label={label('city')} />
        <TextField formik={formik} name="state" id={`${idp}-state`} label={label('state')} />
        <TextField formik={formik} name="country" id={`${idp}-country`} label={label('country')} />
        <TextField formik={formik} name="zip" id={`${idp}-zip`} label={label('zip')} />
        {children}
      </div>
    </>
  );
}

/** several people by id (team members, approvers): a searchable picker with chips, with an optional hint under the label */
export function MultiSelectField<V>({ formik, name, id, label, hint, required, options, disabled }: FieldProps<V> & { hint?: string; options: [string, string][] }) {
  const error = fieldError(formik, name);
  const value = (getIn(formik.values, name) as number[] | undefined) ?? [];
  return (
    <div className="field">
      <label id={`${id}-label`} htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <HintText id={id} hint={hint} />
      <PeoplePicker
        id={id}
        value={value}
        options={options}
        disabled={disabled}
        required={required}
        invalid={!!error}
        describedBy={describedBy(id, hint, error)}
        onChange={(next) => void formik.setFieldValue(name, next)}
        onBlur={() => void formik.setFieldTouched(name, true)}
      />
      <ErrorText id={`${id}-error`} error={error} />
    </div>
  );
}

/** a yes/no question as two radios in a fieldset (the legend is the question) */
export function YesNoField<V>({ formik, name, id, legend, yes, no, required }: { formik: AnyFormik<V>; name: string; id: string; legend: string; yes: string; no: string; required?: boolean }) {
  const error = fieldError(formik, name);
  const value = getIn(formik.values, name) as boolean | null;
  return (
    <fieldset className="group" aria-describedby={error ? `${id}-error` : undefined}>
      <Legend legend={legend} required={required} />
      <div className="radio-row">
        {[true, false].map((v) => (
          <label key={String(v)}>
            <input type="radio" name={name} checked={value === v} onChange={() => void formik.setFieldValue(name, v)} />
            {v ? yes : no}
          </label>
        ))}
      </div>
      <ErrorText id={`${id}-error`} error={error} />
    </fieldset>
  );
}
