import { db } from '@/mocks/db/db';
import type { DemoSite, DemoUser } from '@/mocks/db/types';
import type { OnboardingResponse, StarterContentResponse } from '../model/types';
import { STARTER_PACKS } from '../model/starter-content';
import { callAs } from './call-as';

const globex = () => db.tenant('globex')!;
const GLOBEX_ORG = 202;
const path = `/organizations/${GLOBEX_ORG}/onboarding`;
type Call = Awaited<ReturnType<typeof callAs>>;
type Answer = OnboardingResponse & { organization?: { is_onboarding: boolean }; errors?: string[] };
const owner = () => callAs('globex', 'owner@globex.test');
const patch = (call: Call, onboarding: Record<string, unknown>) => call<Answer>('PATCH', path, { onboarding });
const refusal = async (p: Promise<{ status: number; data: unknown }>) => {
  const r = await p;
  return { status: r.status, errors: (r.data as { errors?: string[] }).errors };
};

describe('demo backend: onboarding', () => {
  it('stores the progress on the organisation, resumes it and finishes onboarding with a broadcast', async () => {
    let call = await owner();
    const first = (await call<OnboardingResponse>('GET', path)).data.onboarding;
    expect(first).toMatchObject({ organization_id: GLOBEX_ORG, is_onboarding: true, progress: { step: 'sites', completed: [], skipped: [] } });
    expect(first.sites.map((s) => s.name)).toEqual(['Central Depot']);
    expect(first.users.map((u) => u.email)).toContain('owner@globex.test');
    expect(first.roles.length).toBeGreaterThan(3);

    await patch(call, { action: 'complete', step: 'sites' });
    await patch(call, { action: 'skip', step: 'structure' });
    // a new sign-in finds the same place (the progress lives on the organisation, not in the browser)
    call = await owner();
    expect((await call<OnboardingResponse>('GET', path)).data.onboarding.progress).toEqual({ step: 'users', completed: ['sites'], skipped: ['structure'], industry: null });

    await patch(call, { action: 'skip', step: 'users' });
    const modules = await patch(call, { action: 'complete', step: 'modules', modules: ['Observation', 'Incident'] });
    expect(modules.data.onboarding).toMatchObject({ modules: ['Incident', 'Observation'], progress: { step: 'done' } });
    expect(globex().organization!.modules).toEqual(['Incident', 'Observation']);

    const seen: string[] = [];
    const off = db.subscribe((c) => seen.push(`${c.collection}:${c.verb}`));
    const done = await patch(call, { action: 'finish' });
    expect(done.status).toBe(200);
    off();
    expect(done.data.organization).toMatchObject({ is_onboarding: false });
    expect(globex().organization!.is_onboarding).toBe(false);
    // the organisation row is broadcast: OrganizationChannel and OnBoardingChannel follow it (cable/server.ts)
    expect(seen).toEqual(['organization:update']);
    // nothing more to move once finished
    expect(await refusal(patch(call, { action: 'open', step: 'sites' }))).toEqual({ status: 422, errors: ['Onboarding is already finished'] });
  });

  it('answers 422 on every broken rule', async () => {
    const call = await owner();
    expect(await refusal(patch(call, { action: 'skip', step: 'sites' }))).toEqual({ status: 422, errors: ['This step cannot be skipped'] });
    expect(await refusal(patch(call, { action: 'open', step: 'users' }))).toEqual({ status: 422, errors: ['Finish the steps before this one first'] });
    expect(await refusal(patch(call, { action: 'fly', step: 'sites' }))).toEqual({ status: 422, errors: ['Action is not valid'] });
    expect(await refusal(patch(call, { action: 'complete', step: 'roof' }))).toEqual({ status: 422, errors: ['Step is not valid'] });
    expect(await refusal(patch(call, { action: 'finish' }))).toEqual({ status: 422, errors: ['Add at least one site before you continue'] });
    await patch(call, { action: 'complete', step: 'sites' });
    await patch(call, { action: 'complete', step: 'structure' });
    await patch(call, { action: 'complete', step: 'users' });
    expect(await refusal(patch(call, { action: 'complete', step: 'modules', modules: [] }))).toEqual({ status: 422, errors: ['Choose at least one module'] });
    expect(await refusal(patch(call, { action: 'complete', step: 'modules', modules: ['Incident', 'Rockets'] }))).toEqual({ status: 422, errors: ['Module is not valid'] });
    expect(await refusal(patch(call, { action: 'finish' }))).toEqual({ status: 422, errors: ['Choose at least one module'] });
    // without a site, the sites step cannot be completed
    for (const s of db.list<DemoSite>(globex(), 'sites')) s.status = 'deleted';
    await patch(call, { action: 'open', step: 'sites' });
    expect(await refusal(patch(call, { action: 'complete', step: 'sites' }))).toEqual({ status: 422, errors: ['Add at least one site before you continue'] });
  });

  it('is for the organisation admin of the own tenant only (403, 404)', async () => {
    // a non-admin of globex
    const owner = db.list<DemoUser>(globex(), 'users')[0];
    db.list<DemoUser>(globex(), 'users').push({ ...owner, id: 9_001, email: 'staff@globex.test', full_name: 'Sam Staff', is_admin: false, role_name: 'Supervisor' });
    const staff = await callAs('globex', 'staff@globex.test');
    expect((await staff('GET', path)).status).toBe(403);
    expect((await patch(staff, { action: 'complete', step: 'sites' })).status).toBe(403);
    expect((await staff('POST', '/onboarding/starter_content', { industry: 'construction' })).status).toBe(403);
    // acme's admin cannot read or move globex's onboarding (the tenant comes from the API key)
    const acme = await callAs('acme', 'admin@acme.test');
    expect((await acme('GET', path)).status).toBe(404);
    expect((await patch(acme, { action: 'complete', step: 'sites' })).status).toBe(404);
    expect((await acme('GET', '/organizations/101/onboarding')).data).toMatchObject({ onboarding: { is_onboarding: false } });
    expect(globex().organization).not.toHaveProperty('onboarding');
  });

  it('adds industry starter content once: categories through the categories service, templates stored for later modules', async () => {
    const call = await owner();
    const pack = STARTER_PACKS.logistics;
    const subs = pack.categories.reduce((n, c) => n + c.sub_categories.length, 0);
    const first = await call<StarterContentResponse>('POST', '/onboarding/starter_content', { industry: 'logistics' });
    expect(first.status).toBe(201);
    expect(first.data.added).toEqual({ categories: pack.categories.length, sub_categories: subs, templates: pack.templates.length });
    expect(first.data.onboarding.progress.industry).toBe('logistics');
    expect(first.data.onboarding.templates.map((t) => t.name)).toEqual(expect.arrayContaining(pack.templates.map((t) => t.name)));
    const categories = (await call<{ categories: { name: string }[] }>('GET', '/categories?search=Forklifts')).data.categories;
    expect(categories.map((c) => c.name)).toContain('Forklifts and vehicles');

    const count = () => ({ categories: db.list(globex(), 'categories').length, templates: db.list(globex(), 'starter_templates').length });
    const before = count();
    const again = await call<StarterContentResponse>('POST', '/onboarding/starter_content', { industry: 'logistics' });
    expect(again.status).toBe(200);
    expect(again.data.added).toEqual({ categories: 0, sub_categories: 0, templates: 0 });
    expect(count()).toEqual(before);
    // another industry shares a template (hot work) with none here, adds its own
    const other = await call<StarterContentResponse>('POST', '/onboarding/starter_content', { industry: 'oil_gas' });
    expect(other.data.added.templates).toBe(STARTER_PACKS.oil_gas.templates.length);
    expect(await refusal(call('POST', '/onboarding/starter_content', { industry: 'space' }))).toEqual({ status: 422, errors: ['Industry is not valid'] });
  });
});
