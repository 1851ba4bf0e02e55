/** Business constants and timings from SPEC §9. */
export const LANGUAGES = ['en', 'bg', 'de', 'es', 'fr', 'tr', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const SUCCESS_TOAST_LIFE_MS = 10_000;
export const UPLOAD_ERROR_TOAST_LIFE_MS = 8_000;

export const REALTIME_ORG_CHANNEL_DELAY_MS = 50;
/** an unexpected cable close is reopened once after this (plus up to as much again, jitter) */
export const REALTIME_QUICK_REOPEN_MS = 1000;
export const REALTIME_USER_CHANNEL_DELAY_MS = 500;
/**
 * the most realtime events one flush applies; a larger burst goes on in the next task, so no flush holds the page
 * (issue 30: 5,000 events into a 10,000-row list, scripts/bench-realtime-large.mjs)
 */
export const REALTIME_MAX_EVENTS_PER_FLUSH = 1000;
export const FAILURE_THRESHOLD = 3;
export const FAILURE_RESET_DELAY_MS = 30_000;
export const PROFILE_REFRESH_INTERVAL_MS = 60_000;
export const MODULE_USERS_LOAD_DELAY_MS = 1_200;

export const MAX_UPLOAD_BYTES = 10_485_760;
export const WORKER_PHOTO_MAX_BYTES = 500 * 1024;
export const AUDIT_ATTACHMENT_MAX_BYTES = 1024 * 1024;
export const BULK_UPLOAD_MAX_ROWS = 100;
/**
 * SPEC §8 export alert: more records than this in the chosen range → "apply filters". High enough that
 * normal use never meets it (a year of a busy site's observations, the seeded 300 many times over), low
 * enough for the browser to build the workbook; the message names it (issue 26).
 */
export const EXPORT_MAX_ROWS = 10_000;

export const PASSWORD_MIN_LENGTH = 8;
export const OTP_LENGTH = 6;
export const OTP_TIMER_SECONDS = 300;

export const FREE_TRIAL_DAYS = 14;
export const FREE_TRIAL_STORAGE_MB = 100;
export const FREE_TRIAL_MAX_USERS = 50;
/** SPEC §9: business is quoted for 15 user licences as the base; user packs add to it (features/billing). */
export const BUSINESS_BASE_LICENCES = 15;
export const FREE_PLAN_AUDITS_PER_MONTH = 10;
/** SPEC §9: the free plan's permit message says 0 per month (the free trial has every module, permits included). */
export const FREE_PLAN_PERMITS_PER_MONTH = 0;

export const DEFAULT_SITE_MANPOWER = 100;
export const MAN_HOURS_PER_PERSON_PER_DAY = 8;
export const DEFAULT_PERMIT_HOURS = 8;
export const DEFAULT_PERMIT_EXTENSION_HOURS = 4;
export const MAX_WORKFLOW_REVIEWERS = 5;

export const PAGE_SIZE = { observations: 15, actions: 50, incidents: 50 } as const;

/** Storage keys shared by the client and the demo backend. */
export const STORAGE_KEYS = {
  language: 'ehs-language',
  session: 'ehs-session',
  demoSettings: 'ehs-demo-settings',
  drafts: 'ehs-draft:',
  sidebar: 'ehs-sidebar',
  /** refresh tokens whose revocation the server has not confirmed yet (survives sign-out; lib/api/revocation.ts) */
  pendingRevocations: 'ehs-pending-revocations',
} as const;

/** From this width the menu is a persistent sidebar beside the page; below it, the drawer behind the menu button. */
export const DESKTOP_SIDEBAR_QUERY = '(min-width: 1200px)';
/**
 * Until the user collapses or expands the sidebar, it shows the names from this width and is an icon rail below it:
 * narrower, the expanded sidebar would leave the widest register (incidents) too little room for its columns.
 */
export const SIDEBAR_EXPANDED_QUERY = '(min-width: 1366px)';

/** Request header names (one place, so a real backend's names can be matched). */
export const HEADERS = {
  language: 'language',
  csrf: 'X-CSRF-Token',
  apiKey: 'api-key',
  refreshToken: 'refresh-token',
  credentials: 'X-Credentials',
  /** one key per report: a retried POST (offline queue) is answered with the first result, never a second record */
  idempotencyKey: 'Idempotency-Key',
} as const;
