import { HEADERS } from '@/config/constants';
import { env } from '@/config/env';
import { apiKeyFor, currentApiKey } from '@/lib/api/api-key';
import { signIn } from '@/testing/backend';
import { db, type Row } from '@/mocks/db/db';
import type { DemoPermitForm, DemoPermitFormVersion, DemoToken, DemoUser } from '@/mocks/db/types';
import { blankTemplate, type PermitTemplateListResponse, type PermitTemplateRecord, type TemplateVersion, type TemplateVersionSummary } from '../model';

const tenant = (key: string) => db.tenant(key)!;
const forms = (key = 'acme') => db.list<DemoPermitForm>(tenant(key), 'permit_forms');
const versions = (key = 'acme') => db.list<DemoPermitFormVersion>(tenant(key), 'permit_form_versions');
const formOf = (name: string, key = 'acme') => forms(key).find((f) => f.name === name)!;
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

async function calls(email: string) {
  const store = await signIn(email);
  const headers = { Authorization: `Bearer ${store.getState().session.accessToken}`, [HEADERS.apiKey]: await currentApiKey(false), 'Content-Type': 'application/json' };
  return async (method: string, path: string, body?: unknown) => {
    const r = await fetch(`${env.apiBaseUrl}${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
    return { status: r.status, body: (await r.json().catch(() => null)) as Record<string, unknown> & { errors?: string[] } };
  };
}

async function globexCalls() {
  const globex = tenant('globex');
  const owner = db.list<DemoUser>(globex, 'users').find((u) => u.email === 'owner@globex.test')!;
  const token = { id: db.newId(globex), access_token: 'globex-permit-forms-token', refresh_token: 'r', csrf_token: 'c', user_id: owner.id, expires_at: Date.now() + 3_600_000, refresh_expires_at: Date.now() + 3_600_000 };
  db.list<DemoToken>(globex, 'tokens').push(token);
  const headers = { Authorization: `Bearer ${token.access_token}`, [HEADERS.apiKey]: await apiKeyFor('globex'), 'Content-Type': 'application/json' };
  return async (method: string, path: string, body?: unknown) => {
    const r = await fetch(`${env.apiBaseUrl}${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
    return { status: r.status, body: (await r.json().catch(() => null)) as Record<string, unknown> };
  };
}

const newTemplate = () => ({ ...blankTemplate(), name: 'Roof work', description: 'Work on roofs', prefix_id: 'RW' });

describe('demo backend: permit templates', () => {
  it('seeds five published templates and a low-risk draft per organisation, listed by name with filters', async () => {
    const api = await calls('admin@acme.test');
    const { status, body } = await api('GET', '/permit_forms');
    expect(status).toBe(200);
    const list = body as unknown as PermitTemplateListResponse;
    expect(list.permit_forms.map((f) => [f.name, f.prefix_id, f.latest_version, f.unpublished_changes])).toEqual([
      ['Confined space entry permit', 'CSE', 1, false],
      ['Electrical isolation permit', 'EI', 1, false],
      ['Excavation permit', 'EXC', 1, false],
      ['General low-risk work', 'GW', null, true],
      ['Hot work permit', 'HW', 2, false],
      ['Work at height permit', 'WAH', 2, false],
    ]);
    expect(((await api('GET', '/permit_forms?low_risk=true')).body as unknown as PermitTemplateListResponse).permit_forms.map((f) => f.prefix_id)).toEqual(['GW']);
    expect(((await api('GET', '/permit_forms?search=confined')).body as unknown as PermitTemplateListResponse).total_count).toBe(1);
    const cse = list.permit_forms.find((f) => f.prefix_id === 'CSE')!;
    expect(cse.sections.flatMap((s) => s.questions).some((q) => q.type === 'gas_test')).toBe(true);
    expect(forms('globex')).toHaveLength(6);
  });

  it('answers 403 by role: no Permit Form Setting read, or read only', async () => {
    const supervisor = await calls('supervisor@acme.test');
    expect((await supervisor('GET', '/permit_forms')).status).toBe(403);
    const reader = await calls('permits@acme.test');
    const hw = formOf('Hot work permit');
    expect((await reader('GET', '/permit_forms')).status).toBe(200);
    expect((await reader('GET', `/permit_forms/${hw.id}/versions`)).status).toBe(200);
    expect((await reader('POST', '/permit_forms', newTemplate())).status).toBe(403);
    expect((await reader('PATCH', `/permit_forms/${hw.id}`, { name: 'X' })).status).toBe(403);
    expect((await reader('POST', `/permit_forms/${hw.id}/publish`)).status).toBe(403);
    expect(forms().find((f) => f.name === 'Roof work')).toBeUndefined();
  });

  it('creates a template through db.commit and refuses an invalid one with the builder’s schema messages', async () => {
    const api = await calls('admin@acme.test');
    const refused = await api('POST', '/permit_forms', { ...blankTemplate(), prefix_id: 'hw', default_hours: 0 });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual(['Permit name is required', 'Description is required', 'Default hours must be a whole number from 1 to 72', 'Prefix id has already been taken']);
    const changes: string[] = [];
    const stop = db.subscribe((c) => changes.push(`${c.collection}:${c.verb}`));
    const created = await api('POST', '/permit_forms', newTemplate());
    stop();
    expect(created.status).toBe(201);
    expect(changes).toEqual(['permit_forms:create']);
    const record = created.body as unknown as PermitTemplateRecord;
    expect(record).toMatchObject({ name: 'Roof work', default_hours: 8, extension_hours: 4, latest_version: null, unpublished_changes: true });
    expect(record.sections.map((s) => s.title)).toEqual(['Location of Work', 'Duration of Work', 'Night Work Checklist', 'Closure Checklist', 'Declaration']);
  });

  it('checks a question’s reference image as a JPEG, GIF or PNG on its bytes (SPEC §5)', async () => {
    const api = await calls('admin@acme.test');
    const t = newTemplate();
    const withImage = (image: unknown) => ({ ...t, sections: t.sections.map((s, i) => (i === 0 ? { ...s, questions: s.questions.map((q, j) => (j === 0 ? { ...q, reference_image: image } : q)) } : s)) });
    const pdf = await api('POST', '/permit_forms', withImage({ name: 'plan.pdf', type: 'application/pdf', size: 8, data_url: `data:application/pdf;base64,${btoa('%PDF-1.4')}` }));
    expect(pdf.status).toBe(422);
    expect(pdf.body.errors).toEqual(["File type 'application/pdf' not allowed (plan.pdf)"]);
    const fake = await api('POST', '/permit_forms', withImage({ name: 'x.png', type: 'image/png', size: 2, data_url: `data:image/png;base64,${btoa('MZ')}` }));
    expect(fake.body.errors).toEqual(['File content does not match PNG format (x.png)']);
    expect((await api('POST', '/permit_forms', withImage({ name: 'ok.png', type: 'image/png', size: 70, data_url: PNG }))).status).toBe(201);
  });

  it('publishes numbered, immutable versions; an unchanged draft has nothing to publish', async () => {
    const api = await calls('admin@acme.test');
    const hw = formOf('Hot work permit');
    const same = await api('POST', `/permit_forms/${hw.id}/publish`);
    expect(same.status).toBe(422);
    expect(same.body.errors).toEqual(['Nothing has changed since the latest version']);
    const v2 = versions().find((v) => v.permit_form_id === hw.id && v.number === 2)!;
    const before = structuredClone(v2.definition);
    const edited = await api('PATCH', `/permit_forms/${hw.id}`, { default_hours: 6, sections: hw.sections.slice(1) });
    expect(edited.body).toMatchObject({ default_hours: 6, latest_version: 2, unpublished_changes: true });
    // the published version is not touched by the draft's edit
    expect((await api('GET', `/permit_form_versions/${v2.id}`)).body).toMatchObject({ number: 2, definition: before });
    const published = await api('POST', `/permit_forms/${hw.id}/publish`);
    expect(published.status).toBe(201);
    const { version, permit_form } = published.body as unknown as { version: TemplateVersion; permit_form: PermitTemplateRecord };
    expect(version).toMatchObject({ number: 3, published_by_name: 'Alice Admin', definition: { default_hours: 6 } });
    expect(permit_form).toMatchObject({ latest_version: 3, unpublished_changes: false, version_count: 3 });
    const list = (await api('GET', `/permit_forms/${hw.id}/versions`)).body.versions as TemplateVersionSummary[];
    expect(list.map((v) => v.number)).toEqual([3, 2, 1]);
    expect(list[0]).not.toHaveProperty('definition');
  });

  it('refuses to publish a section without questions', async () => {
    const api = await calls('admin@acme.test');
    const gw = formOf('General low-risk work');
    await api('PATCH', `/permit_forms/${gw.id}`, { sections: [...gw.sections, { key: 'empty', kind: 'custom', title: 'Empty', intro_text: '', questions: [] }] });
    const refused = await api('POST', `/permit_forms/${gw.id}/publish`);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual(['Every section needs at least one question before publishing']);
  });

  it('refuses to make a template inactive while open permits use it (SPEC §4)', async () => {
    const api = await calls('admin@acme.test');
    const hw = formOf('Hot work permit');
    const permits = db.list<Row>(tenant('acme'), 'permits');
    permits.length = 0; // only this case's permits (the seeded ones of features/permits are not part of it)
    permits.push({ id: 900001, permit_form_id: hw.id, status: 'approved' }, { id: 900002, permit_form_id: hw.id, status: 'closed' });
    const refused = await api('PATCH', `/permit_forms/${hw.id}`, { active: false });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ errors: ['Template cannot be made inactive while open permits use it'], open_permits: 1 });
    expect(formOf('Hot work permit').active).toBe(true);
    permits[0].status = 'closed';
    expect((await api('PATCH', `/permit_forms/${hw.id}`, { active: false })).body).toMatchObject({ active: false, open_permits: 0 });
  });

  it('lets a Permit reader read a pinned version, not someone without access', async () => {
    const v = versions()[0];
    expect((await (await calls('supervisor@acme.test'))('GET', `/permit_form_versions/${v.id}`)).status).toBe(200);
    expect((await (await calls('noaccess@acme.test'))('GET', `/permit_form_versions/${v.id}`)).status).toBe(403);
  });

  it('keeps tenants apart', async () => {
    const globex = await globexCalls();
    const hw = formOf('Hot work permit');
    expect((await globex('GET', `/permit_forms/${hw.id}`)).status).toBe(404);
    expect((await globex('PATCH', `/permit_forms/${hw.id}`, { name: 'Stolen' })).status).toBe(404);
    expect((await globex('GET', `/permit_form_versions/${versions()[0].id}`)).status).toBe(404);
    const list = (await globex('GET', '/permit_forms')).body as unknown as PermitTemplateListResponse;
    expect(list.permit_forms.every((f) => forms('globex').some((g) => g.id === f.id))).toBe(true);
  });

  it('imports a starter permit template from onboarding once, as a draft', async () => {
    db.list<Row>(tenant('acme'), 'starter_templates').push({ id: 900010, key: 'permit-hot-work', kind: 'permit', name: 'Hot work permit', items: ['Fire extinguisher within reach', 'Fire watch assigned'], industry: 'construction', status: 'draft', created_at: '2026-01-01T00:00:00Z' });
    const api = await calls('admin@acme.test');
    const data = (await api('GET', '/permit_forms/form_data')).body as { starter_templates: unknown[]; sites: unknown[]; users: unknown[] };
    expect(data.starter_templates).toEqual([{ key: 'permit-hot-work', name: 'Hot work permit', items: 2, imported: false }]);
    const first = await api('POST', '/permit_forms/import_starter', { key: 'permit-hot-work' });
    expect(first.status).toBe(201);
    const record = first.body as unknown as PermitTemplateRecord;
    expect(record).toMatchObject({ name: 'Hot work permit', prefix_id: 'HWP', latest_version: null });
    expect(record.sections.find((s) => s.title === 'Precautions')!.questions.map((q) => [q.label, q.type, q.options])).toEqual([
      ['Fire extinguisher within reach', 'radio', ['Yes', 'No', 'N/A']],
      ['Fire watch assigned', 'radio', ['Yes', 'No', 'N/A']],
    ]);
    const again = await api('POST', '/permit_forms/import_starter', { key: 'permit-hot-work' });
    expect(again).toMatchObject({ status: 200, body: { id: record.id } });
    expect((await api('POST', '/permit_forms/import_starter', { key: 'nope' })).status).toBe(404);
  });
});
