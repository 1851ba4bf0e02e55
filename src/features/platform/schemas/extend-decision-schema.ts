import * as yup from 'yup';
import { EXTEND_DAYS_MAX, EXTEND_REASON_MAX } from '../model';

type T = (key: string) => string;

/** '' or a missing value reads as undefined (a number input is text while typed) */
const emptyToUndefined = (value: unknown, original: unknown) => (original === '' || original == null ? undefined : value);

/**
 * The master's answer to a free-trial extension request (SPEC §4, §7 "free-trial extension requests"): approve with a
 * whole number of days (1 to EXTEND_DAYS_MAX), or reject with a reason (required, ≤ 500). Messages are keys of the
 * `platform` namespace; the demo backend runs it with `extendServerT`.
 */
export function extendDecisionSchema(t: T) {
  return yup.object({
    decision: yup.string().required(t('validation.decisionInvalid')).oneOf(['approve', 'reject'], t('validation.decisionInvalid')),
    days: yup
      .number()
      .transform(emptyToUndefined)
      .typeError(t('validation.daysRange'))
      .test('approve-days', function (v) {
        if (this.parent.decision !== 'approve') return true;
        if (v == null) return this.createError({ message: t('validation.daysRequired') });
        return (Number.isInteger(v) && v >= 1 && v <= EXTEND_DAYS_MAX) || this.createError({ message: t('validation.daysRange') });
      }),
    reason: yup
      .string()
      .trim()
      .test('reject-reason', function (v) {
        if (this.parent.decision !== 'reject') return true;
        if (!v) return this.createError({ message: t('validation.reasonRequired') });
        return v.length <= EXTEND_REASON_MAX || this.createError({ message: t('validation.reasonTooLong') });
      }),
  });
}
