import { readSheet, loadExcel } from '@/lib/excel/workbook';
import { buildDrillWorkbook, exportFileName } from '../components/export-records';

describe('drill-down export', () => {
  it('writes the records on the first sheet and the figure with its filters on the second', async () => {
    const data = await buildDrillWorkbook({
      columns: ['Number', 'Date', 'Site', 'Description', 'Status'],
      rows: [['INC-1', '2026-05-02', 'Plant A', 'Slip on stairs', 'Open']],
      sheets: { records: 'Records', filters: 'Filters' },
      filters: [
        ['Figure', 'LTIFR'],
        ['Site', 'Plant A'],
      ],
    });
    expect(await readSheet(data)).toEqual([
      ['Number', 'Date', 'Site', 'Description', 'Status'],
      ['INC-1', '2026-05-02', 'Plant A', 'Slip on stairs', 'Open'],
    ]);
    const ExcelJS = await loadExcel();
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(data);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Records', 'Filters']);
    expect(wb.worksheets[1].getRow(2).values).toEqual([undefined, 'Site', 'Plant A']);
  });

  it('names the file after the figure', () => {
    expect(exportFileName('LTIFR — Jan 2026', '2026-05-15')).toBe('LTIFR-Jan-2026-2026-05-15.xlsx');
    expect(exportFileName('***', '2026-05-15')).toBe('records-2026-05-15.xlsx');
  });
});
