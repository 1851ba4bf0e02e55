/// <reference types="vitest/config" />
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { msw } from 'msw/vite';
import { fileURLToPath, URL } from 'node:url';

const TESTS = ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'];
/** test files that mock modules or keep module state of their own */
const ISOLATED_TESTS = [
  'src/app/routes/__tests__/internal-accounts.test.ts',
  'src/app/routes/__tests__/route-guards.test.tsx',
  'src/lib/__tests__/lazy.test.ts',
  'src/lib/api/__tests__/interceptors.test.ts',
  'src/lib/realtime/__tests__/lifecycle.test.ts',
];

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const demo = env.VITE_DEMO === 'true';
  return {
    // The msw plugin serves (dev) and emits (build:demo) the service worker script; `build` leaves it out.
    plugins: [react(), ...(demo ? [msw({ mode: 'worker-only' })] : [])],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    server: { host: true, port: 5173, strictPort: true, allowedHosts: ['.localhost', 'localhost'] },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true, allowedHosts: ['.localhost', 'localhost'] },
    build: {
      manifest: true,
      sourcemap: false,
      target: 'es2022',
      chunkSizeWarningLimit: 600,
    },
    test: {
      globals: true,
      environment: 'jsdom',
      environmentOptions: { jsdom: { url: 'http://acme.localhost:5173/' } },
      setupFiles: ['./src/testing/setup.ts'],
      css: false,
      testTimeout: 60_000,
      pool: 'threads',
      env: { VITE_DEMO: 'true' },
      // Files share their worker's modules (no isolation: about half the wall time on 2 cores); setup.ts resets the
      // demo db, storage and list state before each test. Files that replace modules (vi.mock, vi.resetModules,
      // fake timers around module state) run isolated.
      projects: [
        { extends: true, test: { name: 'isolated', include: ISOLATED_TESTS, isolate: true } },
        { extends: true, test: { name: 'shared', include: TESTS, exclude: ISOLATED_TESTS, isolate: false } },
      ],
    },
  };
});
