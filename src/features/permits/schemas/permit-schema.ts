import * as yup from 'yup';
import { answersSchema, type TemplateDefinition } from '@/features/permit-templates/public';
import { WORKER_PHOTO_RULE, type WorkerFieldSetting } from '@/features/worker-profile/public';
import { formSections, withDerivedAnswers } from '../model/answers';
import { failedGasTests } from '../model/gas-gate';
import type { PermitAction, PermitInput } from '../model/types';

type T = (key: string, params?: Record<string, unknown>) => string;

export const PERMIT_LIMITS = { title: 150, description: 2000, remarks: 2000, location: 300, workers: 50, workerName: 100, workerText: 100, officers: 10 } as const;
/** SPEC §5 does not bound a worker's age; a working age is asked */
export const WORKER_AGE = { min: 14, max: 100 } as const;

export interface PermitSchemaOptions {
  /** 'draft' checks only what is given; 'submit' (request) checks everything (SPEC §5) */
  intent: 'draft' | 'submit';
  /** the PINNED version's definition: its questions are answered (the Closure and Declaration sections later) */
  definition: Pick<TemplateDefinition, 'sections'> | null;
  /** the worker profile form setting's asked fields (the name is always required) */
  workerFields?: readonly WorkerFieldSetting[];
  /** the answers' `t` (the form: the permitTemplates namespace; the server: `answersServerT`) */
  answersT?: T;
}

const DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const validTime = (v: unknown) => typeof v === 'string' && DATETIME.test(v) && !Number.isNaN(Date.parse(v));
const idOrNull = (message: string) =>
  yup
    .number()
    .transform((value, original) => (original === '' || original == null ? null : value))
    .typeError(message)
    .nullable()
    .default(null);

const text = (max: number, tooLong: string) => yup.string().trim().max(max, tooLong).default('');

/**
 * One schema for a permit (architecture.md "Validation convention"): the permit form validates with it and the demo
 * backend runs it on POST / PATCH /permits with `permitServerT` (rule-messages.ts). SPEC §5: location and description
 * of work required, at least one worker profile, worker fields per the worker profile setting; start before end (a
 * permit's start is PLANNED: it may be in the future — SPEC §5's "no future time" is about event / report dates);
 * the answers of the pinned version via `answersSchema` (the Location / Duration answers from the permit's own
 * fields, see model/answers.ts). A draft is checked only for what it holds.
 */
export function permitSchema(t: T, { intent, definition, workerFields = [], answersT = t }: PermitSchemaOptions) {
  const submit = intent === 'submit';
  const asked = new Map(workerFields.map((f) => [f.key, f]));
  const needs = (key: WorkerFieldSetting['key']) => submit && !!asked.get(key)?.enabled && !!asked.get(key)?.required;

  const worker = yup.object({
    name: yup.string().trim().required(t('validation.workerNameRequired')).max(PERMIT_LIMITS.workerName, t('validation.workerTextTooLong')),
    age: yup
      .number()
      .transform((value, original) => (original === '' || original == null ? null : value))
      .typeError(t('validation.workerAgeInvalid'))
      .nullable()
      .integer(t('validation.workerAgeInvalid'))
      .min(WORKER_AGE.min, t('validation.workerAgeInvalid'))
      .max(WORKER_AGE.max, t('validation.workerAgeInvalid'))
      .test('age-required', t('validation.workerAgeRequired'), (v) => !needs('age') || v != null),
    phone: yup
      .string()
      .trim()
      .default('')
      .matches(/^$|^\+?[\d\s().-]{6,20}$/, t('validation.workerPhoneInvalid'))
      .test('phone-required', t('validation.workerPhoneRequired'), (v) => !needs('phone') || !!v),
    id_number: text(PERMIT_LIMITS.workerText, t('validation.workerTextTooLong')).test('id-required', t('validation.workerIdRequired'), (v) => !needs('id') || !!v),
    gender: yup
      .string()
      .default('')
      .oneOf(['', 'Male', 'Female'], t('validation.workerGenderInvalid'))
      .test('gender-required', t('validation.workerGenderRequired'), (v) => !needs('gender') || !!v),
    photo: yup
      .mixed()
      .nullable()
      .test('photo-required', t('validation.workerPhotoRequired'), (v) => !needs('photo') || v != null)
      .test('photo-rule', t('validation.workerPhotoInvalid'), (v) => {
        // SPEC §5: a worker photo is a JPEG or PNG under 500 KB (its bytes are checked by the upload validator)
        if (v == null) return true;
        const photo = v as { type?: unknown; size?: unknown };
        return (WORKER_PHOTO_RULE.types as readonly unknown[]).includes(photo.type) && Number(photo.size) <= WORKER_PHOTO_RULE.maxBytes;
      }),
    company: text(PERMIT_LIMITS.workerText, t('validation.workerTextTooLong')),
  });

  return yup.object({
    title: yup
      .string()
      .trim()
      .max(PERMIT_LIMITS.title, t('validation.titleTooLong'))
      .test('title-required', t('validation.titleRequired'), (v) => !submit || !!v),
    description: text(PERMIT_LIMITS.description, t('validation.descriptionTooLong')).test('description-required', t('validation.descriptionRequired'), (v) => !submit || !!v),
    permit_form_version_id: yup.number().typeError(t('validation.versionRequired')).required(t('validation.versionRequired')),
    issuing_officer_ids: yup
      .array(yup.number().typeError(t('validation.officerInvalid')).required(t('validation.officerInvalid')))
      .default([])
      .max(PERMIT_LIMITS.officers, t('validation.tooManyOfficers')),
    location: yup.object({
      site_id: idOrNull(t('validation.siteRequired')).test('site-required', t('validation.siteRequired'), (v) => !submit || v != null),
      division_id: idOrNull(t('validation.unitInvalid')),
      department_id: idOrNull(t('validation.unitInvalid')),
      unit_id: idOrNull(t('validation.unitInvalid')),
      description: text(PERMIT_LIMITS.location, t('validation.locationTooLong')).test('location-required', t('validation.locationRequired'), (v) => !submit || !!v),
      pin_id: idOrNull(t('validation.pinInvalid')),
      zone_id: idOrNull(t('validation.zoneInvalid')),
      isolation_pin_ids: yup.array(yup.number().typeError(t('validation.pinInvalid')).required(t('validation.pinInvalid'))).default([]),
    }),
    start_at: yup
      .string()
      .default('')
      .test('start-required', t('validation.startRequired'), (v) => (!submit && !v) || validTime(v)),
    end_at: yup
      .string()
      .default('')
      .test('end-required', t('validation.endRequired'), (v) => (!submit && !v) || validTime(v))
      .test('end-after-start', t('validation.endBeforeStart'), function (v) {
        const start = this.parent.start_at as string | undefined;
        return !validTime(v) || !validTime(start) || Date.parse(v!) > Date.parse(start!);
      }),
    workers: yup
      .array(worker)
      .default([])
      .max(PERMIT_LIMITS.workers, t('validation.tooManyWorkers'))
      .test('workers-required', t('validation.workersRequired'), (v) => !submit || (v?.length ?? 0) > 0),
    answers: yup
      .object()
      .default({})
      .test('answers', async function (answers) {
        if (!submit || !definition) return true;
        const def = formSections(definition);
        const full = withDerivedAnswers(def, (answers ?? {}) as Record<string, unknown>, this.parent as PermitInput);
        try {
          await answersSchema(def, answersT).validate(full, { abortEarly: false });
          // the gas-test gate (model/gas-gate.ts, OSHA 1910.146(d)(5)): a failed latest test blocks the request
          if (failedGasTests(def, full).length) return this.createError({ message: t('validation.gasTestFailed'), path: 'answers' });
          return true;
        } catch (e) {
          if (e instanceof yup.ValidationError) return new yup.ValidationError(e.errors.map((message) => this.createError({ message, path: 'answers' })));
          throw e;
        }
      }),
    attachments: yup.array().default([]),
    remarks: text(PERMIT_LIMITS.remarks, t('validation.remarksTooLong')),
  });
}

/** an action's comment (SPEC §4: every action takes one; reject needs a reason, revoke a comment, suspend a reason) */
export function actionCommentSchema(t: T, action: PermitAction) {
  const required = action === 'reject' ? t('validation.reasonRequired') : action === 'revoke' ? t('validation.commentRequired') : action === 'suspend' ? t('validation.suspendReasonRequired') : null;
  return yup.object({
    comment: yup
      .string()
      .trim()
      .default('')
      .max(PERMIT_LIMITS.remarks, t('validation.commentTooLong'))
      .test('comment-required', required ?? '', (v) => !required || !!v),
  });
}
