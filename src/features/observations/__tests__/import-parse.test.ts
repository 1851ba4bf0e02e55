import { IMPORT_COLUMNS, parseObservationSheet, type Cell } from '../components/import-parse';

const sites = [
  { id: 1, name: 'Northfield Plant', areas: [{ id: 11, name: 'Production' }] },
  { id: 2, name: 'Riverside Warehouse', areas: [{ id: 21, name: 'Logistics' }] },
];
const NOW = new Date('2025-06-15T12:00:00');
const header: Cell[] = [...IMPORT_COLUMNS];
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
    const buffer = await buildTemplateWorkbook(sites);
    const bytes = new Uint8Array(buffer);
    expect([bytes[0], bytes[1], bytes[2], bytes[3]]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    // a real xlsx passes the upload check (zip header, but an OOXML package) …
    const { validateUpload, OOXML_TYPES } = await import('@/lib/files/validate-upload');
    expect(await validateUpload({ name: 'obs.xlsx', type: OOXML_TYPES.xlsx, size: bytes.length, bytes: async () => bytes })).toEqual({ ok: true });
    // … while the same bytes named .txt are an executable-header failure
    expect(await validateUpload({ name: 'obs.txt', type: 'text/plain', size: bytes.length, bytes: async () => bytes })).toMatchObject({ code: 'executable' });
    const matrix = await readSheet(buffer);
    const { rows, problems } = parseObservationSheet(matrix, sites, NOW);
    expect(problems).toEqual([]);
    expect(rows).toEqual([expect.objectContaining({ row: 2, type: 'unsafe_condition', site_id: 1, area_id: 11, description: 'Pallets blocking the walkway' })]);
  });
});
