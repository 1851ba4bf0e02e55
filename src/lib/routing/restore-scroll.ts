/** what a user does to scroll: once they do, the page is theirs and a restore stops */
const USER_SCROLL = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls the window back to `y` (a list's place when a record was opened), and again each time `grows` changes size
 * while the page is still too short to get there (a panel below the list still loading its code or data), until it is
 * there or the user scrolls. Returns what stops it (call it when the next route comes).
 */
export function restoreScroll(y: number, grows: Element | null): () => void {
  window.scrollTo(0, y);
  const there = () => Math.abs(window.scrollY - y) < 1;
  if (!grows || there() || typeof ResizeObserver === 'undefined') return () => undefined;
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, y);
    if (there()) stop();
  });
  function stop() {
    observer.disconnect();
    for (const type of USER_SCROLL) window.removeEventListener(type, stop);
  }
  observer.observe(grows);
  for (const type of USER_SCROLL) window.addEventListener(type, stop, { passive: true });
  return stop;
}
