import type { CurrentUser, TenantMemory } from '@/lib/session/types';
import { FREE_TRIAL_STORAGE_MB } from '@/config/constants';
import type { TenantData } from './db/db';
import type { DemoUser } from './db/types';
import { readDemoSettings } from './settings';

export function tenantMemory(tenant: TenantData): TenantMemory {
  const rows = Object.values(tenant.collections).reduce((n, rows) => n + rows.length, 0);
  const total_mb = tenant.organization?.plan === 'business' || tenant.organization?.plan === 'enterprise' ? 10_240 : FREE_TRIAL_STORAGE_MB;
  const used_mb = Math.round(rows * 0.02 * 10) / 10;
  return { used_mb, total_mb, mem_exhausted: readDemoSettings().memoryExhausted || used_mb >= total_mb };
}

export function publicUser(user: DemoUser) {
  const { password_hash: _omit, ...rest } = user;
  return rest;
}

export function currentUser(tenant: TenantData, user: DemoUser): CurrentUser {
  return {
    id: user.id,
    organization_id: user.organization_id,
    full_name: user.full_name,
    role_name: user.role_name,
    email: user.email,
    is_admin: user.is_admin,
    is_contractor: user.is_contractor,
    status: user.status,
    organization: tenant.organization,
    tenant_memory_details: tenant.organization ? tenantMemory(tenant) : null,
  };
}
