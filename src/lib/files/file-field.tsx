import { useId, useState, type ChangeEvent, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_ERROR_TOAST_LIFE_MS } from '@/config/constants';
import { showToast } from '@/lib/feedback/toast-service';
import { fromFile, validateUploads, type UploadError, type UploadOptions } from './validate-upload';
import './file-field.css';
import { downloadHref, isImageAttachment, safeDownloadName, toAttachment, type Attachment } from './attachment';

export interface FileFieldProps extends UploadOptions {
  label: string;
  value: Attachment[];
  onChange(next: Attachment[]): void;
  multiple?: boolean;
  /** the native accept hint (the validator is the real check) */
  accept?: string;
  hint?: string;
  error?: string | null;
  id?: string;
  /** at most this many files */
  maxFiles?: number;
  /** offer "Take a photo" (the phone's camera) beside the file chooser */
  camera?: boolean;
  /** the inputs take no file (a prerendered form before hydration: a chosen file could not reach the form's state) */
  disabled?: boolean;
}

/** The translated SPEC §5 message for a validator failure. */
export function useUploadMessage() {
  const { t } = useTranslation('files');
  return (error: Pick<UploadError, 'code' | 'params'>) => t(`errors.${error.code}`, error.params);
}

/**
 * The one attachment input of the product: validates every chosen file with SPEC §5 rules, shows
 * '<message> (<file name>)' for 8 s in the foo toast group and clears the input on a failure.
 */
export function FileField({ label, value, onChange, multiple = false, accept, hint, error, id, maxFiles, camera, disabled, ...options }: FileFieldProps) {
  const { t } = useTranslation('files');
  const message = useUploadMessage();
  const autoId = useId();
  const inputId = id ?? `file-${autoId}`;
  const [busy, setBusy] = useState(false);

  const [dragging, setDragging] = useState(false);

  /** chosen, dropped or photographed files: all validated, or none added */
  const addFiles = async (files: File[], input?: HTMLInputElement) => {
    if (files.length === 0) return;
    setBusy(true);
    try {
      const result = await validateUploads(files.map(fromFile), options);
      if (!result.ok) {
        showToast({ severity: 'error', detail: `${message(result)} (${result.file?.name ?? ''})`, life: UPLOAD_ERROR_TOAST_LIFE_MS, group: 'foo' });
        return;
      }
      const added = await Promise.all(files.map(toAttachment));
      const next = multiple ? [...value, ...added] : added.slice(0, 1);
      onChange(maxFiles ? next.slice(0, maxFiles) : next);
    } catch {
      showToast({ severity: 'error', detail: `${message({ code: 'readFailed', params: {} })} (${files[0]?.name ?? ''})`, life: UPLOAD_ERROR_TOAST_LIFE_MS, group: 'foo' });
    } finally {
      if (input) input.value = '';
      setBusy(false);
    }
  };
  const onPick = (e: ChangeEvent<HTMLInputElement>) => void addFiles([...(e.currentTarget.files ?? [])], e.currentTarget);
  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setDragging(false);
    void addFiles(multiple ? [...e.dataTransfer.files] : [...e.dataTransfer.files].slice(0, 1));
  };

  const describedBy = [hint ? `${inputId}-hint` : null, error ? `${inputId}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field file-field">
      <label htmlFor={inputId}>{label}</label>
      {hint && (
        <small id={`${inputId}-hint`} className="hint">
          {hint}
        </small>
      )}
      {/* a drop zone around the chooser; on phones "Take a photo" opens the camera */}
      <div
        className={dragging ? 'file-drop dragging' : 'file-drop'}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <input id={inputId} type="file" multiple={multiple} accept={accept} disabled={disabled} onChange={onPick} aria-describedby={describedBy} aria-invalid={!!error} aria-busy={busy} />
        {camera && (
          <>
            <input id={`${inputId}-camera`} className="camera-input" type="file" accept="image/*" capture="environment" disabled={disabled} onChange={onPick} />
            <label htmlFor={`${inputId}-camera`} className="camera-button">
              <i className="pi pi-camera" aria-hidden="true" /> {t('takePhoto')}
            </label>
          </>
        )}
        <span className="hint" aria-hidden="true">
          {t('dropHere')}
        </span>
      </div>
      {error && (
        <small id={`${inputId}-error`} className="field-error">
          {error}
        </small>
      )}
      {value.length > 0 && (
        <ul className="file-list" aria-label={t('chosen', { label })}>
          {value.map((att, i) => (
            <li key={`${att.name}-${i}`}>
              {isImageAttachment(att) ? <img src={att.data_url} alt="" width={48} height={48} style={{ objectFit: 'cover', borderRadius: 4 }} /> : <i className="pi pi-file" aria-hidden="true" />}
              <span>{att.name}</span>
              <button type="button" className="p-button p-button-text p-button-sm" onClick={() => onChange(value.filter((_, j) => j !== i))} aria-label={t('remove', { name: att.name })}>
                <i className="pi pi-times" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Read-only list of stored attachments (images shown, other files as download links). */
export function AttachmentList({ items, label }: { items: Attachment[]; label: string }) {
  const { t } = useTranslation('files');
  if (items.length === 0) return <p className="hint">{t('none')}</p>;
  return (
    <ul className="file-list" aria-label={label}>
      {items.map((att, i) => (
        <li key={`${att.name}-${i}`}>
          {isImageAttachment(att) ? <img src={att.data_url} alt={att.name} style={{ maxWidth: 160, maxHeight: 120, borderRadius: 4 }} /> : <i className="pi pi-file" aria-hidden="true" />}
          <a href={downloadHref(att)} download={safeDownloadName(att.name, att.type)}>
            {att.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
