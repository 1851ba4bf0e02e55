import { GENDERS, IMPORT_BATCH_MAX, LICENCE_MODULES, SHIFTS, type ImportProblem, type UserFormData, type UserInput, type UserRecord } from '../model';
import { userProblems, userSchema } from '../schemas/user-schema';

import { cellText, type SheetCell } from '@/lib/excel/workbook';
import { normCell, sheetRows } from '@/lib/excel/sheet-rows';

/** A spreadsheet cell as exceljs reads it (rich text and formulas as objects). */
export type Cell = SheetCell;

/** The translated labels the sheet is written with. */
export interface SheetLabels {
  t(key: string): string;
  gender(v: string | null | undefined): string;
  shift(v: string | null | undefined): string;
  licence(v: string | null | undefined): string;
  status(v: string | null | undefined): string;
}

/**
 * One column of the users sheet. The export, the template and the import read the same list, so an exported file
 * imports again: headers are the labels people see (the code names are accepted too), list values are written as
 * labels and read back from label or code. `field` is the form field a problem of the column is reported on.
 */
export interface SheetColumn {
  key: string;
  field: string;
  label: string;
  required?: boolean;
  readOnly?: boolean;
  value(u: UserRecord, L: SheetLabels): string;
  sample(L: SheetLabels, data: Pick<UserFormData, 'roles' | 'sites'>): string;
}

const yesNo = (L: SheetLabels, v: boolean) => L.t(v ? 'excel.yes' : 'excel.no');

export const USER_SHEET: readonly SheetColumn[] = [
  { key: 'full_name', field: 'full_name', label: 'fields.fullName', required: true, value: (u) => u.full_name, sample: () => 'Maria Lopez' },
  { key: 'email', field: 'email', label: 'fields.email', required: true, value: (u) => u.email, sample: () => 'maria.lopez@example.com' },
  { key: 'employee_id', field: 'employee_id', label: 'fields.employeeId', value: (u) => u.employee_id, sample: () => 'E1042' },
  { key: 'phone', field: 'phone', label: 'fields.phone', value: (u) => u.phone, sample: () => '+44 7700 900123' },
  { key: 'role', field: 'role_id', label: 'fields.role', required: true, value: (u) => u.role_name, sample: (_L, d) => d.roles[0]?.name ?? '' },
  { key: 'sites', field: 'site_ids', label: 'fields.sites', required: true, value: (u) => u.site_names.join(', '), sample: (_L, d) => d.sites[0]?.name ?? '' },
  { key: 'gender', field: 'gender', label: 'fields.gender', value: (u, L) => L.gender(u.gender), sample: (L) => L.gender('female') },
  { key: 'shift', field: 'shift', label: 'fields.shift', value: (u, L) => L.shift(u.shift), sample: (L) => L.shift('general') },
  { key: 'contractor', field: 'is_contractor', label: 'fields.isContractor', value: (u, L) => yesNo(L, u.is_contractor), sample: (L) => yesNo(L, false) },
  ...LICENCE_MODULES.map(
    (m): SheetColumn => ({ key: m, field: 'licences', label: `licences.${m}`, value: (u, L) => yesNo(L, u.licences[m]), sample: (L) => yesNo(L, m !== 'power_user') }),
  ),
  { key: 'status', field: 'status', label: 'fields.status', readOnly: true, value: (u, L) => L.status(u.display_status), sample: () => '' },
];

export const IMPORT_SHEET = USER_SHEET.filter((c) => !c.readOnly);


export { cellText };

const norm = normCell;

export interface ParsedImport {
  rows: (UserInput & { row: number })[];
  /** message = a `users` key (translated by the report) */
  problems: ImportProblem[];
}

/**
 * The first sheet (row 1 = headers) → the users to import, or every problem as (row, column field, message key):
 * the shared user schema row by row, plus what the sheet itself can get wrong (unknown role or site, a yes/no cell,
 * an email twice in the file, more than 100 rows, a missing column).
 */
export function parseUserSheet(matrix: Cell[][], data: Pick<UserFormData, 'roles' | 'sites'>, L: SheetLabels): ParsedImport {
  const sheet = sheetRows(matrix, IMPORT_SHEET, { names: (c) => [norm(L.t(c.label)), c.key], required: (c) => !!c.required, max: IMPORT_BATCH_MAX });
  if (sheet.problems.length) return { rows: [], problems: sheet.problems };
  const problems: ImportProblem[] = [];

  const roles = new Map(data.roles.map((r) => [norm(r.name), r.id]));
  const sites = new Map(data.sites.map((s) => [norm(s.name), s.id]));
  const pick = <T extends string>(codes: readonly T[], label: (v: T) => string, text: string): string => codes.find((c) => norm(c) === norm(text) || norm(label(c)) === norm(text)) ?? text;
  const yes = new Set(['yes', 'y', 'true', '1', 'x', norm(L.t('excel.yes'))]);
  const no = new Set(['no', 'n', 'false', '0', '', norm(L.t('excel.no'))]);
  const schema = userSchema((k) => k);
  const emails = new Set<string>();
  const rows: ParsedImport['rows'] = [];

  for (const { row, cells } of sheet.body) {
    const text = (key: string) => sheet.text(cells, key);
    const own: ImportProblem[] = [];
    const flag = (key: string, field: string) => {
      const v = norm(text(key));
      if (yes.has(v)) return true;
      if (!no.has(v)) own.push({ row, column: field, message: 'import.yesNo' });
      return false;
    };
    const roleText = text('role');
    const roleId = roleText ? (roles.get(norm(roleText)) ?? null) : null;
    if (roleText && roleId === null) own.push({ row, column: 'role_id', message: 'import.unknownRole' });
    const siteNames = text('sites')
      .split(/[,;]/)
      .map((s) => s.trim())
      .filter(Boolean);
    const siteIds = siteNames.map((n) => sites.get(norm(n)));
    if (siteIds.some((id) => id === undefined)) own.push({ row, column: 'site_ids', message: 'import.unknownSite' });
    const values: UserInput = {
      full_name: text('full_name'),
      email: text('email'),
      employee_id: text('employee_id'),
      phone: text('phone'),
      role_id: roleId,
      site_ids: siteIds.filter((id): id is number => id !== undefined),
      is_admin: false,
      is_contractor: flag('contractor', 'is_contractor'),
      gender: pick(GENDERS, L.gender, text('gender')) as UserInput['gender'],
      shift: pick(SHIFTS, L.shift, text('shift')) as UserInput['shift'],
      status: 'Active',
      licences: Object.fromEntries(LICENCE_MODULES.map((m) => [m, flag(m, 'licences')])) as UserInput['licences'],
    };
    // a role or site the sheet names wrongly is reported once, not again as "must be selected"
    const schemaProblems = userProblems(schema, values).filter((p) => !own.some((o) => o.column === p.field));
    const email = norm(values.email);
    if (email && emails.has(email)) own.push({ row, column: 'email', message: 'validation.emailDuplicate' });
    emails.add(email);
    const all = [...schemaProblems.map((p) => ({ row, column: p.field, message: p.message })), ...own];
    problems.push(...all.filter((p, i) => all.findIndex((q) => q.column === p.column && q.message === p.message) === i));
    rows.push({ ...values, row });
  }
  // by row, then in the order of the sheet's columns
  const order = (field: string) => IMPORT_SHEET.findIndex((c) => c.field === field);
  return problems.length ? { rows: [], problems: problems.sort((a, b) => a.row - b.row || order(a.column) - order(b.column)) } : { rows, problems };
}
