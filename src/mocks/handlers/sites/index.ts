import { HttpResponse } from 'msw';
import { ruleErrors } from '@/lib/forms/rule-errors';
import { LISTED_SITE_STATUSES, SITES_PER_PAGE, type SiteInput, type SiteRecord, type SiteStatusCounts } from '@/features/sites/model';
import { siteSchema } from '@/features/sites/schemas/site-schema';
import { SITE_SERVER_MESSAGES, SITE_SERVER_ONLY_MESSAGES, siteServerT } from '@/features/sites/schemas/rule-messages';
import { db, type TenantData } from '../../db/db';
import type { DemoSite, DemoUser } from '../../db/types';
import { errors, jsonBody, secured } from '../../http';
import { pageOf, queryOf, sortRows, statusCounts, whereSearch, whereStatus } from '../../list-query';
import { userNames } from '../../services/lookups';
import { divisionHandlers } from './divisions';

type SiteBody = Partial<Record<keyof SiteInput, unknown>>;

/** the fields a write may set (anything else in the body is ignored) */
const WRITABLE: (keyof SiteInput)[] = ['name', 'time_zone', 'head_of_safety_id', 'head_of_site_id', 'emergency_phone', 'emergency_email', 'address', 'city', 'state', 'country', 'zip', 'latitude', 'longitude', 'status'];

const activeUsers = (tenant: TenantData) => db.list<DemoUser>(tenant, 'users').filter((u) => u.status === 'Active');

/** the site as the API answers it (the client adds `number`) */
function serializeSite(site: DemoSite, names: Map<number, string>): Omit<SiteRecord, 'number'> & { display_status: string } {
  return {
    id: site.id,
    name: site.name,
    time_zone: site.time_zone,
    head_of_safety_id: site.head_of_safety_id,
    head_of_safety_name: site.head_of_safety_id ? (names.get(site.head_of_safety_id) ?? null) : null,
    head_of_site_id: site.head_of_site_id,
    head_of_site_name: site.head_of_site_id ? (names.get(site.head_of_site_id) ?? null) : null,
    emergency_phone: site.emergency_phone ?? '',
    emergency_email: site.emergency_email ?? '',
    address: site.address ?? '',
    city: site.city ?? '',
    state: site.state ?? '',
    country: site.country ?? '',
    zip: site.zip ?? '',
    latitude: site.latitude ?? null,
    longitude: site.longitude ?? null,
    status: site.status,
    display_status: site.status,
    manpower: site.manpower,
    created_at: site.created_at,
    updated_at: site.updated_at,
  };
}

/** SPEC §5 through the form's own schema, then what only the server knows: the heads are active users, the name is free. */
async function siteErrors(tenant: TenantData, body: SiteBody, id: number | null): Promise<string[]> {
  const out = await ruleErrors(siteSchema(siteServerT), body);
  const users = new Set(activeUsers(tenant).map((u) => u.id));
  if (typeof body.head_of_safety_id === 'number' && !users.has(body.head_of_safety_id)) out.push(SITE_SERVER_ONLY_MESSAGES['validation.headOfSafetyInvalid']);
  if (typeof body.head_of_site_id === 'number' && !users.has(body.head_of_site_id)) out.push(SITE_SERVER_MESSAGES['validation.headOfSiteInvalid']);
  const name = typeof body.name === 'string' ? body.name.trim().toLowerCase() : '';
  const taken = name && db.list<DemoSite>(tenant, 'sites').some((s) => s.id !== id && s.status !== 'deleted' && s.name.trim().toLowerCase() === name);
  if (taken) out.push(SITE_SERVER_ONLY_MESSAGES['validation.nameTaken']);
  return [...new Set(out)];
}

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const num = (v: unknown) => (v === '' || v == null ? null : Number(v));

function buildSite(tenant: TenantData, body: SiteBody, existing?: DemoSite): DemoSite {
  const now = new Date().toISOString();
  return {
    divisions: [],
    manpower: 100,
    ...existing,
    id: existing?.id ?? tenant.nextId++,
    name: str(body.name),
    time_zone: str(body.time_zone),
    head_of_safety_id: num(body.head_of_safety_id),
    head_of_site_id: num(body.head_of_site_id),
    emergency_phone: str(body.emergency_phone),
    emergency_email: str(body.emergency_email),
    address: str(body.address),
    city: str(body.city),
    state: str(body.state),
    country: str(body.country),
    zip: str(body.zip),
    latitude: num(body.latitude),
    longitude: num(body.longitude),
    status: (str(body.status) || 'active') as DemoSite['status'],
    created_at: existing?.created_at ?? now,
    updated_at: now,
  };
}

const pick = (body: SiteBody): SiteBody => Object.fromEntries(WRITABLE.filter((k) => k in body).map((k) => [k, body[k]]));

/** the stored fields of a site, as a write body (a PATCH may send only what changed) */
const bodyOf = (s: DemoSite): SiteBody => Object.fromEntries(WRITABLE.map((k) => [k, (s as unknown as Record<string, unknown>)[k] ?? null]));

const SORT_KEYS: Record<string, (s: ReturnType<typeof serializeSite>) => string | number> = {
  name: (s) => s.name.toLowerCase(),
  time_zone: (s) => s.time_zone,
  head_of_safety_name: (s) => (s.head_of_safety_name ?? '').toLowerCase(),
  status: (s) => s.status,
};

const siteId = (raw: string) => (/^\d+$/.test(raw) ? Number(raw) : null);

export const siteHandlers = [
  /** /sites/:id/divisions (divisions.ts) */
  ...divisionHandlers,
  /** the people a site's heads are chosen from (the demo's stand-in for GET /users/all_active_users) */
  secured('get', '/sites/form_data', ['read', 'Site'], ({ tenant }) => HttpResponse.json({ users: activeUsers(tenant).map((u) => ({ id: u.id, full_name: u.full_name })) })),
  /** the register: search, status tab (active | inactive | all; deleted sites are never listed), sort and paging */
  secured('get', '/sites', ['read', 'Site'], ({ tenant, request }) => {
    const q = queryOf(request);
    const names = userNames(tenant);
    let rows = db
      .list<DemoSite>(tenant, 'sites')
      .filter((s) => s.status !== 'deleted')
      .map((s) => serializeSite(s, names));
    rows = whereSearch(rows, q, (s) => `${s.name} ${s.city} ${s.state} ${s.country} ${s.address} ${s.time_zone} ${s.head_of_safety_name ?? ''} ${s.head_of_site_name ?? ''}`);
    const counts: SiteStatusCounts = statusCounts(rows as { status: (typeof LISTED_SITE_STATUSES)[number] }[], LISTED_SITE_STATUSES);
    const { rows: sites, ...paging } = pageOf(sortRows(whereStatus(rows, q), q, 'name', SORT_KEYS), q, SITES_PER_PAGE, 100);
    return HttpResponse.json({ sites, ...paging, status_counts: counts });
  }),
  secured<{ id: string }>('get', '/sites/:id', ['read', 'Site'], ({ tenant, params }) => {
    const id = siteId(params.id);
    if (id === null) return undefined;
    const site = db.find<DemoSite>(tenant, 'sites', id);
    if (!site || site.status === 'deleted') return errors(404, 'Record not found');
    return HttpResponse.json(serializeSite(site, userNames(tenant)));
  }),
  secured('post', '/sites', ['create', 'Site'], async ({ tenant, request }) => {
    const body: SiteBody = { status: 'active', ...pick(await jsonBody<SiteBody>(request)) };
    const problems = await siteErrors(tenant, body, null);
    if (problems.length) return errors(422, ...problems);
    const site = db.commit(tenant, 'sites', 'create', buildSite(tenant, body));
    return HttpResponse.json(serializeSite(site, userNames(tenant)), { status: 201 });
  }),
  secured<{ id: string }>('patch', '/sites/:id', ['update', 'Site'], async ({ tenant, request, params }) => {
    const id = siteId(params.id);
    const existing = id === null ? undefined : db.find<DemoSite>(tenant, 'sites', id);
    if (!existing || existing.status === 'deleted') return errors(404, 'Record not found');
    const body = { ...bodyOf(existing), ...pick(await jsonBody<SiteBody>(request)) };
    const problems = await siteErrors(tenant, body, existing.id);
    if (problems.length) return errors(422, ...problems);
    const site = db.commit(tenant, 'sites', 'update', buildSite(tenant, body, existing));
    return HttpResponse.json(serializeSite(site, userNames(tenant)));
  }),
];
