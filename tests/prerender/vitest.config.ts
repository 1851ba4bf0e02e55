import { defineConfig } from 'vitest/config';
import { fileURLToPath, URL } from 'node:url';

/**
 * The prerendered pages of a finished build (issue 18), read from disk: `npm test -- --config
 * tests/prerender/vitest.config.ts` after `npm run build` (PRERENDER_DIST=<dir>, default dist). .ci/run runs it
 * after its production build.
 */
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('../../src', import.meta.url)) } },
  test: {
    globals: true,
    environment: 'node',
    include: ['tests/prerender/**/*.test.ts'],
  },
});
