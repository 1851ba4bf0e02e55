import type { Plugin } from 'vite';

/** the chunk's name (vite.config.ts's `codeSplitting` group) */
export const GROUP = 'demo-backend';

/**
 * The demo backend in one chunk (demo builds only). Left to the automatic splitting, its handlers, seeders and the
 * schemas and helpers it shares with the app's pages became ≈ 150 small chunks, fetched and linked one import level at
 * a time before the demo could answer its first request. In one chunk goes everything the demo's entries (`entries`:
 * the backend, its panel and mailbox) import statically, except what the app's entries import statically: the pages
 * a visitor opens first never wait for the demo's chunk, and that chunk imports only from theirs (no cycle). A lazy
 * page that shares a module with the demo imports it from the demo's chunk, which a demo page loads at its start
 * anyway. What the demo imports lazily (the e-mail domain lists, a file type's checks) stays in its own chunks.
 * The app shell's page (index.html) preloads the chunk: a signed-in page's first answers wait for the demo backend,
 * whose fetch would otherwise start only once the shell's own chunks have run. The prerendered public pages do not.
 */
export function demoBackendChunk(entries: RegExp): { plugin: Plugin; test: (id: string) => boolean } {
  const demo = new Set<string>();
  const plugin: Plugin = {
    name: 'demo-backend-chunk',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const staticallyReached = (from: string[]) => {
        const seen = new Set<string>();
        const stack = [...from];
        while (stack.length > 0) {
          const id = stack.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const initial = staticallyReached(ids.filter((id) => this.getModuleInfo(id)?.isEntry));
      demo.clear();
      for (const id of staticallyReached(ids.filter((id) => entries.test(id)))) if (!initial.has(id)) demo.add(id);
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle || !/[\\/]index\.html$/.test(ctx.filename)) return;
        const chunk = Object.values(ctx.bundle).find((c) => c.type === 'chunk' && c.name === GROUP);
        if (!chunk) return;
        return [{ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` }, injectTo: 'head' }];
      },
    },
  };
  return { plugin, test: (id) => demo.has(id) };
}
