import { useEffect, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { showToast } from '@/lib/feedback/toast-service';
import { useAppSelector } from '@/lib/store/hooks';
import { ability as appAbility, type AppAbility } from '@/lib/ability/ability';
import { useAbilityVersion } from '@/lib/ability/use-ability';
import { hasAnyPermission } from '@/lib/ability/rules';
import { isMasterSuperAdmin } from '@/lib/ability/roles';
import type { SessionState } from '@/lib/session/types';
import { decideAccess, type Viewer } from './access-rules';
import type { Access } from './types';
import { env } from '@/config/env';

function internalKind(email: string | undefined): Viewer['internal'] {
  const e = email?.toLowerCase();
  if (!e) return null;
  if (env.internalPlatformAccounts.includes(e)) return 'platform';
  return env.internalUncheckedAccounts.includes(e) ? 'unchecked' : null;
}

/** The guard's view of the session and the one ability. */
export function viewerOf(session: Pick<SessionState, 'authenticated' | 'user'>, ability: AppAbility = appAbility): Viewer {
  const user = session.user;
  return {
    authenticated: session.authenticated,
    isAdmin: !!user?.is_admin,
    isContractor: !!user?.is_contractor,
    isMaster: isMasterSuperAdmin(user),
    status: user?.status ?? null,
    orgLocked: !!user?.organization?.is_locked,
    orgOnboarding: !!user?.organization?.is_onboarding,
    hasAnyPermission: hasAnyPermission(ability),
    can: (action, subject) => ability.can(action, subject),
    internal: internalKind(user?.email),
  };
}

/** The viewer of the current render; re-renders when the session or the ability changes. */
export function useViewer(): Viewer {
  const authenticated = useAppSelector((s) => s.session.authenticated);
  const user = useAppSelector((s) => s.session.user);
  useAbilityVersion();
  return viewerOf({ authenticated, user });
}

/** Routes whose address must not be replayed after sign-in (it would sign the user out again). */
const NO_RETURN = new Set(['session']);

/** An in-app path (never another origin, never back to the sign-in pages). */
function isSafeReturn(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !/^\/(login|logout)(\/|$|\?)/.test(path);
}

/** the name of the page on screen, from its title ('Name | product', SPEC §2); '' when it has none */
function currentPageName(): string {
  if (typeof document === 'undefined') return '';
  const suffix = ` | ${env.productName}`;
  return document.title.endsWith(suffix) ? document.title.slice(0, -suffix.length) : '';
}

/**
 * The redirect of a user whose rights changed while they were on the page (a RulesChannel push): they are told why
 * (issue 26), once, then moved where the guard sends them.
 */
function RightsChangedRedirect({ to, page }: { to: string; page: string }) {
  const { t } = useTranslation('common');
  const told = useRef(false);
  useEffect(() => {
    if (told.current) return;
    told.current = true;
    showToast({ severity: 'warn', detail: page ? t('rightsChanged.page', { page }) : t('rightsChanged.generic') });
  }, [page, t]);
  return <Navigate to={to} replace />;
}

/** One route level's guard: renders the children or redirects (SPEC §2 "Route guard behaviour"). */
export function Guard({ access }: { access: Access }) {
  const viewer = useViewer();
  const location = useLocation();
  const rules = useAppSelector((s) => s.session.rules);
  // the page this guard last let through and the rules it was let through with (kept from the previous render)
  const [allowed, setAllowed] = useState<{ path: string; rules: unknown } | null>(null);
  const decision = decideAccess(access, viewer, {
    pathname: location.pathname,
    search: location.search,
    hostname: typeof window === 'undefined' ? '' : window.location.hostname,
  });
  if (decision.allow && (allowed?.path !== location.pathname || allowed.rules !== rules)) setAllowed({ path: location.pathname, rules });
  if (decision.allow) return <Outlet />;
  // the same page, refused only because the rules changed (not a sign-out, a locked or onboarding organisation, nor
  // the sign-in that leaves a signed-out page: that told a user who followed a deep link their rights had changed)
  if (viewer.authenticated && access.kind !== 'signed-out' && allowed && allowed.path === location.pathname && allowed.rules !== rules) return <RightsChangedRedirect to={decision.to} page={currentPageName()} />;
  // Signing in on a signed-out page: the deep link that sent the visitor to /login wins over /.
  const returnTo = (location.state as { from?: unknown } | null)?.from;
  if (access.kind === 'signed-out' && typeof returnTo === 'string' && isSafeReturn(returnTo)) return <Navigate to={returnTo} replace />;
  const from = `${location.pathname}${location.search}${location.hash}`;
  const remember = decision.to === '/login' && !NO_RETURN.has(access.kind);
  return <Navigate to={decision.to} replace state={remember ? { from } : undefined} />;
}

/**
 * A frame's index redirect to its default child (`redirectTo`, e.g. /sites → /sites/new): only when the viewer may
 * open that child. Without its right (Site read, no Site create) the frame stays alone; an unconditional redirect
 * sent such a user on to the child's guard and from there to the dashboard (issue 25). `to` is relative to the frame.
 */
export function IndexRedirect({ to, access }: { to: string; access?: Access }) {
  const viewer = useViewer();
  const location = useLocation();
  const target = `${location.pathname.replace(/\/$/, '')}/${to}`;
  const decision = access
    ? decideAccess(access, viewer, { pathname: target, search: location.search, hostname: typeof window === 'undefined' ? '' : window.location.hostname })
    : { allow: true };
  return decision.allow ? <Navigate to={to} replace /> : null;
}
