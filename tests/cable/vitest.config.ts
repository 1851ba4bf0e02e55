import { defineConfig } from 'vitest/config';
import { fileURLToPath, URL } from 'node:url';

/**
 * `npm run test:cable`: the real realtime client against a real ActionCable server (puma on
 * 127.0.0.1, tests/fixtures/actioncable/config.ru). Plain Node (its global WebSocket), no msw.
 */
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('../../src', import.meta.url)) } },
  test: {
    globals: true,
    environment: 'node',
    include: ['tests/cable/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
