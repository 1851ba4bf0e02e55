import type { DemoModule } from './define-demo';

/** Collects every feature's demo backend (`features/<m>/demo/index.ts`, see `define-demo.ts`). */

const found = import.meta.glob<DemoModule>('../features/*/demo/index.ts', { eager: true, import: 'demo' });

/** every feature's demo backend, with its folder name */
export const DEMO_MODULES: readonly (DemoModule & { id: string })[] = Object.entries(found).map(([path, demo]) => ({ id: path.split('/')[2], ...demo }));

/** the modules' handlers in their declared order */
export const moduleHandlers = () => [...DEMO_MODULES].sort((a, b) => a.order - b.order).flatMap((m) => m.handlers ?? []);

/** the modules' seeders in their declared order */
export const moduleSeeders = () =>
  DEMO_MODULES.flatMap((m) => (m.seed ? [{ id: m.id, ...m.seed }] : [])).sort((a, b) => a.order - b.order);

/** the modules' seed versions, part of the demo data's version (`mocks/db/seed`) */
export const moduleSeedVersions = () =>
  DEMO_MODULES.flatMap((m) => (m.seed ? [`${m.id}@${m.seed.version ?? 1}`] : []))
    .sort()
    .join(',');
