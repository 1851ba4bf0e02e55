/**
 * The tenant is the first label of the host name (SPEC §1). Hosts without a sub-domain
 * (localhost, an IP address, example.com) have none: the API key is then 'public'.
 */
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;
const NOT_TENANTS = new Set(['www']);

export function tenantFromHost(hostname: string): string | null {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  if (!host || IPV4.test(host) || host.includes(':')) return null;
  const labels = host.split('.');
  // foo.localhost is a sub-domain of the loopback host; elsewhere a sub-domain needs name.tld beneath it.
  const minLabels = labels[labels.length - 1] === 'localhost' ? 2 : 3;
  if (labels.length < minLabels) return null;
  const first = labels[0];
  return NOT_TENANTS.has(first) ? null : first;
}

export function currentTenant(): string | null {
  return typeof window === 'undefined' ? null : tenantFromHost(window.location.hostname);
}

/** /organization_verify is only served on the app, lvh or 192.* hosts (SPEC §2). */
export function isVerificationHost(hostname: string): boolean {
  const first = hostname.toLowerCase().split('.')[0];
  return first === 'app' || first === 'lvh' || first === '192';
}
