import * as yup from 'yup';
import { CONTRACTOR_LIMITS as L, WORKER_AGE, WORKER_GENDERS, WORKER_PHOTO_LIMIT, WORKER_PHOTO_TYPES, type WorkerFieldRule } from '../model';

type T = (key: string) => string;

const PHONE = /^\+?[0-9 ()-]{6,20}$/;

/**
 * The worker form is the Settings > Worker profile form (SPEC §3 "Worker profile"): the schema is built from its
 * fields — a field not asked is not validated, a required one must be filled (SPEC §5 "mandatory fields must be
 * filled"). Always: the name (letters, SPEC §5 "Name fields: letters only"), the photo a JPEG or PNG under 500 KB
 * (SPEC §5 / §9; the bytes are checked by `lib/files` on both sides), age 18–100, a valid phone, gender Male or Female.
 * The demo backend builds the same schema from the tenant's setting.
 */
export function workerSchema(t: T, fields: readonly WorkerFieldRule[]) {
  const rule = (key: WorkerFieldRule['key']) => fields.find((f) => f.key === key);
  const required = (key: WorkerFieldRule['key']) => !!rule(key)?.required || key === 'name';
  let name = yup
    .string()
    .trim()
    .max(L.name, t('validation.nameTooLong'))
    .matches(/^[\p{L}\p{M} .'-]*$/u, t('validation.nameLetters'));
  name = name.required(t('validation.nameRequired'));
  let age = yup
    .number()
    .transform((v, o) => (o === '' || o == null ? null : v))
    .typeError(t('validation.ageInvalid'))
    .integer(t('validation.ageInvalid'))
    .min(WORKER_AGE.min, t('validation.ageInvalid'))
    .max(WORKER_AGE.max, t('validation.ageInvalid'))
    .nullable();
  if (required('age') && rule('age')) age = age.required(t('validation.ageRequired'));
  let phone = yup
    .string()
    .trim()
    .test('phone', t('validation.phoneInvalid'), (v) => !v || PHONE.test(v));
  if (required('phone') && rule('phone')) phone = phone.required(t('validation.phoneRequired'));
  let idNumber = yup.string().trim().max(L.idNumber, t('validation.idTooLong'));
  if (required('id') && rule('id')) idNumber = idNumber.required(t('validation.idRequired'));
  let gender = yup.string().oneOf(['', ...WORKER_GENDERS], t('validation.genderInvalid'));
  if (required('gender') && rule('gender')) gender = gender.required(t('validation.genderRequired')).oneOf([...WORKER_GENDERS], t('validation.genderRequired'));
  let photo = yup
    .object({ name: yup.string(), type: yup.string(), size: yup.number(), data_url: yup.string() })
    .default(null)
    .nullable()
    .test('photo-type', t('validation.photoType'), (v) => !v || (WORKER_PHOTO_TYPES as readonly string[]).includes(String(v.type).toLowerCase()))
    .test('photo-size', t('validation.photoSize'), (v) => !v || Number(v.size) <= WORKER_PHOTO_LIMIT);
  if (required('photo') && rule('photo')) photo = photo.test('photo-required', t('validation.photoRequired'), (v) => !!v);
  return yup.object({ name, age, phone, id_number: idNumber, gender, photo });
}
