import { HttpResponse } from 'msw';
import { ruleErrors } from '@/lib/forms/rule-errors';
import { occurrencesBetween } from '@/features/audits/model';
import { isLive, nextReview, versionInForce } from '@/features/hira/model';
import { boardColumn } from '@/features/permits/model/status';
import { permitsOf } from '../permits/serialize';
import { GUEST_RESPONSES, isDay, type CalendarEntry, type CalendarFormData, type ComplianceItem, type EntryInput, type GuestResponse } from '@/features/safety-calendar/model';
import { entrySchema } from '@/features/safety-calendar/schemas/entry-schema';
import { CALENDAR_SERVER_ONLY_MESSAGES, calendarServerT } from '@/features/safety-calendar/schemas/rule-messages';
import { db, type Row, type TenantData } from '../../db/db';
import type { DemoAuditSchedule, DemoCalendarEntry, DemoHiraRecord, DemoSite, DemoUser } from '../../db/types';
import { errors, jsonBody, secured, type AuthContext } from '../../http';
import { queryOf } from '../../list-query';
import { DAY_MS } from '@/lib/dates';

/**
 * Safety calendar (features/safety-calendar/README.md). No subject of its own: SPEC §2 opens /safety-calendar to every
 * member of the organisation (an admin or a user with any right), so reads need membership; an entry is changed or
 * deleted by its organiser or an admin; a guest answers only their own invitation.
 */

type EntryBody = Partial<Record<keyof EntryInput, unknown>>;
const WRITABLE: (keyof EntryInput)[] = ['title', 'entry_type', 'mode', 'online_link', 'location', 'site_id', 'start_at', 'end_at', 'description', 'guest_ids'];
const COLLECTION = 'calendar_entries';

const forbidden = () => errors(403, 'You are not authorized to perform this action');
/** SPEC §2 "member": the master super admin has no organisation; others need admin or any right */
const isMember = (ctx: AuthContext) => ctx.user.role_name !== 'MasterSuperAdmin' && (ctx.user.is_admin || ctx.rules.length > 0);
const mayChange = (ctx: AuthContext, e: DemoCalendarEntry) => ctx.user.is_admin || e.organiser_id === ctx.user.id;

const activeUsers = (tenant: TenantData) => db.list<DemoUser>(tenant, 'users').filter((u) => u.status === 'Active');
const liveSites = (tenant: TenantData) => db.list<DemoSite>(tenant, 'sites').filter((s) => s.status !== 'deleted');

function serialize(tenant: TenantData, e: DemoCalendarEntry): CalendarEntry {
  const users = new Map(db.list<DemoUser>(tenant, 'users').map((u) => [u.id, u.full_name]));
  const site = e.site_id ? db.find<DemoSite>(tenant, 'sites', e.site_id) : undefined;
  const { guests, ...rest } = e;
  return {
    ...rest,
    site_name: site?.name ?? null,
    organiser_name: users.get(e.organiser_id) ?? `#${e.organiser_id}`,
    guests: guests.map((g) => ({ ...g, full_name: users.get(g.user_id) ?? `#${g.user_id}` })),
  };
}

const numbers = (v: unknown): number[] => (Array.isArray(v) ? [...new Set(v.filter((x): x is number => typeof x === 'number'))] : []);

async function entryErrors(tenant: TenantData, body: EntryBody): Promise<string[]> {
  const out = await ruleErrors(entrySchema(calendarServerT), body);
  const users = new Set(activeUsers(tenant).map((u) => u.id));
  if (numbers(body.guest_ids).some((id) => !users.has(id))) out.push(CALENDAR_SERVER_ONLY_MESSAGES['validation.guestInvalid']);
  const sites = new Set(liveSites(tenant).map((s) => s.id));
  if (typeof body.site_id === 'number' && !sites.has(body.site_id)) out.push(calendarServerT('validation.siteInvalid'));
  return [...new Set(out)];
}

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

function build(tenant: TenantData, body: EntryBody, organiserId: number, existing?: DemoCalendarEntry): DemoCalendarEntry {
  const now = new Date().toISOString();
  const previous = new Map((existing?.guests ?? []).map((g) => [g.user_id, g.response]));
  const mode = body.mode as DemoCalendarEntry['mode'];
  return {
    id: existing?.id ?? tenant.nextId++,
    title: str(body.title),
    entry_type: body.entry_type as DemoCalendarEntry['entry_type'],
    mode,
    online_link: mode === 'offline' ? '' : str(body.online_link),
    location: mode === 'online' ? '' : str(body.location),
    site_id: typeof body.site_id === 'number' ? body.site_id : null,
    start_at: new Date(String(body.start_at)).toISOString(),
    end_at: new Date(String(body.end_at)).toISOString(),
    description: typeof body.description === 'string' ? body.description : '',
    organiser_id: existing?.organiser_id ?? organiserId,
    // a guest kept on the list keeps their answer; a new one waits
    guests: numbers(body.guest_ids).map((user_id) => ({ user_id, response: previous.get(user_id) ?? 'waiting' })),
    created_at: existing?.created_at ?? now,
    updated_at: now,
  };
}

const pick = (body: EntryBody): EntryBody => Object.fromEntries(WRITABLE.filter((k) => k in body).map((k) => [k, body[k]]));
const bodyOf = (e: DemoCalendarEntry): EntryBody => ({ ...Object.fromEntries(WRITABLE.filter((k) => k !== 'guest_ids').map((k) => [k, e[k as keyof DemoCalendarEntry]])), guest_ids: e.guests.map((g) => g.user_id) });
const idOf = (raw: string) => (/^\d+$/.test(raw) ? Number(raw) : null);

/** `from` / `to` (YYYY-MM-DD, inclusive; at most ~ a year); defaults to the current month */
function rangeOf(request: Request): { from: string; to: string } | null {
  const q = queryOf(request);
  const from = q('from');
  const to = q('to');
  if (!isDay(from) || !isDay(to) || to < from) return null;
  if (Date.parse(to) - Date.parse(from) > 400 * DAY_MS) return null;
  return { from, to };
}

/**
 * audit due dates (schedule recurrence), HIRA next reviews and — for a reader of permits — the windows (start to end,
 * UTC days) of the open permits (issued and not finished: the permits module's board column) inside the range, read-only
 */
export function complianceItems(tenant: TenantData, from: string, to: string, readPermits = false, now = new Date()): ComplianceItem[] {
  const sites = new Map(db.list<DemoSite>(tenant, 'sites').map((s) => [s.id, s.name]));
  const templates = new Map((tenant.collections.audit_templates ?? []).map((t: Row) => [t.id, String(t.name ?? t.title ?? `#${t.id}`)]));
  const out: ComplianceItem[] = [];
  for (const s of db.list<DemoAuditSchedule>(tenant, 'audit_schedules')) {
    if (s.active === false) continue;
    for (const date of occurrencesBetween({ frequency: s.frequency, start_date: s.start_date, end_date: s.end_date }, from, to, 400)) {
      out.push({ kind: 'audit_due', date, title: templates.get(s.template_id) ?? `#${s.template_id}`, site_name: sites.get(s.site_id) ?? null, path: '/audits/schedules' });
    }
  }
  for (const r of db.list<DemoHiraRecord>(tenant, 'hira_records')) {
    // the version in force is reviewed, also while a revision is drafted or waiting (features/hira/README.md)
    const live = isLive(r.status) ? r : (versionInForce(r)?.snapshot ?? null);
    if (!live?.review_frequency || !live.assessed_at) continue;
    const date = nextReview(live.assessed_at, live.review_frequency);
    if (date < from || date > to) continue;
    out.push({ kind: 'hira_review', date, title: `${live.reference_id} ${live.title}`, site_name: r.site_id ? (sites.get(r.site_id) ?? null) : null, path: `/hira/summary/${r.id}` });
  }
  if (readPermits) {
    for (const p of permitsOf(tenant)) {
      const column = boardColumn(p, now);
      if (column !== 'approved' && column !== 'suspended' && column !== 'expired') continue;
      const start = p.start_at.slice(0, 10);
      const end = p.end_at.slice(0, 10);
      if (start > to || end < from) continue;
      out.push({ kind: 'permit_window', date: start, end_date: end, title: `${p.number} ${p.title}`, site_name: sites.get(p.location.site_id ?? 0) ?? null, path: `/permit/${p.id}/summary` });
    }
  }
  return out.sort((a, b) => a.date.localeCompare(b.date) || a.kind.localeCompare(b.kind) || a.title.localeCompare(b.title));
}

export const safetyCalendarHandlers = [
  secured('get', '/safety_calendars/form_data', null, (ctx) => {
    if (!isMember(ctx)) return forbidden();
    const body: CalendarFormData = {
      sites: liveSites(ctx.tenant).map((s) => ({ id: s.id, name: s.name })),
      users: activeUsers(ctx.tenant).map((u) => ({ id: u.id, full_name: u.full_name })),
    };
    return HttpResponse.json(body);
  }),
  /** GET /safety_calendars/compliance?from&to: audit due dates, HIRA reviews and open permits' windows in the range */
  secured('get', '/safety_calendars/compliance', null, (ctx) => {
    if (!isMember(ctx)) return forbidden();
    const range = rangeOf(ctx.request);
    if (!range) return errors(422, 'from and to must be days (YYYY-MM-DD), to on or after from');
    return HttpResponse.json({ items: complianceItems(ctx.tenant, range.from, range.to, ctx.can('read', 'Permit')) });
  }),
  /** GET /safety_calendars?from&to: the entries overlapping the days (local days are the client's; a day of margin) */
  secured('get', '/safety_calendars', null, (ctx) => {
    if (!isMember(ctx)) return forbidden();
    const range = rangeOf(ctx.request);
    if (!range) return errors(422, 'from and to must be days (YYYY-MM-DD), to on or after from');
    const from = new Date(Date.parse(range.from) - DAY_MS).toISOString();
    const to = new Date(Date.parse(range.to) + 2 * DAY_MS).toISOString();
    const rows = db
      .list<DemoCalendarEntry>(ctx.tenant, COLLECTION)
      .filter((e) => e.start_at < to && e.end_at > from)
      .sort((a, b) => a.start_at.localeCompare(b.start_at))
      .map((e) => serialize(ctx.tenant, e));
    return HttpResponse.json({ safety_calendars: rows });
  }),
  secured<{ id: string }>('get', '/safety_calendars/:id', null, (ctx) => {
    if (!isMember(ctx)) return forbidden();
    const id = idOf(ctx.params.id);
    if (id === null) return undefined;
    const e = db.find<DemoCalendarEntry>(ctx.tenant, COLLECTION, id);
    return e ? HttpResponse.json(serialize(ctx.tenant, e)) : errors(404, 'Record not found');
  }),
  secured('post', '/safety_calendars', null, async (ctx) => {
    if (!isMember(ctx)) return forbidden();
    const body: EntryBody = { online_link: '', location: '', description: '', guest_ids: [], site_id: null, ...pick(await jsonBody<EntryBody>(ctx.request)) };
    const problems = await entryErrors(ctx.tenant, body);
    if (problems.length) return errors(422, ...problems);
    const created = build(ctx.tenant, body, ctx.user.id);
    db.commit(ctx.tenant, COLLECTION, 'create', created);
    return HttpResponse.json(serialize(ctx.tenant, created), { status: 201 });
  }),
  secured<{ id: string }>('patch', '/safety_calendars/:id', null, async (ctx) => {
    if (!isMember(ctx)) return forbidden();
    const id = idOf(ctx.params.id);
    const existing = id === null ? undefined : db.find<DemoCalendarEntry>(ctx.tenant, COLLECTION, id);
    if (!existing) return errors(404, 'Record not found');
    if (!mayChange(ctx, existing)) return forbidden();
    const body = { ...bodyOf(existing), ...pick(await jsonBody<EntryBody>(ctx.request)) };
    const problems = await entryErrors(ctx.tenant, body);
    if (problems.length) return errors(422, ...problems);
    const updated = build(ctx.tenant, body, existing.organiser_id, existing);
    db.commit(ctx.tenant, COLLECTION, 'update', updated);
    return HttpResponse.json(serialize(ctx.tenant, updated));
  }),
  /** PATCH /safety_calendars/:id/respond { response }: the signed-in guest answers their own invitation */
  secured<{ id: string }>('patch', '/safety_calendars/:id/respond', null, async (ctx) => {
    if (!isMember(ctx)) return forbidden();
    const id = idOf(ctx.params.id);
    const existing = id === null ? undefined : db.find<DemoCalendarEntry>(ctx.tenant, COLLECTION, id);
    if (!existing) return errors(404, 'Record not found');
    if (!existing.guests.some((g) => g.user_id === ctx.user.id)) return forbidden();
    const { response } = await jsonBody<{ response?: unknown }>(ctx.request);
    if (!GUEST_RESPONSES.includes(response as GuestResponse)) return errors(422, 'Response must be accepted, declined, waiting or maybe');
    const updated: DemoCalendarEntry = { ...existing, guests: existing.guests.map((g) => (g.user_id === ctx.user.id ? { ...g, response: response as GuestResponse } : g)), updated_at: new Date().toISOString() };
    db.commit(ctx.tenant, COLLECTION, 'update', updated);
    return HttpResponse.json(serialize(ctx.tenant, updated));
  }),
  secured<{ id: string }>('delete', '/safety_calendars/:id', null, (ctx) => {
    if (!isMember(ctx)) return forbidden();
    const id = idOf(ctx.params.id);
    const existing = id === null ? undefined : db.find<DemoCalendarEntry>(ctx.tenant, COLLECTION, id);
    if (!existing) return errors(404, 'Record not found');
    if (!mayChange(ctx, existing)) return forbidden();
    db.commit(ctx.tenant, COLLECTION, 'remove', existing);
    return HttpResponse.json({ id: existing.id });
  }),
];
