import * as yup from 'yup';
import { EXTEND_DAYS_MAX, EXTEND_REASON_MAX } from '../model';

type T = (key: string) => string;

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
      .transform((v: unknown, original: unknown) => (original === '' || original == null ? undefined : v))
      .typeError(t('validation.daysRange'))
      .when('decision', {
        is: 'approve',
        then: (s) => s.required(t('validation.daysRequired')).integer(t('validation.daysRange')).min(1, t('validation.daysRange')).max(EXTEND_DAYS_MAX, t('validation.daysRange')),
        otherwise: (s) => s.notRequired(),
      }),
    reason: yup
      .string()
      .trim()
      .when('decision', {
        is: 'reject',
        then: (s) => s.required(t('validation.reasonRequired')).max(EXTEND_REASON_MAX, t('validation.reasonTooLong')),
        otherwise: (s) => s.notRequired(),
      }),
  });
}
