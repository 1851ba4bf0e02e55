import { db, type Row, type TenantData } from '@/mocks/db/db';
import type { ExtensionRequest, ModulePrice, Payment, Subscription } from '../model';

export type DemoSubscription = Subscription & Row;
export type DemoPayment = Payment & Row;
export type DemoExtensionRequest = ExtensionRequest & Row & { requested_by_id: number };

export const modulePrices = (tenant: TenantData) => db.list<ModulePrice & Row>(tenant, 'module_prices');
export const subscriptionOf = (tenant: TenantData) => db.list<DemoSubscription>(tenant, 'subscriptions')[0] ?? null;
export const paymentsOf = (tenant: TenantData) => db.list<DemoPayment>(tenant, 'payments');
export const extensionRequestOf = (tenant: TenantData) => db.list<DemoExtensionRequest>(tenant, 'trial_extension_requests')[0] ?? null;
