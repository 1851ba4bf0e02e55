import type { RequestHandler, WebSocketHandler } from 'msw';
import type { SeedContext } from './db/seed';

/**
 * A feature's demo backend (`src/features/<m>/demo/index.ts`, `export const demo = defineDemo({...})`): its msw
 * handlers and its seeder, collected here by glob so that adding a module edits nothing in `mocks/`. Only the demo
 * backend reaches these files (scripts/check-imports.mjs: `features/<m>/demo/` belongs to the mocks layer), so a
 * production build carries none of them.
 */
export interface DemoModule {
  /** where the module's handlers go among the modules' (msw answers with the first match: a specific path first) */
  order: number;
  handlers?: readonly (RequestHandler | WebSocketHandler)[];
  seed?: {
    /** when it runs, after the tenants' roles, users and sites (seeded stories follow one random sequence) */
    order: number;
    /** synchronous: a tenant another origin keeps is seeded when first used (mocks/db/persist.ts), in a property read */
    run: (ctx: SeedContext) => void;
    /** bump when this module's seed changes: browsers holding older demo data get it re-seeded */
    version?: number;
  };
}

export const defineDemo = (demo: DemoModule): DemoModule => demo;
