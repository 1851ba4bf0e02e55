import { tenantFromHost } from '@/config/tenant';
import { plainClient } from '@/lib/api/clients';
import { db } from '@/mocks/db/db';
import { onHost } from '../host';

onHost('http://vertex.localhost:5173/');

describe('onHost: a file on another address, in a shared worker', () => {
  it('moves the page, its origin and the tenant the app reads from it', () => {
    expect(window.location.href).toBe('http://vertex.localhost:5173/');
    expect(window.origin).toBe('http://vertex.localhost:5173');
    expect(tenantFromHost(window.location.hostname)).toBe('vertex');
  });

  it("sends the app's requests from that origin (same-origin: no preflight the demo backend would refuse)", async () => {
    // the public report form's data, answered for the tenant of this host (its API key)
    const answer = await plainClient.get<{ organization_name: string }>('/outer_obs_data');
    expect(answer.data.organization_name).toBe(db.tenant('vertex')!.organization!.name);
  });
});
