import { securedClient } from '@/lib/api/clients';
import { failure, signIn } from '@/testing/backend';
import { db } from '@/mocks/db/db';
import type { DemoCategory, DemoEnvironmentCategory } from '@/mocks/db/seed/categories';
import type { CategoryListResponse, CategoryRecord, EnvironmentCategoryRecord } from '../model';
import { HEADERS } from '@/config/constants';
import { env } from '@/config/env';
import { apiKeyFor, currentApiKey } from '@/lib/api/api-key';
import type { DemoToken, DemoUser } from '@/mocks/db/types';

const acme = () => db.tenant('acme')!;
const acmeCategory = (name: string, type = 'observation') => db.list<DemoCategory>(acme(), 'categories').find((c) => c.name === name && c.category_type === type && c.parent_id == null)!;
/** raw requests as `email`: the secured client would treat a 403 as a session problem and refresh (SPEC §8) */
async function rawAs(email: string) {
  const store = await signIn(email);
  const headers = { Authorization: `Bearer ${store.getState().session.accessToken}`, [HEADERS.apiKey]: await currentApiKey(false), 'Content-Type': 'application/json' };
  return (method: string, path: string, body?: unknown) => fetch(`${env.apiBaseUrl}${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
}
/** raw requests of the globex owner under the globex API key (the test host is acme's) */
async function globexCall() {
  const globex = db.tenant('globex')!;
  const owner = db.list<DemoUser>(globex, 'users').find((u) => u.email === 'owner@globex.test')!;
  const token = { id: db.newId(globex), access_token: 'globex-categories-token', refresh_token: 'r', csrf_token: 'c', user_id: owner.id, expires_at: Date.now() + 3_600_000, refresh_expires_at: Date.now() + 3_600_000 };
  db.list<DemoToken>(globex, 'tokens').push(token);
  const headers = { Authorization: `Bearer ${token.access_token}`, [HEADERS.apiKey]: await apiKeyFor('globex'), 'Content-Type': 'application/json' };
  return (method: string, path: string, body?: unknown) => fetch(`${env.apiBaseUrl}${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
}
const list = async (params: Record<string, unknown>) => (await securedClient.get<CategoryListResponse>('/categories', { params })).data;

describe('demo backend: categories', () => {
  it('seeds the built-in codes of the record forms, with sub-categories', async () => {
    await signIn('supervisor@acme.test');
    const top = await list({ category_type: 'observation', parent_id: 'none', per_page: 100 });
    expect(top.categories.map((c) => c.code)).toEqual(expect.arrayContaining(['housekeeping', 'chemicals', 'ppe']));
    const housekeeping = top.categories.find((c) => c.code === 'housekeeping')!;
    expect(housekeeping).toMatchObject({ name: 'Housekeeping', sub_categories_count: 2 });
    const subs = await list({ parent_id: housekeeping.id });
    expect(subs.categories.map((c) => [c.name, c.parent_name])).toEqual([
      ['Blocked walkways', 'Housekeeping'],
      ['Spills and leaks', 'Housekeeping'],
    ]);
    const incident = await list({ category_type: 'incident', search: 'manual' });
    expect(incident.categories.map((c) => c.name)).toEqual(['Manual handling']);
    expect((await securedClient.get('/categories/category_types')).data).toEqual({ category_types: ['observation', 'incident', 'action', 'skill'] });
  });

  it('creates and renames with Category create / update, 403 without (reading stays open to the forms)', async () => {
    const call = await rawAs('supervisor@acme.test');
    expect((await call('GET', '/categories?category_type=observation')).status).toBe(200);
    expect((await call('GET', '/categories/category_types')).status).toBe(200);
    expect((await call('POST', '/categories', { category: { name: 'Lifting', category_type: 'observation' } })).status).toBe(403);
    expect((await call('PATCH', `/categories/${acmeCategory('Chemicals').id}`, { category: { name: 'X' } })).status).toBe(403);

    await signIn('hod@acme.test');
    const created = await securedClient.post<CategoryRecord>('/categories', { category: { name: ' Lifting  gear ', category_type: 'observation', parent_id: null } });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ name: 'Lifting gear', code: 'Lifting gear', status: 'active', parent_id: null });
    const sub = await securedClient.post<CategoryRecord>('/categories', { category: { name: 'Slings', category_type: 'observation', parent_id: created.data.id } });
    expect(sub.data).toMatchObject({ code: 'Lifting gear › Slings', parent_name: 'Lifting gear' });
    const renamed = await securedClient.patch<CategoryRecord>(`/categories/${sub.data.id}`, { category: { name: 'Web slings' } });
    // the stored value does not change with the name: records keep pointing at it
    expect(renamed.data).toMatchObject({ name: 'Web slings', code: 'Lifting gear › Slings' });
    expect(db.find<DemoCategory>(acme(), 'categories', sub.data.id)!.name).toBe('Web slings');
  });

  it('answers 422 from the same schema: duplicate names per type and parent, missing name, bad parent', async () => {
    await signIn('admin@acme.test');
    const dup = await failure(securedClient.post('/categories', { category: { name: 'HOUSEKEEPING', category_type: 'observation' } }));
    expect(dup).toEqual({ status: 422, data: { errors: ['Name has already been taken'] } });
    // the same name under another type, or as a sub-category, is fine
    expect((await securedClient.post('/categories', { category: { name: 'Housekeeping', category_type: 'skill' } })).status).toBe(201);
    const housekeeping = acmeCategory('Housekeeping');
    expect((await failure(securedClient.post('/categories', { category: { name: 'ladders', category_type: 'observation', parent_id: acmeCategory('Working at height').id } }))).data).toEqual({ errors: ['Name has already been taken'] });
    expect((await failure(securedClient.post('/categories', { category: { name: '', category_type: '' } }))).data).toEqual({ errors: ['Name is required', 'Category type is required'] });
    const sub = db.list<DemoCategory>(acme(), 'categories').find((c) => c.parent_id === housekeeping.id)!;
    expect((await failure(securedClient.post('/categories', { category: { name: 'Deep', category_type: 'observation', parent_id: sub.id } }))).data).toEqual({ errors: ['A sub-category cannot have sub-categories'] });
    expect((await failure(securedClient.patch(`/categories/${acmeCategory('Chemicals').id}`, { category: { name: 'Electrical' } }))).data).toEqual({ errors: ['Name has already been taken'] });
  });

  it('an observation may store a category added in settings, not an unknown one', async () => {
    await signIn('admin@acme.test');
    const parent = await securedClient.post<CategoryRecord>('/categories', { category: { name: 'Lifting gear', category_type: 'observation' } });
    const sub = await securedClient.post<CategoryRecord>('/categories', { category: { name: 'Slings', category_type: 'observation', parent_id: parent.data.id } });
    const site = (acme().collections.sites as { id: number; status: string }[]).find((x) => x.status === 'active')!;
    const observation = { type: 'unsafe_act', description: 'Frayed sling in use', site_id: site.id, area_id: null, observed_at: new Date(Date.now() - 3_600_000).toISOString(), risk_level: 'high', action_required: false, no_action_reason: 'Removed at once', comment: 'Sling removed', actions: [] };
    const refused = await failure(securedClient.post('/observations', { ...observation, category: 'Made up' }));
    expect(refused.data).toEqual({ errors: ['Category is not valid'] });
    const saved = await securedClient.post<{ category: string }>('/observations', { ...observation, category: sub.data.code });
    expect(saved.data.category).toBe('Lifting gear › Slings');
  });

  it('keeps tenants apart (the tenant comes from the API key)', async () => {
    await signIn('admin@acme.test');
    await securedClient.post('/categories', { category: { name: 'Acme only', category_type: 'observation' } });
    const acmeId = acmeCategory('Acme only').id;
    const call = await globexCall();
    const found = (await (await call('GET', '/categories?search=Acme%20only')).json()) as CategoryListResponse;
    expect(found.total_count).toBe(0);
    expect(((await (await call('GET', `/categories?id=${acmeId}`)).json()) as CategoryListResponse).categories).toEqual([]);
    expect((await call('PATCH', `/categories/${acmeId}`, { category: { name: 'Taken over' } })).status).toBe(404);
    // globex has its own seeded copy, where the name is free
    expect((await call('POST', '/categories', { category: { name: 'Acme only', category_type: 'observation' } })).status).toBe(201);
    expect(db.list<DemoCategory>(db.tenant('globex')!, 'categories').some((c) => c.name === 'Housekeeping')).toBe(true);
    expect(acmeCategory('Acme only').name).toBe('Acme only');
  });
});

describe('demo backend: environment categories (SPEC §7)', () => {
  it('is for the organisation admin only', async () => {
    // the HOD holds every Category right but is not the organisation admin
    const call = await rawAs('hod@acme.test');
    expect((await call('GET', '/v2/environment_categories')).status).toBe(403);
    expect((await call('POST', '/v2/environment_categories', { environment_category: { name: 'X', env_type: 'air', unit: 'kg' } })).status).toBe(403);
    const id = db.list(acme(), 'environment_categories')[0].id;
    expect((await call('PATCH', `/v2/environment_categories/${id}`, { environment_category: { unit: 'kg' } })).status).toBe(403);
  });

  it('lists environment_categories, optionally of some types', async () => {
    await signIn('admin@acme.test');
    const all = (await securedClient.get<{ environment_categories: EnvironmentCategoryRecord[] }>('/v2/environment_categories')).data.environment_categories;
    expect(all.length).toBe(db.list(acme(), 'environment_categories').length);
    const water = (await securedClient.get<{ environment_categories: EnvironmentCategoryRecord[] }>('/v2/environment_categories', { params: { types: 'water,noise' } })).data.environment_categories;
    expect(new Set(water.map((e) => e.env_type))).toEqual(new Set(['water', 'noise']));
  });

  it('creates and updates under the key environment_category, with 422 from the schema', async () => {
    await signIn('admin@acme.test');
    expect((await failure(securedClient.post('/v2/environment_categories', { name: 'Flat body' }))).status).toBe(422);
    const dup = await failure(securedClient.post('/v2/environment_categories', { environment_category: { name: 'water consumption', env_type: 'water', unit: 'm³' } }));
    expect(dup.data).toEqual({ errors: ['Name has already been taken'] });
    const created = await securedClient.post<{ environment_category: EnvironmentCategoryRecord }>('/v2/environment_categories', { environment_category: { name: 'Steam use', env_type: 'energy', unit: 't', description: '' } });
    expect(created.status).toBe(201);
    const id = created.data.environment_category.id;
    const updated = await securedClient.patch<{ environment_category: EnvironmentCategoryRecord }>(`/v2/environment_categories/${id}`, { environment_category: { unit: 'GJ', status: 'inactive' } });
    expect(updated.data.environment_category).toMatchObject({ name: 'Steam use', unit: 'GJ', status: 'inactive' });
    expect(db.find<DemoEnvironmentCategory>(acme(), 'environment_categories', id)!.unit).toBe('GJ');
    const globex = await globexCall();
    expect((await globex('PATCH', `/v2/environment_categories/${id}`, { environment_category: { unit: 'x' } })).status).toBe(404);
    const theirs = (await (await globex('GET', '/v2/environment_categories')).json()) as { environment_categories: EnvironmentCategoryRecord[] };
    expect(theirs.environment_categories.some((e) => e.name === 'Steam use')).toBe(false);
  });
});
