import * as yup from 'yup';
import { HEX_COLOR, passesAA } from '@/lib/theme/branding';
import { logoProblem } from '../model';

type T = (key: string) => string;

/**
 * The customised look: the form validates with it and the demo handler validates the request body with the same
 * schema (`brandingServerT`, Rails-style 422). A colour that fails WCAG 2.2 AA against white is refused.
 */
export function brandingSchema(t: T) {
  return yup.object({
    primary_color: yup
      .string()
      .trim()
      .required(t('validation.colorRequired'))
      .matches(HEX_COLOR, t('validation.colorInvalid'))
      .test('aa', t('validation.colorContrast'), (v) => !v || !HEX_COLOR.test(v) || passesAA(v)),
    logo_url: yup
      .string()
      .trim()
      .nullable()
      .test('logo', t('validation.logoInvalid'), (v) => logoProblem(v ?? '') !== 'invalid')
      .test('logo-size', t('validation.logoTooLarge'), (v) => logoProblem(v ?? '') !== 'tooLarge'),
  });
}
