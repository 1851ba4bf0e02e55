// The route declaration types live in lib (features declare their own routes); the app's files import them from here too.
export type { Access, Layout, MenuEntry, RouteDef } from '@/lib/routing/route-def';
