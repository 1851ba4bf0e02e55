import { globexOwnerCalls, rawCallsAs } from '@/testing/backend';
import { db } from '@/mocks/db/db';
import type { DemoAuditSchedule, DemoCalendarEntry, DemoHiraRecord, DemoPermit, DemoUser } from '@/mocks/db/types';
import { permitsOf } from '@/mocks/handlers/permits/serialize';
import { addMonthsTo, dayKey, type CalendarEntry, type ComplianceItem } from '../model';

const tenant = (key: string) => db.tenant(key)!;
const userOf = (key: string, email: string) => db.list<DemoUser>(tenant(key), 'users').find((u) => u.email === email)!;
const entries = (key: string) => db.list<DemoCalendarEntry>(tenant(key), 'calendar_entries');

const callsAs = rawCallsAs;

const globexCalls = globexOwnerCalls;

const today = dayKey(new Date());
const month = today.slice(0, 7);
const input = (guests: number[]) => ({ title: 'Fire warden training', entry_type: 'training', mode: 'hybrid', online_link: 'https://meet.example.com/fire', location: 'Main hall', site_id: null, start_at: `${today}T09:00:00.000Z`, end_at: `${today}T11:00:00.000Z`, description: 'Bring PPE', guest_ids: guests });

describe('demo backend: safety calendar', () => {
  it('seeds about three months before and after today in every organisation', () => {
    for (const key of ['acme', 'globex', 'initech']) {
      const rows = entries(key);
      expect(rows.length).toBeGreaterThan(30);
      expect(rows.some((e) => e.start_at < new Date(Date.now() - 60 * 86_400_000).toISOString())).toBe(true);
      expect(rows.some((e) => e.start_at > new Date(Date.now() + 60 * 86_400_000).toISOString())).toBe(true);
    }
  });

  it('creates with guests waiting, lets a guest answer, and only the organiser or an admin change it', async () => {
    const hod = userOf('acme', 'hod@acme.test');
    const supervisor = userOf('acme', 'supervisor@acme.test');
    const asHod = await callsAs('hod@acme.test');
    const created = await asHod('POST', '/safety_calendars', input([supervisor.id]));
    expect(created.status).toBe(201);
    const entry = (await created.json()) as CalendarEntry;
    expect(entry.organiser_id).toBe(hod.id);
    expect(entry.guests).toEqual([{ user_id: supervisor.id, full_name: supervisor.full_name, response: 'waiting' }]);
    expect(entries('acme').find((e) => e.id === entry.id)).toBeTruthy();

    const asSupervisor = await callsAs('supervisor@acme.test');
    const answered = await asSupervisor('PATCH', `/safety_calendars/${entry.id}/respond`, { response: 'maybe' });
    expect(((await answered.json()) as CalendarEntry).guests[0].response).toBe('maybe');
    expect((await asSupervisor('PATCH', `/safety_calendars/${entry.id}/respond`, { response: 'nope' })).status).toBe(422);
    // a guest does not edit; the organiser does, and the answer stays
    expect((await asSupervisor('PATCH', `/safety_calendars/${entry.id}`, { title: 'Mine now' })).status).toBe(403);
    expect((await asSupervisor('DELETE', `/safety_calendars/${entry.id}`)).status).toBe(403);
    const edited = (await (await asHod('PATCH', `/safety_calendars/${entry.id}`, { title: 'Fire warden refresher' })).json()) as CalendarEntry;
    expect(edited.title).toBe('Fire warden refresher');
    expect(edited.guests[0].response).toBe('maybe');
    // not a guest: cannot answer
    expect((await asHod('PATCH', `/safety_calendars/${entry.id}/respond`, { response: 'accepted' })).status).toBe(403);
    const asAdmin = await callsAs('admin@acme.test');
    expect((await asAdmin('DELETE', `/safety_calendars/${entry.id}`)).status).toBe(200);
    expect(entries('acme').find((e) => e.id === entry.id)).toBeUndefined();
  });

  it('answers 422 with the schema’s messages and checks the guests are the tenant’s users', async () => {
    const asHod = await callsAs('hod@acme.test');
    const bad = await asHod('POST', '/safety_calendars', { ...input([]), mode: 'online', online_link: 'ftp://x', end_at: `${today}T08:00:00.000Z` });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { errors: string[] }).errors).toEqual(['Online link must be a valid http or https address', 'End must be after the start']);
    const stranger = 9_999_999;
    const foreign = await asHod('POST', '/safety_calendars', input([stranger]));
    expect(((await foreign.json()) as { errors: string[] }).errors).toEqual(['Guests must be active users of the organisation']);
  });

  it('refuses users without any right (403) and keeps tenants apart', async () => {
    const asNobody = await callsAs('noaccess@acme.test');
    expect((await asNobody('GET', `/safety_calendars?from=${month}-01&to=${month}-28`)).status).toBe(403);
    expect((await asNobody('POST', '/safety_calendars', input([]))).status).toBe(403);
    const acmeEntry = entries('acme')[0];
    const globex = await globexCalls();
    expect((await globex('GET', `/safety_calendars/${acmeEntry.id}`)).status).toBe(404);
    const list = (await (await globex('GET', `/safety_calendars?from=${month}-01&to=${month}-28`)).json()) as { safety_calendars: CalendarEntry[] };
    expect(list.safety_calendars.every((e) => entries('globex').some((g) => g.id === e.id))).toBe(true);
  });

  it('lists the audit due dates and HIRA reviews of a range (compliance view)', async () => {
    const acme = tenant('acme');
    const admin = userOf('acme', 'admin@acme.test');
    const schedule = { id: db.newId(acme), template_id: 999_999, site_id: 0, auditor_id: admin.id, auditee_id: null, frequency: 'weekly', start_date: `${month}-01`, end_date: null, window_days: 3, active: true, created_at: new Date().toISOString() } as unknown as DemoAuditSchedule;
    db.list<DemoAuditSchedule>(acme, 'audit_schedules').push(schedule);
    const risk = db.list<DemoHiraRecord>(acme, 'hira_records').find((r) => r.status === 'published' || r.status === 'approved')!;
    Object.assign(risk, { review_frequency: 'monthly', assessed_at: `${addMonthsTo(`${month}-15`, -1)}` });
    const asAdmin = await callsAs('admin@acme.test');
    const res = await asAdmin('GET', `/safety_calendars/compliance?from=${month}-01&to=${month}-28`);
    const { items } = (await res.json()) as { items: ComplianceItem[] };
    const audits = items.filter((i) => i.kind === 'audit_due' && i.title === '#999999');
    expect(audits.map((i) => i.date)).toEqual([`${month}-01`, `${month}-08`, `${month}-15`, `${month}-22`]);
    expect(items).toContainEqual(expect.objectContaining({ kind: 'hira_review', date: `${month}-15`, path: `/hira/summary/${risk.id}` }));
    expect((await asAdmin('GET', '/safety_calendars/compliance?from=bad&to=2026-01-01')).status).toBe(422);
  });

  it('shows the windows of open permits to readers of permits, each linking to its summary (compliance view)', async () => {
    const acme = tenant('acme');
    const [open, closed] = permitsOf(acme);
    const later = new Date(Date.now() + 30 * 86_400_000).toISOString();
    Object.assign(open, { status: 'active', start_at: `${month}-10T08:00:00.000Z`, end_at: `${month}-12T16:00:00.000Z`, number: 'PTW-WINDOW-1' } satisfies Partial<DemoPermit>);
    Object.assign(closed, { status: 'closed', start_at: `${month}-10T08:00:00.000Z`, end_at: later, number: 'PTW-WINDOW-2' } satisfies Partial<DemoPermit>);
    const url = `/safety_calendars/compliance?from=${month}-11&to=${month}-28`;
    const { items } = (await (await (await callsAs('admin@acme.test'))('GET', url)).json()) as { items: ComplianceItem[] };
    const windows = items.filter((i) => i.kind === 'permit_window');
    expect(windows).toContainEqual(expect.objectContaining({ date: `${month}-10`, end_date: `${month}-12`, path: `/permit/${open.id}/summary` }));
    expect(windows.some((i) => i.title.startsWith('PTW-WINDOW-2'))).toBe(false);
    // outside the range: not listed
    const before = (await (await (await callsAs('admin@acme.test'))('GET', `/safety_calendars/compliance?from=${month}-01&to=${month}-09`)).json()) as { items: ComplianceItem[] };
    expect(before.items.some((i) => i.title.startsWith('PTW-WINDOW-1'))).toBe(false);
    // a member without Permit read sees no permit window
    const coordinator = (await (await (await callsAs('permits@acme.test'))('GET', url)).json()) as { items: ComplianceItem[] };
    expect(coordinator.items.some((i) => i.kind === 'permit_window')).toBe(false);
  });
});
