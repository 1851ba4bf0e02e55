#!/usr/bin/env node
/**
 * The test house rules of docs/testing.md, checked on every `npm run lint` (next to check-imports.mjs; oxlint's
 * vitest rules in .oxlintrc.json cover focused/skipped tests, assertions and expect's use):
 *   1. act-environment: nothing turns React's act() environment off (`IS_REACT_ACT_ENVIRONMENT = false` hides the
 *      warnings about updates no test waited for instead of fixing them);
 *   1b. act-navigate: a test's `router.navigate(...)` runs inside `act()` (React updates the router's screens);
 *   2. no-fixed-sleep: test code waits for a condition, never for a time: no Playwright `waitForTimeout`, no
 *      `new Promise(r => setTimeout(r, n))` (or `setTimeout(() => r(), n)`, or a `function (r)`), no `setTimeout` from
 *      node:timers/promises, no `promisify(setTimeout)`;
 *   3. no `@vitest-environment` / `@vitest-environment-options` pragma in a test file (its own worker: src/testing/host.ts);
 *   4. the Testing Library rules oxlint does not have (names as in eslint-plugin-testing-library):
 *      - testing-library/no-debugging-utils: no `screen.debug`, `prettyDOM` or `logRoles` left in a test;
 *      - testing-library/no-wait-for-empty-callback: `waitFor(() => {})` waits for nothing;
 *      - testing-library/prefer-find-by: a `findBy` inside `waitFor` (a findBy already waits);
 *      - testing-library/no-await-sync-events: `await fireEvent.x(...)` (fireEvent is synchronous; userEvent is not);
 *      - testing-library/no-unnecessary-act: `act()` around Testing Library's render, fireEvent or userEvent
 *        (they already run inside act).
 * Test code: src/testing, __tests__/ folders, *.test.* and *.spec.* files, and tests/. A file whose wrong code is
 * fixtures in strings (this checker's own test) says `check-test-rules-disable-file` in a comment; one line that is not
 * what a rule is about (Testing Library's DOM printer in the suite's own query errors) says
 * `check-test-rules-allow <rule>: <why>` in a comment on that line, for that rule only.
 *
 * Usage: node scripts/check-test-rules.mjs [root]   (root defaults to the current directory; its src/ and tests/ are read)
 * Prints every violation and exits 1 when there is one.
 */
import { readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { walk, withoutComments } from './lib/source-files.mjs';

const root = resolve(process.argv[2] ?? process.cwd());


export const isTestFile = (r) => r.startsWith('tests/') || r.startsWith('src/testing/') || /(^|\/)__tests__\//.test(r) || /\.(test|spec)\.[cm]?[tj]sx?$/.test(r);


const RULES = [
  { name: 'act-environment', everywhere: true, re: /IS_REACT_ACT_ENVIRONMENT\s*\??\s*=\s*false/g, why: 'turns act() warnings off: fix the updates they point at' },
  { name: 'act-navigate', re: /^(?![^\n]*\bact\s*\()[^\n]*\b(router|\w+\.router)\.navigate\s*\(/gm, why: 'navigate inside act: await act(() => router.navigate(...))' },
  { name: 'no-fixed-sleep', re: /\bwaitForTimeout\s*\(/g, why: 'a fixed sleep: wait for the condition (expect(...).toBeVisible(), waitForResponse, waitForFunction)' },
  {
    name: 'no-fixed-sleep',
    // new Promise((r) => setTimeout(r, n)), …setTimeout(() => r(), n), new Promise(function (r) { setTimeout(r, n) })
    re: /new\s+Promise\s*(?:<[^>]*>)?\s*\(\s*(?:(?:async\s+)?function\s*)?(?:\(\s*)?(\w+)(?:\s*\))?\s*(?:=>)?\s*\{?\s*(?:globalThis\.|window\.)?setTimeout\s*\(\s*(?:\1\s*[,)]|\(\s*\)\s*=>\s*\{?\s*\1\s*\()/g,
    why: 'a fixed sleep: wait for the condition (findBy, waitFor, vi.waitFor, a promise of the event)',
  },
  { name: 'no-fixed-sleep', re: /\bsetTimeout\b[^;\n]*\bfrom\s+['"](node:)?timers\/promises['"]/g, why: 'a fixed sleep (timers/promises): wait for the condition' },
  { name: 'no-fixed-sleep', re: /\bpromisify\s*\(\s*(?:globalThis\.|window\.)?setTimeout\s*\)/g, why: 'a fixed sleep (promisified setTimeout): wait for the condition' },
  {
    name: 'shared-worker',
    raw: true,
    re: /^\s*(\/\/|\*|\/\*\*?)\s*@vitest-environment(-options)?\b/gm,
    why: "a file's own environment or its options gives it a worker of its own (≈ 3 s to start, and the next file another): onHost(url) from src/testing/host.ts for another address",
  },
  { name: 'testing-library/no-debugging-utils', re: /\b(screen\.debug|prettyDOM|logRoles)\s*\(/g, why: 'a debugging helper left in a test' },
  { name: 'testing-library/no-wait-for-empty-callback', re: /\bwaitFor\s*\(\s*(async\s*)?\(\s*\)\s*=>\s*(\{\s*\}|undefined)\s*[,)]/g, why: 'waitFor with an empty callback waits for nothing' },
  { name: 'testing-library/prefer-find-by', re: /\bwaitFor\s*\(\s*(async\s*)?\(\s*\)\s*=>\s*\{?\s*(return\s+)?(await\s+)?[\w.()]*\.?findA?l?l?By\w*\s*\(/g, why: 'findBy already waits: drop the waitFor' },
  { name: 'testing-library/no-await-sync-events', re: /\bawait\s+fireEvent(\.\w+)?\s*\(/g, why: 'fireEvent is synchronous: no await (or use userEvent, which is async)' },
  {
    name: 'testing-library/no-unnecessary-act',
    re: /\bact\s*\(\s*(async\s*)?\(\s*\)\s*=>\s*\{?\s*(await\s+)?(render|fireEvent|user|userEvent)\b[\w.]*\s*\(/g,
    why: "Testing Library's render and events already run inside act()",
  },
];

/** The violations in one file (path relative to the root, with forward slashes). */
export function violationsOf(path, text) {
  if (/\/\/\s*check-test-rules-disable-file\b/.test(text)) return [];
  const test = isTestFile(path);
  const code = withoutComments(text);
  const lines = text.split('\n');
  const allowed = (rule, line) => new RegExp(`check-test-rules-allow ${rule.name.replace(/[/-]/g, '\\$&')}: \\S`).test(lines[line - 1] ?? '');
  const out = [];
  for (const rule of RULES) {
    if (!test && !rule.everywhere) continue;
    const source = rule.raw ? text : code; // (a raw rule reads comments too: the docblock pragmas are comments)
    for (const m of source.matchAll(rule.re)) {
      const at = m.index + (m[0].startsWith('\n') ? 1 : 0);
      const line = source.slice(0, at).split('\n').length;
      if (allowed(rule, line)) continue;
      out.push(`${path}:${line}: ${rule.name}: ${rule.why}`);
    }
  }
  return out;
}

function main() {
  const files = [...walk(join(root, 'src')), ...walk(join(root, 'tests'))];
  const problems = [];
  for (const file of files) {
    const path = relative(root, file).split(sep).join('/');
    problems.push(...violationsOf(path, readFileSync(file, 'utf8')));
  }
  if (problems.length) {
    console.error(`check-test-rules: ${problems.length} violation(s)\n${problems.join('\n')}`);
    process.exit(1);
  }
  console.warn(`check-test-rules: act environment, fixed sleeps and Testing Library rules ok (${files.filter((f) => isTestFile(relative(root, f).split(sep).join('/'))).length} test files)`);
}

const isMain = process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname);
if (isMain) main();
