/**
 * Types read from the API contract (api/openapi.yaml → generated/openapi.ts). Types only: nothing here reaches the
 * bundle. An RTK Query endpoint's `params` are checked against the documented query parameters of its operation —
 * `params: { ... } satisfies QueryOf<'/permits/map', 'get'>`, or an endpoint argument typed from `QueryOf` — so a
 * parameter the contract does not have, or a value of the wrong type, fails `npm run typecheck`.
 */
import type { paths } from './generated/openapi';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** the documented operation of a path and method */
export type OperationOf<P extends keyof paths, M extends HttpMethod & keyof paths[P]> = paths[P][M];

type ParametersOf<P extends keyof paths, M extends HttpMethod & keyof paths[P]> = OperationOf<P, M> extends { parameters: infer X } ? X : never;

/**
 * The documented query parameters of an operation (all of them optional unless the contract requires them); an
 * operation without query parameters gives `Record<string, never>`, so any parameter sent to it fails.
 */
export type QueryOf<P extends keyof paths, M extends HttpMethod & keyof paths[P]> =
  'query' extends keyof ParametersOf<P, M> ? NonNullable<ParametersOf<P, M>['query' & keyof ParametersOf<P, M>]> : Record<string, never>;

/** the documented path parameters of an operation (`/osha/301/{incidentId}` → `{ incidentId: number }`) */
export type PathParamsOf<P extends keyof paths, M extends HttpMethod & keyof paths[P]> =
  'path' extends keyof ParametersOf<P, M> ? NonNullable<ParametersOf<P, M>['path' & keyof ParametersOf<P, M>]> : Record<string, never>;

/** a documented query as the address bar holds it (every value as text), e.g. the dashboard's and reports' filters */
export type QueryText<Q> = { [K in keyof Q]?: string };

/** a documented query as a form holds it before `compactParams` drops its empty values (`null`, `''`) */
export type BeforeCompact<Q> = { [K in keyof Q]?: Q[K] | null | '' };

/**
 * `T` itself when every key of `T` is a documented query parameter (`Q`) and its values fit; `never` otherwise, so
 * `params satisfies OnlyDocumented<typeof params, QueryOf<…>>` also fails for a parameter that comes in through a
 * spread or a type defined elsewhere (which a plain `satisfies` does not check for unknown keys).
 */
export type OnlyDocumented<T, Q> = [Exclude<keyof T, keyof Q>] extends [never] ? (T extends Q ? T : never) : never;
