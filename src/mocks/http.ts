import { HttpHandler, HttpResponse, delay, type HttpResponseResolver, type DefaultBodyType, type PathParams } from 'msw';
import { HEADERS } from '@/config/constants';
import type { ServerRule } from '@/lib/session/types';
import type { AppAction, AppSubject } from '@/lib/ability/subjects';
import { actingAs, db, type TenantData } from './db/db';
import type { DemoToken, DemoUser } from './db/types';
import { DEMO_PRIVATE_KEY } from './demo-keys';
import { parseRsaPrivateKey, rsaDecrypt, type RsaPrivateKey } from './rsa';
import { can, rulesForUser } from './policies';
import { readDemoSettings } from './settings';

/** Every demo path matches under any origin: `*\/api/...` (the app calls `${VITE_API_BASE_URL}`). */
export const apiPath = (path: string) => `*/api${path}`;

const decrypted = new Map<string, string | null>();
let privateKey: RsaPrivateKey | null = null;

/** The API key header → tenant key: 'public' stays public, anything else is RSA-decrypted. */
export function tenantKeyFromApiKey(apiKey: string | null): string | null {
  if (!apiKey) return null;
  if (apiKey === 'public') return 'public';
  if (!decrypted.has(apiKey)) {
    privateKey ??= parseRsaPrivateKey(DEMO_PRIVATE_KEY);
    decrypted.set(apiKey, rsaDecrypt(privateKey, apiKey));
  }
  return decrypted.get(apiKey) ?? null;
}

export const errors = (status: number, ...messages: string[]) => HttpResponse.json({ errors: messages }, { status });

export interface TenantContext {
  request: Request;
  tenant: TenantData;
}

export interface AuthContext extends TenantContext {
  user: DemoUser;
  token: DemoToken;
  rules: ServerRule[];
  can(action: AppAction, subject: AppSubject): boolean;
}

export function tenantOf(request: Request): TenantData {
  const key = tenantKeyFromApiKey(request.headers.get(HEADERS.apiKey));
  const tenant = key ? db.tenant(key) : undefined;
  if (!tenant) throw errors(401, 'Invalid API key');
  return tenant;
}

export function bearer(request: Request): string | null {
  const value = request.headers.get('Authorization') ?? '';
  return value.startsWith('Bearer ') ? value.slice(7) : null;
}

export function authOf(request: Request): AuthContext {
  const tenant = tenantOf(request);
  const accessToken = bearer(request);
  const token = accessToken ? db.list<DemoToken>(tenant, 'tokens').find((t) => t.access_token === accessToken) : undefined;
  if (!token) throw errors(401, 'Unauthorized session');
  const expiredBefore = readDemoSettings().accessTokensExpiredBefore ?? 0;
  if (token.expires_at < Date.now() || (token.issued_at ?? 0) < expiredBefore) throw errors(401, 'Session expired');
  const user = db.find<DemoUser>(tenant, 'users', token.user_id);
  if (!user) throw errors(401, 'Unauthorized session');
  const rules = rulesForUser(tenant, user);
  return { request, tenant, user, token, rules, can: (action, subject) => can(rules, action, subject) };
}

async function simulateNetwork(request: Request) {
  const settings = readDemoSettings();
  if (settings.latencyMs > 0) await delay(settings.latencyMs);
  const url = new URL(request.url);
  // the knobs never break the demo's own controls or sign-in
  const exempt = /\/(demo|v1\/authorize|v1\/refresh_token)/.test(url.pathname);
  if (!exempt && settings.failureRate > 0 && Math.random() < settings.failureRate) {
    throw HttpResponse.json({ error: 'Internal Server Error (injected by the demo settings)' }, { status: 500 });
  }
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A demo endpoint: network simulation, thrown responses turned into answers. */
export function route<P extends PathParams = PathParams>(
  method: Method,
  path: string,
  resolver: (info: { request: Request; params: P }) => Response | undefined | Promise<Response | undefined>,
) {
  const wrapped: HttpResponseResolver<P, DefaultBodyType> = async ({ request, params }) => {
    // like a real network: while the page reports it is offline, the demo answers nothing (a network error), although
    // its service worker could still answer (Playwright's setOffline, a phone in a tunnel); see src/lib/offline/README.md
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return HttpResponse.error() as HttpResponse<DefaultBodyType>;
    try {
      await simulateNetwork(request);
      // undefined = not mine: msw tries the next handler (e.g. /users/:id vs /users/all_active_users)
      const response = (await resolver({ request, params })) as HttpResponse<DefaultBodyType> | undefined;
      await db.flush();
      return response;
    } catch (thrown) {
      if (thrown instanceof Response) return thrown as HttpResponse<DefaultBodyType>;
      console.error('[demo backend]', thrown);
      return HttpResponse.json({ error: 'Internal Server Error' }, { status: 500 });
    }
  };
  // msw keeps each handler's declaring call frame (read from a `new Error().stack`) for its own log lines: formatting
  // a stack for each of the ≈ 300 handlers took 13–19 ms of every start (2 ms without; measured in Node's V8). The
  // demo prints none of them.
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return new DemoHandler(method, path, wrapped as HttpResponseResolver);
  } finally {
    Error.stackTraceLimit = limit;
  }
}

/** a request's pathname, parsed once for all the handlers that look at it */
const pathnames = new WeakMap<Request, string>();
function pathnameOf(request: Request): string {
  let pathname = pathnames.get(request);
  if (pathname === undefined) pathnames.set(request, (pathname = new URL(request.url).pathname));
  return pathname;
}

/**
 * What a request's pathname must end with for `path` (a demo path under `*\/api`) to match it: its literal segments
 * as they are, a `:param` any one segment, an optional trailing slash, any case. `null` (always try) for a path with
 * other syntax (`*`, `?`, groups): none today.
 */
export function pathFilter(path: string): RegExp | null {
  if (/[*?()+{}[\]\\]/.test(path)) return null;
  const segments = path.split('/').map((segment) => {
    if (segment.startsWith(':') && /^:\w+$/.test(segment)) return '[^/]+';
    if (segment.includes(':')) return null;
    return segment.replace(/[.^$|]/g, '\\$&');
  });
  return segments.includes(null) ? null : new RegExp(`/api${segments.join('/')}/?$`, 'i');
}

/**
 * A demo endpoint's msw handler. msw tries the handlers in order until one answers, and each try first reads the
 * request's cookies (the document's and msw's cookie store) and parses its URL: ≈ 300 tries for a request to one of
 * the last handlers, most of msw's own time per request. A handler whose method or path cannot match says so before
 * that; for one that can, msw decides as before (its params, its order, a resolver's `undefined` trying the next).
 */
class DemoHandler extends HttpHandler {
  readonly #method: string;
  readonly #path: RegExp | null;
  constructor(method: Method, path: string, resolver: HttpResponseResolver) {
    super(method.toUpperCase(), apiPath(path), resolver);
    this.#method = method.toUpperCase();
    this.#path = pathFilter(path);
  }
  override run(args: Parameters<HttpHandler['run']>[0]): ReturnType<HttpHandler['run']> {
    if (args.request.method.toUpperCase() !== this.#method || (this.#path && !this.#path.test(pathnameOf(args.request)))) return Promise.resolve(null);
    return super.run(args);
  }
}

/** the `ids` query parameter (comma separated) of a drill-down: the positive whole numbers in it, at most `max` */
export function idsParam(url: URL, max: number): number[] {
  return (url.searchParams.get('ids') ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0)
    .slice(0, max);
}

/** An endpoint that needs a signed-in user and, optionally, a permission (403 otherwise). */
export function secured<P extends PathParams = PathParams>(
  method: Method,
  path: string,
  permission: [AppAction, AppSubject] | null,
  resolver: (ctx: AuthContext & { params: P }) => Response | undefined | Promise<Response | undefined>,
) {
  return route<P>(method, path, ({ request, params }) => {
    const ctx = authOf(request);
    if (permission && !ctx.can(permission[0], permission[1])) {
      throw errors(403, 'You are not authorized to perform this action');
    }
    // the handler's tenant handle carries the user: its commits name them (activity log), safe under concurrency
    return resolver({ ...ctx, tenant: actingAs(ctx.tenant, { id: ctx.user.id, full_name: ctx.user.full_name }), params });
  });
}

export async function jsonBody<T = Record<string, unknown>>(request: Request): Promise<T> {
  try {
    return (await request.json()) as T;
  } catch {
    return {} as T;
  }
}
