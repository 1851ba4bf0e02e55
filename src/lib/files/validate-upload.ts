import { MAX_UPLOAD_BYTES } from '@/config/constants';

/**
 * SPEC §5 "File upload security": one pure validator used by every attachment field in the
 * product and re-run by the demo backend. Checks run in the SPEC order and stop at the first
 * failure: no file → size → type → empty name → suspicious name → content header mismatch →
 * executable header → read failure.
 *
 * Office Open XML (docx / xlsx / pptx) files are zip archives and so start with the executable
 * header PK 03 04. They are told apart like this (documented decision): a PK 03 04 header is
 * accepted only when the declared type AND the extension are one of the three OOXML types and the
 * archive holds the `[Content_Types].xml` part every OOXML package must contain (ECMA-376 Part 2).
 * Anything else that starts with PK 03 04 (a .zip, a .jar, an .apk renamed to .pdf / .docx …)
 * is reported as 'Executable file detected'.
 */

export type UploadErrorCode =
  | 'noFile'
  | 'tooLarge'
  | 'typeNotAllowed'
  | 'invalidName'
  | 'suspiciousName'
  | 'contentMismatch'
  | 'executable'
  | 'readFailed';

export interface UploadError {
  code: UploadErrorCode;
  /** the SPEC's English message (the UI shows the translated one from `code` + `params`) */
  message: string;
  params: Record<string, string>;
}

export type UploadResult = { ok: true } | ({ ok: false } & UploadError);

/** What the validator needs from a file: browser `File`s and the demo backend's decoded uploads both fit. */
export interface UploadCandidate {
  name: string;
  type: string;
  size: number;
  /** all bytes (files are ≤ 10 MB once the size check passed) */
  bytes(): Promise<Uint8Array>;
}

export const OOXML_TYPES = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
} as const;

/** SPEC §5 allowed types, by MIME type, with the extensions each is known by. */
export const ALLOWED_TYPES: Record<string, string[]> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/jpg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/gif': ['gif'],
  'image/bmp': ['bmp'],
  'image/webp': ['webp'],
  'image/svg+xml': ['svg'],
  'application/pdf': ['pdf'],
  'application/msword': ['doc'],
  [OOXML_TYPES.docx]: ['docx'],
  'application/vnd.ms-excel': ['xls'],
  [OOXML_TYPES.xlsx]: ['xlsx'],
  'application/vnd.ms-powerpoint': ['ppt'],
  [OOXML_TYPES.pptx]: ['pptx'],
  'text/plain': ['txt'],
  'text/csv': ['csv'],
  'video/mp4': ['mp4'],
  'video/avi': ['avi'],
  'video/quicktime': ['mov'],
  'video/x-msvideo': ['avi'],
  'video/webm': ['webm'],
};

/** Preset type lists for SPEC §5 "Image and attachment limits". */
export const IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/gif'];
export const PHOTO_TYPES = ['image/jpeg', 'image/jpg', 'image/png'];
export const DOCUMENT_TYPES = ['application/msword', 'application/vnd.ms-excel', 'application/vnd.ms-powerpoint', OOXML_TYPES.docx, OOXML_TYPES.xlsx, OOXML_TYPES.pptx];

export interface UploadOptions {
  /** default 10485760 (SPEC §9); worker photo 500 KB, audit attachments 1 MB */
  maxBytes?: number;
  /** a subset of ALLOWED_TYPES; default all of them */
  allowedTypes?: readonly string[];
}

const SPEC_MESSAGES: Record<UploadErrorCode, (p: Record<string, string>) => string> = {
  noFile: () => 'No file provided',
  tooLarge: (p) => (p.limit === '10MB' ? 'File size exceeds 10MB limit' : `File size exceeds ${p.limit} limit`),
  typeNotAllowed: (p) => `File type '${p.type}' not allowed`,
  invalidName: () => 'Invalid filename',
  suspiciousName: () => 'Suspicious filename pattern detected',
  contentMismatch: (p) => `File content does not match ${p.format} format`,
  executable: () => 'Executable file detected',
  readFailed: () => 'File validation failed',
};

function fail(code: UploadErrorCode, params: Record<string, string> = {}): UploadResult {
  return { ok: false, code, params, message: SPEC_MESSAGES[code](params) };
}

/** 10485760 → '10MB', 512000 → '500KB', 1048576 → '1MB'. */
export function formatLimit(bytes: number): string {
  if (bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)}MB`;
  if (bytes % 1024 === 0) return `${bytes / 1024}KB`;
  return `${bytes} bytes`;
}

const EXTENSION_TYPES: Record<string, string> = Object.fromEntries(
  Object.entries(ALLOWED_TYPES).flatMap(([mime, exts]) => exts.map((e) => [e, mime] as const)).reverse(),
);

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot >= 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** The declared type, or (when the browser gives none) the type the extension stands for. */
export function effectiveType(file: Pick<UploadCandidate, 'name' | 'type'>): string {
  const declared = file.type.trim().toLowerCase();
  if (declared) return declared;
  return EXTENSION_TYPES[extensionOf(file.name)] ?? (extensionOf(file.name) || 'unknown');
}

const SUSPICIOUS: RegExp[] = [
  /(^|[\\/])\.\.([\\/]|$)/, // parent-directory path
  /\.\.[\\/]/,
  /<\s*\/?\s*script/i, // script tag
  /javascript\s*:/i,
  /vbscript\s*:/i,
  /\.(exe|bat|cmd|scr|com|pif)\s*$/i,
];

export function isSuspiciousName(name: string): boolean {
  // names are often percent-encoded when they come from URLs or form posts
  let decoded = name;
  try {
    decoded = decodeURIComponent(name);
  } catch {
    /* keep the raw name */
  }
  return SUSPICIOUS.some((re) => re.test(name) || re.test(decoded));
}

const startsWith = (bytes: Uint8Array, sig: number[]) => sig.every((b, i) => bytes[i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const HEADER_CHECKS: { types: string[]; format: string; sig: number[] }[] = [
  { types: ['application/pdf'], format: 'PDF', sig: ascii('%PDF') },
  { types: ['image/jpeg', 'image/jpg'], format: 'JPEG', sig: [0xff, 0xd8, 0xff] },
  { types: ['image/png'], format: 'PNG', sig: [0x89, 0x50, 0x4e, 0x47] },
  { types: ['image/gif'], format: 'GIF', sig: ascii('GIF8') },
];

const MZ = [0x4d, 0x5a];
const ELF = [0x7f, 0x45, 0x4c, 0x46];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const CONTENT_TYPES_PART = ascii('[Content_Types].xml');

function contains(bytes: Uint8Array, needle: number[]): boolean {
  outer: for (let i = 0; i <= bytes.length - needle.length; i++) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

/** A zip that really is a docx / xlsx / pptx (see the header comment). */
export function isOfficeOpenXml(bytes: Uint8Array, type: string, name: string): boolean {
  const ext = extensionOf(name) as keyof typeof OOXML_TYPES;
  return OOXML_TYPES[ext] === type && contains(bytes, CONTENT_TYPES_PART);
}

export async function validateUpload(file: UploadCandidate | null | undefined, options: UploadOptions = {}): Promise<UploadResult> {
  const maxBytes = options.maxBytes ?? MAX_UPLOAD_BYTES;
  const allowed = options.allowedTypes ?? Object.keys(ALLOWED_TYPES);
  if (!file) return fail('noFile');
  try {
    if (file.size > maxBytes) return fail('tooLarge', { limit: formatLimit(maxBytes) });
    const type = effectiveType(file);
    if (!allowed.includes(type)) return fail('typeNotAllowed', { type });
    if (!file.name || !file.name.trim()) return fail('invalidName');
    if (isSuspiciousName(file.name)) return fail('suspiciousName');
    const bytes = await file.bytes();
    const header = HEADER_CHECKS.find((h) => h.types.includes(type));
    if (header && !startsWith(bytes, header.sig)) return fail('contentMismatch', { format: header.format });
    if (startsWith(bytes, MZ) || startsWith(bytes, ELF)) return fail('executable');
    if (startsWith(bytes, ZIP) && !isOfficeOpenXml(bytes, type, file.name)) return fail('executable');
    return { ok: true };
  } catch {
    return fail('readFailed');
  }
}

/** Several files: the first failure stops the check (SPEC §5). */
export async function validateUploads(files: readonly UploadCandidate[], options: UploadOptions = {}): Promise<UploadResult & { file?: UploadCandidate }> {
  if (files.length === 0) return validateUpload(null, options);
  for (const file of files) {
    const result = await validateUpload(file, options);
    if (!result.ok) return { ...result, file };
  }
  return { ok: true };
}

/** A browser File as an UploadCandidate. */
export function fromFile(file: File): UploadCandidate {
  return {
    name: file.name,
    type: file.type,
    size: file.size,
    bytes: async () => new Uint8Array(await file.arrayBuffer()),
  };
}
