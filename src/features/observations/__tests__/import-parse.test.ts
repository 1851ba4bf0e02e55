import en from '@/locales/en/observations.json';
import { parseObservationSheet, type Cell } from '../components/import-parse';
import { IMPORT_SHEET, type SheetLabels } from '../components/sheet-columns';
import type { ObservationRecord } from '../model';

// the English labels as useObservationLabels gives them
const lookup = (key: string) => key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], en) as string;
const L: SheetLabels = {
  t: lookup,
  type: (v) => (v ? lookup(`types.${v}`) : ''),
  category: (v) => (v ? lookup(`categories.${v}`) : ''),
  risk: (v) => (v ? lookup(`risk.${v}`) : ''),
  severity: (v) => (v ? lookup(`severity.${v}`) : ''),
  status: (v) => (v ? lookup(`status.${v}`) : ''),
};

const sites = [
  { id: 1, name: 'Northfield Plant', areas: [{ id: 11, name: 'Production' }] },
  { id: 2, name: 'Riverside Warehouse', areas: [{ id: 21, name: 'Logistics' }] },
];
const NOW = new Date('2025-06-15T12:00:00');
const header: Cell[] = IMPORT_SHEET.map((c) => c.key);
const good: Cell[] = ['unsafe_condition', 'housekeeping', 'Pallets in the walkway', 'Northfield Plant', 'Production', 'Gate 2', '2025-06-01 09:30', 'medium', 'minor', '', '', '', 'Reported'];

describe('Excel import parsing', () => {
  it('turns template rows into observations with site and area ids', () => {
    const { rows, problems } = parseObservationSheet([header, good, ['Near miss', '', 'Forklift', 'riverside warehouse', '', '', new Date('2025-05-02T08:00:00'), 'High', '', 'FL-7', '', '', '']], sites, NOW);
    expect(problems).toEqual([]);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ row: 2, type: 'unsafe_condition', site_id: 1, area_id: 11, risk_level: 'medium', severity: 'minor', location: 'Gate 2' });
    expect(new Date(rows[0].observed_at).getTime()).toBe(new Date('2025-06-01T09:30:00').getTime());
    expect(rows[1]).toMatchObject({ row: 3, type: 'near_miss', site_id: 2, area_id: null, risk_level: 'high', equipment_name: 'FL-7' });
  });

  it('reports every bad row with its sheet row number and imports nothing', () => {
    const matrix: Cell[][] = [
      header,
      good,
      ['robbery', 'food', '', 'Moon Base', '', '', '15/06/2025', 'extreme', 'huge', '', '', '', ''],
      [],
      ['unsafe_act', '', 'Running on stairs', 'Northfield Plant', 'Logistics', '', '2031-01-01 10:00', 'low', '', '', '', '', ''],
    ];
    const { rows, problems } = parseObservationSheet(matrix, sites, NOW);
    expect(problems).toEqual([
      { row: 3, errors: ['type', 'category', 'description', 'site', 'date', 'risk', 'severity'] },
      { row: 5, errors: ['area', 'dateFuture'] },
    ]);
    expect(rows).toHaveLength(1);
  });

  it('finds columns by the headers people see, in any order, and reads list values written as labels', () => {
    const headers = ['Number', 'Risk potential level', 'Site', 'Description', 'Date and time observed', 'Type', 'Category', 'Status'];
    const { rows, problems } = parseObservationSheet([headers, ['OBS-00001', 'High', 'Northfield Plant', 'Oil on the floor', '2025-06-01 09:30', 'Unsafe condition', 'Housekeeping', 'Closed']], sites, NOW, L);
    expect(problems).toEqual([]);
    expect(rows[0]).toMatchObject({ type: 'unsafe_condition', category: 'housekeeping', risk_level: 'high', site_id: 1, description: 'Oil on the floor' });
    // a required column missing is a format error
    expect(parseObservationSheet([headers.filter((h) => h !== 'Type'), ['x']], sites, NOW, L).problems).toEqual([{ row: 1, errors: ['header'] }]);
  });

  it('refuses a sheet that is not the template', () => {
    expect(parseObservationSheet([['Name', 'Email'], ['a', 'b']], sites, NOW).problems).toEqual([{ row: 1, errors: ['header'] }]);
    expect(parseObservationSheet([header], sites, NOW).problems).toEqual([{ row: 2, errors: ['empty'] }]);
    expect(parseObservationSheet([header, ['x', '', '', '', '', '', '2025-02-30', 'low']], sites, NOW).problems[0].errors).toContain('date');
  });

  it('reads rich-text and formula cells', () => {
    const rich: Cell[] = [{ text: 'good_practice' }, '', { result: 'Clean bay' }, 'Northfield Plant', '', '', '2025-06-01', 'low', '', '', '', '', ''];
    expect(parseObservationSheet([header, rich], sites, NOW).rows[0]).toMatchObject({ type: 'good_practice', description: 'Clean bay' });
  });
});

describe('Excel round trip (exceljs)', () => {
  it('the downloadable template parses back into its sample row', async () => {
    const { buildTemplateWorkbook, readSheet } = await import('../components/excel');
    const buffer = await buildTemplateWorkbook(sites, L);
    const bytes = new Uint8Array(buffer);
    expect([bytes[0], bytes[1], bytes[2], bytes[3]]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    // a real xlsx passes the upload check (zip header, but an OOXML package) …
    const { validateUpload, OOXML_TYPES } = await import('@/lib/files/validate-upload');
    expect(await validateUpload({ name: 'obs.xlsx', type: OOXML_TYPES.xlsx, size: bytes.length, bytes: async () => bytes })).toEqual({ ok: true });
    // … while the same bytes named .txt are an executable-header failure
    expect(await validateUpload({ name: 'obs.txt', type: 'text/plain', size: bytes.length, bytes: async () => bytes })).toMatchObject({ code: 'executable' });
    const matrix = await readSheet(buffer);
    expect(matrix[0][0]).toBe('Type');
    const { rows, problems } = parseObservationSheet(matrix, sites, NOW, L);
    expect(problems).toEqual([]);
    expect(rows).toEqual([expect.objectContaining({ row: 2, type: 'unsafe_condition', category: 'housekeeping', site_id: 1, area_id: 11, description: 'Pallets blocking the walkway' })]);
  });

  it('an exported list imports again with the same values (one column definition for both)', async () => {
    const { buildExportWorkbook, readSheet } = await import('../components/excel');
    const record = (over: Partial<ObservationRecord>): ObservationRecord =>
      ({ id: 1, number: 'OBS-00001', type: 'near_miss', category: null, description: 'Forklift too fast', site_id: 2, site_name: 'Riverside Warehouse', area_id: 21, area_name: 'Logistics', location: 'Dock 3', observed_at: '2025-05-02T08:15:00.000Z', risk_level: 'high', severity: 'major', status: 'closed', display_status: 'closed', reporter_name: 'Ann Lee', anonymous: false, equipment_name: 'FL-7', serial_number: 'SN-1', submittal_number: '', comment: 'Talked to the driver', ...over }) as ObservationRecord;
    const exported = [record({}), record({ id: 2, number: 'OBS-00002', type: 'good_practice', category: 'ppe', site_id: 1, site_name: 'Northfield Plant', area_id: null, area_name: undefined, severity: '', anonymous: true })];
    const matrix = await readSheet(await buildExportWorkbook(exported, L));
    expect(matrix[0].slice(0, 3)).toEqual(['Number', 'Type', 'Category']);
    const { rows, problems } = parseObservationSheet(matrix, sites, NOW, L);
    expect(problems).toEqual([]);
    expect(rows).toEqual([
      expect.objectContaining({ type: 'near_miss', category: '', site_id: 2, area_id: 21, location: 'Dock 3', risk_level: 'high', severity: 'major', equipment_name: 'FL-7', serial_number: 'SN-1', comment: 'Talked to the driver' }),
      expect.objectContaining({ type: 'good_practice', category: 'ppe', site_id: 1, area_id: null, severity: '' }),
    ]);
    expect(new Date(rows[0].observed_at).getTime()).toBe(new Date('2025-05-02T08:15:00.000Z').getTime());
  });
});
