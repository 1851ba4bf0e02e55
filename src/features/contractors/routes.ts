import { CONTRACTOR, registerRoute, type Access, type RouteDef } from '@/lib/routing/route-def';

const page = {
  contractors: () => import('./routes/contractors-page'),
  contractorForm: () => import('./routes/contractor-form-page'),
  workers: () => import('./routes/workers-page'),
  workerForm: () => import('./routes/worker-form-page'),
  documents: () => import('./routes/documents-page'),
  documentForm: () => import('./routes/document-form-page'),
};

/** SPEC §2: uncategorised workers are for admins only; others go to /contractors */
const ADMIN_ELSE_CONTRACTORS: Access = { kind: 'admin', fallback: '/contractors' };

/**
 * SPEC §2 "HIRA, library and contractor routes" and §6: only admins and contractor users enter (others go to /).
 * /contractors redirects to new; children new and edit/{id}. Workers: new, edit/{wor_id}, v2/new, v2/edit/{wor_id}.
 */
export const routes: RouteDef[] = [
  registerRoute({ path: 'contractors', rights: CONTRACTOR, titleKey: 'contractors', menu: { section: 'modules', icon: 'pi pi-briefcase', order: 80 }, screen: page.contractors, form: page.contractorForm, redirectTo: 'new' }),
  {
    path: 'contractor/:id/workers',
    access: CONTRACTOR,
    titleKey: 'contractorWorkers',
    screen: page.workers,
    frame: true,
    children: [
      { path: 'new', access: CONTRACTOR, screen: page.workerForm },
      { path: 'edit/:worId', access: CONTRACTOR, screen: page.workerForm },
      { path: 'v2/new', access: CONTRACTOR, screen: page.workerForm },
      { path: 'v2/edit/:worId', access: CONTRACTOR, screen: page.workerForm },
    ],
  },
  registerRoute({ path: 'contractor/uncategory-workers', rights: ADMIN_ELSE_CONTRACTORS, titleKey: 'uncategorisedWorkers', screen: page.workers, form: page.workerForm, editPath: 'edit/:worId' }),
  registerRoute({ path: 'contractor/:id/documents', rights: CONTRACTOR, titleKey: 'contractorDocuments', screen: page.documents, form: page.documentForm, editPath: 'edit/:docId' }),
];
