/** Files built in the test (no binary fixtures): headers, real zip containers and polyglots. */

export const enc = (s: string) => [...s].map((c) => c.charCodeAt(0) & 0xff);
export const utf8 = (s: string) => [...new TextEncoder().encode(s)];

const le16 = (n: number) => [n & 0xff, (n >> 8) & 0xff];
const le32 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >>> 24) & 0xff];

/** A stored (uncompressed) zip with a central directory; CRCs are not checked by the validator. */
export function zip(entries: Record<string, string>): number[] {
  const out: number[] = [];
  const central: number[] = [];
  for (const [name, content] of Object.entries(entries)) {
    const nameBytes = utf8(name);
    const data = utf8(content);
    const offset = out.length;
    out.push(0x50, 0x4b, 0x03, 0x04, ...le16(20), ...le16(0), ...le16(0), ...le32(0), ...le32(0), ...le32(data.length), ...le32(data.length), ...le16(nameBytes.length), ...le16(0), ...nameBytes, ...data);
    central.push(0x50, 0x4b, 0x01, 0x02, ...le16(20), ...le16(20), ...le16(0), ...le16(0), ...le32(0), ...le32(0), ...le32(data.length), ...le32(data.length), ...le16(nameBytes.length), ...le16(0), ...le16(0), ...le16(0), ...le16(0), ...le32(0), ...le32(offset), ...nameBytes);
  }
  const count = Object.keys(entries).length;
  const cdOffset = out.length;
  return [...out, ...central, 0x50, 0x4b, 0x05, 0x06, ...le16(0), ...le16(0), ...le16(count), ...le16(count), ...le32(central.length), ...le32(cdOffset), ...le16(0)];
}

const MAIN = { docx: 'word/document.xml', xlsx: 'xl/workbook.xml', pptx: 'ppt/presentation.xml' } as const;
export const ooxml = (kind: keyof typeof MAIN, extra: Record<string, string> = {}) =>
  zip({ '[Content_Types].xml': '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>', '_rels/.rels': '<Relationships/>', [MAIN[kind]]: '<doc/>', ...extra });

/** Pseudo-random bytes (a fixed LCG), like compressed image data. */
export function noise(length: number, seed = 7): number[] {
  const out: number[] = [];
  let x = seed;
  for (let i = 0; i < length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    out.push(x >>> 24);
  }
  return out;
}

export const PDF = enc('%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n%%EOF\n');
export const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...enc('JFIF'), 0, ...noise(64), 0xff, 0xd9];
export const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, ...enc('IHDR'), ...noise(32)];
export const GIF = [...enc('GIF89a\x01\x00\x01\x00'), ...noise(24)];
export const BMP = [...enc('BM'), ...le32(70), 0, 0, 0, 0, ...le32(54), ...noise(60)];
export const WEBP = [...enc('RIFF'), ...le32(40), ...enc('WEBPVP8 '), ...noise(32)];
export const CFB = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...noise(56)];
export const MP4 = [0, 0, 0, 0x18, ...enc('ftypmp42'), ...noise(40)];
export const MOV = [0, 0, 0, 0x14, ...enc('ftypqt  '), ...noise(40)];
export const AVI = [...enc('RIFF'), ...le32(64), ...enc('AVI LIST'), ...noise(40)];
export const WEBM = [0x1a, 0x45, 0xdf, 0xa3, ...noise(40)];
export const SVG = utf8('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#c00"/></svg>');
export const TEXT = utf8('Forklift left running near bay 4 — ключ, 钥匙, anahtar.\n');
export const CSV = utf8('type,category\nUnsafe act,PPE\n');
export const MZ = [0x4d, 0x5a, 0x90, 0x00, 0x03, 0, 0, 0, ...enc('This program cannot be run in DOS mode'), ...enc('PE\0\0'), ...noise(32)];
export const ELF = [0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0, ...noise(32)];
export const HTML = utf8('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>');
