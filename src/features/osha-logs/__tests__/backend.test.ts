import { securedClient } from '@/lib/api/clients';
import { failure, globexOwnerCalls, rawCallsAs, signIn } from '@/testing/backend';
import { incidentReport, incidentVictim } from '@/testing/incident-report';
import { db } from '@/mocks/db/db';
import type { DemoSite } from '@/mocks/db/types';
import type { DemoIncident } from '@/mocks/db/seed/incidents';
import type { IncidentRecord, VictimInput } from '@/features/incidents/model';
import { buildLog, isOshaRecordable, type Osha300Answer, type Osha300aAnswer, type Osha301Answer } from '../model/osha';

const acme = () => db.tenant('acme')!;
const log = async (params: Record<string, string | number>) => (await securedClient.get<Osha300Answer>('/osha/300', { params })).data;
const summary = async (params: Record<string, string | number>) => (await securedClient.get<Osha300aAnswer>('/osha/300a', { params })).data;

/** a report of an employee hurt an hour ago at the first active site */
function report(victim: Partial<VictimInput>) {
  const site = db.list<DemoSite>(acme(), 'sites').find((s) => s.status === 'active')!;
  const occurred = new Date(Date.now() - 3_600_000).toISOString();
  return { site, year: Number(occurred.slice(0, 4)), body: { ...incidentReport({ site_id: site.id, occurred_at: occurred }), has_victims: true, victims: [{ ...incidentVictim, ...victim }] } };
}

describe('demo backend: OSHA 300, 300A, 301', () => {
  it('computes the log and the summary from the seeded incidents (no stored figures)', async () => {
    await signIn('admin@acme.test');
    const year = new Date().getFullYear();
    const answer = await log({ year });
    expect(answer.year).toBe(year);
    expect(answer.sites.length).toBeGreaterThan(0);
    // the very cases the model finds in the tenant's incidents
    const seeded = db.list<DemoIncident>(acme(), 'incidents');
    const recordable = seeded.filter((i) => i.occurred_at.startsWith(String(year))).flatMap((i) => i.victims.filter(isOshaRecordable));
    expect(answer.cases).toHaveLength(recordable.length);
    expect(answer.cases.length).toBeGreaterThan(0);
    expect(answer.cases.every((c) => c.days_away + c.days_restricted <= 180)).toBe(true);
    // a privacy case never carries the name on the log
    expect(answer.cases.filter((c) => c.privacy_case).every((c) => c.name === null)).toBe(true);
    const s = (await summary({ year })).summary;
    expect(s.deaths + s.days_away_cases + s.restricted_cases + s.other_cases).toBe(answer.cases.length);
    expect(Object.values(s.types).reduce((a, b) => a + b, 0)).toBe(answer.cases.length);
    expect(s.days_away).toBe(answer.cases.reduce((a, c) => a + c.days_away, 0));
    expect(s.total_hours).toBeGreaterThan(0);
    expect(s.average_employees).toBeGreaterThan(0);
  });

  it('follows a change of an incident: a new case, then more days away (capped at 180), then a death', async () => {
    await signIn('admin@acme.test');
    const { site, year, body } = report({ name: 'Osha Test', job_title: 'Welder', treatment: 'medical_treatment', days_away: 5, osha_case_type: 'hearing_loss', event_location: 'Press line 2' });
    const params = { year, site_id: site.id };
    const before = await log(params);
    const sumBefore = (await summary(params)).summary;

    const created = (await securedClient.post<IncidentRecord>('/incidents', body)).data;
    const after = await log(params);
    expect(after.cases).toHaveLength(before.cases.length + 1);
    const line = after.cases.find((c) => c.incident_id === created.id)!;
    expect(line).toMatchObject({ name: 'Osha Test', job_title: 'Welder', where: 'Press line 2', outcome: 'H', days_away: 5, days_restricted: 0, case_type: 'hearing_loss', site_id: site.id });
    let s = (await summary(params)).summary;
    expect(s.days_away_cases).toBe(sumBefore.days_away_cases + 1);
    expect(s.days_away).toBe(sumBefore.days_away + 5);
    expect(s.types.hearing_loss).toBe(sumBefore.types.hearing_loss + 1);

    // more days away than OSHA counts, and a restriction after it: K + L stops at 180
    const victim = { ...created.victims[0], days_away: 175, days_restricted: 20 };
    await securedClient.patch(`/incidents/${created.id}`, { step: 'report', ...body, victims: [victim] });
    const capped = (await log(params)).cases.find((c) => c.incident_id === created.id)!;
    expect([capped.days_away, capped.days_restricted]).toEqual([175, 5]);
    s = (await summary(params)).summary;
    expect(s.days_away).toBe(sumBefore.days_away + 175);
    expect(s.days_restricted).toBe(sumBefore.days_restricted + 5);

    // the person died: the case moves from H to G
    const today = new Date().toISOString().slice(0, 10);
    await securedClient.patch(`/incidents/${created.id}`, { step: 'report', ...body, victims: [{ ...victim, fatal: true, date_of_death: today }] });
    expect((await log(params)).cases.find((c) => c.incident_id === created.id)!.outcome).toBe('G');
    s = (await summary(params)).summary;
    expect(s.deaths).toBe(sumBefore.deaths + 1);
    expect(s.days_away_cases).toBe(sumBefore.days_away_cases);

    // its 301
    const r301 = (await securedClient.get<Osha301Answer>(`/osha/301/${created.id}`, { params: { victim: victim.id } })).data;
    expect(r301).toMatchObject({ full_name: 'Osha Test', date_of_death: today, date_of_injury: line.date });
    expect(r301.case.case_no).toBe(line.case_no);
    // without ?victim= the only case of the incident
    expect((await securedClient.get<Osha301Answer>(`/osha/301/${created.id}`)).data.case.victim_id).toBe(victim.id);
  });

  it('keeps privacy cases nameless and leaves contractors off unless supervised day to day', async () => {
    await signIn('admin@acme.test');
    const { site, year, body } = report({ name: 'Private Person', privacy_case: true, treatment: 'medical_treatment' });
    const privacy = (await securedClient.post<IncidentRecord>('/incidents', body)).data;
    const line = (await log({ year, site_id: site.id })).cases.find((c) => c.incident_id === privacy.id)!;
    expect(line.name).toBeNull();
    expect(JSON.stringify(line)).not.toContain('Private Person');

    const contractor = report({ type: 'contractor', name: 'Con Tractor', treatment: 'lost_time', days_away: 3 });
    const c1 = (await securedClient.post<IncidentRecord>('/incidents', contractor.body)).data;
    expect((await log({ year, site_id: site.id })).cases.some((c) => c.incident_id === c1.id)).toBe(false);
    expect((await failure(securedClient.get(`/osha/301/${c1.id}`))).status).toBe(404);
    await securedClient.patch(`/incidents/${c1.id}`, { step: 'report', ...contractor.body, victims: [{ ...c1.victims[0], supervised_daily: true }] });
    expect((await log({ year, site_id: site.id })).cases.some((c) => c.incident_id === c1.id)).toBe(true);
  });

  it('refuses an invalid victim with the schema’s messages (422)', async () => {
    await signIn('admin@acme.test');
    const { body } = report({ fatal: true, date_of_death: null, days_away: -1 });
    const refused = await failure(securedClient.post('/incidents', body));
    expect(refused.status).toBe(422);
    expect((refused.data as { errors: string[] }).errors).toEqual(expect.arrayContaining(['Date of death is required when the person died', 'Days must be a whole number from 0 to 3650']));
  });

  it('answers 403 without Incident read and never shows another tenant’s cases', async () => {
    const contractor = await rawCallsAs('contractor@acme.test');
    expect((await contractor('GET', '/osha/300')).status).toBe(403);
    expect((await contractor('GET', '/osha/300a')).status).toBe(403);
    const anyIncident = db.list<DemoIncident>(acme(), 'incidents')[0];
    expect((await contractor('GET', `/osha/301/${anyIncident.id}`)).status).toBe(403);

    const globex = await globexOwnerCalls();
    const year = new Date().getFullYear();
    const today = new Date().toISOString().slice(0, 10);
    const theirs = (await (await globex('GET', `/osha/300?year=${year}`)).json()) as Osha300Answer;
    // ids are numbered per tenant, so compare with what globex's own incidents give
    const globexIncidents = db.list<DemoIncident>(db.tenant('globex')!, 'incidents');
    expect(theirs.cases.map((c) => c.case_no)).toEqual(buildLog(globexIncidents, { year, site_id: 0 }, today).map((c) => c.case_no));
    expect(theirs.sites.map((s) => s.id).sort()).toEqual(db.list<DemoSite>(db.tenant('globex')!, 'sites').filter((s) => s.status === 'active').map((s) => s.id).sort());
    // an acme incident's 301 is not found under globex
    const globexIds = new Set(globexIncidents.map((i) => i.id));
    const acmeCase = buildLog(db.list<DemoIncident>(acme(), 'incidents'), { year, site_id: 0 }, today).find((c) => !globexIds.has(c.incident_id))!;
    expect((await globex('GET', `/osha/301/${acmeCase.incident_id}?victim=${acmeCase.victim_id}`)).status).toBe(404);
  });
});
