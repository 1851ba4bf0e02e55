import type { Plugin } from 'vite';

/**
 * The headers docs/deployment.md asks of a host ("What the host must send"), sent by `vite preview` too, so the
 * demo build served with it is framed by no other site (clickjacking), is not MIME-sniffed and leaks no full URLs
 * in Referer (issue 26). HSTS only over https: on plain http a browser ignores it, and it must never pin localhost.
 * Keep in step with the nginx example in docs/deployment.md.
 */
export function securityHeaders(https: boolean): Record<string, string> {
  return {
    'Content-Security-Policy': "frame-ancestors 'none'",
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(self), geolocation=(self), microphone=()',
    ...(https ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
  };
}

export function previewSecurityHeaders(): Plugin {
  return {
    name: 'preview-security-headers',
    configurePreviewServer(server) {
      const headers = securityHeaders(Boolean(server.config.preview.https));
      server.middlewares.use((_req, res, next) => {
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        next();
      });
    },
  };
}
