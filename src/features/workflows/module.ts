import { defineModule } from '@/lib/modules/define-module';

declare module '@/lib/ability/subjects' {
  interface SubjectRegistry {
    WorkFlow: true;
  }
}

export const manifest = defineModule({
  id: 'workflows',
  subjects: [{ subject: 'WorkFlow', matrixOrder: 150 }],
  collections: [{ name: 'workflows', broadcast: 'WorkFlow', log: { type: 'workflow', readers: 'WorkFlow' } }],
});
