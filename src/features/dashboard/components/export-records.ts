import { downloadBlob, loadExcel, writeSafeXlsx } from '@/lib/excel/workbook';

/** a file name from a figure's name: letters, digits and dashes */
export const exportFileName = (name: string, today: string) => `${name.normalize('NFKD').replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '').slice(0, 60) || 'records'}-${today}.xlsx`;

/**
 * A drill-down list as a workbook (imported dynamically with exceljs): sheet 1 the records, sheet 2 the figure and
 * the filters it was counted with, so a file read later still says what it lists.
 */
export async function buildDrillWorkbook(input: { columns: string[]; rows: string[][]; sheets: { records: string; filters: string }; filters: readonly (readonly [string, string])[] }): Promise<ArrayBuffer> {
  const ExcelJS = await loadExcel();
  const wb = new ExcelJS.Workbook();
  const records = wb.addWorksheet(input.sheets.records.slice(0, 31));
  records.addRow(input.columns).font = { bold: true };
  for (const r of input.rows) records.addRow(r);
  records.columns.forEach((c, i) => {
    c.width = i === 3 ? 60 : 18;
  });
  const filters = wb.addWorksheet(input.sheets.filters.slice(0, 31));
  for (const [label, value] of input.filters) filters.addRow([label, value]).getCell(1).font = { bold: true };
  filters.getColumn(1).width = 28;
  filters.getColumn(2).width = 50;
  return writeSafeXlsx(wb);
}

export async function writeDrillWorkbook(input: Parameters<typeof buildDrillWorkbook>[0] & { fileName: string }): Promise<void> {
  const data = await buildDrillWorkbook(input);
  downloadBlob(data, exportFileName(input.fileName, new Date().toISOString().slice(0, 10)));
}
