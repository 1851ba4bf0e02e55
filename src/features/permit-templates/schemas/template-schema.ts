import * as yup from 'yup';
import { PERMIT_TYPES } from '@/features/site-plans/public';
import { CHOICE_TYPES, CONDITION_TYPES, FILE_KINDS, GAS_UNITS, QUESTION_TYPES, SECTION_KINDS, SHOW_IF_OPERATORS, TEMPLATE_LIMITS, conditionValues, type Question, type Section } from '../model';

type T = (key: string) => string;

const L = TEMPLATE_LIMITS;
const text = () => yup.string().default('');
const nonEmpty = (v: string[] | undefined) => (v ?? []).every((o) => typeof o === 'string' && o.trim() !== '');
const unique = (v: string[] | undefined) => new Set((v ?? []).map((o) => o.trim().toLowerCase())).size === (v ?? []).length;
const numberOrNull = yup
  .number()
  .transform((value, original) => (original === '' || original == null ? null : value))
  .nullable();

function questionSchema(t: T) {
  return yup.object({
    key: yup.string().required(t('validation.keyRequired')),
    type: yup.string().required(t('validation.typeInvalid')).oneOf([...QUESTION_TYPES], t('validation.typeInvalid')),
    // SPEC §5 "label name" is a required text field
    label: yup.string().trim().required(t('validation.labelRequired')).max(L.label, t('validation.labelTooLong')),
    required: yup.boolean().default(false),
    intro_text: text().max(L.intro, t('validation.introTooLong')),
    options: yup
      .array(yup.string().default(''))
      .default([])
      .max(L.options, t('validation.tooManyOptions'))
      .test('options', function (v) {
        const type = this.parent.type as Question['type'];
        const needs = CHOICE_TYPES.includes(type) ? 2 : type === 'grid' ? 1 : 0;
        if (!needs) return true;
        if (!nonEmpty(v)) return this.createError({ message: t('validation.optionEmpty') });
        if ((v?.length ?? 0) < needs) return this.createError({ message: t(type === 'grid' ? 'validation.gridRowsRequired' : 'validation.optionsRequired') });
        if (!unique(v)) return this.createError({ message: t('validation.optionsDuplicate') });
        return true;
      }),
    grid_columns: yup
      .array(yup.string().default(''))
      .default([])
      .test('grid-columns', function (v) {
        if (this.parent.type !== 'grid') return true;
        if (!nonEmpty(v)) return this.createError({ message: t('validation.optionEmpty') });
        if ((v?.length ?? 0) < 2) return this.createError({ message: t('validation.gridColumnsRequired') });
        if (!unique(v)) return this.createError({ message: t('validation.optionsDuplicate') });
        return true;
      }),
    // SPEC §5 "declaration text" is a required text field
    declaration_text: text().test('declaration', t('validation.declarationRequired'), function (v) {
      return this.parent.type !== 'declaration' || !!v?.trim();
    }),
    default_value: text(),
    max_file_count: yup
      .number()
      .typeError(t('validation.fileCountRange'))
      .default(0)
      .test('file-count', t('validation.fileCountRange'), function (v) {
        return this.parent.type !== 'attachment' || (Number.isInteger(v) && v! >= 1 && v! <= L.files);
      }),
    max_file_size_mb: yup
      .number()
      .typeError(t('validation.fileSizeRange'))
      .default(0)
      .test('file-size', t('validation.fileSizeRange'), function (v) {
        // SPEC §9: 10 MB is the largest upload
        return this.parent.type !== 'attachment' || (typeof v === 'number' && v > 0 && v <= L.fileMb);
      }),
    file_kind: yup.string().oneOf([...FILE_KINDS], t('validation.typeInvalid')).default('images'),
    gases: yup
      .array(
        yup.object({
          key: yup.string().required(t('validation.keyRequired')),
          label: yup.string().trim().required(t('validation.gasLabelRequired')),
          unit: yup.string().oneOf([...GAS_UNITS], t('validation.gasUnitInvalid')).required(t('validation.gasUnitInvalid')),
          min: numberOrNull.typeError(t('validation.gasThresholdInvalid')).min(0, t('validation.gasThresholdInvalid')),
          max: numberOrNull
            .typeError(t('validation.gasThresholdInvalid'))
            .min(0, t('validation.gasThresholdInvalid'))
            .test('gas-range', function (max) {
              const min = this.parent.min as number | null;
              if (min == null && max == null) return this.createError({ message: t('validation.gasThresholdRequired') });
              if (min != null && max != null && min >= max) return this.createError({ message: t('validation.gasRangeInverted') });
              return true;
            }),
        }),
      )
      .default([])
      .test('gases', t('validation.gasesRequired'), function (v) {
        return this.parent.type !== 'gas_test' || (v?.length ?? 0) >= 1;
      }),
    reference_image: yup.mixed().nullable().default(null),
    show_if: yup
      .object({
        question_key: yup.string().required(t('validation.showIfSource')),
        operator: yup.string().oneOf([...SHOW_IF_OPERATORS], t('validation.showIfOperator')).required(t('validation.showIfOperator')),
        values: yup.array(yup.string().required()).min(1, t('validation.showIfValues')).required(t('validation.showIfValues')),
      })
      .nullable()
      .default(null),
  });
}

/** show-if rules point to an earlier question with discrete answers and compare with its values */
function showIfProblem(sections: Section[] | undefined, t: T): { path: string; message: string } | null {
  const seen = new Map<string, Question>();
  for (const [i, section] of (sections ?? []).entries()) {
    for (const [j, q] of (section?.questions ?? []).entries()) {
      const rule = q?.show_if;
      const path = `sections[${i}].questions[${j}].show_if`;
      if (rule && rule.question_key) {
        const source = seen.get(rule.question_key);
        if (!source) return { path, message: t('validation.showIfSource') };
        if (!CONDITION_TYPES.includes(source.type)) return { path, message: t('validation.showIfSourceType') };
        const allowed = conditionValues(source);
        if (!(rule.values ?? []).length || !(rule.values ?? []).every((v) => allowed.includes(v))) return { path, message: t('validation.showIfValues') };
        if (rule.operator === 'is' && rule.values.length !== 1) return { path, message: t('validation.showIfValues') };
      }
      if (q?.key) seen.set(q.key, q);
    }
  }
  return null;
}

function duplicateKeys(sections: Section[] | undefined): boolean {
  const keys = (sections ?? []).flatMap((s) => [s?.key, ...(s?.questions ?? []).map((q) => q?.key)]).filter(Boolean);
  return new Set(keys).size !== keys.length;
}

/**
 * SPEC §3 "Permit template", §5 (permit name, description, prefix id, label name and declaration text are required
 * text fields), §9 (8 h default, 4 h extension). One schema for the builder and the demo backend (`templateServerT`).
 * The reference image's bytes are checked by `lib/files/validate-upload.ts` (client FileField, server attachments).
 */
export function templateSchema(t: T) {
  const hours = (key: string) =>
    yup
      .number()
      .transform((value, original) => (original === '' || original == null ? undefined : value))
      .typeError(t(`validation.${key}Range`))
      .required(t(`validation.${key}Range`))
      .integer(t(`validation.${key}Range`))
      .min(1, t(`validation.${key}Range`))
      .max(L.hours, t(`validation.${key}Range`));
  return yup.object({
    name: yup.string().trim().required(t('validation.nameRequired')).max(L.name, t('validation.nameTooLong')),
    description: yup.string().trim().required(t('validation.descriptionRequired')).max(L.description, t('validation.descriptionTooLong')),
    prefix_id: yup
      .string()
      .trim()
      .required(t('validation.prefixRequired'))
      .max(L.prefix, t('validation.prefixInvalid'))
      .matches(/^[A-Za-z0-9-]+$/, { message: t('validation.prefixInvalid'), excludeEmptyString: true }),
    default_hours: hours('defaultHours'),
    extension_hours: hours('extensionHours'),
    low_risk: yup.boolean().default(false),
    permit_type: yup.string().nullable().default(null).oneOf([...PERMIT_TYPES, null], t('validation.permitTypeInvalid')),
    active: yup.boolean().default(true),
    sections: yup
      .array(
        yup.object({
          key: yup.string().required(t('validation.keyRequired')),
          kind: yup.string().oneOf([...SECTION_KINDS], t('validation.typeInvalid')).default('custom'),
          title: yup.string().trim().required(t('validation.sectionTitleRequired')).max(L.label, t('validation.labelTooLong')),
          intro_text: text().max(L.intro, t('validation.introTooLong')),
          questions: yup.array(questionSchema(t)).default([]).max(L.questions, t('validation.tooManyQuestions')),
        }),
      )
      .default([])
      .min(1, t('validation.sectionsRequired'))
      .max(L.sections, t('validation.tooManySections'))
      .test('keys', t('validation.keysDuplicate'), (v) => !duplicateKeys(v as Section[]))
      .test('show-if', function (v) {
        const problem = showIfProblem(v as Section[], t);
        return problem ? this.createError({ path: problem.path, message: problem.message }) : true;
      }),
  });
}

/** Publishing also needs every section to ask something: the rule key refused, or null. */
export function publishProblem(sections: readonly Section[]): string | null {
  return sections.some((s) => s.questions.length === 0) ? 'validation.sectionEmpty' : null;
}
