import { apiKeyFor, encryptSubdomain } from '../api-key';
import { tenantKeyFromApiKey } from '@/mocks/http';

describe('API key', () => {
  it('encrypts the sub-domain so that the demo backend decrypts it back', async () => {
    const key = await encryptSubdomain('acme');
    expect(key).not.toContain('acme');
    expect(tenantKeyFromApiKey(key)).toBe('acme');
  });

  it('is randomised (PKCS#1 v1.5) but always decrypts to the same tenant', async () => {
    const [a, b] = await Promise.all([encryptSubdomain('globex'), encryptSubdomain('globex')]);
    expect(a).not.toBe(b);
    expect(tenantKeyFromApiKey(a)).toBe('globex');
    expect(tenantKeyFromApiKey(b)).toBe('globex');
  });

  it("is 'public' without a sub-domain or for the master super admin", async () => {
    expect(await apiKeyFor(null)).toBe('public');
    expect(await apiKeyFor('acme', true)).toBe('public');
    expect(tenantKeyFromApiKey('public')).toBe('public');
  });

  it('caches the encryption per sub-domain', async () => {
    expect(await apiKeyFor('initech')).toBe(await apiKeyFor('initech'));
  });

  it('rejects garbage keys', () => {
    expect(tenantKeyFromApiKey('not-a-key')).toBeNull();
    expect(tenantKeyFromApiKey(null)).toBeNull();
  });
});
