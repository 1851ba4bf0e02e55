import { afterEach, vi } from 'vitest';
import { restoreScroll } from '../restore-scroll';

/** a window whose page is `height` px tall in a 740 px viewport: scrollTo clamps, as a browser's does */
let height = 0;
const jsdomScrollY = Object.getOwnPropertyDescriptor(window, 'scrollY')!;
let observed: (() => void) | null = null;
function page(initialHeight: number) {
  height = initialHeight;
  Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: 0 });
  vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
    (window as { scrollY: number }).scrollY = Math.max(0, Math.min(y, height - 740));
  }) as typeof window.scrollTo);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        observed = callback;
      }
      observe() {}
      disconnect() {
        observed = null;
      }
    },
  );
}
/** the page grows (a panel's content arrives) */
function grow(to: number) {
  height = to;
  observed?.();
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', jsdomScrollY);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  observed = null;
});

describe('restoring a list’s place on the way back from a record', () => {
  it('gets there at once when the page is tall enough', () => {
    page(4000);
    restoreScroll(1715, document.body);
    expect(window.scrollY).toBe(1715);
    expect(observed).toBeNull();
  });

  it('gets there as the page grows, and then stops following it', () => {
    page(2105); // the panel below the list still loading: 1,365 px at most
    restoreScroll(1715, document.body);
    expect(window.scrollY).toBe(1365);
    grow(2300);
    expect(window.scrollY).toBe(1560);
    grow(4000);
    expect(window.scrollY).toBe(1715);
    expect(observed).toBeNull();
  });

  it('leaves the page to a user who scrolls, and to the next route', () => {
    page(2105);
    restoreScroll(1715, document.body);
    window.dispatchEvent(new Event('wheel'));
    grow(4000);
    expect(window.scrollY).toBe(1365);

    page(2105);
    const stop = restoreScroll(1715, document.body);
    stop();
    grow(4000);
    expect(window.scrollY).toBe(1365);
  });
});
