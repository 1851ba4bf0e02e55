import { can, read, type RouteDef } from '@/lib/routing/route-def';

const page = {
  list: () => import('./routes/permit-forms-page'),
  builder: () => import('./routes/permit-form-page'),
};

/** SPEC §2: /permit-forms lists the templates and /permit-forms/{id} holds one template's settings (Permit Form Setting read; new: create). */
export const routes: RouteDef[] = [
  { path: 'permit-forms', access: read('Permit Form Setting'), titleKey: 'permitForms', menu: { section: 'settings', icon: 'pi pi-clone', order: 260 }, screen: page.list },
  { path: 'permit-forms/new', access: can('create', 'Permit Form Setting'), titleKey: 'permitFormSettings', screen: page.builder },
  { path: 'permit-forms/:id', access: read('Permit Form Setting'), titleKey: 'permitFormSettings', screen: page.builder },
];
