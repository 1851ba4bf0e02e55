import { normalizeFields } from '@/features/worker-profile/model';
import { todayIso } from '@/lib/forms/dates';
import type { Attachment } from '@/lib/files/attachment';
import { db, type Row, type TenantData } from '@/mocks/db/db';
import type { DemoSite, DemoUser } from '@/mocks/db/types';
import { categoriesOf } from '@/mocks/services/categories';
import {
  documentDisplayStatus,
  documentsWarning,
  validityState,
  type ContractorInput,
  type ContractorRecord,
  type DocumentRecord,
  type ReviewStatus,
  type WorkerFieldRule,
  type WorkerInput,
  type WorkerRecord,
} from '../model';

/** The demo db rows of the module (collections `contractors`, `contractor_workers`, `contractor_documents`). */
export interface DemoContractor extends Row, ContractorInput {
  created_at: string;
  updated_at: string;
}

interface DemoTrail {
  status: ReviewStatus;
  status_reason: string;
  submitted_by_id: number | null;
  submitted_at: string | null;
  reviewed_by_id: number | null;
  reviewed_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface DemoWorker extends Row, WorkerInput, DemoTrail {
  contractor_id: number | null;
}

export interface DemoContractorDocument extends Row, DemoTrail {
  contractor_id: number;
  title: string;
  valid_until: string;
  files: Attachment[];
}

export const CONTRACTORS = 'contractors';
export const WORKERS = 'contractor_workers';
export const DOCUMENTS = 'contractor_documents';

export const contractorsOf = (t: TenantData) => db.list<DemoContractor>(t, CONTRACTORS);
export const workersOf = (t: TenantData) => db.list<DemoWorker>(t, WORKERS);
export const documentsOf = (t: TenantData) => db.list<DemoContractorDocument>(t, DOCUMENTS);

/** the server's day (the demo runs in the browser: its local day) */
export const today = () => todayIso();

const userNames = (t: TenantData) => new Map(db.list<DemoUser>(t, 'users').map((u) => [u.id, u.full_name]));

export function serializeContractor(t: TenantData, c: DemoContractor): ContractorRecord {
  const sites = new Map(db.list<DemoSite>(t, 'sites').map((s) => [s.id, s.name]));
  const users = userNames(t);
  const docs = documentsOf(t).filter((d) => d.contractor_id === c.id);
  return {
    ...c,
    number: c.company_name,
    site_names: c.site_ids.map((id) => sites.get(id) ?? `#${id}`),
    user_names: c.user_ids.map((id) => users.get(id) ?? `#${id}`),
    worker_count: workersOf(t).filter((w) => w.contractor_id === c.id).length,
    documents_warning: documentsWarning(docs.map((d) => ({ valid_until: d.valid_until, status: d.status })), today()),
  };
}

export function serializeWorker(t: TenantData, w: DemoWorker): WorkerRecord {
  const users = userNames(t);
  const contractor = w.contractor_id ? contractorsOf(t).find((c) => c.id === w.contractor_id) : undefined;
  return {
    ...w,
    number: w.name,
    contractor_name: contractor?.company_name ?? null,
    submitted_by_name: w.submitted_by_id ? (users.get(w.submitted_by_id) ?? null) : null,
    reviewed_by_name: w.reviewed_by_id ? (users.get(w.reviewed_by_id) ?? null) : null,
  };
}

export function serializeDocument(t: TenantData, d: DemoContractorDocument): DocumentRecord {
  const users = userNames(t);
  const day = today();
  return {
    ...d,
    number: d.title,
    display_status: documentDisplayStatus(d.status, d.valid_until, day),
    validity: validityState(d.valid_until, day),
    submitted_by_name: d.submitted_by_id ? (users.get(d.submitted_by_id) ?? null) : null,
    reviewed_by_name: d.reviewed_by_id ? (users.get(d.reviewed_by_id) ?? null) : null,
  };
}

/** the tenant's worker profile form (Settings > Worker profile): asked fields in order, with their required flag */
export function workerFieldsOf(t: TenantData): WorkerFieldRule[] {
  const row = db.list<{ id: number; fields: { key: string; enabled: boolean; required: boolean }[] }>(t, 'worker_profile_settings')[0];
  return normalizeFields(row?.fields)
    .filter((f) => f.enabled)
    .map((f) => ({ key: f.key, required: f.required }));
}

/** active skill categories (Settings > Categories, type skill), by code */
export function skillsOf(t: TenantData) {
  return categoriesOf(t)
    .filter((c) => c.category_type === 'skill' && c.status === 'active')
    .map((c) => ({ code: c.code, name: c.name }));
}

export const liveSites = (t: TenantData) => db.list<DemoSite>(t, 'sites').filter((s) => s.status !== 'deleted');
export const contractorUsers = (t: TenantData) => db.list<DemoUser>(t, 'users').filter((u) => u.is_contractor && u.status !== 'Deleted');
