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
export const extensionRequestOf = (tenant: TenantData) => db.list<DemoExtensionRequest>(tenant, 'trial_extension_requests')[0] ?? null;
