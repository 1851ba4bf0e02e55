/**
 * CSV / formula injection (OWASP "CSV Injection", https://owasp.org/www-community/attacks/CSV_Injection):
 * a text cell that starts with = + - @, a tab or a carriage return is read by Excel, LibreOffice and
 * Google Sheets as a formula, and a formula can fetch URLs (WEBSERVICE, HYPERLINK) or start programs
 * through DDE (`=cmd|' /C calc'!A0`). Every export (Excel and CSV) passes its text cells through
 * `escapeFormula`, which prefixes such a cell with a single quote, as OWASP advises; the full-width
 * forms (＝ ＋ － ＠) that Japanese and Chinese input methods type are treated the same.
 *
 * Phone numbers and numbers written as text ('+44 20 7946 0958', '+1 (555) 010-0199', '-12.5') are left
 * as typed: they hold only digits, spaces and ( ) . , / + -, so they can name no function, no cell
 * reference and no DDE server — nothing in them can run — and they stay readable without an apostrophe.
 * Pure functions (no exceljs): the reports' CSV and every workbook writer use them.
 */

const FORMULA_LEAD = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
/** digits with phone / number punctuation only, at least one digit */
const NUMBER_LIKE = /^[+\-\uFF0B\uFF0D]?[\d\s().,/+-]*\d[\d\s().,/+-]*$/;

/** True when a spreadsheet would take this text for a formula that could do something. */
export function readsAsFormula(text: string): boolean {
  return FORMULA_LEAD.test(text) && !NUMBER_LIKE.test(text);
}

/** The text with a leading apostrophe when a spreadsheet would read it as a formula; anything else as it is. */
export function escapeFormula<T>(value: T): T | string {
  return typeof value === 'string' && readsAsFormula(value) ? `'${value}` : value;
}

/** Undoes `escapeFormula` on a value read back from a sheet we wrote (import templates round-trip). */
export function unescapeFormula<T>(value: T): T | string {
  return typeof value === 'string' && value.startsWith("'") && readsAsFormula(value.slice(1)) ? value.slice(1) : value;
}

export const escapeRow = <T>(row: readonly T[]): (T | string)[] => row.map((v) => escapeFormula(v));

/** One CSV field: formula-escaped, then quoted when it holds a quote, a comma, a line break or was escaped (RFC 4180). */
export function csvField(value: string | number | null | undefined): string {
  const s = value == null ? '' : String(value);
  const safe = typeof value === 'string' ? (escapeFormula(s) as string) : s;
  return /[",\r\n]/.test(safe) || safe !== s ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** RFC 4180 CSV (CRLF), with a BOM so spreadsheet programs read it as UTF-8. */
export function toCsv(matrix: readonly (readonly (string | number | null | undefined)[])[]): string {
  return `\ufeff${matrix.map((r) => r.map(csvField).join(',')).join('\r\n')}\r\n`;
}
