import * as yup from 'yup';
import { SITE_LIMITS, SITE_STATUSES, isPhone, isTimeZone } from '../model';

type T = (key: string) => string;

/** '' or a missing value reads as null (the latitude / longitude inputs are text until a number is typed) */
const emptyToNull = (value: unknown, original: unknown) => (original === '' || original == null ? null : value);

const text = (max: number, message: string) => yup.string().trim().max(max, message);

/**
 * SPEC §3 "Site" and §5: name, time zone and head of safety are required; the emergency email is an address, the
 * phone a number; latitude −90..90 and longitude −180..180. Messages are keys of the `sites` namespace; the demo
 * backend runs this schema with `siteServerT` (rule-messages.ts).
 */
export function siteSchema(t: T) {
  return yup.object({
    name: yup.string().trim().required(t('validation.nameRequired')).max(SITE_LIMITS.name, t('validation.nameTooLong')),
    time_zone: yup
      .string()
      .required(t('validation.timeZoneRequired'))
      .test('time-zone', t('validation.timeZoneInvalid'), (v) => !v || isTimeZone(v)),
    head_of_safety_id: yup.number().typeError(t('validation.headOfSafetyRequired')).nullable().required(t('validation.headOfSafetyRequired')),
    head_of_site_id: yup.number().typeError(t('validation.headOfSiteInvalid')).nullable(),
    emergency_phone: yup
      .string()
      .trim()
      .max(SITE_LIMITS.emergencyPhone, t('validation.phoneInvalid'))
      .test('phone', t('validation.phoneInvalid'), (v) => !v || isPhone(v)),
    emergency_email: yup.string().trim().max(SITE_LIMITS.emergencyEmail, t('validation.emailInvalid')).email(t('validation.emailInvalid')),
    address: text(SITE_LIMITS.address, t('validation.addressTooLong')),
    city: text(SITE_LIMITS.city, t('validation.cityTooLong')),
    state: text(SITE_LIMITS.state, t('validation.stateTooLong')),
    country: text(SITE_LIMITS.country, t('validation.countryTooLong')),
    zip: text(SITE_LIMITS.zip, t('validation.zipTooLong')),
    latitude: yup.number().transform(emptyToNull).typeError(t('validation.latitudeInvalid')).nullable().min(-90, t('validation.latitudeInvalid')).max(90, t('validation.latitudeInvalid')),
    longitude: yup.number().transform(emptyToNull).typeError(t('validation.longitudeInvalid')).nullable().min(-180, t('validation.longitudeInvalid')).max(180, t('validation.longitudeInvalid')),
    status: yup.string().oneOf([...SITE_STATUSES], t('validation.statusInvalid')).required(t('validation.statusInvalid')),
  });
}
