import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { buildReportPdf, printable, type PdfSection } from '../pdf';

/** the build's font assets, read from the project (the browser fetches them) */
const read = (loaded: string[]) => async (url: string) => {
  loaded.push(url);
  return new Uint8Array(await readFile(path.join(process.cwd(), url.replace(/[?#].*$/, ''))));
};

interface Line {
  text: string;
  right: number;
}

/** The text a PDF reader extracts (pdf.js), page by page, as lines (items on one baseline joined left to right). */
async function extract(blob: Blob): Promise<{ pages: number; lines: Line[] }> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: new Uint8Array(await blob.arrayBuffer()), isEvalSupported: false, useSystemFonts: false }).promise;
  const lines: Line[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    const rows = new Map<number, { x: number; str: string; right: number }[]>();
    for (const item of content.items) {
      if (!('str' in item) || !item.str) continue;
      const y = Math.round(item.transform[5]);
      rows.set(y, [...(rows.get(y) ?? []), { x: item.transform[4], str: item.str, right: item.transform[4] + item.width }]);
    }
    for (const [, items] of [...rows].sort(([a], [b]) => b - a)) {
      items.sort((a, b) => a.x - b.x);
      lines.push({ text: items.map((i) => i.str).join(''), right: Math.max(...items.map((i) => i.right)) });
    }
  }
  await doc.destroy();
  return { pages: doc.numPages, lines };
}

const REPORTS: Record<string, { title: string; sections: PdfSection[] }> = {
  bg: {
    title: 'Доклад за наблюдение OBS-00042',
    sections: [
      { lines: ['Акме Индъстрийс ЕАД'] },
      { rows: [['Описание', 'Разлято масло до стълбището — подът е хлъзгав; поставена е предупредителна лента.'], ['Ниво на риск', 'Високо']] },
      { title: 'Действия', lines: ['ACT-00007: Почистване на разлива (Иван Петров, 25.11.2026, Отворено)'] },
    ],
  },
  tr: {
    title: 'Gözlem raporu OBS-00042',
    sections: [
      { rows: [['Açıklama', 'İşçi ıslak zeminde kaydı; güvenlik şeridi çekildi. ĞÜŞİÖÇ ğüşıöç'], ['Risk düzeyi', 'Yüksek']] },
      { title: 'Düzeltici faaliyetler', lines: ['ACT-00007: Dökülen yağın temizlenmesi (Ayşe Yılmaz, 25.11.2026, Açık)'] },
    ],
  },
  zh: {
    title: '观察报告 OBS-00042',
    sections: [
      { rows: [['描述', '楼梯旁溢出的油使地面湿滑，已设置警戒线。'], ['风险等级', '高']] },
      { title: '纠正措施', lines: ['ACT-00007：清理溢油（张伟，2026-11-25，未完成）'] },
    ],
  },
};

const texts = (r: { title: string; sections: PdfSection[] }) => [r.title, ...r.sections.flatMap((s) => [s.title ?? '', ...(s.rows ?? []).flat(), ...(s.lines ?? [])])].filter(Boolean);

describe('PDF reports print every language (issue 12, 8)', () => {
  it.each(Object.keys(REPORTS))('a %s report reads back exactly as written', async (lang) => {
    const report = REPORTS[lang];
    const loaded: string[] = [];
    const blob = await buildReportPdf(report.title, report.sections, { lang, loadFont: read(loaded) });
    const { lines } = await extract(blob);
    const all = lines.map((l) => l.text);
    for (const text of texts(report)) expect(all).toContain(text);
    expect(all.join('\n')).not.toContain('?');
    // only the glyphs used are embedded
    expect(blob.size).toBeLessThan(lang === 'zh' ? 120_000 : 60_000);
    // the Chinese font only for Chinese, and then only the few subsets its characters are in
    const chinese = loaded.filter((url) => url.includes('noto-sans-sc'));
    if (lang === 'zh') {
      expect(chinese.length).toBeGreaterThan(0);
      expect(chinese.length).toBeLessThan(20);
    } else expect(chinese).toEqual([]);
  });

  it('wraps long text inside the margins, across pages, losing no character (words and Chinese alike)', async () => {
    const words = Array.from({ length: 400 }, (_, i) => `Schutzausrüstung${i % 7 ? '' : 'sverordnungsänderung'}`).join(' ');
    const hanzi = '安全第一预防为主综合治理'.repeat(60);
    const blob = await buildReportPdf('Überlange Einträge', [{ rows: [['Beschreibung', words], ['描述', hanzi]] }], { loadFont: read([]) });
    const { pages, lines } = await extract(blob);
    expect(pages).toBeGreaterThan(1);
    for (const line of lines) expect(line.right).toBeLessThanOrEqual(595 - 50 + 0.5);
    const joined = lines.map((l) => l.text).join('');
    expect(joined.replace(/\s/g, '')).toContain(words.replace(/\s/g, ''));
    expect(joined).toContain(hanzi);
    // Chinese lines break between characters: more than one line, each one full width but the last
    expect(lines.filter((l) => /^[安全第一预防为主综合治理]+$/.test(l.text)).length).toBeGreaterThan(3);
  });

  it('prints what no font has as "?" and drops invisible control characters', async () => {
    expect(printable('a\u200bb\u202ec\td\r\ne')).toBe('abc d\ne');
    const blob = await buildReportPdf('Thai ก', [{ lines: ['ok'] }], { loadFont: read([]) });
    const { lines } = await extract(blob);
    expect(lines.map((l) => l.text)).toEqual(['Thai ?', 'ok']);
  });
});

describe('PDF reports carry photos (issue 26: the audit PDF like its HTML report)', () => {
  it('embeds each JPEG as it is (DCTDecode image XObject) and draws it on the page, the text still readable', async () => {
    // the bytes are embedded verbatim: the writer neither decodes nor re-encodes them
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 0xff, 0xd9]);
    const blob = await buildReportPdf('Audit AUD-1', [{ title: 'Section 1', rows: [['Exit signs are lit', 'No']], images: [{ jpeg, width: 640, height: 480 }, { jpeg, width: 100, height: 400, components: 1 }, { jpeg, width: 0, height: 10 }] }], { loadFont: read([]) });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    const text = new TextDecoder('latin1').decode(bytes);
    expect(text).toContain('/Subtype /Image /Width 640 /Height 480 /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length 11');
    expect(text).toContain('/Width 100 /Height 400 /ColorSpace /DeviceGray');
    // an image without a size is left out; the page names both
    expect(text.match(/\/Subtype \/Image/g)).toHaveLength(2);
    expect(text).toMatch(/\/XObject << \/Im1 \d+ 0 R \/Im2 \d+ 0 R >>/);
    const at = text.indexOf('\xff\xd8\xff\xe0');
    expect([...bytes.subarray(at, at + jpeg.length)]).toEqual([...jpeg]);
    expect((await extract(blob)).lines.map((l) => l.text)).toEqual(expect.arrayContaining(['Audit AUD-1', 'Section 1', 'Exit signs are lit', 'No']));
  });
});
