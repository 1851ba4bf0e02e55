/// <reference types="vitest/config" />
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { msw } from 'msw/vite';
import { fileURLToPath, URL } from 'node:url';

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
      include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
      css: false,
      testTimeout: 60_000,
      pool: 'threads',
      env: { VITE_DEMO: 'true' },
    },
  };
});
