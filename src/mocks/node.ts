import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The same demo backend for Node tests. */
export const server = setupServer(...handlers);
