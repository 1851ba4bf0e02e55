import { DEMO_PASSWORD, type SeedContext } from '@/mocks/db/seed';
import { passwordHashNow } from '@/mocks/db/passwords';
import type { DemoRole, DemoUser } from '@/mocks/db/types';
import { PLATFORM_ACCOUNT } from '@/features/platform/model';

/**
 * SPEC §2 "one internal platform account is sent to /organizations", SPEC §6 "a special platform account may act only
 * on Organization": the platform's (tenant 'public') second user, configured by e-mail in the demo's .env
 * (VITE_INTERNAL_PLATFORM_ACCOUNTS). Its role grants Organization read and update only, so the console's endpoints
 * answer it as they answer a tenant user (403 'You are not authorized to perform this action') except the register,
 * an organisation and its edits (lock, unlock, deactivate). Creating and deleting an organisation stay with the master.
 */
export function seedPlatformAccount(ctx: SeedContext) {
  const { tenant } = ctx;
  if (tenant.key !== 'public') return;
  const roles = (tenant.collections.roles ??= []) as DemoRole[];
  const role: DemoRole = {
    id: tenant.nextId++,
    name: PLATFORM_ACCOUNT.role,
    organization_id: null,
    role_actions_attributes: [{ name: 'Organization', key: 'organization', status: true, r_view: true, r_edit: true, r_add: false, r_destroy: false }],
  };
  roles.push(role);
  const users = (tenant.collections.users ??= []) as DemoUser[];
  users.push({
    id: tenant.nextId++,
    full_name: PLATFORM_ACCOUNT.fullName,
    email: PLATFORM_ACCOUNT.email,
    role_id: role.id,
    role_name: role.name,
    is_admin: false,
    is_contractor: false,
    status: 'Active',
    organization_id: null,
    site_ids: [],
    verified: true,
    password_hash: passwordHashNow(DEMO_PASSWORD, PLATFORM_ACCOUNT.email),
  });
}
