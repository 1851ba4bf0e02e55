import { precacheUrls, type Manifest } from '../../scripts/pwa/precache.ts';

/** a build manifest in miniature: an entry, a public screen with an on-demand API chunk, an unrelated screen, locales */
const manifest: Manifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_react.js'], dynamicImports: ['src/pub.tsx', 'src/other.tsx', 'src/locales/en/common.json', 'src/locales/fr/common.json', 'src/locales/en/audits.json', 'src/mocks/browser.ts'], css: ['assets/index-a.css'] },
  '_react.js': { file: 'assets/react-b.js' },
  'src/pub.tsx': { file: 'assets/pub-c.js', imports: ['_react.js'], dynamicImports: ['src/pub-api.ts', 'node_modules/exceljs/dist/exceljs.min.js'], css: ['assets/pub-c.css'] },
  'src/pub-api.ts': { file: 'assets/pub-api-d.js', dynamicImports: ['src/locales/en/audits.json'] },
  'node_modules/exceljs/dist/exceljs.min.js': { file: 'assets/exceljs-e.js' },
  'src/other.tsx': { file: 'assets/other-f.js' },
  'src/locales/en/common.json': { file: 'assets/common-g.js' },
  'src/locales/fr/common.json': { file: 'assets/common-h.js' },
  'src/locales/en/audits.json': { file: 'assets/audits-i.js' },
  'src/mocks/browser.ts': { file: 'assets/browser-j.js', imports: ['_msw.js'] },
  '_msw.js': { file: 'assets/msw-k.js' },
};

describe('the service worker precache list', () => {
  it('holds the shell, the offline screens with what they load on demand, and their namespaces in every language', () => {
    const urls = precacheUrls(manifest, { screens: ['src/pub.tsx'], namespaces: ['common'], files: ['/manifest.webmanifest'], exclude: /node_modules\/exceljs\// });
    expect(urls).toEqual(expect.arrayContaining(['/', '/manifest.webmanifest', '/assets/index-a.js', '/assets/index-a.css', '/assets/react-b.js', '/assets/pub-c.js', '/assets/pub-c.css', '/assets/pub-api-d.js', '/assets/common-g.js', '/assets/common-h.js']));
    // not another screen, not an excluded library, not another namespace, not the demo backend of a production build
    for (const file of ['other-f', 'exceljs-e', 'audits-i', 'browser-j', 'msw-k']) expect(urls.join(' ')).not.toContain(file);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('adds the demo backend of a demo build (the app does not start without it)', () => {
    const urls = precacheUrls(manifest, { screens: ['src/pub.tsx'], namespaces: ['common'], startup: ['src/mocks/browser.ts'] });
    expect(urls).toEqual(expect.arrayContaining(['/assets/browser-j.js', '/assets/msw-k.js']));
  });
});
