import { can, read, type RouteDef } from '@/lib/routing/route-def';

export const routes: RouteDef[] = [
  {
    path: 'probe-items',
    access: read('Probe Item'),
    titleKey: 'probeItems',
    menu: { section: 'modules', icon: 'pi pi-box', order: 95 },
    frame: true,
    screen: () => import('./routes/probe-page'),
    children: [{ path: 'new', access: can('create', 'Probe Item'), screen: () => import('./routes/probe-form-page') }],
  },
];
