import type { ObservationRecord } from '../model';
import { IMPORT_SHEET, OBSERVATION_SHEET, type SheetLabels } from './sheet-columns';
import { buildWorkbook, loadExcel, writeSafeXlsx } from '@/lib/excel/workbook';

export { XLSX_TYPE, downloadBlob } from '@/lib/excel/workbook';

/** The filtered list with every column of the sheet, in the user's language (it imports again). */
export function buildExportWorkbook(rows: ObservationRecord[], L: SheetLabels): Promise<ArrayBuffer> {
  return buildWorkbook(
    'Observations',
    OBSERVATION_SHEET.map((c) => L.t(c.label)),
    rows.map((o) => OBSERVATION_SHEET.map((c) => c.value(o, L))),
  );
}

/** The import template: the importable columns, a sample row and a second sheet with the allowed values. */
export async function buildTemplateWorkbook(sites: { name: string; areas: { name: string }[] }[], L: SheetLabels): Promise<ArrayBuffer> {
  const ExcelJS = await loadExcel();
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Observations');
  ws.addRow(IMPORT_SHEET.map((c) => L.t(c.label))).font = { bold: true };
  ws.addRow(IMPORT_SHEET.map((c) => c.sample?.(L, sites[0]) ?? ''));
  ws.columns.forEach((c) => {
    c.width = 20;
  });
  const values = wb.addWorksheet('Allowed values');
  const lists = IMPORT_SHEET.filter((c) => c.codes && c.enumLabel);
  values.addRow([...lists.map((c) => L.t(c.label)), L.t('fields.site'), L.t('fields.area')]).font = { bold: true };
  const areas = sites.flatMap((s) => s.areas.map((a) => `${s.name}: ${a.name}`));
  const len = Math.max(...lists.map((c) => c.codes!.length), sites.length, areas.length);
  for (let i = 0; i < len; i++) {
    values.addRow([...lists.map((c) => (c.codes![i] ? L[c.enumLabel!](c.codes![i]) : '')), sites[i]?.name ?? '', areas[i] ?? '']);
  }
  return writeSafeXlsx(wb);
}

export { readSheet } from '@/lib/excel/workbook';
