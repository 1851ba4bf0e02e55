/**
 * Just enough TrueType for embedding a font in a PDF: reads a WOFF (1.0) or TTF file, maps characters to glyphs,
 * gives advance widths, and writes a subset (only the glyphs used keep their outlines; glyph ids stay the same, so
 * the PDF can use CIDToGIDMap /Identity). Fonts with CFF outlines and WOFF2 (transformed glyph tables) are not
 * read: the report fonts are WOFF files of TrueType outlines.
 */

const u16 = (b: DataView, at: number) => b.getUint16(at);
const u32 = (b: DataView, at: number) => b.getUint32(at);
const tagOf = (b: DataView, at: number) => String.fromCharCode(b.getUint8(at), b.getUint8(at + 1), b.getUint8(at + 2), b.getUint8(at + 3));
const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

async function through(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const piped = new Response(bytes as Uint8Array<ArrayBuffer>).body!.pipeThrough(stream);
  return new Uint8Array(await new Response(piped).arrayBuffer());
}

/** zlib (RFC 1950) compression: WOFF tables and PDF /FlateDecode streams both use it */
export const inflate = (bytes: Uint8Array) => through(bytes, new DecompressionStream('deflate'));
export const deflate = (bytes: Uint8Array) => through(bytes, new CompressionStream('deflate'));

/** the font's tables, uncompressed */
async function readTables(bytes: Uint8Array): Promise<Map<string, Uint8Array>> {
  const b = view(bytes);
  const signature = u32(b, 0);
  const tables = new Map<string, Uint8Array>();
  if (signature === 0x774f4646) {
    // WOFF 1.0: a directory of zlib-compressed tables
    if (u32(b, 4) === 0x4f54544f) throw new Error('CFF fonts are not supported');
    const count = u16(b, 12);
    await Promise.all(
      Array.from({ length: count }, async (_, i) => {
        const at = 44 + i * 20;
        const [offset, compressed, original] = [u32(b, at + 4), u32(b, at + 8), u32(b, at + 12)];
        const data = bytes.subarray(offset, offset + compressed);
        tables.set(tagOf(b, at), compressed < original ? await inflate(data) : data.slice());
      }),
    );
  } else if (signature === 0x00010000 || signature === 0x74727565) {
    const count = u16(b, 4);
    for (let i = 0; i < count; i++) {
      const at = 12 + i * 16;
      tables.set(tagOf(b, at), bytes.slice(u32(b, at + 8), u32(b, at + 8) + u32(b, at + 12)));
    }
  } else throw new Error('not a TrueType or WOFF font');
  for (const required of ['head', 'hhea', 'maxp', 'hmtx', 'loca', 'glyf', 'cmap']) {
    if (!tables.has(required)) throw new Error(`font table missing: ${required}`);
  }
  return tables;
}

/** code point → glyph id, from the best Unicode cmap subtable (format 12 or 4) */
function readCmap(cmap: Uint8Array): Map<number, number> {
  const b = view(cmap);
  const records = Array.from({ length: u16(b, 2) }, (_, i) => ({ platform: u16(b, 4 + i * 8), encoding: u16(b, 6 + i * 8), offset: u32(b, 8 + i * 8) }));
  const rank = (r: (typeof records)[number]) => {
    const format = u16(b, r.offset);
    if (format === 12 && (r.platform === 3 || r.platform === 0)) return 2;
    if (format === 4 && (r.platform === 3 || r.platform === 0)) return 1;
    return 0;
  };
  const best = records.filter((r) => rank(r) > 0).sort((x, y) => rank(y) - rank(x))[0];
  if (!best) throw new Error('font has no Unicode cmap');
  const map = new Map<number, number>();
  const at = best.offset;
  if (u16(b, at) === 12) {
    const groups = u32(b, at + 12);
    for (let g = 0; g < groups; g++) {
      const [start, end, glyph] = [u32(b, at + 16 + g * 12), u32(b, at + 20 + g * 12), u32(b, at + 24 + g * 12)];
      for (let cp = start; cp <= end; cp++) map.set(cp, glyph + cp - start);
    }
    return map;
  }
  const segments = u16(b, at + 6) / 2;
  const ends = at + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  for (let s = 0; s < segments; s++) {
    const [start, end, delta, rangeOffset] = [u16(b, starts + s * 2), u16(b, ends + s * 2), b.getInt16(deltas + s * 2), u16(b, rangeOffsets + s * 2)];
    for (let cp = start; cp <= end && cp !== 0xffff; cp++) {
      let glyph: number;
      if (rangeOffset === 0) glyph = (cp + delta) & 0xffff;
      else {
        glyph = u16(b, rangeOffsets + s * 2 + rangeOffset + (cp - start) * 2);
        if (glyph !== 0) glyph = (glyph + delta) & 0xffff;
      }
      if (glyph !== 0) map.set(cp, glyph);
    }
  }
  return map;
}

/** tables a PDF never needs (layout, variations, vertical metrics, device metrics, signatures) */
const DROPPED = new Set(['GSUB', 'GPOS', 'GDEF', 'BASE', 'JSTF', 'DSIG', 'kern', 'morx', 'STAT', 'HVAR', 'MVAR', 'gvar', 'fvar', 'avar', 'cvar', 'vhea', 'vmtx', 'VORG', 'LTSH', 'hdmx', 'VDMX', 'meta']);

function checksum(data: Uint8Array): number {
  const padded = new Uint8Array((data.length + 3) & ~3);
  padded.set(data);
  const b = view(padded);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + u32(b, i)) >>> 0;
  return sum;
}

/** an sfnt file of these tables (sorted directory, 4-byte aligned, checksums and the head adjustment) */
function writeSfnt(tables: Map<string, Uint8Array>): Uint8Array {
  const tags = [...tables.keys()].sort();
  const n = tags.length;
  const power = 2 ** Math.floor(Math.log2(n));
  let size = 12 + n * 16;
  const offsets = tags.map((tag) => {
    const at = size;
    size += (tables.get(tag)!.length + 3) & ~3;
    return at;
  });
  const out = new Uint8Array(size);
  const b = view(out);
  b.setUint32(0, 0x00010000);
  b.setUint16(4, n);
  b.setUint16(6, power * 16);
  b.setUint16(8, Math.log2(power));
  b.setUint16(10, n * 16 - power * 16);
  tags.forEach((tag, i) => {
    const data = tables.get(tag)!;
    const at = 12 + i * 16;
    for (let c = 0; c < 4; c++) b.setUint8(at + c, tag.charCodeAt(c));
    b.setUint32(at + 4, checksum(data));
    b.setUint32(at + 8, offsets[i]);
    b.setUint32(at + 12, data.length);
    out.set(data, offsets[i]);
  });
  const head = offsets[tags.indexOf('head')];
  b.setUint32(head + 8, (0xb1b0afba - checksum(out)) >>> 0);
  return out;
}

export interface TrueTypeFont {
  unitsPerEm: number;
  /** in 1/1000 em, as PDF widths are */
  ascent: number;
  descent: number;
  capHeight: number;
  bbox: [number, number, number, number];
  /** the glyph of a code point, 0 when the font has none */
  glyphOf(codePoint: number): number;
  /** a glyph's advance width in 1/1000 em */
  advance(glyph: number): number;
  /** the font with only these glyphs' outlines (and the components they are built from) */
  subset(glyphs: Iterable<number>): Uint8Array;
}

export async function readFont(bytes: Uint8Array): Promise<TrueTypeFont> {
  const tables = await readTables(bytes);
  const head = view(tables.get('head')!);
  const hhea = view(tables.get('hhea')!);
  const hmtx = view(tables.get('hmtx')!);
  const loca = view(tables.get('loca')!);
  const glyf = tables.get('glyf')!;
  const os2 = tables.get('OS/2');
  const unitsPerEm = u16(head, 18);
  const scale = (v: number) => Math.round((v * 1000) / unitsPerEm);
  const numGlyphs = u16(view(tables.get('maxp')!), 4);
  const metrics = u16(hhea, 34);
  const longLoca = head.getInt16(50) === 1;
  const glyphAt = (g: number) => (longLoca ? u32(loca, g * 4) : u16(loca, g * 2) * 2);
  const cmap = readCmap(tables.get('cmap')!);

  /** the glyphs a composite glyph is built from */
  const components = (g: number): number[] => {
    const start = glyphAt(g);
    if (glyphAt(g + 1) - start < 10) return [];
    const b = view(glyf);
    if (b.getInt16(start) >= 0) return [];
    const found: number[] = [];
    let at = start + 10;
    for (;;) {
      const flags = u16(b, at);
      found.push(u16(b, at + 2));
      at += 4 + (flags & 0x0001 ? 4 : 2) + (flags & 0x0008 ? 2 : flags & 0x0040 ? 4 : flags & 0x0080 ? 8 : 0);
      if (!(flags & 0x0020)) return found;
    }
  };

  return {
    unitsPerEm,
    ascent: scale(hhea.getInt16(4)),
    descent: scale(hhea.getInt16(6)),
    capHeight: scale(os2 && os2.length >= 90 ? view(os2).getInt16(88) : hhea.getInt16(4) * 0.7),
    bbox: [scale(head.getInt16(36)), scale(head.getInt16(38)), scale(head.getInt16(40)), scale(head.getInt16(42))],
    glyphOf: (cp) => cmap.get(cp) ?? 0,
    advance: (g) => scale(u16(hmtx, Math.min(g, metrics - 1) * 4)),
    subset(used) {
      const keep = new Set<number>([0]);
      const queue = [...used];
      while (queue.length) {
        const g = queue.pop()!;
        if (g >= numGlyphs || keep.has(g)) continue;
        keep.add(g);
        queue.push(...components(g));
      }
      const parts: Uint8Array[] = [];
      const newLoca = new Uint8Array((numGlyphs + 1) * 4);
      const locaView = view(newLoca);
      let offset = 0;
      for (let g = 0; g < numGlyphs; g++) {
        locaView.setUint32(g * 4, offset);
        if (!keep.has(g)) continue;
        const data = glyf.subarray(glyphAt(g), glyphAt(g + 1));
        const padded = new Uint8Array((data.length + 3) & ~3);
        padded.set(data);
        parts.push(padded);
        offset += padded.length;
      }
      locaView.setUint32(numGlyphs * 4, offset);
      const newGlyf = new Uint8Array(offset);
      let at = 0;
      for (const p of parts) {
        newGlyf.set(p, at);
        at += p.length;
      }
      const newHead = tables.get('head')!.slice();
      view(newHead).setUint32(8, 0);
      view(newHead).setInt16(50, 1); // long loca offsets
      const out = new Map<string, Uint8Array>();
      for (const [tag, data] of tables) if (!DROPPED.has(tag)) out.set(tag, data);
      out.set('head', newHead);
      out.set('loca', newLoca);
      out.set('glyf', newGlyf);
      return writeSfnt(out);
    },
  };
}
