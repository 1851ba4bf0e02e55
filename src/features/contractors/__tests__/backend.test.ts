import { globexOwnerCalls, rawCallsAs } from '@/testing/backend';
import { db } from '@/mocks/db/db';
import type { DemoUser } from '@/mocks/db/types';
import { todayIso } from '@/lib/forms/dates';
import type { ContractorListResponse, DocumentListResponse, DocumentRecord, WorkerListResponse, WorkerRecord } from '../model';
import type { DemoContractor, DemoWorker } from '../demo/store';

const acme = () => db.tenant('acme')!;
const contractors = () => db.list<DemoContractor>(acme(), 'contractors');
const workers = () => db.list<DemoWorker>(acme(), 'contractor_workers');
const userOf = (email: string) => db.list<DemoUser>(acme(), 'users').find((u) => u.email === email)!;
const carlsCompany = () => contractors().find((c) => c.user_ids.includes(userOf('contractor@acme.test').id))!;
const otherCompany = () => contractors().find((c) => !c.user_ids.includes(userOf('contractor@acme.test').id))!;
const inDays = (n: number) => todayIso(new Date(Date.now() + n * 86_400_000));
const PDF = { name: 'insurance.pdf', type: 'application/pdf', size: 20, data_url: `data:application/pdf;base64,${btoa('%PDF-1.4 test file')}` };

describe('demo backend: contractors', () => {
  it('seeds 8 contractors with 60+ workers in every status and documents expiring within a month and expired', async () => {
    const call = await rawCallsAs('admin@acme.test');
    const list = (await (await call('GET', '/contractors?status=all')).json()) as ContractorListResponse;
    expect(list.total_count).toBe(8);
    expect(list.status_counts).toEqual({ Active: 7, Inactive: 1, all: 8 });
    expect(workers().filter((w) => w.contractor_id !== null).length).toBeGreaterThanOrEqual(60);
    expect(new Set(workers().map((w) => w.status))).toEqual(new Set(['pending_review', 'approved', 'rejected', 'expired']));
    expect(list.contractors.find((c) => c.id === carlsCompany().id)?.documents_warning).toBe('expiring');
    expect(list.contractors.some((c) => c.documents_warning === 'expired')).toBe(true);
  });

  it('admits admins and contractor users only; a contractor user sees and edits only their own company', async () => {
    const other = await rawCallsAs('hod@acme.test');
    expect((await other('GET', '/contractors')).status).toBe(403);
    expect((await other('GET', `/contractors/${carlsCompany().id}/conractor_workers_list`)).status).toBe(403);
    const carl = await rawCallsAs('contractor@acme.test');
    const mine = (await (await carl('GET', '/contractors?status=all')).json()) as ContractorListResponse;
    expect(mine.contractors.map((c) => c.company_name)).toEqual([carlsCompany().company_name]);
    expect((await carl('GET', `/contractors/${otherCompany().id}`)).status).toBe(403);
    expect((await carl('PATCH', `/contractors/${otherCompany().id}`, { city: 'Nowhere' })).status).toBe(403);
    expect((await carl('GET', `/contractors/${otherCompany().id}/contractor_documents`)).status).toBe(403);
    expect((await carl('POST', '/contractors', { company_name: 'Mine Too' })).status).toBe(403);
    expect((await carl('GET', '/v1/work_profile/uncategorised_workers_list')).status).toBe(403);
    // their own: editable, but not deactivated by them
    const saved = await carl('PATCH', `/contractors/${carlsCompany().id}`, { city: 'York', status: 'Inactive' });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ city: 'York', status: 'Active' });
  });

  it('validates a contractor with the shared schema and the server rules (422 Rails-style)', async () => {
    const admin = await rawCallsAs('admin@acme.test');
    const refused = await admin('POST', '/contractors', { company_name: '', skills: ['Juggling'], status: 'Gone' });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({ errors: ['Company name is required', 'Status is not valid', 'Skills must be chosen from Settings > Categories'] });
    const taken = await admin('POST', '/contractors', { company_name: carlsCompany().company_name.toUpperCase() });
    expect(await taken.json()).toEqual({ errors: ['Company name has already been taken'] });
    const created = await admin('POST', '/contractors', { company_name: 'Delta Pipework', skills: ['Welding'] });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ company_name: 'Delta Pipework', status: 'Active', worker_count: 0, documents_warning: null });
  });

  it('a contractor user adds a worker pending review; the admin (not the submitter) approves it with who and when', async () => {
    const carl = await rawCallsAs('contractor@acme.test');
    const id = carlsCompany().id;
    const bad = await carl('POST', `/contractors/${id}/create_contractor_worker`, { worker: { name: 'R2D2', age: 12, photo: { name: 'me.gif', type: 'image/gif', size: 10, data_url: 'data:image/gif;base64,R0lGODlh' } } });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { errors: string[] }).errors).toEqual(expect.arrayContaining(['Name must contain letters only', 'Age must be a whole number from 18 to 100', 'Photo must be a JPEG or PNG image']));
    const made = await carl('POST', `/contractors/${id}/create_contractor_worker`, { worker: { name: 'Ola Nordmann', age: 30, phone: '+47 912 34 567', gender: 'Female' } });
    expect(made.status).toBe(201);
    const worker = (await made.json()) as WorkerRecord;
    expect(worker).toMatchObject({ status: 'pending_review', submitted_by_name: 'Carl Builder', contractor_id: id });
    // a contractor user cannot review
    expect(await (await carl('PATCH', `/contractors/${id}/update_contractor_worker`, { id: worker.id, review: { decision: 'approved' } })).json()).toEqual({ errors: ['Only an organisation admin may review'] });
    const admin = await rawCallsAs('admin@acme.test');
    expect(await (await admin('PATCH', `/contractors/${id}/update_contractor_worker`, { id: worker.id, review: { decision: 'rejected', reason: '' } })).json()).toEqual({ errors: ['A reason is required to reject'] });
    const approved = (await (await admin('PATCH', `/contractors/${id}/v2_update_contractor_worker`, { id: worker.id, review: { decision: 'approved' } })).json()) as WorkerRecord;
    expect(approved).toMatchObject({ status: 'approved', reviewed_by_name: 'Alice Admin' });
    expect(approved.reviewed_at).toBeTruthy();
    // the admin's own edit is a resubmission they may not approve themselves
    const edited = (await (await admin('PATCH', `/contractors/${id}/update_contractor_worker`, { id: worker.id, phone: '+47 912 00 000' })).json()) as WorkerRecord;
    expect(edited).toMatchObject({ status: 'pending_review', submitted_by_name: 'Alice Admin', reviewed_by_name: null });
    expect(await (await admin('PATCH', `/contractors/${id}/update_contractor_worker`, { id: worker.id, review: { decision: 'approved' } })).json()).toEqual({ errors: ['The approver may not be the person who submitted it'] });
  });

  it('bulk upload: up to 100 per batch, all or nothing with a (row, column, message) report', async () => {
    const carl = await rawCallsAs('contractor@acme.test');
    const id = carlsCompany().id;
    const before = workers().length;
    const rows = Array.from({ length: 5 }, (_, i) => ({ row: i + 2, name: `Worker ${'abcde'[i]}`, age: 30, phone: '', gender: 'Male' }));
    rows[2] = { ...rows[2], age: 5 };
    const refused = await carl('POST', `/contractors/${id}/create_contractor_worker`, { workers: rows });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({ errors: ['data entered in incorrect format'], rows: [{ row: 4, column: 'age', message: 'Age must be a whole number from 18 to 100' }] });
    expect(workers().length).toBe(before);
    const tooMany = await carl('POST', `/contractors/${id}/create_contractor_worker`, { workers: Array.from({ length: 101 }, () => ({ name: 'Ann Berg' })) });
    expect(await tooMany.json()).toEqual({ errors: ['Up to 100 workers may be uploaded per batch'] });
    expect(await (await carl('POST', `/contractors/${id}/create_contractor_worker`, { workers: 'nope' })).json()).toEqual({ errors: ['data entered in incorrect format'] });
    rows[2] = { ...rows[2], age: 40 };
    const done = await carl('POST', `/contractors/${id}/create_contractor_worker`, { workers: rows });
    expect(await done.json()).toEqual({ imported: 5 });
    expect(workers().length).toBe(before + 5);
  });

  it('uncategorised workers: admins list them and assign one to a contractor', async () => {
    const admin = await rawCallsAs('admin@acme.test');
    const list = (await (await admin('GET', '/v1/work_profile/uncategorised_workers_list')).json()) as WorkerListResponse;
    expect(list.total_count).toBe(6);
    const target = otherCompany().id;
    const assigned = (await (await admin('PATCH', `/contractors/${target}/update_contractor_worker`, { id: list.workers[0].id })).json()) as WorkerRecord;
    expect(assigned.contractor_id).toBe(target);
    const after = (await (await admin('GET', '/v1/work_profile/uncategorised_workers_list')).json()) as WorkerListResponse;
    expect(after.total_count).toBe(5);
  });

  it('documents: a title, a validity in the future, exactly one file that passes the SPEC §5 checks', async () => {
    const carl = await rawCallsAs('contractor@acme.test');
    const id = carlsCompany().id;
    const refused = await carl('POST', `/contractors/${id}/contractor_documents`, { title: '', valid_until: todayIso(), files: [PDF, PDF] });
    expect(await refused.json()).toEqual({ errors: ['Title is required', 'Validity date must be in the future', 'Only a single file may be uploaded'] });
    const fake = await carl('POST', `/contractors/${id}/contractor_documents`, { title: 'Insurance', valid_until: inDays(21), files: [{ ...PDF, data_url: `data:application/pdf;base64,${btoa('MZ not a pdf')}` }] });
    expect(fake.status).toBe(422);
    expect(((await fake.json()) as { errors: string[] }).errors[0]).toMatch(/\(insurance\.pdf\)$/);
    const made = await carl('POST', `/contractors/${id}/contractor_documents`, { title: 'Insurance 2027', valid_until: inDays(21), files: [PDF] });
    expect(made.status).toBe(201);
    const doc = (await made.json()) as DocumentRecord;
    expect(doc).toMatchObject({ status: 'pending_review', display_status: 'pending_review', validity: 'expiring', submitted_by_name: 'Carl Builder' });
    const list = (await (await carl('GET', `/contractors/${id}/contractor_documents`)).json()) as DocumentListResponse;
    expect(list.expiring_count).toBeGreaterThanOrEqual(2);
  });

  it('an expired document shows expired by itself and cannot be approved', async () => {
    const admin = await rawCallsAs('admin@acme.test');
    const lists = await Promise.all(contractors().map(async (c) => ({ c, list: (await (await admin('GET', `/contractors/${c.id}/contractor_documents?status=expired`)).json()) as DocumentListResponse })));
    const { c, list } = lists.find((l) => l.list.total_count > 0)!;
    const doc = list.documents[0];
    expect(doc.display_status).toBe('expired');
    expect(doc.status).toBe('approved');
    const again = await admin('PATCH', `/contractors/${c.id}/contractor_documents/${doc.id}`, { review: { decision: 'approved' } });
    expect(await again.json()).toEqual({ errors: ['Validity date must be in the future'] });
  });

  it('keeps tenants apart', async () => {
    const globex = await globexOwnerCalls();
    expect((await globex('GET', `/contractors/${carlsCompany().id}`)).status).toBe(404);
    const list = (await (await globex('GET', '/contractors?status=all')).json()) as ContractorListResponse;
    // globex's own seeded companies: tied to globex's own contractor users only, never to an acme account
    expect(list.total_count).toBe(8);
    const globexUsers = new Set(db.list<DemoUser>(db.tenant('globex')!, 'users').map((u) => u.id));
    const acmeUsers = new Set(db.list<DemoUser>(db.tenant('acme')!, 'users').map((u) => u.id));
    for (const id of list.contractors.flatMap((c) => c.user_ids)) {
      expect(globexUsers.has(id)).toBe(true);
      expect(acmeUsers.has(id)).toBe(false);
    }
  });
});
