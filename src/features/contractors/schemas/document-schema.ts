import * as yup from 'yup';
import { todayIso } from '@/lib/forms/dates';
import { CONTRACTOR_LIMITS as L } from '../model';

type T = (key: string) => string;

/**
 * SPEC §5 "Contractors and imports": a contractor document needs a title and a validity date in the future
 * (after today), and exactly one file ("Only a single file may be uploaded"); the file itself passes the SPEC §5
 * checks of `lib/files` on both sides. `today` is the client's local day (the server passes its own).
 */
export function documentSchema(t: T, today: () => string = () => todayIso()) {
  return yup.object({
    title: yup.string().trim().required(t('validation.titleRequired')).max(L.title, t('validation.titleTooLong')),
    valid_until: yup
      .string()
      .required(t('validation.validityRequired'))
      .matches(/^\d{4}-\d{2}-\d{2}$/, t('validation.validityRequired'))
      .test('future', t('validation.validityFuture'), (v) => !v || v > today()),
    files: yup.array().typeError(t('validation.fileRequired')).min(1, t('validation.fileRequired')).max(1, t('validation.singleFile')).required(t('validation.fileRequired')),
  });
}

/** A reviewer's decision: approved, rejected (with a reason) or expired. */
export function reviewSchema(t: T) {
  return yup.object({
    decision: yup.string().oneOf(['approved', 'rejected', 'expired'], t('validation.decisionInvalid')).required(t('validation.decisionInvalid')),
    reason: yup
      .string()
      .trim()
      .max(L.reason, t('validation.reasonTooLong'))
      .test('reason-required', t('validation.reasonRequired'), (v, ctx) => ctx.parent.decision !== 'rejected' || !!v?.trim()),
  });
}
