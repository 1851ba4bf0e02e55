/**
 * A report's exports, loaded on demand (exceljs and the PDF writer only when the user exports): exactly the table
 * on screen (reportMatrix), with the filters it was computed for.
 */
import { reportMatrix, toCsv, type ExportLabels, type ReportAnswer } from '../model/report';

export type ExportFormat = 'xlsx' | 'csv' | 'pdf';

export interface ExportMeta {
  title: string;
  /** the filters, as label / value pairs ("Period", "1 Nov 2026 – 25 Nov 2026") */
  filters: [string, string][];
  /** sheet names */
  sheet: string;
  filtersSheet: string;
  fileName: string;
  lang: string;
}

/** the .xlsx: the report on the first sheet (header, rows, totals in bold), the filters on the second */
export async function reportWorkbook(answer: ReportAnswer, L: ExportLabels, meta: ExportMeta): Promise<ArrayBuffer> {
  const { loadExcel, writeSafeXlsx } = await import('@/lib/excel/workbook');
  const ExcelJS = await loadExcel();
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(meta.sheet.slice(0, 31));
  const matrix = reportMatrix(answer, L);
  matrix.forEach((r, i) => {
    const row = ws.addRow(r);
    if (i === 0 || i === matrix.length - 1) row.font = { bold: true };
  });
  ws.getColumn(1).width = 36;
  for (let c = 2; c <= matrix[0].length; c++) ws.getColumn(c).width = 16;
  ws.views = [{ state: 'frozen', xSplit: 1, ySplit: 1 }];
  const info = wb.addWorksheet(meta.filtersSheet.slice(0, 31));
  info.addRow([meta.title]).font = { bold: true };
  for (const f of meta.filters) info.addRow(f);
  info.getColumn(1).width = 24;
  info.getColumn(2).width = 40;
  return writeSafeXlsx(wb);
}

/** the PDF: the filters, then one section per row with its numbers, then the totals */
export async function reportPdf(answer: ReportAnswer, L: ExportLabels, meta: ExportMeta): Promise<Blob> {
  const { buildReportPdf } = await import('@/lib/report/pdf');
  const [header, ...rest] = reportMatrix(answer, L);
  const columns = header.slice(1).map(String);
  const sections = rest.map((r) => ({ title: String(r[0]), gap: 8, rows: columns.map((c, i) => [c, r[i + 1] === '' ? '—' : String(r[i + 1])] as [string, string]) }));
  return buildReportPdf(meta.title, [{ lines: meta.filters.map(([k, v]) => `${k}: ${v}`) }, ...sections], { lang: meta.lang });
}

export async function exportReport(format: ExportFormat, answer: ReportAnswer, L: ExportLabels, meta: ExportMeta): Promise<void> {
  const { downloadBlob } = await import('@/lib/files/download-blob');
  const name = `${meta.fileName}.${format}`;
  if (format === 'csv') downloadBlob(new Blob([toCsv(reportMatrix(answer, L))], { type: 'text/csv;charset=utf-8' }), name);
  else if (format === 'xlsx') downloadBlob(await reportWorkbook(answer, L, meta), name);
  else downloadBlob(await reportPdf(answer, L, meta), name, 'application/pdf');
}
