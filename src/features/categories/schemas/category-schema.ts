import * as yup from 'yup';
import { CATEGORY_LIMITS, CATEGORY_STATUSES, CATEGORY_TYPES, ENVIRONMENT_LIMITS, ENVIRONMENT_TYPES, nameKey } from '../model';

type T = (key: string) => string;

/**
 * What a schema needs to know besides the values: the names already used where the record goes (same type and
 * parent for a category, the tenant's list for an environment category). The form passes what it has loaded,
 * the demo backend what it stores; both refuse a duplicate with the same message.
 */
export interface NameContext {
  takenNames?: readonly string[];
}

const uniqueName = (t: T, max: number, ctx: NameContext) =>
  yup
    .string()
    .trim()
    .required(t('validation.nameRequired'))
    .max(max, t('validation.nameTooLong'))
    .test('unique', t('validation.nameTaken'), (v) => !(ctx.takenNames ?? []).some((n) => nameKey(n) === nameKey(v)));

/** One schema for a category and a sub-category (a sub-category has its parent's type and a `parent_id`). */
export function categorySchema(t: T, ctx: NameContext = {}) {
  return yup.object({
    name: uniqueName(t, CATEGORY_LIMITS.name, ctx),
    category_type: yup.string().required(t('validation.typeRequired')).oneOf([...CATEGORY_TYPES], t('validation.typeRequired')),
    parent_id: yup.number().nullable(),
    description: yup.string().max(CATEGORY_LIMITS.description, t('validation.descriptionTooLong')),
    status: yup.string().oneOf([...CATEGORY_STATUSES], t('validation.statusInvalid')),
  });
}

/** One schema for an environment category (form and demo backend). */
export function environmentCategorySchema(t: T, ctx: NameContext = {}) {
  return yup.object({
    name: uniqueName(t, ENVIRONMENT_LIMITS.name, ctx),
    env_type: yup.string().required(t('validation.envTypeRequired')).oneOf([...ENVIRONMENT_TYPES], t('validation.envTypeRequired')),
    unit: yup.string().trim().required(t('validation.unitRequired')).max(ENVIRONMENT_LIMITS.unit, t('validation.unitTooLong')),
    description: yup.string().max(ENVIRONMENT_LIMITS.description, t('validation.descriptionTooLong')),
    status: yup.string().oneOf([...CATEGORY_STATUSES], t('validation.statusInvalid')),
  });
}
