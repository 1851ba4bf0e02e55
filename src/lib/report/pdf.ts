/**
 * Printable PDF reports (observation, incident): a title, then sections of label/value rows and plain lines,
 * wrapped to the page and broken across pages. Every language prints: the text is set in embedded Noto Sans /
 * Noto Sans SC subsets (see fonts.ts), so Bulgarian, Turkish and Chinese come out as typed and can be copied or
 * searched in any PDF reader. Loaded on demand only (pdf-lib, fontkit and the fonts are a chunk of their own).
 */
import { PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import fontkit from '@pdf-lib/fontkit';
import { covers, fontChain, type FontSubset, type Weight } from './fonts';

const PAGE_W = 595;
const PAGE_H = 842;
const MARGIN = 50;
const INDENT = 12;
const BODY = 10;

export interface PdfSection {
  title?: string;
  /** Space above the section title (default 6). */
  gap?: number;
  rows?: [string, string][];
  lines?: string[];
}

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

interface Run {
  font: PDFFont;
  text: string;
}

class Typesetter {
  constructor(
    private readonly chain: FontSubset[],
    private readonly embedded: Map<string, PDFFont>,
  ) {}

  private subsetOf(cp: number): FontSubset | undefined {
    return this.chain.find((s) => covers(s, cp));
  }

  /** a character's font and the character printed ('?' for one no font has) */
  private glyph(ch: string, weight: Weight): Run {
    const subset = this.subsetOf(ch.codePointAt(0)!);
    return subset ? { font: this.embedded.get(`${subset.key}@${weight}`)!, text: ch } : this.glyph('?', weight);
  }

  /** The text split into runs of one font each. */
  runs(text: string, weight: Weight): Run[] {
    const runs: Run[] = [];
    for (const ch of text) {
      const { font, text: char } = this.glyph(ch, weight);
      const last = runs[runs.length - 1];
      if (last?.font === font) last.text += char;
      else runs.push({ font, text: char });
    }
    return runs;
  }

  // advances add up (pdf-lib applies no kerning), so a width is a sum of cached per-character widths
  private readonly advances = new Map<string, number>();

  width(text: string, weight: Weight, size: number): number {
    let sum = 0;
    for (const ch of text) {
      const id = `${ch}@${weight}`;
      let advance = this.advances.get(id);
      if (advance === undefined) {
        const g = this.glyph(ch, weight);
        advance = g.font.widthOfTextAtSize(g.text, 1);
        this.advances.set(id, advance);
      }
      sum += advance;
    }
    return sum * size;
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

  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(printable(title), { showInWindowTitleBar: true });
  if (options.lang) doc.setLanguage(options.lang);
  doc.setCreator('EHS report');

  // fetch and embed (as subsets) only the font files the text needs
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
  const embedded = new Map<string, PDFFont>();
  await Promise.all(
    [...needed].map(async ([id, { subset, weight }]) => {
      embedded.set(id, await doc.embedFont(await load(subset.files[weight]), { subset: true }));
    }),
  );
  const type = new Typesetter(chain, embedded);

  let page: PDFPage = doc.addPage([PAGE_W, PAGE_H]);
  let y = PAGE_H - MARGIN;
  const put = (text: string, size: number, x: number, weight: Weight) => {
    for (const line of type.wrap(text, weight, size, PAGE_W - MARGIN - x)) {
      if (y - size < MARGIN) {
        page = doc.addPage([PAGE_W, PAGE_H]);
        y = PAGE_H - MARGIN;
      }
      y -= size;
      let cx = x;
      for (const run of type.runs(line, weight)) {
        page.drawText(run.text, { x: cx, y, size, font: run.font });
        cx += run.font.widthOfTextAtSize(run.text, size);
      }
      y -= 4;
    }
  };
  put(printable(title), 18, MARGIN, 700);
  y -= 8;
  for (const s of sections) {
    if (s.title) {
      y -= s.gap ?? 6;
      put(printable(s.title), 13, MARGIN, 700);
    }
    for (const [k, v] of s.rows ?? []) {
      put(printable(k), BODY, MARGIN, 700);
      put(printable(v || '-'), BODY, MARGIN + INDENT, 400);
      y -= 2;
    }
    if (s.lines) for (const l of s.lines.length ? s.lines : ['-']) put(printable(l), BODY, MARGIN + INDENT, 400);
  }
  const bytes = await doc.save();
  return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' });
}
