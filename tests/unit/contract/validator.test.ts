import { describe, expect, it } from 'vitest';
import { loadContract, operationsOf } from '@/testing/contract/document';
import { ContractValidator, formatDrift, isFull } from '@/testing/contract/validator';

/** The validator the test harness (src/testing/contract/harness.ts) and `npm run contract:check` use. */

const contract = new ContractValidator(loadContract());

const site = {
  id: 1,
  name: 'Plant',
  time_zone: 'UTC',
  head_of_safety_id: null,
  head_of_site_id: 3,
  head_of_safety_name: null,
  head_of_site_name: 'Ann',
  emergency_phone: '',
  emergency_email: '',
  address: '',
  city: '',
  state: '',
  country: '',
  zip: '',
  latitude: null,
  longitude: 12.5,
  status: 'active',
  manpower: 10,
};
const list = { sites: [site], total_count: 1, page: 1, per_page: 25, status_counts: { active: 1, inactive: 0, all: 1 } };

describe('the contract validator', () => {
  it('accepts an answer of the documented shape', () => {
    expect(contract.validateResponse('GET', 'http://acme.localhost/api/sites?page=1', 200, list)).toEqual([]);
    expect(contract.validateResponse('GET', '/api/sites/12', 200, site)).toEqual([]);
  });

  it('names the operation and the field of a drift', () => {
    const drifts = contract.validateResponse('GET', '/api/sites', 200, { ...list, sites: [{ ...site, name: 5, manpower: undefined }] }).map(formatDrift);
    expect(drifts).toContain('GET /sites (200) /sites/0/name: must be string');
    expect(drifts.some((d) => d.startsWith('GET /sites (200) /sites/0: ') && d.includes('manpower'))).toBe(true);
  });

  it('picks the literal path before a parameter (/sites/form_data is not /sites/{id})', () => {
    expect(contract.operation('get', '/api/sites/form_data')?.path).toBe('/sites/form_data');
    expect(contract.validateResponse('GET', '/api/sites/form_data', 200, { users: [{ id: 1 }] }).map(formatDrift)).toEqual([
      "GET /sites/form_data (200) /users/0: must have required property 'full_name'",
    ]);
  });

  it('holds refusals to the Rails shape { errors: [...] } and refuses an undocumented status', () => {
    expect(contract.validateResponse('POST', '/api/sites', 422, { errors: ['Name is required'] })).toEqual([]);
    expect(contract.validateResponse('POST', '/api/sites', 422, { error: 'Name is required' }).map(formatDrift)).toEqual([
      "POST /sites (422) (body): must have required property 'errors'",
    ]);
    expect(contract.validateResponse('POST', '/api/sites', 200, site).map(formatDrift)[0]).toMatch(/^POST \/sites \(200\) \(body\): status 200 is not documented/);
  });

  it('checks request bodies', () => {
    const { id: _id, head_of_safety_name: _a, head_of_site_name: _b, manpower: _m, ...input } = site;
    expect(contract.validateRequest('POST', '/api/sites', input)).toEqual([]);
    expect(contract.validateRequest('PATCH', '/api/sites/4', { ...input, latitude: 'north' }).map(formatDrift)).toContain('PATCH /sites/{id} (request) /latitude: must be number,null');
    expect(contract.validateRequest('POST', '/api/users', { user: { ...input } }).length).toBeGreaterThan(0);
    // an optional body may be left out, a required one may not
    expect(contract.validateRequest('DELETE', '/api/organizations/4', undefined)).toEqual([]);
    expect(contract.validateRequest('DELETE', '/api/organizations/4', { confirm: 4 }).map(formatDrift)).toContain('DELETE /organizations/{id} (request) /confirm: must be string');
    expect(contract.validateRequest('POST', '/api/sites', undefined).length).toBeGreaterThan(0);
  });

  it('checks the query a request sends: documented names, their types, the required ones', () => {
    expect(contract.validateQuery('GET', '/api/sites?page=2&per_page=25&search=plant&status=active')).toEqual([]);
    expect(contract.validateQuery('GET', '/api/sites?page=2&colour=red').map(formatDrift)).toEqual(['GET /sites (query) colour: the query parameter is not documented']);
    expect(contract.validateQuery('GET', '/api/sites?page=two').map(formatDrift)).toEqual(['GET /sites (query) page: must be integer']);
    const clashes = contract.validateQuery('GET', '/api/permits/clashes').map(formatDrift);
    expect(clashes).toEqual(expect.arrayContaining(['GET /permits/clashes (query) start_at: the required query parameter is missing']));
  });

  it('reports an operation the document lacks', () => {
    expect(contract.validateResponse('GET', '/api/no_such_thing', 200, {}).map(formatDrift)).toEqual(['GET /no_such_thing (body): the document has no such operation']);
  });
});

describe('the document itself', () => {
  const doc = loadContract();
  const params = (doc.components?.parameters ?? {}) as Record<string, { in: string; name: string }>;

  it('names each parameter of an operation once', () => {
    const duplicates = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).flatMap(([method, op]) => {
        const keys = (op?.parameters ?? []).map((p) => {
          const ref = (p as { $ref?: string }).$ref;
          const param = ref ? params[ref.split('/').pop() as string] : (p as { in: string; name: string });
          return `${param.in}:${param.name}`;
        });
        return keys.filter((k, i) => keys.indexOf(k) !== i).map((k) => `${method.toUpperCase()} ${path} ${k}`);
      }),
    );
    expect(duplicates).toEqual([]);
  });

  it('resolves every schema it fixes (each full operation compiles)', () => {
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const method of Object.keys(item)) expect(() => contract.validateResponse(method, `/api${path.replace(/\{\w+\}/g, '1')}`, 599, {})).not.toThrow();
    }
  });

  it('fixes the shape of every operation: each request body and 2xx answer has a schema of its own (docs/api.md "full")', () => {
    const open = operationsOf(doc).filter((op) => !isFull(op)).map((op) => `${op.method.toUpperCase()} ${op.path}`);
    expect(open).toEqual([]);
    expect(Object.keys(doc.components?.schemas ?? {})).not.toContain('AnyJson');
    expect(Object.keys(doc.components?.schemas ?? {})).not.toContain('AnyObject');
  });

  it('compiles the schema of every request body and 2xx answer (x-spec-only ones too, which no test calls)', () => {
    for (const { method, path, operation } of operationsOf(doc)) {
      const url = `/api${path.replace(/\{\w+\}/g, '1')}`;
      expect(() => contract.validateRequest(method, url, {}), `${method} ${path}`).not.toThrow();
      for (const status of Object.keys(operation.responses ?? {}).filter((s) => s.startsWith('2') && s !== '204')) {
        expect(() => contract.validateResponse(method, url, Number(status), {}), `${method} ${path} ${status}`).not.toThrow();
      }
    }
  });

  it('is the source of the checked-in types (npm run contract:types has been run)', async () => {
    const { readFileSync } = await import('node:fs');
    const { default: openapiTS } = await import('openapi-typescript');
    const { pathToFileURL } = await import('node:url');
    const generated = await openapiTS(pathToFileURL('api/openapi.yaml'), { silent: true });
    expect(generated === readFileSync('src/lib/api/generated/openapi.ts', 'utf8'), 'src/lib/api/generated/openapi.ts is out of date: run npm run contract:types').toBe(true);
  });
});
