import { ALLOWED_TYPES, extensionOf, type UploadCandidate } from './validate-upload';

/** An uploaded file as the API carries it (JSON): the demo backend stores it as a data URL. */
export interface Attachment {
  name: string;
  type: string;
  size: number;
  data_url: string;
}

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.addEventListener('load', () => resolve(String(reader.result)));
    reader.addEventListener('error', () => reject(reader.error ?? new Error('read failed')));
    reader.readAsDataURL(file);
  });
}

export async function toAttachment(file: File): Promise<Attachment> {
  return { name: file.name, type: file.type, size: file.size, data_url: await readAsDataUrl(file) };
}

/** Decodes a data URL's base64 payload (throws on a malformed one). */
export function dataUrlBytes(dataUrl: string): Uint8Array {
  const comma = dataUrl.indexOf(',');
  if (!dataUrl.startsWith('data:') || comma < 0) throw new Error('not a data URL');
  const meta = dataUrl.slice(5, comma);
  const payload = dataUrl.slice(comma + 1);
  if (!meta.endsWith(';base64')) return new TextEncoder().encode(decodeURIComponent(payload));
  const binary = atob(payload);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The server side of the check: an Attachment as an UploadCandidate (size is the real decoded size). */
export function candidateFromAttachment(att: Partial<Attachment>): UploadCandidate {
  let decoded: Uint8Array | null = null;
  const bytes = () => (decoded ??= dataUrlBytes(String(att.data_url ?? '')));
  let size = Number(att.size ?? 0);
  try {
    size = Math.max(size, bytes().length);
  } catch {
    /* reported as a read failure by the validator */
  }
  return { name: String(att.name ?? ''), type: String(att.type ?? ''), size, bytes: async () => bytes() };
}

/** Shown inline only through <img> (an SVG's scripts cannot run there), never as a page or an <object>. */
export const isImageAttachment = (att: Pick<Attachment, 'type' | 'data_url'>) => /^image\/(jpeg|jpg|png|gif|webp|bmp|svg\+xml)$/.test(att.type) && att.data_url.startsWith('data:image/');

// oxlint-disable-next-line no-control-regex -- control characters are what this rejects
const UNSAFE_NAME_CHARS = /[\u0000-\u001f\u007f\u200e\u200f\u202a-\u202e\u2066-\u2069<>:"/\\|?*]/g;

/**
 * The name a stored attachment is saved under: no path, control, bidi-override or reserved
 * characters, at most 120 characters, and an extension that agrees with its type (a real backend
 * sends the same as `Content-Disposition: attachment; filename=…`).
 */
export function safeDownloadName(name: string, type: string): string {
  let clean = name.replace(UNSAFE_NAME_CHARS, '_').replace(/^[.\s]+|[.\s]+$/g, '') || 'attachment';
  const known = ALLOWED_TYPES[type.toLowerCase()];
  if (known && !known.includes(extensionOf(clean))) clean = `${clean}.${known[0]}`;
  if (clean.length > 120) {
    const ext = extensionOf(clean);
    clean = `${clean.slice(0, 119 - ext.length)}.${ext}`;
  }
  return clean;
}

/** A download link that the browser saves and never renders: the data URL re-typed as octet-stream. */
export function downloadHref(att: Pick<Attachment, 'data_url'>): string {
  const comma = att.data_url.indexOf(',');
  if (!att.data_url.startsWith('data:') || comma < 0) return '#';
  const base64 = att.data_url.slice(0, comma).endsWith(';base64');
  return `data:application/octet-stream${base64 ? ';base64' : ''},${att.data_url.slice(comma + 1)}`;
}
