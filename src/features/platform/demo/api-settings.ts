import { HttpResponse } from 'msw';
import { db, type Row, type TenantData } from '@/mocks/db/db';
import { errors, jsonBody, secured } from '@/mocks/http';
import { ruleErrors } from '@/lib/forms/rule-errors';
import { API_SETTINGS, normalizeOrigin, type ApiSettings } from '@/features/platform/model';
import { apiSettingsSchema } from '@/features/platform/schemas/api-settings-schema';
import { apiServerT } from '@/features/platform/schemas/rule-messages';
import { DEMO_API_PUBLIC_KEYS } from './api-keys';
import { liveTenant } from './organizations';

type Stored = ApiSettings & Row;

/** the key a version shows: the fixed keys in turn, starting from the organisation's own (its id) */
const keyOf = (orgId: number, version: number) => DEMO_API_PUBLIC_KEYS[(orgId + version) % DEMO_API_PUBLIC_KEYS.length];

/** An organisation's settings, kept with the platform (tenant 'public'); the first read creates version 1. */
function settingsOf(home: TenantData, tenant: TenantData): Stored {
  const org = tenant.organization!;
  const found = db.list<Stored>(home, API_SETTINGS).find((s) => s.organization_id === org.id);
  if (found) return { ...found, organization_name: org.name };
  const created: Stored = { id: db.newId(home), organization_id: org.id, organization_name: org.name, public_key: keyOf(org.id, 1), key_version: 1, rotated_at: (org as { created_at?: string }).created_at ?? new Date().toISOString(), allowed_origins: [] };
  db.commit(home, API_SETTINGS, 'create', created);
  return created;
}

/**
 * API settings per organisation (master super admin only, 403): the RSA public key of its API key pair (rotated on
 * request: a new pair, the version counts up) and the origins allowed to call with it.
 */
export const apiSettingsHandlers = [
  secured<{ id: string }>('get', '/organizations/:id/api_settings', ['manage', 'Organization'], ({ params, tenant: home }) => {
    const tenant = liveTenant(Number(params.id));
    if (!tenant) return errors(404, 'Organization not found');
    return HttpResponse.json({ api_settings: settingsOf(home, tenant) });
  }),
  secured<{ id: string }>('patch', '/organizations/:id/api_settings', ['manage', 'Organization'], async ({ params, request, tenant: home }) => {
    const tenant = liveTenant(Number(params.id));
    if (!tenant) return errors(404, 'Organization not found');
    const body = await jsonBody<{ api_settings?: { allowed_origins?: unknown } }>(request);
    const raw = body.api_settings ?? {};
    const out = await ruleErrors(apiSettingsSchema(apiServerT), raw);
    if (out.length) return errors(422, ...new Set(out));
    const next: Stored = { ...settingsOf(home, tenant), allowed_origins: (raw.allowed_origins as string[]).map(normalizeOrigin) };
    db.commit(home, API_SETTINGS, 'update', next);
    return HttpResponse.json({ api_settings: next });
  }),
  secured<{ id: string }>('post', '/organizations/:id/api_settings/rotate', ['manage', 'Organization'], ({ params, tenant: home }) => {
    const tenant = liveTenant(Number(params.id));
    if (!tenant) return errors(404, 'Organization not found');
    const current = settingsOf(home, tenant);
    const version = current.key_version + 1;
    const next: Stored = { ...current, key_version: version, public_key: keyOf(current.organization_id, version), rotated_at: new Date().toISOString() };
    db.commit(home, API_SETTINGS, 'update', next);
    return HttpResponse.json({ api_settings: next });
  }),
];
