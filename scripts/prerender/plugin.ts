import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { LANGUAGE_SCRIPT, LANGUAGE_STYLE, PRERENDER_LANGUAGES, ROOT_LANGUAGE } from './language-script.ts';

const ENTRY = 'src/app/prerender/entry-server.tsx';
/** the client's hydration code (loaded by main.tsx on a prerendered page only) */
const HYDRATE = 'src/app/prerender/hydrate.ts';

interface Page {
  path: string;
  file: string;
  screen: string;
  signedOut?: boolean;
}
interface ServerEntry {
  PRERENDERED_PAGES: readonly Page[];
  renderPage(page: Page, language: string): Promise<{ html: string; title: string }>;
}

type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/** a chunk and its static imports */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (!manifest[key] || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(manifest, dep, seen);
  return seen;
}

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const text = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function replaceOnce(html: string, find: string | RegExp, by: string): string {
  if (!(typeof find === 'string' ? html.includes(find) : find.test(html))) throw new Error(`prerender: ${String(find)} not found in index.html`);
  return html.replace(find, () => by);
}

/**
 * Issue 18, "Instant paint": after the client build, `vite build --ssr` of src/app/prerender/entry-server.tsx (into
 * node_modules/.prerender/<outDir>, removed after), then every page of src/app/prerender/pages.ts is rendered with
 * react-dom/server in every language and written next to index.html as `<page>.html`: the built index.html (CSP,
 * entry and styles) with the English render in #root, the other languages in <template>s, and the inline language
 * script (scripts/prerender/language-script.ts) that puts the stored language in the root before the first paint.
 * The host serves `/login` from login.html (`vite preview` does; nginx: `try_files $uri $uri.html /index.html`).
 */
export function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender-pages',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = join(config.root, config.build.outDir);
      const tmp = join(config.root, 'node_modules', '.prerender', basename(outDir));
      await build({
        configFile: false,
        root: config.root,
        mode: config.mode,
        envDir: config.envDir,
        logLevel: 'warn',
        plugins: [react()],
        resolve: { alias: config.resolve.alias },
        build: { ssr: ENTRY, outDir: tmp, emptyOutDir: true, minify: false, copyPublicDir: false, target: 'node22', rolldownOptions: { output: { entryFileNames: 'entry-server.mjs' } } },
      });
      try {
        const server = (await import(pathToFileURL(join(tmp, 'entry-server.mjs')).href)) as ServerEntry;
        const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
        const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
        const entryKey = Object.keys(manifest).find((k) => (manifest[k] as { isEntry?: boolean }).isEntry)!;
        const inEntry = closure(manifest, entryKey);
        for (const page of server.PRERENDERED_PAGES) {
          const renders = new Map<string, { html: string; title: string }>();
          for (const language of PRERENDER_LANGUAGES) renders.set(language, await server.renderPage(page, language));
          const root = renders.get(ROOT_LANGUAGE)!;
          const templates = PRERENDER_LANGUAGES.filter((l) => l !== ROOT_LANGUAGE)
            .map((l) => `<template id="prerender-${l}" data-prerender data-title="${attr(renders.get(l)!.title)}">${renders.get(l)!.html}</template>`)
            .join('\n');
          let html = replaceOnce(shell, /<html lang="[a-z]+">/, `<html lang="${ROOT_LANGUAGE}"${page.signedOut ? ' data-signed-out' : ''}>`);
          if (!manifest[page.screen]) throw new Error(`prerender: ${page.screen} is not in the build manifest`);
          // the screen's own stylesheets must be there for the first paint (Vite's loader skips one already linked)
          const keys = [...closure(manifest, page.screen), ...closure(manifest, HYDRATE)].filter((k) => !inEntry.has(k));
          const styles = [...new Set(keys.flatMap((k) => (manifest[k].css ?? []).map((f) => `/${f}`)))];
          html = replaceOnce(html, '</head>', `${styles.map((href) => `  <link rel="stylesheet" crossorigin href="${href}">\n`).join('')}  </head>`);
          // No script is preloaded: on a slow link ~170 KB of high-priority modulepreloads delayed the stylesheet, and
          // so the first paint, by seconds (Lighthouse mobile 0.75-0.90 with them, 0.98-0.99 without). The entry starts
          // after the first paint (the language script) and is fetched meanwhile at low priority (prefetch); its imports
          // follow it, then hydration's.
          html = html.replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '');
          html = replaceOnce(html, /<script type="module" crossorigin src="([^"]+)"><\/script>/, `<link rel="prefetch" crossorigin href="${shell.match(/<script type="module" crossorigin src="([^"]+)"><\/script>/)?.[1]}" data-prerender-entry>`);
          html = replaceOnce(html, /<title>[^<]*<\/title>/, `<style>${LANGUAGE_STYLE}</style>\n    <script>${LANGUAGE_SCRIPT}</script>\n    <title>${text(root.title)}</title>`);
          html = replaceOnce(html, '<div id="root"></div>', `<div id="root" data-prerendered="${page.path}" data-lng="${ROOT_LANGUAGE}">${root.html}</div>\n${templates}\n<script>${LANGUAGE_SCRIPT}</script>`);
          writeFileSync(join(outDir, page.file), html);
        }
      } finally {
        rmSync(tmp, { recursive: true, force: true });
      }
    },
  };
}
