import { db, type Row, type TenantData } from '@/mocks/db/db';
import { DEFAULT_PRICING, type ExtensionRequest, type ModulePrice, type Payment, type PricingSettings, type Subscription } from '../model';
import { DEMO_MODULE_PRICES } from './seed';

export type DemoSubscription = Subscription & Row;
export type DemoPayment = Payment & Row;
export type DemoExtensionRequest = ExtensionRequest & Row & { requested_by_id: number };

/**
 * The platform's prices: those the master super admin sets (/paymentsettings, kept with the platform, tenant
 * 'public'); a tenant's own copy, then the demo's defaults, only when the platform has none.
 */
export function modulePrices(tenant: TenantData): ModulePrice[] {
  const home = db.tenant('public');
  const platform = home ? db.list<ModulePrice & Row>(home, 'module_prices') : [];
  if (platform.length) return platform;
  const stored = db.list<ModulePrice & Row>(tenant, 'module_prices');
  return stored.length ? stored : DEMO_MODULE_PRICES.map((p, i) => ({ id: i + 1, ...p }));
}

/** The platform's pricing settings (user packs, annual free months, tax rate; /paymentsettings), else the defaults. */
export function pricingSettings(): PricingSettings {
  const home = db.tenant('public');
  const row = home ? (db.list(home, 'payment_settings')[0] as Partial<PricingSettings> | undefined) : undefined;
  if (!row) return DEFAULT_PRICING;
  return { user_packs: { ...DEFAULT_PRICING.user_packs, ...row.user_packs }, annual_free_months: row.annual_free_months ?? DEFAULT_PRICING.annual_free_months, tax_rate_percent: row.tax_rate_percent ?? DEFAULT_PRICING.tax_rate_percent };
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
