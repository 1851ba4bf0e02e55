/** Reading source trees for the lint scripts (check-test-rules.mjs, check-feature-rules.mjs). */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** every JS/TS source file below `dir` (no declarations, node_modules or dot folders); [] when there is no `dir` */
export function walk(dir) {
  if (!existsSync(dir)) return [];
  const out = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const full = join(dir, name);
    if (statSync(full).isDirectory()) out.push(...walk(full));
    else if (/\.(ts|tsx|mts|js|jsx|mjs)$/.test(name) && !name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

/** comments blanked (same length, so offsets keep their line numbers); strings are kept */
export function withoutComments(text) {
  return text.replace(/\/\*[\s\S]*?\*\/|(^|[^:'"`\\])\/\/[^\n]*/g, (m, lead = '') => lead + m.slice(lead.length).replace(/[^\n]/g, ' '));
}
