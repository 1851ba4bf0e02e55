import { isVerificationHost } from '@/config/tenant';
import { i18n } from '@/lib/i18n/i18n';
import type { ShellRouter } from '../public/shell-router';
import { prerenderedPage, type PrerenderedPage } from './pages';

/**
 * The prerendered page in `root` that this visit may hydrate: the page of this address, in the language i18n
 * started with (the page's inline script swapped it in before paint), and, for a signed-out page, no session
 * (a signed-in visitor is redirected: the app renders from scratch), and, for a page of the verification hosts, one
 * of them (elsewhere the app's guard sends the visitor to /not_found). Else null.
 */
export function hydratablePage(root: HTMLElement, authenticated: boolean): PrerenderedPage | null {
  const page = prerenderedPage(window.location.pathname);
  if (!page || root.dataset.prerendered !== page.path || !root.firstChild) return null;
  if (root.dataset.lng !== i18n.language) return null;
  if (page.signedOut && authenticated) return null;
  if (page.verificationHost && !isVerificationHost(window.location.hostname)) return null;
  return page;
}

/** What hydration needs before React's first render, so that render does not suspend: the page's translations and screen. */
export async function prepareHydration(page: PrerenderedPage, router: ShellRouter): Promise<void> {
  await Promise.all([i18n.loadNamespaces([...page.namespaces]), router.preload()]);
}
