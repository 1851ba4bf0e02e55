import { ChunkLoadError, loadWithTimeout, toChunkLoadError } from '../lazy';

describe('screen loading (SPEC §2, §8)', () => {
  it('times out after 120 s with a ChunkLoadError', async () => {
    vi.useFakeTimers();
    try {
      const pending = loadWithTimeout(() => new Promise(() => {}));
      // oxlint-disable-next-line vitest/valid-expect -- awaited below, after the fake clock has run out
      const assertion = expect(pending).rejects.toMatchObject({ name: 'ChunkLoadError', code: 'CHUNK_LOAD_TIMEOUT' });
      await vi.advanceTimersByTimeAsync(119_999);
      await vi.advanceTimersByTimeAsync(1);
      await assertion;
    } finally {
      vi.useRealTimers();
    }
  });

  it('passes a loaded module through', async () => {
    await expect(loadWithTimeout(() => Promise.resolve({ default: 1 }))).resolves.toEqual({ default: 1 });
  });

  it('classifies script and stylesheet chunk failures', () => {
    expect(toChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))?.code).toBe('CHUNK_LOAD_FAILED');
    expect(toChunkLoadError(new Error('Unable to preload CSS for /assets/x.css'))?.code).toBe('CSS_CHUNK_LOAD_FAILED');
    expect(toChunkLoadError(new Error('Cannot read properties of undefined'))).toBeNull();
    const own = new ChunkLoadError('x', 'CHUNK_LOAD_FAILED');
    expect(toChunkLoadError(own)).toBe(own);
  });

  it('turns a failed import into a ChunkLoadError', async () => {
    await expect(loadWithTimeout(() => Promise.reject(new TypeError('error loading dynamically imported module')))).rejects.toBeInstanceOf(ChunkLoadError);
  });
});
