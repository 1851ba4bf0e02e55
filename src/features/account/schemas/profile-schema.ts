import * as yup from 'yup';
import type { TFunction } from 'i18next';
import { isPersonName, isPhone } from '@/lib/forms/account-rules';


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
    full_name: yup.string().trim().required(t('validation.nameRequired')).test('letters', t('validation.nameLetters'), (v) => !v || isPersonName(v)),
    phone: yup
      .string()
      .trim()
      .test('phone', t('validation.phoneInvalid'), (v) => !v || isPhone(v)),
    employee_id: yup.string().trim().max(30, t('validation.employeeIdLength')),
    gender: yup.string().oneOf([...GENDERS, ''], t('validation.genderInvalid')),
    shift: yup.string().oneOf([...SHIFTS, ''], t('validation.shiftInvalid')),
  });
}
