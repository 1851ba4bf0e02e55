import { HttpHandler, getResponse, matchRequestUrl } from 'msw';
import { handlers } from '../handlers';
import { pathFilter } from '../http';

/** the demo's HTTP handlers and the path each was declared with (under `*\/api`) */
const demo = handlers.filter((h): h is HttpHandler => h instanceof HttpHandler).map((handler) => ({ handler, path: String(handler.info.path).replace(/^\*\/api/, '') }));

/** addresses to try: each handler's own (params filled in), with a trailing slash, a query and another case */
const addresses = demo.flatMap(({ path }) => {
  const own = path.replace(/:\w+/g, '12');
  return [own, `${own}/`, `${own}?page=2`, own.toUpperCase()].map((p) => new URL(`http://acme.localhost:5173/api${p}`));
});

describe("a demo handler's quick filter (src/mocks/http.ts)", () => {
  it('never turns away an address msw would match: every handler against every address', () => {
    expect(demo.length).toBeGreaterThan(250);
    const misses: string[] = [];
    for (const { handler, path } of demo) {
      const filter = pathFilter(path);
      if (!filter) continue;
      for (const url of addresses) {
        if (matchRequestUrl(url, handler.info.path as string).matches && !filter.test(url.pathname)) misses.push(`${path} ← ${url.pathname}`);
      }
    }
    expect(misses).toEqual([]);
  });

  it('lets through only what can match: a literal segment, a param, the end of the path', () => {
    const byId = pathFilter('/observations/:id')!;
    expect(byId.test('/api/observations/12')).toBe(true);
    expect(byId.test('/api/observations/12/')).toBe(true);
    expect(byId.test('/api/observations')).toBe(false);
    expect(byId.test('/api/observations/12/steps')).toBe(false);
    expect(byId.test('/api/incidents/12')).toBe(false);
    expect(pathFilter('/v1/refresh_token')!.test('/api/v1/refresh_token')).toBe(true);
    expect(pathFilter('/a.b')!.test('/api/axb')).toBe(false);
    // other path syntax: always tried, msw decides
    expect(pathFilter('/files/*')).toBeNull();
  });

  it('spares msw the cookie and URL parsing of the handlers that cannot match', async () => {
    const parse = vi.spyOn(HttpHandler.prototype, 'parse');
    try {
      expect(await getResponse(demo.map((d) => d.handler), new Request('http://acme.localhost:5173/api/no_such_endpoint'))).toBeUndefined();
      expect(parse).not.toHaveBeenCalled();
    } finally {
      parse.mockRestore();
    }
  });
});
