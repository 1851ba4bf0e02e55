import { HttpResponse } from 'msw';
import { db, type Row, type TenantData } from '@/mocks/db/db';
import type { SeedContext } from '@/mocks/db/seed';
import { errors, jsonBody, secured } from '@/mocks/http';
import { ruleErrors } from '@/lib/forms/rule-errors';
import { DEFAULT_PAYMENT_SETTINGS, PACK_TIERS, PAYMENT_SETTINGS, PLATFORM_MODULES, toCents, type ModulePriceRow, type PaymentSettings, type PaymentSettingsInput } from '@/features/platform/model';
import { modulePriceSchema, paymentSettingsSchema } from '@/features/platform/schemas/payment-settings-schema';
import { PAYMENT_SERVER_MESSAGES as M, paymentServerT } from '@/features/platform/schemas/rule-messages';

type StoredSettings = PaymentSettings & Row;
type StoredPrice = ModulePriceRow & Row;
const MODULE_PRICES = 'module_prices';

const settingsOf = (home: TenantData): PaymentSettings => db.list<StoredSettings>(home, PAYMENT_SETTINGS)[0] ?? { id: 0, ...DEFAULT_PAYMENT_SETTINGS, currency: 'USD', updated_at: '' };

/**
 * Prices and payment settings, kept with the platform (tenant 'public') and read by billing for every tenant's
 * /buynow price and checkout (features/billing/demo/store.ts `modulePrices`, `pricingSettings`). Master super admin
 * only (403). SPEC §7: GET (billing's, open) and POST /v1/module_prices, PATCH /v1/module_prices/{id}; the settings
 * at GET / PATCH /v1/payment_settings (SPEC: "calls for payment are not shown").
 */
export const paymentSettingsHandlers = [
  secured('get', '/v1/payment_settings', ['manage', 'Organization'], ({ tenant }) => HttpResponse.json({ payment_settings: settingsOf(tenant), module_prices: db.list<StoredPrice>(tenant, MODULE_PRICES) })),
  secured('patch', '/v1/payment_settings', ['manage', 'Organization'], async ({ request, tenant }) => {
    const body = await jsonBody<{ payment_settings?: Partial<PaymentSettingsInput> }>(request);
    const raw = body.payment_settings ?? {};
    const out = await ruleErrors(paymentSettingsSchema(paymentServerT), raw);
    // SPEC §9 "Payment is in a test billing mode in the build configuration": the demo never goes live
    if (!out.length && raw.billing_mode === 'live') out.push(M['validation.liveUnavailable']);
    if (out.length) return errors(422, ...out);
    const current = settingsOf(tenant);
    const packs = raw.user_packs!;
    const next: StoredSettings = {
      ...current,
      id: current.id || db.newId(tenant),
      user_packs: Object.fromEntries(PACK_TIERS.map((tier) => [tier, Number(packs[tier])])) as PaymentSettings['user_packs'],
      annual_free_months: Number(raw.annual_free_months),
      tax_rate_percent: Number(raw.tax_rate_percent),
      billing_mode: 'test',
      updated_at: new Date().toISOString(),
    };
    db.commit(tenant, PAYMENT_SETTINGS, current.id ? 'update' : 'create', next);
    return HttpResponse.json({ payment_settings: next });
  }),
  secured('post', '/v1/module_prices', ['manage', 'Organization'], async ({ request, tenant }) => {
    const body = await jsonBody<{ module_price?: { module_name?: unknown; price?: unknown } }>(request);
    const raw = body.module_price ?? {};
    const out = await ruleErrors(modulePriceSchema(paymentServerT), raw);
    const name = String(raw.module_name ?? '');
    if (!(PLATFORM_MODULES as readonly string[]).includes(name)) out.push(M['validation.moduleInvalid']);
    else if (db.list<StoredPrice>(tenant, MODULE_PRICES).some((p) => p.module_name === name)) out.push(M['validation.modulePriced']);
    if (out.length) return errors(422, ...out);
    const row: StoredPrice = { id: db.newId(tenant), module_name: name, price_cents: toCents(Number(raw.price)), currency: settingsOf(tenant).currency };
    db.commit(tenant, MODULE_PRICES, 'create', row);
    return HttpResponse.json({ module_price: row }, { status: 201 });
  }),
  secured<{ id: string }>('patch', '/v1/module_prices/:id', ['manage', 'Organization'], async ({ params, request, tenant }) => {
    const found = db.find<StoredPrice>(tenant, MODULE_PRICES, Number(params.id));
    if (!found) return errors(404, 'Module price not found');
    const body = await jsonBody<{ module_price?: { price?: unknown } }>(request);
    const raw = body.module_price ?? {};
    const out = await ruleErrors(modulePriceSchema(paymentServerT), raw);
    if (out.length) return errors(422, ...out);
    const row: StoredPrice = { ...found, price_cents: toCents(Number(raw.price)) };
    db.commit(tenant, MODULE_PRICES, 'update', row);
    return HttpResponse.json({ module_price: row });
  }),
];

/** The platform's settings row: the demo's defaults, test mode, US dollars (billing seeds the platform's prices). */
export function seedPaymentSettings({ tenant, now }: SeedContext) {
  if (tenant.key !== 'public') return;
  const row: PaymentSettings = { id: db.newId(tenant), ...DEFAULT_PAYMENT_SETTINGS, user_packs: { ...DEFAULT_PAYMENT_SETTINGS.user_packs }, currency: 'USD', updated_at: now.toISOString() };
  db.list(tenant, PAYMENT_SETTINGS).push(row as StoredSettings);
}
