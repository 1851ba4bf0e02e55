import { useEffect } from 'react';
import type { RouteDef } from '@/lib/routing/route-def';
import { isVerificationHost } from '@/config/tenant';
import { RouteError } from '@/components/feedback/route-error';
import { BareLoading, ScreenLoading } from '@/components/feedback/loading';
import { RootShell } from '@/app/layout/root-shell';
import { SignedOutLayout } from '@/app/layout/signed-out-layout';
import { BareLayout } from '@/app/layout/bare-layout';
import { routes as authRoutes } from '@/features/auth/routes';
import { shellRoutes as observationRoutes } from '@/features/observations/shell-routes';
import { shellRoutes as incidentRoutes } from '@/features/incidents/shell-routes';
import { externalRedirectRoutes } from '@/features/access/public';
import { PRERENDERED_PAGES } from '../prerender/pages';
import type { ShellRouteTable } from './shell-router';

/** the public shell's pages: the prerendered ones (every signed-out page, issue 30) and the public forms' thank-you page */
export const PUBLIC_PATHS: readonly string[] = [...PRERENDERED_PAGES.map((p) => p.path), '/thankyou'];

/** Shown while the app loads to take over from the shell (its effect asks for it). */
function HandOver({ onLeave }: { onLeave: () => void }) {
  useEffect(() => onLeave(), [onLeave]);
  return <BareLoading />;
}

/** /organization_verify is a page on the app, lvh or 192 hosts only (SPEC §2): elsewhere its address is the app's (its
 * guard sends the visitor to /not_found). The prerenderer, which has no host, renders it. */
const onThisHost = (d: RouteDef) => d.access.kind !== 'verification-host' || typeof window === 'undefined' || isVerificationHost(window.location.hostname);

const LAYOUTS = { landing: SignedOutLayout, bare: BareLayout };

/**
 * The routes of the public shell (issue 18, src/app/public/public-main.tsx): the same route definitions, layouts
 * and screens as the app (features' routes.ts, or shell-routes.ts where a module's other routes would weigh), without the app's guards, store and ability — the shell is for a
 * visitor the guards let through anyway (public pages; /login only when signed out) — on the shell's own router
 * (shell-router.tsx, no react-router). Any other address, a link out of these pages or the address after a sign-in,
 * renders `HandOver`, and `onLeave` hands the page to the app. The prerenderer renders these routes too
 * (prerender/entry-server.tsx), so hydration adopts its HTML as is.
 */
export function publicRoutes(onLeave: () => void): ShellRouteTable {
  const defs = [...authRoutes, ...observationRoutes, ...incidentRoutes, ...externalRedirectRoutes].filter((d) => PUBLIC_PATHS.includes(`/${d.path}`) && onThisHost(d));
  return {
    root: <RootShell publicShell />,
    routes: defs.flatMap((d) => (d.screen && (d.layout === 'landing' || d.layout === 'bare') ? [{ path: `/${d.path}`, layout: LAYOUTS[d.layout], titleKey: d.titleKey, screen: d.screen }] : [])),
    fallback: <HandOver onLeave={onLeave} />,
    errorElement: <RouteError />,
    loading: <ScreenLoading />,
  };
}
