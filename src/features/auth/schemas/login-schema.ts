import * as yup from 'yup';
import type { TFunction } from 'i18next';

/** Sign-in: the email first, then its password (loaded lazily by the login page, see lazySchema). */
export function loginSchema(step: 'email' | 'password', t: TFunction) {
  return yup.object({
    email: yup.string().trim().required(t('validation.emailRequired')).email(t('validation.emailInvalid')),
    password: step === 'password' ? yup.string().required(t('validation.passwordRequired')) : yup.string(),
  });
}
