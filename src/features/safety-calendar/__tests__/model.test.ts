import { addMonthsTo, canEditEntry, daysBetween, onDay, overlaps, stepDay, viewRange, weekStart, weeksOf } from '../model';
import { entrySchema } from '../schemas/entry-schema';
import { CALENDAR_SERVER_MESSAGES, calendarFieldErrors, calendarServerT } from '../schemas/rule-messages';
import en from '@/locales/en/safetyCalendar.json';

const t = (k: string) => k;
const at = (d: string, h: number) => new Date(`${d}T${String(h).padStart(2, '0')}:00`).toISOString();
const valid = { title: 'Toolbox talk', entry_type: 'toolbox_talk', mode: 'hybrid', online_link: 'https://meet.example.com/a', location: 'Yard', site_id: null, start_at: '2026-03-02T09:00', end_at: '2026-03-02T09:30', description: '', guest_ids: [3, 4] };
const errorsOf = async (v: object) => {
  try {
    await entrySchema(t).validate(v, { abortEarly: false });
    return [];
  } catch (e) {
    return (e as { errors: string[] }).errors;
  }
};

describe('safety calendar dates', () => {
  it('starts weeks on Monday and covers whole weeks in the month grid', () => {
    expect(weekStart('2026-03-04')).toBe('2026-03-02');
    expect(weekStart('2026-03-01')).toBe('2026-02-23'); // a Sunday
    const month = viewRange('month', '2026-03-15');
    expect(month).toEqual({ from: '2026-02-23', to: '2026-04-05' });
    expect(weeksOf(month.from, month.to)).toHaveLength(6);
    expect(weeksOf(month.from, month.to).every((w) => w.length === 7)).toBe(true);
    expect(viewRange('week', '2026-03-15')).toEqual({ from: '2026-03-09', to: '2026-03-15' });
    expect(viewRange('list', '2026-02-10')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(daysBetween('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });

  it('steps by a week or a month, clamping the day', () => {
    expect(stepDay('week', '2026-03-30', 1)).toBe('2026-04-06');
    expect(stepDay('month', '2026-01-31', 1)).toBe('2026-02-28');
    expect(stepDay('list', '2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonthsTo('2026-12-15', 1)).toBe('2027-01-15');
  });

  it('puts an entry on every local day it covers, sorted by start', () => {
    const training = { id: 1, start_at: at('2026-03-02', 9), end_at: at('2026-03-03', 17) };
    const talk = { id: 2, start_at: at('2026-03-02', 7), end_at: at('2026-03-02', 8) };
    expect(onDay([training, talk], '2026-03-02').map((e) => e.id)).toEqual([2, 1]);
    expect(onDay([training, talk], '2026-03-03').map((e) => e.id)).toEqual([1]);
    expect(onDay([training, talk], '2026-03-04')).toEqual([]);
    expect(overlaps(talk, at('2026-03-02', 8), at('2026-03-02', 9))).toBe(false);
    expect(overlaps(training, at('2026-03-03', 0), at('2026-03-04', 0))).toBe(true);
  });

  it('lets the organiser or an admin change an entry', () => {
    expect(canEditEntry({ organiser_id: 5 }, { id: 5 })).toBe(true);
    expect(canEditEntry({ organiser_id: 5 }, { id: 6, is_admin: true })).toBe(true);
    expect(canEditEntry({ organiser_id: 5 }, { id: 6, is_admin: false })).toBe(false);
    expect(canEditEntry({ organiser_id: 5 }, null)).toBe(false);
  });
});

describe('entry schema', () => {
  it('accepts a hybrid entry with link and location', async () => {
    expect(await errorsOf(valid)).toEqual([]);
  });

  it('requires title, type, mode, start and end', async () => {
    expect(await errorsOf({ ...valid, title: ' ', entry_type: '', mode: '', start_at: '', end_at: '' })).toEqual(expect.arrayContaining(['validation.titleRequired', 'validation.typeRequired', 'validation.modeRequired', 'validation.startRequired', 'validation.endRequired']));
  });

  it('needs a valid http(s) link online and a location offline', async () => {
    expect(await errorsOf({ ...valid, mode: 'online', online_link: '' })).toEqual(['validation.linkRequired']);
    expect(await errorsOf({ ...valid, online_link: 'javascript:alert(1)' })).toEqual(['validation.linkInvalid']);
    expect(await errorsOf({ ...valid, online_link: 'meet example' })).toEqual(['validation.linkInvalid']);
    expect(await errorsOf({ ...valid, mode: 'offline', online_link: '', location: '' })).toEqual(['validation.locationRequired']);
    expect(await errorsOf({ ...valid, mode: 'online', location: '' })).toEqual([]);
  });

  it('needs the end after the start and unique guests', async () => {
    expect(await errorsOf({ ...valid, end_at: '2026-03-02T09:00' })).toEqual(['validation.endAfterStart']);
    expect(await errorsOf({ ...valid, end_at: '2026-03-01T23:00' })).toEqual(['validation.endAfterStart']);
    expect(await errorsOf({ ...valid, guest_ids: [3, 3] })).toEqual(['validation.guestsDuplicate']);
  });

  it('allows past and future dates (a plan, not an event report)', async () => {
    expect(await errorsOf({ ...valid, start_at: '2020-01-01T09:00', end_at: '2020-01-01T10:00' })).toEqual([]);
    expect(await errorsOf({ ...valid, start_at: '2036-01-01T09:00', end_at: '2036-01-01T10:00' })).toEqual([]);
  });

  it('has a server message and a translation for every rule, and maps messages back to fields', () => {
    for (const key of Object.keys(CALENDAR_SERVER_MESSAGES)) expect(en.validation).toHaveProperty(key.replace('validation.', ''));
    const { fields, other } = calendarFieldErrors([calendarServerT('validation.endAfterStart'), 'Something else'], t);
    expect(fields).toEqual({ end_at: 'validation.endAfterStart' });
    expect(other).toEqual(['Something else']);
  });
});
