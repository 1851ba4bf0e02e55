import { serverMessages } from '@/lib/forms/rule-errors';
import { refusalTable } from '@/lib/forms/refusal-table';

/**
 * The demo backend's English (Rails-style) message for each rule key of site-schema.ts. The form shows the
 * translated text of the same key (locales/<lng>/sites.json) and maps a 422 back onto the field (`SITE_RULE_FIELDS`).
 */
export const SITE_SERVER_MESSAGES: Record<string, string> = {
  'validation.nameRequired': 'Name is required',
  'validation.nameTooLong': 'Name is too long (maximum is 100 characters)',
  'validation.timeZoneRequired': 'Time zone is required',
  'validation.timeZoneInvalid': 'Time zone is not valid',
  'validation.headOfSafetyRequired': 'Head of safety is required',
  'validation.headOfSiteInvalid': 'Head of site must be an active user',
  'validation.phoneInvalid': 'Emergency phone must be a valid number',
  'validation.emailInvalid': 'Emergency email must be a correct address',
  'validation.addressTooLong': 'Address is too long (maximum is 250 characters)',
  'validation.cityTooLong': 'City is too long (maximum is 100 characters)',
  'validation.stateTooLong': 'State is too long (maximum is 100 characters)',
  'validation.countryTooLong': 'Country is too long (maximum is 100 characters)',
  'validation.zipTooLong': 'Zip is too long (maximum is 20 characters)',
  'validation.latitudeInvalid': 'Latitude must be between -90 and 90',
  'validation.longitudeInvalid': 'Longitude must be between -180 and 180',
  'validation.statusInvalid': 'Status is not valid',
};

/** The rules only the server knows (the values exist, the name is free), in the same form. */
export const SITE_SERVER_ONLY_MESSAGES: Record<string, string> = {
  'validation.nameTaken': 'Name has already been taken',
  'validation.headOfSafetyInvalid': 'Head of safety must be an active user',
};

/** The form field each rule key belongs to. */
export const SITE_RULE_FIELDS: Record<string, string> = {
  'validation.nameRequired': 'name',
  'validation.nameTooLong': 'name',
  'validation.nameTaken': 'name',
  'validation.timeZoneRequired': 'time_zone',
  'validation.timeZoneInvalid': 'time_zone',
  'validation.headOfSafetyRequired': 'head_of_safety_id',
  'validation.headOfSafetyInvalid': 'head_of_safety_id',
  'validation.headOfSiteInvalid': 'head_of_site_id',
  'validation.phoneInvalid': 'emergency_phone',
  'validation.emailInvalid': 'emergency_email',
  'validation.addressTooLong': 'address',
  'validation.cityTooLong': 'city',
  'validation.stateTooLong': 'state',
  'validation.countryTooLong': 'country',
  'validation.zipTooLong': 'zip',
  'validation.latitudeInvalid': 'latitude',
  'validation.longitudeInvalid': 'longitude',
  'validation.statusInvalid': 'status',
};

export const siteServerT = serverMessages(SITE_SERVER_MESSAGES);

const REFUSAL = refusalTable({ messages: [SITE_SERVER_MESSAGES, SITE_SERVER_ONLY_MESSAGES], fields: SITE_RULE_FIELDS, translateOther: false });

/** A refused save's server messages → `{ field: translated message }` for the ones that belong to a field, and the rest as they came. `t` is the `sites` namespace's. */
export const siteFieldErrors = REFUSAL.fieldErrors;
