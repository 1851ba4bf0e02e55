import { tenantMemoryApi } from '../tenant-memory';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { makeStore, type AppStore } from '@/lib/store/store';
import { sessionActions } from '@/lib/session/session-slice';
import { browser } from '@/lib/browser';
import { HEADERS, STORAGE_KEYS } from '@/config/constants';
import { tenantKeyFromApiKey } from '@/mocks/http';
import { installApi, needsMemoryCall, type InstalledApi } from '../interceptors';
import { isSessionTransition } from '../session-transition';
import { securedClient } from '../clients';
import { createFailureCounter } from '../failure-counter';

const api = (path: string) => `*/api${path}`;
let store: AppStore;
let installed: InstalledApi;
let reload: ReturnType<typeof vi.spyOn>;
let assign: ReturnType<typeof vi.spyOn>;

function signIn() {
  store.dispatch(
    sessionActions.signedIn({
      access_token: 'access-1',
      csrf_token: 'csrf-1',
      refresh_token: 'refresh-1',
      rules: [],
      domain: 'acme',
      user: { id: 7, organization_id: 101, full_name: 'T', role_name: 'Supervisor', email: 't@acme.test', is_admin: false, is_contractor: false, status: 'Active', organization: null },
    }),
  );
}

beforeEach(() => {
  // the tenant-memory call after writes runs in the background: answer it so it cannot outlive a test
  server.use(http.get(api('/tenants/memory'), () => HttpResponse.json({ used_mb: 1, total_mb: 100, mem_exhausted: false })));
  store = makeStore();
  installed = installApi(store);
  reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
  assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
  signIn();
});

afterEach(() => {
  installed.eject();
  vi.restoreAllMocks();
});

describe('request headers (SPEC §7)', () => {
  it('sends JSON, no-cache, the stored language, CSRF, bearer token and the encrypted API key', async () => {
    localStorage.setItem(STORAGE_KEYS.language, 'de');
    let seen: Headers | null = null;
    server.use(http.post(api('/probe'), ({ request }) => ((seen = request.headers), HttpResponse.json({}))));
    await securedClient.post('/probe', { a: 1 });
    expect(seen!.get('content-type')).toContain('application/json');
    expect(seen!.get('accept')).toContain('application/json');
    expect(seen!.get('cache-control')).toBe('no-cache');
    expect(seen!.get(HEADERS.language)).toBe('de');
    expect(seen!.get(HEADERS.csrf)).toBe('csrf-1');
    expect(seen!.get('authorization')).toBe('Bearer access-1');
    expect(tenantKeyFromApiKey(seen!.get(HEADERS.apiKey))).toBe('acme');
  });

  it("uses 'public' as the API key for the master super admin", async () => {
    store.dispatch(sessionActions.profileLoaded({ user: { ...store.getState().session.user!, role_name: 'MasterSuperAdmin' } }));
    let key: string | null = null;
    server.use(http.get(api('/probe'), ({ request }) => ((key = request.headers.get(HEADERS.apiKey)), HttpResponse.json({}))));
    await securedClient.get('/probe');
    expect(key).toBe('public');
  });
});

describe('token refresh', () => {
  it('makes one refresh for concurrent 401s, stores the new session and reloads once', async () => {
    let refreshes = 0;
    let refreshHeader: string | null = null;
    server.use(
      http.get(api('/protected'), () => HttpResponse.json({ errors: ['Session expired'] }, { status: 401 })),
      http.post(api('/v1/refresh_token'), async ({ request }) => {
        refreshes += 1;
        refreshHeader = request.headers.get(HEADERS.refreshToken);
        expect(await request.text()).toBe('{}');
        return HttpResponse.json({ access_token: 'access-2', csrf_token: 'csrf-2', refresh_token: 'refresh-2' });
      }),
    );
    const results = await Promise.allSettled([securedClient.get('/protected'), securedClient.get('/protected'), securedClient.get('/protected')]);
    expect(results.every((r) => r.status === 'rejected' && isSessionTransition(r.reason))).toBe(true);
    expect(refreshes).toBe(1);
    expect(refreshHeader).toBe('refresh-1');
    expect(store.getState().session.accessToken).toBe('access-2');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('also refreshes on 403 and on a text body saying the session expired', async () => {
    let refreshes = 0;
    server.use(
      http.get(api('/forbidden'), () => HttpResponse.json({}, { status: 403 })),
      http.get(api('/text'), () => new HttpResponse('Session expired, please sign in', { status: 400, headers: { 'Content-Type': 'text/plain' } })),
      http.post(api('/v1/refresh_token'), () => ((refreshes += 1), HttpResponse.json({ access_token: 'a', csrf_token: 'c', refresh_token: 'r' }))),
    );
    await expect(securedClient.get('/forbidden')).rejects.toSatisfy(isSessionTransition);
    // the page reloads after a refresh; a new page instance handles the next one
    installed.eject();
    signIn();
    installed = installApi(store);
    await expect(securedClient.get('/text')).rejects.toSatisfy(isSessionTransition);
    expect(refreshes).toBe(2);
  });

  it('does not refresh again for a late 401 of the old token while the page reloads', async () => {
    let refreshes = 0;
    server.use(
      http.get(api('/protected'), () => HttpResponse.json({}, { status: 401 })),
      http.post(api('/v1/refresh_token'), () => ((refreshes += 1), HttpResponse.json({ access_token: 'a2', csrf_token: 'c2', refresh_token: 'r2' }))),
    );
    await expect(securedClient.get('/protected')).rejects.toSatisfy(isSessionTransition);
    await expect(securedClient.get('/protected')).rejects.toSatisfy(isSessionTransition);
    expect(refreshes).toBe(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('ends the session when the refresh fails: reset call, storage cleared (drafts kept), /login', async () => {
    localStorage.setItem(`${STORAGE_KEYS.drafts}acme:7:observation`, '{"values":{}}');
    localStorage.setItem('something-else', 'x');
    sessionStorage.setItem('tab-state', 'x');
    let resets = 0;
    server.use(
      http.get(api('/protected'), () => HttpResponse.json({}, { status: 401 })),
      http.post(api('/v1/refresh_token'), () => HttpResponse.json({ errors: ['expired'] }, { status: 401 })),
      http.post(api('/v1/reset_current_session'), () => ((resets += 1), HttpResponse.json({}))),
    );
    await expect(securedClient.get('/protected')).rejects.toSatisfy(isSessionTransition);
    expect(resets).toBe(1);
    expect(store.getState().session.authenticated).toBe(false);
    expect(localStorage.getItem('something-else')).toBeNull();
    expect(localStorage.getItem(`${STORAGE_KEYS.drafts}acme:7:observation`)).not.toBeNull();
    expect(sessionStorage.getItem('tab-state')).toBeNull();
    expect(assign).toHaveBeenCalledWith('/login');
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('three failures in a row', () => {
  it('clears the session at once with the console message', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.get(api('/broken'), () => HttpResponse.json({ error: 'boom' }, { status: 500 })),
      http.post(api('/v1/reset_current_session'), () => HttpResponse.json({})),
    );
    await expect(securedClient.get('/broken')).rejects.toMatchObject({ response: { status: 500 } });
    await expect(securedClient.get('/broken')).rejects.toMatchObject({ response: { status: 500 } });
    await expect(securedClient.get('/broken')).rejects.toSatisfy(isSessionTransition);
    expect(warn).toHaveBeenCalledWith('Too many API failures, clearing session');
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/login'));
  });

  it('resets the count on any success', async () => {
    let fail = true;
    server.use(http.get(api('/flaky'), () => (fail ? HttpResponse.json({}, { status: 502 }) : HttpResponse.json({ ok: true }))));
    await expect(securedClient.get('/flaky')).rejects.toBeTruthy();
    await expect(securedClient.get('/flaky')).rejects.toBeTruthy();
    fail = false;
    await securedClient.get('/flaky');
    expect(installed.counter.count).toBe(0);
    fail = true;
    await expect(securedClient.get('/flaky')).rejects.toMatchObject({ response: { status: 502 } });
    expect(assign).not.toHaveBeenCalled();
  });

  it('refetches the app makes by itself (after a save or a realtime change) and offline network errors do not count (issue 12, 5)', async () => {
    server.use(http.get(api('/lists'), () => HttpResponse.json({ error: 'boom' }, { status: 500 })));
    await expect(securedClient.get('/lists')).rejects.toMatchObject({ response: { status: 500 } });
    // the save's two list refetches fail too: still one failure
    for (let i = 0; i < 2; i++) await expect(securedClient.get('/lists', { background: true } as object)).rejects.toMatchObject({ response: { status: 500 } });
    expect(installed.counter.count).toBe(1);
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      server.use(http.get(api('/offline'), () => HttpResponse.error()));
      for (let i = 0; i < 3; i++) await expect(securedClient.get('/offline')).rejects.toBeTruthy();
    } finally {
      online.mockRestore();
    }
    expect(installed.counter.count).toBe(1);
    expect(assign).not.toHaveBeenCalled();
  });

  it('requests failing together are one failure; the next attempt after them counts again', async () => {
    server.use(http.get(api('/figures'), () => HttpResponse.json({ error: 'boom' }, { status: 500 })));
    // a dashboard's eight figures fail at once for one cause
    const together = Array.from({ length: 8 }, () => securedClient.get('/figures'));
    for (const request of together) await expect(request).rejects.toMatchObject({ response: { status: 500 } });
    expect(installed.counter.count).toBe(1);
    expect(assign).not.toHaveBeenCalled();
    await expect(securedClient.get('/figures')).rejects.toMatchObject({ response: { status: 500 } });
    expect(installed.counter.count).toBe(2);
  });

  it('a validation answer (422) is not a failure', async () => {
    server.use(http.post(api('/things'), () => HttpResponse.json({ errors: ['Name is required'] }, { status: 422 })));
    for (let i = 0; i < 4; i++) await expect(securedClient.post('/things', {})).rejects.toMatchObject({ response: { status: 422 } });
    expect(installed.counter.count).toBe(0);
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('failure counter', () => {
  it('resets 30 s after a non-auth failure, not after an auth failure', () => {
    vi.useFakeTimers();
    try {
      const onThreshold = vi.fn();
      const counter = createFailureCounter(onThreshold);
      counter.failure('other');
      counter.failure('other');
      vi.advanceTimersByTime(29_999);
      expect(counter.count).toBe(2);
      vi.advanceTimersByTime(1);
      expect(counter.count).toBe(0);
      counter.failure('auth');
      vi.advanceTimersByTime(60_000);
      expect(counter.count).toBe(1);
      counter.failure('auth');
      counter.failure('auth');
      expect(onThreshold).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('tenant memory after writes', () => {
  it('skips send_observation_created_mail, user_token and user_logout, and reads', () => {
    expect(needsMemoryCall('post', '/observations')).toBe(true);
    expect(needsMemoryCall('PATCH', '/actions/5?x=1')).toBe(true);
    expect(needsMemoryCall('delete', '/v1/user_token')).toBe(false);
    expect(needsMemoryCall('delete', '/v2/user_logout/')).toBe(false);
    expect(needsMemoryCall('post', '/observations/9/send_observation_created_mail')).toBe(false);
    expect(needsMemoryCall('get', '/observations')).toBe(false);
  });

  it('calls GET /tenants/memory?id={org} after a successful write and stores the answer', async () => {
    let memoryId: string | null = null;
    server.use(
      http.post(api('/things'), () => HttpResponse.json({ id: 1 })),
      http.get(api('/tenants/memory'), ({ request }) => {
        memoryId = new URL(request.url).searchParams.get('id');
        return HttpResponse.json({ used_mb: 100, total_mb: 100, mem_exhausted: true });
      }),
    );
    await securedClient.post('/things', {});
    await vi.waitFor(() => expect(tenantMemoryApi.endpoints.getTenantMemory.select(101)(store.getState() as never).data?.mem_exhausted).toBe(true));
    expect(memoryId).toBe('101');
  });
});

describe('203 on lists', () => {
  it('is treated as an empty list', async () => {
    server.use(http.get(api('/list'), () => new HttpResponse(null, { status: 203 })));
    const { data } = await securedClient.get('/list');
    expect(data).toEqual([]);
  });
});
