/** The spreadsheet library, loaded only when the user exports (like the observation register). */
const loadExcel = () => import('exceljs').then((m) => (m as unknown as { default?: typeof import('exceljs') }).default ?? m);

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function downloadBlob(data: ArrayBuffer | Uint8Array | Blob, name: string, type = XLSX_TYPE) {
  const blob = data instanceof Blob ? data : new Blob([data as BlobPart], { type });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** One sheet: a bold header row, then one row per record. */
export async function buildWorkbook(sheet: string, headers: string[], rows: (string | number)[][]): Promise<ArrayBuffer> {
  const ExcelJS = await loadExcel();
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(sheet);
  ws.addRow(headers).font = { bold: true };
  for (const r of rows) ws.addRow(r);
  ws.columns.forEach((c) => {
    c.width = 18;
  });
  return (await wb.xlsx.writeBuffer()) as ArrayBuffer;
}
