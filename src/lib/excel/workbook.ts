/** The spreadsheet library, loaded only when the user exports or imports (import this module dynamically). */
export const loadExcel = () => import('exceljs').then((m) => (m as unknown as { default?: typeof import('exceljs') }).default ?? m);

import type { Workbook } from 'exceljs';
import { escapeFormula, unescapeFormula } from './safe-cells';

export { XLSX_TYPE, downloadBlob } from '@/lib/files/download-blob';

/**
 * The only way a workbook leaves the app: every text cell of every sheet a spreadsheet would read as a
 * formula gets its leading apostrophe (safe-cells.ts, OWASP CSV injection), rich text included, then
 * the bytes. Exports call this instead of `wb.xlsx.writeBuffer()`.
 */
export async function writeSafeXlsx(wb: Workbook): Promise<ArrayBuffer> {
  wb.eachSheet((ws) => {
    ws.eachRow((row) => {
      row.eachCell((cell) => {
        const v = cell.value;
        if (typeof v === 'string') cell.value = escapeFormula(v);
        else if (v && typeof v === 'object' && 'richText' in v && v.richText.length) {
          const [first, ...rest] = v.richText;
          const plain = v.richText.map((r) => r.text).join('');
          if (escapeFormula(plain) !== plain) cell.value = { richText: [{ ...first, text: `'${first.text}` }, ...rest] };
        }
      });
    });
  });
  return (await wb.xlsx.writeBuffer()) as ArrayBuffer;
}

/** One sheet: a bold header row, then one row per record (dates as real date cells, shown YYYY-MM-DD HH:mm). */
export async function buildWorkbook(sheet: string, headers: string[], rows: (string | number | Date)[][]): Promise<ArrayBuffer> {
  const ExcelJS = await loadExcel();
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(sheet);
  ws.addRow(headers).font = { bold: true };
  for (const r of rows) {
    const row = ws.addRow(r);
    r.forEach((v, i) => {
      if (v instanceof Date) row.getCell(i + 1).numFmt = 'yyyy-mm-dd hh:mm';
    });
  }
  ws.columns.forEach((c) => {
    c.width = 18;
  });
  return writeSafeXlsx(wb);
}

/** A cell value as exceljs reads it (formulas, hyperlinks and rich text arrive as objects). */
export type SheetCell = string | number | boolean | Date | null | undefined | { text?: string; result?: unknown; richText?: { text: string }[] };

/** The first sheet of a workbook as a matrix of cell values (row 1 = the header; empty rows kept as []). */
export async function readSheet(data: ArrayBuffer): Promise<SheetCell[][]> {
  const ExcelJS = await loadExcel();
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(data);
  const ws = wb.worksheets[0];
  const out: SheetCell[][] = [];
  ws?.eachRow({ includeEmpty: true }, (row, n) => {
    // a value our own export escaped (a template's list of site names) reads back as it was typed
    out[n - 1] = (row.values as SheetCell[]).slice(1).map((v) => unescapeFormula(v) as SheetCell);
  });
  for (let i = 0; i < out.length; i++) out[i] ??= [];
  return out;
}

/** A read cell as the text a person sees in it (a date as yyyy-mm-dd, rich text joined, a formula's result). */
export function cellText(cell: SheetCell): string {
  if (cell == null) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  if (typeof cell === 'object') {
    if (Array.isArray(cell.richText)) return cell.richText.map((r) => r.text).join('').trim();
    if (cell.text != null) return String(cell.text).trim();
    if (cell.result != null) return String(cell.result).trim();
    return '';
  }
  return String(cell).trim();
}
