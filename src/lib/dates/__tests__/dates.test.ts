import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { transformWithOxc } from 'vite';
import {
  addDays,
  addLocalDays,
  addMonths,
  chunkWeeks,
  DAY_MS,
  daysBetween,
  daysInMonth,
  eachDay,
  endOfMonth,
  isFuture,
  isIsoDay,
  isoAfterDays,
  localDay,
  monthMatrix,
  msAfterDays,
  parseLocalDay,
  startOfDay,
  startOfMonth,
  startOfWeek,
  todayIso,
  weekdayIndex,
  weekOf,
} from '..';
import * as formDates from '@/lib/forms/dates';

// Every expected value below is worked out by hand from a calendar (weekdays checked against 1 Jan 2024 = Monday).

describe('ISO days', () => {
  it('knows real days and month lengths (leap years: every 4th, not centuries, but every 400th)', () => {
    expect(isIsoDay('2026-02-28')).toBe(true);
    expect(isIsoDay('2026-02-29')).toBe(false);
    expect(isIsoDay('2028-02-29')).toBe(true);
    expect(isIsoDay('2026-04-31')).toBe(false);
    expect(isIsoDay('2026-4-3')).toBe(false);
    expect(isIsoDay('')).toBe(false);
    expect(isIsoDay(null)).toBe(false);
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => daysInMonth(2026, m))).toEqual([31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
  });

  it('adds days across month and year ends and both DST changes (29 Mar / 25 Oct 2026 in the EU, 8 Mar / 1 Nov in the US)', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
    expect(addDays('2026-03-07', 2)).toBe('2026-03-09');
    expect(addDays('2026-01-01', 365)).toBe('2027-01-01');
  });

  it('adds months, clamping to the shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-05-31', 1)).toBe('2026-06-30');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
    expect(addMonths('2026-01-15', -13)).toBe('2024-12-15');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
  });

  it('counts whole days between two days (or date-times: their day part), signed', () => {
    expect(daysBetween('2026-01-01', '2026-12-31')).toBe(364);
    expect(daysBetween('2028-01-01', '2028-12-31')).toBe(365);
    expect(daysBetween('2026-03-01', '2026-02-01')).toBe(-28);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2); // across the EU spring change
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2); // across the EU autumn change
    expect(daysBetween('2026-03-28T23:30:00.000Z', '2026-03-29T00:10:00.000Z')).toBe(1);
    expect(daysBetween('2026-05-05', '2026-05-05')).toBe(0);
  });

  it('finds weekdays, weeks (Monday first) and month ends', () => {
    expect(weekdayIndex('2024-01-01')).toBe(0); // a Monday
    expect(weekdayIndex('2026-03-01')).toBe(6); // a Sunday
    expect(weekdayIndex('2026-11-26')).toBe(3); // a Thursday
    expect(startOfWeek('2026-03-01')).toBe('2026-02-23');
    expect(startOfWeek('2026-03-02')).toBe('2026-03-02');
    expect(startOfWeek('2027-01-01')).toBe('2026-12-28'); // a Friday: the week starts in the year before
    expect(startOfMonth('2026-07-19')).toBe('2026-07-01');
    expect(endOfMonth('2026-02-10')).toBe('2026-02-28');
    expect(endOfMonth('2028-02-10')).toBe('2028-02-29');
    expect(endOfMonth('2026-04-30')).toBe('2026-04-30');
    expect(weekOf('2026-03-04')).toEqual(['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08']);
  });

  it('lists days and cuts them into weeks', () => {
    expect(eachDay('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(eachDay('2026-03-02', '2026-03-01')).toEqual([]);
    expect(eachDay('2026-01-01', '2026-12-31', 10)).toHaveLength(10);
    expect(chunkWeeks(eachDay('2026-03-02', '2026-03-15')).map((w) => w[0])).toEqual(['2026-03-02', '2026-03-09']);
  });

  it('builds the month matrix: 4, 5 or 6 whole weeks, Monday to Sunday', () => {
    const feb27 = monthMatrix('2027-02-10'); // 1 Feb 2027 is a Monday, 28 Feb a Sunday: exactly 4 rows
    expect(feb27).toHaveLength(4);
    expect([feb27[0][0], feb27[3][6]]).toEqual(['2027-02-01', '2027-02-28']);
    const mar26 = monthMatrix('2026-03-15'); // Sunday 1st … Tuesday 31st: 6 rows
    expect(mar26).toHaveLength(6);
    expect([mar26[0][0], mar26[5][6]]).toEqual(['2026-02-23', '2026-04-05']);
    const may26 = monthMatrix('2026-05-31'); // Friday 1st … Sunday 31st: 5 rows, the last ends on the 31st
    expect(may26).toHaveLength(5);
    expect([may26[0][0], may26[4][6]]).toEqual(['2026-04-27', '2026-05-31']);
    expect(mar26.every((w) => w.length === 7 && weekdayIndex(w[0]) === 0)).toBe(true);
  });
});

/**
 * Runs `body` (JavaScript with the module's exports in scope) in a Node process whose time zone is `zone` and answers
 * what it returns: a vitest worker thread cannot change its own zone, and the machine's zone may have no DST at all.
 */
async function inZone(zone: string, body: string): Promise<unknown> {
  const file = fileURLToPath(new URL('../index.ts', import.meta.url));
  const { code: js } = await transformWithOxc(readFileSync(file, 'utf8'), file);
  const script = `${js}\nconsole.log(JSON.stringify((() => { ${body} })()));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { env: { ...process.env, TZ: zone }, encoding: 'utf8' }));
}

describe('local days and instants', () => {
  it('reads and writes local days', () => {
    expect(localDay(new Date(2026, 0, 31, 23, 59))).toBe('2026-01-31');
    expect(parseLocalDay('2026-03-29').getHours()).toBe(0);
    expect(localDay(parseLocalDay('2026-03-29'))).toBe('2026-03-29');
    const lateEvening = new Date(2026, 11, 31, 23, 30);
    expect(todayIso(lateEvening)).toBe('2026-12-31');
    expect(formDates.todayIso(lateEvening)).toBe('2026-12-31');
    // in this process's zone, whatever it is: calendar days at the same wall-clock time, and local midnight
    const added = addLocalDays(new Date(2026, 0, 31, 8, 15), 30);
    expect([localDay(added), added.getHours(), added.getMinutes()]).toEqual(['2026-03-02', 8, 15]);
    const start = startOfDay(new Date(2026, 1, 28, 23, 59));
    expect([localDay(start), start.getHours(), start.getMinutes()]).toEqual(['2026-02-28', 0, 0]);
  });

  // Berlin: the last Sunday of March 2026 (29th) has 23 hours, the last of October (25th) 25 hours
  it('in a zone with DST: same wall-clock time a calendar day later, midnight of the short day, today by the zone', async () => {
    const seen = await inZone(
      'Europe/Berlin',
      `const noon = new Date(2026, 2, 28, 12);
       const sunday = addLocalDays(noon, 1);
       const autumn = addLocalDays(new Date(2026, 9, 24, 12), 1);
       const start = startOfDay(new Date(2026, 2, 29, 18, 45));
       return {
         spring: [localDay(sunday), sunday.getHours(), (sunday - noon) / 3600000],
         naive: new Date(noon.getTime() + DAY_MS).getHours(),
         autumn: [localDay(autumn), autumn.getHours(), (autumn - new Date(2026, 9, 24, 12)) / 3600000],
         start: [localDay(start), start.getHours(), start.getMinutes(), (startOfDay(new Date(2026, 2, 30)) - start) / 3600000],
         newYear: todayIso(new Date('2026-12-31T23:30:00Z')),
         utcDay: daysBetween('2026-03-28', '2026-03-30'),
       };`,
    );
    expect(seen).toEqual({
      spring: ['2026-03-29', 12, 23],
      // adding 24 h lands an hour later on the wall clock
      naive: 13,
      autumn: ['2026-10-25', 12, 25],
      start: ['2026-03-29', 0, 0, 23],
      // 23:30 UTC on 31 Dec is already 1 Jan in Berlin
      newYear: '2027-01-01',
      utcDay: 2,
    });
  });

  it('in a zone west of UTC (New York, DST from 8 Mar 2026) as well', async () => {
    expect(await inZone('America/New_York', `const d = addLocalDays(new Date(2026, 2, 7, 9), 1); return [localDay(d), d.getHours(), todayIso(new Date('2026-03-01T03:00:00Z'))];`)).toEqual(['2026-03-08', 9, '2026-02-28']);
  });

  it('spans n × 24 hours for expiries and seed offsets', () => {
    expect(DAY_MS).toBe(24 * 60 * 60 * 1000);
    expect(msAfterDays(0, 7)).toBe(604_800_000);
    expect(isoAfterDays(new Date('2026-03-28T12:00:00Z'), 2)).toBe('2026-03-30T12:00:00.000Z');
    expect(msAfterDays(new Date('2026-01-01T00:00:00Z'), -1)).toBe(Date.UTC(2025, 11, 31));
  });

  it('sees a future date-time with a minute of slack (the forms re-export the same)', () => {
    const now = new Date('2026-05-05T10:00:00Z');
    expect(isFuture('2026-05-05T10:00:59Z', now)).toBe(false);
    expect(isFuture('2026-05-05T10:01:01Z', now)).toBe(true);
    expect(isFuture('', now)).toBe(false);
    expect(isFuture('not a date', now)).toBe(false);
    expect(formDates.isFuture('2026-05-06T00:00:00Z', now)).toBe(true);
  });
});
