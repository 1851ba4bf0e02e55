import { currentTenant } from '@/config/tenant';

/**
 * The origin of an organisation's host, seen from the current one: acme.localhost:5173 → nova.localhost:5173.
 * A module of its own (no API client): the prerendered sign-up page shows it in its sub-domain hint (issue 30).
 */
export function tenantOrigin(subDomain: string, location: Pick<Location, 'protocol' | 'hostname' | 'port'> = window.location): string {
  const base = currentTenant() ? location.hostname.split('.').slice(1).join('.') : location.hostname;
  return `${location.protocol}//${subDomain}.${base}${location.port ? `:${location.port}` : ''}`;
}
