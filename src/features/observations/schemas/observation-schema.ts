import * as yup from 'yup';
import { OBS_RISK_LEVELS, OBSERVATION_TYPES, type ObservationActionInput } from '../model';

type T = (key: string) => string;

import { isFuture } from '@/lib/forms/dates';

export { isFuture };

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
    description: yup.string().trim().required(t('validation.descriptionRequired')).max(2000, t('validation.tooLong')),
    site_id: yup.number().nullable().required(t('validation.siteRequired')),
    area_id: yup.number().nullable(),
    location: yup.string().max(200, t('validation.tooLong')),
    observed_at: observedAt(t, now),
    risk_level: yup.string().oneOf([...OBS_RISK_LEVELS, ''], t('validation.riskRequired')).required(t('validation.riskRequired')),
    action_required: yup.boolean().nullable().required(t('validation.actionRequiredChoice')),
    actions: yup
      .array()
      .of(observationActionSchema(t))
      .when('action_required', ([required], s) => (required === true ? s.min(1, t('validation.actionsMin')) : s.strip())),
    no_action_reason: yup.string().when('action_required', ([required], s) => (required === false ? s.trim().required(t('validation.reasonRequired')) : s)),
    comment: yup.string().trim().required(t('validation.commentRequired')),
    severity: yup.string(),
    equipment_name: yup.string().max(120, t('validation.tooLong')),
    serial_number: yup.string().max(60, t('validation.tooLong')),
    submittal_number: yup.string().max(60, t('validation.tooLong')),
  });
}

/** The public form: the same SPEC rules that apply to a visitor (no actions, no comment). */
export function publicObservationSchema(t: T, now: () => Date = () => new Date()) {
  return yup.object({
    type: yup.string().required(t('validation.typeRequired')),
    description: yup.string().trim().required(t('validation.descriptionRequired')).max(2000, t('validation.tooLong')),
    site_id: yup.number().nullable().required(t('validation.siteRequired')),
    observed_at: observedAt(t, now),
    risk_level: yup.string().required(t('validation.riskRequired')),
    reporter_name: yup.string().max(120, t('validation.tooLong')),
  });
}

export const emptyObservationAction = (): ObservationActionInput => ({ description: '', category: '', control_type: '', responsible_user_id: null, due_date: '' });
