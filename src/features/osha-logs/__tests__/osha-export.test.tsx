import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readSheet } from '@/lib/excel/workbook';
import { db } from '@/mocks/db/db';
import type { DemoIncident } from '@/mocks/db/seed/incidents';
import { renderApp } from '@/testing/render-app';
import { buildLog } from '../model/osha';
import { buildFormPdf, buildFormWorkbook, type FormSections } from '../components/export';

const downloads = vi.hoisted(() => [] as { data: unknown; name: string; type?: string }[]);
vi.mock('@/lib/files/download-blob', () => ({
  XLSX_TYPE: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  downloadBlob: (data: unknown, name: string, type?: string) => downloads.push({ data, name, type }),
}));

/** the build's font assets, read from the project (the browser fetches them) */
const loadFont = async (url: string) => new Uint8Array(await readFile(path.join(process.cwd(), url.replace(/[?#].*$/, ''))));

async function pdfText(blob: Blob): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: new Uint8Array(await blob.arrayBuffer()), isEvalSupported: false, useSystemFonts: false }).promise;
  let text = '';
  for (let n = 1; n <= doc.numPages; n++) text += (await (await doc.getPage(n)).getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join(' ') + '\n';
  await doc.destroy();
  return text;
}

const SECTIONS: FormSections = [
  ['OSHA Form 300A, 2025', [['(G) Total number of deaths', '1'], ['(K) Total number of days away from work', '42']]],
  ['Establishment', [['Organisation', 'Acme'], ['Total hours worked', '240000']]],
];

describe('OSHA form exports', () => {
  it('writes the 300A as a workbook: title lines, then each section with its rows (numbers as numbers)', async () => {
    const rows = await readSheet(await buildFormWorkbook('OSHA 300A', SECTIONS, ['OSHA Form 300A, 2025', 'Hours are an estimate']));
    expect(rows).toEqual([
      ['OSHA Form 300A, 2025'],
      ['Hours are an estimate'],
      [],
      ['OSHA Form 300A, 2025'],
      ['(G) Total number of deaths', 1],
      ['(K) Total number of days away from work', 42],
      [],
      ['Establishment'],
      ['Organisation', 'Acme'],
      ['Total hours worked', 240000],
    ]);
  });

  it('writes a form as a PDF a reader can extract: title, intro, sections and their rows', async () => {
    const blob = await buildFormPdf('Form 301: case INC-0042-1', [['Information about the case', [['Case number', 'INC-0042-1'], ['Days away from work', '12']]]], ['INC-0042'], 'en', loadFont);
    const text = await pdfText(blob);
    expect(text).toContain('Form 301: case INC-0042-1');
    expect(text).toContain('Information about the case');
    expect(text).toMatch(/Days away from work\s+12/);
  });

  it('the 300A tab downloads its Excel; the 301 offers its PDF', async () => {
    const user = userEvent.setup();
    downloads.length = 0;
    const year = new Date().getFullYear();
    await renderApp(`/osha-logs?tab=300a&year=${year}`, { as: 'admin@acme.test' });
    await user.click(await screen.findByRole('button', { name: 'Export the 300A to Excel' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0].name).toBe(`osha-300a-${year}.xlsx`);
    const rows = await readSheet(downloads[0].data as ArrayBuffer);
    const deaths = buildLog(db.list<DemoIncident>(db.tenant('acme')!, 'incidents'), { year, site_id: 0 }, new Date().toISOString().slice(0, 10)).filter((c) => c.outcome === 'G').length;
    expect(rows).toContainEqual([expect.stringMatching(/^\(G\) Total number of deaths/), deaths]);
    expect(rows).toContainEqual(['Annual average number of employees', expect.any(Number)]);
    expect(screen.getByRole('button', { name: 'Export the 300A to PDF' })).toBeEnabled();

    const first = buildLog(db.list<DemoIncident>(db.tenant('acme')!, 'incidents'), { year: year - 1, site_id: 0 }, new Date().toISOString().slice(0, 10))[0];
    if (first) {
      await renderApp(`/osha-logs?tab=301&year=${year - 1}&incident=${first.incident_id}&victim=${first.victim_id}`, { as: 'admin@acme.test' });
      expect(await screen.findByRole('button', { name: 'Export this 301 to PDF' })).toBeEnabled();
    }
  });
});
