import { validateUpload, validateUploads, type UploadCandidate, OOXML_TYPES, PHOTO_TYPES, IMAGE_TYPES, DOCUMENT_TYPES } from '../validate-upload';
import { candidateFromAttachment } from '../attachment';
import { ooxml } from './fixtures';

const enc = (s: string) => [...s].map((c) => c.charCodeAt(0));
const PDF = enc('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n');
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...enc('JFIF'), 0];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const GIF = enc('GIF89a\x01\x00\x01\x00');
const MZ = [0x4d, 0x5a, 0x90, 0x00, 0x03, 0, 0, 0, ...enc('This program cannot be run in DOS mode')];
const ELF = [0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0];
const ZIP_PLAIN = [0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, ...enc('payload/run.sh')];
const OOXML = ooxml('docx');
const JAR = [0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, ...enc('META-INF/MANIFEST.MF')];
const TEXT = enc('hello, safety team\n');
const CSV = enc('type,category\nUnsafe act,PPE\n');
const MP4 = [0, 0, 0, 0x18, ...enc('ftypmp42')];

function file(name: string, type: string, bytes: number[] | Uint8Array, size?: number): UploadCandidate {
  const data = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  return { name, type, size: size ?? data.length, bytes: async () => data };
}

const MB10 = 10_485_760;
const b64 = (bytes: number[]) => btoa(String.fromCharCode(...bytes));
const codeOf = (r: Awaited<ReturnType<typeof validateUpload>>) => (r.ok ? 'ok' : r.code);
const OK = 'OK';

/** name, declared type, content, expected message (or OK), options */
const CORPUS: [string, string, number[], string, { size?: number; maxBytes?: number; allowedTypes?: readonly string[] }?][] = [
  // accepted files of every family
  ['report.pdf', 'application/pdf', PDF, OK],
  ['photo.jpg', 'image/jpeg', JPEG, OK],
  ['photo.JPEG', 'image/jpeg', JPEG, OK],
  ['scan.png', 'image/png', PNG, OK],
  ['anim.gif', 'image/gif', GIF, OK],
  ['notes.txt', 'text/plain', TEXT, OK],
  ['rows.csv', 'text/csv', CSV, OK],
  ['clip.mp4', 'video/mp4', MP4, OK],
  ['minutes.docx', OOXML_TYPES.docx, OOXML, OK],
  ['register.xlsx', OOXML_TYPES.xlsx, ooxml('xlsx'), OK],
  ['briefing.pptx', OOXML_TYPES.pptx, ooxml('pptx'), OK],
  ['exactly-10mb.pdf', 'application/pdf', PDF, OK, { size: MB10 }],
  ['no-mime.png', '', PNG, OK],
  ['Site A .. overview.pdf', 'application/pdf', PDF, OK],
  // no file is handled separately below; size
  ['big.pdf', 'application/pdf', PDF, 'File size exceeds 10MB limit', { size: MB10 + 1 }],
  ['huge.mp4', 'video/mp4', MP4, 'File size exceeds 10MB limit', { size: 50 * 1024 * 1024 }],
  ['big.exe', 'application/x-msdownload', MZ, 'File size exceeds 10MB limit', { size: MB10 + 1 }],
  ['worker.jpg', 'image/jpeg', JPEG, 'File size exceeds 500KB limit', { size: 500 * 1024 + 1, maxBytes: 500 * 1024, allowedTypes: PHOTO_TYPES }],
  ['audit.png', 'image/png', PNG, 'File size exceeds 1MB limit', { size: 1024 * 1024 + 1, maxBytes: 1024 * 1024, allowedTypes: IMAGE_TYPES }],
  // type not allowed
  ['setup.exe', 'application/x-msdownload', MZ, "File type 'application/x-msdownload' not allowed"],
  ['archive.zip', 'application/zip', ZIP_PLAIN, "File type 'application/zip' not allowed"],
  ['page.html', 'text/html', enc('<html>'), "File type 'text/html' not allowed"],
  ['app.jar', 'application/java-archive', JAR, "File type 'application/java-archive' not allowed"],
  ['script.js', 'text/javascript', enc('alert(1)'), "File type 'text/javascript' not allowed"],
  ['worker.gif', 'image/gif', GIF, "File type 'image/gif' not allowed", { allowedTypes: PHOTO_TYPES }],
  ['deck.pdf', 'application/pdf', PDF, "File type 'application/pdf' not allowed", { allowedTypes: DOCUMENT_TYPES }],
  ['mystery', '', TEXT, "File type 'unknown' not allowed"],
  // empty name
  ['', 'application/pdf', PDF, 'Invalid filename'],
  ['   ', 'image/png', PNG, 'Invalid filename'],
  // suspicious names
  ['../../etc/passwd.txt', 'text/plain', TEXT, 'Suspicious filename pattern detected'],
  ['..\\windows\\win.ini.txt', 'text/plain', TEXT, 'Suspicious filename pattern detected'],
  ['%2e%2e%2fsecret.pdf', 'application/pdf', PDF, 'Suspicious filename pattern detected'],
  ['<script>alert(1)</script>.png', 'image/png', PNG, 'Suspicious filename pattern detected'],
  ['javascript:alert(1).pdf', 'application/pdf', PDF, 'Suspicious filename pattern detected'],
  ['VBScript:msgbox.txt', 'text/plain', TEXT, 'Suspicious filename pattern detected'],
  ['invoice.pdf.exe', 'application/pdf', PDF, 'Suspicious filename pattern detected'],
  ['holiday.jpg.scr', 'image/jpeg', JPEG, 'Suspicious filename pattern detected'],
  ['run.bat', 'text/plain', TEXT, 'Suspicious filename pattern detected'],
  ['tool.CMD', 'text/plain', TEXT, 'Suspicious filename pattern detected'],
  ['command.com', 'text/plain', TEXT, 'Suspicious filename pattern detected'],
  ['shortcut.pif', 'text/plain', TEXT, 'Suspicious filename pattern detected'],
  // content header mismatch (renamed / polyglot files)
  ['fake.pdf', 'application/pdf', TEXT, 'File content does not match PDF format'],
  ['setup.pdf', 'application/pdf', MZ, 'File content does not match PDF format'],
  ['png-as.jpg', 'image/jpeg', PNG, 'File content does not match JPEG format'],
  ['elf.jpeg', 'image/jpeg', ELF, 'File content does not match JPEG format'],
  ['gif-as.png', 'image/png', GIF, 'File content does not match PNG format'],
  ['html.png', 'image/png', enc('<html><script>'), 'File content does not match PNG format'],
  ['jpeg-as.gif', 'image/gif', JPEG, 'File content does not match GIF format'],
  ['pdf-behind-space.pdf', 'application/pdf', [0x20, ...PDF], 'File content does not match PDF format'],
  ['empty.pdf', 'application/pdf', [], 'No file provided'],
  // executable headers in types without a header check
  ['notes.txt', 'text/plain', MZ, 'Executable file detected'],
  ['data.csv', 'text/csv', ELF, 'Executable file detected'],
  ['clip.mp4', 'video/mp4', MZ, 'Executable file detected'],
  ['report.doc', 'application/msword', MZ, 'Executable file detected'],
  ['plain-zip.docx', OOXML_TYPES.docx, ZIP_PLAIN, 'Executable file detected'],
  ['jar-as.xlsx', OOXML_TYPES.xlsx, JAR, 'Executable file detected'],
  ['ooxml-as.txt', 'text/plain', OOXML, 'Executable file detected'],
  ['ooxml-wrong-ext.docx', OOXML_TYPES.xlsx, OOXML, 'File content does not match XLSX format'],
  ['legacy.xls', 'application/vnd.ms-excel', ZIP_PLAIN, 'Executable file detected'],
];

describe('validateUpload — the SPEC §5 corpus', () => {
  it('has at least 40 crafted files', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(40);
  });

  it.each(CORPUS)('%s (%s) → %s', async (name, type, bytes, expected, opts = {}) => {
    const result = await validateUpload(file(name, type, bytes, opts.size), opts);
    expect(result.ok ? OK : result.message).toBe(expected);
  });

  it('reports no file', async () => {
    expect(await validateUpload(null)).toMatchObject({ ok: false, message: 'No file provided', code: 'noFile' });
    expect(await validateUploads([])).toMatchObject({ ok: false, message: 'No file provided' });
  });

  it('reports a read failure', async () => {
    const broken: UploadCandidate = { name: 'x.pdf', type: 'application/pdf', size: 10, bytes: () => Promise.reject(new Error('EIO')) };
    expect(await validateUpload(broken)).toMatchObject({ ok: false, message: 'File validation failed', code: 'readFailed' });
  });

  it('checks in SPEC order: size before type before name', async () => {
    expect(codeOf(await validateUpload(file('../x.exe', 'application/x-msdownload', MZ, MB10 + 5)))).toBe('tooLarge');
    expect(codeOf(await validateUpload(file('../x.exe', 'application/x-msdownload', MZ)))).toBe('typeNotAllowed');
    expect(codeOf(await validateUpload(file('../x.pdf', 'application/pdf', MZ)))).toBe('suspiciousName');
  });

  it('stops at the first failing file of several', async () => {
    const result = await validateUploads([file('a.png', 'image/png', PNG), file('b.png', 'image/png', GIF), file('c.exe', 'x/y', MZ)]);
    expect(result).toMatchObject({ ok: false, message: 'File content does not match PNG format' });
    expect(result.file?.name).toBe('b.png');
  });

  it('re-checks uploads on the server side from data URLs', async () => {
    expect(await validateUpload(candidateFromAttachment({ name: 'a.png', type: 'image/png', size: 12, data_url: `data:image/png;base64,${b64(PNG)}` }))).toEqual({ ok: true });
    expect(codeOf(await validateUpload(candidateFromAttachment({ name: 'a.png', type: 'image/png', size: 3, data_url: `data:image/png;base64,${b64(MZ)}` })))).toBe('contentMismatch');
    expect(codeOf(await validateUpload(candidateFromAttachment({ name: 'a.png', type: 'image/png', size: 3, data_url: 'garbage' })))).toBe('readFailed');
  });
});
