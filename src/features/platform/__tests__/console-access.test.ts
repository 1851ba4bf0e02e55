import { db } from '@/mocks/db/db';
import { callAs } from '@/testing/backend';


describe('the console’s endpoints answer 403 to anyone but the master super admin (SPEC §6)', () => {
  it.each([
    ['GET', '/v1/payment_settings'],
    ['PATCH', '/v1/payment_settings'],
    ['POST', '/v1/module_prices'],
    ['PATCH', '/v1/module_prices/1'],
    ['GET', '/organizations/101/api_settings'],
    ['POST', '/organizations/101/api_settings/rotate'],
    ['GET', '/get_module_templates?organization_id=101&module=Audit'],
    ['POST', '/msa_module_templates_cloning'],
    ['GET', '/code_releases'],
    ['POST', '/code_releases'],
    ['DELETE', '/organizations/101'],
  ])('%s %s as the organisation’s own admin', async (method, path) => {
    const res = await callAs('acme', 'admin@acme.test', method, path, method === 'GET' ? undefined : {});
    expect(res.status).toBe(403);
  });

  it('the master’s module price change is refused when out of range (422) and kept when valid', async () => {
    const home = db.tenant('public')!;
    const incident = (db.list(home, 'module_prices') as unknown as { id: number; module_name: string; price_cents: number }[]).find((p) => p.module_name === 'Incident')!;
    const refused = await callAs('public', 'master@platform.test', 'PATCH', `/v1/module_prices/${incident.id}`, { module_price: { price: 1000.5 } });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { errors: string[] }).errors).toEqual(['Price must be from 0 to 1000 with at most two decimals']);
    expect((await callAs('public', 'master@platform.test', 'PATCH', `/v1/module_prices/${incident.id}`, { module_price: { price: 3.75 } })).status).toBe(200);
    const stored = (db.list(home, 'module_prices') as unknown as { id: number; price_cents: number }[]).find((p) => p.id === incident.id)!;
    expect(stored.price_cents).toBe(375);
  });
});
