import * as yup from 'yup';
export { ruleErrors } from '@/lib/forms/rule-errors';
import { isFuture, todayIso } from '@/lib/forms/dates';
import { CONTROL_TYPES, RISK_LEVELS } from '@/features/actions/public';
import { GENDERS, INCIDENT_CATEGORIES, INCIDENT_LIKELIHOODS, INCIDENT_SEVERITIES, INCIDENT_TYPES, OSHA_CASE_TYPES, SHIFTS, VICTIM_DAYS_MAX, VICTIM_TYPES, type RootCauseSetting } from '../model';

/**
 * SPEC §5 "Reports and records" for incidents, one schema per investigation step. The SAME schemas run in the
 * browser (messages translated: pass `t` of the `incidentRules` namespace) and in the demo backend (messages in
 * English: `serverT` from ./rule-messages). Keys are `validation.*` of src/locales/<lng>/incidentRules.json.
 *
 * Attachments are not in these schemas: every file goes through the shared upload validator
 * (src/lib/files/validate-upload.ts) at selection (FileField) and again in the backend.
 */
export type T = (key: string) => string;

export { isFuture };

/** YYYY-MM-DD of a date-time string as typed (datetime-local) or stored (ISO) */
export const dayOf = (value: string | null | undefined) => (value ? String(value).slice(0, 10) : '');

/** victim names: letters (any script), digits and spaces only (SPEC §5 "letters and digits") */
export const VICTIM_NAME = /^[\p{L}\p{M}\p{N} ]+$/u;

const text = (t: T, max: number) => yup.string().max(max, t('validation.tooLong'));

/** one victim (victim/new and victim/edit); `occurredAt` = the incident's date and time */
export function victimSchema(t: T, occurredAt?: string | null) {
  return yup.object({
    type: yup.string().oneOf([...VICTIM_TYPES, ''], t('validation.victimTypeRequired')).required(t('validation.victimTypeRequired')),
    name: yup.string().trim().required(t('validation.victimNameRequired')).max(120, t('validation.tooLong')).matches(VICTIM_NAME, { message: t('validation.victimNameInvalid'), excludeEmptyString: true }),
    gender: yup.string().oneOf([...GENDERS, ''], t('validation.victimGenderRequired')).required(t('validation.victimGenderRequired')),
    employee_id: text(t, 40),
    injury_details: text(t, 2000),
    return_to_work_date: yup
      .string()
      .nullable()
      .test('not-before-incident', t('validation.returnBeforeIncident'), (v) => !v || !occurredAt || v >= dayOf(occurredAt)),
    // OSHA recordkeeping (29 CFR 1904): optional, so reports made before these fields existed stay valid
    job_title: text(t, 100),
    supervised_daily: yup.boolean(),
    fatal: yup.boolean(),
    date_of_death: yup
      .string()
      .nullable()
      .when('fatal', ([fatal], s) => (fatal ? s.required(t('validation.deathDateRequired')) : s))
      .test('not-before-incident', t('validation.deathBeforeIncident'), (v) => !v || !occurredAt || v >= dayOf(occurredAt))
      .test('not-future', t('validation.deathDateFuture'), (v) => !v || v <= todayIso()),
    days_away: days(t),
    days_restricted: days(t),
    osha_case_type: yup.string().oneOf([...OSHA_CASE_TYPES, ''], t('validation.oshaCaseTypeInvalid')),
    privacy_case: yup.boolean(),
    event_location: text(t, 200),
  });
}

/** a count of calendar days: empty, or a whole number from 0 to VICTIM_DAYS_MAX */
const days = (t: T) =>
  yup
    .number()
    .nullable()
    .transform((v, raw) => (raw === '' || raw === null || raw === undefined ? null : v))
    .typeError(t('validation.daysInvalid'))
    .integer(t('validation.daysInvalid'))
    .min(0, t('validation.daysInvalid'))
    .max(VICTIM_DAYS_MAX, t('validation.daysInvalid'));

/** a rating is both severity and likelihood, or neither (pending) */
const bothOrNeither = (other: 'severity' | 'likelihood') =>
  function (this: yup.TestContext, v: unknown) {
    return !!v || !this.parent[other];
  };

/** step 1: the report (signed-in form, PATCH {step:'report'} and the public form) */
export function reportSchema(t: T, now: () => Date = () => new Date()) {
  return yup.object({
    type: yup.string().oneOf([...INCIDENT_TYPES, ''], t('validation.typeRequired')).required(t('validation.typeRequired')),
    category: yup.string().oneOf([...INCIDENT_CATEGORIES, ''], t('validation.categoryInvalid')),
    description: yup.string().trim().required(t('validation.descriptionRequired')).max(2000, t('validation.tooLong')),
    site_id: yup.number().nullable().required(t('validation.siteRequired')),
    area_id: yup.number().nullable(),
    location: text(t, 200),
    shift: yup.string().oneOf([...SHIFTS, ''], t('validation.shiftInvalid')),
    occurred_at: yup
      .string()
      .required(t('validation.dateRequired'))
      .test('valid', t('validation.dateRequired'), (v) => !v || !Number.isNaN(new Date(v).getTime()))
      .test('not-future', t('validation.dateFuture'), (v) => !isFuture(v, now())),
    risk_level: yup.string().oneOf([...RISK_LEVELS, ''], t('validation.riskRequired')).required(t('validation.riskRequired')),
    // the classification: both severity and likelihood, or both empty = rating pending (only at report time)
    severity: yup
      .string()
      .nullable()
      .oneOf([...INCIDENT_SEVERITIES, '', null], t('validation.ratingIncomplete'))
      .test('pair', t('validation.ratingIncomplete'), bothOrNeither('likelihood')),
    likelihood: yup
      .string()
      .nullable()
      .oneOf([...INCIDENT_LIKELIHOODS, '', null], t('validation.ratingIncomplete'))
      .test('pair', t('validation.ratingIncomplete'), bothOrNeither('severity')),
    investigation_required: yup.boolean(),
    machine_or_location: text(t, 200),
    extent_of_damage: text(t, 2000),
    immediate_action: text(t, 2000),
    remarks: text(t, 2000),
    has_victims: yup.boolean(),
    victims: yup
      .array()
      .when(['has_victims', 'occurred_at'], ([has, occurred], s) => (has ? s.of(victimSchema(t, occurred as string)).min(1, t('validation.victimsMin')) : s)),
  });
}

/** the public form: the report rules plus an optional reporter name */
export function publicReportSchema(t: T, now: () => Date = () => new Date()) {
  return reportSchema(t, now).shape({ reporter_name: text(t, 120) });
}

/** step 2: the investigation team. `rated` = the incident has severity and likelihood; `today` YYYY-MM-DD */
export function teamSchema(t: T, opts: { today: string; rated: boolean }) {
  return yup
    .object({
      lead_id: yup.number().nullable().required(t('validation.teamLeadRequired')),
      member_ids: yup.array().of(yup.number().required()).min(1, t('validation.teamMembersRequired')).required(t('validation.teamMembersRequired')),
      target_date: yup
        .string()
        .required(t('validation.targetDateRequired'))
        .test('not-past', t('validation.targetDatePast'), (v) => !v || v >= opts.today),
    })
    .test('classified', t('validation.mustBeClassified'), () => opts.rated);
}

/** step 3: 5-why analysis. `activeIds` = the active root-cause settings (chosen ids must be among them) */
export function rootCauseSchema(t: T, opts: { activeIds?: number[] } = {}) {
  return yup.object({
    whys: yup
      .array()
      .of(yup.object({ question: text(t, 500), answer: text(t, 1000), root_cause_setting_id: yup.number().nullable() }))
      .max(5, t('validation.whysMax'))
      .test('one-answer', t('validation.whyAnswerRequired'), (whys) => !!whys?.some((w) => !!w.answer?.trim())),
    root_cause_ids: yup
      .array()
      .of(yup.number().required())
      .test('active', t('validation.rootCauseInvalid'), (ids) => !opts.activeIds || (ids ?? []).every((id) => opts.activeIds!.includes(id))),
    notes: text(t, 2000),
  });
}

/** one CAPA entry (created as an action of type Incident) */
export function capaActionSchema(t: T) {
  return yup.object({
    description: yup.string().trim().required(t('validation.capaDescriptionRequired')).max(2000, t('validation.tooLong')),
    control_type: yup.string().oneOf([...CONTROL_TYPES, ''], t('validation.capaControlRequired')).required(t('validation.capaControlRequired')),
    responsible_user_id: yup.number().nullable().required(t('validation.capaResponsibleRequired')),
    due_date: yup.string().required(t('validation.capaDueDateRequired')),
  });
}

/** step 4: new CAPA actions; at least one action overall (`existing` = actions already raised) */
export function capaSchema(t: T, opts: { existing: number } = { existing: 0 }) {
  return yup.object({
    actions: yup
      .array()
      .of(capaActionSchema(t))
      .min(opts.existing > 0 ? 0 : 1, t('validation.capaMin')),
  });
}

/** step 5: choosing the approvers */
export function approversSchema(t: T) {
  return yup.object({ approver_ids: yup.array().of(yup.number().required()).min(1, t('validation.approversRequired')).required(t('validation.approversRequired')) });
}

/** step 5: an approver's decision; a rejection needs a reason (SPEC §5) */
export function decisionSchema(t: T) {
  return yup.object({
    decision: yup.string().oneOf(['approve', 'reject', ''], t('validation.decisionRequired')).required(t('validation.decisionRequired')),
    reason: yup
      .string()
      .max(2000, t('validation.tooLong'))
      .when('decision', ([d], s) => (d === 'reject' ? s.trim().required(t('validation.rejectReasonRequired')) : s)),
  });
}

/** the root-cause master (/whyanalysis): name 2..80, unique among its siblings (case-insensitive) */
export function rootCauseSettingSchema(t: T, opts: { siblings: string[] } = { siblings: [] }) {
  const taken = new Set(opts.siblings.map((n) => n.trim().toLowerCase()));
  return yup.object({
    name: yup
      .string()
      .trim()
      .required(t('validation.rcNameLength'))
      .min(2, t('validation.rcNameLength'))
      .max(80, t('validation.rcNameLength'))
      .test('unique', t('validation.rcNameTaken'), (v) => !v || !taken.has(v.trim().toLowerCase())),
    parent_id: yup.number().nullable(),
  });
}

/** moving `id` under `parentId` would make a cycle (itself or one of its descendants) */
export function wouldCreateCycle(settings: Pick<RootCauseSetting, 'id' | 'parent_id'>[], id: number, parentId: number | null): boolean {
  const parentOf = new Map(settings.map((s) => [s.id, s.parent_id]));
  const seen = new Set<number>();
  for (let cur = parentId; cur != null; cur = parentOf.get(cur) ?? null) {
    if (cur === id || seen.has(cur)) return true;
    seen.add(cur);
  }
  return false;
}

/** lessons learned (/incidents/lfi): a title and the lesson; only for closed incidents (checked by the backend) */
export function lessonSchema(t: T) {
  return yup.object({
    title: yup.string().trim().required(t('validation.lessonTitleRequired')).max(160, t('validation.tooLong')),
    lesson: yup.string().trim().required(t('validation.lessonTextRequired')).max(5000, t('validation.tooLong')),
    published: yup.boolean(),
  });
}

/** runs a schema and answers every message (empty = valid); used by the backend and the tests */
