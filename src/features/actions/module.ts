import { defineModule } from '@/lib/modules/define-module';

declare module '@/lib/ability/subjects' {
  interface SubjectRegistry {
    Action: true;
  }
}

export const manifest = defineModule({
  id: 'actions',
  subjects: [{ subject: 'Action', matrixOrder: 30, orgModule: 'Action' }],
  collections: [{ name: 'actions', broadcast: 'Action', log: { type: 'action', readers: 'Action' } }],
});
