/**
 * Sites (SPEC §3 "Site", §4 statuses): types, statuses and the time-zone list. Pure: the demo backend imports it.
 */
import type { components } from '@/lib/api/generated/openapi';

type Schemas = components['schemas'];

export const SITE_STATUSES = ['active', 'inactive', 'deleted'] as const;
export type SiteStatus = (typeof SITE_STATUSES)[number];
/** the statuses the register shows as tabs and the form offers (a deleted site is not listed) */
export const LISTED_SITE_STATUSES = ['active', 'inactive'] as const satisfies readonly SiteStatus[];

/** SPEC §5 / common sense: the longest text each field accepts */
export const SITE_LIMITS = { name: 100, address: 250, city: 100, state: 100, country: 100, zip: 20, emergencyEmail: 254, emergencyPhone: 20 } as const;

/** What the form sends (POST /sites, PATCH /sites/{id}): `SiteInput` of api/openapi.yaml. */
export type SiteInput = Schemas['SiteInput'];

/** A site as the API answers it (`Site`), with the record's display label (the name), which the record editor's titles use; set by the client */
export type SiteRecord = Schemas['Site'] & { number: string };

export type SiteStatusCounts = Schemas['SiteStatusCounts'];

/** GET /sites, its sites labelled by the client */
export type SiteListResponse = Omit<Schemas['SiteList'], 'sites'> & { sites: SiteRecord[] };

/** the people a site's heads are chosen from (the tenant's active users) */
export type SiteFormData = Schemas['SiteFormData'];

/** Page size of the sites register (not in SPEC; settings lists are short). */
export const SITES_PER_PAGE = 25;

/** Used when the runtime cannot list its time zones (`Intl.supportedValuesOf` is missing). */
export const FALLBACK_TIME_ZONES = [
  'UTC',
  'Africa/Cairo',
  'Africa/Johannesburg',
  'Africa/Lagos',
  'Africa/Nairobi',
  'America/Bogota',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'America/Mexico_City',
  'America/New_York',
  'America/Sao_Paulo',
  'America/Toronto',
  'Asia/Dubai',
  'Asia/Hong_Kong',
  'Asia/Jakarta',
  'Asia/Kolkata',
  'Asia/Riyadh',
  'Asia/Shanghai',
  'Asia/Singapore',
  'Asia/Tokyo',
  'Australia/Perth',
  'Australia/Sydney',
  'Europe/Berlin',
  'Europe/Istanbul',
  'Europe/London',
  'Europe/Madrid',
  'Europe/Moscow',
  'Europe/Paris',
  'Europe/Sofia',
  'Pacific/Auckland',
] as const;

let zones: string[] | null = null;

/** Every IANA time zone the runtime knows (with UTC), sorted; a fixed list when `Intl.supportedValuesOf` is missing. */
export function timeZones(): string[] {
  if (zones) return zones;
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf;
  let list: string[];
  try {
    list = supported ? supported('timeZone') : [...FALLBACK_TIME_ZONES];
  } catch {
    list = [...FALLBACK_TIME_ZONES];
  }
  zones = [...new Set(['UTC', ...list])].sort();
  return zones;
}

/** True for a time zone the runtime accepts (an IANA name such as 'Europe/London', or 'UTC'). */
export function isTimeZone(value: string): boolean {
  if (!value || !/^[A-Za-z0-9_+\-/]+$/.test(value)) return false;
  if (timeZones().includes(value)) return true;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone.length > 0;
  } catch {
    return false;
  }
}

/** Digits, spaces, dashes, brackets and an optional leading +; 6 to 15 digits. */
export function isPhone(value: string): boolean {
  if (!/^\+?[\d\s()-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 6 && digits <= 15;
}
