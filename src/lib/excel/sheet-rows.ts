import { cellText, type SheetCell } from './workbook';

/** A problem of an imported sheet: the row (1 = the headers), the form field of the column (or 'row'), a message key. */
export interface SheetProblem {
  row: number;
  column: string;
  message: string;
}

/** a header or list value as compared: trimmed, lower case */
export const normCell = (s: string) => s.trim().toLowerCase();

export interface SheetRows {
  /** the rows with a value, numbered as the spreadsheet shows them (the first below the headers is 2) */
  body: { row: number; cells: SheetCell[] }[];
  /** a cell's text by column key ('' when the sheet has no such column) */
  text(cells: SheetCell[], key: string): string;
  problems: SheetProblem[];
}

/**
 * The first sheet (row 1 = headers) of an import (users, contractor workers): the columns found by any of their
 * `names` (the label people see, the code name …), a missing required column, no rows, more than `max` rows — each
 * such problem comes back alone, with no body.
 */
export function sheetRows<C extends { key: string; field: string }>(matrix: SheetCell[][], columns: readonly C[], o: { names(c: C): string[]; required(c: C): boolean; max: number }): SheetRows {
  const header = (matrix[0] ?? []).map((c) => normCell(cellText(c)));
  const index = new Map<string, number>();
  const problems: SheetProblem[] = [];
  for (const c of columns) {
    const names = o.names(c);
    const i = header.findIndex((h) => names.includes(h));
    if (i >= 0) index.set(c.key, i);
    else if (o.required(c)) problems.push({ row: 1, column: c.field, message: 'import.missingColumn' });
  }
  const text = (cells: SheetCell[], key: string) => (index.has(key) ? cellText(cells[index.get(key)!]) : '');
  if (problems.length) return { body: [], text, problems };
  const body = matrix
    .slice(1)
    .map((cells, i) => ({ row: i + 2, cells }))
    .filter(({ cells }) => cells.some((c) => cellText(c) !== ''));
  if (body.length === 0) return { body: [], text, problems: [{ row: 1, column: 'row', message: 'import.empty' }] };
  if (body.length > o.max) return { body: [], text, problems: [{ row: body[o.max].row, column: 'row', message: 'import.tooMany' }] };
  return { body, text, problems: [] };
}
