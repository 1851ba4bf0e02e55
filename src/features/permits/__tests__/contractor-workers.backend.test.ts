import { rawCallsAs } from '@/testing/backend';
import { db } from '@/mocks/db/db';
import type { DemoPermitForm, DemoPermitFormVersion, DemoSite, DemoUser } from '@/mocks/db/types';
import { answersOf } from '@/mocks/db/seed/permits';
import { createRandom } from '@/mocks/db/seed/random';
import { todayIso } from '@/lib/forms/dates';
import { workerIneligibility } from '@/features/contractors/public';
import type { DemoContractor, DemoContractorDocument, DemoWorker } from '@/features/contractors/demo/store';
import type { PermitInput, PermitWorker } from '../model/types';
import { formSections } from '../model/answers';

type Json = { errors?: string[]; status?: string; workers?: PermitWorker[]; contractor_workers?: { worker: PermitWorker; reason: string | null }[] };
const acme = () => db.tenant('acme')!;
const userOf = (email: string) => db.list<DemoUser>(acme(), 'users').find((u) => u.email === email)!;
const contractors = () => db.list<DemoContractor>(acme(), 'contractors').filter((c) => c.status === 'Active');
const docsOf = (c: DemoContractor) => db.list<DemoContractorDocument>(acme(), 'contractor_documents').filter((d) => d.contractor_id === c.id);
const workersOf = (c: DemoContractor) => db.list<DemoWorker>(acme(), 'contractor_workers').filter((w) => w.contractor_id === c.id);
const HOUR = 3_600_000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

function input(worker: DemoWorker, company: DemoContractor): PermitInput {
  const form = db.list<DemoPermitForm>(acme(), 'permit_forms').find((f) => f.prefix_id === 'EI')!;
  const version = db.list<DemoPermitFormVersion>(acme(), 'permit_form_versions').filter((v) => v.permit_form_id === form.id).sort((a, b) => b.number - a.number)[0];
  const sites = db.list<DemoSite>(acme(), 'sites').filter((s) => s.status === 'active');
  const site = sites[1] ?? sites[0];
  const users = db.list<DemoUser>(acme(), 'users').map((u) => u.id);
  return {
    title: 'Replace the pump motor',
    description: 'Swap the motor of pump P-3',
    permit_form_version_id: version.id,
    issuing_officer_ids: [userOf('hod@acme.test').id],
    location: { site_id: site.id, division_id: null, department_id: null, unit_id: null, description: 'Pump room 2', pin_id: null, zone_id: null, isolation_pin_ids: [] },
    start_at: at(-1),
    end_at: at(7),
    workers: [{ key: 'w1', name: worker.name, photo: null, age: worker.age, phone: worker.phone, id_number: worker.id_number, gender: worker.gender, company: company.company_name, contractor: true }],
    answers: answersOf(formSections(version.definition), createRandom(7), { siteId: site.id, userIds: users, at: at(-1) }),
    attachments: [],
    remarks: '',
  };
}

async function calls(email: string) {
  const raw = await rawCallsAs(email);
  return async (method: string, path: string, body?: unknown) => {
    const r = await raw(method, path, body);
    return { status: r.status, body: (await r.json()) as Json };
  };
}

describe('demo backend: permits name only eligible contractor workers (issue 27, ISO 45001 8.1.4.2)', () => {
  it('offers the active contractors’ workers with their company and why they may not work', async () => {
    const api = await calls('supervisor@acme.test');
    const { body } = await api('GET', '/v1/work_profile/find_recent_workers');
    const today = todayIso();
    const expected = contractors().flatMap((c) => workersOf(c).map((w) => [w.id_number, c.company_name, workerIneligibility(w, docsOf(c), today)]));
    expect(body.contractor_workers!.map((o) => [o.worker.id_number, o.worker.company, o.reason])).toEqual(expected);
    expect(body.contractor_workers!.some((o) => o.reason === null)).toBe(true);
    expect(body.contractor_workers!.some((o) => o.reason === 'documentExpired')).toBe(true);
  });

  it('refuses a request naming a worker who is not approved or whose contractor has an expired document; an eligible one is requested', async () => {
    const api = await calls('hod@acme.test');
    const today = todayIso();
    const fine = contractors().find((c) => workerIneligibility({ status: 'approved' }, docsOf(c), today) === null)!;
    const expired = contractors().find((c) => workerIneligibility({ status: 'approved' }, docsOf(c), today) === 'documentExpired')!;
    const approved = workersOf(fine).find((w) => w.status === 'approved')!;
    const pending = workersOf(fine).find((w) => w.status === 'pending_review')!;
    const blocked = workersOf(expired).find((w) => w.status === 'approved')!;

    const notApproved = await api('POST', '/permits', { permit: input(pending, fine), submit: true });
    expect([notApproved.status, notApproved.body.errors]).toEqual([422, [`${pending.name} is not eligible: the worker is not approved`]]);
    const lapsed = await api('POST', '/permits', { permit: input(blocked, expired), submit: true });
    expect([lapsed.status, lapsed.body.errors]).toEqual([422, [`${blocked.name} is not eligible: a mandatory document of the worker's contractor has expired`]]);
    // a draft may still name them: the check is at the request
    expect((await api('POST', '/permits', { permit: input(blocked, expired), submit: false })).status).toBe(201);
    const ok = await api('POST', '/permits', { permit: input(approved, fine), submit: true });
    expect(ok.status).toBe(201);
  });
});
