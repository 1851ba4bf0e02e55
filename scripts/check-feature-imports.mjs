#!/usr/bin/env node
/**
 * Features do not import each other except through a deliberate public file
 * (src/features/<name>/public.ts or public.tsx). Lists every violation and exits 1 when there is one.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const root = process.cwd();
const featuresDir = join(root, 'src', 'features');
const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function walk(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) out.push(...walk(full));
    else if (/\.(ts|tsx)$/.test(name)) out.push(full);
  }
  return out;
}

const violations = [];
for (const file of walk(featuresDir)) {
  const own = relative(featuresDir, file).split(sep)[0];
  const text = readFileSync(file, 'utf8');
  for (const m of text.matchAll(IMPORT)) {
    const spec = m[1] ?? m[2];
    const target = spec.match(/^@\/features\/([^/]+)\/(.+)$/);
    if (!target || target[1] === own) continue;
    if (!/^public(\.tsx?)?$/.test(target[2])) violations.push(`${relative(root, file)}: imports ${spec} (use @/features/${target[1]}/public)`);
  }
}

if (violations.length) {
  console.error(`Cross-feature imports must go through a public file:\n  ${violations.join('\n  ')}`);
  process.exit(1);
}
console.log('feature boundaries: ok');
