import * as yup from 'yup';
import { ACTUAL_HOURS_MAX, MANPOWER_MAX, MANPOWER_MAX_YEAR, MANPOWER_MIN_YEAR } from '../model';

type T = (key: string) => string;

/**
 * One cell: a site's month and its manpower, a whole number from 0 to MANPOWER_MAX, or null for "not entered"
 * (the SPEC §9 default of 100 applies).
 */
export function manpowerEntrySchema(t: T) {
  return yup.object({
    site_id: yup.number().typeError(t('validation.siteRequired')).integer(t('validation.siteRequired')).required(t('validation.siteRequired')),
    month: yup.number().typeError(t('validation.monthInvalid')).integer(t('validation.monthInvalid')).min(1, t('validation.monthInvalid')).max(12, t('validation.monthInvalid')).required(t('validation.monthInvalid')),
    manpower: yup
      .number()
      .transform((value, original) => (original === '' || original == null ? null : value))
      .typeError(t('validation.manpowerNumber'))
      .nullable()
      .integer(t('validation.manpowerWhole'))
      .min(0, t('validation.manpowerNegative'))
      .max(MANPOWER_MAX, t('validation.manpowerTooLarge')),
    actual_hours: yup
      .number()
      .transform((value, original) => (original === '' || original == null ? null : value))
      .typeError(t('validation.hoursNumber'))
      .nullable()
      .min(0, t('validation.hoursNegative'))
      .max(ACTUAL_HOURS_MAX, t('validation.hoursTooLarge')),
  });
}

/** a site's working days: ISO weekdays 1–7, at least one */
export function workingDaysSchema(t: T) {
  return yup.object({
    site_id: yup.number().typeError(t('validation.siteRequired')).integer(t('validation.siteRequired')).required(t('validation.siteRequired')),
    weekdays: yup
      .array(yup.number().integer(t('validation.weekdayInvalid')).min(1, t('validation.weekdayInvalid')).max(7, t('validation.weekdayInvalid')).required(t('validation.weekdayInvalid')))
      .min(1, t('validation.weekdaysRequired'))
      .required(t('validation.weekdaysRequired')),
  });
}

/** PUT /manpower: a year and its cells. The grid validates with it; the demo backend runs it on the body. */
export function manpowerSchema(t: T) {
  return yup.object({
    year: yup.number().typeError(t('validation.yearInvalid')).integer(t('validation.yearInvalid')).min(MANPOWER_MIN_YEAR, t('validation.yearInvalid')).max(MANPOWER_MAX_YEAR, t('validation.yearInvalid')).required(t('validation.yearInvalid')),
    entries: yup.array(manpowerEntrySchema(t)).required(t('validation.entriesRequired')),
    working_days: yup.array(workingDaysSchema(t)).optional(),
  });
}

/** the index of the entry a yup error path points at (`entries[3].manpower` → 3), or null */
export function entryIndexOf(path: string | undefined): number | null {
  const m = /^entries\[(\d+)\]/.exec(path ?? '');
  return m ? Number(m[1]) : null;
}

/**
 * Validates a save and answers the messages per entry index (the cell) and those of the whole body. Used by the grid
 * (with the translated `t`) and by the demo backend (with `manpowerServerT`).
 */
export async function manpowerProblems(t: T, values: unknown): Promise<{ cells: Map<number, string[]>; fields: Map<string, string[]>; other: string[] }> {
  const cells = new Map<number, string[]>();
  /** the same messages by entry and field: `3.actual_hours` */
  const fields = new Map<string, string[]>();
  const other: string[] = [];
  try {
    await manpowerSchema(t).validate(values, { abortEarly: false });
  } catch (e) {
    if (!(e instanceof yup.ValidationError)) throw e;
    const inner = e.inner.length ? e.inner : [e];
    for (const err of inner) {
      const index = entryIndexOf(err.path);
      if (index === null) {
        if (!other.includes(err.message)) other.push(err.message);
      } else {
        const list = cells.get(index) ?? [];
        if (!list.includes(err.message)) list.push(err.message);
        cells.set(index, list);
        const field = `${index}.${/\.(\w+)$/.exec(err.path ?? '')?.[1] ?? 'manpower'}`;
        fields.set(field, [...(fields.get(field) ?? []), err.message]);
      }
    }
  }
  return { cells, fields, other };
}
