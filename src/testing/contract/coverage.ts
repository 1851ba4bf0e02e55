import { operationsOf, pathMatches, type OpenApiDocument } from './document.ts';

/** What the app names (client calls, demo routes) against what the document holds, both ways. */

export interface AppCall {
  method: string;
  path: string;
  where: string;
}

export interface CoverageReport {
  /** client calls the document lacks */
  undocumentedCalls: string[];
  /** demo routes the document lacks */
  undocumentedRoutes: string[];
  /** documented operations nothing in the app calls or answers (and not marked x-spec-only) */
  unused: string[];
}

export function coverage(doc: OpenApiDocument, calls: AppCall[], routes: AppCall[]): CoverageReport {
  const ops = operationsOf(doc);
  const callMatches = (c: AppCall, o: (typeof ops)[number]) => (c.method === '*' || c.method === o.method) && pathMatches(c.path, o.path, true);
  const routeMatches = (r: AppCall, o: (typeof ops)[number]) => r.method === o.method && pathMatches(r.path, o.path, false);
  return {
    undocumentedCalls: calls.filter((c) => !ops.some((o) => callMatches(c, o))).map((c) => `${c.method.toUpperCase()} ${c.path} (${c.where})`),
    undocumentedRoutes: routes.filter((r) => !ops.some((o) => routeMatches(r, o))).map((r) => `${r.method.toUpperCase()} ${r.path} (${r.where})`),
    unused: ops
      .filter((o) => !o.operation['x-spec-only'] && !calls.some((c) => callMatches(c, o)) && !routes.some((r) => routeMatches(r, o)))
      .map((o) => `${o.method.toUpperCase()} ${o.path}`),
  };
}
