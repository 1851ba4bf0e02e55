import { defineDemo } from '@/mocks/define-demo';
import { registerRecordAudience, registerRecordSerializer } from '@/mocks/cable/server';
import { db, type Row, type TenantData } from '@/mocks/db/db';
import type { DemoUser } from '@/mocks/db/types';
import { contractorDemoHandlers } from './handlers';
import { seedContractors } from './seed';
import { CONTRACTORS, DOCUMENTS, WORKERS, contractorsOf, serializeContractor, serializeDocument, serializeWorker, type DemoContractor, type DemoContractorDocument, type DemoWorker } from './store';

/** the company a row belongs to (a contractor is its own) */
const companyOf = (collection: string, row: Row): number | null => (collection === CONTRACTORS ? row.id : typeof row.contractor_id === 'number' ? row.contractor_id : null);

/**
 * Realtime: the manifest broadcasts to Permit readers; each row goes only to the tenant's admins and the company's
 * own contractor users (SPEC §6: a contractor user sees only their own company). The cable serialises a change's row
 * (with its tenant) right before it asks the audience, so the serializer notes the tenant the audience reads.
 */
let changeTenant: TenantData | null = null;
function audience(collection: string) {
  return (row: Row, userId: number) => {
    const tenant = changeTenant;
    const user = tenant && db.find<DemoUser>(tenant, 'users', userId);
    if (!tenant || !user) return false;
    if (user.is_admin) return true;
    const company = companyOf(collection, row);
    return !!company && !!contractorsOf(tenant).find((c) => c.id === company)?.user_ids.includes(userId);
  };
}
const noting =
  <R,>(serialize: (t: TenantData, row: R) => unknown) =>
  (t: TenantData, row: Row) => {
    changeTenant = t;
    return serialize(t, row as unknown as R) as Row;
  };

for (const collection of [CONTRACTORS, WORKERS, DOCUMENTS]) registerRecordAudience(collection, audience(collection));
registerRecordSerializer(CONTRACTORS, noting<DemoContractor>(serializeContractor));
registerRecordSerializer(WORKERS, noting<DemoWorker>(serializeWorker));
registerRecordSerializer(DOCUMENTS, noting<DemoContractorDocument>(serializeDocument));

export const demo = defineDemo({ order: 85, handlers: contractorDemoHandlers, seed: { order: 150, run: seedContractors, version: 1 } });
