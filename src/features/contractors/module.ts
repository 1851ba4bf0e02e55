import { defineModule } from '@/lib/modules/define-module';

/**
 * Contractors have no permission subject of their own: SPEC §6 admits organisation admins and contractor users to
 * every contractor route (route access CONTRACTOR / admin), and the demo backend checks the same. Their realtime
 * changes go to the readers of Permit (contractor users hold Permit read; permits choose contract workers), narrowed
 * per record to admins and the company's own contractor users (`demo/index.ts`, registerRecordAudience).
 */
export const manifest = defineModule({
  id: 'contractors',
  collections: [
    { name: 'contractors', broadcast: 'Permit', log: { type: 'contractor', readers: null } },
    { name: 'contractor_workers', broadcast: 'Permit', log: { type: 'contractor_worker', readers: null } },
    { name: 'contractor_documents', broadcast: 'Permit', log: { type: 'contractor_document', readers: null } },
  ],
});
