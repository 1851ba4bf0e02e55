/**
 * Printable PDF reports (observation, incident): a title, then sections of label/value rows and plain lines,
 * wrapped to the page and broken across pages. Every language prints: the text is set in embedded Noto Sans /
 * Noto Sans SC subsets (fonts.ts; only the glyphs used are embedded, truetype.ts), with a ToUnicode map, so
 * Bulgarian, Turkish and Chinese come out as typed and can be copied or searched in any PDF reader. A small
 * PDF 1.4 writer of our own (a few KB, loaded on demand) rather than a PDF library of ~500 KB gzip.
 */
import { covers, fontChain, type FontSubset, type Weight } from './fonts';
import { deflate, readFont, type TrueTypeFont } from './truetype';
import { darkRuns } from './qr';

const PAGE_W = 595;
const PAGE_H = 842;
const MARGIN = 50;
const INDENT = 12;
const BODY = 10;
/** the side of a section's code, quiet zone included, and the space between it and its text */
const CODE_SIDE = 150;
const CODE_GAP = 14;

export interface PdfSection {
  title?: string;
  /** Space above the section title (default 6). */
  gap?: number;
  rows?: [string, string][];
  lines?: string[];
  /**
   * A square 2-D code (a QR symbol: `size` × `size` modules row by row, truthy = dark) drawn in black at the left,
   * 150 pt wide with a 4-module quiet zone; the section's title, rows and lines are set beside it. A section with a
   * code starts a new page when the code does not fit.
   */
  code?: { size: number; data: ArrayLike<number> };
  /** photos, drawn after the section's text in rows, each scaled to fit 160 × 120 pt (ratio kept) */
  images?: PdfImage[];
}

/** a baseline JPEG (RGB or greyscale) with its size in pixels, embedded as it is (DCTDecode) */
export interface PdfImage {
  jpeg: Uint8Array;
  width: number;
  height: number;
  /** 1 = greyscale, 3 = RGB (default) */
  components?: 1 | 3;
}
const IMAGE_BOX = { w: 160, h: 120, gap: 8 };

export interface PdfOptions {
  /** the document's language (BCP 47), for readers and screen readers */
  lang?: string;
  /** how a font file is read (the browser fetches the build's asset; tests read the file) */
  loadFont?: (url: string) => Promise<ArrayBuffer | Uint8Array>;
}

/** What a report prints: NFC text, tabs as spaces, no control characters other than line breaks. */
export function printable(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, ' ')
    // oxlint-disable-next-line no-control-regex -- removing control and invisible formatting characters is the point
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200b\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, '');
}

/** Words, runs of spaces, and single characters of scripts written without spaces (a line may break between them). */
const TOKEN = /\s+|[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef\u{20000}-\u{3ffff}]|[^\s\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef\u{20000}-\u{3ffff}]+/gu;

interface LoadedFont {
  /** resource name on the pages, e.g. F3 */
  name: string;
  subset: FontSubset;
  weight: Weight;
  font: TrueTypeFont;
  /** glyph → the text it stands for (the ToUnicode map) */
  used: Map<number, string>;
}

interface Run {
  font: LoadedFont;
  glyphs: number[];
  text: string;
}

class Typesetter {
  // widths add up glyph by glyph (no kerning), so they are cached per character
  private readonly advances = new Map<string, number>();

  constructor(
    private readonly chain: FontSubset[],
    private readonly fonts: Map<string, LoadedFont>,
  ) {}

  /** a character's font and glyph ('?' for a character no font has) */
  private glyph(ch: string, weight: Weight): { font: LoadedFont; glyph: number; text: string } {
    const cp = ch.codePointAt(0)!;
    const subset = this.chain.find((s) => covers(s, cp));
    const font = subset && this.fonts.get(`${subset.key}@${weight}`);
    const glyph = font?.font.glyphOf(cp) ?? 0;
    return font && glyph ? { font, glyph, text: ch } : this.glyph('?', weight);
  }

  /** The text as runs of one font each. */
  runs(text: string, weight: Weight): Run[] {
    const runs: Run[] = [];
    for (const ch of text) {
      const g = this.glyph(ch, weight);
      const last = runs[runs.length - 1];
      if (last?.font === g.font) {
        last.glyphs.push(g.glyph);
        last.text += g.text;
      } else runs.push({ font: g.font, glyphs: [g.glyph], text: g.text });
    }
    return runs;
  }

  /** width in points */
  width(text: string, weight: Weight, size: number): number {
    let sum = 0;
    for (const ch of text) {
      const id = `${ch}@${weight}`;
      let advance = this.advances.get(id);
      if (advance === undefined) {
        const g = this.glyph(ch, weight);
        advance = g.font.font.advance(g.glyph);
        this.advances.set(id, advance);
      }
      sum += advance;
    }
    return (sum * size) / 1000;
  }

  /** Lines no wider than `max` points: breaks at spaces, between Chinese characters, or inside an overlong word. */
  wrap(text: string, weight: Weight, size: number, max: number): string[] {
    const lines: string[] = [];
    for (const para of text.split('\n')) {
      let line = '';
      for (const token of para.match(TOKEN) ?? []) {
        const space = /^\s+$/.test(token);
        if (space && !line) continue;
        if (this.width((line + token).trimEnd(), weight, size) <= max) {
          line += space ? ' ' : token;
          continue;
        }
        if (line.trim()) lines.push(line.trimEnd());
        line = space ? '' : token;
        while (line && this.width(line, weight, size) > max) {
          const chars = [...line];
          let fit = 1;
          while (fit < chars.length && this.width(chars.slice(0, fit + 1).join(''), weight, size) <= max) fit++;
          lines.push(chars.slice(0, fit).join(''));
          line = chars.slice(fit).join('');
        }
      }
      lines.push(line.trimEnd());
    }
    return lines;
  }
}

const codePoints = (texts: string[]) => new Set([...texts.join('')].map((c) => c.codePointAt(0)!));

async function defaultLoadFont(url: string): Promise<ArrayBuffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`font ${url}: HTTP ${response.status}`);
  return response.arrayBuffer();
}

const ascii = new TextEncoder();
const hex4 = (n: number) => n.toString(16).padStart(4, '0');
/** a PDF text string in UTF-16BE: <FEFF…> */
const pdfString = (text: string) => `<FEFF${[...text].map((ch) => (ch.length === 1 ? hex4(ch.charCodeAt(0)) : hex4(ch.charCodeAt(0)) + hex4(ch.charCodeAt(1)))).join('')}>`;

/** The numbered objects of a PDF file, written out with their cross-reference table. */
class PdfFile {
  private readonly objects: Uint8Array[][] = [];

  reserve(): number {
    this.objects.push([]);
    return this.objects.length;
  }

  set(id: number, dict: string, stream?: Uint8Array, extra = ''): number {
    this.objects[id - 1] = stream
      ? [ascii.encode(`${dict.replace(/>>$/, `/Length ${stream.length}${extra} >>`)}\nstream\n`), stream, ascii.encode('\nendstream')]
      : [ascii.encode(dict)];
    return id;
  }

  add(dict: string, stream?: Uint8Array, extra = ''): number {
    return this.set(this.reserve(), dict, stream, extra);
  }

  bytes(root: number, info: number): Uint8Array {
    const chunks: Uint8Array[] = [new Uint8Array([...ascii.encode('%PDF-1.4\n%'), 0xe2, 0xe3, 0xcf, 0xd3, 0x0a])];
    let length = chunks[0].length;
    const push = (c: Uint8Array) => {
      chunks.push(c);
      length += c.length;
    };
    const offsets = this.objects.map((parts, i) => {
      const at = length;
      push(ascii.encode(`${i + 1} 0 obj\n`));
      parts.forEach(push);
      push(ascii.encode('\nendobj\n'));
      return at;
    });
    const xref = length;
    const n = this.objects.length + 1;
    push(ascii.encode(`xref\n0 ${n}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`));
    push(ascii.encode(`trailer\n<< /Size ${n} /Root ${root} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`));
    const out = new Uint8Array(length);
    let at = 0;
    for (const c of chunks) {
      out.set(c, at);
      at += c.length;
    }
    return out;
  }
}

/** a CMap from glyph ids back to the text they show (copy, search, screen readers) */
function toUnicodeCMap(used: Map<number, string>): string {
  const entries = [...used].sort(([a], [b]) => a - b).map(([g, text]) => `<${hex4(g)}> ${pdfString(text).replace('<FEFF', '<')}`);
  const blocks: string[] = [];
  for (let i = 0; i < entries.length; i += 100) {
    const chunk = entries.slice(i, i + 100);
    blocks.push(`${chunk.length} beginbfchar\n${chunk.join('\n')}\nendbfchar`);
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange\n<0000> <FFFF>\nendcodespacerange',
    ...blocks,
    'endcmap',
    'CMapName currentdict /CIDInit /ProcSet findresource /defineresource pop',
    'end',
    'end',
  ].join('\n');
}

/** a subset font's PostScript name: six capital letters, '+', the font's name */
const subsetName = (index: number, f: LoadedFont) =>
  `${Array.from({ length: 6 }, (_, i) => String.fromCharCode(65 + (Math.floor(index / 26 ** i) % 26))).join('')}+${f.subset.key.startsWith('noto-sans-sc') ? 'NotoSansSC' : 'NotoSans'}-${f.weight === 700 ? 'Bold' : 'Regular'}`;

async function writeFont(file: PdfFile, index: number, f: LoadedFont): Promise<number> {
  const name = subsetName(index, f);
  const sfnt = f.font.subset(f.used.keys());
  const fontFile = file.add('<< /Filter /FlateDecode >>', await deflate(sfnt), ` /Length1 ${sfnt.length}`);
  const descriptor = file.add(
    `<< /Type /FontDescriptor /FontName /${name} /Flags 4 /FontBBox [${f.font.bbox.join(' ')}] /ItalicAngle 0 /Ascent ${f.font.ascent} /Descent ${f.font.descent} /CapHeight ${f.font.capHeight} /StemV ${f.weight === 700 ? 140 : 80} /FontFile2 ${fontFile} 0 R >>`,
  );
  const widths = [...f.used.keys()]
    .sort((a, b) => a - b)
    .map((g) => `${g} [${f.font.advance(g)}]`)
    .join(' ');
  const cid = file.add(
    `<< /Type /Font /Subtype /CIDFontType2 /BaseFont /${name} /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /FontDescriptor ${descriptor} 0 R /CIDToGIDMap /Identity /DW 1000 /W [${widths}] >>`,
  );
  const toUnicode = file.add('<< /Filter /FlateDecode >>', await deflate(ascii.encode(toUnicodeCMap(f.used))));
  return file.add(`<< /Type /Font /Subtype /Type0 /BaseFont /${name} /Encoding /Identity-H /DescendantFonts [${cid} 0 R] /ToUnicode ${toUnicode} 0 R >>`);
}

export async function buildReportPdf(title: string, sections: PdfSection[], options: PdfOptions = {}): Promise<Blob> {
  // what is printed, and in which weight (titles and labels bold)
  const bold: string[] = [printable(title)];
  const regular: string[] = [];
  for (const s of sections) {
    if (s.title) bold.push(printable(s.title));
    for (const [k, v] of s.rows ?? []) {
      bold.push(printable(k));
      regular.push(printable(v || '-'));
    }
    for (const l of s.lines ?? []) regular.push(printable(l));
  }
  regular.push('-?');
  bold.push('?');
  const chain = await fontChain(codePoints([...bold, ...regular]));

  // fetch only the font files the text needs
  const needed = new Map<string, { subset: FontSubset; weight: Weight }>();
  for (const [weight, texts] of [
    [700, bold],
    [400, regular],
  ] as const) {
    for (const cp of codePoints(texts)) {
      const subset = chain.find((s) => covers(s, cp)) ?? chain[0];
      needed.set(`${subset.key}@${weight}`, { subset, weight });
    }
  }
  const load = options.loadFont ?? defaultLoadFont;
  const fonts = new Map<string, LoadedFont>();
  await Promise.all(
    [...needed].map(async ([id, { subset, weight }]) => {
      const font = await readFont(new Uint8Array(await load(subset.files[weight])));
      fonts.set(id, { name: '', subset, weight, font, used: new Map() });
    }),
  );
  [...fonts.values()].forEach((f, i) => (f.name = `F${i + 1}`));
  const type = new Typesetter(chain, fonts);

  const pages: string[][] = [[]];
  let y = PAGE_H - MARGIN;
  const put = (text: string, size: number, x: number, weight: Weight) => {
    for (const line of type.wrap(text, weight, size, PAGE_W - MARGIN - x)) {
      if (y - size < MARGIN) {
        pages.push([]);
        y = PAGE_H - MARGIN;
      }
      y -= size;
      let cx = x;
      for (const run of type.runs(line, weight)) {
        [...run.text].forEach((ch, i) => run.font.used.set(run.glyphs[i], ch));
        pages[pages.length - 1].push(`BT /${run.font.name} ${size} Tf ${cx.toFixed(2)} ${y} Td <${run.glyphs.map(hex4).join('')}> Tj ET`);
        cx += (run.glyphs.reduce((sum, g) => sum + run.font.font.advance(g), 0) * size) / 1000;
      }
      y -= 4;
    }
  };
  put(printable(title), 18, MARGIN, 700);
  y -= 8;
  /** a code's dark modules as filled rectangles, its top-left corner at (x, top) */
  const drawCode = ({ size, data }: NonNullable<PdfSection['code']>, x: number, top: number) => {
    const m = CODE_SIDE / (size + 8);
    const rects = darkRuns({ size, data }).map(([r, start, n]) => `${(x + (start + 4) * m).toFixed(2)} ${(top - (r + 5) * m).toFixed(2)} ${(n * m).toFixed(2)} ${m.toFixed(2)} re`);
    pages[pages.length - 1].push(`0 g\n${rects.join('\n')}\nf`);
  };
  const images: PdfImage[] = [];
  for (const s of sections) {
    let x = MARGIN;
    let codeTop: number | null = null;
    if (s.code) {
      y -= s.gap ?? 6;
      if (y - CODE_SIDE < MARGIN) {
        pages.push([]);
        y = PAGE_H - MARGIN;
      }
      codeTop = y;
      drawCode(s.code, MARGIN, y);
      x = MARGIN + CODE_SIDE + CODE_GAP;
      y -= 10;
    }
    if (s.title) {
      if (codeTop === null) y -= s.gap ?? 6;
      put(printable(s.title), 13, x, 700);
    }
    for (const [k, v] of s.rows ?? []) {
      put(printable(k), BODY, x, 700);
      put(printable(v || '-'), BODY, x + INDENT, 400);
      y -= 2;
    }
    if (s.lines) for (const l of s.lines.length ? s.lines : ['-']) put(printable(l), BODY, codeTop === null ? x + INDENT : x, 400);
    if (codeTop !== null) y = Math.min(y, codeTop - CODE_SIDE);
    // photos in rows under the text, a new page when a row does not fit
    let ix = MARGIN + INDENT;
    let rowH = 0;
    for (const img of s.images ?? []) {
      if (!(img.width > 0 && img.height > 0)) continue;
      const k = Math.min(IMAGE_BOX.w / img.width, IMAGE_BOX.h / img.height, 1);
      const [w, h] = [img.width * k, img.height * k];
      if (ix + w > PAGE_W - MARGIN && ix > MARGIN + INDENT) {
        y -= rowH + IMAGE_BOX.gap;
        ix = MARGIN + INDENT;
        rowH = 0;
      }
      if (rowH === 0) {
        y -= 4;
        if (y - IMAGE_BOX.h < MARGIN) {
          pages.push([]);
          y = PAGE_H - MARGIN;
        }
      }
      images.push(img);
      pages[pages.length - 1].push(`q ${w.toFixed(2)} 0 0 ${h.toFixed(2)} ${ix.toFixed(2)} ${(y - h).toFixed(2)} cm /Im${images.length} Do Q`);
      ix += w + IMAGE_BOX.gap;
      rowH = Math.max(rowH, h);
    }
    if (rowH) y -= rowH + 4;
  }

  const file = new PdfFile();
  const catalog = file.reserve();
  const pageTree = file.reserve();
  const used = [...fonts.values()].filter((f) => f.used.size > 0);
  const fontRefs: string[] = [];
  for (const [i, f] of used.entries()) fontRefs.push(`/${f.name} ${await writeFont(file, i, f)} 0 R`);
  const imageRefs = images.map((img, i) => `/Im${i + 1} ${file.add(`<< /Type /XObject /Subtype /Image /Width ${img.width} /Height ${img.height} /ColorSpace /${img.components === 1 ? 'DeviceGray' : 'DeviceRGB'} /BitsPerComponent 8 /Filter /DCTDecode >>`, img.jpeg)} 0 R`);
  const xobjects = imageRefs.length ? ` /XObject << ${imageRefs.join(' ')} >>` : '';
  const kids: number[] = [];
  for (const ops of pages) {
    const content = file.add('<< /Filter /FlateDecode >>', await deflate(ascii.encode(ops.join('\n'))));
    kids.push(file.add(`<< /Type /Page /Parent ${pageTree} 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] /Resources << /Font << ${fontRefs.join(' ')} >>${xobjects} >> /Contents ${content} 0 R >>`));
  }
  file.set(pageTree, `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`);
  const lang = options.lang && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/.test(options.lang) ? ` /Lang (${options.lang})` : '';
  file.set(catalog, `<< /Type /Catalog /Pages ${pageTree} 0 R /ViewerPreferences << /DisplayDocTitle true >>${lang} >>`);
  const info = file.add(`<< /Title ${pdfString(printable(title))} /Creator ${pdfString('EHS report')} >>`);
  return new Blob([file.bytes(catalog, info) as Uint8Array<ArrayBuffer>], { type: 'application/pdf' });
}
