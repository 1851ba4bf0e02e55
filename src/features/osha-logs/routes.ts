import { read, type RouteDef } from '@/lib/routing/route-def';

/** OSHA 300 / 300A / 301 (beyond SPEC, issue 17): one page with a tab per form; needs Incident read. */
export const routes: RouteDef[] = [
  {
    path: 'osha-logs',
    access: read('Incident'),
    titleKey: 'oshaLogs',
    menu: { section: 'modules', icon: 'pi pi-book', order: 105 },
    screen: () => import('./routes/osha-logs-page'),
  },
];
