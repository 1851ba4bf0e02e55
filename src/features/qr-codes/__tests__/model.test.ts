import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import QRCode from 'qrcode';
import { knownPlace, qrPrefill } from '@/components/public-form/public-form';
import { buildReportPdf } from '@/lib/report/pdf';
import { darkRuns, fileSlug, qrEntries, qrPlaces, qrUrl, svgPath, type QrPlace } from '../model';

const site = { id: 12, name: 'Northfield Plant' };
const areas = [
  { id: 40, name: 'Production' },
  { id: 41, name: 'Warehouse' },
];
const pins = [{ id: 7, name: 'Main entrance' }];
const ORIGIN = 'https://acme.example.com';

describe('QR code URLs', () => {
  it('name the public form on the tenant host with the site, the area or the pin name', () => {
    expect(qrUrl(ORIGIN, 'observation', { kind: 'site', site })).toBe('https://acme.example.com/observation?site_id=12');
    expect(qrUrl(ORIGIN, 'incident', { kind: 'area', site, area: areas[0] })).toBe('https://acme.example.com/incident?site_id=12&area_id=40');
    expect(qrUrl(ORIGIN, 'observation', { kind: 'location', site, pin: { id: 3, name: ' Boiler & tank #2 ' } })).toBe('https://acme.example.com/observation?site_id=12&location=Boiler+%26+tank+%232');
  });

  it('are read back by the public forms: what the code names is what the form fills in', () => {
    const places: QrPlace[] = [
      { kind: 'site', site },
      { kind: 'area', site, area: areas[1] },
      { kind: 'location', site, pin: { id: 3, name: 'Zone 4 / Tür "B" — 东门' } },
    ];
    const read = places.map((p) => qrPrefill(new URL(qrUrl(ORIGIN, 'observation', p)).search));
    expect(read).toEqual([{ site_id: 12, area_id: null }, { site_id: 12, area_id: 41 }, { site_id: 12, area_id: null, location: 'Zone 4 / Tür "B" — 东门' }]);
  });

  it('ignore what is not a number, an area without a site, and cut a long location (odd numbers are left to knownPlace)', () => {
    expect(qrPrefill('')).toEqual({});
    expect(qrPrefill('?site_id=abc&area_id=3')).toEqual({});
    expect(qrPrefill('?site_id=0')).toEqual({});
    expect(qrPrefill('?area_id=3')).toEqual({});
    const odd = { site_id: null, area_id: null, location: '', ...qrPrefill('?site_id=-1&area_id=1.5') };
    expect(odd).toEqual({ site_id: -1, area_id: 1.5, location: '' });
    expect(knownPlace(odd, [{ id: 1, areas: [{ id: 1 }] }])).toEqual({ site_id: null, area_id: null, location: '' });
    expect(qrPrefill('?site_id=5&area_id=x')).toEqual({ site_id: 5, area_id: null });
    expect(qrPrefill('?location=%20%20')).toEqual({});
    expect(qrPrefill(`?location=${'x'.repeat(250)}`).location).toHaveLength(200);
  });

  it('keep a pre-filled site or area only when the lookups list it (no message otherwise)', () => {
    const sites = [{ id: 12, areas: [{ id: 40 }] }];
    const ok = { site_id: 12, area_id: 40, location: 'Gate' };
    expect(knownPlace(ok, sites)).toBe(ok);
    expect(knownPlace({ ...ok, area_id: 99 }, sites)).toEqual({ site_id: 12, area_id: null, location: 'Gate' });
    expect(knownPlace({ ...ok, site_id: 13 }, sites)).toEqual({ site_id: null, area_id: null, location: 'Gate' });
    const empty = { site_id: null, area_id: null };
    expect(knownPlace(empty, sites)).toBe(empty);
  });
});

describe('the sheet', () => {
  it('holds the chosen groups: the site, its areas, its pins; one code per form, or one for each', () => {
    const all = qrPlaces(site, areas, pins, { site: true, areas: true, locations: true });
    expect(all.map((p) => p.kind)).toEqual(['site', 'area', 'area', 'location']);
    expect(qrPlaces(site, areas, pins, { site: false, areas: false, locations: true })).toEqual([{ kind: 'location', site, pin: pins[0] }]);
    const both = qrEntries(ORIGIN, all, 'both');
    expect(both.map((e) => e.key)).toEqual(['site-12-observation', 'site-12-incident', 'area-40-observation', 'area-40-incident', 'area-41-observation', 'area-41-incident', 'pin-7-observation', 'pin-7-incident']);
    expect(new Set(both.map((e) => e.url)).size).toBe(8);
    expect(qrEntries(ORIGIN, all, 'incident').every((e) => e.url.startsWith(`${ORIGIN}/incident?`))).toBe(true);
  });

  it('draws a symbol as runs of dark modules (an SVG path with the quiet zone)', () => {
    const m = { size: 3, data: [1, 1, 0, 0, 1, 1, 1, 0, 1] };
    expect(darkRuns(m)).toEqual([
      [0, 0, 2],
      [1, 1, 2],
      [2, 0, 1],
      [2, 2, 1],
    ]);
    expect(svgPath(m)).toBe('M4 4h2v1h-2zM5 5h2v1h-2zM4 6h1v1h-1zM6 6h1v1h-1z');
    // every dark module of a real symbol is in exactly one run
    const real = QRCode.create(qrUrl(ORIGIN, 'observation', { kind: 'site', site }), { errorCorrectionLevel: 'M' }).modules;
    const dark = Array.from(real.data).filter(Boolean).length;
    expect(darkRuns(real).reduce((sum, [, , n]) => sum + n, 0)).toBe(dark);
  });

  it('names the file after the site', () => {
    expect(fileSlug('Northfield Plant / East')).toBe('northfield-plant-east');
    expect(fileSlug('Завод № 2')).toBe('завод-no-2');
    expect(fileSlug('***')).toBe('site');
  });
});

/** the build's font assets, read from the project (the browser fetches them) */
const loadFont = async (url: string) => new Uint8Array(await readFile(path.join(process.cwd(), url.replace(/[?#].*$/, ''))));

/** the modules of the topmost code on the first page, read back from its content stream's `x y w h re` rectangles */
function firstCodeOnPage(pdf: Uint8Array, size: number): number[] {
  const text = Buffer.from(pdf).toString('latin1');
  const streams: string[] = [];
  for (let at = text.indexOf('stream\n'); at >= 0; at = text.indexOf('stream\n', at + 1)) {
    const end = text.indexOf('\nendstream', at);
    if (end < 0) break;
    try {
      streams.push(inflateSync(pdf.subarray(at + 7, end)).toString('latin1'));
    } catch {
      /* not a stream start ('endstream') or not deflated */
    }
  }
  const rects = streams
    .find((s) => s.includes(' re\n'))!
    .split('\n')
    .filter((l) => l.endsWith(' re'))
    .map((l) => l.split(' ').slice(0, 4).map(Number));
  const side = 150 / (size + 8);
  const top = Math.max(...rects.map(([, y, , h]) => y + h)) + 4 * side;
  const grid = Array.from({ length: size * size }, () => 0);
  for (const [x, y, w, h] of rects) {
    const row = Math.round((top - (y + h)) / side) - 4;
    if (row >= size) continue;
    const col = Math.round((x - 50) / side) - 4;
    for (let k = 0; k < Math.round(w / side); k++) grid[row * size + col + k] = 1;
  }
  return grid;
}

describe('the PDF sheet (house PDF writer with codes)', () => {
  it('draws each code beside its caption, four to a page, with the URL as text', async () => {
    const entries = qrEntries(ORIGIN, qrPlaces(site, areas, [...pins, { id: 8, name: 'Первая помощь' }, { id: 9, name: '东门' }], { site: true, areas: true, locations: true }), 'observation');
    const sections = entries.map((e) => ({ code: QRCode.create(e.url, { errorCorrectionLevel: 'M' }).modules, title: e.key, lines: ['Acme Industries', e.url] }));
    const blob = await buildReportPdf('QR codes — Northfield Plant', sections, { loadFont, lang: 'en' });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 8))).toBe('%PDF-1.4');

    const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const doc = await getDocument({ data: bytes.slice(), isEvalSupported: false, useSystemFonts: false }).promise;
    expect(doc.numPages).toBe(2);
    const text: string[] = [];
    let rectangles = 0;
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      text.push(...(await page.getTextContent()).items.map((i) => ('str' in i ? i.str : '')));
      rectangles += (await page.getOperatorList()).fnArray.length;
    }
    await doc.destroy();
    // a long URL wraps over lines: read back without the breaks
    const all = text.join('');
    for (const e of entries) expect(all).toContain(e.url);
    expect(all).toContain('pin-8-observation');
    // the codes are drawn (hundreds of filled rectangles besides the text)
    expect(rectangles).toBeGreaterThan(entries.length * 20);
    // and the first page's first code is the symbol, module for module (150 pt with a 4-module quiet zone, at the margin)
    expect(firstCodeOnPage(bytes, sections[0].code.size)).toEqual(Array.from(sections[0].code.data, (d) => (d ? 1 : 0)));
  });
});
