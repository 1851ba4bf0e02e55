import * as yup from 'yup';
import { DIVISION_NAME_MAX, nameTaken } from '../model/division-tree';

type T = (key: string) => string;

/**
 * One node of the divisions tree (a division, department or unit): name required, at most DIVISION_NAME_MAX
 * characters and unique among its siblings (case-insensitive); head and in-charge optional user ids. Messages are
 * keys of the `sites` namespace; the demo backend runs it with `divisionServerT` (division-rule-messages.ts) and the
 * sibling names it knows.
 */
export function divisionNodeSchema(t: T, siblings: readonly string[] = []) {
  return yup.object({
    name: yup
      .string()
      .trim()
      .required(t('divisions.validation.nameRequired'))
      .max(DIVISION_NAME_MAX, t('divisions.validation.nameTooLong'))
      .test('unique', t('divisions.validation.nameTaken'), (v) => !v || !nameTaken(v, siblings)),
    head_id: yup.number().typeError(t('divisions.validation.headInvalid')).nullable(),
    in_charge_id: yup.number().typeError(t('divisions.validation.inChargeInvalid')).nullable(),
  });
}
