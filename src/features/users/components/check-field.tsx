import { getIn, type FormikProps } from 'formik';
import { HintText } from '@/components/form/field-error';

/** one checkbox bound to a boolean Formik value, with a visible label and an optional hint tied by aria-describedby */
export function CheckField<V>({ formik, name, id, label, hint, disabled }: { formik: FormikProps<V>; name: string; id: string; label: string; hint?: string; disabled?: boolean }) {
  const checked = !!getIn(formik.values, name);
  return (
    <label htmlFor={id}>
      <input id={id} type="checkbox" name={name} checked={checked} disabled={disabled} aria-describedby={hint ? `${id}-hint` : undefined} onChange={(e) => void formik.setFieldValue(name, e.target.checked)} />
      <span>
        {label}
        <HintText id={id} hint={hint} />
      </span>
    </label>
  );
}
