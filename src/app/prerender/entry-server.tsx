import { renderToString } from 'react-dom/server';
import type { Language } from '@/config/constants';
import { i18n, initI18n } from '@/lib/i18n/i18n';
import { formatTitle } from '@/components/feedback/use-document-title';
import { PublicRoot } from '@/app/public/public-root';
import { publicRoutes } from '@/app/public/public-routes';
import { createShellRouter } from '@/app/public/shell-router';
import type { PrerenderedPage } from './pages';

export { PRERENDERED_PAGES } from './pages';

/**
 * The build's prerenderer (issue 18): `vite build --ssr` of this file, run by scripts/prerender/plugin.ts after the
 * client build. It renders a page exactly as the browser's first render will (the public shell's root and routes,
 * src/app/public; the page's namespaces loaded, its lazy screen resolved), so hydrateRoot adopts the HTML as is.
 */
export async function renderPage(page: PrerenderedPage, language: Language): Promise<{ html: string; title: string }> {
  await initI18n(language);
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces([...page.namespaces]);
  const router = createShellRouter(publicRoutes(() => undefined), { initialEntry: page.path });
  const route = router.match(page.path);
  if (!route) throw new Error(`prerender ${page.path}: not a page of the public shell`);
  await router.preload().catch((cause: unknown) => {
    throw new Error(`prerender ${page.path}: the route failed to load`, { cause });
  });
  const html = renderToString(<PublicRoot router={router} startSession={() => undefined} />);
  // a component that suspended (a namespace not listed in pages.ts, a lazy part not behind useHydrated) would make the
  // browser throw this HTML away: the build fails instead
  const suspended = html.search(/<!--\$!-->|<template data-dgst|data-msg=/);
  if (suspended >= 0) throw new Error(`prerender ${page.path} (${language}): a part of the page suspended while rendering, after …${html.slice(Math.max(0, suspended - 300), suspended)}`);
  // the route titles' namespace, for the <title> only: the render above must not need it (the browser loads it after hydration)
  await i18n.loadNamespaces('nav');
  const title = formatTitle(route.titleKey ? i18n.t(`nav:${route.titleKey}`) : null);
  // unloaded again, so that the next page's render is checked the same way
  i18n.removeResourceBundle(language, 'nav');
  router.dispose();
  return { html, title };
}
