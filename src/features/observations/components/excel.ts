import type { ObservationRecord } from '../model';
import { IMPORT_COLUMNS, type Cell } from './import-parse';
import { OBS_RISK_LEVELS, OBSERVATION_CATEGORIES, OBSERVATION_TYPES, SEVERITIES } from '../model';
import { buildWorkbook, loadExcel } from '@/lib/excel/workbook';

export { XLSX_TYPE, downloadBlob } from '@/lib/excel/workbook';

export function buildExportWorkbook(rows: ObservationRecord[], headers: string[], cell: (o: ObservationRecord) => (string | number)[]): Promise<ArrayBuffer> {
  return buildWorkbook('Observations', headers, rows.map(cell));
}

export async function buildTemplateWorkbook(sites: { name: string; areas: { name: string }[] }[]): Promise<ArrayBuffer> {
  const ExcelJS = await loadExcel();
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Observations');
  ws.addRow([...IMPORT_COLUMNS]).font = { bold: true };
  ws.addRow(['unsafe_condition', 'housekeeping', 'Pallets blocking the walkway', sites[0]?.name ?? '', sites[0]?.areas[0]?.name ?? '', 'Gate 2', '2025-01-15 09:30', 'medium', 'minor', '', '', '', 'Reported at the toolbox talk']);
  ws.columns.forEach((c) => {
    c.width = 20;
  });
  const values = wb.addWorksheet('Allowed values');
  values.addRow(['type', 'category', 'risk_level', 'severity', 'site', 'area']).font = { bold: true };
  const areas = sites.flatMap((s) => s.areas.map((a) => `${s.name}: ${a.name}`));
  const len = Math.max(OBSERVATION_TYPES.length, OBSERVATION_CATEGORIES.length, OBS_RISK_LEVELS.length, SEVERITIES.length, sites.length, areas.length);
  for (let i = 0; i < len; i++) values.addRow([OBSERVATION_TYPES[i] ?? '', OBSERVATION_CATEGORIES[i] ?? '', OBS_RISK_LEVELS[i] ?? '', SEVERITIES[i] ?? '', sites[i]?.name ?? '', areas[i] ?? '']);
  return (await wb.xlsx.writeBuffer()) as ArrayBuffer;
}

/** The first sheet as a matrix of cell values (row 1 = header). */
export async function readSheet(data: ArrayBuffer): Promise<Cell[][]> {
  const ExcelJS = await loadExcel();
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(data);
  const ws = wb.worksheets[0];
  const out: Cell[][] = [];
  ws?.eachRow({ includeEmpty: true }, (row, n) => {
    const values = row.values as Cell[];
    out[n - 1] = values.slice(1);
  });
  for (let i = 0; i < out.length; i++) out[i] ??= [];
  return out;
}
