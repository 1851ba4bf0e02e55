import { isVerificationHost, tenantFromHost } from '../tenant';

describe('tenantFromHost', () => {
  it.each([
    ['acme.localhost', 'acme'],
    ['ACME.localhost', 'acme'],
    ['acme.ehs.example.com', 'acme'],
    ['globex.example.com', 'globex'],
    ['acme.localhost.', 'acme'],
  ])('%s → %s', (host, tenant) => {
    expect(tenantFromHost(host)).toBe(tenant);
  });

  it.each(['localhost', '127.0.0.1', '192.168.1.20', 'example.com', 'www.example.com', '::1', ''])('%s has no tenant', (host) => {
    expect(tenantFromHost(host)).toBeNull();
  });
});

describe('isVerificationHost', () => {
  it('accepts app, lvh and 192 hosts only', () => {
    expect(isVerificationHost('app.example.com')).toBe(true);
    expect(isVerificationHost('lvh.me')).toBe(true);
    expect(isVerificationHost('192.168.0.4')).toBe(true);
    expect(isVerificationHost('acme.example.com')).toBe(false);
  });
});
