import { DEMO_PASSWORD, type SeedContext } from '@/mocks/db/seed';
import { passwordHashNow } from '@/mocks/db/passwords';
import type { DirectoryPerson } from './sign-in';

/** The enterprise tenant's identity provider (Entra ID style ids; RFC 4122 text form). */
export const VERTEX_SSO = {
  client_id: '1b4e28ba-2fa1-11d2-883f-0016d3cca427',
  tenant_id: '6f9619ff-8b86-d011-b42d-00c04fc964ff',
  unique_org_id: 'vertex-sso',
} as const;

/** A person of vertex's identity provider who is not a user: signing in through SSO makes them a guest (SPEC §6). */
export const VERTEX_DIRECTORY_GUEST = { email: 'dana.field@vertex.test', full_name: 'Dana Field' } as const;

/** SSO is on for the enterprise tenant only (SPEC §1 / §9); other organisations start without a configuration. */
export function seedSso({ tenant, now }: SeedContext): void {
  tenant.collections.sso_configs = [];
  tenant.collections.sso_directory = [];
  if (tenant.key !== 'vertex') return;
  tenant.collections.sso_configs = [{ id: tenant.nextId++, ...VERTEX_SSO, enabled: true, updated_at: now.toISOString() }];
  const person: DirectoryPerson = { id: tenant.nextId++, ...VERTEX_DIRECTORY_GUEST, password_hash: passwordHashNow(DEMO_PASSWORD, VERTEX_DIRECTORY_GUEST.email) };
  tenant.collections.sso_directory = [person];
}
