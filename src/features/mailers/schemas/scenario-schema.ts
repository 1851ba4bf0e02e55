import * as yup from 'yup';
import { BODY_MAX, FALLBACK_LANGUAGE, FOOTER_MAX, MAILER_LANGUAGES, MESSAGE_MAX, SUBJECT_MAX, unknownPlaceholders } from '../model';

type T = (key: string) => string;

/**
 * A scenario's templates (SPEC §3 "Email template"): English, the fallback of every other language, needs a subject
 * and a body; every text stays within its length and uses only the placeholders the module offers (a misspelt
 * placeholder would reach the reader as typed). The demo backend validates the body with the same schema.
 */
export function scenarioSchema(t: T, placeholders: readonly string[]) {
  const known = (s: yup.StringSchema<string | undefined>) => s.test('placeholders', t('validation.unknownPlaceholder'), (v) => !v || unknownPlaceholders(v, placeholders).length === 0);
  const text = (language: string) => {
    const english = language === FALLBACK_LANGUAGE;
    const subject = yup.string().max(SUBJECT_MAX, t('validation.subjectTooLong'));
    const body = yup.string().max(BODY_MAX, t('validation.bodyTooLong'));
    return yup.object({
      subject: known(english ? subject.trim().required(t('validation.subjectRequired')) : subject),
      message: known(yup.string().max(MESSAGE_MAX, t('validation.messageTooLong'))),
      body: known(english ? body.trim().required(t('validation.bodyRequired')) : body),
      footer: known(yup.string().max(FOOTER_MAX, t('validation.footerTooLong'))),
    });
  };
  return yup.object({
    templates: yup.object(Object.fromEntries(MAILER_LANGUAGES.map((l) => [l, text(l)]))).required(),
    notify_user_ids: yup.array(yup.number().integer().required()).default([]),
  });
}
