import { HttpResponse } from 'msw';
import { DEFAULT_SITE_MANPOWER, DEFAULT_WORKING_DAYS, MANPOWER_MAX_YEAR, MANPOWER_MIN_YEAR, MAN_HOURS_PER_PERSON, MONTHS, normaliseWorkingDays, type ManpowerEntry, type ManpowerYear, type WorkingDaysEntry } from '@/features/manpower/model';
import { manpowerProblems } from '@/features/manpower/schemas/manpower-schema';
import { MANPOWER_SERVER_MESSAGES, MANPOWER_SERVER_ONLY_MESSAGES, manpowerServerT } from '@/features/manpower/schemas/rule-messages';
import { db, type TenantData } from '../../db/db';
import type { DemoManpower, DemoSite, DemoWorkingDays } from '../../db/types';
import { errors, jsonBody, secured, type AuthContext } from '../../http';
import { queryOf } from '../../list-query';

const FORBIDDEN = 'You are not authorized to perform this action';

/** SPEC §6: manpower is for the organisation admin only */
const adminOnly = (ctx: AuthContext): Response | null => (ctx.user.is_admin ? null : errors(403, FORBIDDEN));

const activeSites = (tenant: TenantData) => db.list<DemoSite>(tenant, 'sites').filter((s) => s.status === 'active');

/** a site's working days (ISO weekdays): its stored row, else Monday–Friday; for the hours of every rate */
export function workingDaysOf(tenant: TenantData): (siteId: number) => number[] {
  const rows = db.list<DemoWorkingDays>(tenant, 'working_days');
  return (siteId) => normaliseWorkingDays(rows.find((r) => r.site_id === siteId)?.weekdays ?? DEFAULT_WORKING_DAYS);
}

/** one year of every active site, months not entered as null (the default applies) */
export function manpowerYear(tenant: TenantData, year: number): ManpowerYear {
  const rows = db.list<DemoManpower>(tenant, 'manpower').filter((r) => r.year === year);
  const weekdays = workingDaysOf(tenant);
  const row = (siteId: number, m: number) => rows.find((r) => r.site_id === siteId && r.month === m);
  return {
    year,
    default_manpower: DEFAULT_SITE_MANPOWER,
    man_hours_per_person: MAN_HOURS_PER_PERSON,
    sites: activeSites(tenant)
      .slice()
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((s) => ({
        site_id: s.id,
        site_name: s.name,
        months: MONTHS.map((m) => row(s.id, m)?.manpower ?? null),
        hours: MONTHS.map((m) => row(s.id, m)?.actual_hours ?? null),
        working_days: weekdays(s.id),
      })),
  };
}

const yearOf = (raw: string | null | undefined): number | null => {
  const year = Number(raw || new Date().getFullYear());
  return Number.isInteger(year) && year >= MANPOWER_MIN_YEAR && year <= MANPOWER_MAX_YEAR ? year : null;
};

/**
 * Beyond SPEC §7 (it names no manpower call): GET /manpower?year=… (every active site's twelve months) and
 * PUT /manpower `{ year, entries: [{ site_id, month, manpower?, actual_hours? }], working_days?: [{ site_id, weekdays }] }`
 * (null clears a month's headcount back to the default, or its hours back to the estimate; a field left out is kept).
 * A 422 answers Rails' `errors` and, per refused cell, `cells: [{ site_id, month, errors }]`.
 */
export const manpowerHandlers = [
  secured('get', '/manpower', null, (ctx) => {
    const refused = adminOnly(ctx);
    if (refused) return refused;
    const year = yearOf(queryOf(ctx.request)('year'));
    if (year === null) return errors(422, MANPOWER_SERVER_MESSAGES['validation.yearInvalid']);
    return HttpResponse.json(manpowerYear(ctx.tenant, year));
  }),
  secured('put', '/manpower', null, async (ctx) => {
    const refused = adminOnly(ctx);
    if (refused) return refused;
    const { tenant } = ctx;
    const body = await jsonBody<{ year?: unknown; entries?: unknown; working_days?: unknown }>(ctx.request);
    const { cells, other } = await manpowerProblems(manpowerServerT, body);
    const entries = (Array.isArray(body.entries) ? body.entries : []) as ManpowerEntry[];
    // what only the server knows: the site is an active site of this tenant
    const sites = new Set(activeSites(tenant).map((s) => s.id));
    entries.forEach((e, i) => {
      if (cells.has(i) || sites.has(Number(e?.site_id))) return;
      cells.set(i, [MANPOWER_SERVER_ONLY_MESSAGES['validation.siteUnknown']]);
    });
    if (cells.size || other.length) {
      const cellList = [...cells].map(([i, messages]) => ({ site_id: Number(entries[i]?.site_id), month: Number(entries[i]?.month), errors: messages }));
      return HttpResponse.json({ errors: [...new Set([...other, ...cellList.flatMap((c) => c.errors)])], cells: cellList }, { status: 422 });
    }
    const year = Number(body.year);
    const now = new Date().toISOString();
    const days = (Array.isArray(body.working_days) ? body.working_days : []) as WorkingDaysEntry[];
    const unknownSite = days.find((d) => !sites.has(Number(d?.site_id)));
    if (unknownSite) return errors(422, MANPOWER_SERVER_ONLY_MESSAGES['validation.siteUnknown']);
    for (const e of entries) {
      const existing = db.list<DemoManpower>(tenant, 'manpower').find((r) => r.site_id === e.site_id && r.year === year && r.month === e.month);
      // a field left out of the entry keeps its stored value
      const manpower = 'manpower' in e ? (e.manpower ?? null) : (existing?.manpower ?? null);
      const actual = 'actual_hours' in e ? (e.actual_hours ?? null) : (existing?.actual_hours ?? null);
      if (manpower == null && actual == null) {
        if (existing) db.commit(tenant, 'manpower', 'remove', existing);
      } else {
        const row: DemoManpower = { id: existing?.id ?? db.newId(tenant), site_id: e.site_id, year, month: e.month, manpower, actual_hours: actual, updated_by: ctx.user.id, updated_at: now };
        db.commit(tenant, 'manpower', existing ? 'update' : 'create', row);
      }
    }
    for (const d of days) {
      const existing = db.list<DemoWorkingDays>(tenant, 'working_days').find((r) => r.site_id === d.site_id);
      const row: DemoWorkingDays = { id: existing?.id ?? db.newId(tenant), site_id: d.site_id, weekdays: normaliseWorkingDays(d.weekdays) };
      db.commit(tenant, 'working_days', existing ? 'update' : 'create', row);
    }
    return HttpResponse.json(manpowerYear(tenant, year));
  }),
];
