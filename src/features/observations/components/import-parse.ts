import { OBS_RISK_LEVELS, OBSERVATION_CATEGORIES, OBSERVATION_TYPES, SEVERITIES, type SiteOption } from '../model';

/** The import template's columns (header row), in order. Values are the codes listed on the template's second sheet. */
export const IMPORT_COLUMNS = ['type', 'category', 'description', 'site', 'area', 'location', 'observed_at', 'risk_level', 'severity', 'equipment_name', 'serial_number', 'submittal_number', 'comment'] as const;
export const IMPORT_MAX_ROWS = 500;

export interface ParsedRow {
  row: number;
  type: string;
  category: string;
  description: string;
  site_id: number | null;
  area_id: number | null;
  location: string;
  observed_at: string;
  risk_level: string;
  severity: string;
  equipment_name: string;
  serial_number: string;
  submittal_number: string;
  comment: string;
}

export interface RowProblem {
  row: number;
  errors: string[];
}

export type Cell = string | number | boolean | Date | null | undefined | { text?: string; result?: unknown };

const text = (c: Cell): string => {
  if (c == null) return '';
  if (c instanceof Date) return c.toISOString();
  if (typeof c === 'object') return String(c.text ?? c.result ?? '').trim();
  return String(c).trim();
};

const norm = (s: string) => s.trim().toLowerCase().replace(/[\s-]+/g, '_');

/** '2025-03-04 14:30', '2025-03-04T14:30', an Excel date cell → ISO; null when not a date. */
function parseDate(c: Cell): string | null {
  if (c instanceof Date) return Number.isNaN(c.getTime()) ? null : c.toISOString();
  const s = text(c);
  const m = s.match(/^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}))?/);
  if (!m) return null;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4] ?? 0), Number(m[5] ?? 0));
  if (d.getMonth() !== Number(m[2]) - 1) return null;
  return d.toISOString();
}

/**
 * Parses the sheet (header row first) into rows for POST /observations_bulk_upload. Problems are
 * reported per row with the sheet's row number; a header that is not the template's is a
 * format error on row 1. Nothing is sent unless every row is valid (the server checks again).
 */
export function parseObservationSheet(matrix: Cell[][], sites: SiteOption[], now = new Date()): { rows: ParsedRow[]; problems: RowProblem[] } {
  const problems: RowProblem[] = [];
  const header = (matrix[0] ?? []).map((c) => norm(text(c)));
  if (IMPORT_COLUMNS.some((col, i) => header[i] !== col)) return { rows: [], problems: [{ row: 1, errors: ['header'] }] };
  const body = matrix.slice(1).map((cells, i) => ({ cells, row: i + 2 })).filter(({ cells }) => cells.some((c) => text(c) !== ''));
  if (body.length === 0) return { rows: [], problems: [{ row: 2, errors: ['empty'] }] };
  if (body.length > IMPORT_MAX_ROWS) return { rows: [], problems: [{ row: IMPORT_MAX_ROWS + 2, errors: ['tooMany'] }] };
  const rows: ParsedRow[] = [];
  for (const { cells, row } of body) {
    const get = (col: (typeof IMPORT_COLUMNS)[number]) => cells[IMPORT_COLUMNS.indexOf(col)];
    const errs: string[] = [];
    const type = norm(text(get('type')));
    if (!OBSERVATION_TYPES.includes(type as never)) errs.push('type');
    const category = norm(text(get('category')));
    if (category && !OBSERVATION_CATEGORIES.includes(category as never)) errs.push('category');
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
    const risk = norm(text(get('risk_level')));
    if (!OBS_RISK_LEVELS.includes(risk as never)) errs.push('risk');
    const severity = norm(text(get('severity')));
    if (severity && !SEVERITIES.includes(severity as never)) errs.push('severity');
    if (errs.length) {
      problems.push({ row, errors: errs });
      continue;
    }
    rows.push({
      row,
      type,
      category,
      description,
      site_id: site?.id ?? null,
      area_id: area?.id ?? null,
      location: text(get('location')),
      observed_at: observed ?? '',
      risk_level: risk,
      severity,
      equipment_name: text(get('equipment_name')),
      serial_number: text(get('serial_number')),
      submittal_number: text(get('submittal_number')),
      comment: text(get('comment')),
    });
  }
  return { rows, problems };
}
