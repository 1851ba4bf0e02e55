/**
 * The API calls the app's own code names, read statically from the source (no build, no DOM): every RTK Query
 * endpoint's `url:` (with the `method:` of the same object, GET when none) and every direct axios call
 * (`plainClient.post('/…')`, `securedClient.get(…)`). A path is a template: `${…}` becomes a parameter segment `{}`,
 * `${cond ? 'a' : 'b'}` becomes both spellings, a constant (`url: CREATE`, `url: PATHS[kind]`) is looked up in the same
 * file. Used by the contract test (tests/unit/contract) and the contract scripts.
 *
 * Result rows: { method: 'get' | … | '*', path: '/sites/{}', file, line, params, public } ('*' = the method is decided at run
 * time; params = the call sends query params; public = through the plain client, without a session).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const SKIP_DIR = new Set(['node_modules', '__tests__', 'demo', 'mocks', 'testing', 'generated']);

function walk(dir) {
  if (!existsSync(dir)) return [];
  const out = [];
  for (const name of readdirSync(dir)) {
    if (SKIP_DIR.has(name) || name.startsWith('.')) continue;
    const full = join(dir, name);
    if (statSync(full).isDirectory()) out.push(...walk(full));
    else if (/\.(ts|tsx)$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

/** reads a string or template literal starting at `i`; returns { end, values: string[] } or null */
export function readLiteral(src, i) {
  const q = src[i];
  if (q === "'" || q === '"') {
    const end = src.indexOf(q, i + 1);
    return end < 0 ? null : { end: end + 1, values: [src.slice(i + 1, end)] };
  }
  if (q !== '`') return null;
  let parts = [''];
  let j = i + 1;
  while (j < src.length && src[j] !== '`') {
    if (src[j] === '$' && src[j + 1] === '{') {
      let depth = 1;
      let k = j + 2;
      while (k < src.length && depth > 0) {
        if (src[k] === '{') depth++;
        else if (src[k] === '}') depth--;
        k++;
      }
      const expr = src.slice(j + 2, k - 1).trim();
      const alternatives = /^[^?]+\?\s*(['"])([^'"]*)\1\s*:\s*(['"])([^'"]*)\3$/.exec(expr);
      const subs = alternatives ? [alternatives[2], alternatives[4]] : ['{}'];
      parts = parts.flatMap((p) => subs.map((s) => p + s));
      j = k;
    } else {
      parts = parts.map((p) => p + src[j]);
      j++;
    }
  }
  return { end: j + 1, values: parts };
}

/** `const NAME = '…'` or `const NAME… = { a: '…', … }` of the file: every path-like string it holds */
function constantValues(src, name) {
  const m = new RegExp(`const ${name}\\b[^=]*=\\s*`).exec(src);
  if (!m) return [];
  const at = m.index + m[0].length;
  const lit = readLiteral(src, at);
  if (lit) return lit.values;
  if (src[at] === '{') {
    const end = src.indexOf('}', at);
    return [...src.slice(at, end).matchAll(/['"`](\/[^'"`]*)['"`]/g)].map((x) => x[1]);
  }
  return [];
}

/** the values of the expression at `i`: a literal, `a ? lit : lit`, a constant or `CONST[key]` */
function expressionValues(src, i) {
  const lit = readLiteral(src, i);
  if (lit) return lit.values;
  const rest = src.slice(i, i + 400);
  const ternary = /^[\w.!=\s]+\?\s*/.exec(rest);
  if (ternary) {
    const a = readLiteral(src, i + ternary[0].length);
    if (a) {
      const colon = /^\s*:\s*/.exec(src.slice(a.end));
      const b = colon ? readLiteral(src, a.end + colon[0].length) : null;
      if (b) return [...a.values, ...b.values];
    }
  }
  const ident = /^([A-Z_][A-Z0-9_]*|[A-Za-z_]\w*)\b/.exec(rest);
  return ident ? constantValues(src, ident[1]) : [];
}

/** the enclosing object literal of position i (from the unmatched `{` before it to its `}`) */
function enclosingObject(src, i) {
  let depth = 0;
  let start = i;
  for (; start > 0; start--) {
    if (src[start] === '}') depth++;
    else if (src[start] === '{') {
      if (depth === 0) break;
      depth--;
    }
  }
  depth = 0;
  let end = i;
  for (; end < src.length; end++) {
    if (src[end] === '{') depth++;
    else if (src[end] === '}') {
      if (depth === 0) break;
      depth--;
    }
  }
  return src.slice(start, end + 1);
}

const normalise = (path) => path.split('?')[0].replace(/\/+$/, '') || '/';
const isApiPath = (p) => /^\/[A-Za-z0-9_{}]/.test(p) && !p.startsWith('//');

export function clientCalls(root = process.cwd()) {
  const rows = [];
  for (const file of walk(join(root, 'src'))) {
    const src = readFileSync(file, 'utf8');
    const rel = relative(root, file).split(sep).join('/');
    const lineOf = (i) => src.slice(0, i).split('\n').length;
    for (const m of src.matchAll(/\burl:\s*/g)) {
      const at = m.index + m[0].length;
      const values = expressionValues(src, at).filter(isApiPath);
      if (!values.length) continue;
      const object = enclosingObject(src, m.index);
      const method = /\bmethod:\s*['"](\w+)['"]/.exec(object)?.[1] ?? (/\bmethod\b/.test(object) || /\bsecured:/.test(object) ? '*' : 'get');
      const params = /\bparams\b/.test(object);
      for (const v of values) rows.push({ method: method.toLowerCase(), path: normalise(v), file: rel, line: lineOf(m.index), params, public: /\bsecured:\s*false/.test(object) });
    }
    for (const m of src.matchAll(/\b(?:plainClient|securedClient|client)\.(get|post|put|patch|delete)(?:<[^(]*>)?\(\s*/g)) {
      const values = expressionValues(src, m.index + m[0].length).filter(isApiPath);
      for (const v of values) rows.push({ method: m[1], path: normalise(v), file: rel, line: lineOf(m.index), params: false, public: m[0].startsWith('plainClient') });
    }
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const r of clientCalls()) console.log(`${r.method.toUpperCase()} ${r.path}  ${r.file}:${r.line}`);
}
