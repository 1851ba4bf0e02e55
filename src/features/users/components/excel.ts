import type { UserFormData, UserRecord } from '../model';
import { IMPORT_SHEET, USER_SHEET, type SheetLabels } from './sheet';
import { buildWorkbook, loadExcel, writeSafeXlsx } from '@/lib/excel/workbook';

export { XLSX_TYPE, downloadBlob } from '@/lib/excel/workbook';

/** The filtered register with every column of the sheet, in the user's language (it imports again). */
export function buildExportWorkbook(rows: UserRecord[], L: SheetLabels): Promise<ArrayBuffer> {
  return buildWorkbook(
    L.t('excel.sheetName'),
    USER_SHEET.map((c) => L.t(c.label)),
    rows.map((u) => USER_SHEET.map((c) => c.value(u, L))),
  );
}

/** The import template: the importable columns, a sample row, and a second sheet with the allowed values. */
export async function buildTemplateWorkbook(data: Pick<UserFormData, 'roles' | 'sites'>, L: SheetLabels): Promise<ArrayBuffer> {
  const ExcelJS = await loadExcel();
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(L.t('excel.sheetName'));
  ws.addRow(IMPORT_SHEET.map((c) => L.t(c.label))).font = { bold: true };
  ws.addRow(IMPORT_SHEET.map((c) => c.sample(L, data)));
  ws.columns.forEach((c) => {
    c.width = 20;
  });
  const values = wb.addWorksheet(L.t('excel.allowedValues'));
  values.addRow([L.t('fields.role'), L.t('fields.sites'), L.t('fields.gender'), L.t('fields.shift'), L.t('excel.yesNo')]).font = { bold: true };
  const genders = ['male', 'female', 'other'].map((g) => L.gender(g));
  const shifts = ['first', 'second', 'third', 'general'].map((s) => L.shift(s));
  const yesNo = [L.t('excel.yes'), L.t('excel.no')];
  const len = Math.max(data.roles.length, data.sites.length, genders.length, shifts.length);
  for (let i = 0; i < len; i++) values.addRow([data.roles[i]?.name ?? '', data.sites[i]?.name ?? '', genders[i] ?? '', shifts[i] ?? '', yesNo[i] ?? '']);
  return writeSafeXlsx(wb);
}

export { readSheet } from '@/lib/excel/workbook';
