/**
 * A small, dependency-free PDF 1.4 writer for printable reports (observation, incident): a title, then
 * sections of label/value rows and plain lines (Helvetica, WinAnsi, wrapped lines, page breaks).
 * Characters outside WinAnsi (e.g. Chinese) print as '?': the printable HTML page (print
 * stylesheet) is the full-fidelity report.
 */
const PAGE_W = 595;
const PAGE_H = 842;
const MARGIN = 50;
const LINE = 14;

const WIN_ANSI_EXTRA: Record<string, number> = { '€': 0x80, '‚': 0x82, '„': 0x84, '…': 0x85, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '–': 0x96, '—': 0x97 };

export function encodePdfText(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC')) {
    const code = ch.charCodeAt(0);
    let byte: number;
    if (WIN_ANSI_EXTRA[ch]) byte = WIN_ANSI_EXTRA[ch];
    else if (code >= 0x20 && code <= 0xff && !(code >= 0x7f && code < 0xa0)) byte = code;
    else byte = 0x3f; // '?'
    const c = String.fromCharCode(byte);
    out += c === '(' || c === ')' || c === '\\' ? `\\${c}` : byte > 0x7e ? `\\${byte.toString(8).padStart(3, '0')}` : c;
  }
  return out;
}

function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const para of text.split(/\r?\n/)) {
    let line = '';
    for (const word of para.split(/\s+/)) {
      if ((line + ' ' + word).trim().length > max) {
        if (line) lines.push(line);
        line = word;
        while (line.length > max) {
          lines.push(line.slice(0, max));
          line = line.slice(max);
        }
      } else line = (line + ' ' + word).trim();
    }
    lines.push(line);
  }
  return lines;
}

export interface PdfSection {
  title?: string;
  /** Space above the section title (default 6). */
  gap?: number;
  rows?: [string, string][];
  lines?: string[];
}

export function buildReportPdf(title: string, sections: PdfSection[]): Blob {
  const pages: string[][] = [[]];
  let y = PAGE_H - MARGIN;
  const put = (text: string, size: number, x = MARGIN, bold = false) => {
    if (y < MARGIN + LINE) {
      pages.push([]);
      y = PAGE_H - MARGIN;
    }
    pages[pages.length - 1].push(`BT /${bold ? 'F2' : 'F1'} ${size} Tf ${x} ${y} Td (${encodePdfText(text)}) Tj ET`);
    y -= size + 4;
  };
  put(title, 18, MARGIN, true);
  y -= 8;
  for (const s of sections) {
    if (s.title) {
      y -= s.gap ?? 6;
      put(s.title, 13, MARGIN, true);
    }
    for (const [k, v] of s.rows ?? []) {
      put(k, 10, MARGIN, true);
      for (const line of wrap(v || '-', 90)) put(line, 10, MARGIN + 12);
      y -= 2;
    }
    if (s.lines) for (const l of s.lines.length ? s.lines : ['-']) for (const line of wrap(l, 90)) put(line, 10, MARGIN + 12);
  }

  const objects: string[] = [];
  const add = (body: string) => objects.push(body);
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add(''); // pages, filled below
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const kids: number[] = [];
  for (const ops of pages) {
    const stream = ops.join('\n');
    add(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
    const contentId = objects.length;
    add(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${contentId} 0 R >>`);
    kids.push(objects.length);
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  let pdf = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  const bytes = new Uint8Array(pdf.length);
  for (let i = 0; i < pdf.length; i++) bytes[i] = pdf.charCodeAt(i) & 0xff;
  return new Blob([bytes], { type: 'application/pdf' });
}
