/**
 * The fonts a PDF report embeds (SIL Open Font License): Noto Sans for Latin, Latin Extended (Turkish …), Cyrillic
 * (Bulgarian), Greek and Vietnamese, then Noto Sans SC for Chinese. fontsource publishes both split by Unicode
 * range; a report fetches only the subsets its text needs (Noto Sans SC's table of ranges too, only when a
 * character is outside Noto Sans), and the PDF then embeds only the glyphs used (truetype.ts).
 */
import notoRanges from '@fontsource/noto-sans/unicode.json';

export type Weight = 400 | 700;

export interface FontSubset {
  /** e.g. `noto-sans-cyrillic`, `noto-sans-sc-42` */
  key: string;
  ranges: Array<[number, number]>;
  /** the WOFF 1.0 file of each weight, an asset URL of the build (truetype.ts inflates WOFF 1.0 tables; WOFF2 transforms them) */
  files: Record<Weight, string>;
}

const NOTO_SUBSETS = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext', 'vietnamese'] as const;

const notoFiles = import.meta.glob('/node_modules/@fontsource/noto-sans/files/noto-sans-{latin,latin-ext,cyrillic,cyrillic-ext,greek,greek-ext,vietnamese}-{400,700}-normal.woff', {
  query: '?url',
  import: 'default',
  eager: true,
}) as Record<string, string>;
// only the numbered (by frequency) subsets: Latin and Cyrillic come from Noto Sans
const scFiles = import.meta.glob('/node_modules/@fontsource/noto-sans-sc/files/noto-sans-sc-[0-9]*-{400,700}-normal.woff', {
  query: '?url',
  import: 'default',
  eager: true,
}) as Record<string, string>;

/** `U+0000-00FF,U+0131` → [[0, 255], [305, 305]] */
export function parseUnicodeRange(range: string): Array<[number, number]> {
  return range.split(',').map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from, 16), parseInt(to ?? from, 16)];
  });
}

function fileOf(files: Record<string, string>, name: string): string {
  const found = Object.entries(files).find(([path]) => path.endsWith(`/${name}`));
  if (!found) throw new Error(`font file missing from the build: ${name}`);
  return found[1];
}

const filesFor = (files: Record<string, string>, key: string): Record<Weight, string> => ({
  400: fileOf(files, `${key}-400-normal.woff`),
  700: fileOf(files, `${key}-700-normal.woff`),
});

const NOTO: FontSubset[] = NOTO_SUBSETS.map((subset) => ({
  key: `noto-sans-${subset}`,
  ranges: parseUnicodeRange((notoRanges as Record<string, string>)[subset]),
  files: filesFor(notoFiles, `noto-sans-${subset}`),
}));

let chinese: Promise<FontSubset[]> | null = null;

async function chineseSubsets(): Promise<FontSubset[]> {
  chinese ??= import('@fontsource/noto-sans-sc/unicode.json').then(({ default: table }) =>
    Object.entries(table as Record<string, string>)
      .filter(([name]) => /^\[\d+\]$/.test(name))
      .map(([name, range]) => {
        const key = `noto-sans-sc-${name.slice(1, -1)}`;
        return { key, ranges: parseUnicodeRange(range), files: filesFor(scFiles, key) };
      }),
  );
  return chinese;
}

export const covers = (subset: FontSubset, codePoint: number) => subset.ranges.some(([from, to]) => codePoint >= from && codePoint <= to);

/** The subsets, in fallback order, that can print these characters (Noto Sans first, Chinese only when needed). */
export async function fontChain(codePoints: Iterable<number>): Promise<FontSubset[]> {
  for (const cp of codePoints) {
    if (!NOTO.some((s) => covers(s, cp))) return [...NOTO, ...(await chineseSubsets())];
  }
  return NOTO;
}
