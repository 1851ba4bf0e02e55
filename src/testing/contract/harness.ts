import { afterAll, afterEach, beforeAll } from 'vitest';
import { matchRequestUrl } from 'msw';
import type { SetupServer } from 'msw/node';
import { loadContract } from './document';
import { ContractValidator, formatDrift, isFull, type Drift } from './validator';

/**
 * The demo backend held to api/openapi.yaml in every test (issue 31): each answer the demo returns, and each request body
 * and query it accepts (a 2xx answer: a body the server refuses with 422 is a test of that refusal, not a drift), of an operation
 * whose shapes the document fixes, is validated; a drift fails the test that caused it, naming the operation and the
 * field. Installed by src/testing/setup.ts. Not checked: answers of a handler a test put in place (`server.use`: a
 * fixture, not the demo backend) and 5xx answers (a failure, outside the contract; the app shows a generic message).
 */

let validator: ContractValidator | null = null;
const contract = () => (validator ??= new ContractValidator(loadContract()));

const isJson = (headers: Headers) => (headers.get('content-type') ?? '').includes('json');

async function jsonOf(message: Request | Response): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const text = await message.text();
  if (!text) return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

type HandlerInfo = { info?: { method?: unknown; path?: unknown } };

/** the checks of the running test (one list for every test file of a worker) */
const pending: Promise<Drift[]>[] = [];

/** The drifts found so far in this test, taken away (so the test does not fail on them): for tests of the harness. */
export async function takeContractDrifts(): Promise<string[]> {
  return [...new Set((await Promise.all(pending.splice(0))).flat().map(formatDrift))];
}

export function holdToContract(server: SetupServer) {
  const demo = new Set(server.listHandlers());
  /** a handler a test added (server.use) answers this request */
  const fixture = (request: Request) =>
    server.listHandlers().some((h) => {
      if (demo.has(h)) return false;
      const info = (h as HandlerInfo).info;
      if (!info) return false;
      if (typeof info.method === 'string' && info.method.toUpperCase() !== request.method.toUpperCase()) return false;
      return typeof info.path !== 'string' || matchRequestUrl(new URL(request.url), info.path).matches;
    });
  const bodies = new Map<string, Promise<{ ok: true; value: unknown } | { ok: false }>>();

  const fullOperation = (request: Request) => {
    if (!new URL(request.url).pathname.startsWith('/api/')) return null;
    const op = contract().operation(request.method, request.url);
    return op && isFull(op) ? op : null;
  };

  const onRequest = ({ request, requestId }: { request: Request; requestId: string }) => {
    if (!fullOperation(request) || !isJson(request.headers)) return;
    bodies.set(requestId, jsonOf(request.clone()));
  };

  const onResponse = ({ request, requestId, response }: { request: Request; requestId: string; response: Response }) => {
    const sent = bodies.get(requestId);
    bodies.delete(requestId);
    if (!fullOperation(request) || response.status >= 500 || fixture(request)) return;
    if (sent && response.ok) pending.push(sent.then((body) => (body.ok ? contract().validateRequest(request.method, request.url, body.value) : [])));
    // the query of an accepted request (a refused one may be a test of the refusal)
    if (response.ok) pending.push(Promise.resolve().then(() => contract().validateQuery(request.method, request.url)));
    if (!isJson(response.headers)) return;
    const copy = response.clone();
    pending.push(jsonOf(copy).then((body) => (body.ok ? contract().validateResponse(request.method, request.url, copy.status, body.value) : [])));
  };

  beforeAll(() => {
    server.events.on('request:start', onRequest);
    server.events.on('response:mocked', onResponse);
  });

  afterEach(async () => {
    bodies.clear();
    const lines = await takeContractDrifts();
    if (lines.length) {
      throw new Error(`The demo backend or the app left the API contract (api/openapi.yaml):\n${lines.join('\n')}`);
    }
  });

  afterAll(() => {
    server.events.removeListener('request:start', onRequest);
    server.events.removeListener('response:mocked', onResponse);
  });
}
