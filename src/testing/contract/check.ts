import { operationsOf, type DocumentedOperation, type OpenApiDocument } from './document.ts';
import { ContractValidator, formatDrift, isFull } from './validator.ts';

/**
 * The read-only contract check of a server (`npm run contract:check`, scripts/contract/check.ts): every documented
 * GET is called (never a write), the answer validated against api/openapi.yaml. A path with one parameter takes the
 * first id of the list above it (/sites/{id} ← GET /sites); other parameterised paths are skipped, and so is a GET
 * with a required query parameter that has no documented `example` (the example is sent).
 * Relative imports only: it runs under plain Node as well as in vitest.
 */

export interface CheckOptions {
  /** the server's API base, e.g. https://acme.example.com/api (a base without /api gets it appended) */
  baseUrl: string;
  token?: string;
  /** the api-key header as sent (the encrypted sub-domain, or 'public') */
  apiKey?: string;
  language?: string;
  /** also call the SPEC-only operations the app does not use yet */
  includeSpecOnly?: boolean;
  fetch?: typeof fetch;
}

export type Outcome = 'ok' | 'mismatch' | 'skipped';

export interface CheckRow {
  path: string;
  outcome: Outcome;
  detail: string;
}

const normaliseBase = (base: string) => {
  const trimmed = base.replace(/\/+$/, '');
  return trimmed.endsWith('/api') ? trimmed : `${trimmed}/api`;
};

const hasSpecialHeader = (op: DocumentedOperation) =>
  (op.operation.parameters ?? []).some((p) => {
    const ref = (p as { $ref?: string }).$ref ?? '';
    return /\/(Credentials|RefreshToken)$/.test(ref);
  });

/** the required query parameters of an operation, with their documented example (null: none given) */
const requiredQuery = (op: DocumentedOperation) =>
  (op.operation.parameters ?? [])
    .map((p) => p as { in?: string; name?: string; required?: boolean; example?: unknown })
    .filter((p) => p.in === 'query' && p.required && p.name)
    .map((p) => ({ name: p.name as string, example: p.example === undefined ? null : String(p.example) }));

const paramsOf = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);

/** the first `id` of the first array of objects in an answer */
function firstId(body: unknown): number | string | null {
  if (Array.isArray(body)) {
    const first = body[0] as { id?: unknown } | undefined;
    return first && (typeof first.id === 'number' || typeof first.id === 'string') ? first.id : null;
  }
  if (body && typeof body === 'object') {
    for (const value of Object.values(body)) {
      if (Array.isArray(value)) {
        const id = firstId(value);
        if (id !== null) return id;
      }
    }
  }
  return null;
}

export async function runCheck(doc: OpenApiDocument, options: CheckOptions): Promise<CheckRow[]> {
  const doFetch = options.fetch ?? fetch;
  const base = normaliseBase(options.baseUrl);
  const validator = new ContractValidator(doc);
  const headers: Record<string, string> = { Accept: 'application/json', language: options.language ?? 'en' };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.apiKey) headers['api-key'] = options.apiKey;

  const gets = operationsOf(doc)
    .filter((o) => o.method === 'get')
    .sort((a, b) => paramsOf(a.path).length - paramsOf(b.path).length || a.path.localeCompare(b.path));
  const answers = new Map<string, unknown>();
  const rows: CheckRow[] = [];

  for (const op of gets) {
    if (op.operation['x-spec-only'] && !options.includeSpecOnly) {
      rows.push({ path: op.path, outcome: 'skipped', detail: 'x-spec-only (--include-spec-only calls it)' });
      continue;
    }
    if (hasSpecialHeader(op)) {
      rows.push({ path: op.path, outcome: 'skipped', detail: 'needs sign-in credentials or a refresh token' });
      continue;
    }
    const query = requiredQuery(op);
    const missing = query.filter((p) => p.example === null).map((p) => p.name);
    if (missing.length) {
      rows.push({ path: op.path, outcome: 'skipped', detail: `needs ${missing.join(', ')} (no example documented)` });
      continue;
    }
    const search = query.length ? `?${new URLSearchParams(query.map((p) => [p.name, p.example as string])).toString()}` : '';
    const params = paramsOf(op.path);
    let concrete = op.path;
    if (params.length === 1) {
      const parent = op.path.slice(0, op.path.indexOf(`/{${params[0]}}`));
      const id = firstId(answers.get(parent));
      if (id === null) {
        rows.push({ path: op.path, outcome: 'skipped', detail: `no id: ${parent || '/'} listed none` });
        continue;
      }
      concrete = op.path.replace(`{${params[0]}}`, encodeURIComponent(String(id)));
    } else if (params.length > 1) {
      rows.push({ path: op.path, outcome: 'skipped', detail: 'needs more than one id' });
      continue;
    }
    let response: Response;
    try {
      response = await doFetch(`${base}${concrete}${search}`, { method: 'GET', headers });
    } catch (e) {
      rows.push({ path: op.path, outcome: 'mismatch', detail: `no answer: ${e instanceof Error ? e.message : String(e)}` });
      continue;
    }
    const text = await response.text();
    let body: unknown = undefined;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        rows.push({ path: op.path, outcome: 'mismatch', detail: `${response.status}: the answer is not JSON` });
        continue;
      }
    }
    if (response.status === 401 || response.status === 403) {
      rows.push({ path: op.path, outcome: 'skipped', detail: `${response.status}: this token may not read it` });
      continue;
    }
    if (response.status === 203) {
      rows.push({ path: op.path, outcome: 'ok', detail: '203 (read as an empty list)' });
      continue;
    }
    if (!response.ok) {
      rows.push({ path: op.path, outcome: 'mismatch', detail: `status ${response.status}${body && typeof body === 'object' && 'errors' in body ? `: ${JSON.stringify((body as { errors: unknown }).errors)}` : ''}` });
      continue;
    }
    answers.set(op.path, body);
    const drifts = validator.validateResponse('get', `${base}${concrete}`, response.status, body);
    if (drifts.length) rows.push({ path: op.path, outcome: 'mismatch', detail: drifts.map((d) => formatDrift(d).replace(/^\S+ \S+ \(\d+\) /, '')).join('; ') });
    else rows.push({ path: op.path, outcome: 'ok', detail: isFull(op) ? `${response.status}, schema checked` : `${response.status} (shape not fixed yet)` });
  }
  return rows.sort((a, b) => a.path.localeCompare(b.path));
}

/** the table the command prints: path → ok / mismatch (field) / skipped */
export function formatTable(rows: CheckRow[]): string {
  const width = Math.max(...rows.map((r) => r.path.length), 4);
  const lines = rows.map((r) => `${r.path.padEnd(width)}  ${r.outcome.padEnd(8)}  ${r.detail}`);
  const count = (o: Outcome) => rows.filter((r) => r.outcome === o).length;
  return [`${'path'.padEnd(width)}  ${'result'.padEnd(8)}  detail`, ...lines, '', `${count('ok')} ok, ${count('mismatch')} mismatch, ${count('skipped')} skipped`].join('\n');
}
