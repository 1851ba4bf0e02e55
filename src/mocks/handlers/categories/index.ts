import { HttpResponse } from 'msw';
import { CATEGORY_STATUSES, CATEGORY_TYPES, nameKey, takenCategoryNames, type CategoryInput, type CategoryRecord, type EnvironmentCategoryInput } from '@/features/categories/model';
import { categorySchema, environmentCategorySchema } from '@/features/categories/schemas/category-schema';
import { categoryServerT } from '@/features/categories/schemas/rule-messages';
import { ruleErrors } from '@/lib/forms/rule-errors';
import { db, type Row, type TenantData } from '../../db/db';
import { registerRecordSerializer } from '../../cable/server';
import { categoriesOf } from '../../services/categories';
import { ensureCategories, subCategoryCode, type DemoCategory, type DemoEnvironmentCategory } from '../../db/seed/categories';
import { errors, jsonBody, secured, type AuthContext } from '../../http';
import { pageOf, queryOf, sortRows, whereSearch } from '../../list-query';

const PER_PAGE = 15;
const FORBIDDEN = 'You are not authorized to perform this action';

function environmentCategoriesOf(tenant: TenantData): DemoEnvironmentCategory[] {
  if (ensureCategories(tenant)) db.touch(tenant);
  return db.list<DemoEnvironmentCategory>(tenant, 'environment_categories');
}

function serialize(c: DemoCategory, all: DemoCategory[]): CategoryRecord {
  return {
    ...c,
    parent_name: c.parent_id ? (all.find((p) => p.id === c.parent_id)?.name ?? null) : null,
    sub_categories_count: all.filter((s) => s.parent_id === c.id).length,
  };
}

// realtime rows travel in the REST shape (parent name, sub-category count)
registerRecordSerializer('categories', (tenant, row) => serialize(row as unknown as DemoCategory, categoriesOf(tenant)) as unknown as Row);

/**
 * GET /categories: `category_type`, `status`, `search`, `id` (one record), `parent_id` (a number: its
 * sub-categories; 'none': top level only; missing: every level), `sort`/`order`, `page` (`per_page` up to 500).
 */
function list({ tenant, request }: AuthContext) {
  const q = queryOf(request);
  const all = categoriesOf(tenant);
  let rows = all;
  const id = Number(q('id'));
  if (id) rows = rows.filter((c) => c.id === id);
  if (q('category_type')) rows = rows.filter((c) => c.category_type === q('category_type'));
  if (q('status')) rows = rows.filter((c) => c.status === q('status'));
  const parent = q('parent_id');
  if (parent === 'none') rows = rows.filter((c) => c.parent_id == null);
  else if (parent) rows = rows.filter((c) => c.parent_id === Number(parent));
  rows = whereSearch(rows, q, (c) => `${c.name} ${c.description}`);
  // by name A→Z unless asked otherwise
  const sorted = sortRows(rows, (k) => (k === 'order' ? q('order') || 'asc' : q(k)), 'name', { name: (c) => nameKey(c.name) });
  const { rows: page, ...paging } = pageOf(sorted, q, PER_PAGE, 500);
  return HttpResponse.json({ categories: page.map((c) => serialize(c, all)), ...paging });
}

type CategoryBody = Partial<CategoryInput>;

/** The form's own schema (duplicate names included), then what only the server knows: the parent exists and fits. */
async function categoryErrors(tenant: TenantData, body: CategoryBody, existing?: DemoCategory): Promise<string[]> {
  const all = categoriesOf(tenant);
  const type = body.category_type ?? existing?.category_type ?? '';
  const parentId = body.parent_id === undefined ? (existing?.parent_id ?? null) : body.parent_id;
  const out = await ruleErrors(categorySchema(categoryServerT, { takenNames: takenCategoryNames(all, { category_type: type, parent_id: parentId, id: existing?.id }) }), {
    name: body.name ?? existing?.name ?? '',
    category_type: type,
    parent_id: parentId,
    description: body.description ?? existing?.description ?? '',
    status: body.status ?? existing?.status ?? 'active',
  });
  if (parentId != null) {
    const parent = all.find((c) => c.id === Number(parentId));
    if (!parent) out.push('The parent category does not exist');
    else if (parent.parent_id != null) out.push('A sub-category cannot have sub-categories');
    else if (parent.category_type !== type) out.push('A sub-category has the type of its parent');
  }
  if (existing && parentId !== existing.parent_id) out.push('A category cannot move to another parent');
  if (existing && type !== existing.category_type) out.push('The category type cannot change');
  return [...new Set(out)];
}

/** the stored value of a new category: its name (under its parent's name), made unique within the type */
function newCode(all: DemoCategory[], type: string, name: string, parent: DemoCategory | undefined): string {
  const base = parent ? subCategoryCode(parent.name, name) : name;
  const used = new Set(all.filter((c) => c.category_type === type).map((c) => c.code));
  let code = base;
  for (let n = 2; used.has(code); n++) code = `${base} (${n})`;
  return code;
}

async function createCategory(ctx: AuthContext) {
  const { tenant } = ctx;
  const body = await jsonBody<CategoryBody & { category?: CategoryBody }>(ctx.request);
  const input: CategoryBody = body.category ?? body;
  const errs = await categoryErrors(tenant, input);
  if (errs.length) return errors(422, ...errs);
  const all = categoriesOf(tenant);
  const parent = input.parent_id != null ? all.find((c) => c.id === Number(input.parent_id)) : undefined;
  const name = String(input.name).trim().replace(/\s+/g, ' ');
  const type = input.category_type as CategoryRecord['category_type'];
  const at = new Date().toISOString();
  const row: DemoCategory = {
    id: db.newId(tenant),
    name,
    category_type: type,
    parent_id: parent?.id ?? null,
    description: (input.description ?? '').trim(),
    status: CATEGORY_STATUSES.includes(input.status as never) ? (input.status as CategoryRecord['status']) : 'active',
    code: newCode(all, type, name, parent),
    created_at: at,
    updated_at: at,
  };
  db.commit(tenant, 'categories', 'create', row);
  return HttpResponse.json(serialize(row, categoriesOf(tenant)), { status: 201 });
}

async function updateCategory(ctx: AuthContext & { params: { id: string } }) {
  const { tenant } = ctx;
  const existing = categoriesOf(tenant).find((c) => c.id === Number(ctx.params.id));
  if (!existing) return errors(404, 'Record not found');
  const body = await jsonBody<CategoryBody & { category?: CategoryBody }>(ctx.request);
  const input: CategoryBody = body.category ?? body;
  const errs = await categoryErrors(tenant, input, existing);
  if (errs.length) return errors(422, ...errs);
  const row: DemoCategory = {
    ...existing,
    name: input.name !== undefined ? String(input.name).trim().replace(/\s+/g, ' ') : existing.name,
    description: input.description !== undefined ? String(input.description).trim() : existing.description,
    status: (input.status as CategoryRecord['status'] | undefined) ?? existing.status,
    updated_at: new Date().toISOString(),
  };
  db.commit(tenant, 'categories', 'update', row);
  return HttpResponse.json(serialize(row, categoriesOf(tenant)));
}

/** SPEC §6: environment categories are for the organisation admin only */
function adminOnly(ctx: AuthContext): Response | null {
  return ctx.user.is_admin ? null : errors(403, FORBIDDEN);
}

type EnvironmentBody = Partial<EnvironmentCategoryInput>;

async function environmentErrors(tenant: TenantData, body: EnvironmentBody, existing?: DemoEnvironmentCategory): Promise<string[]> {
  const taken = environmentCategoriesOf(tenant)
    .filter((e) => e.id !== existing?.id)
    .map((e) => e.name);
  return ruleErrors(environmentCategorySchema(categoryServerT, { takenNames: taken }), {
    name: body.name ?? existing?.name ?? '',
    env_type: body.env_type ?? existing?.env_type ?? '',
    unit: body.unit ?? existing?.unit ?? '',
    description: body.description ?? existing?.description ?? '',
    status: body.status ?? existing?.status ?? 'active',
  });
}

/** GET /v2/environment_categories: the whole list (SPEC §7), optionally only some types (`types=air,water` or `types[]=air&types[]=water`). */
function listEnvironment(ctx: AuthContext) {
  const refused = adminOnly(ctx);
  if (refused) return refused;
  const url = new URL(ctx.request.url);
  const types = [...url.searchParams.getAll('types'), ...url.searchParams.getAll('types[]')].flatMap((v) => v.split(',')).filter(Boolean);
  let rows = environmentCategoriesOf(ctx.tenant);
  if (types.length) rows = rows.filter((e) => types.includes(e.env_type));
  return HttpResponse.json({ environment_categories: [...rows].sort((a, b) => nameKey(a.name).localeCompare(nameKey(b.name))) });
}

async function environmentBody(request: Request): Promise<EnvironmentBody | null> {
  const body = await jsonBody<{ environment_category?: EnvironmentBody }>(request);
  return body.environment_category && typeof body.environment_category === 'object' ? body.environment_category : null;
}

async function createEnvironment(ctx: AuthContext) {
  const refused = adminOnly(ctx);
  if (refused) return refused;
  const input = await environmentBody(ctx.request);
  if (!input) return errors(422, 'param is missing or the value is empty: environment_category');
  const errs = await environmentErrors(ctx.tenant, input);
  if (errs.length) return errors(422, ...errs);
  const at = new Date().toISOString();
  const row: DemoEnvironmentCategory = {
    id: db.newId(ctx.tenant),
    name: String(input.name).trim().replace(/\s+/g, ' '),
    env_type: input.env_type as DemoEnvironmentCategory['env_type'],
    unit: String(input.unit).trim(),
    description: (input.description ?? '').trim(),
    status: (input.status as DemoEnvironmentCategory['status'] | undefined) ?? 'active',
    created_at: at,
    updated_at: at,
  };
  db.commit(ctx.tenant, 'environment_categories', 'create', row);
  return HttpResponse.json({ environment_category: row }, { status: 201 });
}

async function updateEnvironment(ctx: AuthContext & { params: { id: string } }) {
  const refused = adminOnly(ctx);
  if (refused) return refused;
  const existing = environmentCategoriesOf(ctx.tenant).find((e) => e.id === Number(ctx.params.id));
  if (!existing) return errors(404, 'Record not found');
  const input = await environmentBody(ctx.request);
  if (!input) return errors(422, 'param is missing or the value is empty: environment_category');
  const errs = await environmentErrors(ctx.tenant, input, existing);
  if (errs.length) return errors(422, ...errs);
  const row: DemoEnvironmentCategory = {
    ...existing,
    name: input.name !== undefined ? String(input.name).trim().replace(/\s+/g, ' ') : existing.name,
    env_type: (input.env_type as DemoEnvironmentCategory['env_type'] | undefined) ?? existing.env_type,
    unit: input.unit !== undefined ? String(input.unit).trim() : existing.unit,
    description: input.description !== undefined ? String(input.description).trim() : existing.description,
    status: (input.status as DemoEnvironmentCategory['status'] | undefined) ?? existing.status,
    updated_at: new Date().toISOString(),
  };
  db.commit(ctx.tenant, 'environment_categories', 'update', row);
  return HttpResponse.json({ environment_category: row });
}

/**
 * Settings > Categories (SPEC §7 "Users and sites"). Reading categories is open to signed-in users (the record
 * forms offer them); creating and renaming need Category create / update; environment categories are admin only.
 */
export const categoryHandlers = [
  secured('get', '/categories/category_types', null, () => HttpResponse.json({ category_types: [...CATEGORY_TYPES] })),
  secured('get', '/categories', null, list),
  secured('post', '/categories', ['create', 'Category'], createCategory),
  secured<{ id: string }>('patch', '/categories/:id', ['update', 'Category'], updateCategory),
  secured('get', '/v2/environment_categories', null, listEnvironment),
  secured('post', '/v2/environment_categories', null, createEnvironment),
  secured<{ id: string }>('patch', '/v2/environment_categories/:id', null, updateEnvironment),
];


