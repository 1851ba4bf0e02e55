import type { ObservationImportRow, SiteOption } from '../model';
import { IMPORT_SHEET, type Cell, type SheetColumn, type SheetLabels } from './sheet-columns';

export type { Cell };
export const IMPORT_MAX_ROWS = 500;

/** one valid row for POST /observations_bulk_upload (`ObservationImportRow` of api/openapi.yaml) with its sheet row number */
export type ParsedRow = ObservationImportRow & { row: number };

export interface RowProblem {
  row: number;
  errors: string[];
}

const text = (c: Cell): string => {
  if (c == null) return '';
  if (c instanceof Date) return c.toISOString();
  if (typeof c === 'object') return String(c.text ?? c.result ?? '').trim();
  return String(c).trim();
};

const norm = (s: string) => s.trim().toLowerCase().replace(/[\s-]+/g, '_');

/** '2025-03-04 14:30', '2025-03-04T14:30', an Excel date cell → ISO; null when not a date. */
function parseDate(c: Cell): string | null {
  // a date cell holds the wall-clock time people see in Excel in its UTC fields: read it as local time
  if (c instanceof Date) return Number.isNaN(c.getTime()) ? null : new Date(c.getUTCFullYear(), c.getUTCMonth(), c.getUTCDate(), c.getUTCHours(), c.getUTCMinutes()).toISOString();
  const s = text(c);
  const m = s.match(/^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}))?/);
  if (!m) return null;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4] ?? 0), Number(m[5] ?? 0));
  if (d.getMonth() !== Number(m[2]) - 1) return null;
  return d.toISOString();
}

/** the code of a list value written as its code or as its label (any case) */
function codeOf(col: SheetColumn, raw: string, L?: SheetLabels): string | null {
  const v = norm(raw);
  return col.codes?.find((c) => norm(c) === v || (L && col.enumLabel && norm(L[col.enumLabel](c)) === v)) ?? null;
}

/**
 * Parses the sheet (header row first) into rows for POST /observations_bulk_upload. Columns are found by
 * their header (the label people see, or the code name), so the template and an exported list both import;
 * read-only and unknown columns are ignored. Problems are reported per row with the sheet's row number; a
 * sheet without a required column is a format error on row 1. Nothing is sent unless every row is valid
 * (the server checks again).
 */
export function parseObservationSheet(matrix: Cell[][], sites: SiteOption[], now = new Date(), L?: SheetLabels): { rows: ParsedRow[]; problems: RowProblem[] } {
  const problems: RowProblem[] = [];
  const header = (matrix[0] ?? []).map((c) => norm(text(c)));
  const index = new Map<string, number>();
  for (const col of IMPORT_SHEET) {
    const at = header.findIndex((h) => h === col.key || (!!L && h === norm(L.t(col.label))));
    if (at >= 0) index.set(col.key, at);
  }
  if (IMPORT_SHEET.some((c) => c.required && !index.has(c.key))) return { rows: [], problems: [{ row: 1, errors: ['header'] }] };
  const body = matrix.slice(1).map((cells, i) => ({ cells, row: i + 2 })).filter(({ cells }) => cells.some((c) => text(c) !== ''));
  if (body.length === 0) return { rows: [], problems: [{ row: 2, errors: ['empty'] }] };
  if (body.length > IMPORT_MAX_ROWS) return { rows: [], problems: [{ row: IMPORT_MAX_ROWS + 2, errors: ['tooMany'] }] };
  const column = (key: string) => IMPORT_SHEET.find((c) => c.key === key)!;
  const rows: ParsedRow[] = [];
  for (const { cells, row } of body) {
    const get = (key: string): Cell => (index.has(key) ? cells[index.get(key)!] : undefined);
    const listValue = (key: string) => {
      const raw = text(get(key));
      return raw ? codeOf(column(key), raw, L) : '';
    };
    const errs: string[] = [];
    const type = listValue('type');
    if (!type) errs.push('type');
    const category = listValue('category');
    if (category === null) errs.push('category');
    const description = text(get('description'));
    if (!description) errs.push('description');
    const siteName = text(get('site')).toLowerCase();
    const site = sites.find((s) => s.name.toLowerCase() === siteName);
    if (!site) errs.push('site');
    const areaName = text(get('area')).toLowerCase();
    const area = areaName ? site?.areas.find((a) => a.name.toLowerCase() === areaName) : undefined;
    if (areaName && site && !area) errs.push('area');
    const observed = parseDate(get('observed_at'));
    if (!observed) errs.push('date');
    else if (new Date(observed).getTime() > now.getTime()) errs.push('dateFuture');
    const risk = listValue('risk_level');
    if (!risk) errs.push('risk');
    const severity = listValue('severity');
    if (severity === null) errs.push('severity');
    if (errs.length) {
      problems.push({ row, errors: errs });
      continue;
    }
    rows.push({
      row,
      // list values are codes of their column (codeOf), the site exists: checked above
      type: type as ObservationImportRow['type'],
      category: category ?? '',
      description,
      site_id: site!.id,
      area_id: area?.id ?? null,
      location: text(get('location')),
      observed_at: observed ?? '',
      risk_level: risk as ObservationImportRow['risk_level'],
      severity: (severity ?? '') as NonNullable<ObservationImportRow['severity']>,
      equipment_name: text(get('equipment_name')),
      serial_number: text(get('serial_number')),
      submittal_number: text(get('submittal_number')),
      comment: text(get('comment')),
    });
  }
  return { rows, problems };
}
