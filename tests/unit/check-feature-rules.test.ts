import { spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** Runs scripts/check-feature-rules.mjs (the kit's house rules of `npm run lint`) over a small tree made here. */
function check(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'feature-rules-'));
  try {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    const run = spawnSync(process.execPath, [join(process.cwd(), 'scripts', 'check-feature-rules.mjs'), root], { encoding: 'utf8' });
    return { code: run.status, out: `${run.stdout}${run.stderr}` };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const clean = {
  // the kit wraps what features may not use
  'src/components/record/use-record-form.ts': "import { useFormik } from 'formik';\nexport const useRecordForm = (o: never) => useFormik(o);\n",
  'src/lib/routing/use-query-param.ts': "import { useSearchParams } from 'react-router-dom';\nexport const useQueryParam = (n: string) => useSearchParams()[0].get(n);\n",
  'src/lib/api/clients.ts': "import axios from 'axios';\nexport const api = axios.create();\n",
  // a feature through the kit: formik's context and types, a type from axios, words in comments are fine
  'src/features/things/thing-form.tsx': [
    "import { FormikProvider, useFormikContext, type FormikHelpers } from 'formik';",
    "import type { AxiosError } from 'axios';",
    "import { useRecordForm } from '@/components/record/use-record-form';",
    '// not useFormik( nor <Formik > nor useSearchParams: the kit',
    'export const x: [typeof FormikProvider, typeof useFormikContext, FormikHelpers<object> | null, AxiosError | null, typeof useRecordForm] = [FormikProvider, useFormikContext, null, null, useRecordForm];',
    '',
  ].join('\n'),
  // tests may build what they need
  'src/features/things/__tests__/thing.test.tsx': "import { useFormik } from 'formik';\nimport { useSearchParams } from 'react-router-dom';\nexport const t = [useFormik, useSearchParams];\n",
};

describe('the feature house rules of npm run lint (check-feature-rules)', () => {
  it('passes feature code that goes through the kit, and the kit itself', () => {
    const { code, out } = check(clean);
    expect(out).toContain('ok');
    expect(code).toBe(0);
  });

  it.each([
    ['no-search-params', "import { useSearchParams } from 'react-router-dom';\nexport function P() { const [p] = useSearchParams(); return p; }\n", 1],
    ['no-raw-formik', "import { useFormik } from 'formik';\nexport const f = () => useFormik<{ a: string }>({ initialValues: { a: '' }, onSubmit: () => {} });\n", 2],
    ['no-raw-formik', "import { Formik } from 'formik';\nexport const F = () => (\n  <Formik initialValues={{}} onSubmit={() => {}}>\n    {() => null}\n  </Formik>\n);\n", 3],
    ['no-axios', "import axios from 'axios';\nexport const get = () => axios.get('/x');\n", 1],
    ['no-axios', "import { isAxiosError } from 'axios';\nexport const is = isAxiosError;\n", 1],
    ['no-axios', "export const later = () => import('axios');\n", 1],
  ])('fails on %s in a feature file, naming the file, the line and the rule', (rule, text, line) => {
    const { code, out } = check({ ...clean, 'src/features/things/wrong.tsx': text });
    expect(code).toBe(1);
    expect(out).toContain(`src/features/things/wrong.tsx:${line}: ${rule}:`);
  });
});
