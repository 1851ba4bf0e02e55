import { describe, expect, it } from 'vitest';
import { handlers } from '@/mocks/handlers';
import { clientCalls } from '../../../scripts/contract/client-calls.mjs';
import { loadContract, type OpenApiDocument } from '@/testing/contract/document';
import { coverage, type AppCall } from '@/testing/contract/coverage';

/**
 * api/openapi.yaml names every call of the app and every route of the demo backend, and nothing else (issue 31).
 * Client calls are read from the source (scripts/contract/client-calls.mjs); demo routes from msw's handler list.
 */

const doc = loadContract();

function demoRoutes(): AppCall[] {
  return handlers.flatMap((h) => {
    const info = (h as unknown as { info?: { method?: unknown; path?: unknown } }).info;
    if (!info || typeof info.path !== 'string' || typeof info.method !== 'string') return []; // the cable's ws link
    const path = info.path.replace(/^\*\/api/, '');
    // the demo's own controls (its mailbox) are not part of a real backend
    if (path.startsWith('/demo/')) return [];
    return [{ method: info.method.toLowerCase(), path, where: 'demo handler' }];
  });
}

const appCalls = (): AppCall[] => clientCalls().map((c) => ({ method: c.method, path: c.path, where: `${c.file}:${c.line}` }));

describe('the API contract covers the app', () => {
  it('reads a sensible number of calls and routes (the readers still work)', () => {
    expect(appCalls().length).toBeGreaterThan(200);
    expect(demoRoutes().length).toBeGreaterThan(250);
  });

  it('documents every call the app makes', () => {
    expect(coverage(doc, appCalls(), []).undocumentedCalls).toEqual([]);
  });

  it('documents every route of the demo backend', () => {
    expect(coverage(doc, [], demoRoutes()).undocumentedRoutes).toEqual([]);
  });

  it('documents nothing that neither the app calls nor the demo answers (unless marked x-spec-only)', () => {
    expect(coverage(doc, appCalls(), demoRoutes()).unused).toEqual([]);
  });

  it('marks x-spec-only only what nothing uses yet (SPEC §7 paths the app does not call)', () => {
    expect(coverage(doc, appCalls(), demoRoutes()).staleSpecOnly).toEqual([]);
  });
});

describe('the coverage check catches drift', () => {
  const small: OpenApiDocument = {
    openapi: '3.1.0',
    paths: {
      '/sites': { get: {}, post: {} },
      '/sites/{id}': { patch: {} },
      '/reports/observations': { get: {} },
      '/spec/only': { get: { 'x-spec-only': true } },
      '/forgotten': { delete: {} },
    },
  };

  it('names a client call, a demo route and a documented operation that do not match', () => {
    const report = coverage(
      small,
      [
        { method: 'get', path: '/sites', where: 'a.ts:1' },
        { method: 'patch', path: '/sites/{}', where: 'a.ts:2' },
        { method: 'get', path: '/reports/{}', where: 'a.ts:3' },
        { method: 'delete', path: '/sites/{}', where: 'a.ts:4' },
        { method: 'get', path: '/spec/only', where: 'a.ts:5' },
      ],
      [
        { method: 'post', path: '/sites', where: 'demo handler' },
        { method: 'get', path: '/sites/form_data', where: 'demo handler' },
      ],
    );
    expect(report.undocumentedCalls).toEqual(['DELETE /sites/{} (a.ts:4)']);
    // a demo route's literal segment is not a documented parameter: /sites/form_data must be written down on its own
    expect(report.undocumentedRoutes).toEqual(['GET /sites/form_data (demo handler)']);
    expect(report.unused).toEqual(['DELETE /forgotten']);
    expect(report.staleSpecOnly).toEqual(['GET /spec/only']);
  });
});
