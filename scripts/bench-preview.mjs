/**
 * What the benchmark scripts share: the built demo served by `vite preview` in its own process group (stopped on
 * exit), and Debian's Chromium launched once the server answers, with tenant hosts (*.localhost) on loopback.
 */
import { spawn } from 'node:child_process';
import { chromium } from 'playwright-core';

export async function previewAndBrowser(port, dist) {
  const server = spawn('npx', ['vite', 'preview', '--outDir', dist, '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group: stopping it also stops the node process npx starts
  });
  const stopServer = () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      /* already stopped */
    }
  };
  process.on('exit', stopServer);
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) break;
    } catch {
      /* not yet */
    }
    if (i >= 100) throw new Error(`vite preview did not start on ${port}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--host-resolver-rules=MAP *.localhost 127.0.0.1'],
  });
  return { browser, stopServer };
}

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** signs a demo user in through the two-step login page and waits to leave it */
export async function signIn(page, origin, email, password = 'Demo@12345') {
  await page.goto(`${origin}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
}
