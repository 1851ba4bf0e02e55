import * as yup from 'yup';
import { OBS_RISK_LEVELS, OBSERVATION_TYPES, type ObservationActionFormValues } from '../model';

type T = (key: string) => string;

import { isFuture } from '@/lib/forms/dates';

export { isFuture };

/** The most characters each free-text field holds (the form and the demo backend check the same numbers). */
export const OBSERVATION_TEXT_LIMITS = {
  description: 2000,
  location: 200,
  comment: 2000,
  no_action_reason: 2000,
  equipment_name: 120,
  serial_number: 60,
  submittal_number: 60,
  reporter_name: 120,
} as const;
const LIMIT = OBSERVATION_TEXT_LIMITS;

/** The text without zero-width characters, trimmed: a description of only U+200B is not filled in. */
export const visibleText = (v: unknown) => String(v ?? '').replace(/[\u200B-\u200D\u2060\uFEFF]/g, '').trim();
const filled = (t: T, message: string, max: number) =>
  yup
    .string()
    .test('filled', message, (v) => visibleText(v) !== '')
    .max(max, t('validation.tooLong'));

const observedAt = (t: T, now: () => Date) =>
  yup
    .string()
    .required(t('validation.dateRequired'))
    .test('not-future', t('validation.dateFuture'), (v) => !isFuture(v, now()));

export function observationActionSchema(t: T) {
  return yup.object({
    description: yup.string().trim().required(t('validation.actionDescriptionRequired')),
    control_type: yup.string().required(t('validation.controlRequired')),
    responsible_user_id: yup.number().nullable().required(t('validation.responsibleRequired')),
    due_date: yup.string().required(t('validation.dueDateRequired')),
    category: yup.string(),
  });
}

/** SPEC §5 "Reports and records" for the signed-in observation form. */
export function observationSchema(t: T, now: () => Date = () => new Date()) {
  return yup.object({
    type: yup.string().oneOf([...OBSERVATION_TYPES, ''], t('validation.typeRequired')).required(t('validation.typeRequired')),
    category: yup.string().nullable(),
    description: filled(t, t('validation.descriptionRequired'), LIMIT.description),
    site_id: yup.number().nullable().required(t('validation.siteRequired')),
    area_id: yup.number().nullable(),
    location: yup.string().max(LIMIT.location, t('validation.tooLong')),
    observed_at: observedAt(t, now),
    risk_level: yup.string().oneOf([...OBS_RISK_LEVELS, ''], t('validation.riskRequired')).required(t('validation.riskRequired')),
    action_required: yup.boolean().nullable().required(t('validation.actionRequiredChoice')),
    actions: yup
      .array()
      .of(observationActionSchema(t))
      .when('action_required', ([required], s) => (required === true ? s.min(1, t('validation.actionsMin')) : s.strip())),
    no_action_reason: yup
      .string()
      .max(LIMIT.no_action_reason, t('validation.tooLong'))
      .when('action_required', ([required], s) => (required === false ? s.test('filled', t('validation.reasonRequired'), (v) => visibleText(v) !== '') : s)),
    comment: filled(t, t('validation.commentRequired'), LIMIT.comment),
    severity: yup.string(),
    equipment_name: yup.string().max(LIMIT.equipment_name, t('validation.tooLong')),
    serial_number: yup.string().max(LIMIT.serial_number, t('validation.tooLong')),
    submittal_number: yup.string().max(LIMIT.submittal_number, t('validation.tooLong')),
  });
}

/** The public form: the same SPEC rules that apply to a visitor (no actions, no comment). */
export function publicObservationSchema(t: T, now: () => Date = () => new Date()) {
  return yup.object({
    type: yup.string().required(t('validation.typeRequired')),
    description: filled(t, t('validation.descriptionRequired'), LIMIT.description),
    site_id: yup.number().nullable().required(t('validation.siteRequired')),
    // the public form sends null for what a visitor leaves out (an anonymous report has no name)
    location: yup.string().nullable().max(LIMIT.location, t('validation.tooLong')),
    observed_at: observedAt(t, now),
    risk_level: yup.string().required(t('validation.riskRequired')),
    reporter_name: yup.string().nullable().max(LIMIT.reporter_name, t('validation.tooLong')),
  });
}

export const emptyObservationAction = (): ObservationActionFormValues => ({ description: '', category: '', control_type: '', responsible_user_id: null, due_date: '' });
