import { db, type Row, type TenantData } from '../db/db';
import type { DemoSite, DemoUser } from '../db/types';
import { can, rulesForUser } from '../policies';
import { COLLECTION_SUBJECTS, ROLE_MODULES } from '@/lib/modules/registry';
import type { AppSubject } from '@/lib/ability/subjects';

/** What the demo cable server sends: the payloads behind SPEC §7's message keys. */
export interface DemoNotification extends Row {
  user_id: number;
  title: string;
  body: string;
  kind: 'action_assigned' | 'record_created' | 'system' | 'approval_requested' | 'approval_rejected' | 'investigation_assigned' | 'public_report' | 'overdue' | 'audit_finding' | 'permit_handover' | 'contractor_document_expiring';
  link: string | null;
  is_read: boolean;
  created_at: string;
}

export const activeUsers = (tenant: TenantData) => db.list<DemoUser>(tenant, 'users').filter((u) => u.status === 'Active');

export const roleWiseUser = (u: DemoUser) => ({
  id: u.id,
  full_name: u.full_name,
  email: u.email,
  role_id: u.role_id,
  role_name: u.role_name,
  status: u.status,
});

export function roleWiseUsers(tenant: TenantData) {
  return activeUsers(tenant).map(roleWiseUser);
}

export function moduleBasedUsers(tenant: TenantData) {
  const users = activeUsers(tenant);
  const entry = (u: DemoUser) => ({ id: u.id, full_name: u.full_name });
  const who = (subject: AppSubject) => users.filter((u) => can(rulesForUser(tenant, u), 'read', subject)).map(entry);
  return { users: users.map(entry), permit_users: who('Permit'), inci_users: who('Incident'), audit_users: who('Audit') };
}

export const usedLicenceCount = (tenant: TenantData) => activeUsers(tenant).length;

export function allModules() {
  return ROLE_MODULES.map((name, i) => ({ id: i + 1, name }));
}

export function organizationModules(tenant: TenantData) {
  return (tenant.organization?.modules ?? []).map((name, i) => ({ id: i + 1, name }));
}

export function plan(tenant: TenantData) {
  const org = tenant.organization;
  return org ? { plan: org.plan, subscription_type: org.subscription_type, trial_ends_at: org.trial_ends_at ?? null } : null;
}

export function subscriptionPlan(tenant: TenantData) {
  const org = tenant.organization;
  if (!org) return null;
  // the paid subscription, when there is one (features/billing)
  const sub = db.list(tenant, 'subscriptions')[0];
  return {
    id: org.id,
    plan: org.plan,
    subscription_type: org.subscription_type,
    billing_frequency: sub?.billing_frequency ?? 'monthly',
    licences: sub?.licences ?? (org.plan === 'free_trial' ? 50 : 15),
    amount_cents: sub?.amount_cents ?? null,
    next_bill_due: sub?.next_bill_due ?? null,
  };
}

export function saasAdditionalFeatures(tenant: TenantData) {
  const enterprise = tenant.organization?.plan === 'enterprise';
  return [
    { id: 1, name: 'sso', enabled: enterprise },
    { id: 2, name: 'api_access', enabled: enterprise },
    { id: 3, name: 'extra_storage', enabled: false },
  ];
}

export function onBoarding(tenant: TenantData) {
  return { is_onboarding: tenant.organization?.is_onboarding ?? false };
}

export function timezoneOf(tenant: TenantData, user: DemoUser): string {
  const sites = db.list<DemoSite>(tenant, 'sites');
  const site = sites.find((s) => user.site_ids?.includes(s.id)) ?? sites[0];
  return site?.time_zone ?? 'UTC';
}

/** The user ids a row is assigned to (actions carry their assignee under one of these names). */
const ASSIGNEE_FIELDS = ['assigned_to_id', 'assignee_id', 'responsibility_user_id', 'responsible_user_id', 'assigned_to', 'assigned_to_ids'];
export function assigneesOf(row: Row | undefined): number[] {
  if (!row) return [];
  const out = new Set<number>();
  for (const field of ASSIGNEE_FIELDS) {
    const value = row[field];
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) {
      if (typeof v === 'number') out.add(v);
      else if (v && typeof v === 'object' && typeof (v as { id?: unknown }).id === 'number') out.add((v as { id: number }).id);
    }
  }
  return [...out];
}

export function creatorOf(row: Row | undefined): number | null {
  if (!row) return null;
  for (const field of ['assigned_by_id', 'created_by_id', 'reported_by_id', 'user_id']) {
    if (typeof row[field] === 'number') return row[field] as number;
  }
  return null;
}

const CLOSED = new Set(['closed', 'completed']);
export function actionsOf(tenant: TenantData, userId: number) {
  return db
    .list(tenant, 'actions')
    .filter((a) => assigneesOf(a).includes(userId) && !CLOSED.has(String(a.status ?? '').toLowerCase()))
    .slice(0, 500);
}

export function unreadNotifications(tenant: TenantData, userId: number) {
  return db.list<DemoNotification>(tenant, 'notifications').filter((n) => n.user_id === userId && !n.is_read);
}

/** Collections broadcast on ActionsChannel to users who may read their subject: the manifests' `broadcast`. */
export { COLLECTION_SUBJECTS };
