import { HttpResponse } from 'msw';
import { ACTIVITY_PER_PAGE, RECORD_TYPES, type ActivityEntry } from '@/features/activity-log/model';
import { db, type Row, type TenantData } from '../../db/db';
import type { DemoUser } from '../../db/types';
import { errors, secured, type AuthContext } from '../../http';
import { pageOf, queryOf, whereDateBetween, whereSearch } from '../../list-query';
import { ACTIVITY_COLLECTION, recordSubject, startActivityLog } from './recorder';

startActivityLog();

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** the entries this user may read: admins all; others those about records whose subject they may read */
function visibleEntries(ctx: AuthContext): ActivityEntry[] {
  const all = db.list<ActivityEntry & Row>(ctx.tenant, ACTIVITY_COLLECTION);
  if (ctx.user.is_admin) return all;
  return all.filter((e) => {
    const subject = recordSubject(e.record_type);
    return !!subject && ctx.can('read', subject);
  });
}

function memberOnly(ctx: AuthContext): Response | null {
  // a tenant section: the master super admin has no organisation here; a user with no permission has no access
  if (!ctx.tenant.organization) return errors(403, 'You are not authorized to perform this action');
  return ctx.user.is_admin || ctx.rules.length > 0 ? null : errors(403, 'You are not authorized to perform this action');
}

/**
 * GET /activity_logs: newest first; `actor_id`, `record_type`, `verb`, `from` / `to` (YYYY-MM-DD, the day of the
 * change), `search` (record, actor, field names), `page` (20 a page). 422 on a malformed filter.
 */
function list(ctx: AuthContext) {
  const refused = memberOnly(ctx);
  if (refused) return refused;
  const q = queryOf(ctx.request);
  const problems: string[] = [];
  const type = q('record_type');
  if (type && !RECORD_TYPES.includes(type as never)) problems.push('Record type is not valid');
  const actor = q('actor_id');
  if (actor && !/^\d+$/.test(actor)) problems.push('Actor is not valid');
  for (const key of ['from', 'to']) if (q(key) && !DATE.test(q(key))) problems.push(`${key === 'from' ? 'From' : 'To'} date is not valid`);
  if (q('from') && q('to') && DATE.test(q('from')) && DATE.test(q('to')) && q('from') > q('to')) problems.push('From date must be on or before the to date');
  if (problems.length) return errors(422, ...problems);
  let rows = visibleEntries(ctx);
  if (type) rows = rows.filter((e) => e.record_type === type);
  if (actor) rows = rows.filter((e) => e.actor_id === Number(actor));
  if (q('verb')) rows = rows.filter((e) => e.verb === q('verb'));
  rows = whereDateBetween(rows, q, (e) => e.at);
  rows = whereSearch(rows, q, (e) => `${e.record_label} ${e.actor_name ?? ''} ${e.changes.map((c) => `${c.field} ${c.before ?? ''} ${c.after ?? ''}`).join(' ')}`);
  // newest first: by time, then by id (entries of one commit share their time)
  const sorted = [...rows].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : b.id - a.id));
  const { rows: page, ...paging } = pageOf(sorted, q, ACTIVITY_PER_PAGE);
  return HttpResponse.json({ activity_logs: page, ...paging });
}

/** GET /activity_logs/actors: the people the "who" filter offers: the tenant's users (by name) */
function actors(ctx: AuthContext) {
  const refused = memberOnly(ctx);
  if (refused) return refused;
  const users = db.list<DemoUser>(ctx.tenant as TenantData, 'users').filter((u) => u.status !== 'Deleted');
  return HttpResponse.json({ actors: users.map((u) => ({ id: u.id, full_name: u.full_name })).sort((a, b) => a.full_name.localeCompare(b.full_name)) });
}

export const activityLogHandlers = [secured('get', '/activity_logs/actors', null, actors), secured('get', '/activity_logs', null, list)];
