import { describe, expect, it } from 'vitest';
import { HttpResponse, http } from 'msw';
import { rawCallsAs } from '@/testing/backend';
import { takeContractDrifts } from '@/testing/contract/harness';
import { db } from '@/mocks/db/db';
import { server } from '@/mocks/node';
import type { DemoSite } from '@/mocks/db/types';

/** The harness of src/testing/setup.ts: every answer of the demo backend is held to api/openapi.yaml. */

describe('the contract harness', () => {
  it('finds an answer of the demo backend that leaves the contract, naming the operation and the field', async () => {
    const calls = await rawCallsAs('admin@acme.test');
    const site = db.list<DemoSite>(db.tenant('acme')!, 'sites')[0];
    Object.assign(site, { name: 42 });
    const response = await calls('GET', `/sites/${site.id}`);
    expect(response.status).toBe(200);
    await response.json();
    expect(await takeContractDrifts()).toEqual(['GET /sites/{id} (200) /name: must be string']);
  });

  it('finds nothing in answers that keep to it', async () => {
    const calls = await rawCallsAs('admin@acme.test');
    const response = await calls('GET', '/sites?page=1');
    expect(response.status).toBe(200);
    await response.json();
    expect(await takeContractDrifts()).toEqual([]);
  });

  it('leaves alone the answers of a handler the test put in place (a fixture, not the demo backend)', async () => {
    server.use(http.get('*/api/sites/:id', () => HttpResponse.json({ name: 42 })));
    const calls = await rawCallsAs('admin@acme.test');
    const response = await calls('GET', '/sites/1');
    expect(await response.json()).toEqual({ name: 42 });
    expect(await takeContractDrifts()).toEqual([]);
  });
});
