import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { LANGUAGE_SCRIPT, LANGUAGE_STYLE, PRERENDER_LANGUAGES, ROOT_LANGUAGE } from './language-script.ts';

const ENTRY = 'src/app/prerender/entry-server.tsx';
/** the prerendered pages' own entry (the public shell that hydrates them; vite.config.ts `build.rolldownOptions.input`) */
export const PUBLIC_ENTRY = 'src/app/public/public-main.tsx';

interface Page {
  path: string;
  file: string;
  screen: string;
  signedOut?: boolean;
  verificationHost?: boolean;
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
      // resolve, not join: `--outDir /an/absolute/path` is used as it is (issue 26)
      const outDir = resolve(config.root, config.build.outDir);
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
        if (!manifest[PUBLIC_ENTRY]) throw new Error(`prerender: ${PUBLIC_ENTRY} is not an entry of the build`);
        for (const page of server.PRERENDERED_PAGES) {
          const renders = new Map<string, { html: string; title: string }>();
          for (const language of PRERENDER_LANGUAGES) renders.set(language, await server.renderPage(page, language));
          const root = renders.get(ROOT_LANGUAGE)!;
          const templates = PRERENDER_LANGUAGES.filter((l) => l !== ROOT_LANGUAGE)
            .map((l) => `<template id="prerender-${l}" data-prerender data-title="${attr(renders.get(l)!.title)}">${renders.get(l)!.html}</template>`)
            .join('\n');
          let html = replaceOnce(shell, /<html lang="[a-z]+">/, `<html lang="${ROOT_LANGUAGE}"${page.signedOut ? ' data-signed-out' : ''}${page.verificationHost ? ' data-verification-host' : ''}>`);
          if (!manifest[page.screen]) throw new Error(`prerender: ${page.screen} is not in the build manifest`);
          // the shell's and the screen's own stylesheets must be there for the first paint (Vite's loader skips one
          // already linked); index.html links the app's (theme, icons, app.css)
          const keys = [...closure(manifest, page.screen), ...closure(manifest, PUBLIC_ENTRY)];
          const styles = [...new Set(keys.flatMap((k) => (manifest[k].css ?? []).map((f) => `/${f}`)))].filter((href) => !shell.includes(`href="${href}"`));
          html = replaceOnce(html, '</head>', `${styles.map((href) => `  <link rel="stylesheet" crossorigin href="${href}">\n`).join('')}  </head>`);
          // No script is preloaded: on a slow link ~170 KB of high-priority modulepreloads delayed the stylesheet, and
          // so the first paint, by seconds (Lighthouse mobile 0.75-0.90 with them, 0.98-0.99 without). The public
          // shell's entry (not the app's) starts after the first paint (the language script) and is fetched meanwhile
          // at low priority (prefetch); its imports follow it, then the screen's.
          html = html.replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '');
          html = replaceOnce(html, /<script type="module" crossorigin src="([^"]+)"><\/script>/, `<link rel="prefetch" crossorigin href="/${manifest[PUBLIC_ENTRY].file}" data-prerender-entry>`);
          html = replaceOnce(html, /<title>[^<]*<\/title>/, `<style>${LANGUAGE_STYLE}</style>\n    <script>${LANGUAGE_SCRIPT}</script>\n    <title>${text(root.title)}</title>`);
          html = replaceOnce(html, '<div id="root"></div>', `<div id="root" data-prerendered="${page.path}" data-lng="${ROOT_LANGUAGE}">${root.html}</div>\n${templates}\n<script>${LANGUAGE_SCRIPT}</script>`);
          // login/sso.html: a page under another one's address (issue 30)
          mkdirSync(dirname(join(outDir, page.file)), { recursive: true });
          writeFileSync(join(outDir, page.file), html);
        }
      } finally {
        rmSync(tmp, { recursive: true, force: true });
      }
    },
  };
}
