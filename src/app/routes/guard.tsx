import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { ability } from '@/lib/ability/ability';
import { useAbilityVersion } from '@/lib/ability/use-ability';
import type { Access } from './types';

/** The decision for one route; pure so it can be unit-tested. */
export interface GuardInput {
  access: Access;
  authenticated: boolean;
  isAdmin: boolean;
  isContractor: boolean;
  isMaster: boolean;
  can: (action: string, subject: string) => boolean;
}

export function guardDecision(input: GuardInput): { allow: true } | { allow: false; to: string } {
  const { access, authenticated } = input;
  switch (access.kind) {
    case 'public':
      return { allow: true };
    case 'signed-out':
      return authenticated ? { allow: false, to: '/' } : { allow: true };
    default:
      if (!authenticated) return { allow: false, to: '/login' };
  }
  switch (access.kind) {
    case 'signed-in':
      return { allow: true };
    case 'can':
      return input.can(access.action, access.subject) ? { allow: true } : { allow: false, to: '/' };
    case 'admin':
      return input.isAdmin ? { allow: true } : { allow: false, to: access.fallback ?? '/' };
    case 'master':
      return input.isMaster ? { allow: true } : { allow: false, to: '/' };
    case 'contractor':
      return input.isAdmin || input.isContractor ? { allow: true } : { allow: false, to: '/' };
  }
}

export function Guard({ access }: { access: Access }) {
  const session = useAppSelector((s) => s.session);
  const location = useLocation();
  useAbilityVersion();
  const decision = guardDecision({
    access,
    authenticated: session.authenticated,
    isAdmin: !!session.user?.is_admin,
    isContractor: !!session.user?.is_contractor,
    isMaster: session.user?.role_name === 'MasterSuperAdmin',
    can: (action, subject) => ability.can(action as never, subject as never),
  });
  if (decision.allow) return <Outlet />;
  const from = `${location.pathname}${location.search}`;
  return <Navigate to={decision.to} replace state={decision.to === '/login' ? { from } : undefined} />;
}
