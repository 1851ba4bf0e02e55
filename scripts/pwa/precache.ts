/**
 * What the app's service worker stores at install (pure; unit-tested): the entry and everything it imports
 * statically, the screens that must open without network (the public forms and the sign-in page) with all they load
 * on demand, the locale chunks of the namespaces those screens use in every language, and, in demo builds, the demo
 * backend (the app does not start without it). Large chunks that those screens never need offline (the Excel writer,
 * the disposable-address list of the sign-up form) are left out; everything else is cached on first use.
 */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface PrecacheOptions {
  /** source paths of the screens that must open offline */
  screens: string[];
  /** locale namespaces those screens use (src/locales/<lng>/<ns>.json) */
  namespaces: string[];
  /** source paths loaded on demand that the app needs before any screen (demo backend) */
  startup?: string[];
  /** static files of public/ */
  files?: string[];
  /** source paths never precached (large and not needed by those screens) */
  exclude?: RegExp;
}

export function precacheUrls(manifest: Manifest, options: PrecacheOptions): string[] {
  const keys = new Set<string>();
  const add = (key: string, dynamic: boolean) => {
    const chunk = manifest[key];
    if (!chunk || keys.has(key) || options.exclude?.test(key)) return;
    keys.add(key);
    for (const k of chunk.imports ?? []) add(k, dynamic);
    if (dynamic) for (const k of chunk.dynamicImports ?? []) if (!isLocale(k)) add(k, true);
  };
  // the app's entry (index.html) and the prerendered pages' (the public shell)
  for (const entry of Object.keys(manifest).filter((k) => manifest[k].isEntry)) add(entry, false);
  for (const key of [...options.screens, ...(options.startup ?? [])]) add(key, true);
  const wanted = new RegExp(`^src/locales/[^/]+/(${options.namespaces.map(escape).join('|')})\\.json$`);
  for (const key of Object.keys(manifest)) if (wanted.test(key)) add(key, false);
  const urls = new Set<string>(['/', ...(options.files ?? [])]);
  for (const key of keys) {
    const chunk = manifest[key];
    if (chunk.file !== 'index.html') urls.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) urls.add(`/${css}`);
  }
  return [...urls];
}

const isLocale = (key: string) => key.startsWith('src/locales/');
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
