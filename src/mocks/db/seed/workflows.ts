import type { TenantData } from '../db';
import type { DemoSite, DemoUser, DemoWorkflow } from '../types';
import type { SeedContext } from './index';

/**
 * The organisation's super admin (SPEC §6: created at onboarding, the default primary reviewer of workflows): the
 * earliest active user of the tenant with the "Organisation Super Admin" role and `is_admin` — the owner the seed and
 * sign-up create first — else the earliest active admin.
 */
export function superAdminOf(tenant: TenantData): DemoUser | null {
  const users = ((tenant.collections.users ?? []) as DemoUser[]).filter((u) => u.status === 'Active' && u.is_admin).sort((a, b) => a.id - b.id);
  return users.find((u) => u.role_name === 'Organisation Super Admin') ?? users[0] ?? null;
}

/**
 * 2–4 workflows per organisation, picked from the seeded users and sites without random draws (the rest of the seed
 * is unchanged). Also seeds a tenant stored before workflows existed, or created later by sign-up, on first use.
 */
export function ensureWorkflows(tenant: TenantData, now = new Date()): boolean {
  if (!tenant.organization || tenant.collections.workflows) return false;
  const rows = (tenant.collections.workflows = [] as DemoWorkflow[]);
  const users = ((tenant.collections.users ?? []) as DemoUser[]).filter((u) => u.status === 'Active' && !u.is_contractor);
  const sites = ((tenant.collections.sites ?? []) as DemoSite[]).filter((s) => s.status !== 'deleted');
  const owner = superAdminOf(tenant);
  if (!owner) return true;
  const at = now.toISOString();
  const byEmail = (email: string) => users.find((u) => u.email === email);
  const hod = byEmail(`hod@${tenant.key}.test`);
  const supervisor = byEmail(`supervisor@${tenant.key}.test`);
  const colleagues = users.filter((u) => u.id !== owner.id && u !== hod && u !== supervisor);
  type Seeded = Pick<DemoWorkflow, 'title' | 'workflow_type' | 'module' | 'site_ids' | 'reviewer_ids' | 'approvals_required' | 'lead_time_value' | 'lead_time_unit' | 'escalation_user_id'> & { form_ids?: number[] };
  const add = (w: Seeded) => rows.push({ ...w, id: tenant.nextId++, form_ids: w.form_ids ?? [], created_at: at, updated_at: at });

  if (hod && supervisor && colleagues.length >= 2) {
    // the full organisation (acme)
    const northfield = sites.find((s) => s.name === 'Northfield Plant') ?? sites[0];
    add({ title: 'Incident investigation sign-off', workflow_type: 'sequential', module: 'Incident', site_ids: [], reviewer_ids: [hod.id, supervisor.id], approvals_required: null, lead_time_value: 2, lead_time_unit: 'days', escalation_user_id: owner.id });
    add({ title: `Observation close-out – ${northfield.name}`, workflow_type: 'parallel', module: 'Observation', site_ids: [northfield.id], reviewer_ids: [hod.id, supervisor.id, colleagues[0].id], approvals_required: 2, lead_time_value: 24, lead_time_unit: 'hours', escalation_user_id: owner.id });
    add({ title: 'Permit to work approval', workflow_type: 'sequential', module: 'Permit', site_ids: [], reviewer_ids: [colleagues[1].id, hod.id], approvals_required: null, lead_time_value: 8, lead_time_unit: 'hours', escalation_user_id: owner.id });
    add({ title: 'HIRA review', workflow_type: 'parallel', module: 'HIRA', site_ids: [], reviewer_ids: [hod.id, owner.id], approvals_required: 1, lead_time_value: 7, lead_time_unit: 'days', escalation_user_id: null });
  } else {
    // a small organisation: its owner reviews
    add({ title: 'Incident investigation sign-off', workflow_type: 'sequential', module: 'Incident', site_ids: [], reviewer_ids: [owner.id], approvals_required: null, lead_time_value: 3, lead_time_unit: 'days', escalation_user_id: null });
    add({ title: 'Observation close-out', workflow_type: 'parallel', module: 'Observation', site_ids: sites.slice(0, 1).map((s) => s.id), reviewer_ids: [owner.id], approvals_required: 1, lead_time_value: 48, lead_time_unit: 'hours', escalation_user_id: null });
  }
  return true;
}

/** runs after every other seeder: the ids it takes come last, nothing else moves */
export function seedWorkflows({ tenant, now }: SeedContext): void {
  ensureWorkflows(tenant, now);
}
