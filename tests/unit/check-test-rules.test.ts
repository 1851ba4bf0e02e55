// check-test-rules-disable-file (the wrong code below is fixtures in strings)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * The test house rules of `npm run lint`: scripts/check-test-rules.mjs over a small tree made here, and oxlint's
 * vitest rules (.oxlintrc.json) over a deliberately wrong test file. Each rule is shown failing on a wrong file.
 */
function tree(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'test-rules-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

function check(files: Record<string, string>) {
  const root = tree(files);
  try {
    const run = spawnSync(process.execPath, [join(process.cwd(), 'scripts', 'check-test-rules.mjs'), root], { encoding: 'utf8' });
    return { code: run.status, out: `${run.stdout}${run.stderr}` };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const clean = {
  'src/features/a/__tests__/a.test.tsx': [
    "it('waits for the condition', async () => {",
    '  render(<A />);',
    "  await screen.findByRole('table', { name: 'Sites: 4 found' });",
    "  await waitFor(() => expect(router.state.location.pathname).toBe('/'));",
    '  await act(async () => undefined);',
    "  await act(() => router.navigate('/sites'));",
    '  // a comment may say waitForTimeout(100) or new Promise((r) => setTimeout(r, 30)): only code counts',
    '});',
    '',
  ].join('\n'),
  // product code may wait for time (a debounce, a retry back-off): the sleep rules are for tests
  'src/lib/retry.ts': 'export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));\n',
  'tests/e2e/a.spec.ts': "test('a', async ({ page }) => { await expect(page.getByRole('status')).toBeVisible(); });\n",
};

describe('the test rules of npm run lint', () => {
  it('passes tests that wait for conditions', () => {
    const { code, out } = check(clean);
    expect(out).toContain('ok');
    expect(code).toBe(0);
  });

  it.each([
    ['act-environment', 'src/testing/setup.ts', '(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;\n'],
    ['act-environment', 'src/lib/anywhere.ts', 'globalThis.IS_REACT_ACT_ENVIRONMENT = false;\n'],
    ['act-navigate', 'src/app/__tests__/n.test.tsx', "it('n', async () => { await router.navigate('/sites'); });\n"],
    ['no-fixed-sleep', 'tests/e2e/b.spec.ts', "test('b', async ({ page }) => { await page.waitForTimeout(500); });\n"],
    ['no-fixed-sleep', 'src/app/__tests__/b.test.tsx', "it('b', async () => { await new Promise((r) => setTimeout(r, 30)); });\n"],
    ['no-fixed-sleep', 'src/lib/__tests__/c.test.ts', "it('c', async () => { await new Promise<void>((resolve) => { setTimeout(resolve, 10); }); });\n"],
    ['no-fixed-sleep', 'tests/unit/d.test.ts', "import { setTimeout as sleep } from 'node:timers/promises';\n"],
    ['no-fixed-sleep', 'src/lib/__tests__/c2.test.ts', "it('c2', async () => { await new Promise<void>((done) => setTimeout(() => done(), 50)); });\n"],
    ['no-fixed-sleep', 'src/lib/__tests__/c3.test.ts', "it('c3', async () => { await new Promise(function (r) { setTimeout(r, 50); }); });\n"],
    ['no-fixed-sleep', 'tests/unit/d2.test.ts', "const sleep = promisify(setTimeout);\n"],
    // (the pragmas in two parts: Vitest reads them from this file's text too)
    ['shared-worker', 'src/a/__tests__/host.test.tsx', `// @vitest-${'environment-options'} {"url": "http://vertex.localhost:5173/"}\n`],
    ['shared-worker', 'src/a/__tests__/node.test.ts', `/** @vitest-${'environment'} node */\n`],
    ['testing-library/no-debugging-utils', 'src/a/__tests__/e.test.tsx', "it('e', () => { screen.debug(); });\n"],
    ['testing-library/no-wait-for-empty-callback', 'src/a/__tests__/f.test.tsx', "it('f', async () => { await waitFor(() => {}); });\n"],
    ['testing-library/prefer-find-by', 'src/a/__tests__/g.test.tsx', "it('g', async () => { await waitFor(() => screen.findByRole('table')); });\n"],
    ['testing-library/no-await-sync-events', 'src/a/__tests__/h.test.tsx', "it('h', async () => { await fireEvent.click(button); });\n"],
    ['testing-library/no-unnecessary-act', 'src/a/__tests__/i.test.tsx', "it('i', async () => { await act(async () => { await user.click(button); }); });\n"],
  ])('fails on %s (%s), naming the file, the line and the rule', (rule, path, text) => {
    const { code, out } = check({ ...clean, [path]: `\n${text}` });
    expect(code).toBe(1);
    expect(out).toContain(`${path}:2: ${rule}:`);
  });

  it('lets one line off one rule when it says which and why', () => {
    const printer = 'const dom = prettyDOM(container); // check-test-rules-allow testing-library/no-debugging-utils: the error message\n';
    expect(check({ ...clean, 'src/testing/errors.ts': printer }).code).toBe(0);
    // another rule, no reason, or the line after: still a violation
    for (const text of [
      printer.replace('no-debugging-utils', 'prefer-find-by'),
      printer.replace(': the error message', ''),
      `// check-test-rules-allow testing-library/no-debugging-utils: the error message\nconst dom = prettyDOM(container);\n`,
    ]) {
      const { code, out } = check({ ...clean, 'src/testing/errors.ts': text });
      expect(code).toBe(1);
      expect(out).toContain('testing-library/no-debugging-utils');
    }
  });
});

describe("oxlint's vitest rules of npm run lint", () => {
  it('fail a focused or skipped test, an expect without a matcher and a test without an assertion', () => {
    const root = tree({
      'src/a/__tests__/wrong.test.ts': [
        "it.only('runs alone', () => { expect(1).toBe(1); });",
        "it.skip('never runs', () => { expect(1).toBe(1); });",
        "it('checks nothing', () => { expect(1); });",
        "it('asserts nothing', () => { const x = 1; void x; });",
        '',
      ].join('\n'),
    });
    try {
      const bin = join(process.cwd(), 'node_modules', '.bin', 'oxlint');
      const run = spawnSync(bin, ['-c', join(process.cwd(), '.oxlintrc.json'), root], { encoding: 'utf8' });
      const out = `${run.stdout}${run.stderr}`;
      expect(run.status).toBe(1);
      for (const rule of ['vitest(no-focused-tests)', 'vitest(no-disabled-tests)', 'vitest(valid-expect)', 'vitest(expect-expect)']) expect(out).toContain(rule);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
