import { HttpResponse } from 'msw';
import { ruleErrors } from '@/lib/forms/rule-errors';
import { IMAGE_TYPES } from '@/lib/files/validate-upload';
import { dataUrlBytes, type Attachment } from '@/lib/files/attachment';
import { PIN_KINDS, PLAN_MAX_SIDE, imageSize, roundPoint, type PinInput, type PlanPin, type PlanZone, type SitePlan, type SitePlanSummary } from '@/features/site-plans/model';
import { pinSchema, zoneSchema } from '@/features/site-plans/schemas/plan-schemas';
import { PLAN_SERVER_ONLY_MESSAGES, planServerT } from '@/features/site-plans/schemas/rule-messages';
import { db, type TenantData } from '../../db/db';
import type { DemoSite, DemoSitePlan, DemoSitePlanImage } from '../../db/types';
import { errors, jsonBody, secured } from '../../http';
import { attachmentError } from '../../services/attachments';
import { siteCallHandlers } from './site-calls';

/**
 * Site plans (features/site-plans/README.md): GET /site_plans, GET /sites/:id/plan, GET / PUT /sites/:id/plan/image,
 * POST / PATCH / DELETE /sites/:id/plan/pins[/:pinId] and /sites/:id/plan/zones[/:zoneId]. Site read for the GETs,
 * Site update for the writes (403 otherwise); another tenant's, a deleted or a missing site → 404; 422 from the
 * feature's own pin / zone schema and the upload validator of SPEC §5.
 */

const numeric = (raw: string) => (/^\d+$/.test(raw) ? Number(raw) : null);

function siteOf(tenant: TenantData, raw: string): DemoSite | null {
  const id = numeric(raw);
  const site = id === null ? undefined : db.find<DemoSite>(tenant, 'sites', id);
  return site && site.status !== 'deleted' ? site : null;
}

const planOf = (tenant: TenantData, siteId: number) => db.list<DemoSitePlan>(tenant, 'site_plans').find((p) => p.site_id === siteId);
const imageRowOf = (tenant: TenantData, siteId: number) => db.list<DemoSitePlanImage>(tenant, 'site_plan_images').find((p) => p.site_id === siteId);

/** the site's plan row, or a new empty one (not stored until the first write) */
const planOrEmpty = (tenant: TenantData, siteId: number): DemoSitePlan => planOf(tenant, siteId) ?? { id: db.newId(tenant), site_id: siteId, image: null, pins: [], zones: [], updated_by: null, updated_at: null };

function serialize(site: DemoSite, plan: DemoSitePlan | undefined): SitePlan {
  return {
    site: { id: site.id, name: site.name, status: site.status },
    image: plan?.image ? { ...plan.image } : null,
    pins: (plan?.pins ?? []).map((p) => ({ ...p, kind: p.kind as PlanPin['kind'] })),
    zones: (plan?.zones ?? []).map((z) => ({ ...z, points: z.points.map((p) => ({ ...p })), required_permits: [...z.required_permits] as PlanZone['required_permits'] })),
    updated_at: plan?.updated_at ?? null,
  };
}

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const num = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : v);

function save(tenant: TenantData, plan: DemoSitePlan, userId: number, site: DemoSite, status = 200, extra: Record<string, unknown> = {}) {
  const exists = !!planOf(tenant, plan.site_id);
  const row = db.commit(tenant, 'site_plans', exists ? 'update' : 'create', { ...plan, updated_by: userId, updated_at: new Date().toISOString() });
  return HttpResponse.json({ ...serialize(site, row), ...extra }, { status });
}

type Body = Record<string, unknown>;

/** a pin body merged over the stored pin (a PATCH may send only what changed) */
function pinBody(body: Body, existing?: PlanPin | DemoSitePlan['pins'][number]): Body {
  const out: Body = { name: existing?.name ?? '', kind: existing?.kind ?? 'location', x: existing?.x, y: existing?.y };
  for (const k of ['name', 'kind', 'x', 'y'] as const) if (k in body) out[k] = body[k];
  return out;
}

function zoneBody(body: Body, existing?: DemoSitePlan['zones'][number]): Body {
  const out: Body = { name: existing?.name ?? '', points: existing?.points ?? [], required_permits: existing?.required_permits ?? [] };
  for (const k of ['name', 'points', 'required_permits'] as const) if (k in body) out[k] = body[k];
  return out;
}

async function pinProblems(plan: DemoSitePlan, body: Body, id: number | null): Promise<string[]> {
  if (!plan.image) return [PLAN_SERVER_ONLY_MESSAGES['validation.noImage']];
  const others = plan.pins.filter((p) => p.id !== id).map((p) => p.name);
  return ruleErrors(pinSchema(planServerT, { size: plan.image, others }), { ...body, x: num(body.x), y: num(body.y) });
}

async function zoneProblems(plan: DemoSitePlan, body: Body, id: number | null): Promise<string[]> {
  if (!plan.image) return [PLAN_SERVER_ONLY_MESSAGES['validation.noImage']];
  const others = plan.zones.filter((z) => z.id !== id).map((z) => z.name);
  const points = Array.isArray(body.points) ? body.points.map((p: unknown) => (p && typeof p === 'object' ? { x: num((p as Body).x), y: num((p as Body).y) } : p)) : body.points;
  return ruleErrors(zoneSchema(planServerT, { size: plan.image, others }), { ...body, points, required_permits: body.required_permits ?? [] });
}

const pinOf = (body: Body, id: number): DemoSitePlan['pins'][number] => {
  const p = roundPoint({ x: Number(body.x), y: Number(body.y) });
  return { id, name: str(body.name), kind: PIN_KINDS.includes(body.kind as PinInput['kind']) ? String(body.kind) : 'location', x: p.x, y: p.y };
};

const zoneOf = (body: Body, id: number): DemoSitePlan['zones'][number] => ({
  id,
  name: str(body.name),
  points: (body.points as { x: unknown; y: unknown }[]).map((p) => roundPoint({ x: Number(p.x), y: Number(p.y) })),
  required_permits: [...new Set((body.required_permits as string[] | undefined) ?? [])],
});

type SiteParams = { id: string };
type ItemParams = { id: string; itemId: string };

export const sitePlanHandlers = [
  ...siteCallHandlers,
  /** the plans overview (/map-plotting, /site-permits): every site of the tenant that is not deleted */
  secured('get', '/site_plans', ['read', 'Site'], ({ tenant }) => {
    const rows: SitePlanSummary[] = db
      .list<DemoSite>(tenant, 'sites')
      .filter((s) => s.status !== 'deleted')
      .map((s) => {
        const plan = planOf(tenant, s.id);
        return { site_id: s.id, site_name: s.name, site_status: s.status, has_image: !!plan?.image, image_name: plan?.image?.name ?? null, pins_count: plan?.pins.length ?? 0, zones_count: plan?.zones.length ?? 0, updated_at: plan?.updated_at ?? null };
      })
      .sort((a, b) => a.site_name.localeCompare(b.site_name));
    return HttpResponse.json({ site_plans: rows });
  }),
  secured<SiteParams>('get', '/sites/:id/plan', ['read', 'Site'], ({ tenant, params }) => {
    const site = siteOf(tenant, params.id);
    if (!site) return errors(404, 'Record not found');
    return HttpResponse.json(serialize(site, planOf(tenant, site.id)));
  }),
  /** the image bytes as a data URL (JSON, as every attachment of the demo backend); 404 while there is none */
  secured<SiteParams>('get', '/sites/:id/plan/image', ['read', 'Site'], ({ tenant, params }) => {
    const site = siteOf(tenant, params.id);
    const plan = site && planOf(tenant, site.id);
    const image = site && imageRowOf(tenant, site.id);
    if (!site || !plan?.image || !image) return errors(404, 'Record not found');
    return HttpResponse.json({ ...plan.image, data_url: image.data_url });
  }),
  /**
   * Upload or replace the plan image: `{ image: { name, type, size, data_url } }`. SPEC §5 checks on the decoded
   * bytes (JPEG / PNG / GIF under 10 MB), then the size from the header. Replacing scales pins and zones with the
   * image so they keep their place on the drawing.
   */
  secured<SiteParams>('put', '/sites/:id/plan/image', ['update', 'Site'], async ({ tenant, params, request, user }) => {
    const site = siteOf(tenant, params.id);
    if (!site) return errors(404, 'Record not found');
    const body = await jsonBody<{ image?: Partial<Attachment> }>(request);
    const image = body.image;
    // SPEC §5: no file is 'No file provided'
    if (!image || typeof image !== 'object') return errors(422, 'No file provided');
    const problem = await attachmentError([image], { allowedTypes: IMAGE_TYPES });
    if (problem) return errors(422, problem);
    const size = imageSize(dataUrlBytes(String(image!.data_url)));
    if (!size) return errors(422, PLAN_SERVER_ONLY_MESSAGES['validation.imageUnreadable']);
    if (size.width > PLAN_MAX_SIDE || size.height > PLAN_MAX_SIDE) return errors(422, PLAN_SERVER_ONLY_MESSAGES['validation.imageTooLarge']);
    const plan = planOrEmpty(tenant, site.id);
    const old = plan.image;
    const scale = (p: { x: number; y: number }) => (old ? roundPoint({ x: (p.x * size.width) / old.width, y: (p.y * size.height) / old.height }) : p);
    const now = new Date().toISOString();
    const bytes = dataUrlBytes(String(image!.data_url)).length;
    const existing = imageRowOf(tenant, site.id);
    db.commit(tenant, 'site_plan_images', existing ? 'update' : 'create', { id: existing?.id ?? db.newId(tenant), site_id: site.id, data_url: String(image!.data_url) });
    const next: DemoSitePlan = {
      ...plan,
      image: { name: str(image!.name), type: str(image!.type).toLowerCase(), size: bytes, width: size.width, height: size.height, uploaded_at: now },
      pins: plan.pins.map((p) => ({ ...p, ...scale(p) })),
      zones: plan.zones.map((z) => ({ ...z, points: z.points.map(scale) })),
    };
    return save(tenant, next, user.id, site);
  }),
  secured<SiteParams>('post', '/sites/:id/plan/pins', ['update', 'Site'], async ({ tenant, params, request, user }) => {
    const site = siteOf(tenant, params.id);
    if (!site) return errors(404, 'Record not found');
    const plan = planOrEmpty(tenant, site.id);
    const body = pinBody(await jsonBody<Body>(request));
    const problems = await pinProblems(plan, body, null);
    if (problems.length) return errors(422, ...problems);
    const pin = pinOf(body, db.newId(tenant));
    return save(tenant, { ...plan, pins: [...plan.pins, pin] }, user.id, site, 201, { pin_id: pin.id });
  }),
  secured<ItemParams>('patch', '/sites/:id/plan/pins/:itemId', ['update', 'Site'], async ({ tenant, params, request, user }) => {
    const site = siteOf(tenant, params.id);
    const plan = site && planOf(tenant, site.id);
    const existing = plan?.pins.find((p) => p.id === numeric(params.itemId));
    if (!site || !plan || !existing) return errors(404, 'Record not found');
    const body = pinBody(await jsonBody<Body>(request), existing);
    const problems = await pinProblems(plan, body, existing.id);
    if (problems.length) return errors(422, ...problems);
    return save(tenant, { ...plan, pins: plan.pins.map((p) => (p.id === existing.id ? pinOf(body, existing.id) : p)) }, user.id, site, 200, { pin_id: existing.id });
  }),
  secured<ItemParams>('delete', '/sites/:id/plan/pins/:itemId', ['update', 'Site'], ({ tenant, params, user }) => {
    const site = siteOf(tenant, params.id);
    const plan = site && planOf(tenant, site.id);
    const existing = plan?.pins.find((p) => p.id === numeric(params.itemId));
    if (!site || !plan || !existing) return errors(404, 'Record not found');
    return save(tenant, { ...plan, pins: plan.pins.filter((p) => p.id !== existing.id) }, user.id, site);
  }),
  secured<SiteParams>('post', '/sites/:id/plan/zones', ['update', 'Site'], async ({ tenant, params, request, user }) => {
    const site = siteOf(tenant, params.id);
    if (!site) return errors(404, 'Record not found');
    const plan = planOrEmpty(tenant, site.id);
    const body = zoneBody(await jsonBody<Body>(request));
    const problems = await zoneProblems(plan, body, null);
    if (problems.length) return errors(422, ...problems);
    const zone = zoneOf(body, db.newId(tenant));
    return save(tenant, { ...plan, zones: [...plan.zones, zone] }, user.id, site, 201, { zone_id: zone.id });
  }),
  secured<ItemParams>('patch', '/sites/:id/plan/zones/:itemId', ['update', 'Site'], async ({ tenant, params, request, user }) => {
    const site = siteOf(tenant, params.id);
    const plan = site && planOf(tenant, site.id);
    const existing = plan?.zones.find((z) => z.id === numeric(params.itemId));
    if (!site || !plan || !existing) return errors(404, 'Record not found');
    const body = zoneBody(await jsonBody<Body>(request), existing);
    const problems = await zoneProblems(plan, body, existing.id);
    if (problems.length) return errors(422, ...problems);
    return save(tenant, { ...plan, zones: plan.zones.map((z) => (z.id === existing.id ? zoneOf(body, existing.id) : z)) }, user.id, site, 200, { zone_id: existing.id });
  }),
  secured<ItemParams>('delete', '/sites/:id/plan/zones/:itemId', ['update', 'Site'], ({ tenant, params, user }) => {
    const site = siteOf(tenant, params.id);
    const plan = site && planOf(tenant, site.id);
    const existing = plan?.zones.find((z) => z.id === numeric(params.itemId));
    if (!site || !plan || !existing) return errors(404, 'Record not found');
    return save(tenant, { ...plan, zones: plan.zones.filter((z) => z.id !== existing.id) }, user.id, site);
  }),
];

