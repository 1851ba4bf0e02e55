import { useEffect, useState, type ComponentType, type FocusEvent, type FormEvent, type ReactNode, type Ref } from 'react';
import type { Attachment } from '@/lib/files/attachment';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { whenNeeded } from '@/lib/hooks/when-needed';
import { useTranslation } from 'react-i18next';
import './public-form.css';
import { OptionList } from '@/components/form/option-list';

/**
 * The public report forms (/observation, /incident): mobile first (360 px), native inputs only, so
 * their first paint carries no PrimeReact, form or schema library. Each field takes its element id;
 * its error (when given) is shown below it as `<id>-error` and described by it.
 */

/** What both public report forms ask (each adds when it happened). */
export interface PublicReportValues {
  type: string;
  category: string;
  description: string;
  site_id: number | null;
  area_id: number | null;
  location: string;
  risk_level: string;
  attachments: Attachment[];
  anonymous: boolean;
  reporter_name: string;
}

/** The place a QR code's URL names (`features/qr-codes`): `?site_id=&area_id=&location=`; the ids are checked by `knownPlace`. */
export function qrPrefill(search: string): Partial<Pick<PublicReportValues, 'site_id' | 'area_id' | 'location'>> {
  const q = new URLSearchParams(search);
  const site_id = Number(q.get('site_id')) || null;
  const location = q.get('location')?.trim().slice(0, 200);
  return { ...(site_id ? { site_id, area_id: Number(q.get('area_id')) || null } : {}), ...(location ? { location } : {}) };
}

/** A site or area the form's lookups do not list (an old QR code, a restored draft) is dropped quietly; else `v` itself. */
export function knownPlace<V extends Pick<PublicReportValues, 'site_id' | 'area_id'>>(v: V, sites: readonly { id: number; areas: readonly { id: number }[] }[]): V {
  const site = sites.find((s) => s.id === v.site_id);
  if (v.site_id !== null && !site) return { ...v, site_id: null, area_id: null };
  if (v.area_id !== null && !site?.areas.some((a) => a.id === v.area_id)) return { ...v, area_id: null };
  return v;
}

/** a refused report of the offline queue, opened to be corrected: its id, values (photos too) and what the server said (one text) */
export interface ReopenedReport {
  id: string;
  values: unknown;
  message: string;
}

/** the offline queue's panel (components/offline): `onReopen` gets a refused report the user opened */
type QueuePanel = ComponentType<{ onReopen?: (entry: ReopenedReport) => void }>;

interface PublicApi<T> {
  fetch: () => Promise<T>;
  apiErrorMessage: (e: unknown) => string | null | undefined;
  /** the offline queue's panel, which arrives with the API client (after first paint, no import of its own) */
  queuePanel?: QueuePanel;
}

/**
 * The form's lookups, loaded through the lazily imported API client; a failure reads as `failedText`. The client, the
 * offline queue and the lookups load when first needed (issue 30): at the visitor's first interaction with the page
 * or when the browser is idle after load (lib/hooks/when-needed), not in the task that follows hydration.
 */
export function usePublicFormData<T>(load: () => Promise<PublicApi<T>>, failedText: string) {
  const [data, setData] = useState<T | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [queuePanel, setQueuePanel] = useState<{ Panel: QueuePanel } | null>(null);
  useEffect(() => {
    let live = true;
    const cancel = whenNeeded(() => {
      void load().then((api) => {
        if (live && api.queuePanel) setQueuePanel({ Panel: api.queuePanel });
        return api
          .fetch()
          .then((d) => live && setData(d))
          .catch((e: unknown) => live && setLoadError(api.apiErrorMessage(e) ?? failedText));
      });
    });
    return () => {
      live = false;
      cancel();
    };
  }, [load, failedText]);
  return { data, loadError, QueuePanel: queuePanel?.Panel ?? null };
}

/** the event lib/api/clients.ts fires when /api answers a web page instead of JSON (kept as a string: no API import here) */
const NOT_JSON_EVENT = 'ehs:api-not-json';

/**
 * Issue 26: a misconfigured proxy answering `/api` with index.html. The form keeps working from the lookups kept on
 * the device and its report goes to the offline queue; this says why, once such an answer was seen.
 */
function NonJsonNotice({ except }: { except: string | null }) {
  const { t } = useTranslation('common');
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const on = () => setSeen(true);
    globalThis.addEventListener(NOT_JSON_EVENT, on);
    return () => globalThis.removeEventListener(NOT_JSON_EVENT, on);
  }, []);
  const message = t('errors.notJson');
  return seen && message !== except ? <PublicAlert message={message} /> : null;
}

export function PublicAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="public-alert">
      {message}
    </p>
  );
}

interface PublicFormPageProps {
  title: string;
  organization?: string;
  intro: string;
  loadError: string | null;
  loadingText: string;
  loaded: boolean;
  submitError: string | null;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  /** the form element (e.g. to move focus to the first invalid field) */
  formRef?: Ref<HTMLFormElement>;
  /** the offline queue's panel ("saved on this device", what waits, what was sent), once loaded */
  QueuePanel?: QueuePanel | null;
  /** a refused report of the queue, opened to be corrected: its values (photos too) and the server's messages */
  onReopen?: (entry: ReopenedReport) => void;
  children: ReactNode;
}

/**
 * Title, organisation (or the load state, in the same line), intro, then the form with its submit error.
 * Prerendered (src/app/prerender), the form is there from the first paint and takes input at once (issue 30: what is
 * typed before hydration is kept, components/form/typed-before-hydration; only sending and the photo inputs wait for
 * it), and the sites fill in when the data arrives; the organisation's line
 * is kept for its name, or the loading text, or why the data did not load (the form then stays, disabled): nothing
 * moves. Opened inside the app, the form appears once its data is there, as before.
 */
export function PublicFormPage({ title, organization, intro, loadError, loadingText, loaded, submitError, onSubmit, formRef, QueuePanel, onReopen, children }: PublicFormPageProps) {
  const hydrated = useHydrated();
  /** mounted from prerendered HTML (or being prerendered) */
  const [prerendered] = useState(() => !hydrated);
  const showForm = loaded || prerendered;
  return (
    <div className="public-form">
      <h1>{title}</h1>
      <div className="public-status">
        {organization ? (
          <p className="public-org">{organization}</p>
        ) : loadError && prerendered ? (
          <p role="alert" className="public-load-error">
            {loadError}
          </p>
        ) : (
          !loaded &&
          !loadError && (
            <p role="status" className="public-loading">
              {loadingText}
            </p>
          )
        )}
      </div>
      <p>{intro}</p>
      {/* reports kept on this device (offline queue): "saved on this device", what waits, what was sent */}
      {QueuePanel && <QueuePanel onReopen={onReopen} />}
      {!prerendered && <PublicAlert message={loadError} />}
      <NonJsonNotice except={loadError} />
      {showForm && (
        <form ref={formRef} onSubmit={onSubmit} noValidate>
          <fieldset className="public-fields" disabled={!loaded && !!loadError}>
            <PublicAlert message={submitError} />
            {children}
          </fieldset>
        </form>
      )}
    </div>
  );
}

interface FieldProps {
  id: string;
  label: string;
  required?: boolean;
  /** given for a validated field: a message, or null while it is valid */
  error?: string | null;
  name?: string;
}

const errorId = (id: string) => `${id}-error`;

/** aria for a control: required, invalid and described by its error (validated fields only) */
function aria({ id, required, error }: FieldProps) {
  return {
    'aria-required': required || undefined,
    'aria-invalid': error === undefined ? undefined : !!error,
    'aria-describedby': error ? errorId(id) : undefined,
  };
}

function ErrorText({ id, error }: { id: string; error?: string | null }) {
  return error ? (
    <small id={errorId(id)} className="field-error">
      {error}
    </small>
  ) : null;
}

function Field({ id, label, required, error, children }: FieldProps & { children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {required && (
          <>
            {' '}
            <span aria-hidden="true">*</span>
          </>
        )}
      </label>
      {children}
      <ErrorText id={id} error={error} />
    </div>
  );
}

interface SelectProps extends FieldProps {
  value: string | number;
  onChange: (value: string) => void;
  onBlur?: (e: FocusEvent) => void;
  disabled?: boolean;
  chooseLabel: string;
  options: readonly (readonly [string | number, string])[];
}

/** A select with an empty "choose" option first. */
export function PublicSelect({ value, onChange, onBlur, disabled, chooseLabel, options, ...field }: SelectProps) {
  return (
    <Field {...field}>
      <select id={field.id} name={field.name} className="native-input" value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} {...aria(field)}>
        <option value="">{chooseLabel}</option>
        <OptionList options={options} />
      </select>
    </Field>
  );
}

interface InputProps extends FieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: (e: FocusEvent) => void;
  multiline?: boolean;
  type?: 'text' | 'datetime-local';
  max?: string;
  autoComplete?: string;
}

/** A text input, a datetime-local input, or (multiline) a textarea. */
export function PublicInput({ value, onChange, onBlur, multiline, type, max, autoComplete, ...field }: InputProps) {
  const common = { id: field.id, name: field.name, className: 'native-input', value, onBlur, ...aria(field) };
  return (
    <Field {...field}>
      {multiline ? <textarea {...common} rows={4} onChange={(e) => onChange(e.target.value)} /> : <input {...common} type={type} max={max} autoComplete={autoComplete} onChange={(e) => onChange(e.target.value)} />}
    </Field>
  );
}

interface RadioGroupProps extends FieldProps {
  value: string;
  onChange: (value: string) => void;
  options: readonly (readonly [string, string])[];
  /** an id on the first radio, so a validation error can focus the group */
  firstId?: string;
}

/** Radio buttons in a fieldset (the legend names them), described by the group's error. */
export function PublicRadioGroup({ value, onChange, options, firstId, ...field }: RadioGroupProps) {
  return (
    <fieldset className="group" aria-describedby={field.error ? errorId(field.id) : undefined}>
      <legend>
        {field.label}
        {field.required && (
          <>
            {' '}
            <span aria-hidden="true">*</span>
          </>
        )}
      </legend>
      <div className="radio-row">
        {options.map(([v, text], n) => (
          <label key={v}>
            <input id={n === 0 ? firstId : undefined} type="radio" name={field.name} value={v} checked={value === v} onChange={() => onChange(v)} />
            {text}
          </label>
        ))}
      </div>
      <ErrorText id={field.id} error={field.error} />
    </fieldset>
  );
}

/** The "report anonymously" checkbox. */
export function AnonymousCheckbox({ id, label, checked, onChange }: { id: string; label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div className="field" style={{ flexDirection: 'row', alignItems: 'center', gap: '0.5rem' }}>
      <input id={id} name="anonymous" type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <label htmlFor={id} style={{ fontWeight: 400 }}>
        {label}
      </label>
    </div>
  );
}

/** Sending: disabled until React handles the form (a prerendered form is not sent by the browser itself, and Enter in a field does nothing before). */
export function PublicSubmit({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  const hydrated = useHydrated();
  return (
    <button type="submit" className="public-submit" disabled={busy || !hydrated}>
      {busy ? busyLabel : label}
    </button>
  );
}

/** Said when a visitor's unsent report came back (photos are not kept on the device), with "Start over". */
export function RestoredNotice({ draft, onStartOver }: { draft: { restored: boolean; discard(): void }; onStartOver: () => void }) {
  const { t } = useTranslation('common');
  if (!draft.restored) return null;
  return (
    <div className="public-restored" role="status">
      <span>{t('publicDraft.restored')}</span>
      <button
        type="button"
        className="p-button p-button-outlined p-button-sm"
        onClick={() => {
          draft.discard();
          onStartOver();
        }}
      >
        {t('publicDraft.startOver')}
      </button>
    </div>
  );
}
