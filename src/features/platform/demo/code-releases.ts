import { HttpResponse } from 'msw';
import { db, type Row, type TenantData } from '@/mocks/db/db';
import type { SeedContext } from '@/mocks/db/seed';
import { errors, jsonBody, route, secured } from '@/mocks/http';
import { ruleErrors } from '@/lib/forms/rule-errors';
import { CODE_RELEASES, compareSemver, latestRelease, publishedReleases, RELEASE_VIEWS, type CodeRelease, type CodeReleaseInput } from '@/features/platform/model';
import { codeReleaseSchema } from '@/features/platform/schemas/code-release-schema';
import { RELEASE_SERVER_MESSAGES as M, releaseServerT } from '@/features/platform/schemas/rule-messages';
import { DAY_MS } from '@/lib/dates';

type Stored = CodeRelease & Row;
/** who saw which release; the row of tenant '*' is the baseline: releases up to it are not announced to anyone */
type View = Row & { tenant: string; user_id: number; version: string };

const home = (): TenantData => db.tenant('public')!;
const releases = () => (db.tenant('public') ? db.list<Stored>(home(), CODE_RELEASES) : []);
const views = () => (db.tenant('public') ? db.list<View>(home(), RELEASE_VIEWS) : []);
const today = () => new Date().toISOString().slice(0, 10);

async function validated(request: Request, exceptId?: number): Promise<{ out: string[]; input: CodeReleaseInput }> {
  const body = await jsonBody<{ code_release?: Partial<CodeReleaseInput> }>(request);
  const raw = body.code_release ?? {};
  const out = await ruleErrors(codeReleaseSchema(releaseServerT), raw);
  const input = { version: String(raw.version ?? '').trim(), released_on: String(raw.released_on ?? ''), notes: String(raw.notes ?? '').trim() };
  if (!out.length && releases().some((r) => r.version === input.version && r.id !== exceptId)) out.push(M['validation.versionTaken']);
  return { out, input };
}

/**
 * Code releases: the master super admin keeps the release notes (403 for anyone else); every signed-in user gets the
 * latest release once (GET /code_releases/whats_new until POST /code_releases/{id}/seen), remembered per user.
 */
export const codeReleaseHandlers = [
  // /web (signed out too): the published notes, newest first
  route('get', '/code_releases/published', () => HttpResponse.json({ code_releases: publishedReleases(releases(), today()) })),
  // any signed-in user (before the master-only routes: msw takes the first match)
  secured('get', '/code_releases/whats_new', null, ({ tenant, user }) => {
    const latest = latestRelease(releases(), today());
    const seen = views().find((v) => v.tenant === tenant.key && v.user_id === user.id) ?? views().find((v) => v.tenant === '*');
    const fresh = latest && (!seen || compareSemver(latest.version, seen.version) > 0);
    return HttpResponse.json({ release: fresh ? latest : null });
  }),
  secured<{ id: string }>('post', '/code_releases/:id/seen', null, ({ params, tenant, user }) => {
    const release = releases().find((r) => r.id === Number(params.id));
    if (!release) return errors(404, 'Release not found');
    const found = views().find((v) => v.tenant === tenant.key && v.user_id === user.id);
    const row: View = { id: found?.id ?? db.newId(home()), tenant: tenant.key, user_id: user.id, version: release.version };
    db.commit(home(), RELEASE_VIEWS, found ? 'update' : 'create', row);
    return HttpResponse.json({ success: true });
  }),
  secured('get', '/code_releases', ['manage', 'Organization'], () => HttpResponse.json({ code_releases: [...releases()].sort((a, b) => compareSemver(b.version, a.version)) })),
  secured('post', '/code_releases', ['manage', 'Organization'], async ({ request }) => {
    const { out, input } = await validated(request);
    if (out.length) return errors(422, ...out);
    const row: Stored = { id: db.newId(home()), ...input, created_at: new Date().toISOString() };
    db.commit(home(), CODE_RELEASES, 'create', row);
    return HttpResponse.json({ code_release: row }, { status: 201 });
  }),
  secured<{ id: string }>('patch', '/code_releases/:id', ['manage', 'Organization'], async ({ params, request }) => {
    const found = releases().find((r) => r.id === Number(params.id));
    if (!found) return errors(404, 'Release not found');
    const { out, input } = await validated(request, found.id);
    if (out.length) return errors(422, ...out);
    const row: Stored = { ...found, ...input };
    db.commit(home(), CODE_RELEASES, 'update', row);
    return HttpResponse.json({ code_release: row });
  }),
  secured<{ id: string }>('delete', '/code_releases/:id', ['manage', 'Organization'], ({ params }) => {
    const found = releases().find((r) => r.id === Number(params.id));
    if (!found) return errors(404, 'Release not found');
    db.commit(home(), CODE_RELEASES, 'remove', found);
    return HttpResponse.json({ success: true });
  }),
];


/** Three releases and a pre-release (no random draws); the baseline: nobody is shown the seeded ones. */
export function seedCodeReleases({ tenant, now }: SeedContext) {
  if (tenant.key !== 'public') return;
  const on = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS).toISOString().slice(0, 10);
  const rows: CodeRelease[] = [
    { id: db.newId(tenant), version: '2.1.0', released_on: on(90), notes: 'Permit templates can be cloned.\nThe HIRA matrix prints on one page.', created_at: now.toISOString() },
    { id: db.newId(tenant), version: '2.2.0', released_on: on(45), notes: 'Contractors: workers and their documents, with expiry warnings one month ahead.', created_at: now.toISOString() },
    { id: db.newId(tenant), version: '2.3.0', released_on: on(10), notes: 'Audit schedules repeat monthly, half-yearly or yearly.\nFaster lists on slow connections.', created_at: now.toISOString() },
    { id: db.newId(tenant), version: '2.4.0-beta.1', released_on: on(2), notes: 'Preview: the statistics dashboard by site.', created_at: now.toISOString() },
  ];
  db.list(tenant, CODE_RELEASES).push(...(rows as Stored[]));
  db.list(tenant, RELEASE_VIEWS).push({ id: db.newId(tenant), tenant: '*', user_id: 0, version: '2.3.0' } as View);
}
