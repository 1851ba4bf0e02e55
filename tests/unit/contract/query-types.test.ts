import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { OnlyDocumented, PathParamsOf, QueryOf, QueryText } from '@/lib/api/contract';
import type { ObservationFilters, ObservationListArgs } from '@/features/observations/api/observations-api';
import type { IncidentListArgs } from '@/features/incidents/api/incidents-api';
import type { PermitListArgs } from '@/features/permits/model/filters';
import type { DashboardQuery } from '@/features/dashboard/model/indicators';

/**
 * The query parameters the app sends are typed from api/openapi.yaml (src/lib/api/contract.ts, issue 31): an
 * undocumented parameter or a value of the wrong type fails `npm run typecheck`. The `@ts-expect-error` lines below are
 * the proof — if one of them stopped being an error, tsc would report the unused directive. The scan at the end makes
 * sure every RTK Query endpoint (and the plain client's calls) keeps its `params` checked that way.
 */

describe('query parameters typed from the contract', () => {
  it('accepts the documented parameters and refuses any other, or a wrong type', () => {
    const documented = { page: 1, per_page: 15, type: 'near_miss', risk_level: 'high', area_id: 3, export: 1 } satisfies QueryOf<'/v2/observations', 'get'>;
    // @ts-expect-error -- `colour` is not a query parameter of GET /v2/observations
    const undocumented = { page: 1, colour: 'red' } satisfies QueryOf<'/v2/observations', 'get'>;
    // @ts-expect-error -- `page` is an integer
    const wrongType = { page: '2' } satisfies QueryOf<'/v2/observations', 'get'>;
    // @ts-expect-error -- `tab` of the incidents register is open or closed
    const outOfEnum = { tab: 'archived' } satisfies QueryOf<'/v2/incidents', 'get'>;
    // @ts-expect-error -- `module` of the drill-down is required
    const missingRequired = { ids: '1,2' } satisfies QueryOf<'/dashboards/records', 'get'>;
    // @ts-expect-error -- GET /sites/{id} documents no query parameter at all
    const noQuery = { id: 1 } satisfies QueryOf<'/sites/{id}', 'get'>;
    expect([documented, undocumented, wrongType, outOfEnum, missingRequired, noQuery]).toHaveLength(6);
  });

  it('catches an undocumented parameter that comes in through a spread or a type defined elsewhere', () => {
    const fromElsewhere = { page: 1, colour: 'red' };
    // a plain `satisfies` does not look for unknown keys of a variable; OnlyDocumented does
    const unnoticed = fromElsewhere satisfies QueryOf<'/v2/observations', 'get'>;
    // @ts-expect-error -- `colour` is not documented
    const noticed = fromElsewhere satisfies OnlyDocumented<typeof fromElsewhere, QueryOf<'/v2/observations', 'get'>>;
    const fine = { page: 1, search: 'ladder' };
    const passes = fine satisfies OnlyDocumented<typeof fine, QueryOf<'/v2/observations', 'get'>>;
    expect([unnoticed, noticed, passes]).toHaveLength(3);
  });

  it('derives the endpoints’ arguments from the documented operations', () => {
    expectTypeOf<PathParamsOf<'/osha/301/{incidentId}', 'get'>>().toEqualTypeOf<{ incidentId: number }>();
    expectTypeOf<ObservationListArgs>().toExtend<QueryOf<'/v2/observations', 'get'>>();
    expectTypeOf<ObservationFilters>().toExtend<QueryOf<'/v2/observations/period_status_counts', 'get'>>();
    expectTypeOf<IncidentListArgs>().toExtend<QueryOf<'/v2/incidents', 'get'>>();
    expectTypeOf<PermitListArgs>().toExtend<QueryOf<'/permits', 'get'>>();
    expectTypeOf<DashboardQuery>().toExtend<QueryText<QueryOf<'/dashboards/leading_indicators', 'get'>>>();
    expectTypeOf<keyof ObservationFilters>().toEqualTypeOf<'type' | 'category' | 'site_id' | 'area_id' | 'risk_level' | 'from' | 'to' | 'search'>();
  });
});

const root = join(import.meta.dirname, '../../..');

/** the API files: every feature's api/*.ts, the shared lib/api calls, the plain client's account calls */
function apiFiles(): string[] {
  const features = readdirSync(join(root, 'src/features'), { withFileTypes: true }).filter((d) => d.isDirectory());
  const out: string[] = [];
  for (const f of features) {
    const dir = join(root, 'src/features', f.name, 'api');
    let names: string[] = [];
    try {
      names = readdirSync(dir);
    } catch {
      continue;
    }
    out.push(...names.filter((n) => n.endsWith('.ts')).map((n) => join(dir, n)));
  }
  // base-api.ts is the transport: it passes every endpoint's params on
  out.push(...readdirSync(join(root, 'src/lib/api')).filter((n) => n.endsWith('.ts') && n !== 'base-api.ts').map((n) => join(root, 'src/lib/api', n)));
  return out;
}

/** a request's `params` (not a parameter named params, nor an endpoint argument's type) */
const SENT = /\bparams(\s*:(?!\s*(object|Record|DashboardQuery|ReportQuery)\b)|\s*[,}])/;
const NOT_A_REQUEST = /^\s*(export )?(const|function)\b.*\(params\b|build\.(query|mutation)<|\.\.\.params \}\) => \(\{$/;

describe('every request’s query parameters are checked against the contract', () => {
  const sent = apiFiles().flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .map((line, i) => ({ where: `${file.slice(root.length + 1)}:${i + 1}`, line }))
      .filter(({ line }) => SENT.test(line) && !NOT_A_REQUEST.test(line) && !line.trim().startsWith('//') && !line.trim().startsWith('*')),
  );

  it('finds the requests that send query parameters (the reader still works)', () => {
    expect(sent.length).toBeGreaterThan(45);
  });

  it('checks each with `satisfies` against its documented operation', () => {
    expect(sent.filter(({ line }) => !/\bsatisfies\b/.test(line)).map(({ where, line }) => `${where}: ${line.trim()}`)).toEqual([]);
  });
});
