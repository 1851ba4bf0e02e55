import type { UploadCandidate } from './validate-upload';

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

export const isImageAttachment = (att: Pick<Attachment, 'type' | 'data_url'>) => /^image\/(jpeg|jpg|png|gif|webp|bmp)$/.test(att.type) && att.data_url.startsWith('data:image/');
