#!/usr/bin/env node
/**
 * The kit's house rules for feature code (issue 25, "One way to write a form" / "The kit in every register"), checked on
 * every `npm run lint` next to check-imports.mjs and check-test-rules.mjs. Inside src/features (test files excepted;
 * the kit's own files live in src/components and src/lib and may use what they wrap):
 *   1. no-search-params: no `useSearchParams` — list state goes through the kit's `useListState`
 *      (src/components/list/list-state), which keeps it in the URL so the back button works;
 *   2. no-raw-formik: no `useFormik(...)` or `<Formik ...>` — a record form is `useRecordForm`
 *      (src/components/record/use-record-form), a form whose JS weight counts (sign-in, public pages) `useLightForm`
 *      (src/components/form/use-light-form); `useFormikContext`, `FormikProvider` and formik's types stay allowed;
 *   3. no-axios: no import of axios (`import type` excepted: it loads nothing) — the API goes through lib/api.
 *
 * No file is exempt: every module is on the kit.
 *
 * Usage: node scripts/check-feature-rules.mjs [root]   (root defaults to the current directory; its src/features is
 * read). Prints every violation and exits 1 when there is one.
 */
import { readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { walk, withoutComments } from './lib/source-files.mjs';

const root = resolve(process.argv[2] ?? process.cwd());


const isTestFile = (r) => /(^|\/)__tests__\//.test(r) || /\.(test|spec)\.[cm]?[tj]sx?$/.test(r);


export const RULES = [
  { name: 'no-search-params', re: /\buseSearchParams\b/g, why: "list state in the URL through the kit's useListState (components/list/list-state)" },
  { name: 'no-raw-formik', re: /\buseFormik\s*(?:<[^>()]*>)?\s*\(/g, why: 'a form goes through useRecordForm (components/record) or, where JS weight counts, useLightForm (components/form)' },
  { name: 'no-raw-formik', re: /<Formik[\s>]/g, why: 'a form goes through useRecordForm (components/record) or, where JS weight counts, useLightForm (components/form)' },
  {
    name: 'no-axios',
    re: /^[ \t]*(?:import|export)(?!\s+type\s)[^'";]*?['"]axios(?:\/[^'"]*)?['"]|\b(?:import|require)\s*\(\s*['"]axios(?:\/[^'"]*)?['"]\s*\)/gm,
    why: 'no feature calls axios directly: the API clients and error helpers of lib/api',
  },
];

/** The violations in one file (path relative to the root, with forward slashes). */
export function violationsOf(path, text) {
  if (!path.startsWith('src/features/') || isTestFile(path)) return [];
  const code = withoutComments(text);
  const out = [];
  for (const rule of RULES) {
    for (const m of code.matchAll(rule.re)) {
      const line = code.slice(0, m.index + (m[0].match(/^\s*/)?.[0].length ?? 0)).split('\n').length;
      out.push({ path, line, rule: rule.name, text: `${path}:${line}: ${rule.name}: ${rule.why}` });
    }
  }
  return out;
}

export function checkFeatureRules(rootDir = root) {
  const files = walk(join(rootDir, 'src', 'features'));
  const problems = [];
  for (const file of files) {
    const path = relative(rootDir, file).split(sep).join('/');
    for (const v of violationsOf(path, readFileSync(file, 'utf8'))) problems.push(v.text);
  }
  return { problems, files: files.length };
}

const isMain = process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const { problems, files } = checkFeatureRules(root);
  if (problems.length) {
    console.error(`check-feature-rules: ${problems.length} violation(s)\n${problems.join('\n')}`);
    process.exit(1);
  }
  console.warn(`check-feature-rules: no useSearchParams, raw formik or axios in feature code ok (${files} files)`);
}
