/**
 * Testing Library's user-event for the suite (vite.config.ts aliases `@testing-library/user-event` here in tests):
 * `userEvent.setup()` types and clicks without a timer between keystrokes (`delay: null`). The default `delay: 0`
 * waits a macrotask per key, which made typing the slowest part of the screen tests; React's updates still run
 * inside act() through Testing Library's wrapper either way.
 */
import userEventModule from '@testing-library/user-event/dist/esm/index.js';

type Setup = typeof userEventModule.setup;
const setup: Setup = (options = {}) => userEventModule.setup({ delay: null, ...options });

const userEvent = { ...userEventModule, setup };
export default userEvent;
export { setup as userEventSetup };
