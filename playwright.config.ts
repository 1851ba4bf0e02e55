import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/**
 * Browser tests run in Debian's Chromium (never a downloaded browser) against the demo build
 * served by `vite preview` on 127.0.0.1:4173. `*.localhost` maps to loopback, so
 * http://acme.localhost:4173 is tenant acme.
 */
// E2E_PORT / E2E_DIST let several builds be tested side by side (defaults: 4173, dist-demo, where build:demo writes).
const port = Number(process.env.E2E_PORT ?? 4173);
const dist = process.env.E2E_DIST ?? 'dist-demo';
// Debian's Chromium headless shell (package chromium-headless-shell, what .ci/run installs): Chromium's own headless
// build without the browser's UI layer, the one Playwright itself runs headless tests in. The same 30 journeys took
// 82–85 s in it and 114–130 s in the full browser's headless mode (alternating runs, 2 cores). The full browser
// (/usr/bin/chromium) when the shell is not installed; CHROMIUM_PATH chooses another.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  // Journeys of many steps (several axe runs, route walks) take up to ~55 s on a busy 2-core CI machine: a whole
  // test gets 3 minutes, while each step keeps its 15 s limit, the one that tells a real hang.
  timeout: 180_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 2,
  // no retries: a flaky test is fixed, not hidden
  retries: 0,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: `http://acme.localhost:${port}`,
    // No trace: recording one costs ≈ 19 % of a 2-core run even when it is dropped (≈ 10 % its DOM snapshots, ≈ 10 % the
    // rest: actions, network, console), measured on 28 journeys. A failure keeps its screenshot and error-context.md (the
    // failed step, its call log and the page's accessibility tree); `npx playwright test --trace retain-on-failure`
    // records traces when a failure needs more.
    trace: 'off',
    // as a visitor who asked their system for less motion (src/styles/app.css): no fades, slides or spinning to paint
    // and wait for (≈ 5 % of a 2-core run, alternating A/B runs); sidebar.spec checks both settings
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--host-resolver-rules=MAP *.localhost 127.0.0.1, MAP localhost 127.0.0.1',
      ],
    },
  },
  webServer: {
    command: `npx vite preview --outDir ${dist} --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
