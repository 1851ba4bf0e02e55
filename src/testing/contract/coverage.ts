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
  /** operations marked x-spec-only that the app does call or the demo does answer (the mark is stale) */
  staleSpecOnly: string[];
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
    staleSpecOnly: ops
      // a client template's parameter (`/dashboards/${endpoint}`) does not count as a use of a literal path here
      .filter((o) => o.operation['x-spec-only'] && (calls.some((c) => callMatches(c, o) && pathMatches(c.path, o.path, false)) || routes.some((r) => routeMatches(r, o))))
      .map((o) => `${o.method.toUpperCase()} ${o.path}`),
  };
}
