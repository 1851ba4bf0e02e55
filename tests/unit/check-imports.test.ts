import { spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** Runs scripts/check-imports.mjs (the layer rule of `npm run lint`) over a small tree made here. */
function check(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'layers-'));
  try {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    const run = spawnSync(process.execPath, [join(process.cwd(), 'scripts', 'check-imports.mjs'), root], { encoding: 'utf8' });
    return { code: run.status, out: `${run.stdout}${run.stderr}` };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const clean = {
  'src/config/env.ts': 'export const env = 1;\n',
  'src/lib/dates.ts': "import { env } from '@/config/env';\nexport const today = env;\n",
  'src/components/badge.tsx': "import { today } from '@/lib/dates';\nexport const Badge = today;\n",
  'src/features/actions/model.ts': 'export const RISK = 1;\n',
  'src/features/actions/public.ts': "export { RISK } from './model';\n",
  'src/features/actions/routes.ts': "import { shellRoutes } from './shell-routes';\nexport const routes = [...shellRoutes];\n",
  'src/features/actions/shell-routes.ts': 'export const shellRoutes = [];\n',
  'src/features/incidents/page.tsx': "import { RISK } from '@/features/actions/public';\nimport { Badge } from '@/components/badge';\nexport const Page = [RISK, Badge];\n",
  'src/features/incidents/public.ts': "export { Page } from './page';\n",
  'src/mocks/handlers.ts': "import { RISK } from '@/features/actions/model';\nexport const handlers = RISK;\n",
  'src/app/routes.ts': "import { routes } from '@/features/actions/routes';\nimport { shellRoutes } from '@/features/actions/shell-routes';\nimport { Page } from '@/features/incidents/public';\nexport const all = [routes, shellRoutes, Page];\n",
};

describe('the import checker of npm run lint', () => {
  it('passes a tree whose imports run config ← lib ← components ← features ← app', () => {
    const { code, out } = check(clean);
    expect(out).toContain('ok');
    expect(code).toBe(0);
  });

  it('fails on an import up the layers, naming the file and the rule', () => {
    const { code, out } = check({ ...clean, 'src/lib/bad.ts': "import { all } from '@/app/routes';\nexport const x = all;\n" });
    expect(code).toBe(1);
    expect(out).toContain('lib/bad.ts → app/routes.ts: layer lib imports app');
  });

  it('fails when a feature reaches past another feature’s public file, or mocks reach into a page', () => {
    const { code, out } = check({
      ...clean,
      'src/features/incidents/other.ts': "import { RISK } from '@/features/actions/model';\nexport const y = RISK;\n",
      'src/mocks/bad.ts': "import { Page } from '@/features/incidents/page';\nexport const z = Page;\n",
      // a module's pages in the public shell are the app's to import, not another feature's
      'src/features/incidents/shell.ts': "import { shellRoutes } from '@/features/actions/shell-routes';\nexport const w = shellRoutes;\n",
    });
    expect(code).toBe(1);
    expect(out).toContain('features/incidents/other.ts → features/actions/model.ts: feature incidents imports actions/model.ts (only features/actions/public.ts)');
    expect(out).toContain('features/incidents/shell.ts → features/actions/shell-routes.ts: feature incidents imports actions/shell-routes.ts (only features/actions/public.ts)');
    expect(out).toContain("mocks/bad.ts → features/incidents/page.tsx: mocks import only lib, config and features' model.ts / schemas/");
  });

  it('fails on an import cycle and shows its path; type-only imports do not make one', () => {
    const loop = {
      ...clean,
      'src/lib/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'src/lib/b.ts': "import { a } from './a';\nexport const b = () => a;\n",
    };
    const { code, out } = check(loop);
    expect(code).toBe(1);
    expect(out).toMatch(/import cycle: lib\/[ab]\.ts → lib\/[ab]\.ts → lib\/[ab]\.ts/);
    const typeOnly = check({ ...clean, 'src/lib/a.ts': "import type { B } from './b';\nexport type A = B;\n", 'src/lib/b.ts': "import type { A } from './a';\nexport type B = A | 1;\n" });
    expect(typeOnly.code).toBe(0);
  });
});
