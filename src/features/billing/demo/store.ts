import { db, type Row, type TenantData } from '@/mocks/db/db';
import type { ExtensionRequest, ModulePrice, Payment, Subscription } from '../model';
import { DEMO_MODULE_PRICES } from './seed';

export type DemoSubscription = Subscription & Row;
export type DemoPayment = Payment & Row;
export type DemoExtensionRequest = ExtensionRequest & Row & { requested_by_id: number };

/** the platform's prices (an organisation signed up after the seed gets the demo's defaults) */
export function modulePrices(tenant: TenantData): ModulePrice[] {
  const stored = db.list<ModulePrice & Row>(tenant, 'module_prices');
  return stored.length ? stored : DEMO_MODULE_PRICES.map((p, i) => ({ id: i + 1, ...p }));
}
export const subscriptionOf = (tenant: TenantData) => db.list<DemoSubscription>(tenant, 'subscriptions')[0] ?? null;
export const paymentsOf = (tenant: TenantData) => db.list<DemoPayment>(tenant, 'payments');
/**
 * Trial extension requests live with the platform (tenant 'public', collection 'trial_extension_requests'), where the
 * master super admin decides them (/extend_requests, features/platform); an organisation sees its own latest one.
 */
export const EXTENSION_REQUESTS = 'trial_extension_requests';
export const platformTenant = () => db.tenant('public');
export const extensionRequestOf = (tenant: TenantData): DemoExtensionRequest | null => {
  const home = platformTenant();
  const orgId = tenant.organization?.id;
  if (!home || orgId == null) return null;
  const mine = db.list<DemoExtensionRequest & { organization_id?: number }>(home, EXTENSION_REQUESTS).filter((r) => r.organization_id === orgId);
  return mine.sort((a, b) => String(b.created_at).localeCompare(String(a.created_at)))[0] ?? null;
};
