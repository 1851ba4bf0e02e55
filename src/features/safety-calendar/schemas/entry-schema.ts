import * as yup from 'yup';
import { ENTRY_LIMITS, ENTRY_MODES, ENTRY_TYPES, needsLink, needsLocation } from '../model';

type T = (key: string) => string;

const validTime = (v: string | undefined) => !v || !Number.isNaN(new Date(v).getTime());
const isUrl = (v: string | undefined) => {
  if (!v) return true;
  try {
    const u = new URL(v);
    return u.protocol === 'https:' || u.protocol === 'http:';
  } catch {
    return false;
  }
};

/**
 * SPEC §3 "Safety calendar entry" and §5 ("mandatory fields must be filled"): title, type, mode, start and end (end
 * after start); an online or hybrid entry needs a valid http(s) link, an offline or hybrid one a location. The §5
 * future-date rule covers event *reports* (incidents, observations), not a calendar that plans ahead, so past and
 * future dates are both allowed. Messages are keys of the `safetyCalendar` namespace; the demo backend runs this
 * schema with `calendarServerT` (rule-messages.ts).
 */
export function entrySchema(t: T) {
  return yup.object({
    title: yup.string().trim().required(t('validation.titleRequired')).max(ENTRY_LIMITS.title, t('validation.titleTooLong')),
    entry_type: yup.string().required(t('validation.typeRequired')).oneOf([...ENTRY_TYPES], t('validation.typeRequired')),
    mode: yup.string().required(t('validation.modeRequired')).oneOf([...ENTRY_MODES], t('validation.modeRequired')),
    online_link: yup
      .string()
      .trim()
      .default('')
      .max(ENTRY_LIMITS.link, t('validation.linkInvalid'))
      .test('link-required', t('validation.linkRequired'), function (v) {
        return !needsLink(String(this.parent.mode ?? '')) || !!v?.trim();
      })
      .test('url', t('validation.linkInvalid'), isUrl),
    location: yup
      .string()
      .trim()
      .default('')
      .max(ENTRY_LIMITS.location, t('validation.locationTooLong'))
      .test('location-required', t('validation.locationRequired'), function (v) {
        return !needsLocation(String(this.parent.mode ?? '')) || !!v?.trim();
      }),
    site_id: yup.number().nullable().default(null).typeError(t('validation.siteInvalid')),
    start_at: yup.string().required(t('validation.startRequired')).test('time', t('validation.startRequired'), validTime),
    end_at: yup
      .string()
      .required(t('validation.endRequired'))
      .test('time', t('validation.endRequired'), validTime)
      .test('after', t('validation.endAfterStart'), function (v) {
        const start = this.parent.start_at as string | undefined;
        if (!v || !start || !validTime(start) || !validTime(v)) return true;
        return new Date(v).getTime() > new Date(start).getTime();
      }),
    description: yup.string().default('').max(ENTRY_LIMITS.description, t('validation.descriptionTooLong')),
    guest_ids: yup
      .array(yup.number().integer().required())
      .default([])
      .max(ENTRY_LIMITS.guests, t('validation.tooManyGuests'))
      .test('unique', t('validation.guestsDuplicate'), (v) => !v || new Set(v).size === v.length),
  });
}
