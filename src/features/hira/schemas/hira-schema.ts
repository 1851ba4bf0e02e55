import * as yup from 'yup';
import { addDays } from '@/lib/dates';
import { CONTROL_KINDS, CONTROL_TYPES, HIRA_CLASSIFICATIONS, HIRA_LIMITS, LIKELIHOODS, REVIEW_FREQUENCIES, SEVERITIES } from '../model';

type T = (key: string) => string;

/** '' or a missing value reads as null */
const emptyToNull = (value: unknown, original: unknown) => (original === '' || original == null ? null : value);

const text = (required: string, tooLong: string, max: number) => yup.string().trim().required(required).max(max, tooLong);

/** a level of a rating: empty, or one of the matrix's levels */
const level = (levels: readonly string[], message: string) => yup.string().default('').oneOf(['', ...levels], message);

/**
 * SPEC §3 "HIRA risk record", §5 ("the risk assessment id must not be empty, other fields must not be empty, and the
 * risk rating must be classified"), §9 (5×5 levels, review frequencies). `intent: 'submit'` (sending it for
 * approval) also needs both ratings classified; a draft may be saved with them open. The target rating is optional
 * but both of its levels or neither. Messages are keys of the `hira` namespace; the demo backend runs this schema
 * with `hiraServerT` (rule-messages.ts).
 */
/** the values are being sent for approval (`intent` in the values or the validation context) */
const submitting = (ctx: yup.TestContext) => (ctx.options.context as { intent?: string } | undefined)?.intent === 'submit' || ctx.parent?.intent === 'submit';

export function hiraSchema(t: T) {
  const classified = (message: string) =>
    function (this: yup.TestContext, v: string | undefined) {
      return !submitting(this) || !!v || this.createError({ message });
    };
  const pair = (other: string) =>
    function (this: yup.TestContext, v: string | undefined) {
      return !!v === !!this.parent[other] || this.createError({ message: t('validation.targetIncomplete') });
    };
  return yup.object({
    intent: yup.string().oneOf(['draft', 'submit']).default('draft'),
    reference_id: text(t('validation.referenceRequired'), t('validation.referenceTooLong'), HIRA_LIMITS.referenceId),
    title: text(t('validation.titleRequired'), t('validation.titleTooLong'), HIRA_LIMITS.title),
    classification: yup.string().required(t('validation.classificationRequired')).oneOf([...HIRA_CLASSIFICATIONS], t('validation.classificationRequired')),
    site_id: yup.number().transform(emptyToNull).typeError(t('validation.siteRequired')).nullable().required(t('validation.siteRequired')),
    area_id: yup.number().transform(emptyToNull).typeError(t('validation.areaInvalid')).nullable(),
    hazard: text(t('validation.hazardRequired'), t('validation.textTooLong'), HIRA_LIMITS.text),
    risk: text(t('validation.riskRequired'), t('validation.textTooLong'), HIRA_LIMITS.text),
    consequence: text(t('validation.consequenceRequired'), t('validation.textTooLong'), HIRA_LIMITS.text),
    review_frequency: yup.string().required(t('validation.frequencyRequired')).oneOf([...REVIEW_FREQUENCIES], t('validation.frequencyRequired')),
    inherent_likelihood: level(LIKELIHOODS, t('validation.levelInvalid')).test('classified', classified(t('validation.inherentRequired'))),
    inherent_severity: level(SEVERITIES, t('validation.levelInvalid')).test('classified', classified(t('validation.inherentRequired'))),
    residual_likelihood: level(LIKELIHOODS, t('validation.levelInvalid')).test('classified', classified(t('validation.residualRequired'))),
    residual_severity: level(SEVERITIES, t('validation.levelInvalid')).test('classified', classified(t('validation.residualRequired'))),
    target_likelihood: level(LIKELIHOODS, t('validation.levelInvalid')).test('pair', pair('target_severity')),
    target_severity: level(SEVERITIES, t('validation.levelInvalid')).test('pair', pair('target_likelihood')),
    controls: yup
      .array(
        yup.object({
          text: text(t('validation.controlTextRequired'), t('validation.controlTooLong'), HIRA_LIMITS.control),
          type: yup.string().required(t('validation.controlTypeRequired')).oneOf([...CONTROL_TYPES], t('validation.controlTypeRequired')),
          kind: yup.string().required(t('validation.controlKindRequired')).oneOf([...CONTROL_KINDS], t('validation.controlKindRequired')),
        }),
      )
      .default([])
      .max(HIRA_LIMITS.controls, t('validation.tooManyControls'))
      .test('one-available', t('validation.controlsRequired'), function (v) {
        return !submitting(this) || (v ?? []).some((c) => c?.kind === 'available');
      }),
    tags: yup
      .array(yup.string().trim().required(t('validation.tagInvalid')).max(HIRA_LIMITS.tag, t('validation.tagInvalid')))
      .default([])
      .max(HIRA_LIMITS.tags, t('validation.tooManyTags')),
    assessed_by_id: yup.number().transform(emptyToNull).typeError(t('validation.assessorRequired')).nullable().required(t('validation.assessorRequired')),
    assessed_at: yup
      .string()
      .required(t('validation.assessedAtRequired'))
      .matches(/^\d{4}-\d{2}-\d{2}$/, t('validation.assessedAtRequired'))
      .test('not-future', t('validation.assessedAtFuture'), (v) => !v || v <= todayUtcPlusOne()),
  });
}

/** the latest day that is "today" anywhere (a day ahead of UTC, so no time zone refuses today) */
function todayUtcPlusOne(): string {
  return addDays(new Date().toISOString().slice(0, 10), 1);
}

/** a rejection needs a reason (SPEC §4, §5) */
export function rejectSchema(t: T) {
  return yup.object({ reason: yup.string().trim().required(t('validation.reasonRequired')).max(HIRA_LIMITS.text, t('validation.textTooLong')) });
}
