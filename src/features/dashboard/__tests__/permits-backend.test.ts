import { securedClient } from '@/lib/api/clients';
import { signIn } from '@/testing/backend';
import { HEADERS } from '@/config/constants';
import { env } from '@/config/env';
import { apiKeyFor } from '@/lib/api/api-key';
import { readSheet } from '@/lib/excel/workbook';
import { db } from '@/mocks/db/db';
import type { DemoPermit, DemoToken, DemoUser } from '@/mocks/db/types';
import { permitsOf } from '@/mocks/handlers/permits/serialize';
import type { DashboardAnswer, Figure } from '../model/figures';
import type { DrillRecord } from '../api/dashboard-api';
import { buildDrillWorkbook } from '../components/export-records';

const acme = () => db.tenant('acme')!;
const get = async (params: Record<string, string> = {}) => (await securedClient.get<DashboardAnswer>('/dashboards/permit_summaries', { params })).data;
const figure = (a: DashboardAnswer, key: string): Figure => a.sections.flatMap((s) => s.figures).find((f) => f.key === key)!;
const records = async (ids: number[]) => (await securedClient.get<{ records: DrillRecord[] }>('/dashboards/records', { params: { module: 'permits', ids: ids.join(',') } })).data.records;
/** what the figure panel's export writes: the records as listed */
const exported = async (rows: DrillRecord[]) =>
  readSheet(await buildDrillWorkbook({ columns: ['Number', 'Date', 'Site', 'Description', 'Status'], rows: rows.map((r) => [r.number, r.date.slice(0, 10), r.site_name, r.description, r.status]), sheets: { records: 'Records', filters: 'Filters' }, filters: [] }));

async function rawGet(email: string) {
  const t = acme();
  const user = db.list<DemoUser>(t, 'users').find((u) => u.email === email)!;
  const token = { id: db.newId(t), access_token: `acme-permdash-${user.id}`, refresh_token: 'r', csrf_token: 'c', user_id: user.id, expires_at: Date.now() + 3_600_000, refresh_expires_at: Date.now() + 3_600_000 };
  db.list<DemoToken>(t, 'tokens').push(token);
  const headers = { Authorization: `Bearer ${token.access_token}`, [HEADERS.apiKey]: await apiKeyFor('acme') };
  return (path: string) => fetch(`${env.apiBaseUrl}${path}`, { headers });
}

describe('demo backend: the dashboard permit tab', () => {
  it('a new permit moves the figures, the drill-down and the export; a change (revoked) moves them again', async () => {
    await signIn('admin@acme.test');
    const before = await get();
    const raised = figure(before, 'permits_raised').value!;
    const open = figure(before, 'permits_open_now').value!;

    const template = permitsOf(acme())[0];
    const now = Date.now();
    const at = (h: number) => new Date(now + h * 3_600_000).toISOString();
    const added: DemoPermit = {
      ...structuredClone(template),
      id: db.newId(acme()),
      number: 'PTW-DASH-1',
      title: 'Dashboard test permit',
      status: 'active',
      created_at: at(-3),
      start_at: at(-1),
      end_at: at(6),
      approved_at: at(-1),
      extensions: [],
      history: [{ id: 1, at: at(-3), by_id: null, by_name: '', action: 'request', from_status: 'draft', to_status: 'requested', comment: '', changes: [] }],
    };
    db.commit(acme(), 'permits', 'create', added);

    const after = await get();
    expect(figure(after, 'permits_raised').value).toBe(raised + 1);
    expect(figure(after, 'permits_issued').ids).toContain(added.id);
    expect(figure(after, 'permits_open_now').value).toBe(open + 1);
    expect(figure(after, 'permit_active').ids).toContain(added.id);
    expect(figure(after, 'permits_approval_hours').ids).toContain(added.id);
    const listed = await records([added.id]);
    expect(listed).toEqual([expect.objectContaining({ id: added.id, number: 'PTW-DASH-1', description: 'Dashboard test permit', status: 'active' })]);
    expect((await exported(listed)).slice(1)).toEqual([['PTW-DASH-1', added.created_at.slice(0, 10), listed[0].site_name, 'Dashboard test permit', 'active']]);

    // revoked: no longer open, counted as revoked; the drill-down and the export say so
    db.commit(acme(), 'permits', 'update', { ...added, status: 'revoked' });
    const revoked = await get();
    expect(figure(revoked, 'permits_open_now').ids).not.toContain(added.id);
    expect(figure(revoked, 'permits_revoked').ids).toContain(added.id);
    const relisted = await records([added.id]);
    expect(relisted[0].status).toBe('revoked');
    expect((await exported(relisted))[1][4]).toBe('revoked');

    // the site filter keeps one site's permits
    const site = added.location.site_id;
    const one = await get({ site_id: String(site) });
    expect(figure(one, 'permits_raised').ids.every((id) => db.find<DemoPermit>(acme(), 'permits', id)!.location.site_id === site)).toBe(true);
  });

  it('answers 403 without Permit read and never lists drafts', async () => {
    const auditor = await rawGet('noaccess@acme.test');
    expect((await auditor('/dashboards/permit_summaries')).status).toBe(403);
    expect((await auditor('/dashboards/records?module=permits&ids=1')).status).toBe(403);
    await signIn('admin@acme.test');
    const draft = permitsOf(acme()).find((p) => p.status === 'draft');
    if (draft) expect(await records([draft.id])).toEqual([]);
    const all = (await get({ period: 'last_12_months' })).sections.flatMap((s) => s.figures).flatMap((f) => f.ids);
    if (draft) expect(all).not.toContain(draft.id);
  });
});
