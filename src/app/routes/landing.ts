import type { AppAction, AppSubject } from '@/lib/ability/subjects';

type Can = (action: AppAction, subject: AppSubject) => boolean;

/**
 * SPEC §2 "Landing page choice": resources in this order, the LAST readable one wins.
 * Each entry's route is declared in the route table with exactly this read check.
 */
export const LANDING_ORDER: readonly { path: string; subject: AppSubject }[] = [
  { path: '/users', subject: 'User' },
  { path: '/sites', subject: 'Site' },
  { path: '/roles', subject: 'Role' },
  { path: '/workflows', subject: 'WorkFlow' },
  { path: '/categories', subject: 'Category' },
  { path: '/whyanalysis', subject: 'RC Master' },
  { path: '/audit-forms', subject: 'Audit Template' },
  { path: '/permit-forms', subject: 'Permit Form Setting' },
  { path: '/permits', subject: 'Permit' },
  { path: '/hira', subject: 'HIRA' },
  { path: '/library', subject: 'Library' },
];

/**
 * Modules outside SPEC's landing list. A user who may read only these would otherwise land on
 * /no_permissions although they have permissions, so they open their first readable module instead.
 */
const MODULE_FALLBACK: readonly { path: string; subject: AppSubject }[] = [
  { path: '/observations', subject: 'Observation' },
  { path: '/actions', subject: 'Action' },
];

/** The dashboard (/) is for users who may read one of its modules (SPEC: Incident, Permit or Audit). */
export const DASHBOARD_SUBJECTS: readonly AppSubject[] = ['Incident', 'Permit', 'Audit'];

/**
 * Where a signed-in user lands.
 *
 * Reading of SPEC §2, reconciled with the expected landings of the issue (admin → /,
 * permits@acme.test → /permit-forms, noaccess@acme.test → /no_permissions):
 * 1. No permission at all → /no_permissions.
 * 2. Read on Incident, Permit or Audit → / (the dashboard). The dashboard check runs first, so
 *    admins, HOD, supervisors and contractors (Permit read) all land on the dashboard.
 * 3. Otherwise "the first allowed section" is the landing choice: the LAST readable resource of
 *    LANDING_ORDER wins (a Permit-template coordinator → /permit-forms).
 * 4. Otherwise (only Observation / Action rights) the first readable of those modules.
 * 5. Otherwise /no_permissions (the default of the landing choice).
 */
export function landingPath(can: Can, hasAnyPermission: boolean): string {
  if (!hasAnyPermission) return '/no_permissions';
  if (DASHBOARD_SUBJECTS.some((s) => can('read', s))) return '/';
  return landingChoice(can) ?? MODULE_FALLBACK.find((e) => can('read', e.subject))?.path ?? '/no_permissions';
}

/** The pure landing choice of SPEC §2: the last readable entry of LANDING_ORDER, or null. */
export function landingChoice(can: Can): string | null {
  let found: string | null = null;
  for (const entry of LANDING_ORDER) if (can('read', entry.subject)) found = entry.path;
  return found;
}
