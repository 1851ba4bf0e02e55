import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';

/**
 * `npm run test:plug-in`: a throw-away module (tests/plug-in/probe: manifest, routes, register, record form, demo
 * handler and seeder) is copied into src/features for the run and must come out routed, guarded, in the menu, in the
 * role matrix, broadcast over realtime and in the activity log, with no other file edited. Its own run, because the
 * module is in src/features while it lasts.
 */
export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('../../src', import.meta.url)) } },
  test: {
    globals: true,
    environment: 'jsdom',
    environmentOptions: { jsdom: { url: 'http://acme.localhost:5173/' } },
    setupFiles: ['./src/testing/setup.ts'],
    globalSetup: ['./tests/plug-in/global-setup.ts'],
    include: ['tests/plug-in/**/*.test.{ts,tsx}'],
    css: false,
    testTimeout: 180_000,
    env: { VITE_DEMO: 'true' },
  },
});
