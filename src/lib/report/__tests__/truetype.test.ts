import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { inflate, readFont } from '../truetype';

const fontFile = (name: string) => readFile(path.join(process.cwd(), 'node_modules/@fontsource/noto-sans/files', name)).then((b) => new Uint8Array(b));

/** the sfnt's tables, by tag */
function tables(sfnt: Uint8Array): Map<string, Uint8Array> {
  const v = new DataView(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength);
  const out = new Map<string, Uint8Array>();
  for (let i = 0; i < v.getUint16(4); i++) {
    const at = 12 + i * 16;
    const tag = String.fromCharCode(...sfnt.subarray(at, at + 4));
    out.set(tag, sfnt.subarray(v.getUint32(at + 8), v.getUint32(at + 8) + v.getUint32(at + 12)));
  }
  return out;
}

describe('the TrueType reader and subsetter of the PDF reports', () => {
  it('maps characters to glyphs with their widths (Latin Extended: Turkish)', async () => {
    const font = await readFont(await fontFile('noto-sans-latin-ext-400-normal.woff'));
    for (const ch of 'ğşİŞĞ') expect(font.glyphOf(ch.codePointAt(0)!), ch).toBeGreaterThan(0);
    expect(font.glyphOf('ก'.codePointAt(0)!)).toBe(0);
    const i = font.advance(font.glyphOf('ş'.codePointAt(0)!));
    const w = font.advance(font.glyphOf('Ğ'.codePointAt(0)!));
    expect(i).toBeGreaterThan(100);
    expect(w).toBeGreaterThan(i);
  });

  it('keeps the outlines of the glyphs used (and of their components) only, with valid checksums', async () => {
    const font = await readFont(await fontFile('noto-sans-latin-400-normal.woff'));
    const used = [...'Ü'].map((ch) => font.glyphOf(ch.codePointAt(0)!));
    const full = font.subset(Array.from({ length: 2000 }, (_, g) => g));
    const small = font.subset(used);
    expect(small.length).toBeLessThan(full.length / 4);
    const t = tables(small);
    for (const tag of ['head', 'hhea', 'maxp', 'hmtx', 'loca', 'glyf', 'cmap']) expect(t.has(tag), tag).toBe(true);
    expect(t.has('GSUB')).toBe(false);
    // the whole file sums to 0xB1B0AFBA, as the head table's adjustment promises
    const v = new DataView(small.buffer, small.byteOffset, small.byteLength);
    let sum = 0;
    for (let at = 0; at < small.length; at += 4) sum = (sum + v.getUint32(at)) >>> 0;
    expect(sum).toBe(0xb1b0afba);
    // Ü is built from U and the diaeresis: both components keep their outlines, so 3 non-empty glyphs plus .notdef
    const loca = new DataView(t.get('loca')!.buffer, t.get('loca')!.byteOffset, t.get('loca')!.byteLength);
    const glyphs = loca.byteLength / 4 - 1;
    const nonEmpty = Array.from({ length: glyphs }, (_, g) => loca.getUint32((g + 1) * 4) - loca.getUint32(g * 4)).filter((n) => n > 0).length;
    expect(nonEmpty).toBe(4);
  });

  it('writes outlines a renderer can read: each glyph where the index says, with its number of contours', async () => {
    const font = await readFont(await fontFile('noto-sans-latin-700-normal.woff'));
    const letters = { O: 2, B: 3, U: 1, i: 2, '8': 3 };
    const ids = Object.keys(letters).map((ch) => font.glyphOf(ch.codePointAt(0)!));
    const composite = font.glyphOf('Ü'.codePointAt(0)!);
    const t = tables(font.subset([...ids, composite]));
    const loca = new DataView(t.get('loca')!.buffer, t.get('loca')!.byteOffset, t.get('loca')!.byteLength);
    const glyf = new DataView(t.get('glyf')!.buffer, t.get('glyf')!.byteOffset, t.get('glyf')!.byteLength);
    const head = new DataView(t.get('head')!.buffer, t.get('head')!.byteOffset, t.get('head')!.byteLength);
    expect(head.getInt16(50)).toBe(1); // long offsets, as written
    const contours = (g: number) => glyf.getInt16(loca.getUint32(g * 4));
    Object.values(letters).forEach((n, i) => {
      expect(contours(ids[i])).toBe(n);
      // the glyph's box lies inside the font's box
      const at = loca.getUint32(ids[i] * 4);
      expect(glyf.getInt16(at + 2)).toBeGreaterThanOrEqual(head.getInt16(36));
      expect(glyf.getInt16(at + 8)).toBeLessThanOrEqual(head.getInt16(42));
    });
    expect(contours(composite)).toBe(-1);
  });

  it('inflates zlib data and refuses what is not a TrueType font', async () => {
    const packed = new Uint8Array(await new Response(new Response(new TextEncoder().encode('report')).body!.pipeThrough(new CompressionStream('deflate'))).arrayBuffer());
    expect(new TextDecoder().decode(await inflate(packed))).toBe('report');
    await expect(readFont(new TextEncoder().encode('%PDF-1.4 not a font'))).rejects.toThrow('not a TrueType or WOFF font');
  });
});
