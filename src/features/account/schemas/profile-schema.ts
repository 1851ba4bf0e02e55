import * as yup from 'yup';
import type { TFunction } from 'i18next';

/** SPEC §5: name fields take letters only (any script; spaces, hyphens and apostrophes between words). */
export const NAME_PATTERN = /^\p{L}+(?:[\s'’-]\p{L}+)*$/u;
/** A valid phone number: optional +, 7 to 15 digits, spaces, dashes, dots or brackets between them. */
export const PHONE_PATTERN = /^\+?[\d\s().-]{7,20}$/;
export const phoneDigits = (value: string) => value.replace(/\D/g, '').length;

export const GENDERS = ['male', 'female', 'other'] as const;
export const SHIFTS = ['first', 'second', 'third', 'general'] as const;

export interface ProfileValues {
  full_name: string;
  phone: string;
  employee_id: string;
  gender: (typeof GENDERS)[number] | '';
  shift: (typeof SHIFTS)[number] | '';
}

export function profileSchema(t: TFunction) {
  return yup.object({
    full_name: yup.string().trim().required(t('validation.nameRequired')).matches(NAME_PATTERN, t('validation.nameLetters')),
    phone: yup
      .string()
      .trim()
      .test('phone', t('validation.phoneInvalid'), (v) => !v || (PHONE_PATTERN.test(v) && phoneDigits(v) >= 7 && phoneDigits(v) <= 15)),
    employee_id: yup.string().trim().max(30, t('validation.employeeIdLength')),
    gender: yup.string().oneOf([...GENDERS, ''], t('validation.genderInvalid')),
    shift: yup.string().oneOf([...SHIFTS, ''], t('validation.shiftInvalid')),
  });
}
