import { readFileSync } from 'node:fs';
import { securityHeaders } from '../../scripts/security-headers/plugin';

/** vite preview sends what docs/deployment.md asks of a host (issue 26). */
describe('preview security headers', () => {
  it('forbids framing, sniffing and full referrers; HSTS only over https', () => {
    expect(securityHeaders(false)).toEqual({
      'Content-Security-Policy': "frame-ancestors 'none'",
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': 'camera=(self), geolocation=(self), microphone=()',
    });
    expect(securityHeaders(true)['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
  });

  it('agrees with the nginx example in docs/deployment.md', () => {
    const doc = readFileSync('docs/deployment.md', 'utf8');
    for (const [name, value] of Object.entries(securityHeaders(true))) {
      expect(doc).toMatch(new RegExp(`add_header ${name} "?${value.replace(/[()*+?.[\]\\^$|]/g, '\\$&')}"? always;`));
    }
  });
});
