import type { AppAction, AppSubject } from '@/lib/ability/subjects';
import type { UserStatus } from '@/lib/session/types';
import { isVerificationHost } from '@/config/tenant';
import { DASHBOARD_SUBJECTS, landingPath } from './landing';
import type { Access } from './types';

/** Everything the guards need to know about the current user; pure data so decisions are unit-testable. */
export interface Viewer {
  authenticated: boolean;
  isAdmin: boolean;
  isContractor: boolean;
  isMaster: boolean;
  status: UserStatus | null;
  orgLocked: boolean;
  orgOnboarding: boolean;
  /** at least one action on at least one module (SPEC §6 "no permission" users have none) */
  hasAnyPermission: boolean;
  can: (action: AppAction, subject: AppSubject) => boolean;
  /** SPEC §2: an internal platform account, or one of the internal accounts that skip the checks (configured) */
  internal?: 'platform' | 'unchecked' | null;
}

/** a signed-in, active member of an organisation at work: not an admin, contractor or master (add the rights) */
export const ACTIVE_MEMBER = { authenticated: true, isAdmin: false, isContractor: false, isMaster: false, status: 'Active', orgLocked: false, orgOnboarding: false } as const satisfies Partial<Viewer>;

/** Where the request is: the redirected query and the verification-host rule need it. */
export interface Place {
  pathname: string;
  search?: string;
  hostname?: string;
}

export type Decision = { allow: true } | { allow: false; to: string };

const ALLOW: Decision = { allow: true };
const go = (to: string): Decision => ({ allow: false, to });

export const MASTER_HOME = '/organizations';

function withRedirected(path: string, place: Place): string {
  const from = `${place.pathname}${place.search ?? ''}`;
  return `${path}?${new URLSearchParams({ redirected: from }).toString()}`;
}

/**
 * SPEC §2 "Route guard behaviour" for permit routes a user may not open:
 * no actions on any module → /no_permissions; no Permit read → /permit-forms?redirected=<path>;
 * otherwise (Permit read, but not the create/update the route needs) → /?redirected=<path>.
 */
function permitFallback(viewer: Viewer, place: Place): Decision {
  if (!viewer.hasAnyPermission) return go('/no_permissions');
  if (!viewer.can('read', 'Permit')) return go(withRedirected('/permit-forms', place));
  return go(withRedirected('/', place));
}

/** The decision for one route level. Parents are decided before their children (nested guards). */
export function decideAccess(access: Access, viewer: Viewer, place: Place): Decision {
  switch (access.kind) {
    case 'public':
      return ALLOW;
    case 'signed-out':
      return viewer.authenticated ? go('/') : ALLOW;
    case 'verification-host':
      return isVerificationHost(place.hostname ?? '') ? ALLOW : go('/not_found');
    case 'master':
      if (!viewer.authenticated) return access.signedOut ? ALLOW : go('/login');
      if (viewer.isMaster) return ALLOW;
      // SPEC §6: the internal platform account acts only on Organization (routes flagged `platformAccount`)
      if (viewer.internal === 'platform') return access.platformAccount ? ALLOW : go(MASTER_HOME);
      return go('/');
    default:
      if (!viewer.authenticated) return go('/login');
  }
  if (access.kind === 'session') return ALLOW;
  // SPEC §2 "one internal platform account is sent to /organizations": no tenant route, whatever its rights
  if (viewer.internal === 'platform') return go(MASTER_HOME);

  // Organisation state comes before any permission (SPEC §2 routing rules).
  if (viewer.orgLocked) return access.kind === 'locked' ? ALLOW : go('/roadblock');
  if (viewer.orgOnboarding) return access.kind === 'onboarding' ? ALLOW : go('/onboarding');

  switch (access.kind) {
    case 'locked':
    case 'onboarding':
      return go('/');
    case 'signed-in':
      return ALLOW;
    case 'member':
      // tenant sections: the master super admin has no organisation to look at
      if (viewer.isMaster) return go(MASTER_HOME);
      return viewer.isAdmin || viewer.hasAnyPermission ? ALLOW : go('/no_permissions');
    case 'dashboard': {
      if (viewer.status === 'Inactive' || viewer.status === 'Error') return go('/logout');
      if (viewer.isMaster) return go(MASTER_HOME);
      if (viewer.internal === 'unchecked') return ALLOW;
      if (DASHBOARD_SUBJECTS.some((s) => viewer.can('read', s))) return ALLOW;
      return go(landingPath(viewer.can, viewer.hasAnyPermission));
    }
    case 'can':
      // The master super admin is redirected away from /permits (and every tenant module).
      if (viewer.isMaster) return go(MASTER_HOME);
      if (viewer.can(access.action, access.subject)) return ALLOW;
      if (access.subject === 'Permit') return permitFallback(viewer, place);
      return go('/');
    case 'admin':
      return viewer.isAdmin ? ALLOW : go(access.fallback ?? '/');
    case 'contractor':
      return viewer.isAdmin || viewer.isContractor ? ALLOW : go('/');
  }
}

/** Decides a chain of nested route levels, outermost first: the first refusal wins. */
export function decideChain(chain: Access[], viewer: Viewer, place: Place): Decision {
  for (const access of chain) {
    const d = decideAccess(access, viewer, place);
    if (!d.allow) return d;
  }
  return ALLOW;
}
