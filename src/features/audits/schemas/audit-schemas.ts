import * as yup from 'yup';
import { SCHEDULE_ENDS, TEMPLATE_ICONS } from '../model';
import { FREQUENCIES, MONTH_MODES, WEEK_ORDINALS } from '../model/recurrence';
import { allQuestions, type TemplateDefinition } from '../model/template';

type T = (key: string) => string;

const passMark = (t: T) =>
  yup
    .number()
    .transform((v, o) => (o === '' || o == null ? null : v))
    .typeError(t('validation.passMarkRange'))
    .nullable()
    .min(0, t('validation.passMarkRange'))
    .max(100, t('validation.passMarkRange'));

/** a child question comes after its parent (in any section) and names at least one of the parent's options */
export function parentsValid(def: Pick<TemplateDefinition, 'sections'>): boolean {
  const seen = new Map<string, string[]>();
  for (const { question } of allQuestions(def)) {
    if (question.parent_id) {
      const parentOptions = seen.get(question.parent_id);
      if (!parentOptions || !(question.show_if ?? []).length || !(question.show_if ?? []).every((o) => parentOptions.includes(o))) return false;
    }
    seen.set(question.id, question.options.map((o) => o.id));
  }
  return true;
}

/** SPEC §3 Audit template (name, description, icon, scoring, sections, questions); the builder and the demo backend. */
export function templateSchema(t: T) {
  return yup.object({
    name: yup.string().trim().required(t('validation.nameRequired')).max(100, t('validation.nameTooLong')),
    description: yup.string().default(''),
    icon: yup.string().required(t('validation.iconRequired')).oneOf([...TEMPLATE_ICONS], t('validation.iconRequired')),
    definition: yup
      .object({
        scoring: yup.boolean().default(true),
        pass_mark: passMark(t),
        sections: yup
          .array(
            yup.object({
              title: yup.string().trim().required(t('validation.sectionTitleRequired')),
              pass_mark: passMark(t),
              questions: yup
                .array(
                  yup.object({
                    text: yup.string().trim().required(t('validation.questionTextRequired')),
                    response_type: yup.string().required(),
                    options: yup.array().test('two-options', t('validation.optionsRequired'), function (v) {
                      return this.parent.response_type !== 'options' || (v?.length ?? 0) >= 2;
                    }),
                  }),
                )
                .min(1, t('validation.questionsRequired')),
            }),
          )
          .min(1, t('validation.sectionsRequired'))
          .required(t('validation.sectionsRequired')),
      })
      .test('parents', t('validation.parentInvalid'), (def) => !def || parentsValid(def as unknown as TemplateDefinition)),
  });
}

const id = (message: string) => yup.number().transform((v, o) => (o === '' || o == null ? null : v)).typeError(message).nullable().required(message);
const day = (message: string) => yup.string().required(message).matches(/^\d{4}-\d{2}-\d{2}$/, message);

export function startAuditSchema(t: T) {
  return yup.object({
    template_id: id(t('validation.templateRequired')),
    site_id: id(t('validation.siteRequired')),
    auditor_id: id(t('validation.auditorRequired')),
    auditee_id: yup.number().nullable().transform((v, o) => (o === '' || o == null ? null : v)),
    due_date: day(t('validation.dateRequired')),
  });
}

const intIn = (min: number, max: number, message: string) =>
  yup
    .number()
    .transform((v, o) => (o === '' || o == null ? undefined : v))
    .typeError(message)
    .integer(message)
    .min(min, message)
    .max(max, message);
const isMonthly = (f: unknown) => f === 'monthly' || f === 'quarterly';

/** a schedule and its recurrence (RFC 5545 §3.3.10 RRULE: INTERVAL, BYDAY, COUNT, UNTIL; model/recurrence.ts) */
export function scheduleSchema(t: T) {
  return startAuditSchema(t)
    .omit(['due_date'])
    .shape({
      frequency: yup.string().required(t('validation.frequencyRequired')).oneOf([...FREQUENCIES], t('validation.frequencyRequired')),
      start_date: day(t('validation.dateRequired')),
      interval: intIn(1, 99, t('validation.intervalRange')).default(1),
      weekdays: yup
        .array(yup.number().integer().min(0).max(6).required())
        .default([])
        .test('weekdays', t('validation.weekdaysRequired'), function (v) {
          // weekly without BYDAY recurs on the start's weekday (RFC 5545); the n-th weekday of a month names its weekday
          return !(isMonthly(this.parent.frequency) && this.parent.month_mode === 'weekday') || (v?.length ?? 0) > 0;
        }),
      month_mode: yup.string().oneOf([...MONTH_MODES], t('validation.weekOfMonthRequired')).default('day'),
      week_of_month: yup
        .number()
        .nullable()
        .transform((v, o) => (o === '' || o == null ? null : v))
        .test('week-of-month', t('validation.weekOfMonthRequired'), function (v) {
          return !(isMonthly(this.parent.frequency) && this.parent.month_mode === 'weekday') || (WEEK_ORDINALS as readonly number[]).includes(v as number);
        }),
      time_of_day: yup
        .string()
        .default('')
        .matches(/^(?:$|(?:[01]\d|2[0-3]):[0-5]\d)$/, t('validation.timeInvalid')),
      ends: yup.string().oneOf([...SCHEDULE_ENDS], t('validation.endsRequired')).default('never'),
      count: yup
        .mixed()
        .test('count', t('validation.countRange'), function (v) {
          if (this.parent.ends !== 'count') return true;
          const n = Number(v);
          return v !== '' && v != null && Number.isInteger(n) && n >= 1 && n <= 999;
        }),
      end_date: yup
        .string()
        .default('')
        .test('end-required', t('validation.endDateRequired'), function (v) {
          return this.parent.ends !== 'date' || !!v;
        })
        .test('after-start', t('validation.endBeforeStart'), function (v) {
          return !v || !this.parent.start_date || v >= this.parent.start_date;
        }),
      window_days: yup.number().typeError(t('validation.windowRange')).required(t('validation.windowRange')).integer(t('validation.windowRange')).min(0, t('validation.windowRange')).max(90, t('validation.windowRange')),
    });
}

/** SPEC §5: rejecting an audit needs a reason */
export function decisionSchema(t: T) {
  return yup.object({
    decision: yup.string().oneOf(['approve', 'reject']).required(),
    reason: yup
      .string()
      .default('')
      .test('reason-to-reject', t('validation.reasonRequired'), function (v) {
        return this.parent.decision !== 'reject' || !!v?.trim();
      }),
  });
}

export function findingsSchema(t: T) {
  return yup.array(yup.object({ text: yup.string().trim().required(t('validation.findingRequired')) })).default([]);
}
