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
    browser.hardReload();
  },
  assign(path: string): void {
    runBeforeReload();
    browser.hardAssign(path);
  },
  /** the bare page operations, separate so tests can stub them and still run the hooks */
  hardReload(): void {
    window.location.reload();
  },
  hardAssign(path: string): void {
    window.location.assign(path);
  },
};
