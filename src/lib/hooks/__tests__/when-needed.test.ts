import { whenNeeded } from '../when-needed';

/** issue 30: the public forms' API client loads at the first interaction or when the browser is idle after load */
describe('whenNeeded', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs once, at the first interaction with the page, before the browser is idle', () => {
    const run = vi.fn();
    whenNeeded(run);
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new KeyboardEvent('keydown'));
    vi.runAllTimers();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs once when the browser is idle after the page has loaded, without an interaction', () => {
    const run = vi.fn();
    whenNeeded(run);
    expect(run).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(run).toHaveBeenCalledTimes(1);
    document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs never once cancelled (the component left the page)', () => {
    const run = vi.fn();
    whenNeeded(run)();
    window.dispatchEvent(new Event('touchstart'));
    vi.runAllTimers();
    expect(run).not.toHaveBeenCalled();
  });
});
