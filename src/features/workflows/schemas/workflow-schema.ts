import * as yup from 'yup';
import { LEAD_TIME_BOUNDS, LEAD_TIME_UNITS, MAX_REVIEWERS, WORKFLOW_LIMITS, WORKFLOW_MODULES, WORKFLOW_TYPES, moduleHasForms } from '../model';

type T = (key: string) => string;

/** '' or a missing value reads as null (number inputs are text while typed) */
const emptyToNull = (value: unknown, original: unknown) => (original === '' || original == null ? null : value);

const ids = (message: string) => yup.array(yup.number().typeError(message).integer(message).required(message)).default([]);

/**
 * SPEC §3 "Workflow", §5 ("title, type, and a form or module must be chosen; a reviewer must be selected"), §9 (up to
 * 5 reviewers). A parallel workflow is approved when N of its reviewers agree (1 ≤ N ≤ reviewers); each step has a
 * lead time (1–168 hours or 1–90 days); the escalation user is not one of the reviewers. Messages are keys of the
 * `workflows` namespace; the demo backend runs this schema with `workflowServerT` (rule-messages.ts).
 */
export function workflowSchema(t: T) {
  return yup.object({
    title: yup.string().trim().required(t('validation.titleRequired')).max(WORKFLOW_LIMITS.title, t('validation.titleTooLong')),
    workflow_type: yup.string().required(t('validation.typeRequired')).oneOf([...WORKFLOW_TYPES], t('validation.typeRequired')),
    module: yup.string().required(t('validation.moduleRequired')).oneOf([...WORKFLOW_MODULES], t('validation.moduleRequired')),
    form_ids: ids(t('validation.formsInvalid')).test('forms-of-module', t('validation.formsInvalid'), function (v) {
      return !v?.length || moduleHasForms(String(this.parent.module ?? ''));
    }),
    site_ids: ids(t('validation.sitesInvalid')),
    reviewer_ids: ids(t('validation.reviewerInvalid'))
      .min(1, t('validation.reviewerRequired'))
      .max(MAX_REVIEWERS, t('validation.tooManyReviewers'))
      .test('unique', t('validation.reviewersDuplicate'), (v) => !v || new Set(v).size === v.length),
    approvals_required: yup
      .number()
      .transform(emptyToNull)
      .typeError(t('validation.approvalsRange'))
      .nullable()
      .test('parallel-approvals', function (v) {
        // sequential: everyone approves in order, N is not asked
        if (this.parent.workflow_type !== 'parallel') return true;
        if (v == null) return this.createError({ message: t('validation.approvalsRequired') });
        const reviewers = (this.parent.reviewer_ids as unknown[] | undefined)?.length ?? 0;
        if (!Number.isInteger(v) || v < 1 || (reviewers > 0 && v > reviewers)) return this.createError({ message: t('validation.approvalsRange') });
        return true;
      }),
    lead_time_unit: yup.string().required(t('validation.leadTimeUnitInvalid')).oneOf([...LEAD_TIME_UNITS], t('validation.leadTimeUnitInvalid')),
    lead_time_value: yup
      .number()
      .transform(emptyToNull)
      .typeError(t('validation.leadTimeRequired'))
      .nullable()
      .required(t('validation.leadTimeRequired'))
      .test('lead-time-bounds', function (v) {
        if (v == null) return true;
        const unit = this.parent.lead_time_unit === 'hours' ? 'hours' : 'days';
        const { min, max } = LEAD_TIME_BOUNDS[unit];
        if (Number.isInteger(v) && v >= min && v <= max) return true;
        return this.createError({ message: unit === 'hours' ? t('validation.leadTimeHoursRange') : t('validation.leadTimeDaysRange') });
      }),
    escalation_user_id: yup
      .number()
      .transform(emptyToNull)
      .typeError(t('validation.escalationInvalid'))
      .nullable()
      .test('not-a-reviewer', t('validation.escalationIsReviewer'), function (v) {
        return v == null || !((this.parent.reviewer_ids as number[] | undefined) ?? []).includes(v);
      }),
  });
}
