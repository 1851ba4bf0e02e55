/**
 * Contractors, their workers and documents (SPEC §1, §3 "Contractor" and "Worker profile", §4, §5 "Contractors and
 * imports", §9). Types, statuses and the pure rules; the demo backend imports this file.
 */
import type { components } from '@/lib/api/generated/openapi';
import { BULK_UPLOAD_MAX_ROWS, WORKER_PHOTO_MAX_BYTES } from '@/config/constants';

type Schemas = components['schemas'];

/** SPEC §3: status Active or Inactive */
export const CONTRACTOR_STATUSES = ['Active', 'Inactive'] as const;
export type ContractorStatus = (typeof CONTRACTOR_STATUSES)[number];

/** SPEC §4 "Contractor document and worker": pending review, approved, rejected, expired */
export const REVIEW_STATUSES = ['pending_review', 'approved', 'rejected', 'expired'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
/** what a reviewer may decide (pending review is where a submission starts) */
export const REVIEW_DECISIONS = ['approved', 'rejected', 'expired'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** SPEC §3 "Worker profile" gender values */
export const WORKER_GENDERS = ['Male', 'Female'] as const;

/** SPEC §5 / §9: a worker photo is a JPEG or PNG under 500 KB */
export const WORKER_PHOTO_TYPES = ['image/jpeg', 'image/jpg', 'image/png'] as const;
export const WORKER_PHOTO_LIMIT = WORKER_PHOTO_MAX_BYTES;
/** SPEC §5 / §9: bulk upload of workers takes up to 100 per batch */
export const WORKER_BATCH_MAX = BULK_UPLOAD_MAX_ROWS;
/** SPEC §5: a wrong import format */
export const IMPORT_FORMAT_MESSAGE = 'data entered in incorrect format';

export const CONTRACTOR_LIMITS = { companyName: 150, taxId: 30, contact: 100, address: 250, city: 100, state: 100, country: 100, zip: 20, title: 150, reason: 500, name: 100, phone: 20, idNumber: 40 } as const;
/** workers' ages a permit may name (a decision: no minors, no one past 100) */
export const WORKER_AGE = { min: 18, max: 100 } as const;

export const CONTRACTORS_PER_PAGE = 25;
export const WORKERS_PER_PAGE = 25;
export const DOCUMENTS_PER_PAGE = 25;

// ── Expiry (SPEC §9 "Contractor document expiry warning: one month ahead") ─────────────────────────────

/** 'YYYY-MM-DD' + one calendar month; the 31st of a month without one is its last day (31 Jan → 28/29 Feb) */
export function addOneMonth(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  const nextMonth = m === 12 ? 1 : m + 1;
  const year = m === 12 ? y + 1 : y;
  const last = new Date(Date.UTC(year, nextMonth, 0)).getUTCDate();
  return `${year}-${String(nextMonth).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

export type ValidityState = 'expired' | 'expiring' | 'valid';

/**
 * A document valid until `validUntil` (inclusive) on `today`: expired once the day has passed, expiring when it
 * ends within one month (today + 1 calendar month, inclusive), otherwise valid.
 */
export function validityState(validUntil: string, today: string): ValidityState {
  if (validUntil < today) return 'expired';
  if (validUntil <= addOneMonth(today)) return 'expiring';
  return 'valid';
}

/** A document turns "expired" by itself once its validity passed, whatever its review said (SPEC §4, issue 27). */
export function documentDisplayStatus(status: ReviewStatus, validUntil: string, today: string): ReviewStatus {
  return validUntil < today ? 'expired' : status;
}

/** The contractor's worst document: 'expired' if one has expired, 'expiring' if one ends within a month, else null. */
export function documentsWarning(docs: readonly { valid_until: string; status: ReviewStatus }[], today: string): 'expired' | 'expiring' | null {
  let out: 'expired' | 'expiring' | null = null;
  for (const d of docs) {
    if (d.status === 'rejected') continue;
    const state = validityState(d.valid_until, today);
    if (state === 'expired') return 'expired';
    if (state === 'expiring') out = 'expiring';
  }
  return out;
}

// ── Review (SPEC §4; ISO 45001:2018 8.1.4.2 contractor control; four-eyes principle) ───────────────────

export interface Reviewed {
  status: ReviewStatus;
  /** who submitted the current version (created or last edited it) */
  submitted_by_id: number | null;
}

export type ReviewRefusal = 'notAdmin' | 'ownSubmission' | 'reasonRequired' | null;

/**
 * Who may decide a review: an organisation admin who is not the person who submitted this version (the approver is
 * never the submitter). A rejection needs a reason (SPEC §5 "Rejecting … needs a reason", applied here too).
 */
export function reviewRefusal(record: Reviewed, reviewer: { id: number; is_admin: boolean }, decision: ReviewDecision, reason: string): ReviewRefusal {
  if (!reviewer.is_admin) return 'notAdmin';
  if (record.submitted_by_id === reviewer.id) return 'ownSubmission';
  if (decision === 'rejected' && !reason.trim()) return 'reasonRequired';
  return null;
}

// ── Records ─────────────────────────────────────────────────────────────────────────────────────────────

/** who submitted and who reviewed the current version: `ContractorReviewTrail` of api/openapi.yaml */
export type ReviewTrail = Schemas['ContractorReviewTrail'];

/** What the contractor form sends (POST /contractors, PATCH /contractors/{id}). */
export type ContractorInput = Schemas['ContractorInput'];

/** a contractor as the API answers it (`Contractor`) */
export type ContractorRecord = Schemas['Contractor'];

export type ContractorListResponse = Schemas['ContractorList'];

/** GET /contractors/form_data: skills, sites, contractor users (admins only) and the worker profile form's fields */
export type ContractorFormData = Schemas['ContractorFormData'];

/** A worker field of the Settings > Worker profile form (its defaults and the ones an admin turned on). */
export type WorkerFieldRule = Schemas['ContractorWorkerField'];

/** What the worker form sends. */
export type WorkerInput = Schemas['ContractorWorkerInput'];

export type WorkerRecord = Schemas['ContractorWorker'];

export type WorkerListResponse = Schemas['ContractorWorkerList'];

/** a document: its title, validity (YYYY-MM-DD, inclusive) and exactly one file (SPEC §5) */
export type DocumentInput = Schemas['ContractorDocumentInput'];

/** a document as the API answers it: the display status is the stored one, or expired once the validity passed */
export type DocumentRecord = Schemas['ContractorDocument'];

export type DocumentListResponse = Schemas['ContractorDocumentList'];

export type ReviewInput = Schemas['ContractorReviewInput'];

/** One problem of a refused bulk upload (row 1 = the header). */
export interface ImportProblem {
  row: number;
  column: string;
  message: string;
}

// ── Prequalification (ISO 45001:2018 8.1.4.2 contractors; HSG159 "Managing contractors" — check competence
//    before work starts; issue 27) ──────────────────────────────────────────────────────────────────────

export type IneligibleReason = 'workerNotApproved' | 'documentExpired' | 'documentRejected';

/** the demo backend's English reason texts (the 422 "<name> is not eligible: <reason>") */
export const INELIGIBLE_REASON_TEXT: Record<IneligibleReason, string> = {
  workerNotApproved: 'the worker is not approved',
  documentExpired: "a mandatory document of the worker's contractor has expired",
  documentRejected: "a mandatory document of the worker's contractor was rejected",
};

/**
 * May a contractor's worker be named on a permit on `today`? Only an approved worker whose contractor has no
 * expired (validity passed, or reviewed as expired) and no rejected mandatory document. Every contractor document
 * is mandatory (the module keeps only required documents). Returns why not, or null when eligible; a worker who
 * is not approved is reported first, then an expired document, then a rejected one.
 */
export function workerIneligibility(worker: { status: ReviewStatus }, docs: readonly { status: ReviewStatus; valid_until: string }[], today: string): IneligibleReason | null {
  if (worker.status !== 'approved') return 'workerNotApproved';
  if (docs.some((d) => d.status === 'expired' || (d.status !== 'rejected' && d.valid_until < today))) return 'documentExpired';
  if (docs.some((d) => d.status === 'rejected')) return 'documentRejected';
  return null;
}
