import { useEffect, useRef } from 'react';
import * as yup from 'yup';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField, ErrorText, fieldError } from '@/components/form/fields';
import { useRecordForm } from '@/components/record/use-record-form';
import { PERMIT_TYPES, PIN_KINDS, type ImageSize, type PermitType, type PinInput, type PinKind, type PlanPoint } from '../model';
import { pinSchema, zoneSchema } from '../schemas/plan-schemas';
import { planFieldErrors } from '../schemas/rule-messages';

export { refusedMessages } from '@/lib/api/refusal';

/** A 422's messages on the form's fields (translated); what no field takes, as a form-level message. */
export const serverFieldErrors = (messages: string[], t: (key: string) => string, zone: boolean) => planFieldErrors(messages, t, zone);

/** yup errors by their first path segment (points[2].x → points) */
function errorsByField(e: unknown, rename: Record<string, string> = {}): Record<string, string> {
  const out: Record<string, string> = {};
  if (!(e instanceof yup.ValidationError)) return out;
  for (const inner of e.inner.length ? e.inner : [e]) {
    const head = (inner.path ?? '').split(/[.[]/)[0] || '';
    const field = rename[head] ?? head;
    out[field] ??= inner.message;
  }
  return out;
}

export type SubmitResult = { ok: true } | { ok: false; fields: Record<string, string>; other: string[] };

interface PinFormValues {
  name: string;
  kind: PinKind;
  x: string | number;
  y: string | number;
}

interface PinFormProps {
  idPrefix: string;
  title: string;
  initial: PinInput;
  size: ImageSize;
  otherNames: string[];
  onSubmit(values: PinInput): Promise<SubmitResult>;
  onCancel(): void;
}

/** the end of a plan form: the form-level error (an alert) and Save / Cancel */
function FormEnd({ error, submitting, onCancel }: { error?: string; submitting: boolean; onCancel(): void }) {
  const { t } = useTranslation('sitePlans');
  return (
    <>
      {error && <p role="alert" className="plan-form-error">{error}</p>}
      <div className="plan-form-buttons">
        <button type="submit" className="p-button p-component" disabled={submitting}>
          {t('actions.save')}
        </button>
        <button type="button" className="p-button p-component p-button-outlined" onClick={onCancel}>
          {t('actions.cancel')}
        </button>
      </div>
    </>
  );
}

/** Name, kind and coordinates of a pin (placing on the map fills x and y; the keyboard path types them or uses the crosshair). */
export function PinForm({ idPrefix, title, initial, size, otherNames, onSubmit, onCancel }: PinFormProps) {
  const { t } = useTranslation('sitePlans');
  const nameRef = useRef<HTMLDivElement>(null);
  // a panel beside the map: no draft
  const { formik, focusRef: formRef } = useRecordForm<PinFormValues & { form?: string }>({
    initialValues: { name: initial.name, kind: initial.kind, x: String(initial.x), y: String(initial.y) },
    validate: async (v) => {
      try {
        await pinSchema(t, { size, others: otherNames }).validate(toPin(v), { abortEarly: false });
        return {};
      } catch (e) {
        // the whole-pin rule (on the image) belongs to the coordinates
        return errorsByField(e, { '': 'x' });
      }
    },
    onSubmit: async (values, helpers) => {
      const result = await onSubmit(toPin(values));
      if (!result.ok) helpers.setErrors({ ...result.fields, ...(result.other.length ? { form: result.other.join(' ') } : {}) });
      return result.ok;
    },
  });
  useEffect(() => {
    nameRef.current?.querySelector('input')?.focus();
  }, [initial]);
  const kinds: [string, string][] = PIN_KINDS.map((k) => [k, t(`kinds.${k}`)]);
  return (
    <form ref={formRef} className="plan-form" aria-labelledby={`${idPrefix}-title`} onSubmit={formik.handleSubmit} noValidate>
      <h3 id={`${idPrefix}-title`}>{title}</h3>
      <div ref={nameRef}>
        <TextField formik={formik} name="name" id={`${idPrefix}-name`} label={t('pinForm.name')} required />
      </div>
      <SelectField formik={formik} name="kind" id={`${idPrefix}-kind`} label={t('pinForm.kind')} options={kinds} required />
      <div className="plan-form-pair">
        <TextField formik={formik} name="x" id={`${idPrefix}-x`} label={t('pinForm.x', { max: size.width })} type="number" min="0" max={String(size.width)} required />
        <TextField formik={formik} name="y" id={`${idPrefix}-y`} label={t('pinForm.y', { max: size.height })} type="number" min="0" max={String(size.height)} required />
      </div>
      <FormEnd error={formik.errors.form} submitting={formik.isSubmitting} onCancel={onCancel} />
    </form>
  );
}

/** Formik hands a number input's value over as a number (or '' when empty) */
const toNumber = (v: string | number) => (typeof v === 'number' ? v : v.trim() === '' ? NaN : Number(v));
const toPin = (v: PinFormValues): PinInput => ({ name: v.name, kind: v.kind, x: toNumber(v.x), y: toNumber(v.y) });

/** "x, y" lines → points (null for a line that is not two numbers) */
export function parseCorners(text: string): PlanPoint[] | null {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const points: PlanPoint[] = [];
  for (const line of lines) {
    const m = /^(-?\d+(?:\.\d+)?)\s*[,;\s]\s*(-?\d+(?:\.\d+)?)$/.exec(line);
    if (!m) return null;
    points.push({ x: Number(m[1]), y: Number(m[2]) });
  }
  return points;
}

export const formatCorners = (points: readonly PlanPoint[]) => points.map((p) => `${p.x}, ${p.y}`).join('\n');

interface ZoneFormValues {
  name: string;
  corners: string;
  required_permits: PermitType[];
  form?: string;
}

export interface ZoneFormInput {
  name: string;
  points: PlanPoint[];
  required_permits: PermitType[];
}

interface ZoneFormProps {
  idPrefix: string;
  title: string;
  initial: ZoneFormInput;
  size: ImageSize;
  otherNames: string[];
  onSubmit(values: ZoneFormInput): Promise<SubmitResult>;
  onCancel(): void;
}

/** Name, corners (one "x, y" a line: drawn on the map, typed, or added with the crosshair) and required permit types of a zone. */
export function ZoneForm({ idPrefix, title, initial, size, otherNames, onSubmit, onCancel }: ZoneFormProps) {
  const { t } = useTranslation('sitePlans');
  const nameRef = useRef<HTMLDivElement>(null);
  // a panel beside the map: no draft
  const { formik, focusRef: formRef } = useRecordForm<ZoneFormValues>({
    initialValues: { name: initial.name, corners: formatCorners(initial.points), required_permits: initial.required_permits },
    validate: async (v) => {
      const points = parseCorners(v.corners);
      const out: Record<string, string> = {};
      if (!points) out.corners = t('validation.cornersFormat');
      try {
        await zoneSchema(t, { size, others: otherNames }).validate({ name: v.name, points: points ?? [], required_permits: v.required_permits }, { abortEarly: false });
      } catch (e) {
        const byField = errorsByField(e, { points: 'corners' });
        for (const [k, m] of Object.entries(byField)) if (!(k === 'corners' && out.corners)) out[k] = m;
      }
      return out;
    },
    onSubmit: async (values, helpers) => {
      const result = await onSubmit({ name: values.name, points: parseCorners(values.corners) ?? [], required_permits: values.required_permits });
      if (!result.ok) helpers.setErrors({ ...result.fields, ...(result.other.length ? { form: result.other.join(' ') } : {}) });
      return result.ok;
    },
  });
  useEffect(() => {
    nameRef.current?.querySelector('input')?.focus();
  }, [initial]);
  const cornersError = fieldError(formik, 'corners');
  const permitsId = `${idPrefix}-permits`;
  return (
    <form ref={formRef} className="plan-form" aria-labelledby={`${idPrefix}-title`} onSubmit={formik.handleSubmit} noValidate>
      <h3 id={`${idPrefix}-title`}>{title}</h3>
      <div ref={nameRef}>
        <TextField formik={formik} name="name" id={`${idPrefix}-name`} label={t('zoneForm.name')} required />
      </div>
      <div className="field">
        <label htmlFor={`${idPrefix}-corners`}>
          {t('zoneForm.corners')}
          <span aria-hidden="true"> *</span>
        </label>
        <small id={`${idPrefix}-corners-hint`} className="hint">
          {t('zoneForm.cornersHint', { width: size.width, height: size.height })}
        </small>
        <textarea
          id={`${idPrefix}-corners`}
          name="corners"
          className="native-input"
          rows={5}
          value={formik.values.corners}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          aria-required
          aria-invalid={!!cornersError}
          aria-describedby={`${idPrefix}-corners-hint${cornersError ? ` ${idPrefix}-corners-error` : ''}`}
        />
        <ErrorText id={`${idPrefix}-corners-error`} error={cornersError} />
      </div>
      <fieldset className="plan-permits" aria-describedby={`${permitsId}-hint`}>
        <legend>{t('zoneForm.permits')}</legend>
        <small id={`${permitsId}-hint`} className="hint">
          {t('zoneForm.permitsHint')}
        </small>
        {PERMIT_TYPES.map((p) => (
          <label key={p} className="plan-check">
            <input
              type="checkbox"
              name="required_permits"
              value={p}
              checked={formik.values.required_permits.includes(p)}
              onChange={(e) => void formik.setFieldValue('required_permits', e.target.checked ? [...formik.values.required_permits, p] : formik.values.required_permits.filter((x) => x !== p))}
            />{' '}
            {t(`permits.${p}`)}
          </label>
        ))}
      </fieldset>
      <FormEnd error={formik.errors.form} submitting={formik.isSubmitting} onCancel={onCancel} />
    </form>
  );
}
