import { describe, expect, it } from 'vitest';
import { signIn } from '@/testing/backend';
import { currentApiKey } from '@/lib/api/api-key';
import { env } from '@/config/env';
import { loadContract, type OpenApiDocument } from '@/testing/contract/document';
import { formatTable, runCheck } from '@/testing/contract/check';

/**
 * The self-test of `npm run contract:check` (scripts/contract/check.ts): the same check, run against the demo backend
 * served in Node (msw's setupServer of src/testing/setup.ts intercepts fetch), signed in as the acme admin.
 */

async function adminOptions() {
  const store = await signIn('admin@acme.test');
  const methods: string[] = [];
  const recording: typeof fetch = (input, init) => {
    methods.push(init?.method ?? 'GET');
    return fetch(input, init);
  };
  return { methods, options: { baseUrl: env.apiBaseUrl, token: store.getState().session.accessToken ?? undefined, apiKey: await currentApiKey(false), fetch: recording } };
}

describe('npm run contract:check against the demo backend', () => {
  it('finds every documented GET the demo answers in the contract, and only reads', async () => {
    const { methods, options } = await adminOptions();
    const rows = await runCheck(loadContract(), options);
    const table = formatTable(rows);
    expect(rows.filter((r) => r.outcome === 'mismatch'), table).toEqual([]);
    expect(rows.filter((r) => r.outcome === 'ok').length).toBeGreaterThan(100);
    expect(rows.find((r) => r.path === '/sites')).toEqual({ path: '/sites', outcome: 'ok', detail: '200, schema checked' });
    // /sites/{id} took the first id of GET /sites
    expect(rows.find((r) => r.path === '/sites/{id}')?.outcome).toBe('ok');
    expect(new Set(methods)).toEqual(new Set(['GET']));
  });

  it('reports a drift with the path and the field, and the command would exit non-zero', async () => {
    const { options } = await adminOptions();
    const doc = loadContract();
    const drifted: OpenApiDocument = structuredClone(doc);
    const site = drifted.components!.schemas!.SiteFormData as { required: string[]; properties: Record<string, unknown> };
    site.required = [...site.required, 'heads_of_safety'];
    site.properties.heads_of_safety = { type: 'array' };
    const rows = await runCheck(drifted, options);
    expect(rows.find((r) => r.path === '/sites/form_data')).toEqual({ path: '/sites/form_data', outcome: 'mismatch', detail: "(body): must have required property 'heads_of_safety'" });
    expect(formatTable(rows)).toMatch(/^\/sites\/form_data\s+mismatch\s+\(body\): must have required property 'heads_of_safety'$/m);
  });
});
