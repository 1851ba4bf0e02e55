import { db } from '@/mocks/db/db';
import type { DemoNotification } from '@/mocks/cable/payloads';
import type { DemoUser } from '@/mocks/db/types';
import { remindExpiringDocuments } from '../demo/reminders';
import type { DemoContractor, DemoContractorDocument } from '../demo/store';

const acme = () => db.tenant('acme')!;
const users = () => db.list<DemoUser>(acme(), 'users');
const notes = () => db.list<DemoNotification>(acme(), 'notifications').filter((n) => n.kind === 'contractor_document_expiring');

describe('contractor document expiry warning (SPEC §9: one month ahead)', () => {
  it('tells the admins and the contractor’s users once per document ending within a month, nobody else, and nothing for other documents', () => {
    const today = '2026-06-15';
    const carl = users().find((u) => u.email === 'contractor@acme.test')!;
    const company = db.list<DemoContractor>(acme(), 'contractors').find((c) => c.user_ids.includes(carl.id))!;
    const docs = db.list<DemoContractorDocument>(acme(), 'contractor_documents');
    // every document far ahead, except one of Carl's company ending on the last day of the month ahead
    for (const d of docs) Object.assign(d, { valid_until: '2027-12-31', status: 'approved' });
    const doc = docs.find((d) => d.contractor_id === company.id)!;
    doc.valid_until = '2026-07-15';
    const before = notes().length;
    remindExpiringDocuments(acme(), today);
    remindExpiringDocuments(acme(), today);
    const sent = notes().slice(before);
    const admins = users().filter((u) => u.is_admin && u.status === 'Active').map((u) => u.id);
    expect(sent.map((n) => n.user_id).sort((a, b) => a - b)).toEqual([...new Set([...admins, ...company.user_ids])].sort((a, b) => a - b));
    expect(sent.every((n) => n.link === `/contractor/${company.id}/documents/edit/${doc.id}` && n.title === `${company.company_name}: ${doc.title} (2026-07-15)`)).toBe(true);
    expect(sent.some((n) => n.user_id === carl.id)).toBe(true);
    // one day further out is not yet within the month
    doc.valid_until = '2026-07-16';
    const other = docs.find((d) => d.contractor_id !== company.id)!;
    other.valid_until = '2026-07-16';
    remindExpiringDocuments(acme(), today);
    expect(notes().length).toBe(before + sent.length);
  });
});
