/**
 * Page-level side effects in one mockable place: tests replace these, the app calls them.
 * `beforeReload` hooks run first (the draft mechanism saves forms there).
 */
type Hook = () => void;
const beforeReloadHooks = new Set<Hook>();

export function onBeforeReload(hook: Hook): () => void {
  beforeReloadHooks.add(hook);
  return () => beforeReloadHooks.delete(hook);
}

function runBeforeReload() {
  for (const hook of beforeReloadHooks) {
    try {
      hook();
    } catch {
      /* a failing hook must not stop the others */
    }
  }
}

export const browser = {
  reload(): void {
    runBeforeReload();
    window.location.reload();
  },
  assign(path: string): void {
    runBeforeReload();
    window.location.assign(path);
  },
};
