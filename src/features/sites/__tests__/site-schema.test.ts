import { ruleErrors } from '@/lib/forms/rule-errors';
import { FALLBACK_TIME_ZONES, isPhone, isTimeZone, timeZones } from '../model';
import { siteSchema } from '../schemas/site-schema';
import { SITE_RULE_FIELDS, SITE_SERVER_MESSAGES, SITE_SERVER_ONLY_MESSAGES, siteFieldErrors, siteServerT } from '../schemas/rule-messages';

const keys = (k: string) => k;
const valid = {
  name: 'Northfield Plant',
  time_zone: 'Europe/London',
  head_of_safety_id: 5,
  head_of_site_id: null,
  emergency_phone: '+44 113 496 0000',
  emergency_email: 'emergency@acme.test',
  address: '',
  city: 'Leeds',
  state: '',
  country: 'United Kingdom',
  zip: 'LS10 1AB',
  latitude: 53.77,
  longitude: -1.53,
  status: 'active',
};
const long = (n: number) => 'x'.repeat(n);
const errorsOf = (values: object) => ruleErrors(siteSchema(keys), { ...valid, ...values });

describe('site schema (SPEC §3 Site, §5)', () => {
  it('accepts a complete site, and one with only the required fields', async () => {
    expect(await errorsOf({})).toEqual([]);
    expect(await ruleErrors(siteSchema(keys), { name: 'X', time_zone: 'UTC', head_of_safety_id: 1, status: 'inactive' })).toEqual([]);
  });

  it('requires name, time zone and head of safety', async () => {
    expect(await errorsOf({ name: '   ', time_zone: '', head_of_safety_id: null })).toEqual(['validation.nameRequired', 'validation.timeZoneRequired', 'validation.headOfSafetyRequired']);
  });

  it('refuses an unknown time zone and status', async () => {
    expect(await errorsOf({ time_zone: 'Mars/Olympus_Mons', status: 'archived' })).toEqual(['validation.timeZoneInvalid', 'validation.statusInvalid']);
  });

  it('checks the emergency email and phone formats', async () => {
    expect(await errorsOf({ emergency_email: 'not-an-address', emergency_phone: 'call me' })).toEqual(['validation.phoneInvalid', 'validation.emailInvalid']);
    expect(await errorsOf({ emergency_phone: '12345' })).toEqual(['validation.phoneInvalid']);
    expect(await errorsOf({ emergency_phone: '(0) 20-7946 0018', emergency_email: '' })).toEqual([]);
  });

  it.each([
    [{ latitude: 90, longitude: -180 }, []],
    [{ latitude: -90.0001 }, ['validation.latitudeInvalid']],
    [{ latitude: 'north' }, ['validation.latitudeInvalid']],
    [{ longitude: 180.5 }, ['validation.longitudeInvalid']],
    [{ latitude: '', longitude: '' }, []],
    [{ latitude: '45.5', longitude: '-73.6' }, []],
  ])('latitude −90..90 and longitude −180..180: %o', async (values, expected) => {
    expect(await errorsOf(values)).toEqual(expected);
  });

  it('limits the text lengths', async () => {
    expect(await errorsOf({ name: long(101), address: long(251), city: long(101), state: long(101), country: long(101), zip: long(21) })).toEqual([
      'validation.nameTooLong',
      'validation.addressTooLong',
      'validation.cityTooLong',
      'validation.stateTooLong',
      'validation.countryTooLong',
      'validation.zipTooLong',
    ]);
    expect(await errorsOf({ name: long(100), address: long(250), zip: long(20) })).toEqual([]);
  });

  it('gives the server its English messages, and maps them back onto fields', async () => {
    expect(await ruleErrors(siteSchema(siteServerT), { ...valid, name: '', head_of_safety_id: null })).toEqual(['Name is required', 'Head of safety is required']);
    for (const key of Object.keys({ ...SITE_SERVER_MESSAGES, ...SITE_SERVER_ONLY_MESSAGES })) expect(SITE_RULE_FIELDS[key]).toBeTruthy();
    const mapped = siteFieldErrors(['Name has already been taken', 'Latitude must be between -90 and 90', 'Memory has exhausted'], (k) => `t:${k}`);
    expect(mapped).toEqual({ fields: { name: 't:validation.nameTaken', latitude: 't:validation.latitudeInvalid' }, other: ['Memory has exhausted'] });
  });
});

describe('time zones and phone numbers', () => {
  it('lists the runtime time zones with UTC, sorted', () => {
    const zones = timeZones();
    expect(zones).toContain('UTC');
    expect(zones).toContain('Europe/London');
    expect([...zones].sort()).toEqual(zones);
    expect(isTimeZone('Asia/Shanghai')).toBe(true);
    expect(isTimeZone('Nowhere/Town')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('falls back to a fixed list when Intl.supportedValuesOf is missing', async () => {
    vi.resetModules();
    const original = (Intl as { supportedValuesOf?: unknown }).supportedValuesOf;
    (Intl as { supportedValuesOf?: unknown }).supportedValuesOf = undefined;
    try {
      const fresh = await import('../model');
      expect(fresh.timeZones()).toEqual([...FALLBACK_TIME_ZONES].sort());
    } finally {
      (Intl as { supportedValuesOf?: unknown }).supportedValuesOf = original;
    }
  });

  it('accepts 6 to 15 digits with +, spaces, dashes and brackets', () => {
    expect(isPhone('+49 40 555 0100')).toBe(true);
    expect(isPhone('12345')).toBe(false);
    expect(isPhone('1234567890123456')).toBe(false);
    expect(isPhone('555-CALL')).toBe(false);
  });
});
