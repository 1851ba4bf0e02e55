import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';

/**
 * api/openapi.yaml, read for tests and scripts (never for the app bundle): its operations and path matching.
 * Relative imports only (no `@/`): scripts/contract/check.ts runs this file under plain Node.
 */

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
export const HTTP_METHODS: readonly HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete'];

export interface OpenApiOperation {
  operationId?: string;
  parameters?: unknown[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, unknown>;
  'x-spec-only'?: boolean;
  [key: string]: unknown;
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Partial<Record<HttpMethod, OpenApiOperation>>>;
  components?: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
}

/** read from the repository root (tests and npm scripts run there) */
export const CONTRACT_FILE = resolve(process.cwd(), 'api/openapi.yaml');

export function loadContract(file: string = CONTRACT_FILE): OpenApiDocument {
  return parse(readFileSync(file, 'utf8')) as OpenApiDocument;
}

export interface DocumentedOperation {
  method: HttpMethod;
  /** as written in the document: /sites/{id} */
  path: string;
  operation: OpenApiOperation;
}

export function operationsOf(doc: OpenApiDocument): DocumentedOperation[] {
  return Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    HTTP_METHODS.flatMap((method) => (item[method] ? [{ method, path, operation: item[method] as OpenApiOperation }] : [])),
  );
}

const segments = (path: string) => path.replace(/\/+$/, '').split('/');
const isParam = (segment: string) => /^\{[^}]*\}$/.test(segment) || segment.startsWith(':');

/**
 * Does a path of the app (a client template `/sites/{}`, a demo route `/sites/:id`) name the documented path?
 * A parameter matches a parameter; a literal matches the same literal; with `dynamic` (client templates, where
 * `/reports/${kind}` stands for several documented paths) a parameter of the app also matches a documented literal.
 */
export function pathMatches(appPath: string, documented: string, dynamic: boolean): boolean {
  const a = segments(appPath);
  const d = segments(documented);
  return a.length === d.length && a.every((s, i) => (isParam(s) ? isParam(d[i]) || dynamic : s === d[i]));
}

/** The documented operation of a concrete request path (`/api/sites/12` → GET /sites/{id}); literals win over parameters. */
export function findOperation(doc: OpenApiDocument, method: string, concretePath: string): DocumentedOperation | undefined {
  const path = concretePath.replace(/^.*?\/api(?=\/)/, '');
  const parts = segments(path);
  const candidates = operationsOf(doc).filter((o) => {
    if (o.method !== method.toLowerCase()) return false;
    const d = segments(o.path);
    return d.length === parts.length && d.every((s, i) => isParam(s) || s === parts[i]);
  });
  // the most literal segments first: /sites/form_data before /sites/{id}
  return candidates.sort((x, y) => segments(x.path).filter(isParam).length - segments(y.path).filter(isParam).length)[0];
}
