import { HttpResponse } from 'msw';
import { db, type TenantData } from '@/mocks/db/db';
import type { SeedContext } from '@/mocks/db/seed';
import { errors, jsonBody, secured } from '@/mocks/http';
import { createNotification } from '@/mocks/cable/notifications';
import type { DemoUser } from '@/mocks/db/types';
import { queryOf, sortRows } from '@/mocks/list-query';
import { ruleErrors } from '@/lib/forms/rule-errors';
import { extendedTrialEnd, type ExtendDecision, type ExtendRequest } from '@/features/platform/model';
import { extendDecisionSchema } from '@/features/platform/schemas/extend-decision-schema';
import { extendServerT } from '@/features/platform/schemas/rule-messages';

/** the requests live with the platform (tenant 'public'): the console alone reads them */
export const EXTEND_REQUESTS = 'trial_extension_requests';
type Stored = ExtendRequest & { [key: string]: unknown };

const platform = (): TenantData | undefined => db.tenant('public');

/**
 * SPEC §7 "GET /v1/org_free_trial_extend_requests" and the master's decision (SPEC §4 "a free trial can be extended
 * on request"): approving moves the tenant's `trial_ends_at` through `db.updateOrganization` (PlanChannel tells the
 * tenant's users the new end live); rejecting keeps it and records why. Master super admin only (403).
 */
export const extendRequestHandlers = [
  secured('get', '/v1/org_free_trial_extend_requests', ['manage', 'Organization'], ({ request }) => {
    const q = queryOf(request);
    const home = platform();
    let rows = home ? db.list<Stored>(home, EXTEND_REQUESTS) : [];
    if (q('status')) rows = rows.filter((r) => r.status === q('status'));
    rows = sortRows(rows, q, 'created_at');
    return HttpResponse.json({ requests: rows, total_count: rows.length });
  }),
  secured<{ id: string }>('patch', '/v1/org_free_trial_extend_requests/:id', ['manage', 'Organization'], async ({ params, request, tenant: home }) => {
    const found = db.find<Stored>(home, EXTEND_REQUESTS, Number(params.id));
    if (!found) return errors(404, 'Request not found');
    if (found.status !== 'pending') return errors(422, 'Request has already been decided');
    const body = await jsonBody<ExtendDecision>(request);
    const out = await ruleErrors(extendDecisionSchema(extendServerT), body);
    if (out.length) return errors(422, ...out);
    const now = new Date();
    let next: Stored;
    if (body.decision === 'approve') {
      const tenant = db.tenantByOrgId(found.organization_id);
      if (!tenant?.organization) return errors(422, 'Organization not found');
      const days = Number(body.days);
      db.updateOrganization(tenant, { ...tenant.organization, trial_ends_at: extendedTrialEnd(tenant.organization.trial_ends_at, days, now) });
      next = { ...found, status: 'approved', days_granted: days, decided_at: now.toISOString() };
    } else {
      next = { ...found, status: 'rejected', rejection_reason: String(body.reason).trim(), decided_at: now.toISOString() };
    }
    db.commit(home, EXTEND_REQUESTS, 'update', next);
    notifyAdmins(found.organization_id, next);
    return HttpResponse.json({ request: next, trial_ends_at: db.tenantByOrgId(found.organization_id)?.organization?.trial_ends_at ?? null });
  }),
];

/**
 * The tenant's administrators hear of the decision (issue 29 "the tenant's admin is notified"): a notification (live,
 * NotificationChannel) pointing to /subscriptions, with the new trial end or the reason of the refusal.
 */
function notifyAdmins(orgId: number, request: ExtendRequest) {
  const tenant = db.tenantByOrgId(orgId);
  if (!tenant?.organization) return;
  const admins = db.list<DemoUser>(tenant, 'users').filter((u) => u.is_admin && u.status === 'Active');
  const end = tenant.organization.trial_ends_at ? new Date(tenant.organization.trial_ends_at).toISOString().slice(0, 10) : '';
  const fields =
    request.status === 'approved'
      ? { title: `Your free trial is extended by ${request.days_granted} days`, body: `The trial now ends on ${end}.` }
      : { title: 'Your free-trial extension request was declined', body: request.rejection_reason ?? '' };
  for (const admin of admins) createNotification(tenant, admin.id, { kind: 'system', ...fields, link: '/subscriptions' });
}

const HOUR = 60 * 60 * 1000;

/** The platform's requests: Globex (on trial) asks twice, one already decided (no random draws). */
export function seedExtendRequests({ tenant, now }: SeedContext) {
  if (tenant.key !== 'public') return;
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR).toISOString();
  const base = { organization_id: 202, organization_name: 'Globex Logistics', requester_name: 'Olga Owens', requester_email: 'owner@globex.test', days_granted: null, rejection_reason: null, decided_at: null };
  const rows: ExtendRequest[] = [
    { ...base, id: db.newId(tenant), reason: 'Our safety committee meets next week to decide; we need the trial until then.', days_requested: 14, status: 'pending', created_at: at(5) },
    { ...base, id: db.newId(tenant), reason: 'Two more sites are joining the pilot.', days_requested: 7, status: 'approved', days_granted: 7, created_at: at(24 * 20), decided_at: at(24 * 19) },
  ];
  db.list(tenant, EXTEND_REQUESTS).push(...(rows as Stored[]));
}
