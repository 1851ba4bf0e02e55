import * as yup from 'yup';
import { isPersonName, isPhone, isValidEmail } from '@/lib/forms/account-rules';
import { EDITABLE_STATUSES, GENDERS, LICENCE_MODULES, SHIFTS } from '../model';

type T = (key: string) => string;

/** the longest text each field accepts (not in SPEC) */
export const USER_LIMITS = { fullName: 100, email: 254, employeeId: 30 } as const;

const licences = () => yup.object(Object.fromEntries(LICENCE_MODULES.map((m) => [m, yup.boolean().default(false)])));

/**
 * The ONE user schema (SPEC §3 "User", §5 "Account fields": email a correct address, phone a valid number, names
 * letters only; "a user role and a site must be selected"). The form, the Excel import (row by row) and the demo
 * backend (POST, PATCH, import) run it; messages are keys of the `users` namespace, the backend runs it with
 * `userServerT` (rule-messages.ts).
 */
export function userSchema(t: T) {
  return yup.object({
    full_name: yup
      .string()
      .trim()
      .required(t('validation.nameRequired'))
      .max(USER_LIMITS.fullName, t('validation.nameTooLong'))
      .test('letters', t('validation.nameLetters'), (v) => !v || isPersonName(v)),
    email: yup
      .string()
      .trim()
      .required(t('validation.emailRequired'))
      .max(USER_LIMITS.email, t('validation.emailInvalid'))
      .test('email', t('validation.emailInvalid'), (v) => !v || isValidEmail(v)),
    employee_id: yup.string().trim().max(USER_LIMITS.employeeId, t('validation.employeeIdTooLong')),
    phone: yup
      .string()
      .trim()
      .test('phone', t('validation.phoneInvalid'), (v) => !v || isPhone(v)),
    role_id: yup.number().typeError(t('validation.roleRequired')).nullable().required(t('validation.roleRequired')),
    site_ids: yup.array(yup.number().required()).min(1, t('validation.siteRequired')).required(t('validation.siteRequired')),
    is_admin: yup.boolean(),
    is_contractor: yup.boolean(),
    gender: yup.string().oneOf([...GENDERS, ''], t('validation.genderInvalid')),
    shift: yup.string().oneOf([...SHIFTS, ''], t('validation.shiftInvalid')),
    status: yup.string().oneOf([...EDITABLE_STATUSES], t('validation.statusInvalid')),
    licences: licences(),
  });
}

export type UserSchema = ReturnType<typeof userSchema>;

/** the fields of the schema (a PATCH validates only the fields it sends) */
export const USER_FIELDS = ['full_name', 'email', 'employee_id', 'phone', 'role_id', 'site_ids', 'is_admin', 'is_contractor', 'gender', 'shift', 'status', 'licences'] as const;
export type UserField = (typeof USER_FIELDS)[number];

/** The same schema restricted to the given fields (PATCH bodies, the invite form). */
export function userSchemaFor(t: T, fields: readonly UserField[]) {
  return userSchema(t).pick([...fields]);
}

/** Every problem of one value set as { field, key-or-message }, in schema order (the import reports them per column). */
export function userProblems(schema: yup.AnyObjectSchema, values: unknown): { field: string; message: string }[] {
  try {
    schema.validateSync(values, { abortEarly: false });
    return [];
  } catch (e) {
    if (!(e instanceof yup.ValidationError)) throw e;
    const seen = new Set<string>();
    const out: { field: string; message: string }[] = [];
    for (const inner of e.inner.length ? e.inner : [e]) {
      const field = (inner.path ?? '').split(/[.[]/)[0];
      const key = `${field}|${inner.message}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ field, message: inner.message });
    }
    return out;
  }
}
