import * as yup from 'yup';
import { LOCKED_FIELDS, WORKER_FIELDS, type WorkerField } from '../model';

type T = (key: string) => string;

/**
 * SPEC §3 "Worker profile": each of the six fields once, asked or not and required or not; a required field must be
 * asked; the name is always asked and required. The form validates with it; the demo backend runs it on the body
 * with `workerProfileServerT`.
 */
export function workerProfileSchema(t: T) {
  return yup.object({
    fields: yup
      .array(
        yup.object({
          key: yup.string().oneOf([...WORKER_FIELDS], t('validation.fieldUnknown')).required(t('validation.fieldUnknown')),
          enabled: yup.boolean().typeError(t('validation.flagInvalid')).required(t('validation.flagInvalid')),
          required: yup
            .boolean()
            .typeError(t('validation.flagInvalid'))
            .required(t('validation.flagInvalid'))
            .test('asked', t('validation.requiredNotAsked'), function (required) {
              return !required || this.parent.enabled === true;
            }),
        }),
      )
      .typeError(t('validation.fieldsRequired'))
      .required(t('validation.fieldsRequired'))
      .test('each-once', t('validation.fieldsIncomplete'), (fields) => {
        if (!fields) return true;
        const keys = fields.map((f) => f.key);
        return keys.length === WORKER_FIELDS.length && WORKER_FIELDS.every((k) => keys.filter((x) => x === k).length === 1);
      })
      .test('name-locked', t('validation.nameLocked'), (fields) =>
        !fields ? true : LOCKED_FIELDS.every((k: WorkerField) => fields.some((f) => f.key === k && f.enabled && f.required)),
      ),
  });
}
