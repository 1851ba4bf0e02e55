import { todayIso } from '@/lib/forms/dates';
import { displayActionStatus } from '@/features/actions/model';
import { db, type TenantData } from '../db/db';
import type { DemoAction } from '../db/seed/actions';
import type { DemoIncident } from '../db/seed/incidents';
import type { DemoNotification } from '../cable/payloads';
import { createNotification } from '../cable/notifications';
import { siteLookup } from './lookups';

/**
 * The events that reach people as notifications (besides action assignments, which the cable server sends):
 * approval requests and rejections, investigation leads, new public reports for the site's head of safety, and
 * a daily reminder of overdue actions (the demo runs it when it starts). Nobody is told about what they did themselves.
 */
const caption = (r: { number: string; description: string }) => `${r.number}: ${r.description}`.slice(0, 120);

export function notifyInvestigationChange(tenant: TenantData, by: number, before: DemoIncident, after: DemoIncident): void {
  const link = `/incidents/${after.id}/steps`;
  const lead = after.team?.lead_id;
  if (lead && lead !== before.team?.lead_id && lead !== by) createNotification(tenant, lead, { kind: 'investigation_assigned', title: caption(after), link });
  const asked = after.approvals.filter((a) => a.decision === 'pending' && !before.approvals.some((b) => b.approver_id === a.approver_id && b.decision === 'pending'));
  if (after.status === 'completed') for (const a of asked) if (a.approver_id !== by) createNotification(tenant, a.approver_id, { kind: 'approval_requested', title: caption(after), link });
  const rejected = after.approvals.some((a) => a.decision === 'rejected' && !before.approvals.some((b) => b.approver_id === a.approver_id && b.decision === 'rejected'));
  if (rejected && lead && lead !== by) createNotification(tenant, lead, { kind: 'approval_rejected', title: caption(after), link });
}

export function notifyPublicReport(tenant: TenantData, record: { id: number; number: string; description: string; site_id: number | null }, link: string): void {
  const head = siteLookup(tenant).sites.find((s) => s.id === record.site_id)?.head_of_safety_id;
  if (head) createNotification(tenant, head, { kind: 'public_report', title: caption(record), link });
}

/** The nightly job of a real backend: one reminder a day to each person with overdue actions, listing them. */
export function remindOverdue(tenant: TenantData): void {
  const today = todayIso();
  const byUser = new Map<number, string[]>();
  for (const a of db.list<DemoAction>(tenant, 'actions')) {
    if (displayActionStatus(a.status, a.due_date, today) !== 'overdue') continue;
    byUser.set(a.responsible_user_id, [...(byUser.get(a.responsible_user_id) ?? []), a.number]);
  }
  const reminded = new Set(
    db
      .list<DemoNotification>(tenant, 'notifications')
      .filter((n) => n.kind === 'overdue' && n.created_at.slice(0, 10) === today)
      .map((n) => n.user_id),
  );
  for (const [userId, numbers] of byUser) {
    if (reminded.has(userId)) continue;
    createNotification(tenant, userId, { kind: 'overdue', title: `${numbers.slice(0, 5).join(', ')}${numbers.length > 5 ? ` +${numbers.length - 5}` : ''}`, link: '/' });
  }
}
