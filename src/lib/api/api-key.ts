import { env } from '@/config/env';
import { currentTenant } from '@/config/tenant';

/**
 * The API key header: the tenant sub-domain encrypted with the configured RSA public key (SPEC §7),
 * or 'public' for the platform (master super admin, or no sub-domain). jsencrypt is loaded on the
 * first call, so it stays out of the first paint; the result is cached per sub-domain.
 */
const cache = new Map<string, Promise<string>>();

export async function encryptSubdomain(subdomain: string, publicKey = env.rsaPublicKey): Promise<string> {
  const { JSEncrypt } = await import('jsencrypt');
  const enc = new JSEncrypt();
  enc.setPublicKey(publicKey);
  const out = enc.encrypt(subdomain);
  if (!out) throw new Error('API key encryption failed: check VITE_RSA_PUBLIC_KEY');
  return out;
}

export function apiKeyFor(subdomain: string | null, isPlatformUser = false): Promise<string> {
  if (!subdomain || isPlatformUser) return Promise.resolve('public');
  let key = cache.get(subdomain);
  if (!key) {
    key = encryptSubdomain(subdomain);
    cache.set(subdomain, key);
    key.catch(() => cache.delete(subdomain));
  }
  return key;
}

export function currentApiKey(isPlatformUser = false): Promise<string> {
  return apiKeyFor(currentTenant(), isPlatformUser);
}
