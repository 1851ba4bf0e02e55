import { defineDemo } from '@/mocks/define-demo';
import { libraryHandlers } from './handlers';
import { seedLibrary } from './seed';

/** the library's demo backend: its handlers and seeder (last: its draws and ids leave the other modules' seeded data as it was) */
export const demo = defineDemo({ order: 90, handlers: libraryHandlers, seed: { order: 1000, run: seedLibrary } });
