import { workingDaysInMonth } from '@/lib/safety-figures/hours-worked';
import { securedClient } from '@/lib/api/clients';
import { todayIso } from '@/lib/forms/dates';
import { signIn } from '@/testing/backend';
import { HEADERS } from '@/config/constants';
import { env } from '@/config/env';
import { apiKeyFor } from '@/lib/api/api-key';
import { db } from '@/mocks/db/db';
import type { DemoManpower, DemoSite, DemoToken, DemoUser } from '@/mocks/db/types';
import type { DemoAction } from '@/mocks/db/seed/actions';
import type { DemoIncident } from '@/mocks/db/seed/incidents';
import type { DemoObservation } from '@/mocks/db/seed/observations';
import type { DashboardAnswer, Figure } from '../model/figures';
import type { DrillRecord } from '../api/dashboard-api';

const acme = () => db.tenant('acme')!;
const get = async (endpoint: string, params: Record<string, string> = {}) => (await securedClient.get<DashboardAnswer>(`/dashboards/${endpoint}`, { params })).data;
const figure = (a: DashboardAnswer, key: string): Figure => a.sections.flatMap((s) => s.figures).find((f) => f.key === key)!;
const records = async (module: string, ids: number[]) => (await securedClient.get<{ records: DrillRecord[] }>('/dashboards/records', { params: { module, ids: ids.join(',') } })).data.records;

/** fetch with a fresh token of `email` (the secured client would treat a 403 as a session problem) */
async function rawGet(key: string, email: string) {
  const t = db.tenant(key)!;
  const user = db.list<DemoUser>(t, 'users').find((u) => u.email === email)!;
  const token = { id: db.newId(t), access_token: `${key}-dash-${user.id}`, refresh_token: 'r', csrf_token: 'c', user_id: user.id, expires_at: Date.now() + 3_600_000, refresh_expires_at: Date.now() + 3_600_000 };
  db.list<DemoToken>(t, 'tokens').push(token);
  const headers = { Authorization: `Bearer ${token.access_token}`, [HEADERS.apiKey]: await apiKeyFor(key) };
  return (path: string) => fetch(`${env.apiBaseUrl}${path}`, { headers });
}

describe('demo backend: dashboards', () => {
  it('computes every incident figure from the records: a new lost-time injury moves the counts, the rates, the safe days and the drill-down', async () => {
    await signIn('admin@acme.test');
    const before = await get('lagging_indicators');
    expect(before.range.to).toBe(todayIso());
    expect(before.range.from).toBe(`${todayIso().slice(0, 8)}01`);

    const template = db.list<DemoIncident>(acme(), 'incidents')[0];
    const today = `${todayIso()}T00:00:00.000Z`;
    const added: DemoIncident = {
      ...structuredClone(template),
      id: db.newId(acme()),
      number: 'INC-9999',
      type: 'injury',
      occurred_at: today,
      created_at: today,
      has_victims: true,
      victims: [{ ...template.victims[0], id: db.newId(acme()), type: 'contractor', supervised_daily: true, treatment: 'lost_time', return_to_work_date: null, name: 'Test', gender: 'male', employee_id: '', age_range: '', body_parts: [], injury_details: '', taken_to_hospital: false }],
    };
    db.commit(acme(), 'incidents', 'create', added);

    const after = await get('lagging_indicators');
    expect(figure(after, 'incidents_total').value).toBe(figure(before, 'incidents_total').value! + 1);
    expect(figure(after, 'lost_time_injuries').value).toBe(figure(before, 'lost_time_injuries').value! + 1);
    expect(figure(after, 'lost_time_injuries').ids).toContain(added.id);
    expect(figure(after, 'lti_contractor').ids).toContain(added.id);
    expect(figure(after, 'safe_days')).toMatchObject({ value: 0, ids: [added.id] });
    const hours = figure(after, 'man_hours').value!;
    expect(hours).toBeGreaterThan(0);
    const lti = figure(after, 'lost_time_injuries').value!;
    expect(figure(after, 'ltifr')).toMatchObject({ value: Math.round(((lti * 1_000_000) / hours) * 100) / 100, formula: { key: 'ltifr', values: { cases: lti, man_hours: hours, base: 1_000_000 } } });

    // the drill-down lists the new record
    const listed = await records('incidents', figure(after, 'lost_time_injuries').ids);
    expect(listed.map((r) => r.number)).toContain('INC-9999');

    // hours follow the manpower settings: 8 × manpower × the month's working days so far (Monday–Friday)
    const month = Number(todayIso().slice(5, 7));
    const year = Number(todayIso().slice(0, 4));
    const site = db.list<DemoSite>(acme(), 'sites').find((s) => s.status === 'active')!;
    const row = db.list<DemoManpower>(acme(), 'manpower').find((r) => r.site_id === site.id && r.year === year && r.month === month);
    const was = row?.manpower ?? 100;
    db.commit(acme(), 'manpower', row ? 'update' : 'create', { id: row?.id ?? db.newId(acme()), site_id: site.id, year, month, manpower: was + 25, updated_by: null, updated_at: today });
    const days = workingDaysInMonth(year, month, [1, 2, 3, 4, 5], { from: `${todayIso().slice(0, 8)}01`, to: todayIso() });
    expect(figure(await get('lagging_indicators'), 'man_hours').value).toBe(hours + 8 * 25 * days);
    // the site filter keeps one site's records and manpower
    const one = await get('lagging_indicators', { site_id: String(added.site_id) });
    expect(figure(one, 'incidents_total').ids.every((id) => db.find<DemoIncident>(acme(), 'incidents', id)!.site_id === added.site_id)).toBe(true);
  });

  it('observations, pyramid, champions, actions: figures follow changes to the records', async () => {
    await signIn('admin@acme.test');
    const obsBefore = figure(await get('leading_indicators'), 'observations_total');
    const obs = structuredClone(db.list<DemoObservation>(acme(), 'observations')[0]);
    const now = new Date().toISOString();
    db.commit(acme(), 'observations', 'create', { ...obs, id: db.newId(acme()), number: 'OBS-9999', type: 'unsafe_act', created_at: now, observed_at: now, anonymous: false, reporter_id: obs.reporter_id ?? db.list<DemoObservation>(acme(), 'observations').find((o) => o.reporter_id)!.reporter_id });
    expect(figure(await get('leading_indicators'), 'observations_total').value).toBe(obsBefore.value! + 1);
    expect(figure(await get('safety_pyramids'), 'pyramid_unsafe_observations').ids.length).toBeGreaterThan(0);
    const champions = await get('safety_champions');
    expect(champions.sections[0].figures[0].key).toBe('champion');

    const ageing = await get('action_aging_analyses_reports');
    const openActions = db.list<DemoAction>(acme(), 'actions').filter((a) => a.status === 'open' || a.status === 'in_progress');
    expect(ageing.sections[0].figures.reduce((n, f) => n + f.value!, 0)).toBe(openActions.length);
    const closeOne = openActions[0];
    db.commit(acme(), 'actions', 'update', { ...closeOne, status: 'completed', completed_at: now });
    const ageingAfter = await get('action_aging_analyses_reports');
    expect(ageingAfter.sections[0].figures.flatMap((f) => f.ids)).not.toContain(closeOne.id);
    expect(figure(await get('closure_reports'), 'closed_in_period').ids).toContain(closeOne.id);
  });

  it('answers 403 without the module read permission and never lists another tenant’s records', async () => {
    const contractor = await rawGet('acme', 'contractor@acme.test');
    expect((await contractor('/dashboards/lagging_indicators')).status).toBe(403);
    expect((await contractor('/dashboards/leading_indicators')).status).toBe(403);
    expect((await contractor('/dashboards/action_summaries')).status).toBe(403);
    expect((await contractor('/dashboards/records?module=incidents&ids=1')).status).toBe(403);
    expect((await contractor('/dashboards/settings')).status).toBe(200);

    // ids are asked of the caller's tenant only: another tenant's ids find nothing of theirs
    const globexRows = db.list<DemoIncident>(db.tenant('globex')!, 'incidents');
    const globexKey = new Set(globexRows.map((i) => `${i.id}:${i.number}`));
    const acmeIds = db.list<DemoIncident>(acme(), 'incidents').map((i) => i.id);
    const owner = await rawGet('globex', 'owner@globex.test');
    const answered = (await (await owner(`/dashboards/records?module=incidents&ids=${acmeIds.slice(0, 50).join(',')}`)).json()) as { records: DrillRecord[] };
    for (const r of answered.records) expect(globexKey.has(`${r.id}:${r.number}`)).toBe(true);
    const globex = (await (await owner('/dashboards/lagging_indicators?period=last_12_months')).json()) as DashboardAnswer;
    const globexIds = new Set(globexRows.map((i) => i.id));
    expect(figure(globex, 'incidents_total').value).toBe(globexRows.filter((i) => i.created_at.slice(0, 10) >= globex.range.from).length);
    for (const id of globex.sections.flatMap((s) => s.figures).flatMap((f) => f.ids)) expect(globexIds.has(id)).toBe(true);
  });
});
