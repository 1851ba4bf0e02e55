import { ruleErrors } from '@/lib/forms/rule-errors';
import { addOneMonth, documentDisplayStatus, documentsWarning, reviewRefusal, validityState, type WorkerFieldRule } from '../model';
import { contractorSchema } from '../schemas/contractor-schema';
import { documentSchema, reviewSchema } from '../schemas/document-schema';
import { workerSchema } from '../schemas/worker-schema';
import { contractorServerT } from '../schemas/rule-messages';

const T = contractorServerT;
const pdf = { name: 'a.pdf', type: 'application/pdf', size: 10, data_url: 'data:application/pdf;base64,JVBERi0=' };

describe('document expiry (SPEC §9: warning one month ahead)', () => {
  it('adds one calendar month, clamping to the last day of a shorter month', () => {
    expect(addOneMonth('2026-03-15')).toBe('2026-04-15');
    expect(addOneMonth('2026-01-31')).toBe('2026-02-28');
    expect(addOneMonth('2028-01-31')).toBe('2028-02-29');
    expect(addOneMonth('2026-12-10')).toBe('2027-01-10');
  });

  it('is expired after the last valid day, expiring up to one month ahead (inclusive), else valid', () => {
    const today = '2026-11-26';
    expect(validityState('2026-11-25', today)).toBe('expired');
    expect(validityState('2026-11-26', today)).toBe('expiring');
    expect(validityState('2026-12-26', today)).toBe('expiring');
    expect(validityState('2026-12-27', today)).toBe('valid');
  });

  it('turns a document "expired" by itself, and names the worst warning of a contractor (rejected ones ignored)', () => {
    expect(documentDisplayStatus('approved', '2026-11-25', '2026-11-26')).toBe('expired');
    expect(documentDisplayStatus('pending_review', '2026-11-26', '2026-11-26')).toBe('pending_review');
    const today = '2026-11-26';
    expect(documentsWarning([{ valid_until: '2027-06-01', status: 'approved' }], today)).toBeNull();
    expect(documentsWarning([{ valid_until: '2026-12-10', status: 'approved' }, { valid_until: '2027-06-01', status: 'approved' }], today)).toBe('expiring');
    expect(documentsWarning([{ valid_until: '2026-12-10', status: 'approved' }, { valid_until: '2026-11-01', status: 'approved' }], today)).toBe('expired');
    expect(documentsWarning([{ valid_until: '2026-11-01', status: 'rejected' }], today)).toBeNull();
  });
});

describe('review (SPEC §4; the approver is never the submitter)', () => {
  const record = { status: 'pending_review' as const, submitted_by_id: 7 };
  it('lets only an admin who did not submit decide, and a rejection needs a reason', () => {
    expect(reviewRefusal(record, { id: 8, is_admin: false }, 'approved', '')).toBe('notAdmin');
    expect(reviewRefusal(record, { id: 7, is_admin: true }, 'approved', '')).toBe('ownSubmission');
    expect(reviewRefusal(record, { id: 8, is_admin: true }, 'rejected', '  ')).toBe('reasonRequired');
    expect(reviewRefusal(record, { id: 8, is_admin: true }, 'rejected', 'Blurred photo')).toBeNull();
    expect(reviewRefusal(record, { id: 8, is_admin: true }, 'approved', '')).toBeNull();
  });

  it('the review schema requires a reason only to reject', async () => {
    expect(await ruleErrors(reviewSchema(T), { decision: 'rejected', reason: '' })).toEqual(['A reason is required to reject']);
    expect(await ruleErrors(reviewSchema(T), { decision: 'approved', reason: '' })).toEqual([]);
    expect(await ruleErrors(reviewSchema(T), { decision: 'pending_review', reason: '' })).toEqual(['Decision is not valid']);
  });
});

describe('contractor schema (SPEC §3, §5)', () => {
  it('requires the company name and a known status', async () => {
    expect(await ruleErrors(contractorSchema(T), { company_name: ' ', status: 'Archived', skills: [], site_ids: [], user_ids: [] })).toEqual(['Company name is required', 'Status is not valid']);
    expect(await ruleErrors(contractorSchema(T), { company_name: 'Volt & Wire', tax_id: 'DE811907980', status: 'Active', skills: ['Welding'], site_ids: [1], user_ids: [] })).toEqual([]);
    expect(await ruleErrors(contractorSchema(T), { company_name: 'X', tax_id: 'DE<script>', status: 'Active' })).toEqual(['Tax id is not valid']);
  });
});

describe('document schema (SPEC §5: title, validity in the future, exactly one file)', () => {
  const today = () => '2026-11-26';
  it('refuses a missing title, a validity today or before, no file and two files', async () => {
    expect(await ruleErrors(documentSchema(T, today), { title: '', valid_until: '2026-11-26', files: [] })).toEqual(['Title is required', 'Validity date must be in the future', 'No file provided']);
    expect(await ruleErrors(documentSchema(T, today), { title: 'Insurance', valid_until: '2026-11-27', files: [pdf, pdf] })).toEqual(['Only a single file may be uploaded']);
    expect(await ruleErrors(documentSchema(T, today), { title: 'Insurance', valid_until: '2026-11-27', files: [pdf] })).toEqual([]);
  });
});

describe('worker schema (the Settings > Worker profile form, SPEC §3, §5)', () => {
  const defaults: WorkerFieldRule[] = [
    { key: 'name', required: true },
    { key: 'photo', required: false },
    { key: 'age', required: false },
    { key: 'phone', required: false },
    { key: 'gender', required: false },
  ];
  it('checks the asked fields: letters-only name, age 18–100, phone, gender, a JPEG/PNG photo under 500 KB', async () => {
    const ok = { name: 'Maria Lopez', age: 34, phone: '+44 7700 900123', id_number: '', gender: 'Female', photo: null };
    expect(await ruleErrors(workerSchema(T, defaults), ok)).toEqual([]);
    expect(await ruleErrors(workerSchema(T, defaults), { ...ok, name: 'R2-D2', age: 17, phone: 'abc', gender: 'Other' })).toEqual([
      'Name must contain letters only',
      'Age must be a whole number from 18 to 100',
      'Phone must be a valid number',
      'Gender must be Male or Female',
    ]);
    expect(await ruleErrors(workerSchema(T, defaults), { ...ok, photo: { name: 'a.gif', type: 'image/gif', size: 10, data_url: 'x' } })).toEqual(['Photo must be a JPEG or PNG image']);
    expect(await ruleErrors(workerSchema(T, defaults), { ...ok, photo: { name: 'a.jpg', type: 'image/jpeg', size: 512_001, data_url: 'x' } })).toEqual(['Photo must be under 500 KB']);
    expect(await ruleErrors(workerSchema(T, defaults), { ...ok, photo: { name: 'a.jpg', type: 'image/jpeg', size: 512_000, data_url: 'x' } })).toEqual([]);
  });

  it('follows the setting: a required field must be filled, a field not asked is not checked', async () => {
    const strict: WorkerFieldRule[] = [...defaults.map((f) => ({ ...f, required: true })), { key: 'id', required: true }];
    expect(await ruleErrors(workerSchema(T, strict), { name: 'Ann Berg', age: '', phone: '', id_number: '', gender: '', photo: null })).toEqual([
      'Age is required',
      'Phone is required',
      'Id is required',
      'Gender must be chosen',
      'Photo is required',
    ]);
    const nameOnly: WorkerFieldRule[] = [{ key: 'name', required: true }];
    expect(await ruleErrors(workerSchema(T, nameOnly), { name: 'Ann Berg', age: '', phone: '', id_number: '', gender: '', photo: null })).toEqual([]);
  });
});
