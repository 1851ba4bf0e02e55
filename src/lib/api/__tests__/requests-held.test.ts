import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AxiosAdapter } from 'axios';
import { holdRequestsUntil } from '../api-ready';
import { plainClient } from '../clients';

describe('holdRequestsUntil (the demo backend starts while the app renders, main.tsx)', () => {
  afterEach(() => holdRequestsUntil(Promise.resolve()));

  it('sends no request before the held promise settles, then sends it', async () => {
    // the same request unheld first: the interceptors' own awaits (the API key) are warm, so what stops it below is the hold
    const warm = vi.fn<AxiosAdapter>(async (config) => ({ data: null, status: 200, statusText: 'OK', headers: {}, config }));
    await plainClient.get('/v1/anything', { adapter: warm });
    expect(warm).toHaveBeenCalledTimes(1);
    let release!: () => void;
    holdRequestsUntil(new Promise<void>((resolve) => (release = resolve)));
    const adapter = vi.fn<AxiosAdapter>(async (config) => ({ data: { ok: true }, status: 200, statusText: 'OK', headers: {}, config }));
    const answer = plainClient.get('/v1/anything', { adapter });
    // every pending promise job runs before a macrotask: unheld, the warm chain would have reached the adapter
    await new Promise<void>((resolve) => setImmediate(resolve));
    expect(adapter).not.toHaveBeenCalled();
    release();
    await expect(answer).resolves.toMatchObject({ data: { ok: true } });
    expect(adapter).toHaveBeenCalledTimes(1);
  });

  it('lets requests go when the backend failed to start (they fail as without one)', async () => {
    holdRequestsUntil(Promise.reject(new Error('no worker')));
    const adapter = vi.fn<AxiosAdapter>(async (config) => ({ data: 1, status: 200, statusText: 'OK', headers: {}, config }));
    await expect(plainClient.get('/v1/anything', { adapter })).resolves.toMatchObject({ data: 1 });
  });
});
