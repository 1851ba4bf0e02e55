import * as yup from 'yup';
import { normalizeOrigin, ORIGIN_PATTERN, ORIGINS_MAX } from '../model';

type T = (key: string) => string;

/** one allowed origin (`ORIGIN_PATTERN`, RFC 6454 §6.1), read in its canonical form */
export const originField = (t: T) =>
  yup
    .string()
    .transform((v: unknown) => (typeof v === 'string' ? normalizeOrigin(v) : v))
    .required(t('validation.originRequired'))
    .matches(ORIGIN_PATTERN, t('validation.originInvalid'));

/**
 * An organisation's API settings (PATCH /organizations/{id}/api_settings): the allowed origins, each a web origin,
 * each once, at most ORIGINS_MAX. The form checks one origin with `originField` before adding it; the demo backend
 * runs the whole list with `apiServerT`.
 */
export function apiSettingsSchema(t: T) {
  return yup.object({
    allowed_origins: yup
      .array(originField(t))
      .required(t('validation.originsInvalid'))
      .max(ORIGINS_MAX, t('validation.originsTooMany'))
      .test('unique', t('validation.originTaken'), (v) => !v || new Set(v).size === v.length),
  });
}
