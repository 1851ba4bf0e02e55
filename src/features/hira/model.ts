/**
 * HIRA — hazard identification and risk assessment register (SPEC §3 "HIRA risk record", §4, §5, §9). Pure: the
 * demo backend imports it. The 5×5 matrix, its score bands, review frequencies, the hierarchy of controls and the
 * register tabs are configured here once; screens, exports, the schema and the demo backend read them from here.
 * The shapes the API carries are api/openapi.yaml's (`HiraInput`, `HiraRisk`, `HiraList`, …).
 */
import type { components } from '@/lib/api/generated/openapi';

type Schemas = components['schemas'];

/** SPEC §9: probability, least to most likely (value = index + 1) */
export const LIKELIHOODS = ['rare', 'possible', 'likely', 'often', 'certain'] as const;
export type Likelihood = (typeof LIKELIHOODS)[number];
/** SPEC §9: severity, least to most severe (value = index + 1) */
export const SEVERITIES = ['insignificant', 'minor', 'moderate', 'major', 'catastrophic'] as const;
export type Severity = (typeof SEVERITIES)[number];

export const likelihoodValue = (l: Likelihood) => LIKELIHOODS.indexOf(l) + 1;
export const severityValue = (s: Severity) => SEVERITIES.indexOf(s) + 1;

/**
 * Score bands of likelihood × severity (1–25), configured once: the matrix colours and words, the rating filter,
 * badges, exports and the backend's filter all read them. Every score 1–25 falls in exactly one band.
 */
export const BANDS = [
  { band: 'low', min: 1, max: 4 },
  { band: 'medium', min: 5, max: 9 },
  { band: 'high', min: 10, max: 14 },
  { band: 'extreme', min: 15, max: 25 },
] as const;
export type Band = (typeof BANDS)[number]['band'];
export const BAND_NAMES: readonly Band[] = BANDS.map((b) => b.band);

export function riskScore(likelihood: Likelihood, severity: Severity): number {
  return likelihoodValue(likelihood) * severityValue(severity);
}

export function bandOf(score: number): Band {
  const hit = BANDS.find((b) => score >= b.min && score <= b.max);
  if (!hit) throw new RangeError(`score ${score} is outside 1–25`);
  return hit.band;
}

export const isLikelihood = (v: unknown): v is Likelihood => typeof v === 'string' && (LIKELIHOODS as readonly string[]).includes(v);
export const isSeverity = (v: unknown): v is Severity => typeof v === 'string' && (SEVERITIES as readonly string[]).includes(v);

export interface Rating {
  likelihood: Likelihood;
  severity: Severity;
  score: number;
  band: Band;
}

/** a classified rating, or null when likelihood or severity is missing (SPEC §5: must be classified before submit) */
export function ratingOf(likelihood: unknown, severity: unknown): Rating | null {
  if (!isLikelihood(likelihood) || !isSeverity(severity)) return null;
  const score = riskScore(likelihood, severity);
  return { likelihood, severity, score, band: bandOf(score) };
}

/** SPEC §9 review frequencies, with the months between reviews */
export const REVIEW_FREQUENCIES = ['yearly', 'half_yearly', 'monthly'] as const;
export type ReviewFrequency = (typeof REVIEW_FREQUENCIES)[number];
export const REVIEW_MONTHS: Record<ReviewFrequency, number> = { yearly: 12, half_yearly: 6, monthly: 1 };

/**
 * The next review date (YYYY-MM-DD): `from` (a day or an instant; its calendar day counts) plus the frequency's
 * months, clamped to the month's last day (31 Jan + 1 month = 28/29 Feb).
 */
export function nextReview(from: string, frequency: ReviewFrequency): string {
  const [y, m, d] = from.slice(0, 10).split('-').map(Number);
  const months = m - 1 + REVIEW_MONTHS[frequency];
  const year = y + Math.floor(months / 12);
  const month = months % 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(d, last);
  return `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** a live (published) risk whose next review day is before today */
export function isReviewOverdue(next: string | null | undefined, status: HiraStatus, today: string): boolean {
  return !!next && isLive(status) && next < today;
}

/** the hierarchy of controls, most to least effective */
export const CONTROL_TYPES = ['elimination', 'substitution', 'engineering', 'administrative', 'ppe'] as const;
export type ControlType = (typeof CONTROL_TYPES)[number];
/** controls that rely on people's behaviour rather than removing or isolating the hazard */
export const WEAK_CONTROLS: readonly ControlType[] = ['administrative', 'ppe'];
export const CONTROL_KINDS = ['available', 'additional'] as const;
export type ControlKind = (typeof CONTROL_KINDS)[number];

export type HiraControl = Schemas['HiraControl'];

/**
 * Research "beyond": the residual rating is lower than the inherent one, and more of the controls are administrative
 * or PPE than elimination, substitution or engineering — the drop rests mainly on people doing the right thing.
 */
export function weakControlsWarning(inherent: Rating | null, residual: Rating | null, controls: readonly Pick<HiraControl, 'type'>[]): boolean {
  if (!inherent || !residual || residual.score >= inherent.score) return false;
  const weak = controls.filter((c) => WEAK_CONTROLS.includes(c.type)).length;
  return weak > 0 && weak > controls.length - weak;
}

/** SPEC §4 HIRA statuses */
export const HIRA_STATUSES = ['draft', 'waiting_for_approval', 'published', 'archive', 'approved', 'rejected'] as const;
export type HiraStatus = (typeof HIRA_STATUSES)[number];

/** SPEC "Screens known only from labels": tabs Published, Draft, Archive, Waiting, and the statuses each lists */
export const HIRA_TABS = ['published', 'draft', 'waiting', 'archive'] as const;
export type HiraTab = (typeof HIRA_TABS)[number];
export const TAB_STATUSES: Record<HiraTab, readonly HiraStatus[]> = {
  published: ['published', 'approved'],
  draft: ['draft', 'rejected'],
  waiting: ['waiting_for_approval'],
  archive: ['archive'],
};
export const tabOf = (status: HiraStatus): HiraTab => HIRA_TABS.find((t) => TAB_STATUSES[t].includes(status)) ?? 'draft';
/** the risk is in force: published (approved or published without a review round) */
export const isLive = (status: HiraStatus) => status === 'published' || status === 'approved';
/** a draft or rejected risk may be submitted for approval */
export const canSubmitStatus = (status: HiraStatus) => status === 'draft' || status === 'rejected';
/** waiting and archived risks are not edited */
export const isEditable = (status: HiraStatus) => status !== 'waiting_for_approval' && status !== 'archive';

/** the activity the risk belongs to (SPEC "classification") */
export const HIRA_CLASSIFICATIONS = ['routine', 'non_routine', 'emergency'] as const;
export type HiraClassification = (typeof HIRA_CLASSIFICATIONS)[number];

export const HIRA_LIMITS = { title: 150, referenceId: 40, text: 2000, control: 300, tag: 30, tags: 10, controls: 30 } as const;
export const HIRA_PER_PAGE = 25;
/** which matrix a cell filter reads */
export const MATRICES = ['inherent', 'residual'] as const;
export type MatrixKind = (typeof MATRICES)[number];

/** What the form sends (POST /risk_assessments, PATCH /risk_assessments/{id}); a version snapshot has the same fields. */
export type HiraInput = Schemas['HiraInput'];

export const HIRA_FIELDS: readonly (keyof HiraInput)[] = [
  'reference_id',
  'title',
  'classification',
  'site_id',
  'area_id',
  'hazard',
  'risk',
  'consequence',
  'review_frequency',
  'inherent_likelihood',
  'inherent_severity',
  'residual_likelihood',
  'residual_severity',
  'target_likelihood',
  'target_severity',
  'controls',
  'tags',
  'assessed_by_id',
  'assessed_at',
];

export type HiraEventKind = HiraEvent['event'];

export type HiraEvent = Schemas['HiraEvent'];

/** a published version: what the risk said when it went live */
export type HiraVersion = Schemas['HiraVersion'];

/**
 * The version in force while a revision is drafted or waiting (ISO 45001:2018 7.5.3 control of documented
 * information: the approved version stays available and in use until its replacement is approved).
 */
export type HiraInForce = Schemas['HiraInForce'];

/** A risk as the API answers it. */
export type HiraRecord = Schemas['HiraRisk'];

export type HiraMatrixCell = Schemas['HiraMatrixCell'];

/** POST /risk_assessments/ra_filter: a page, the counts per tab and both matrices (`HiraList`) */
export type HiraListResponse = Schemas['HiraList'];

/** GET /risk_assessments/filter_dropdown */
export type HiraDropdowns = Schemas['HiraDropdowns'];

/** What the register filters by (POST /risk_assessments/ra_filter; GET /risk_assessments with the same params). */
export type HiraFilters = Omit<Schemas['HiraFilters'], 'sort' | 'order' | 'page' | 'per_page'>;

/** the rating pair of a matrix from a record or input */
export const ratingFields = (kind: MatrixKind | 'target') => [`${kind}_likelihood`, `${kind}_severity`] as const;
export function ratingIn(r: HiraInput, kind: MatrixKind | 'target'): Rating | null {
  const [l, s] = ratingFields(kind);
  return ratingOf(r[l], r[s]);
}

/** does the record fall in the filters (the backend's list and the realtime patch use it) */
export function matchesFilters(r: Pick<HiraRecord, 'status' | 'area_id' | 'assessed_at' | 'residual_band'> & HiraInput, f: HiraFilters, options: { tab?: boolean; cell?: boolean } = {}): boolean {
  if (options.tab !== false && f.tab && !TAB_STATUSES[f.tab].includes(r.status)) return false;
  if (f.rating && r.residual_band !== f.rating) return false;
  if (f.area_id && r.area_id !== Number(f.area_id)) return false;
  if (f.from && r.assessed_at.slice(0, 10) < f.from) return false;
  if (f.to && r.assessed_at.slice(0, 10) > f.to) return false;
  if (options.cell !== false && f.matrix && f.likelihood && f.severity) {
    const [l, s] = ratingFields(f.matrix);
    if (r[l] !== f.likelihood || r[s] !== f.severity) return false;
  }
  if (f.search) {
    const text = `${r.reference_id} ${r.title} ${r.hazard} ${r.risk} ${r.tags.join(' ')}`.toLowerCase();
    if (!text.includes(f.search.trim().toLowerCase())) return false;
  }
  return true;
}

/**
 * The published version in force (ISO 45001:2018 6.1.2 hazard identification is "ongoing and proactive" and 7.5.3
 * keeps the approved documented information in use until its revision is approved): a live risk is its own version
 * in force; a draft, waiting or rejected revision of a risk that was published before leaves its last published
 * version in force; an archived risk has none.
 */
export function versionInForce(r: Pick<HiraRecord, 'status' | 'version' | 'versions'>): HiraVersion | null {
  if (r.status === 'archive') return null;
  const published = r.versions.filter((v) => v.version <= r.version).sort((a, b) => a.version - b.version);
  if (isLive(r.status)) return published.find((v) => v.version === r.version) ?? null;
  return published.at(-1) ?? null;
}

/** who approved a version (older stored versions name only who published them) */
export const approvalsOf = (v: HiraVersion): { user_id: number | null; name: string; at: string }[] => v.approvals ?? [{ user_id: null, name: v.published_by_name, at: v.published_at }];

/** the in-force summary of a risk whose working copy is a newer, unapproved revision (null otherwise) */
export function inForceOf(r: Pick<HiraRecord, 'status' | 'version' | 'versions'>, today: string): HiraInForce | null {
  if (isLive(r.status)) return null;
  const v = versionInForce(r);
  if (!v) return null;
  const next = v.snapshot.review_frequency ? nextReview(v.snapshot.assessed_at, v.snapshot.review_frequency) : null;
  const approvals = approvalsOf(v);
  const status = v.approvals ? 'approved' : 'published';
  return { version: v.version, status, approved_by_name: approvals.at(-1)?.name ?? null, approved_at: v.published_at, next_review: next, review_overdue: isReviewOverdue(next, status, today) };
}

/** does the risk show in the Published tab: live, or a revision under way with an earlier version still in force */
export const inPublishedTab = (r: Pick<HiraRecord, 'status' | 'version' | 'versions'>): boolean => isLive(r.status) || versionInForce(r) != null;

/**
 * The Published tab's row of a risk: the risk itself when live, else its version in force (the snapshot's fields,
 * ratings, approver and next review), marked with the revision under way. `names` resolves the site, area and
 * assessor of the snapshot (a revision may have changed them). Null when nothing is in force.
 */
export function inForceRow(r: HiraRecord, today: string, names: (input: HiraInput) => Pick<HiraRecord, 'site_name' | 'area_name' | 'assessed_by_name'>): HiraRecord | null {
  if (isLive(r.status)) return r;
  const v = versionInForce(r);
  const info = inForceOf(r, today);
  if (!v || !info) return null;
  const snap = v.snapshot;
  const inherent = ratingIn(snap, 'inherent');
  const residual = ratingIn(snap, 'residual');
  const approvals = approvalsOf(v);
  return {
    ...r,
    ...snap,
    ...names(snap),
    number: snap.reference_id,
    status: info.status,
    version: v.version,
    reviewed_by_name: info.approved_by_name,
    reviewed_at: info.approved_at,
    approved_by_name: info.approved_by_name,
    approved_at: info.approved_at,
    next_review: info.next_review,
    review_overdue: info.review_overdue,
    inherent_score: inherent?.score ?? null,
    inherent_band: inherent?.band ?? null,
    residual_score: residual?.score ?? null,
    residual_band: residual?.band ?? null,
    approver_ids: [],
    approver_names: [],
    approvals_required: approvals.length,
    approvals: approvals.map((a) => ({ user_id: a.user_id ?? 0, name: a.name, at: a.at })),
    rejection_reason: null,
    assessor_excluded: false,
    substitute_names: [],
    in_force: null,
    revision: { version: r.version, status: r.status },
  };
}
