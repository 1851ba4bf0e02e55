import { userProblems, userSchema, userSchemaFor } from '../schemas/user-schema';
import { USER_RULE_FIELDS, USER_SERVER_MESSAGES, USER_SERVER_ONLY_MESSAGES, userFieldErrors } from '../schemas/rule-messages';
import { displayStatus, licenceTotal } from '../model';
import { parseUserSheet, type Cell, type SheetLabels } from '../components/sheet';
import en from '@/locales/en/users.json';

const key = (k: string) => k;
const valid = { full_name: 'Maria Lopez', email: 'maria@acme.test', employee_id: 'E1', phone: '+44 7700 900123', role_id: 1, site_ids: [2], is_admin: false, is_contractor: false, gender: 'female', shift: 'general', status: 'Active', licences: { permits: true, incidents: false, audits: false, power_user: false } };

describe('user schema (SPEC §3 User, §5 account fields)', () => {
  it('accepts a complete user', () => {
    expect(userProblems(userSchema(key), valid)).toEqual([]);
  });

  it('names every broken rule by field, in schema order', () => {
    const problems = userProblems(userSchema(key), { ...valid, full_name: 'R2-D2', email: 'x@y', phone: 'call me', employee_id: 'E'.repeat(31), role_id: null, site_ids: [], gender: 'robot', shift: 'night', status: 'Deleted' });
    expect(problems).toEqual([
      { field: 'full_name', message: 'validation.nameLetters' },
      { field: 'email', message: 'validation.emailInvalid' },
      { field: 'employee_id', message: 'validation.employeeIdTooLong' },
      { field: 'phone', message: 'validation.phoneInvalid' },
      { field: 'role_id', message: 'validation.roleRequired' },
      { field: 'site_ids', message: 'validation.siteRequired' },
      { field: 'gender', message: 'validation.genderInvalid' },
      { field: 'shift', message: 'validation.shiftInvalid' },
      { field: 'status', message: 'validation.statusInvalid' },
    ]);
    expect(userProblems(userSchema(key), { ...valid, full_name: ' ', email: '' }).map((p) => p.message)).toEqual(['validation.nameRequired', 'validation.emailRequired']);
  });

  it('a PATCH validates only the fields it sends', () => {
    expect(userProblems(userSchemaFor(key, ['role_id']), { role_id: 3 })).toEqual([]);
    expect(userProblems(userSchemaFor(key, ['site_ids']), { site_ids: [] })).toEqual([{ field: 'site_ids', message: 'validation.siteRequired' }]);
  });

  it('every rule key has a server message, a field and an English text; a 422 maps back onto the fields', () => {
    for (const k of [...Object.keys(USER_SERVER_MESSAGES), ...Object.keys(USER_SERVER_ONLY_MESSAGES)]) {
      const [group, name] = k.split('.');
      expect({ k, text: (en as unknown as Record<string, Record<string, string>>)[group]?.[name] }).toEqual({ k, text: expect.any(String) });
    }
    for (const k of Object.keys(USER_SERVER_MESSAGES)) expect({ k, field: USER_RULE_FIELDS[k] }).toEqual({ k, field: expect.any(String) });
    expect(userFieldErrors(['Email already present.', 'User role must be selected', 'The subscription plan does not allow more users', 'Boom'], (k) => `t:${k}`)).toEqual({
      fields: { email: 't:validation.emailTaken', role_id: 't:validation.roleRequired' },
      other: ['t:validation.userLimit', 'Boom'],
    });
  });

  it('display status and plan licences', () => {
    expect(displayStatus({ status: 'Active', verified: false, has_password: false })).toBe('pending');
    expect(displayStatus({ status: 'Active', verified: false, has_password: true })).toBe('active');
    expect(displayStatus({ status: 'Inactive', verified: false })).toBe('inactive');
    expect(licenceTotal('free_trial', 'users')).toBe(50);
    expect(licenceTotal('enterprise', 'users')).toBeNull();
  });
});

describe('the import sheet', () => {
  const L: SheetLabels = { t: (k) => ({ 'fields.fullName': 'Full name', 'fields.email': 'Email', 'fields.role': 'Role', 'fields.sites': 'Sites', 'excel.yes': 'Yes', 'excel.no': 'No', 'licences.permits': 'Permits' })[k] ?? k, gender: (v) => (v === 'female' ? 'Female' : v ?? ''), shift: (v) => v ?? '', licence: (v) => v ?? '', status: (v) => v ?? '' };
  const data = { roles: [{ id: 1, name: 'Supervisor' }], sites: [{ id: 2, name: 'Northfield Plant' }, { id: 3, name: 'Harbour Assembly' }] };
  const header: Cell[] = ['Full name', 'Email', 'Role', 'Sites', 'gender', 'Permits'];

  it('reads users by the labels or code names of the columns', () => {
    const parsed = parseUserSheet([header, ['Maria Lopez', 'maria@acme.test', 'supervisor', 'Northfield Plant; Harbour Assembly', 'Female', 'yes'], [], ['Ben Kaya', { text: 'ben@acme.test' }, 'Supervisor', 'Harbour Assembly', '', '']], data, L);
    expect(parsed.problems).toEqual([]);
    expect(parsed.rows.map((r) => ({ row: r.row, email: r.email, role_id: r.role_id, site_ids: r.site_ids, gender: r.gender, permits: r.licences.permits }))).toEqual([
      { row: 2, email: 'maria@acme.test', role_id: 1, site_ids: [2, 3], gender: 'female', permits: true },
      { row: 4, email: 'ben@acme.test', role_id: 1, site_ids: [3], gender: '', permits: false },
    ]);
  });

  it('reports each bad row as (row, column, message) and returns no rows', () => {
    const parsed = parseUserSheet(
      [header, ['Maria Lopez', 'maria@acme.test', 'Supervisor', 'Northfield Plant', '', ''], ['Ben Kaya', 'MARIA@acme.test', 'Supervisor', 'Northfield Plant', '', ''], ['Chen Wang', 'chen@', 'Boss', 'Moon Base', '', 'maybe']],
      data,
      L,
    );
    expect(parsed.rows).toEqual([]);
    expect(parsed.problems).toEqual([
      { row: 3, column: 'email', message: 'validation.emailDuplicate' },
      { row: 4, column: 'email', message: 'validation.emailInvalid' },
      { row: 4, column: 'role_id', message: 'import.unknownRole' },
      { row: 4, column: 'site_ids', message: 'import.unknownSite' },
      { row: 4, column: 'licences', message: 'import.yesNo' },
    ]);
  });

  it('refuses a missing column and more than 100 rows', () => {
    expect(parseUserSheet([['Full name', 'Email']], data, L).problems).toEqual([
      { row: 1, column: 'role_id', message: 'import.missingColumn' },
      { row: 1, column: 'site_ids', message: 'import.missingColumn' },
    ]);
    const many = Array.from({ length: 101 }, (_, i): Cell[] => [`Person ${String.fromCharCode(65 + (i % 26))}`, `p${i}@acme.test`, 'Supervisor', 'Northfield Plant']);
    expect(parseUserSheet([header, ...many], data, L).problems).toEqual([{ row: 102, column: 'row', message: 'import.tooMany' }]);
  });
});
