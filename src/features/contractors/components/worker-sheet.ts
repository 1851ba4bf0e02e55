import { cellText, type SheetCell } from '@/lib/excel/workbook';
import { normCell, sheetRows } from '@/lib/excel/sheet-rows';
import { ruleErrors } from '@/lib/forms/rule-errors';
import { WORKER_BATCH_MAX, WORKER_GENDERS, type ImportProblem, type WorkerFieldRule, type WorkerInput } from '../model';
import { CONTRACTOR_RULE_FIELDS } from '../schemas/rule-messages';
import { workerSchema } from '../schemas/worker-schema';

/** The sheet's columns: the worker profile's fields but the photo (a spreadsheet carries no image). */
export const SHEET_COLUMNS = [
  { key: 'name', field: 'name', label: 'fields.name', sample: 'Maria Lopez' },
  { key: 'age', field: 'age', label: 'fields.age', sample: '34' },
  { key: 'phone', field: 'phone', label: 'fields.phone', sample: '+44 7700 900123' },
  { key: 'id', field: 'id_number', label: 'fields.idNumber', sample: 'W-2041' },
  { key: 'gender', field: 'gender', label: 'fields.gender', sample: 'Female' },
] as const;

export const sheetColumnsFor = (fields: readonly WorkerFieldRule[]) => SHEET_COLUMNS.filter((c) => fields.some((f) => f.key === c.key));


export { cellText };

const norm = normCell;

export interface ParsedWorkers {
  rows: (WorkerInput & { row: number })[];
  /** message: a `contractors` key */
  problems: ImportProblem[];
}

/**
 * The first sheet (row 1 = headers, the labels people see or the column keys) → the workers to add, or every problem
 * as (row, column, message key): the worker schema row by row (the tenant's worker profile form), a missing column,
 * no rows, more than 100 rows (SPEC §9). All or nothing.
 */
export async function parseWorkerSheet(matrix: SheetCell[][], fields: readonly WorkerFieldRule[], t: (key: string) => string): Promise<ParsedWorkers> {
  const columns = sheetColumnsFor(fields);
  const sheet = sheetRows(matrix, columns, { names: (c) => [norm(t(c.label)), c.key, c.field], required: (c) => c.key === 'name' || !!fields.find((f) => f.key === c.key)?.required, max: WORKER_BATCH_MAX });
  if (sheet.problems.length) return { rows: [], problems: sheet.problems };
  const problems: ImportProblem[] = [];
  const schema = workerSchema((k) => k, fields);
  const rows: ParsedWorkers['rows'] = [];
  for (const { row, cells } of sheet.body) {
    const text = (key: string) => sheet.text(cells, key);
    const genderText = text('gender');
    const gender = WORKER_GENDERS.find((g) => norm(g) === norm(genderText) || norm(t(`gender.${g}`)) === norm(genderText)) ?? genderText;
    const values = { name: text('name'), photo: null, age: text('age'), phone: text('phone'), id_number: text('id'), gender };
    for (const key of await ruleErrors(schema, values)) problems.push({ row, column: CONTRACTOR_RULE_FIELDS[key] ?? 'row', message: key });
    rows.push({ row, name: values.name, photo: null, age: values.age === '' ? null : Number(values.age), phone: values.phone, id_number: values.id_number, gender: gender as WorkerInput['gender'] });
  }
  const order = (field: string) => SHEET_COLUMNS.findIndex((c) => c.field === field);
  return problems.length ? { rows: [], problems: problems.sort((a, b) => a.row - b.row || order(a.column) - order(b.column)) } : { rows, problems };
}
