#!/usr/bin/env node
/**
 * The import rules of docs/architecture.md, checked on every `npm run lint`:
 *   1. layers run one way: config ← lib ← components ← features ← app (a file imports its own layer or
 *      layers to its left); `mocks` (the demo backend, the network edge) imports only lib, config, its own
 *      files and features' `model.ts`, `model/` and `schemas/` (pure code); only app (the demo start-up) and tests import mocks;
 *   2. a feature imports another feature only through its `public.ts`; app imports a feature's
 *      `public.ts`, `routes.ts` and `shell-routes.ts` (its pages in the public shell);
 *   3. no import cycles among static imports (`import type` and lazy `import()` do not run code at load,
 *      so they are left out of the cycle check; they still count for rules 1 and 2);
 *   4. a feature's demo backend (`features/<m>/demo/`) belongs to the mocks layer: it imports what mocks may, and only
 *      mocks (by glob) and tests reach it;
 *   5. a feature's manifest (`features/<m>/module.ts`) is a declaration: it imports only `lib/modules/` and
 *      `lib/ability/subjects`; `import.meta.glob` may collect manifests from lib and mocks, and demo folders
 *      (`features/*\/demo/`) from mocks only.
 * Test files (__tests__/, *.test.*) and src/testing may import anything.
 *
 * Usage: node scripts/check-imports.mjs [root]   (root defaults to the current directory; its src/ is read)
 * Prints every violation and exits 1 when there is one.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const root = resolve(process.argv[2] ?? process.cwd());
const src = join(root, 'src');
const LAYERS = ['config', 'lib', 'components', 'features', 'app'];
const GLOB = /import\.meta\.glob(?:<[^>]*>)?\(\s*['"]([^'"]+)['"]/g;
const IMPORT = /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function walk(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) out.push(...walk(full));
    else if (/\.(ts|tsx|mts|js|jsx)$/.test(name) && !name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

const isTest = (r) => r.startsWith('testing/') || /(^|\/)__tests__\//.test(r) || /\.test\.[tj]sx?$/.test(r);
const isDemo = (r) => /^features\/[^/]+\/demo\//.test(r);
const isManifest = (r) => /^features\/[^/]+\/module\.ts$/.test(r);
const layerOf = (r) => (isDemo(r) ? 'mocks' : r.split('/')[0]);
const featureOf = (r) => (r.startsWith('features/') ? r.split('/')[1] : null);

function resolveSpec(srcDir, fromFile, spec) {
  let base;
  if (spec.startsWith('@/')) base = join(srcDir, spec.slice(2));
  else if (spec.startsWith('.')) base = resolve(dirname(fromFile), spec);
  else return null; // a package
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}.js`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null; // css, json, assets
}

/** Why `from` may not import `to` (both relative to src), or null when it may. */
export function ruleBroken(from, to) {
  if (isTest(from)) return null;
  if (isManifest(from) && !/^lib\/(modules\/|ability\/subjects\.ts$)/.test(to)) return 'a manifest (module.ts) imports only lib/modules and lib/ability/subjects';
  const fromLayer = layerOf(from);
  const toLayer = layerOf(to);
  if (toLayer === 'mocks' && fromLayer !== 'mocks' && fromLayer !== 'app') return 'only app and tests import the demo backend (mocks)';
  if (fromLayer === 'mocks') {
    if (['mocks', 'lib', 'config', 'locales'].includes(toLayer)) return null;
    if (/^features\/[^/]+\/(model\.tsx?|model\/.+|schemas\/.+)$/.test(to)) return null;
    return 'mocks import only lib, config and features\' model.ts / schemas/';
  }
  const fromRank = LAYERS.indexOf(fromLayer);
  const toRank = LAYERS.indexOf(toLayer);
  if (fromRank >= 0 && toRank >= 0 && toRank > fromRank) return `layer ${fromLayer} imports ${toLayer} (layers run config ← lib ← components ← features ← app)`;
  const fromFeature = featureOf(from);
  if (isManifest(to)) return null;
  const toFeature = featureOf(to);
  if (toFeature && toFeature !== fromFeature) {
    const file = to.split('/').slice(2).join('/');
    const isPublic = /^public\.tsx?$/.test(file);
    if (fromLayer === 'app' && (isPublic || /^(shell-)?routes\.tsx?$/.test(file))) return null;
    if (fromLayer === 'mocks') return null;
    if (!isPublic) return `feature ${fromFeature ?? fromLayer} imports ${toFeature}/${file} (only features/${toFeature}/public.ts)`;
  }
  return null;
}

/** Why `from` may not collect the files `pattern` (relative to src) by `import.meta.glob`, or null when it may. */
export function globBroken(from, pattern) {
  if (pattern.startsWith('features/*/demo/')) return layerOf(from) === 'mocks' ? null : 'only the demo backend (mocks) collects features\' demo folders';
  if (/^features\/\*\/module\.ts$/.test(pattern)) return ['lib', 'mocks'].includes(layerOf(from)) ? null : 'manifests are collected by lib/modules/registry.ts';
  if (/^features\/\*\/routes\.tsx?$/.test(pattern)) return layerOf(from) === 'app' ? null : 'only the app collects the features\' routes';
  const toLayer = layerOf(pattern);
  const fromRank = LAYERS.indexOf(layerOf(from));
  const toRank = LAYERS.indexOf(toLayer);
  if (fromRank >= 0 && toRank >= 0 && toRank > fromRank) return `layer ${layerOf(from)} collects ${toLayer}`;
  return null;
}

/** Strongly connected components of more than one file (or a file importing itself). */
function cycles(graph) {
  let index = 0;
  const stack = [];
  const on = new Set();
  const idx = new Map();
  const low = new Map();
  const found = [];
  const strong = (v) => {
    idx.set(v, index);
    low.set(v, index);
    index += 1;
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        strong(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        on.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(component);
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) strong(v);
  return found;
}

/** One path around a component, for the message: a → b → … → a. */
function pathAround(component, graph) {
  const inside = new Set(component);
  const start = component[component.length - 1];
  const path = [start];
  const seen = new Set([start]);
  let at = start;
  for (;;) {
    const next = (graph.get(at) ?? []).find((w) => inside.has(w) && (w === start || !seen.has(w)));
    if (!next) break;
    path.push(next);
    if (next === start) break;
    seen.add(next);
    at = next;
  }
  return path;
}

export function checkImports(rootDir = root) {
  const srcDir = join(rootDir, 'src');
  const problems = [];
  const graph = new Map();
  for (const file of walk(srcDir)) {
    const from = relative(srcDir, file).split(sep).join('/');
    const text = readFileSync(file, 'utf8');
    const edges = [];
    for (const m of text.matchAll(IMPORT)) {
      const spec = m[3] ?? m[4];
      const target = spec && resolveSpec(srcDir, file, spec);
      if (!target || !target.startsWith(srcDir)) continue;
      const to = relative(srcDir, target).split(sep).join('/');
      const broken = ruleBroken(from, to);
      if (broken) problems.push(`${from} → ${to}: ${broken}`);
      const typeOnly = Boolean(m[2]) || (m[1] === 'import' && /^\s*import\s+type\s/.test(m[0]));
      const lazy = Boolean(m[4]);
      if (!typeOnly && !lazy && !isTest(from) && !isTest(to)) edges.push(to);
    }
    for (const m of text.matchAll(GLOB)) {
      if (isTest(from)) continue;
      const pattern = m[1].startsWith('/src/') ? m[1].slice(5) : relative(srcDir, resolve(dirname(file), m[1])).split(sep).join('/');
      const broken = globBroken(from, pattern);
      if (broken) problems.push(`${from} → glob ${pattern}: ${broken}`);
    }
    graph.set(from, edges);
  }
  for (const component of cycles(graph)) problems.push(`import cycle: ${pathAround(component, graph).join(' → ')}`);
  return problems;
}

const isMain = process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const problems = checkImports(root);
  if (problems.length) {
    console.error(`check-imports: ${problems.length} problem(s) in ${src}:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.warn('check-imports: layers, feature boundaries and import cycles ok');
}
