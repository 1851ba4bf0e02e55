/**
 * Byte-level checks behind SPEC §5's "content header mismatch" and "executable header" rows, widened
 * past the SPEC's four headers because attackers rename files: every allowed type has a header
 * check, Office Open XML packages are read from their zip central directory, and content that a
 * browser or reader could run (scripts in SVG, HTML or PHP behind an image header, a zip or an .exe
 * glued to an image, PDF JavaScript) is refused. Pure functions on bytes: the browser and the demo
 * backend run the same code.
 */

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
export const startsWith = (bytes: Uint8Array, sig: readonly number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);

export function indexOf(bytes: Uint8Array, needle: readonly number[], from = 0): number {
  outer: for (let i = from; i <= bytes.length - needle.length; i++) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

/** Bytes as Latin-1 text: one char per byte, so offsets agree and any byte sequence decodes. */
export function latin1(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 0x8000) out += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return out;
}

const u16 = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8);
const u32 = (b: Uint8Array, at: number) => (b[at] | (b[at + 1] << 8) | (b[at + 2] << 16) | (b[at + 3] << 24)) >>> 0;

const ZIP_LOCAL = [0x50, 0x4b, 0x03, 0x04];
const ZIP_END = [0x50, 0x4b, 0x05, 0x06];
const ZIP_CENTRAL = [0x50, 0x4b, 0x01, 0x02];

/** Entry names from a zip's central directory, or null when it is not a well-formed zip. */
export function zipEntryNames(bytes: Uint8Array): string[] | null {
  if (!startsWith(bytes, ZIP_LOCAL)) return null;
  // the end record sits in the last 22 + 65535 (comment) bytes
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (startsWith(bytes, ZIP_END, i)) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const count = u16(bytes, end + 10);
  let at = u32(bytes, end + 16);
  const names: string[] = [];
  const decoder = new TextDecoder();
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || !startsWith(bytes, ZIP_CENTRAL, at)) return null;
    const nameLength = u16(bytes, at + 28);
    const extra = u16(bytes, at + 30);
    const comment = u16(bytes, at + 32);
    if (at + 46 + nameLength > bytes.length) return null;
    names.push(decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)));
    at += 46 + nameLength + extra + comment;
  }
  return names;
}

/** The part each OOXML package type must hold (ECMA-376 Part 2 plus the main document part). */
const OOXML_MAIN_PART: Record<string, string> = { docx: 'word/document.xml', xlsx: 'xl/workbook.xml', pptx: 'ppt/presentation.xml' };
/** Entries that make a "document" something else: Java archives, macros, executables, zip-slip paths. */
const OOXML_FORBIDDEN = [/^META-INF\/MANIFEST\.MF$/i, /\.class$/i, /vbaProject\.bin$/i, /\.(exe|dll|jar|js|hta|vbs|ps1|bat|cmd|scr|com|msi|sh)$/i, /(^|\/)\.\.(\/|$)/, /^\//, /\\/];

export type OoxmlVerdict = 'ok' | 'notOoxml' | 'active';

/** Whether a zip really is a docx / xlsx / pptx of the given extension. */
export function ooxmlVerdict(bytes: Uint8Array, ext: string): OoxmlVerdict {
  const names = zipEntryNames(bytes);
  const main = OOXML_MAIN_PART[ext];
  if (!names || !main) return 'notOoxml';
  if (names.some((n) => OOXML_FORBIDDEN.some((re) => re.test(n)))) return 'active';
  return names.includes('[Content_Types].xml') && names.includes(main) ? 'ok' : 'notOoxml';
}

export interface HeaderCheck {
  format: string;
  matches(bytes: Uint8Array): boolean;
}

const sig = (format: string, ...signatures: number[][]): HeaderCheck => ({ format, matches: (b) => signatures.some((s) => startsWith(b, s)) });
const OLE_CFB = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const riff = (format: string, kind: string): HeaderCheck => ({ format, matches: (b) => startsWith(b, ascii('RIFF')) && startsWith(b, ascii(kind), 8) });
const QUICKTIME_ATOMS = ['ftyp', 'moov', 'mdat', 'wide', 'free', 'skip', 'pnot'];
const BOM = /^\uFEFF/;

/** Plain text: no NUL bytes, and not a web page or script in disguise (browsers sniff those). */
const text = (format: string): HeaderCheck => ({
  format,
  matches: (b) => !b.includes(0) && !/^\s*<\s*(!doctype|html|head|body|script|svg|\?xml|iframe|object|embed)/i.test(latin1(b.subarray(0, 512)).replace(BOM, '').replace(/^\xEF\xBB\xBF/, '')),
});

/** SVG is XML whose root is <svg> (scripts are dealt with by activeContent). */
const svg: HeaderCheck = {
  format: 'SVG',
  matches: (b) => {
    const head = new TextDecoder().decode(b.subarray(0, 4096)).replace(BOM, '');
    return /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!doctype svg[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(head);
  },
};

/** A header check for every allowed MIME type (SPEC §5 names four; the rest close the renamed-file gap). */
export const HEADER_CHECKS: Record<string, HeaderCheck> = {
  'application/pdf': sig('PDF', ascii('%PDF')),
  'image/jpeg': sig('JPEG', [0xff, 0xd8, 0xff]),
  'image/jpg': sig('JPEG', [0xff, 0xd8, 0xff]),
  'image/png': sig('PNG', [0x89, 0x50, 0x4e, 0x47]),
  'image/gif': sig('GIF', ascii('GIF8')),
  'image/bmp': sig('BMP', ascii('BM')),
  'image/webp': riff('WEBP', 'WEBP'),
  'image/svg+xml': svg,
  'application/msword': sig('DOC', OLE_CFB),
  'application/vnd.ms-excel': sig('XLS', OLE_CFB),
  'application/vnd.ms-powerpoint': sig('PPT', OLE_CFB),
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': sig('DOCX', ZIP_LOCAL),
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': sig('XLSX', ZIP_LOCAL),
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': sig('PPTX', ZIP_LOCAL),
  'text/plain': text('TXT'),
  'text/csv': text('CSV'),
  'video/mp4': { format: 'MP4', matches: (b) => startsWith(b, ascii('ftyp'), 4) },
  'video/quicktime': { format: 'MOV', matches: (b) => QUICKTIME_ATOMS.some((atom) => startsWith(b, ascii(atom), 4)) },
  'video/avi': riff('AVI', 'AVI '),
  'video/x-msvideo': riff('AVI', 'AVI '),
  'video/webm': sig('WEBM', [0x1a, 0x45, 0xdf, 0xa3]),
};

const EXECUTABLE_HEADERS = [
  [0x4d, 0x5a], // MZ: Windows PE / DOS
  [0x7f, 0x45, 0x4c, 0x46], // ELF
  [0xfe, 0xed, 0xfa, 0xce], // Mach-O
  [0xfe, 0xed, 0xfa, 0xcf],
  [0xce, 0xfa, 0xed, 0xfe],
  [0xcf, 0xfa, 0xed, 0xfe],
  [0xca, 0xfe, 0xba, 0xbe], // Mach-O fat binary / Java class
  ascii('#!'), // script with an interpreter line
];

export const hasExecutableHeader = (bytes: Uint8Array) => EXECUTABLE_HEADERS.some((h) => startsWith(bytes, h));

/** Markers of runnable content hidden inside a file whose header looked right (polyglots). */
// long markers only: image and video bytes are near-random, so a short one (e.g. '<%') turns up by chance
const EMBEDDED_MARKUP = /<\s*(script|html|body|iframe|object|embed|svg)[\s>/]|<\?php|This program cannot be run in DOS mode|This program must be run under Win32/i;
const SVG_ACTIVE = /<\s*script|<[^>]*\son[a-z]+\s*=|javascript\s*:|<\s*foreignObject|<\s*(iframe|embed|object)\b|<!ENTITY|(xlink:)?href\s*=\s*["']?\s*data:/i;
// a JavaScript action always names /S /JavaScript, so the short /JS key (chance hits in streams) is not needed
const PDF_ACTIVE = /\/(JavaScript|Launch|EmbeddedFile|RichMedia|XFA|SubmitForm|ImportData)\b/;

/** A 'PK 03 04 … PK 05 06' zip inside another file (GIF+ZIP and similar polyglots). */
const hasEmbeddedZip = (bytes: Uint8Array) => {
  const local = indexOf(bytes, ZIP_LOCAL, 1);
  return local > 0 && indexOf(bytes, ZIP_END, local) > 0;
};

/** XML/HTML named entities a `javascript:` link can be spelt with (`&colon;`, `&Tab;` …). */
const NAMED_ENTITIES: Record<string, string> = { colon: ':', tab: '\t', newline: '\n', lpar: '(', rpar: ')', sol: '/', lt: '<', gt: '>', quot: '"', apos: "'", amp: '&', nbsp: ' ', period: '.', comma: ',' };

/**
 * Character references undone, the way an XML/HTML parser reads attribute values: `jav&#x61;script:`,
 * `jav&#97;script:`, `&#0000106;avascript`, `java&Tab;script&colon;`. Repeated while something changes
 * (`&amp;#x61;`), and the whitespace and controls a URL parser drops from a scheme removed, so the
 * markers are matched on what the browser will act on (OWASP File Upload Cheat Sheet: validate the
 * content, not its spelling).
 */
export function decodeCharacterReferences(text: string): string {
  let current = text;
  for (let i = 0; i < 4; i++) {
    const next = current.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, ref: string) => {
      if (ref[0] === '#') {
        const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
      }
      return NAMED_ENTITIES[ref.toLowerCase()] ?? whole;
    });
    if (next === current) break;
    current = next;
  }
  return current;
}

/** `j a v a s c r i p t :` with tabs, newlines or controls in between (URL parsers drop them). */
// oxlint-disable-next-line no-control-regex -- control characters are what a scheme may hide behind
const SCHEME_GAPS = /[\u0000-\u0020]/g;
const RUNNABLE_SCHEME = /(javascript|vbscript|livescript):|data:\s*(text\/html|image\/svg|application\/(x-)?javascript)/i;
/** SMIL `<set>` / `<animate>` that rewrites a link or an event handler: the value it sets is a link the user follows. */
const SVG_ANIMATED_LINK = /<\s*(set|animate|animateMotion|animateTransform|discard)\b[^>]*\battributeName\s*=\s*["']?\s*(xlink:)?(href|on[a-z]+)\b/i;

function svgIsActive(bytes: Uint8Array): boolean {
  const decoded = decodeCharacterReferences(new TextDecoder().decode(bytes));
  if (SVG_ACTIVE.test(decoded) || SVG_ANIMATED_LINK.test(decoded)) return true;
  // a scheme broken by whitespace or controls still runs: look again with them taken out of the attribute values
  const values = [...decoded.matchAll(/=\s*("[^"]*"|'[^']*')/g)].map((m) => m[1].replace(SCHEME_GAPS, ''));
  return values.some((v) => RUNNABLE_SCHEME.test(v));
}

/**
 * Markup a browser would run if a text file were ever shown inline, anywhere in the file (not only
 * at the start: the header check reads the first bytes, this reads the whole text).
 */
const TEXT_MARKUP = /<\s*(script|iframe|object|embed|svg|html|body|meta|base|form|img|style)\b|<\?php|javascript\s*:/i;

/** A CSV field with the surrounding quotes and leading spaces taken off (RFC 4180). */
function csvFields(text: string): string[] {
  const delimiter = delimiterOf(text);
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  let start = true;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && start) {
      quoted = true;
      start = false;
    } else if (c === delimiter || c === '\n') {
      fields.push(field);
      field = '';
      start = true;
    } else if (c === '\r' && text[i + 1] === '\n') {
      continue;
    } else {
      field += c;
      if (c !== ' ') start = false;
    }
  }
  fields.push(field);
  return fields;
}

/**
 * OWASP "CSV Injection": a cell a spreadsheet reads as a formula starts with = + - @ (or a tab / CR in
 * front of one). A number or a phone number ('-12.5', '+44 20 7946 0958', '+1 (555) 010-0199') holds
 * no letters, no '|' and no '!', so it can call no function, name no cell and reach no DDE server:
 * those stay allowed; '=cmd|' /C calc'!A0', '+SUM(A1)', '-2+3+cmd|…', '@SUM(1)' do not.
 */
export function isFormulaCell(value: string): boolean {
  // leading blanks, tabs and CRs are no protection: Excel and LibreOffice skip them (OWASP lists tab and CR)
  // oxlint-disable-next-line no-control-regex -- control characters are what this skips
  const cell = value.replace(/^[\s\u0000-\u001f]+/, '');
  const first = cell[0];
  if (first === '=' || first === '@') return true;
  if (first === '+' || first === '-') return !/^[+-][\d\s().,/+-]*$/.test(cell);
  return false;
}

/** The delimiter of the first line: ';' (European Excel), tab, or ','. */
function delimiterOf(text: string): string {
  const line = text.split('\n', 1)[0];
  const count = (c: string) => line.split(c).length - 1;
  return [';', '\t', ','].reduce((best, c) => (count(c) > count(best) ? c : best), ',');
}

export const csvHasFormula = (bytes: Uint8Array) => csvFields(new TextDecoder().decode(bytes).replace(BOM, '')).some(isFormulaCell);

/** True when the file carries something a browser, reader, shell or spreadsheet could run. */
export function hasActiveContent(bytes: Uint8Array, type: string): boolean {
  if (type === 'image/svg+xml') return svgIsActive(bytes);
  if (type.startsWith('text/')) {
    // text is only ever downloaded (see safeDownloadName), but the whole file is read: markup after the
    // first line is refused like markup at the start ('&lt;script&gt;' is text, not a tag, and stays)
    if (TEXT_MARKUP.test(new TextDecoder().decode(bytes))) return true;
    return type === 'text/csv' && csvHasFormula(bytes);
  }
  const raw = latin1(bytes);
  if (type === 'application/pdf') {
    // PDF names may hide letters as #xx escapes: /J#61vaScript
    const names = raw.replace(/#([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (PDF_ACTIVE.test(names)) return true;
  }
  if (EMBEDDED_MARKUP.test(raw)) return true;
  return !type.includes('openxmlformats') && hasEmbeddedZip(bytes);
}
