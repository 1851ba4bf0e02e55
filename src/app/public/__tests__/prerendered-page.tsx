import { act } from '@testing-library/react';
import { afterEach } from 'vitest';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderPage } from '@/app/prerender/entry-server';
import { PRERENDERED_PAGES } from '@/app/prerender/pages';
import { i18n } from '@/lib/i18n/i18n';
import { storeSignedIn } from '@/lib/session/session-starter';
import { PublicRoot } from '../public-root';
import { publicRoutes } from '../public-routes';
import { createShellRouter } from '../shell-router';

/**
 * A prerendered page of the public shell as the browser gets it (the build's HTML in the document, not hydrated), and
 * React taking it over as public-main.tsx does; what a test mounted is removed after it. Call once per file.
 */
export function prerenderedPages() {
  let root: Root | null = null;
  let container: HTMLElement | null = null;
  afterEach(async () => {
    pages.clear();
    // the prerenderer unloads the route titles' namespace after each page (entry-server.tsx); the i18n instance is the
    // worker's, shared with the files after this one (menus and titles would show their keys): load it back
    await i18n.loadNamespaces('nav');
  });
  const pages = {
    /** the page's HTML in English, marked as the build marks it (data-prerendered, data-lng) */
    async show(path: string): Promise<HTMLElement> {
      const page = PRERENDERED_PAGES.find((p) => p.path === path)!;
      const { html } = await renderPage(page, 'en');
      container?.remove();
      container = document.createElement('div');
      container.innerHTML = html;
      container.dataset.prerendered = page.path;
      container.dataset.lng = 'en';
      document.body.append(container);
      return container;
    },
    /** what a test mounted goes (before it shows the page again, as a new visit) */
    clear() {
      act(() => root?.unmount());
      container?.remove();
      root = null;
      container = null;
    },
    /** React takes the page over: its lazy screen resolved first, then hydrateRoot (at `address`, the page's path by default) */
    async hydrate(address: string) {
      const router = createShellRouter(publicRoutes(() => undefined), { initialEntry: address });
      await router.preload();
      await act(async () => {
        root = hydrateRoot(container!, <PublicRoot router={router} startSession={storeSignedIn} />);
      });
      return router;
    },
  };
  return pages;
}
